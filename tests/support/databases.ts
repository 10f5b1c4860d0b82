import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { setCurrentDatabase } from "#app/db/connection.server.ts";
import { type Database, type Dialect, openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { resetAuth } from "#app/domain/auth/auth.server.ts";
import { forgetCachedData } from "#app/domain/content/data-cache.server.ts";
import { forgetContentVersion } from "#app/domain/content/version.server.ts";

export const dialects: Dialect[] = ["sqlite", "postgres"];

/** An empty PostgreSQL database on the test server; returns its URL. */
export async function createPostgresDatabase(): Promise<string> {
  const adminUrl = inject("postgresAdminUrl");
  const name = `zrnce_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh, migrated database of the given dialect, made current for domain functions.
 * `location` picks the SQLite file or the (empty) PostgreSQL database's URL.
 */
export async function createTestDatabase(dialect: Dialect, location?: string): Promise<Database> {
  let database: Database;
  if (dialect === "sqlite") {
    const file = location ?? path.join(mkdtempSync(path.join(tmpdir(), "zrnce-sqlite-")), "site.db");
    database = openDatabase({ sqliteFile: file });
  } else {
    database = openDatabase({ url: location ?? (await createPostgresDatabase()), poolSize: 4 });
  }
  await migrateToLatest(database.db);
  setCurrentDatabase(database);
  resetAuth();
  // What this process kept from the previous database (settings, say) is not this one's.
  forgetContentVersion();
  forgetCachedData();
  return database;
}

/**
 * A fresh database of the dialect for a describe block: made before its tests,
 * closed after. The answer stands for it (a proxy), so tests use it as they would the database.
 */
export function useTestDatabase(dialect: Dialect): Database {
  let current: Database | undefined;
  beforeAll(async () => {
    current = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as Database, {
    get(_, key) {
      if (!current) throw new Error("The test database is made in beforeAll; use it inside a test.");
      return Reflect.get(current, key);
    },
  });
}
