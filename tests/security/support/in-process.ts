import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { root } from "../../support/app-server.ts";

type ServerModule = typeof import("../../../server/app.ts");

/**
 * The production build's HTTP layer inside the test process, on an empty
 * database with one admin (no demo content): starts in seconds, and lets a test look at this
 * process's own globals (Object.prototype) after throwing requests at it.
 */
export async function startInProcess(env: Record<string, string> = {}) {
  // SQLite in this test's data folder unless a test asks otherwise.
  Object.assign(process.env, { DATABASE_URL: "" }, env);
  const mod = (await import(/* @vite-ignore */ path.join(root, "build/server/index.js"))) as ServerModule;
  const prepared = await mod.prepare({ seed: false });
  const app = mod.createServerApp({ clientDir: path.join(root, "build/client") });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    /** The admin made on a fresh database (none after a restart on the same data). */
    admin: prepared.admin ? { email: prepared.admin.email, password: prepared.admin.password } : undefined,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await mod.shutdown();
    },
  };
}
