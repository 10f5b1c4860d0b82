import { existsSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { root, startServer } from "../../support/app-server.ts";
import { e2eServerEnv } from "./server-env.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, "build/server/index.js")))
    throw new Error("Run `npm run build` before the end-to-end tests.");
  const server = await startServer(e2eServerEnv);
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  return () => server.stop();
}
