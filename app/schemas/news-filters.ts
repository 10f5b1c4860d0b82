// The news list's state lives in the URL (?q=&category=&page=), so a search can
// be bookmarked, shared and submitted without JavaScript. Anything unknown is
// ignored rather than an error page: a stale link still shows the news.

export const newsCategories = ["tips", "recipes", "health", "events", "lifestyle"] as const;
export type NewsCategory = (typeof newsCategories)[number];

export interface NewsFilters {
  q: string;
  category?: NewsCategory;
  page: number;
}

// Plain TypeScript rather than zod: the news page needs this in the browser, and
// zod would add 25 KB to it (docs/decisions/0015-public-javascript-budget.md).
export function parseNewsFilters(params: URLSearchParams): NewsFilters {
  const category = params.get("category");
  const page = Number(params.get("page") ?? 1);
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    category: newsCategories.find((c) => c === category),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string for a list state, without defaults (and without the language). */
export function newsFiltersQuery(filters: Partial<NewsFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
