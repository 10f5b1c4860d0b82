import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// PostgreSQL only: the tables the public lists read are scanned without parallel
// workers (docs/decisions/0020-list-query-speed.md). Their scans take a few
// milliseconds; starting workers for them cost more than it saved ("brasno" on
// 10 000 products: 37 ms p50 with workers, 28 ms without) and took cores from
// the web server beside the database. A table setting rather than a connection
// option, so that it holds behind a connection pooler that refuses options.

const tables = ["product", "product_translation", "product_category", "article", "article_translation"];

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of tables) await sql`alter table ${sql.id(table)} set (parallel_workers = 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of tables) await sql`alter table ${sql.id(table)} reset (parallel_workers)`.execute(db);
}
