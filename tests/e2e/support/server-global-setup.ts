import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { root, startServer } from "../../support/app-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, "build/server/index.js")))
    throw new Error("Run `npm run build` before the end-to-end tests.");
  const server = await startServer({
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
    LOG_LEVEL: "warn",
    // Low enough to test throttling; tests that fail sign-ins on purpose come
    // from their own X-Forwarded-For address (one trusted proxy), so others are not throttled.
    AUTH_RATE_LIMIT_MAX: "5",
    TRUST_PROXY: "1",
    FORM_RATE_LIMIT_MAX: "1000",
    FORM_RATE_LIMIT_GLOBAL_MAX: "100000",
  });
  const credentials = readFileSync(path.join(server.dataDir, "admin-credentials.txt"), "utf8");
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  project.provide("adminEmail", /email: (.+)/.exec(credentials)?.[1] ?? "");
  project.provide("adminPassword", /password: (.+)/.exec(credentials)?.[1] ?? "");
  return () => server.stop();
}
