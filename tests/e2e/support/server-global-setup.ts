import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
    dataDir: string;
  }
}

async function freePort(): Promise<number> {
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

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, "../../..");
  if (!existsSync(path.join(root, "build/server/index.js")))
    throw new Error("Run `npm run build` before the end-to-end tests.");
  const dataDir = mkdtempSync(path.join(tmpdir(), "zrnce-e2e-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      SESSION_SECRET: "e2e-session-secret-that-is-long-enough-123",
      LOG_LEVEL: "warn",
      // Low enough to test throttling; tests that fail sign-ins on purpose come
      // from their own X-Forwarded-For address (one trusted proxy), so others are not throttled.
      AUTH_RATE_LIMIT_MAX: "5",
      TRUST_PROXY: "1",
      FORM_RATE_LIMIT_MAX: "1000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok && output.includes("is running")) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const credentials = readFileSync(path.join(dataDir, "admin-credentials.txt"), "utf8");
  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);
  project.provide("adminEmail", /email: (.+)/.exec(credentials)?.[1] ?? "");
  project.provide("adminPassword", /password: (.+)/.exec(credentials)?.[1] ?? "");
  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
