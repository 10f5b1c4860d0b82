import { getDb } from "#app/db/connection.server.ts";
import type { Locale } from "#app/db/schema.server.ts";

// Products and articles with the texts a list shows them by: `s` is the Serbian
// translation (always there), `t` the reader's language (may be missing, then
// the Serbian text stands in, field by field: DESIGN.md §6).

/** Products (`p`) with their Serbian (`s`) and `locale` (`t`) translations. */
export function productsWithNames(locale: Locale) {
  return getDb()
    .selectFrom("product as p")
    .innerJoin("product_translation as s", (j) =>
      j.onRef("s.product_id", "=", "p.id").on("s.locale", "=", "sr"),
    )
    .leftJoin("product_translation as t", (j) =>
      j.onRef("t.product_id", "=", "p.id").on("t.locale", "=", locale),
    );
}

/** Articles (`a`) with their Serbian (`s`) and `locale` (`t`) translations. */
export function articlesWithTitles(locale: Locale) {
  return getDb()
    .selectFrom("article as a")
    .innerJoin("article_translation as s", (j) =>
      j.onRef("s.article_id", "=", "a.id").on("s.locale", "=", "sr"),
    )
    .leftJoin("article_translation as t", (j) =>
      j.onRef("t.article_id", "=", "a.id").on("t.locale", "=", locale),
    );
}
