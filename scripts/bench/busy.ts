// One core kept busy while Lighthouse runs its "busy" pass: a visitor's phone is
// rarely idle. A separate `node` process (not a thread of the bench) spins on the
// CPU at nice 0, so the scheduler shares the cores between it, the server and
// Chromium as it would between any two programs.
import { type ChildProcess, spawn } from "node:child_process";
import { getPriority, setPriority } from "node:os";

export interface BusyCore {
  pid: number;
  /** Stops the process (also when it already stopped) and says how busy it kept its core. */
  stop(): Promise<BusyReport>;
}

export interface BusyReport {
  /** The process's CPU time over its lifetime, as a share of one core (0–1). */
  cpuShare: number;
  /** Its niceness (0 unless this process runs niced itself and may not lower it). */
  nice: number | undefined;
  seconds: number;
}

/**
 * Starts the spinning process. It stops by itself after `maxMs` and when this
 * process goes away (its parent changes), so a bench killed outright leaves
 * nothing running; `stop()` kills it at once.
 */
export function startBusyCore(options: { maxMs: number }): BusyCore {
  // Spins in slices of 200 ms; between slices it reports its CPU time (user +
  // system, microseconds) and wall time, and checks its deadline and its parent.
  const code = [
    `const parent = process.ppid, started = Date.now(), end = started + ${Math.round(options.maxMs)};`,
    `(function spin() {`,
    `  const until = Date.now() + 200;`,
    `  while (Date.now() < until);`,
    `  const { user, system } = process.cpuUsage();`,
    `  process.stdout.write(user + system + " " + (Date.now() - started) + "\\n");`,
    `  if (Date.now() < end && process.ppid === parent) setImmediate(spin);`,
    `  else process.exit(0);`,
    `})();`,
  ].join("\n");
  const child: ChildProcess = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  const pid = child.pid;
  if (pid === undefined) throw new Error("The busy process did not start");
  let nice: number | undefined;
  try {
    if (getPriority(pid) !== 0) setPriority(pid, 0);
    nice = getPriority(pid);
  } catch {
    // Lowering a niceness needs privileges: report what it has.
    try {
      nice = getPriority(pid);
    } catch {
      nice = undefined;
    }
  }
  let cpuMicros = 0;
  let wallMs = 0;
  let buffered = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    const last = lines.at(-1)?.split(" ");
    if (last?.length === 2) {
      cpuMicros = Number(last[0]);
      wallMs = Number(last[1]);
    }
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  // An error anywhere in the bench ends this process: the spinner goes with it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  return {
    pid,
    async stop() {
      process.off("exit", killOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      return {
        cpuShare: wallMs > 0 ? cpuMicros / 1000 / wallMs : 0,
        nice,
        seconds: wallMs / 1000,
      };
    },
  };
}
