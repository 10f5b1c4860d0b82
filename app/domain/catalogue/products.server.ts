import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { getDatabase, getDb } from "#app/db/connection.server.ts";
import { searchTerms } from "#app/db/fold.server.ts";
import type { DB, Locale, ProductTable } from "#app/db/schema.server.ts";
import { holdsWords, pageOverTiers, relevance, relevanceTiers, wordHits } from "#app/db/search.server.ts";
import { categoryNamedBy, withCategorySynonyms } from "#app/domain/catalogue/search-fields.server.ts";
import { productsWithNames } from "#app/domain/content/named-rows.server.ts";
import { publicSeo } from "#app/domain/seo/share-image.server.ts";
import { type ProductSort, productPageSize } from "#app/schemas/product-query.ts";
import {
  type Allergen,
  type NutritionFacts,
  type ProductAvailability,
  type ProductCategory,
  type ProductType,
  productCategories,
  productTypes,
} from "#app/schemas/product-vocabulary.ts";
import type { PublicSeo } from "#app/schemas/seo.ts";
import { findProductRedirect } from "./product-admin.server.ts";

// Public reads of the catalogue. A missing English field falls back to the
// Serbian one, field by field (DESIGN.md §6). Filtering semantics
// (docs/decisions/0013-product-catalogue.md): categories narrow (a product must have
// every chosen category), types widen (any chosen type), and the groups combine
// with AND; search matches a product when one of its translations holds every word.

export interface ProductCard {
  id: string;
  type: ProductType;
  name: string;
  shortDescription: string;
  weightGrams: number;
  isNew: boolean;
  isBestseller: boolean;
  categories: ProductCategory[];
  image: { id: string; width: number; height: number; alt: string } | null;
  /** Whole dinars, or null: the price is the shop's. */
  priceRsd: number | null;
  /** The price is where prices start ("od 450 RSD"). */
  priceFrom: boolean;
  availability: ProductAvailability | null;
}

export interface ProductDetail extends ProductCard {
  /** The owner's search-result texts and share image, where written. */
  seo: PublicSeo;
  description: string;
  ingredients: string;
  nutrition: NutritionFacts;
  contains: Allergen[];
  mayContain: Allergen[];
  shopUrls: [string | null, string | null];
  gtin: string | null;
  /** Certified organic: the page shows the certificate from the settings. */
  isOrganic: boolean;
  publishedAt: string | null;
  updatedAt: string;
}

export interface ProductFilters {
  categories?: readonly ProductCategory[];
  types?: readonly ProductType[];
  /** Free text, folded and split into words here. */
  search?: string;
}

export interface ProductListPage {
  products: ProductCard[];
  /** Products matching the filters, over all pages. */
  total: number;
  /** The page shown: the one asked for, or the last one when it asked past the end. */
  page: number;
  pageCount: number;
  pageSize: number;
  /**
   * How many products each option would show. For a category: products of the
   * current result that have it (choosing it narrows to that many). For a type:
   * products matching every other filter that are of that type.
   */
  facets: { categories: Record<ProductCategory, number>; types: Record<ProductType, number> };
}

type ProductScope = ExpressionBuilder<DB & { p: ProductTable }, "p">;

const localized = (field: "name" | "short_description" | "description" | "ingredients") =>
  sql<string>`coalesce(nullif(${sql.ref(`t.${field}`)}, ''), ${sql.ref(`s.${field}`)})`;

/**
 * The name folded to plain lower-case Latin for ordering, the same on SQLite and
 * PostgreSQL whatever the database's collation ("Čajna" among the C's, not after Z;
 * compared byte by byte on both, as SQLite does by default).
 */
const foldedName = [
  ["č", "c"],
  ["ć", "c"],
  ["š", "s"],
  ["ž", "z"],
  ["đ", "dj"],
  ["Č", "c"],
  ["Ć", "c"],
  ["Š", "s"],
  ["Ž", "z"],
  ["Đ", "dj"],
].reduce(
  (expr, [from, to]) => sql<string>`replace(${expr}, ${sql.lit(from)}, ${sql.lit(to)})`,
  localized("name"),
);
const nameSortKey = () =>
  getDatabase().dialect === "postgres"
    ? sql<string>`lower(${foldedName}) collate "C"`
    : sql<string>`lower(${foldedName})`;

