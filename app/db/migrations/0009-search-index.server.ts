import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// The folded search_text columns get an index that answers LIKE '%word%'
// without reading every row (docs/decisions/0015-public-javascript-budget.md):
// on SQLite an FTS5 trigram index over the column, kept in step by triggers, so
// every write (admin saves, the demo seed) updates it; on PostgreSQL a pg_trgm
// GIN index, which the database keeps itself.

const tables = [
  ["product_translation", "product_search"],
  ["article_translation", "article_search"],
] as const;

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const [table] of tables)
      await sql`create index ${sql.id(`${table}_search_trgm_idx`)} on ${sql.id(table)} using gin (search_text gin_trgm_ops)`.execute(
        db,
      );
    return;
  }
  for (const [table, index] of tables) {
    const t = sql.id(table);
    const i = sql.id(index);
    // External content: the index keeps no copy of the text, only the trigrams, by rowid.
    await sql`create virtual table ${i} using fts5(search_text, content=${sql.lit(table)}, content_rowid='rowid', tokenize='trigram')`.execute(
      db,
    );
    await sql`insert into ${i}(${i}) values ('rebuild')`.execute(db);
    await sql`create trigger ${sql.id(`${index}_insert`)} after insert on ${t} begin
      insert into ${i}(rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
    await sql`create trigger ${sql.id(`${index}_delete`)} after delete on ${t} begin
      insert into ${i}(${i}, rowid, search_text) values ('delete', old.rowid, old.search_text);
    end`.execute(db);
    await sql`create trigger ${sql.id(`${index}_update`)} after update on ${t} begin
      insert into ${i}(${i}, rowid, search_text) values ('delete', old.rowid, old.search_text);
      insert into ${i}(rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const [table] of tables)
      await sql`drop index if exists ${sql.id(`${table}_search_trgm_idx`)}`.execute(db);
    return;
  }
  for (const [, index] of tables) {
    for (const suffix of ["insert", "delete", "update"])
      await sql`drop trigger if exists ${sql.id(`${index}_${suffix}`)}`.execute(db);
    await sql`drop table if exists ${sql.id(index)}`.execute(db);
  }
}
