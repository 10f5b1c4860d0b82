// The products list's URL (/proizvodi?…), shared by the loader, which reads it,
// and the page, which writes links and the GET form with it. Parsing is lenient
// on purpose: an unknown or repeated value is dropped, never an error page
// (docs/decisions/0013-product-catalogue.md). Plain TypeScript rather than zod:
// the page needs these helpers in the browser.

import {
  categorySlugs,
  type ProductCategory,
  type ProductType,
  productCategories,
  productTypes,
  typeSlugs,
} from "./product-vocabulary.ts";

export const productSorts = ["recommended", "newest", "name-asc", "name-desc"] as const;
export type ProductSort = (typeof productSorts)[number];

export const productPageSize = 24;
export const searchMaxLength = 100;

export interface ProductQuery {
  categories: ProductCategory[];
  types: ProductType[];
  /** The search text as typed (trimmed); folding happens on the server. */
  q: string;
  sort: ProductSort;
  page: number;
}

export const emptyProductQuery: ProductQuery = {
  categories: [],
  types: [],
  q: "",
  sort: "recommended",
  page: 1,
};

/** "gluten-free", "glutenFree", "Gluten_Free" are one value. */
const loose = (value: string) => value.toLowerCase().replace(/[^a-z]/g, "");

function pick<T extends string>(all: readonly T[], slugs: Record<T, string>, raw: string[]): T[] {
  const wanted = new Set(raw.flatMap((v) => v.split(",")).map(loose));
  // The catalogue's own order, whatever order the URL used: one canonical URL per selection.
  return all.filter((value) => wanted.has(loose(slugs[value])));
}

/** Search text as the URL keeps it: single spaces, trimmed, at most 100 characters. */
export function normalizeSearch(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, searchMaxLength).trim();
}

export function parseProductQuery(params: URLSearchParams): ProductQuery {
  const sort = params.get("sort") ?? "";
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    categories: pick(productCategories, categorySlugs, params.getAll("category")),
    types: pick(productTypes, typeSlugs, params.getAll("type")),
    q: normalizeSearch(params.get("q") ?? ""),
    sort: (productSorts as readonly string[]).includes(sort) ? (sort as ProductSort) : "recommended",
    page: Number.isFinite(page) && page > 1 && page < 100_000 ? page : 1,
  };
}

/** The query string of a products-list URL, defaults left out, in one fixed order. */
export function productQueryToSearch(query: Partial<ProductQuery>): string {
  const params = new URLSearchParams();
  for (const c of query.categories ?? []) params.append("category", categorySlugs[c]);
  for (const t of query.types ?? []) params.append("type", typeSlugs[t]);
  if (query.q) params.set("q", query.q);
  if (query.sort && query.sort !== "recommended") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function hasActiveFilters(query: ProductQuery): boolean {
  return query.categories.length > 0 || query.types.length > 0 || query.q !== "";
}