const withTranslations = (locale: Locale) => productsWithNames(locale).where("p.status", "=", "published");

const cardFields = [
  "p.id",
  "p.type",
  "p.weight_grams",
  "p.is_new",
  "p.is_bestseller",
  "p.price_rsd",
  "p.price_from",
  "p.availability",
  localized("name").as("name"),
  localized("short_description").as("short_description"),
] as const;

/** Filters as the queries use them: the search already turned into a condition. */
interface ResolvedFilters {
  categories: readonly ProductCategory[];
  types: readonly ProductType[];
  /** undefined: no search; otherwise the products one of whose translations holds every word. */
  search?: Expression<SqlBool>;
  /** With a search: how well each product matches (app/db/search.server.ts), best first in the recommended order. */
  relevance?: Expression<number>;
}

/** The bits of product.category_mask (migration 0011). */
const categoryBits: Record<ProductCategory, number> = { glutenFree: 1, sugarFree: 2, vegan: 4, protein: 8 };
const maskOf = (categories: readonly ProductCategory[]) =>
  categories.reduce((m, c) => m | categoryBits[c], 0);
const allMasks = Array.from({ length: 16 }, (_, m) => m);
const masksWith = (required: number) => allMasks.filter((m) => (m & required) === required);

/** The WHERE of a filtered list. */
function matching(filters: ResolvedFilters) {
  return (eb: ProductScope) => {
    const conditions: Expression<SqlBool>[] = [eb("p.status", "=", "published")];
    if (filters.types.length > 0) conditions.push(eb("p.type", "in", [...filters.types]));
    // Every chosen category: the masks with all its bits set, listed (16 at
    // most) rather than tested with &, so the planners can estimate it from
    // their statistics and use an index.
    const required = maskOf(filters.categories);
    if (required !== 0) conditions.push(eb("p.category_mask", "in", masksWith(required)));
    if (filters.search) conditions.push(filters.search);
    return eb.and(conditions);
  };
}

/**
 * The ids of one page, in order. Only this query sees every matching product,
 * and it reads the product table alone (and the names, for the A–Z orders), so
 * the default and newest orders can walk an index and stop after one page.
 */
function pageQuery(
  filters: ResolvedFilters,
  { locale, sort, limit, offset }: { locale: Locale; sort: ProductSort; limit: number; offset: number },
) {
  if (sort === "name-asc" || sort === "name-desc") {
    const direction = sort === "name-asc" ? "asc" : "desc";
    return productsWithNames(locale)
      .where(matching(filters))
      .select("p.id")
      .orderBy(nameSortKey(), direction)
      .orderBy("p.id", direction)
      .limit(limit)
      .offset(offset);
  }
  const base = getDb().selectFrom("product as p").where(matching(filters)).select("p.id");
  return (
    sort === "newest"
      ? base.orderBy("p.published_at", "desc").orderBy("p.id", "desc")
      : // The best matches of a search first (a name, then a short description,
        // then the rest); then what the workshop puts forward, what sells, what
        // is new; the id (the Serbian name, folded) keeps it alphabetical and
        // stable across pages.
        base
          .$if(filters.relevance !== undefined, (q) => q.orderBy(filters.relevance!))
          .orderBy("p.is_featured", "desc")
          .orderBy("p.is_bestseller", "desc")
          .orderBy("p.is_new", "desc")
          .orderBy("p.id")
  )
    .limit(limit)
    .offset(offset);
}

/** The published (and searched) products counted by type and category set: at most types × 16 rows. */
const groupsQuery = (search: ResolvedFilters["search"]) =>
  getDb()
    .selectFrom("product as p")
    .where(matching({ categories: [], types: [], search }))
    .select((eb) => ["p.type", "p.category_mask", eb.fn.countAll<number>().as("n")])
    .groupBy(["p.type", "p.category_mask"]);

type Group = { type: string; category_mask: number; n: number };

