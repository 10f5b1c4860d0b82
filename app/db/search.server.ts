import { type RawBuilder, type SqlBool, sql } from "kysely";
import { getDatabase, getDb } from "./connection.server.ts";

// The translations whose folded search_text has, for every search word, a word
// starting with it (LIKE '% word%' on ' ' || search_text): the words are stems
// (searchTerms, docs/decisions/0043-serbian-search.md), so "frusk" finds
// "fruskoj". Words are folded text ([a-z0-9] only), so they need no LIKE escaping.
// The fast path (migration 0011, docs/decisions/0020-list-query-speed.md) first
// expands each word to the vocabulary words that start with it (search_word, a
// short table), then finds the rows holding one of those whole words through a
// word index, never rereading the long texts. Short words (a vocabulary
// expansion too wide to be useful) take the trigram index of migration 0009.

type Kind = "product" | "article";

/** Above this many vocabulary words for one search word, the trigram index is the cheaper path. */
const maxExpansion = 200;

/** Each word's vocabulary words, or undefined when the trigram path is better. */
async function expand(words: readonly string[]): Promise<string[][] | undefined> {
  if (words.some((w) => w.length < 3)) return undefined;
  // The words starting with w: on SQLite a range of the primary key (every
  // letter and digit sorts below "{"), on PostgreSQL through the trigram index
  // (the key's collation need not sort byte by byte).
  const startingWith = (w: string) =>
    getDatabase().dialect === "postgres"
      ? sql`word like ${`${w}%`}`
      : sql`word >= ${w} and word < ${`${w}{`}`;
  const { rows } = await sql<{ i: number; word: string }>`${sql.join(
    words.map((w, i) => sql`select ${sql.lit(i)} as i, word from search_word where ${startingWith(w)}`),
    sql` union all `,
  )}`.execute(getDb());
  const expanded = words.map(() => [] as string[]);
  for (const r of rows) expanded[Number(r.i)]!.push(r.word);
  return expanded.some((e) => e.length > maxExpansion) ? undefined : expanded;
}

/** A word of `column` (folded text) starts with w. */
const startsWord = (column: string, w: string) => sql<SqlBool>`(' ' || ${sql.ref(column)}) like ${`% ${w}%`}`;

/** The trigram path of migration 0009: the index narrows, LIKE confirms. */
function throughTrigrams(kind: Kind, words: readonly string[], locale: RawBuilder<unknown>) {
  const table = sql.table(`${kind}_translation`);
  const id = sql.ref(`t.${kind}_id`);
  if (getDatabase().dialect === "postgres") {
    // The first LIKE is the one the trigram index answers.
    const likes = sql.join(
      words.map((w) => sql`t.search_text like ${`%${w}%`} and ${startsWord("t.search_text", w)}`),
      sql` and `,
    );
    return sql<{ id: string }>`select ${id} as id from ${table} as t where ${likes}${locale}`;
  }
  // A trigram phrase narrows to the rows where the word occurs, read from the
  // index alone; words under three letters have no trigram. LIKE confirms that
  // each starts a word.
  const index = sql.table(`${kind}_search`);
  const long = words.filter((w) => w.length >= 3);
  const conditions = [
    ...(long.length > 0 ? [sql`s.search_text match ${long.map((w) => `"${w}"`).join(" ")}`] : []),
    ...words.map((w) => startsWord("t.search_text", w)),
  ];
  return sql<{
    id: string;
  }>`select ${id} as id from ${index} as s join ${table} as t on t.rowid = s.rowid where ${sql.join(conditions, sql` and `)}${locale}`;
}

/**
 * PostgreSQL: a query of the ids (as `id`) one of whose translations, in the
 * given locales (any when absent), holds every word; undefined when none can.
 */
export async function wordHits(
  kind: Kind,
  words: readonly string[],
  locales?: readonly string[],
): Promise<RawBuilder<{ id: string }> | undefined> {
  const expanded = await expand(words);
  if (!expanded)
    return throughTrigrams(kind, words, locales ? sql` and t.locale in (${sql.join(locales)})` : sql``);
  // A word no text contains: nothing matches, and no index needs reading.
  if (expanded.some((e) => e.length === 0)) return undefined;
  // The same expression as the GIN index of migration 0011, so the index answers it.
  const overlaps = sql.join(
    expanded.map((e) => sql`search_words(x.search_text) && ${e}::text[]`),
    sql` and `,
  );
  const locale = locales ? sql` and x.locale in (${sql.join(locales)})` : sql``;
  return sql<{
    id: string;
  }>`select ${sql.ref(`x.${kind}_id`)} as id from ${sql.table(`${kind}_translation`)} as x where ${overlaps}${locale}`;
}

/** The SQLite search indexes' key of a translation: its owner's rowid × 2, + 1 for English (migration 0032). */
const localeBit: Record<string, number> = { sr: 0, en: 1 };

/**
 * The owner rowids (SQLite) a search index's match gives, in the given locales
 * (any when absent).
 */
function owners(index: string, match: string, locales?: readonly string[]) {
  const locale = locales
    ? sql` where (rowid & 1) in (${sql.join(locales.map((l) => sql.lit(localeBit[l] ?? -1)))})`
    : sql``;
  return sql`select rowid >> 1 from ${sql.table(index)}(${match})${locale}`;
}

/** The key a search set holds: the row's rowid on SQLite, its id on PostgreSQL. */
const keyOf = (alias: string) =>
  sql.ref(getDatabase().dialect === "postgres" ? `${alias}.id` : `${alias}.rowid`);

/**
 * A condition on the product or article of table alias `alias`: one of its
 * translations, in the given locales (any when absent), holds every word.
 * Resolves the vocabulary first, so it is async.
 */
export async function holdsWords(
  kind: Kind,
  alias: string,
  words: readonly string[],
  locales?: readonly string[],
): Promise<RawBuilder<SqlBool>> {
  if (getDatabase().dialect === "postgres") {
    const hits = await wordHits(kind, words, locales);
    // In the same statement, not read first and handed back as an array of
    // thousands of ids (sending and parsing it cost 10–25 ms a query).
    // "offset 0" keeps the matches one set, found through the index and joined
    // by a hash: pulled up into a semi join, the planner may instead walk the
    // list's order and split every candidate's text (35 ms for "cokolada").
    return hits ? sql<SqlBool>`${keyOf(alias)} in (${hits} offset 0)` : sql<SqlBool>`1 = 0`;
  }
  const id = sql.ref(`${alias}.id`);
  const expanded = await expand(words);
  if (!expanded) {
    const t = throughTrigrams(kind, words, locales ? sql` and t.locale in (${sql.join(locales)})` : sql``);
    return sql<SqlBool>`${id} in (${t})`;
  }
  // A word no text contains: nothing matches, and no index needs reading.
  if (expanded.some((e) => e.length === 0)) return sql<SqlBool>`1 = 0`;
  // FTS5: every search word as an OR of whole vocabulary words, the groups
  // ANDed. The index gives the owners' rowids (migration 0032). The unary "+"
  // keeps SQLite from driving the query by those rowids: a list reads its own
  // index and tests each row against the set: 0.4 ms dearer for 700 matches,
  // a third cheaper for 6 000 ('brasno': 3.6 → 2.5 ms).
  const quote = (w: string) => `"${w.replaceAll('"', '""')}"`;
  const match = expanded.map((e) => `(${e.map(quote).join(" OR ")})`).join(" AND ");
  return sql<SqlBool>`+${keyOf(alias)} in (${owners(`${kind}_words`, match, locales)})`;
}

/**
 * The products or articles (ids on PostgreSQL, rowids on SQLite: keyOf) whose
 * text in the given locales (any when absent) has every word starting a word
 * of the name or title (`title`), or of the name and the short description or
 * excerpt together (`heads`, which holds `title`). Found once per query
 * through an index of search_title and search_summary (migration 0026: FTS5
 * prefix queries on SQLite, keyed by owner since 0032; trigram indexes on
 * PostgreSQL), so each candidate costs a lookup in them, not a read of its
 * translations.
 */
function headSets(kind: Kind, words: readonly string[], locales?: readonly string[]) {
  if (getDatabase().dialect === "postgres") {
    const key = sql.ref(`r.${kind}_id`);
    const table = sql.table(`${kind}_translation`);
    const locale = locales ? sql` and r.locale in (${sql.join(locales)})` : sql``;
    // The plain LIKE is the one the trigram index answers.
    const holds = (column: string, w: string) =>
      sql<SqlBool>`(${sql.ref(column)} like ${`%${w}%`} and ${startsWord(column, w)})`;
    const ids = (condition: RawBuilder<unknown>) =>
      sql`select ${key} from ${table} as r where ${condition}${locale}`;
    return {
      title: ids(
        sql.join(
          words.map((w) => holds("r.search_title", w)),
          sql` and `,
        ),
      ),
      heads: ids(
        sql.join(
          words.map((w) => sql`(${holds("r.search_title", w)} or ${holds("r.search_summary", w)})`),
          sql` and `,
        ),
      ),
    };
  }
  // FTS5 prefix phrases, every word; the index has the two columns only.
  const every = words.map((w) => `"${w}"*`).join(" AND ");
  return {
    title: owners(`${kind}_heads`, `search_title : (${every})`, locales),
    heads: owners(`${kind}_heads`, every, locales),
  };
}

/**
 * How well a product's or article's text matches (the lower the better), for
 * ordering search results: 0 when every word starts a word of the name or
 * title of one of its translations in the given locales (any when absent), 1
 * when of the name and the short description or excerpt, 2 when only of the
 * rest.
 */
export function relevance(
  kind: Kind,
  alias: string,
  words: readonly string[],
  locales?: readonly string[],
): RawBuilder<number> {
  const id = keyOf(alias);
  const { title, heads } = headSets(kind, words, locales);
  return sql<number>`(case when ${id} in (${title}) then 0 when ${id} in (${heads}) then 1 else 2 end)`;
}

/**
 * The matches split for paging best first without ranking every one (SQLite,
 * docs/decisions/0043-serbian-search.md): `heads`, a condition, holds the few
 * whose name or summary has the words, ranked by `rank` (0 name, 1 summary);
 * `rest` the others, which keep the list's own order and so can walk its index
 * and stop after one page.
 */
export function relevanceTiers(
  kind: Kind,
  alias: string,
  words: readonly string[],
  locales?: readonly string[],
) {
  const id = keyOf(alias);
  const { title, heads } = headSets(kind, words, locales);
  return {
    heads: sql<SqlBool>`${id} in (${heads})`,
    rest: sql<SqlBool>`${id} not in (${heads})`,
    rank: sql<number>`(case when ${id} in (${title}) then 0 else 1 end)`,
  };
}

/**
 * One page of `limit` from `offset` over the ranked heads, then the rest: the
 * heads' page comes with their count (`n`, a window count); the rest is read
 * only when the heads do not fill the page.
 */
export async function pageOverTiers(
  limit: number,
  offset: number,
  heads: {
    page: (limit: number, offset: number) => Promise<{ id: string; n: number }[]>;
    count: () => Promise<number>;
  },
  rest: (limit: number, offset: number) => Promise<{ id: string }[]>,
): Promise<string[]> {
  const top = await heads.page(limit, offset);
  const ids = top.map((r) => r.id);
  if (ids.length === limit) return ids;
  // Past the heads' end the page reads none of them, and so no count either.
  const counted = top.length > 0 ? Number(top[0]!.n) : offset === 0 ? 0 : await heads.count();
  const more = await rest(limit - ids.length, Math.max(0, offset - counted));
  return [...ids, ...more.map((r) => r.id)];
}
