import { type Kysely, sql } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// A product is found by its categories' names (docs/decisions/0051-category-search-words.md):
// each translation's search_text and search_summary end with the folded names
// of its categories in its language, in the categories' fixed order, as
// productSearchFields writes them. The index triggers (0011, 0032) see the
// update and index the new words.

/** Folded, in the order of productCategories at this migration's time. */
const words = [
  ["glutenFree", { sr: "bez glutena bezglutensko", en: "gluten free" }],
  ["sugarFree", { sr: "bez secera", en: "sugar free" }],
  ["vegan", { sr: "vegansko", en: "vegan" }],
  ["protein", { sr: "proteinsko", en: "protein" }],
] as const;

const append = (column: string, w: string) =>
  sql`case when ${sql.ref(column)} = '' then ${w} else ${sql.ref(column)} || ${` ${w}`} end`;

const ofCategory = (category: string, locale: string) =>
  sql`locale = ${locale} and product_id in (select product_id from product_category where category = ${category})`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [category, byLocale] of words)
    for (const [locale, w] of Object.entries(byLocale))
      await sql`update product_translation
        set search_text = ${append("search_text", w)}, search_summary = ${append("search_summary", w)}
        where ${ofCategory(category, locale)}`.execute(db);
}

/** Drops the words where the text still ends with them (a later save may have changed the categories). */
const strip = (column: string, w: string) => {
  const c = sql.ref(column);
  return sql`case when ${c} = ${w} then '' when ${c} like ${`% ${w}`} then substr(${c}, 1, length(${c}) - ${w.length + 1}) else ${c} end`;
};

export async function down(db: Kysely<any>): Promise<void> {
  for (const [category, byLocale] of [...words].reverse())
    for (const [locale, w] of Object.entries(byLocale))
      await sql`update product_translation
        set search_text = ${strip("search_text", w)}, search_summary = ${strip("search_summary", w)}
        where ${ofCategory(category, locale)}`.execute(db);
  // Words no text holds any longer stay in the vocabulary: a search for one
  // finds no row, as for any word a deleted text left behind.
}
