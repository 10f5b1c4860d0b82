import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { createPrivateFile, makePrivateFolder } from "#app/private-files.server.ts";
import type { DB } from "./schema.server.ts";

export type Dialect = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The raw better-sqlite3 handle (for the online backup API); absent on PostgreSQL. */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, SQLite at `sqliteFile`. */
  url?: string;
  sqliteFile?: string;
  poolSize?: number;
}

// PostgreSQL returns bigint (count(*)) and numeric as strings by default;
// our counts and sums fit in a double.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server ends (a restart, a shutdown racing pool.end(),
    // which resolves before the sockets close) is an 'error' event on the pool:
    // unheard, it kills the process. The pool has already dropped that client,
    // and the next query connects anew; queries report their own errors.
    pool.on("error", () => {});
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ":memory:";
  if (file !== ":memory:") {
    makePrivateFolder(path.dirname(file));
    createPrivateFile(file);
  }
  const sqlite = new SQLite(file);
  // WAL for concurrent readers, FULL sync so that committed means durable.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = FULL");
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: "sqlite", sqlite, close: () => db.destroy() };
}

const statementCacheSize = 500;

/**
 * Kysely prepares every query anew; a page runs the same few SQL texts each time,
 * so prepared statements are kept by text (least recently used dropped first).
 * Kysely holds its single SQLite connection for a whole query or stream, so a
 * kept statement is never used by two queries at once.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(text: string): SQLite.Statement {
      let statement = statements.get(text);
      if (statement) statements.delete(text);
      else {
        statement = sqlite.prepare(text);
        if (statements.size >= statementCacheSize) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

export async function ping(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
