import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server.ts";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "zrnce-env-"));

describe("parseEnv", () => {
  it("applies the defaults", () => {
    const env = parseEnv({ DATA_DIR: dataDir() });
    expect(env.PORT).toBe(3000);
    expect(env.LOG_LEVEL).toBe("info");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("makes the session secret once outside production and keeps it in the data folder", () => {
    const dir = dataDir();
    const first = parseEnv({ DATA_DIR: dir });
    const second = parseEnv({ DATA_DIR: dir });
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first.SESSION_SECRET);
  });

  it("requires the session secret in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(/SESSION_SECRET/);
  });

  it("stops on a bad value with one line naming the variable", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: "eighty" }, /^Invalid environment variable PORT/],
      [{ DATABASE_URL: "mysql://x" }, /^Invalid environment variable DATABASE_URL/],
      [{ LOG_LEVEL: "loud" }, /^Invalid environment variable LOG_LEVEL/],
      [{ PUBLIC_URL: "not a url" }, /^Invalid environment variable PUBLIC_URL/],
      [{ SESSION_SECRET: "short" }, /^Invalid environment variable SESSION_SECRET/],
    ];
    for (const [source, message] of cases) {
      let error: unknown;
      try {
        parseEnv({ DATA_DIR: dataDir(), ...source });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(EnvError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain("\n");
    }
  });
});