/** A product's relevance to the search words, over all its translations (as the search matches). */
const rankOf = (terms: string[]) => (terms.length > 0 ? relevance("product", "p", terms) : undefined);

/**
 * The facet groups and the ids of page `page`. On SQLite two queries; on
 * PostgreSQL one statement (one round trip, and the search's matches found
 * once, in a CTE both parts read, rather than by two queries racing for the
 * same two cores).
 */
async function groupsAndPage(
  locale: Locale,
  categories: readonly ProductCategory[],
  types: readonly ProductType[],
  terms: string[],
  page: { sort: ProductSort; limit: number; offset: number },
): Promise<{ groups: Group[]; ids: string[] }> {
  // A search that names a category lists that category's products (decision 0051).
  const named = categoryNamedBy(terms);
  const inNamed = (condition: Expression<SqlBool>) =>
    named
      ? sql<SqlBool>`(${condition} and p.category_mask in (${sql.join(masksWith(categoryBits[named]))}))`
      : condition;
  if (getDatabase().dialect !== "postgres") {
    const search = terms.length > 0 ? inNamed(await holdsWords("product", "p", terms)) : undefined;
    const groups = await groupsQuery(search).execute();
    if (!search || page.sort !== "recommended") {
      const rows = await pageQuery({ categories, types, search }, { locale, ...page }).execute();
      return { groups, ids: rows.map((r) => r.id) };
    }
    // Best matches first without ranking every match: the few whose name or
    // short description holds the words, ranked; then the rest in the list's
    // order, read only as far as the page needs.
    // A name or short description holding the words is a match of the whole
    // text too (search_text holds them, folded alike): the heads tier needs no
    // second check of the search.
    const tiers = relevanceTiers("product", "p", terms);
    const within = (condition: Expression<SqlBool>, andSearch: boolean) => ({
      categories,
      types,
      search: andSearch ? sql<SqlBool>`${search} and ${condition}` : condition,
    });
    const ids = await pageOverTiers(
      page.limit,
      page.offset,
      {
        page: (limit, offset) =>
          pageQuery(
            { ...within(inNamed(tiers.heads), false), relevance: tiers.rank },
            { locale, ...page, limit, offset },
          )
            .select(sql<number>`count(*) over ()`.as("n"))
            .execute(),
        count: async () =>
          Number(
            (
              await getDb()
                .selectFrom("product as p")
                .where(matching(within(inNamed(tiers.heads), false)))
                .select((eb) => eb.fn.countAll<number>().as("n"))
                .executeTakeFirstOrThrow()
            ).n,
          ),
      },
      (limit, offset) => pageQuery(within(tiers.rest, true), { locale, ...page, limit, offset }).execute(),
    );
    return { groups, ids };
  }
  const hits = terms.length > 0 ? await wordHits("product", terms) : undefined;
  const search =
    terms.length === 0
      ? undefined
      : hits
        ? inNamed(sql<SqlBool>`p.id in (select id from search_hits)`)
        : sql<SqlBool>`1 = 0`;
  const { rows } = await sql<
    Group & { id: string | null }
  >`${hits ? sql`with search_hits as materialized (${hits}) ` : sql``}
    select null as id, g.type, g.category_mask, g.n from ${groupsQuery(search)} as g
    union all
    select r.id, null, null, null from ${pageQuery({ categories, types, search, relevance: hits ? rankOf(terms) : undefined }, { locale, ...page })} as r`.execute(
    getDb(),
  );
  // Union all keeps each part's rows in order: the page's ids stay sorted.
  return {
    groups: rows.filter((r) => r.id === null),
    ids: rows.flatMap((r) => (r.id === null ? [] : [r.id])),
  };
}

/** Cards for the given ids, in the given order. */
async function cardsFor(ids: string[], locale: Locale): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await withTranslations(locale).where("p.id", "in", ids).select(cardFields).execute();
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return toCards(rows, locale);
}

const categoryRank = (c: string) => {
  const i = (productCategories as readonly string[]).indexOf(c);
  return i === -1 ? productCategories.length : i;
};

