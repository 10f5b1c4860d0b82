import { z } from "zod";

// The news list's state lives in the URL (?q=&category=&page=), so a search can
// be bookmarked, shared and submitted without JavaScript. Anything unknown is
// ignored rather than an error page: a stale link still shows the news.

export const newsCategories = ["tips", "recipes", "health", "events", "lifestyle"] as const;
export type NewsCategory = (typeof newsCategories)[number];

export const newsFiltersSchema = z.object({
  q: z
    .string()
    .catch("")
    .transform((q) => q.trim().slice(0, 100)),
  category: z.enum(newsCategories).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type NewsFilters = z.infer<typeof newsFiltersSchema>;

export function parseNewsFilters(params: URLSearchParams): NewsFilters {
  return newsFiltersSchema.parse({
    q: params.get("q") ?? "",
    category: params.get("category") ?? undefined,
    page: params.get("page") ?? 1,
  });
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
