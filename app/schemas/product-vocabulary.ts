// The catalogue's vocabulary, defined once: the forms, the list's URL, the
// queries, the demo content and the pages all import it from here. Its labels
// are in the i18n resources: types, allergens and nutrients in the products
// namespace, categories in common (the footer names them on every page).
// Plain TypeScript, so the browser can use it without zod.

export const productCategories = ["glutenFree", "sugarFree", "vegan", "protein"] as const;
export type ProductCategory = (typeof productCategories)[number];

export const productTypes = [
  "flourMixes",
  "snacks",
  "breadBreadcrumbs",
  "cookiesSweets",
  "spreads",
  "pasta",
] as const;
export type ProductType = (typeof productTypes)[number];

/**
 * Whether a product can be had now: in stock, out of stock, or seasonal / to be
 * ordered ahead. Optional: a product without one shows nothing.
 */
export const productAvailabilities = ["in_stock", "out_of_stock", "preorder"] as const;
export type ProductAvailability = (typeof productAvailabilities)[number];

/** The 14 allergens EU regulation 1169/2011 requires on labels. */
export const allergens = [
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "peanuts",
  "soy",
  "milk",
  "nuts",
  "celery",
  "mustard",
  "sesame",
  "sulphites",
  "lupin",
  "molluscs",
] as const;
export type Allergen = (typeof allergens)[number];

/** How a product declares an allergen. */
export const allergenKinds = ["contains", "may_contain"] as const;
export type AllergenKind = (typeof allergenKinds)[number];

/** Per 100 g, in the order of an EU nutrition declaration. */
export const nutritionKeys = [
  "energyKj",
  "energyKcal",
  "fat",
  "saturatedFat",
  "carbohydrate",
  "sugars",
  "fibre",
  "protein",
  "salt",
] as const;
export type NutritionKey = (typeof nutritionKeys)[number];
export type Nutrition = Record<NutritionKey, number>;
/** As stored: a value the label does not declare is null. */
export type NutritionFacts = Record<NutritionKey, number | null>;

export const nutritionUnits: Record<NutritionKey, "kJ" | "kcal" | "g"> = {
  energyKj: "kJ",
  energyKcal: "kcal",
  fat: "g",
  saturatedFat: "g",
  carbohydrate: "g",
  sugars: "g",
  fibre: "g",
  protein: "g",
  salt: "g",
};

/** Nutrients declared as "of which" a larger one (EU label wording). */
export const nestedNutrients: ReadonlySet<NutritionKey> = new Set(["saturatedFat", "sugars"]);

/** Spec §2: ?category=gluten-free|sugar-free|vegan|protein (the footer links). */
export const categorySlugs: Record<ProductCategory, string> = {
  glutenFree: "gluten-free",
  sugarFree: "sugar-free",
  vegan: "vegan",
  protein: "protein",
};

export const typeSlugs: Record<ProductType, string> = {
  flourMixes: "flour-mixes",
  snacks: "snacks",
  breadBreadcrumbs: "bread-breadcrumbs",
  cookiesSweets: "cookies-sweets",
  spreads: "spreads",
  pasta: "pasta",
};

export const maxProductImages = 6;

/** What a product record says of itself besides its texts, nutrition and allergens. */
export interface ProductBasics {
  /** Readable URL id from the Serbian name, ASCII, diacritics folded (š→s, đ→dj). */
  id: string;
  type: ProductType;
  categories: ProductCategory[];
  weightGrams: number;
  isNew: boolean;
  isBestseller: boolean;
}