async function toCards(
  rows: {
    id: string;
    type: ProductType;
    weight_grams: number;
    is_new: number;
    is_bestseller: number;
    price_rsd: number | null;
    price_from: number;
    availability: ProductAvailability | null;
    name: string;
    short_description: string;
  }[],
  locale: Locale,
): Promise<ProductCard[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
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
      .leftJoin("media_translation as ms", (j) =>
        j.onRef("ms.media_id", "=", "m.id").on("ms.locale", "=", "sr"),
      )
      .select(["pi.product_id", "m.id", "m.width", "m.height", "mt.alt", "ms.alt as sr_alt", "pi.position"])
      .where("pi.product_id", "in", ids)
      .orderBy("pi.position")
      .execute(),
  ]);
  const categories = new Map<string, ProductCategory[]>();
  for (const c of cats) categories.set(c.product_id, [...(categories.get(c.product_id) ?? []), c.category]);
  const images = new Map<string, ProductCard["image"]>();
  for (const i of imgs)
    if (!images.has(i.product_id))
      images.set(i.product_id, {
        id: i.id,
        width: i.width,
        height: i.height,
        alt: i.alt || i.sr_alt || "",
      });
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    name: r.name,
    shortDescription: r.short_description,
    weightGrams: r.weight_grams,
    isNew: Number(r.is_new) === 1,
    isBestseller: Number(r.is_bestseller) === 1,
    categories: (categories.get(r.id) ?? []).sort((a, b) => categoryRank(a) - categoryRank(b)),
    image: images.get(r.id) ?? null,
    priceRsd: r.price_rsd === null ? null : Number(r.price_rsd),
    priceFrom: r.price_rsd !== null && Number(r.price_from) === 1,
    availability: r.availability,
  }));
}

/** A short list for the home page: featured first, in the owner's order, then as on /proizvodi. */
export async function listPublishedProducts({
  locale,
  limit = 100,
  featuredOnly = false,
}: {
  locale: Locale;
  limit?: number;
  featuredOnly?: boolean;
}): Promise<ProductCard[]> {
  let query = withTranslations(locale).select(cardFields);
  if (featuredOnly) query = query.where("p.is_featured", "=", 1);
  const rows = await query
    .orderBy("p.is_featured", "desc")
    .orderBy(sql`coalesce(p.featured_order, 1000000)`)
    .orderBy("p.is_bestseller", "desc")
    .orderBy("p.is_new", "desc")
    .orderBy("p.id")
    .limit(limit)
    .execute();
  return toCards(rows, locale);
}

/**
 * The home page's products: the featured ones in the owner's order, or, while
 * none is featured, the catalogue's first (bestsellers, then what is new), so a
 * shop that has not chosen yet still shows its products there.
 */
export async function listShowcaseProducts({ locale, limit }: { locale: Locale; limit: number }) {
  const featured = await listPublishedProducts({ locale, featuredOnly: true, limit });
  return featured.length > 0 ? featured : listPublishedProducts({ locale, limit });
}

/** One page of /proizvodi: the filtered, ordered products, their count and the facet counts. */
export async function browsePublishedProducts({
  locale,
  categories = [],
  types = [],
  search = "",
  sort = "recommended",
  page = 1,
  pageSize = productPageSize,
}: ProductFilters & {
  locale: Locale;
  sort?: ProductSort;
  page?: number;
  pageSize?: number;
}): Promise<ProductListPage> {
  const terms = withCategorySynonyms(searchTerms(search, locale));
  // One grouped read gives the total and every facet: the published (and
  // searched) products counted by type and category set, filtered and summed
  // here. The page asked for is read with it; only a page past the end is
  // read again once the total is known.
  const required = maskOf(categories);
  const asked = Math.max(1, Math.floor(page));
  const read = (n: number) =>
    groupsAndPage(locale, categories, types, terms, { sort, limit: pageSize, offset: (n - 1) * pageSize });
  const { groups, ids: askedIds } = await read(asked);
  const facets: ProductListPage["facets"] = {
    categories: Object.fromEntries(productCategories.map((c) => [c, 0])) as Record<ProductCategory, number>,
    types: Object.fromEntries(productTypes.map((t) => [t, 0])) as Record<ProductType, number>,
  };
  let total = 0;
  for (const g of groups) {
    const mask = Number(g.category_mask);
    const n = Number(g.n);
    if ((mask & required) !== required) continue;
    // A type counts the products matching every other filter.
    if (g.type in facets.types) facets.types[g.type as ProductType] += n;
    if (types.length > 0 && !(types as readonly string[]).includes(g.type)) continue;
    total += n;
    // A category counts the products of the current result that have it.
    for (const c of productCategories) if (mask & categoryBits[c]) facets.categories[c] += n;
  }
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(asked, pageCount);
  const pageOfIds = shown === asked ? askedIds : (await read(shown)).ids;

  return { products: await cardsFor(pageOfIds, locale), total, page: shown, pageCount, pageSize, facets };
}

