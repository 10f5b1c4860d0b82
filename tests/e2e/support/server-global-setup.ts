import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { root, startServer } from "../../support/app-server.ts";
import { e2eServerEnv } from "./server-env.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** A data folder with the demo content seeded, for the servers of single files to copy. */
    seededDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, "build/server/index.js")))
    throw new Error("Run `npm run build` before the end-to-end tests.");
  // One first start seeds the demo content (its pictures take over a minute to
  // render); the shared server and every file's own start from copies of it.
  // tests/e2e/server.test.ts still tests a first start of its own.
  const seeded = mkdtempSync(path.join(tmpdir(), "zrnce-e2e-seeded-"));
  const seeding = await startServer({ ...e2eServerEnv, DATA_DIR: seeded });
  await seeding.stop();
  const server = await startServer(e2eServerEnv, { dataFrom: seeded });
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  project.provide("seededDataDir", seeded);
  return async () => {
    await server.stop();
    rmSync(seeded, { recursive: true, force: true });
  };
}
