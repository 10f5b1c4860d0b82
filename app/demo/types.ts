// The shape of the bilingual demo content. The seed (app/demo/seed.server.ts),
// the tests and the bench all read the same records, so what a test builds
// looks like what a visitor sees.

import type { ArticleScene } from "#app/demo/artwork.ts";
import type { NewsCategory } from "#app/schemas/news-filters.ts";
import type { Allergen, Nutrition, ProductBasics } from "#app/schemas/product-vocabulary.ts";

export interface ProductText {
  name: string;
  /** One sentence for cards and the meta description (at most 160 characters). */
  shortDescription: string;
  /** Two or three short paragraphs separated by a blank line. */
  description: string;
  /** Ingredient list as on the label; allergens wrapped in **double asterisks**. */
  ingredients: string;
}

export interface DemoProduct extends ProductBasics {
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
  category: NewsCategory;
  /** Cover artwork other than the category's own scene. */
  artwork?: ArticleScene;
  featured: boolean;
  /** ISO 8601 UTC; all in the past relative to 2026-11-21. */
  publishedAt: string;
  author: string;
  sr: ArticleText;
  en: ArticleText;
}
