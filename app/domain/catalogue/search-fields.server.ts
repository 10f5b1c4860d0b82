import { foldForSearch } from "#app/db/fold.server.ts";
import { type ProductCategory, productCategories } from "#app/schemas/product-vocabulary.ts";

// What a product is found by (DESIGN.md §6, decision 0051): its texts and its
// categories' names, written with every save and read by the public search.

/**
 * The words a product's categories are found by, in each language: the names
 * the site shows them by, and the adjective visitors type ("bezglutensko"). A
 * product's texts seldom say what its categories do ("vegansko" found the honey
 * that "nije veganski", and none of the vegan products).
 */
const categoryWords: Record<ProductCategory, Record<"sr" | "en", string>> = {
  glutenFree: { sr: "Bez glutena bezglutensko", en: "Gluten-free" },
  sugarFree: { sr: "Bez šećera", en: "Sugar-free" },
  vegan: { sr: "Vegansko", en: "Vegan" },
  protein: { sr: "Proteinsko", en: "Protein" },
};

/**
 * Words for a need a category answers, though it is not the category's name:
 * the stems of what coeliacs and diabetics type ("celijakija", "za
 * dijabetičare", "diabetic"), and the category's own words they stand for. Not
 * stored with the products: a search is rewritten (withCategorySynonyms).
 * "posno" and "bez laktoze" are left out: honey is posno for many, and lactose
 * is no category.
 */
const categorySynonyms: { stems: readonly string[]; terms: readonly string[] }[] = [
  { stems: ["celijak", "celiak", "celiac", "coeliac"], terms: ["bezglutensk"] },
  { stems: ["dijabet", "diabet"], terms: ["bez", "secer"] },
];

/** Search terms (searchTerms) with each synonym of a category replaced by the category's own words. */
export function withCategorySynonyms(terms: readonly string[]): string[] {
  const rewritten = terms.flatMap(
    (term) => categorySynonyms.find((s) => s.stems.some((stem) => term.startsWith(stem)))?.terms ?? [term],
  );
  return [...new Set(rewritten)];
}

/**
 * The category a search names and nothing else ("vegansko", "bez glutena",
 * "gluten-free"): every search word starts a word of its names in one language,
 * and of no other category's. Its products are then the results, not also those
 * whose text holds the words ("nije bez glutena", "nije veganski").
 */
export function categoryNamedBy(terms: readonly string[]): ProductCategory | undefined {
  if (terms.length === 0) return undefined;
  const names = (c: ProductCategory) =>
    (["sr", "en"] as const).some((locale) => {
      const words = foldForSearch(categoryWords[c][locale]).split(" ");
      return terms.every((term) => words.some((w) => w.startsWith(term)));
    });
  const named = productCategories.filter(names);
  return named.length === 1 ? named[0] : undefined;
}

/**
 * A translation's folded search texts (DESIGN.md §6): the whole text, the name,
 * and the short description with the category names, which ranks a product in
 * a category right after those named for the search (migration 0034).
 */
export function productSearchFields(
  locale: "sr" | "en",
  t: { name: string; shortDescription: string; description: string; ingredients: string },
  categories: readonly ProductCategory[],
) {
  const named = productCategories
    .filter((c) => categories.includes(c))
    .map((c) => categoryWords[c][locale])
    .join(" ");
  return {
    search_text: foldForSearch(
      [t.name, t.shortDescription, t.description, t.ingredients.replace(/\*\*/g, ""), named].join(" "),
    ),
    search_title: foldForSearch(t.name),
    search_summary: foldForSearch(`${t.shortDescription} ${named}`),
  };
}
