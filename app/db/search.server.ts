import { type RawBuilder, sql } from "kysely";
import { getDatabase } from "./connection.server.ts";

// The translations whose folded search_text holds every word, through the index
// of migration 0009 (an FTS5 trigram index on SQLite, pg_trgm on PostgreSQL), so
// LIKE '%word%' reads the index instead of every row. Words are folded text
// ([a-z0-9] only), so they need no LIKE escaping.

export function translationsHolding(
  kind: "product" | "article",
  words: readonly string[],
  locales?: readonly string[],
): RawBuilder<{ id: string }> {
  const table = sql.table(`${kind}_translation`);
  const id = sql.ref(`t.${kind}_id`);
  const locale = locales ? sql` and t.locale in (${sql.join(locales)})` : sql``;
  if (getDatabase().dialect === "postgres") {
    const likes = sql.join(
      words.map((w) => sql`t.search_text like ${`%${w}%`}`),
      sql` and `,
    );
    return sql`select ${id} as id from ${table} as t where ${likes}${locale}`;
  }
  // A trigram phrase matches exactly where the word occurs, read from the index
  // alone; words under three letters have no trigram and are checked with LIKE.
  const index = sql.table(`${kind}_search`);
  const long = words.filter((w) => w.length >= 3);
  const conditions = [
    ...(long.length > 0 ? [sql`s.search_text match ${long.map((w) => `"${w}"`).join(" ")}`] : []),
    ...words.filter((w) => w.length < 3).map((w) => sql`s.search_text like ${`%${w}%`}`),
  ];
  return sql`select ${id} as id from ${index} as s join ${table} as t on t.rowid = s.rowid where ${sql.join(conditions, sql` and `)}${locale}`;
}
