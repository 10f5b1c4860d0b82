import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// SQLite only (docs/decisions/0050-search-index-by-owner.md): the word index
// (migration 0011) and the name-and-summary index (0026) of products and
// articles are keyed by the product's or article's rowid and the translation's
// language (rowid × 2, + 1 for English) instead of the translation's rowid. A
// search then gives the products' own rowids (rowid >> 1): each match costs one
// lookup of the product by rowid, not a lookup of its translation and then of
// the product by its text key (a broad search: 26 → 4 ms of 10 000 products).

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const owners = [
  { owner: "product", table: "product_translation", key: "product_id" },
  { owner: "article", table: "article_translation", key: "article_id" },
] as const;

/** SQLite: a folded search_text ([a-z0-9] words, single spaces) as a JSON array of its words (as 0011). */
const wordsJson = (column: string) => sql.raw(`'["' || replace(${column}, ' ', '","') || '"]'`);
const collectWords = (column: string) =>
  sql`insert into search_word(word) select distinct value from json_each(case when json_valid(${wordsJson(column)}) then ${wordsJson(column)} else '[]' end) as j
    where value <> '' and not exists (select 1 from search_word as w where w.word = j.value)`;

/**
 * The index key of a translation row (`row`: new or old), in a trigger; an
 * unknown language stops the write. A renamed product keeps its rowid, and the
 * cascade that renames its translations runs after the rename: the old key is
 * then found through the new name.
 */
const keyOf = (owner: string, key: string, row: "new" | "old", renamed = false) => {
  const rowid = (r: string) => `(select rowid from ${owner} where id = ${r}.${key})`;
  return sql.raw(
    `(${renamed ? `coalesce(${rowid(row)}, ${rowid("new")})` : rowid(row)} * 2 + case ${row}.locale when 'sr' then 0 when 'en' then 1 else raise(abort, 'search index: unknown language') end)`,
  );
};

const indexes = (owner: string) => [
  { name: `${owner}_words`, columns: ["search_text"] },
  { name: `${owner}_heads`, columns: ["search_title", "search_summary"] },
];

type Owner = (typeof owners)[number];

/**
 * Drops and builds one index anew with its triggers: keyed by the owner
 * (`byOwner`, this migration) or by the translation's rowid (0011 and 0026).
 */
async function rebuild(
  db: Kysely<any>,
  { owner, table, key }: Owner,
  name: string,
  columns: string[],
  byOwner: boolean,
) {
  for (const event of ["insert", "delete", "update", "owner_delete"])
    await sql`drop trigger if exists ${sql.id(`${name}_${event}`)}`.execute(db);
  await sql`drop table if exists ${sql.id(name)}`.execute(db);
  const t = sql.id(table);
  const i = sql.id(name);
  const cols = sql.join(columns.map((c) => sql.id(c)));
  const values = (row: "new" | "old") => sql.join(columns.map((c) => sql.raw(`${row}.${c}`)));
  // Contentless, as before: the index alone, never the long texts.
  await sql`create virtual table ${i} using fts5(${cols}, content='', contentless_delete=1)`.execute(db);
  await (byOwner
    ? sql`insert into ${i}(rowid, ${cols})
        select o.rowid * 2 + case t.locale when 'sr' then 0 else 1 end, ${sql.join(columns.map((c) => sql.ref(`t.${c}`)))}
        from ${t} as t join ${sql.id(owner)} as o on o.id = t.${sql.id(key)} where t.locale in ('sr', 'en')`
    : sql`insert into ${i}(rowid, ${cols}) select rowid, ${cols} from ${t}`
  ).execute(db);
  const add = sql`insert into ${i}(rowid, ${cols}) values (${byOwner ? keyOf(owner, key, "new") : sql.raw("new.rowid")}, ${values("new")});`;
  const remove = (renamed = false) =>
    sql`delete from ${i} where rowid = ${byOwner ? keyOf(owner, key, "old", renamed) : sql.raw("old.rowid")};`;
  const words = name.endsWith("_words") ? sql`${collectWords("new.search_text")};` : sql``;
  await sql`create trigger ${sql.id(`${name}_insert`)} after insert on ${t} begin ${add} ${words} end`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${name}_delete`)} after delete on ${t} begin ${remove()} end`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${name}_update`)} after update on ${t} begin ${remove(true)} ${add} ${words} end`.execute(
    db,
  );
  // A product or article deleted takes its translations with it (a cascade),
  // which runs after the owner's row is gone: its own trigger removes its entries.
  if (byOwner)
    await sql`create trigger ${sql.id(`${name}_owner_delete`)} before delete on ${sql.id(owner)} begin
      delete from ${i} where rowid in (old.rowid * 2, old.rowid * 2 + 1);
    end`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const o of owners)
    for (const { name, columns } of indexes(o.owner)) await rebuild(db, o, name, columns, true);
  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const o of owners)
    for (const { name, columns } of indexes(o.owner)) await rebuild(db, o, name, columns, false);
}
