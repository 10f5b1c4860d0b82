import { getDb } from "#app/db/connection.server.ts";

// What search engines may index: the public pages, every published product and
// every article whose publish time has come, with their last change.

export interface SitemapEntry {
  path: string;
  lastModified: string | null;
}

const staticPaths = ["/", "/proizvodi", "/o-nama", "/novosti", "/kontakt", "/privatnost"];

export async function listSitemapEntries(now = new Date()): Promise<SitemapEntry[]> {
  const db = getDb();
  const [products, articles] = await Promise.all([
    db
      .selectFrom("product")
      .select(["id", "updated_at"])
      .where("status", "=", "published")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("article")
      .select(["slug", "updated_at", "published_at"])
      .where("status", "=", "published")
      .where("published_at", "<=", now.toISOString())
      .orderBy("published_at", "desc")
      .execute(),
  ]);
  const newest =
    [...products.map((p) => p.updated_at), ...articles.map((a) => a.updated_at)].sort().at(-1) ?? null;
  return [
    ...staticPaths.map((path) => ({ path, lastModified: newest })),
    ...products.map((p) => ({ path: `/proizvod/${encodeURIComponent(p.id)}`, lastModified: p.updated_at })),
    ...articles.map((a) => ({
      path: `/novosti/${encodeURIComponent(a.slug)}`,
      lastModified: a.updated_at > (a.published_at ?? "") ? a.updated_at : a.published_at,
    })),
  ];
}
