import { sql } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import type { Locale } from "#app/db/schema.server.ts";

// Public reads of the catalogue. A missing English field falls back to the
// Serbian one, field by field (DESIGN.md §6).

export interface ProductCard {
  id: string;
  type: string;
  name: string;
  shortDescription: string;
  weightGrams: number;
  isNew: boolean;
  isBestseller: boolean;
  categories: string[];
  image: { id: string; width: number; height: number; alt: string } | null;
}

export interface ProductDetail extends ProductCard {
  description: string;
  ingredients: string;
  nutrition: Record<
    | "energyKj"
    | "energyKcal"
    | "fat"
    | "saturatedFat"
    | "carbohydrate"
    | "sugars"
    | "fibre"
    | "protein"
    | "salt",
    number | null
  >;
  contains: string[];
  mayContain: string[];
  shopUrls: [string | null, string | null];
  updatedAt: string;
}

function baseQuery(locale: Locale) {
  return getDb()
    .selectFrom("product as p")
    .innerJoin("product_translation as s", (j) =>
      j.onRef("s.product_id", "=", "p.id").on("s.locale", "=", "sr"),
    )
    .leftJoin("product_translation as t", (j) =>
      j.onRef("t.product_id", "=", "p.id").on("t.locale", "=", locale),
    )
    .where("p.status", "=", "published");
}

const fields = (locale: Locale) =>
  [
    "p.id",
    "p.type",
    "p.weight_grams",
    "p.is_new",
    "p.is_bestseller",
    sql<string>`coalesce(nullif(t.name, ''), s.name)`.as("name"),
    sql<string>`coalesce(nullif(t.short_description, ''), s.short_description)`.as("short_description"),
    sql<string>`${locale}`.as("locale"),
  ] as const;

async function attach(rows: { id: string }[], locale: Locale) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0)
    return { categories: new Map<string, string[]>(), images: new Map<string, ProductCard["image"]>() };
  const db = getDb();
  const [cats, imgs] = await Promise.all([
    db
      .selectFrom("product_category")
      .select(["product_id", "category"])
      .where("product_id", "in", ids)
      .execute(),
    db
      .selectFrom("product_image as pi")
      .innerJoin("media as m", "m.id", "pi.media_id")
      .leftJoin("media_translation as mt", (j) =>
        j.onRef("mt.media_id", "=", "m.id").on("mt.locale", "=", locale),
      )
      .select(["pi.product_id", "m.id", "m.width", "m.height", "mt.alt", "pi.position"])
      .where("pi.product_id", "in", ids)
      .orderBy("pi.position")
      .execute(),
  ]);
  const categories = new Map<string, string[]>();
  for (const c of cats) categories.set(c.product_id, [...(categories.get(c.product_id) ?? []), c.category]);
  const images = new Map<string, ProductCard["image"]>();
  for (const i of imgs)
    if (!images.has(i.product_id))
      images.set(i.product_id, { id: i.id, width: i.width, height: i.height, alt: i.alt ?? "" });
  return { categories, images };
}

const categoryOrder = ["glutenFree", "sugarFree", "vegan", "protein"];

export async function listPublishedProducts({
  locale,
  limit = 100,
  featuredOnly = false,
}: {
  locale: Locale;
  limit?: number;
  featuredOnly?: boolean;
}): Promise<ProductCard[]> {
  let query = baseQuery(locale).select(fields(locale));
  if (featuredOnly) query = query.where("p.is_featured", "=", 1);
  const rows = await query
    .orderBy("p.is_featured", "desc")
    // The order the admin gives featured products on the home page.
    .orderBy(sql`coalesce(p.featured_order, 1000000)`)
    .orderBy("p.is_bestseller", "desc")
    .orderBy("name")
    .limit(limit)
    .execute();
  const { categories, images } = await attach(rows, locale);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    name: r.name,
    shortDescription: r.short_description,
    weightGrams: r.weight_grams,
    isNew: r.is_new === 1,
    isBestseller: r.is_bestseller === 1,
    categories: (categories.get(r.id) ?? []).sort(
      (a, b) => categoryOrder.indexOf(a) - categoryOrder.indexOf(b),
    ),
    image: images.get(r.id) ?? null,
  }));
}

export async function getPublishedProduct({
  id,
  locale,
}: {
  id: string;
  locale: Locale;
}): Promise<ProductDetail | null> {
  const row = await baseQuery(locale)
    .select(fields(locale))
    .select([
      sql<string>`coalesce(nullif(t.description, ''), s.description)`.as("description"),
      sql<string>`coalesce(nullif(t.ingredients, ''), s.ingredients)`.as("ingredients"),
      "p.energy_kj",
      "p.energy_kcal",
      "p.fat",
      "p.saturated_fat",
      "p.carbohydrate",
      "p.sugars",
      "p.fibre",
      "p.protein",
      "p.salt",
      "p.shop1_url",
      "p.shop2_url",
      "p.updated_at",
    ])
    .where("p.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const [{ categories, images }, allergens] = await Promise.all([
    attach([row], locale),
    getDb()
      .selectFrom("product_allergen")
      .select(["allergen", "kind"])
      .where("product_id", "=", id)
      .orderBy("allergen")
      .execute(),
  ]);
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    shortDescription: row.short_description,
    weightGrams: row.weight_grams,
    isNew: row.is_new === 1,
    isBestseller: row.is_bestseller === 1,
    categories: (categories.get(row.id) ?? []).sort(
      (a, b) => categoryOrder.indexOf(a) - categoryOrder.indexOf(b),
    ),
    image: images.get(row.id) ?? null,
    description: row.description,
    ingredients: row.ingredients,
    nutrition: {
      energyKj: row.energy_kj,
      energyKcal: row.energy_kcal,
      fat: row.fat,
      saturatedFat: row.saturated_fat,
      carbohydrate: row.carbohydrate,
      sugars: row.sugars,
      fibre: row.fibre,
      protein: row.protein,
      salt: row.salt,
    },
    contains: allergens.filter((a) => a.kind === "contains").map((a) => a.allergen),
    mayContain: allergens.filter((a) => a.kind === "may_contain").map((a) => a.allergen),
    shopUrls: [row.shop1_url, row.shop2_url],
    updatedAt: row.updated_at,
  };
}
