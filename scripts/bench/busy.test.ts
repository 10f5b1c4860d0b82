import { getPriority } from "node:os";
import { describe, expect, it } from "vitest";
import { startBusyCore } from "./busy.ts";

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("startBusyCore", () => {
  it("spins on the CPU until stopped, and is gone after", async () => {
    const busy = startBusyCore({ maxMs: 20_000 });
    await new Promise((r) => setTimeout(r, 1500));
    expect(alive(busy.pid)).toBe(true);
    const report = await busy.stop();
    expect(alive(busy.pid)).toBe(false);
    expect(report.seconds).toBeGreaterThan(0.5);
    // A spinning loop: nearly all its time on the CPU, unless the machine is shared
    // with much else (this test must not fail on a busy machine, only on an idle process).
    expect(report.cpuShare).toBeGreaterThan(0.2);
    // Nice 0, unless this test runs niced itself (lowering a niceness needs privileges).
    expect(report.nice).toBeGreaterThanOrEqual(0);
    expect(report.nice).toBeLessThanOrEqual(Math.max(0, getPriority()));
  });

  it("stops by itself at its time limit", async () => {
    const busy = startBusyCore({ maxMs: 300 });
    const deadline = Date.now() + 10_000;
    while (alive(busy.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(alive(busy.pid)).toBe(false);
    await busy.stop();
  });
});
