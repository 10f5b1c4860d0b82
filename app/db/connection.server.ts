import path from "node:path";
import { getEnv } from "#app/env.server.ts";
import { type Database, openDatabase } from "./db.server.ts";

// The process-wide database, opened on first use from the environment.
let current: Database | undefined;

export function getDatabase(): Database {
  if (!current) {
    const env = getEnv();
    current = openDatabase({ url: env.DATABASE_URL, sqliteFile: path.join(env.DATA_DIR, "site.db") });
  }
  return current;
}

/** Point the process at a given database (tests, scripts). */
export function setCurrentDatabase(database: Database): void {
  current = database;
}

export function getDb() {
  return getDatabase().db;
}

export async function closeDatabase(): Promise<void> {
  const db = current;
  current = undefined;
  await db?.close();
}
