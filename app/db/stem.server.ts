// Light stemmers for folded words (plain lowercase Latin ASCII, app/db/fold.server.ts),
// used on the search query only (docs/decisions/0043-serbian-search.md). Each only
// strips an ending, never rewrites the rest, so a stem is a prefix of its word, and
// a search word matches a text word that starts with its stem: "fruskoj" and
// "fruska" both give "frusk", a prefix of "fruska", "fruske" and "fruskoj".

/** A stem keeps at least this many letters: "zima" → "zim", never "z". */
const minStem = 3;

/**
 * Serbian inflectional endings (nouns, adjectives, the present of verbs), folded,
 * longest first so "hlebovima" loses "ovima", not just "a". No derivational
 * suffixes: "heljdino" stays "heljdin", and a prefix match finds the rest.
 */
const serbianEndings = [
  "ovima",
  "evima",
  "ijama",
  "ijima",
  "oga",
  "ega",
  "omu",
  "emu",
  "ama",
  "ima",
  "ovi",
  "ova",
  "ove",
  "evi",
  "eva",
  "eve",
  "amo",
  "emo",
  "imo",
  "ate",
  "ete",
  "ite",
  "aju",
  "uju",
  "om",
  "em",
  "og",
  "eg",
  "oj",
  "ih",
  "im",
  "a",
  "e",
  "i",
  "o",
  "u",
];

const strip = (word: string, ending: string) =>
  word.length - ending.length >= minStem && word.endsWith(ending) ? word.slice(0, -ending.length) : undefined;

/** A folded Serbian word without its case or person ending: "fruskoj" → "frusk", "keksima" → "keks". */
export function stemSerbian(word: string): string {
  if (/\d/.test(word)) return word;
  for (const ending of serbianEndings) {
    const stem = strip(word, ending);
    if (stem !== undefined) return stem;
  }
  return word;
}

/**
 * A folded English word without its plural, -ing, -ed or final e/y: "flours" →
 * "flour", "cookies" → "cook", "baking" and "bake" → "bak", "berry" → "berr".
 */
export function stemEnglish(word: string): string {
  if (/\d/.test(word)) return word;
  const rules: [RegExp, string][] = [
    [/ies$/, "ies"],
    [/(s|x|z|ch|sh)es$/, "es"],
    [/[^su]s$/, "s"],
    [/ing$/, "ing"],
    [/ed$/, "ed"],
    [/e$/, "e"],
    [/y$/, "y"],
  ];
  for (const [pattern, ending] of rules) {
    if (!pattern.test(word)) continue;
    return strip(word, ending) ?? word;
  }
  return word;
}
