// The shape of the bilingual demo content. The seed (app/db/seed) and the test
// factories (tests/factories) both read the same records, so what a test
// builds looks like what a visitor sees.

import type { ProductCategory, ProductType } from "#app/schemas/product-query.ts";

export { productCategories, productTypes } from "#app/schemas/product-query.ts";
export type { ProductCategory, ProductType };

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

export const articleCategories = ["tips", "recipes", "health", "events", "lifestyle"] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/** Per 100 g, as on an EU nutrition declaration. Grams unless named otherwise. */
export interface Nutrition {
  energyKj: number;
  energyKcal: number;
  fat: number;
  saturatedFat: number;
  carbohydrate: number;
  sugars: number;
  fibre: number;
  protein: number;
  salt: number;
}

export interface ProductText {
  name: string;
  /** One sentence for cards and the meta description (at most 160 characters). */
  shortDescription: string;
  /** Two or three short paragraphs separated by a blank line. */
  description: string;
  /** Ingredient list as on the label; allergens wrapped in **double asterisks**. */
  ingredients: string;
}

export interface DemoProduct {
  /** Readable URL id from the Serbian name, ASCII, diacritics folded (š→s, đ→dj). */
  id: string;
  type: ProductType;
  categories: ProductCategory[];
  weightGrams: number;
  isNew: boolean;
  isBestseller: boolean;
  isFeatured: boolean;
  nutrition: Nutrition;
  contains: Allergen[];
  mayContain: Allergen[];
  sr: ProductText;
  en: ProductText;
}

export interface ArticleText {
  title: string;
  /** One or two sentences, at most 220 characters. */
  excerpt: string;
  /** Safe HTML: <p>, <h2>, <h3>, <ul>/<ol>/<li>, <strong>, <em>, <blockquote>, <a href="/...">. 250–600 words. */
  body: string;
}

export interface DemoArticle {
  /** From the Serbian title, ASCII, diacritics folded. */
  slug: string;
  category: ArticleCategory;
  featured: boolean;
  /** ISO 8601 UTC; all in the past relative to 2026-11-21. */
  publishedAt: string;
  author: string;
  sr: ArticleText;
  en: ArticleText;
}
