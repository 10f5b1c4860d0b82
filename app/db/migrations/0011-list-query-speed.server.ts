import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// What the public lists need to stay fast at 10 000 rows
// (docs/decisions/0020-list-query-speed.md):
// - product.category_mask: the product's categories as bits, kept by triggers on
//   product_category, so the facet counts are one grouped read of product alone;
// - search_word: every word of every product/article search_text, kept by
//   triggers; a search word is first expanded to the vocabulary words that
//   contain it, then rows are found by whole words through a word index (FTS5
//   on SQLite, a GIN array index on PostgreSQL), with no rereading of long text;
// - indexes that let the news list walk in its order and count from an index.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Bits of the categories of migration time; a new category needs a new migration. */
const categoryBit = (column: string) =>
  sql.raw(
    `case ${column} when 'glutenFree' then 1 when 'sugarFree' then 2 when 'vegan' then 4 when 'protein' then 8 else 0 end`,
  );
const maskOf = (productId: string) =>
  sql`(select coalesce(sum(${categoryBit("c.category")}), 0) from product_category c where c.product_id = ${sql.raw(productId)})`;

const translations = [
  ["product_translation", "product_id", "product_words"],
  ["article_translation", "article_id", "article_words"],
] as const;

/** SQLite: a folded search_text ([a-z0-9] words, single spaces) as a JSON array of its words. */
const wordsJson = (column: string) => sql.raw(`'["' || replace(${column}, ' ', '","') || '"]'`);
// Not INSERT OR IGNORE: inside a trigger, an upsert's conflict handling overrides it.
const collectWords = (column: string) =>
  sql`insert into search_word(word) select distinct value from json_each(case when json_valid(${wordsJson(column)}) then ${wordsJson(column)} else '[]' end) as j
    where value <> '' and not exists (select 1 from search_word as w where w.word = j.value)`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("product")
    .addColumn("category_mask", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update product set category_mask = ${maskOf("product.id")}`.execute(db);
  // The facet counts read only this index (id: for the search's check), the
  // list orders keep their 0002 indexes.
  await db.schema
    .createIndex("product_facet_idx")
    .on("product")
    .columns(["status", "type", "category_mask", "id"])
    .execute();
  // News newest first, all or by category (slug breaks ties, as the list
  // does), covering what the count and the page read (id: for the search).
  await db.schema
    .createIndex("article_list_idx")
    .on("article")
    .columns(["status", "published_at desc", "slug", "id"])
    .execute();
  await db.schema
    .createIndex("article_category_list_idx")
    .on("article")
    .columns(["status", "category", "published_at desc", "slug", "id"])
    .execute();

  if (isPostgres(db)) {
    await sql`create function product_category_mask_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update product set category_mask = ${maskOf("old.product_id")} where id = old.product_id;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          update product set category_mask = ${maskOf("new.product_id")} where id = new.product_id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger product_category_mask after insert or update or delete on product_category
      for each row execute function product_category_mask_keep()`.execute(db);

    // The words of a search_text, for the GIN index. A function rather than the
    // bare expression so it can carry its true cost: split as a builtin, the
    // planner prices it as nearly free and prefers splitting every long text
    // of a table to reading the index (seconds instead of milliseconds).
    await sql`create function search_words(text) returns text[] language plpgsql immutable strict parallel safe cost 1000
      as $$ begin return string_to_array($1, ' '); end $$`.execute(db);
    await sql`create table search_word (word text primary key)`.execute(db);
    // Article rows carry bodies of kilobytes: stored out of line, the rows a
    // search visits shrink to about a tenth, so far fewer pages are read (new
    // rows; the update rewrites the existing ones).
    await sql`alter table article_translation set (toast_tuple_target = 128)`.execute(db);
    await sql`update article_translation set search_text = search_text`.execute(db);
    // fastupdate off: new rows go straight into the GIN indexes rather than a
    // pending list that every search would scan until the next vacuum.
    await sql`create index search_word_trgm_idx on search_word using gin (word gin_trgm_ops) with (fastupdate = off)`.execute(
      db,
    );
    // One statement-level insert per write, however many rows it wrote.
    await sql`create function search_word_collect() returns trigger language plpgsql as $$
      begin
        insert into search_word(word)
          select distinct w from new_rows, unnest(string_to_array(new_rows.search_text, ' ')) as w
          where w <> '' on conflict do nothing;
        return null;
      end $$`.execute(db);
    for (const [table] of translations) {
      const t = sql.id(table);
      await sql`create index ${sql.id(`${table}_words_idx`)} on ${t} using gin (search_words(search_text)) with (fastupdate = off)`.execute(
        db,
      );
      for (const event of ["insert", "update"])
        await sql`create trigger ${sql.id(`${table}_words_${event}`)} after ${sql.raw(event)} on ${t}
          referencing new table as new_rows for each statement execute function search_word_collect()`.execute(
          db,
        );
      await sql`insert into search_word(word)
        select distinct w from ${t}, unnest(string_to_array(search_text, ' ')) as w where w <> ''
        on conflict do nothing`.execute(db);
    }
    await sql`analyze`.execute(db);
    return;
  }

  for (const event of ["insert", "delete", "update"] as const) {
    const keep = [
      ...(event !== "insert"
        ? [sql`update product set category_mask = ${maskOf("old.product_id")} where id = old.product_id;`]
        : []),
      ...(event !== "delete"
        ? [sql`update product set category_mask = ${maskOf("new.product_id")} where id = new.product_id;`]
        : []),
    ];
    await sql`create trigger ${sql.id(`product_category_mask_${event}`)} after ${sql.raw(event)} on product_category begin
      ${sql.join(keep, sql` `)}
    end`.execute(db);
  }

  await sql`create table search_word (word text primary key) without rowid`.execute(db);
  for (const [table, , index] of translations) {
    const t = sql.id(table);
    const i = sql.id(index);
    // Contentless: the word index alone, by the translation's rowid; a match is
    // checked against a product's or article's translations through their
    // primary key index, so it never reads the long translation rows.
    await sql`create virtual table ${i} using fts5(search_text, content='', contentless_delete=1)`.execute(
      db,
    );
    await sql`insert into ${i}(rowid, search_text) select rowid, search_text from ${t}`.execute(db);
    await sql`insert or ignore into search_word(word) select j.value from ${t} as t, json_each(case when json_valid(${wordsJson("t.search_text")}) then ${wordsJson("t.search_text")} else '[]' end) as j where j.value <> ''`.execute(
      db,
    );
    const add = sql`insert into ${i}(rowid, search_text) values (new.rowid, new.search_text);`;
    const remove = sql`delete from ${i} where rowid = old.rowid;`;
    await sql`create trigger ${sql.id(`${index}_insert`)} after insert on ${t} begin
      ${add} ${collectWords("new.search_text")};
    end`.execute(db);
    await sql`create trigger ${sql.id(`${index}_delete`)} after delete on ${t} begin ${remove} end`.execute(
      db,
    );
    await sql`create trigger ${sql.id(`${index}_update`)} after update on ${t} begin
      ${remove} ${add} ${collectWords("new.search_text")};
    end`.execute(db);
  }
  // Statistics for the planner, on the new indexes too.
  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const [table] of translations) {
      for (const event of ["insert", "update"])
        await sql`drop trigger if exists ${sql.id(`${table}_words_${event}`)} on ${sql.id(table)}`.execute(
          db,
        );
      await sql`drop index if exists ${sql.id(`${table}_words_idx`)}`.execute(db);
    }
    await sql`drop function if exists search_word_collect()`.execute(db);
    await sql`drop function if exists search_words(text)`.execute(db);
    await sql`alter table article_translation reset (toast_tuple_target)`.execute(db);
    await sql`drop trigger if exists product_category_mask on product_category`.execute(db);
    await sql`drop function if exists product_category_mask_keep()`.execute(db);
  } else {
    for (const [, , index] of translations) {
      for (const suffix of ["insert", "delete", "update"])
        await sql`drop trigger if exists ${sql.id(`${index}_${suffix}`)}`.execute(db);
      await sql`drop table if exists ${sql.id(index)}`.execute(db);
    }
    for (const event of ["insert", "delete", "update"])
      await sql`drop trigger if exists ${sql.id(`product_category_mask_${event}`)}`.execute(db);
  }
  await sql`drop table if exists search_word`.execute(db);
  await db.schema.dropIndex("article_category_list_idx").ifExists().execute();
  await db.schema.dropIndex("article_list_idx").ifExists().execute();
  await db.schema.dropIndex("product_facet_idx").ifExists().execute();
  await db.schema.alterTable("product").dropColumn("category_mask").execute();
}
