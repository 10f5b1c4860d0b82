import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, vi } from "vitest";

// Each test file gets its own data folder and a quiet logger before any app
// module reads the environment.
process.env.NODE_ENV = "test";
process.env.LOG_LEVEL = "silent";
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "zrnce-test-"));
process.env.AUTH_RATE_LIMIT_MAX ??= "1000";

// A test that logs console.error fails (DESIGN.md §5).
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  expect(calls, "console.error was called").toEqual([]);
});
