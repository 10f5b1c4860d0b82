import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/db.server.ts";
import { demoArticles } from "#app/demo/articles.ts";
import { demoProducts } from "#app/demo/products.ts";
import { insertArticle, insertProduct } from "#app/demo/seed.server.ts";
import { listSitemapEntries } from "#app/domain/seo/sitemap.server.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";

describe.each(dialects)("sitemap entries on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const [a, b, c] = demoProducts;
    await insertProduct(a!);
    await insertProduct(b!);
    await insertProduct(c!, { status: "draft" });
    const [x, y, z] = demoArticles;
    await insertArticle(x!);
    await insertArticle(y!, { status: "draft", publishedAt: null });
    await insertArticle(z!, { publishedAt: "2099-01-01T08:00:00.000Z" });
  });
  afterAll(async () => {
    await database.close();
  });

  it("lists the public pages, published products and articles whose time has come, never drafts", async () => {
    const entries = await listSitemapEntries(new Date("2026-11-21T12:00:00.000Z"));
    const paths = entries.map((e) => e.path);
    expect(paths.slice(0, 5)).toEqual(["/", "/proizvodi", "/o-nama", "/novosti", "/kontakt"]);
    expect(paths).toContain(`/proizvod/${demoProducts[0]!.id}`);
    expect(paths).toContain(`/proizvod/${demoProducts[1]!.id}`);
    expect(paths).not.toContain(`/proizvod/${demoProducts[2]!.id}`);
    expect(paths).toContain(`/novosti/${demoArticles[0]!.slug}`);
    expect(paths).not.toContain(`/novosti/${demoArticles[1]!.slug}`);
    expect(paths).not.toContain(`/novosti/${demoArticles[2]!.slug}`);
    for (const e of entries) expect(e.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