interface ProductLookup {
  id: string;
  locale: Locale;
  /** A preview: the product even while it is a draft (not in the trash). */
  draft?: boolean;
}

export async function getPublishedProduct({
  id,
  locale,
  draft = false,
}: ProductLookup): Promise<ProductDetail | null> {
  const row = await (draft
    ? productsWithNames(locale).where("p.deleted_at", "is", null)
    : withTranslations(locale)
  )
    .select(cardFields)
    .select([
      localized("description").as("description"),
      localized("ingredients").as("ingredients"),
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
      "p.gtin",
      "p.is_organic",
      "p.published_at",
      "p.updated_at",
      "p.seo",
    ])
    .where("p.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const [[card], allergens, seo] = await Promise.all([
    toCards([row], locale),
    getDb()
      .selectFrom("product_allergen")
      .select(["allergen", "kind"])
      .where("product_id", "=", id)
      .orderBy("allergen")
      .execute(),
    publicSeo(row.seo, locale),
  ]);
  return {
    ...card!,
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
    gtin: row.gtin,
    isOrganic: Number(row.is_organic) === 1,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    seo,
  };
}

/**
 * Up to `limit` other published products that share the type or a category:
 * same type first, then the most categories in common, then bestsellers.
 */
export async function listSimilarProducts({
  product,
  locale,
  limit = 4,
}: {
  product: Pick<ProductCard, "id" | "type" | "categories">;
  locale: Locale;
  limit?: number;
}): Promise<ProductCard[]> {
  const { id, type, categories } = product;
  const shared = (eb: ProductScope) =>
    eb
      .selectFrom("product_category as sc")
      .select((s) => s.fn.countAll<number>().as("n"))
      .whereRef("sc.product_id", "=", "p.id")
      .where("sc.category", "in", categories);
  const rows = await withTranslations(locale)
    .select(cardFields)
    .where("p.id", "!=", id)
    .where((eb) =>
      categories.length > 0
        ? eb.or([
            eb("p.type", "=", type),
            eb.exists(
              eb
                .selectFrom("product_category as sc")
                .select(eb.lit(1).as("one"))
                .whereRef("sc.product_id", "=", "p.id")
                .where("sc.category", "in", categories),
            ),
          ])
        : eb("p.type", "=", type),
    )
    .orderBy((eb) => eb.case().when("p.type", "=", type).then(1).else(0).end(), "desc")
    .$if(categories.length > 0, (q) => q.orderBy((eb) => shared(eb), "desc"))
    .orderBy("p.is_bestseller", "desc")
    .orderBy("p.id")
    .limit(limit)
    .execute();
  return toCards(rows, locale);
}

export type ProductPage =
  | { status: "found"; product: ProductDetail; similar: ProductCard[] }
  | { status: "moved"; id: string }
  | { status: "missing" };

/** What /proizvod/{id} shows: the product and its similar ones, a redirect for a renamed id, or nothing. */
export async function getProductPage({ id, locale, draft = false }: ProductLookup): Promise<ProductPage> {
  const product = await getPublishedProduct({ id, locale, draft });
  if (product) {
    return { status: "found", product, similar: await listSimilarProducts({ product, locale }) };
  }
  const moved = await findProductRedirect(id);
  return moved && moved !== id ? { status: "moved", id: moved } : { status: "missing" };
}
