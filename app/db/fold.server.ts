import { type RawBuilder, type SqlBool, sql } from "kysely";
import { stemEnglish, stemSerbian } from "./stem.server.ts";

// Search is diacritic- and script-insensitive (DESIGN.md §6): text is folded to
// plain lowercase Latin ASCII before it is stored in search_text, and queries are
// folded the same way, so "cokolada", "čokolada" and "чоколада" meet.

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

export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[а-шђјљњћџ]/g, (ch) => cyrillic[ch] ?? ch)
    .replace(/đ/g, "dj")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Words that say nothing about what is looked for ("na Fruškoj gori", "bread with
 * walnuts"): left out of a query that has other words, which also keeps such a
 * query off the slow path for words under three letters.
 */
const stopWords = new Set([
  ..."i u na sa s za od do o a je se da iz po pa ka k ili ni".split(" "),
  ..."the an and of in on with for to or by at".split(" "),
]);

/**
 * The words of a search query, folded and stemmed (app/db/stem.server.ts), each to
 * be matched as the start of a word of search_text: "Fruška gora" → ["frusk", "gor"],
 * which finds "na Fruškoj gori". On English pages a word also loses its English
 * ending, whichever stem is shorter ("flours" → "flour"), as the Serbian text is
 * searched there too. Folded text is only [a-z0-9 ], so no word can carry a LIKE
 * wildcard.
 */
export function searchTerms(query: string, locale: "sr" | "en" = "sr", maxTerms = 8): string[] {
  const all = foldForSearch(query).split(" ").filter(Boolean);
  const meaningful = all.filter((word) => !stopWords.has(word));
  const words = (meaningful.length > 0 ? meaningful : all).map((word) => {
    const serbian = stemSerbian(word);
    if (locale === "sr") return serbian;
    const english = stemEnglish(word);
    return english.length < serbian.length ? english : serbian;
  });
  return [...new Set(words)].slice(0, maxTerms);
}

/** A readable URL id from a (Serbian) name: "Heljdino brašno" → "heljdino-brasno". */
export function slugify(text: string, maxLength = 80): string {
  return foldForSearch(text).replace(/ /g, "-").slice(0, maxLength).replace(/-+$/, "");
}

/**
 * An admin list's search, or null for none: rows whose Serbian (alias s) or English
 * (alias e) search_text holds the folded words, or whose address holds them joined
 * by hyphens ("heljdino brasno" finds heljdino-brasno).
 */
export function adminSearch(q: string, addressColumn: "p.id" | "a.slug"): RawBuilder<SqlBool> | null {
  const folded = foldForSearch(q);
  if (!folded) return null;
  const text = `%${folded}%`;
  return sql<SqlBool>`(s.search_text like ${text} or e.search_text like ${text} or ${sql.ref(addressColumn)} like ${`%${folded.replace(/ /g, "-")}%`})`;
}
