import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { maxOldSpaceMb, smallServerEnv } from "../../server/memory.ts";

// A real process, started as the server starts: it must run again with the memory
// settings, as the same process, unless they are already set.
const dir = mkdtempSync(path.join(tmpdir(), "zrnce-memory-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const script = path.join(dir, "entry.mjs");
writeFileSync(
  script,
  [
    `import v8 from "node:v8";`,
    `import { restartWithSmallServerMemory } from ${JSON.stringify(path.join(import.meta.dirname, "../../server/memory.ts"))};`,
    `console.error("started " + process.pid);`,
    `restartWithSmallServerMemory();`,
    `console.log(JSON.stringify({ pid: process.pid, heapMb: v8.getHeapStatistics().heap_size_limit / 1048576,`,
    `  arena: process.env.MALLOC_ARENA_MAX ?? null, options: process.env.NODE_OPTIONS ?? null, argv: process.argv.slice(2) }));`,
  ].join("\n"),
);

function run(env: NodeJS.ProcessEnv) {
  const clean = {
    ...process.env,
    NODE_OPTIONS: undefined,
    MALLOC_ARENA_MAX: undefined,
    NODE_ENV: "production",
  };
  const result = spawnSync(process.execPath, [script, "--flag"], {
    env: { ...clean, ...env },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
  return { ...JSON.parse(result.stdout), starts: result.stderr.match(/started \d+/g) ?? [] };
}

describe("the server's memory settings", () => {
  it("runs again once, as the same process with its arguments, with a small heap and two malloc arenas", () => {
    const r = run({});
    expect(r.starts).toEqual([`started ${r.pid}`, `started ${r.pid}`]);
    expect(r.argv).toEqual(["--flag"]);
    expect(r.arena).toBe("2");
    expect(r.options).toBe(`--max-old-space-size=${maxOldSpaceMb} --max-semi-space-size=16`);
    // The heap limit counts the young generation too; a large machine's default is gigabytes.
    expect(r.heapMb).toBeLessThan(maxOldSpaceMb + 200);
  });

  it("keeps what the operator set, and adds only what is missing", () => {
    const r = run({ NODE_OPTIONS: "--max-old-space-size=1024" });
    expect(r.options).toBe("--max-old-space-size=1024 --max-semi-space-size=16");
    expect(r.heapMb).toBeGreaterThan(1024);
    const chosen = run({ MALLOC_ARENA_MAX: "4" });
    expect(chosen.starts).toHaveLength(1);
    expect(chosen.options).toBeNull();
  });

  it("leaves development alone", () => {
    expect(run({ NODE_ENV: "development" }).starts).toHaveLength(1);
  });

  it("reads the operator's settings without running anything", () => {
    expect(smallServerEnv({ MALLOC_ARENA_MAX: "8" })).toBeUndefined();
    expect(smallServerEnv({ NODE_OPTIONS: " --max-semi-space-size=4 " })?.NODE_OPTIONS).toBe(
      `--max-semi-space-size=4 --max-old-space-size=${maxOldSpaceMb}`,
    );
  });
});
