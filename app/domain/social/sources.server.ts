import { getDb } from "#app/db/connection.server.ts";
import type { Locale } from "#app/db/schema.server.ts";
import { articlesWithTitles, productsWithNames } from "#app/domain/content/named-rows.server.ts";
import { allergens, productCategories } from "#app/schemas/product-vocabulary.ts";
import type { ArticleFacts, ProductFacts } from "./writer.server.ts";

// What a post can be about: the catalogue's products and the news articles,
// read with everything the writer may say about them, and their picture.

export interface SourceImage {
  id: string;
  width: number;
  height: number;
  alt: string;
}

export interface SourceOption {
  id: string;
  label: string;
  status: "draft" | "published";
}

/** The pickers of the writer's form: every product and article, by name in the admin's language. */
export async function listPostSources(locale: Locale): Promise<{
  products: SourceOption[];
  articles: SourceOption[];
}> {
  const [products, articles] = await Promise.all([
    productsWithNames(locale)
      .select(["p.id", "p.status", "s.name as sr_name", "t.name as name"])
      .where("p.deleted_at", "is", null)
      .execute(),
    articlesWithTitles(locale)
      .select(["a.id", "a.status", "a.published_at", "s.title as sr_title", "t.title as title"])
      .where("a.deleted_at", "is", null)
      .orderBy("a.published_at", "desc")
      .execute(),
  ]);
  const collator = new Intl.Collator(locale === "en" ? "en" : "sr-Latn");
  return {
    products: products
      .map((p) => ({ id: p.id, label: p.name || p.sr_name, status: p.status }))
      .sort((a, b) => collator.compare(a.label, b.label)),
    articles: articles.map((a) => ({ id: a.id, label: a.title || a.sr_title, status: a.status })),
  };
}

/**
 * A field in both languages. A missing English value stays empty here: the
 * writer makes no English post from Serbian text, and the owner is told what
 * to fill in (unlike the public pages, which fall back field by field).
 */
function bilingual<T extends { locale: Locale }, K extends keyof T>(
  rows: T[],
  key: K,
  empty: T[K],
): Record<Locale, T[K]> | null {
  const sr = rows.find((r) => r.locale === "sr");
  if (!sr) return null;
  const enValue = rows.find((r) => r.locale === "en")?.[key];
  return { sr: sr[key], en: enValue !== undefined && enValue !== null && enValue !== "" ? enValue : empty };
}

async function imagesOf(mediaIds: string[], locale: Locale): Promise<Map<string, SourceImage>> {
  const out = new Map<string, SourceImage>();
  if (mediaIds.length === 0) return out;
  const rows = await getDb()
    .selectFrom("media as m")
    .leftJoin("media_translation as t", (j) => j.onRef("t.media_id", "=", "m.id").on("t.locale", "=", locale))
    .leftJoin("media_translation as s", (j) => j.onRef("s.media_id", "=", "m.id").on("s.locale", "=", "sr"))
    .select(["m.id", "m.width", "m.height", "t.alt as alt", "s.alt as sr_alt"])
    .where("m.id", "in", mediaIds)
    .execute();
  for (const r of rows)
    out.set(r.id, { id: r.id, width: r.width, height: r.height, alt: r.alt || r.sr_alt || "" });
  return out;
}

export interface ProductSource {
  facts: ProductFacts;
  image: SourceImage | null;
  shops: [string | null, string | null];
}

export async function getProductSource(id: string, locale: Locale = "sr"): Promise<ProductSource | null> {
  const db = getDb();
  const product = await db.selectFrom("product").selectAll().where("id", "=", id).executeTakeFirst();
  if (!product) return null;
  const [texts, categories, allergenRows, image] = await Promise.all([
    db.selectFrom("product_translation").selectAll().where("product_id", "=", id).execute(),
    db.selectFrom("product_category").select("category").where("product_id", "=", id).execute(),
    db
      .selectFrom("product_allergen")
      .select("allergen")
      .where("product_id", "=", id)
      .where("kind", "=", "contains")
      .execute(),
    db
      .selectFrom("product_image")
      .select("media_id")
      .where("product_id", "=", id)
      .orderBy("position")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const name = bilingual(texts, "name", "");
  if (!name) return null;
  const images = await imagesOf(image ? [image.media_id] : [], locale);
  return {
    facts: {
      kind: "product",
      id: product.id,
      type: product.type,
      categories: productCategories.filter((c) => categories.some((row) => row.category === c)),
      weightGrams: product.weight_grams,
      isNew: product.is_new === 1,
      isBestseller: product.is_bestseller === 1,
      name,
      shortDescription: bilingual(texts, "short_description", "")!,
      ingredients: bilingual(texts, "ingredients", "")!,
      contains: allergens.filter((a) => allergenRows.some((row) => row.allergen === a)),
    },
    image: image ? (images.get(image.media_id) ?? null) : null,
    shops: [product.shop1_url, product.shop2_url],
  };
}

export interface ArticleSource {
  facts: ArticleFacts;
  image: SourceImage | null;
}

export async function getArticleSource(id: string, locale: Locale = "sr"): Promise<ArticleSource | null> {
  const db = getDb();
  const article = await db.selectFrom("article").selectAll().where("id", "=", id).executeTakeFirst();
  if (!article) return null;
  const texts = await db.selectFrom("article_translation").selectAll().where("article_id", "=", id).execute();
  const title = bilingual(texts, "title", "");
  if (!title) return null;
  const images = await imagesOf(article.cover_id ? [article.cover_id] : [], locale);
  return {
    facts: {
      kind: "article",
      slug: article.slug,
      category: article.category,
      readingMinutes: bilingual(texts, "reading_minutes", 0)!,
      title,
      excerpt: bilingual(texts, "excerpt", "")!,
    },
    image: article.cover_id ? (images.get(article.cover_id) ?? null) : null,
  };
}

/** The picture of each saved post's source, for the overview's previews. */
export async function getSourceImages(
  refs: { sourceType: string; sourceId: string | null }[],
  locale: Locale,
): Promise<Record<string, SourceImage>> {
  const db = getDb();
  const productIds = [
    ...new Set(refs.filter((r) => r.sourceType === "product" && r.sourceId).map((r) => r.sourceId!)),
  ];
  const articleIds = [
    ...new Set(refs.filter((r) => r.sourceType === "article" && r.sourceId).map((r) => r.sourceId!)),
  ];
  const [productImages, covers] = await Promise.all([
    productIds.length
      ? db
          .selectFrom("product_image")
          .select(["product_id", "media_id", "position"])
          .where("product_id", "in", productIds)
          .orderBy("position")
          .execute()
      : Promise.resolve([]),
    articleIds.length
      ? db.selectFrom("article").select(["id", "cover_id"]).where("id", "in", articleIds).execute()
      : Promise.resolve([]),
  ]);
  const firstOf = new Map<string, string>();
  for (const row of productImages)
    if (!firstOf.has(row.product_id)) firstOf.set(row.product_id, row.media_id);
  const media = await imagesOf(
    [...firstOf.values(), ...covers.map((c) => c.cover_id).filter((c): c is string => Boolean(c))],
    locale,
  );
  const out: Record<string, SourceImage> = {};
  for (const [productId, mediaId] of firstOf) {
    const image = media.get(mediaId);
    if (image) out[`product:${productId}`] = image;
  }
  for (const c of covers) {
    const image = c.cover_id ? media.get(c.cover_id) : undefined;
    if (image) out[`article:${c.id}`] = image;
  }
  return out;
}
