import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// Search results in order of relevance (docs/decisions/0043-serbian-search.md):
// a match in the name or title first, then in the short description or excerpt,
// then in the rest. Each translation keeps those two texts folded as search_text
// is (plain lowercase Latin ASCII, words split by single spaces), and the
// existing rows are folded here with a copy of the folding of migration time.

const cyrillic: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  ђ: "dj",
  е: "e",
  ж: "z",
  з: "z",
  и: "i",
  ј: "j",
  к: "k",
  л: "l",
  љ: "lj",
  м: "m",
  н: "n",
  њ: "nj",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  ћ: "c",
  у: "u",
  ф: "f",
  х: "h",
  ц: "c",
  ч: "c",
  џ: "dz",
  ш: "s",
};

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[а-шђјљњћџ]/g, (ch) => cyrillic[ch] ?? ch)
    .replace(/đ/g, "dj")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const tables = [
  ["product_translation", "product_id", "name", "short_description"],
  ["article_translation", "article_id", "title", "excerpt"],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, key, title, summary] of tables) {
    for (const column of ["search_title", "search_summary"]) {
      await db.schema
        .alterTable(table)
        .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
        .execute();
      // Kept in the row (compressed at most), never moved out to TOAST, which
      // article rows' toast_tuple_target (migration 0011) would otherwise do:
      // ranking reads them for every match (1 430 matches: 38 → 7 ms).
      if (isPostgres(db))
        await sql`alter table ${sql.id(table)} alter column ${sql.id(column)} set storage main`.execute(db);
    }
    const rows = await db.selectFrom(table).select([key, "locale", title, summary]).execute();
    for (const row of rows)
      await db
        .updateTable(table)
        .set({ search_title: fold(row[title]), search_summary: fold(row[summary]) })
        .where(key, "=", row[key])
        .where("locale", "=", row.locale)
        .execute();
  }
  // Ranking finds the matches of these short texts once per search, through an
  // index: on PostgreSQL a trigram index on each, on SQLite a contentless FTS5
  // index of both (prefix queries: "hleb"* finds hleba), kept by triggers.
  for (const [table] of tables) {
    if (isPostgres(db)) {
      for (const column of ["search_title", "search_summary"])
        await sql`create index ${sql.id(`${table}_${column}_trgm_idx`)} on ${sql.id(table)} using gin (${sql.id(column)} gin_trgm_ops) with (fastupdate = off)`.execute(
          db,
        );
      continue;
    }
    const t = sql.id(table);
    const heads = `${table.replace("_translation", "")}_heads`;
    const i = sql.id(heads);
    await sql`create virtual table ${i} using fts5(search_title, search_summary, content='', contentless_delete=1)`.execute(
      db,
    );
    await sql`insert into ${i}(rowid, search_title, search_summary) select rowid, search_title, search_summary from ${t}`.execute(
      db,
    );
    const add = sql`insert into ${i}(rowid, search_title, search_summary) values (new.rowid, new.search_title, new.search_summary);`;
    const remove = sql`delete from ${i} where rowid = old.rowid;`;
    await sql`create trigger ${sql.id(`${heads}_insert`)} after insert on ${t} begin ${add} end`.execute(db);
    await sql`create trigger ${sql.id(`${heads}_delete`)} after delete on ${t} begin ${remove} end`.execute(
      db,
    );
    await sql`create trigger ${sql.id(`${heads}_update`)} after update on ${t} begin ${remove} ${add} end`.execute(
      db,
    );
  }
  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table] of tables) {
    if (isPostgres(db)) {
      for (const column of ["search_title", "search_summary"])
        await db.schema.dropIndex(`${table}_${column}_trgm_idx`).ifExists().execute();
    } else {
      const heads = `${table.replace("_translation", "")}_heads`;
      for (const suffix of ["insert", "delete", "update"])
        await sql`drop trigger if exists ${sql.id(`${heads}_${suffix}`)}`.execute(db);
      await sql`drop table if exists ${sql.id(heads)}`.execute(db);
    }
    for (const column of ["search_title", "search_summary"])
      await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
