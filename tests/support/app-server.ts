// Starts the production server on 127.0.0.1 with its own data folder and the demo
// content, for the end-to-end tests and the benchmark.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** The environment of a production server on 127.0.0.1 at `port`. */
export function productionEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SESSION_SECRET: "test-session-secret-that-is-long-enough-12",
    LOG_LEVEL: "error",
  };
}

/**
 * How long a start may take: a first start on an empty folder renders every demo
 * picture, over a minute on two idle cores and three or more beside three test files
 * (a hook waiting for one needs a longer timeout than this).
 */
export const startDeadlineMs = 300_000;

export interface RunningServer {
  baseUrl: string;
  /** The server's process id (undefined for a server this process did not start). */
  pid?: number;
  dataDir: string;
  /** What the server printed so far (its own lines, and the log at LOG_LEVEL). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the production server. Without DATA_DIR in `env` it gets a new data
 * folder, removed when it stops: empty (its first start seeds the demo content,
 * rendering every picture: over a minute on two cores), or a copy of
 * `options.dataFrom`, a folder a stopped server seeded, which starts in seconds.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataFrom?: string } = {},
): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "zrnce-app-"));
  if (options.dataFrom && !env.DATA_DIR) cpSync(options.dataFrom, dataDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: { ...productionEnv(port, dataDir), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const deadline = Date.now() + startDeadlineMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok && output.includes("is running")) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) {
      // Not left running behind the failed test (it would go on seeding a removed folder).
      child.kill("SIGKILL");
      throw new Error(`The server did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    pid: child.pid,
    dataDir,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
