import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/db.server.ts";
import { foldForSearch, searchTerms } from "#app/db/fold.server.ts";
import * as m0026 from "#app/db/migrations/0026-search-relevance.server.ts";
import * as m0032 from "#app/db/migrations/0032-search-by-owner-rowid.server.ts";
import * as m0034 from "#app/db/migrations/0034-category-search-words.server.ts";
import type { Locale } from "#app/db/schema.server.ts";
import { demoArticles } from "#app/demo/articles.ts";
import { demoProducts } from "#app/demo/products.ts";
import { insertArticle, insertProduct } from "#app/demo/seed.server.ts";
import { browsePublishedProducts } from "#app/domain/catalogue/products.server.ts";
import { productSearchFields } from "#app/domain/catalogue/search-fields.server.ts";
import { listNewsPage } from "#app/domain/news/articles.server.ts";
import type { NewsCategory } from "#app/schemas/news-filters.ts";
import type { ProductCategory } from "#app/schemas/product-vocabulary.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";

// Issue 26, point 6: search that understands Serbian word endings
// (docs/decisions/0043-serbian-search.md), best matches first, the same on both
// databases: the demo products and articles.

const now = new Date("2026-11-27T12:00:00.000Z");

/** A word of the folded text starts with w. */
const startsAWord = (text: string, w: string) => ` ${foldForSearch(text)}`.includes(` ${w}`);

/** What the ranking must give a demo product: 0 name, 1 short description or category names, 2 the rest. */
function expectedRank(id: string, terms: string[]): number {
  const p = demoProducts.find((x) => x.id === id)!;
  const ranks = (["sr", "en"] as const).map((locale) => {
    const t = p[locale];
    const summary = productSearchFields(locale, t, p.categories).search_summary;
    return terms.every((w) => startsAWord(t.name, w))
      ? 0
      : terms.every((w) => startsAWord(`${t.name} ${summary}`, w))
        ? 1
        : 2;
  });
  return Math.min(...ranks);
}

describe.each(dialects)("Serbian search on %s", (dialect) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    for (const product of demoProducts) await insertProduct(product);
    for (const article of demoArticles) await insertArticle(article);
  });
  afterAll(() => database.close());

  const products = async (search: string, locale: Locale = "sr") =>
    (await browsePublishedProducts({ locale, search, pageSize: 100 })).products;
  const ids = (list: { id: string }[]) => list.map((p) => p.id).sort();
  const articles = async (query: string, locale: Locale = "sr") =>
    (await listNewsPage({ locale, query, now, pageSize: 100 })).articles.map((a) => a.slug);

  it("finds 'na Fruškoj gori' for Fruška gora, fruska and Фрушка, the title first", async () => {
    const harvest = "dan-berbe-oraha-na-fruskoj-gori";
    for (const query of ["Fruška gora", "fruska gora", "fruska", "Фрушка", "ФРУШКА ГОРА", "Fruškoj gori"]) {
      const found = await articles(query);
      expect(found[0], query).toBe(harvest);
    }
    // "Fruške gore" only in its excerpt: after the title match.
    const both = await articles("Fruška gora");
    expect(both).toContain("posni-keksi-s-orasima-bez-dodatog-secera");
    // English pages search the English text, word endings and all.
    expect((await articles("Fruska Gora", "en"))[0]).toBe(harvest);
    expect(await articles("walnut harvests", "en")).toContain(harvest);
  });

  it("lists the news by title, then excerpt, then the rest, each newest first; English pages by the English text", async () => {
    for (const query of ["hleb", "Fruška gora", "orasi", "brašno"]) {
      const terms = searchTerms(query);
      const found = (await listNewsPage({ locale: "sr", query, now, pageSize: 100 })).articles;
      const listed = found.map((a) => {
        const t = demoArticles.find((x) => x.slug === a.slug)!.sr;
        const rank = terms.every((w) => startsAWord(t.title, w))
          ? 0
          : terms.every((w) => startsAWord(`${t.title} ${t.excerpt}`, w))
            ? 1
            : 2;
        return { rank, publishedAt: a.publishedAt };
      });
      const ordered = [...listed].sort(
        (a, b) => a.rank - b.rank || b.publishedAt.localeCompare(a.publishedAt),
      );
      expect(listed, query).toEqual(ordered);
      expect(found.length, query).toBeGreaterThan(1);
    }
    // A category narrows the same order, on every page.
    for (const [locale, query] of [
      ["sr", "hleb"],
      ["en", "bread"],
    ] as const) {
      const all = (await listNewsPage({ locale, query, now, pageSize: 100 })).articles;
      // The category with the most matches.
      const category = all
        .map((a) => a.category as NewsCategory)
        .sort(
          (a, b) => all.filter((x) => x.category === b).length - all.filter((x) => x.category === a).length,
        )[0]!;
      const inCategory = all.filter((a) => a.category === category).map((a) => a.slug);
      expect(inCategory.length, locale).toBeGreaterThan(1);
      const paged: string[] = [];
      for (let page = 1; page <= inCategory.length; page++)
        paged.push(
          ...(await listNewsPage({ locale, query, category, now, page, pageSize: 1 })).articles.map(
            (a) => a.slug,
          ),
        );
      expect(paged, locale).toEqual(inCategory);
    }
    // "berbe" is in a Serbian title only: an English page, which searches the
    // English text of a translated article, finds nothing.
    expect(await articles("berbe")).toEqual(["dan-berbe-oraha-na-fruskoj-gori"]);
    expect(await articles("berbe", "en")).toEqual([]);
  });

  it("lists the flours first for brašno, brasno and брашно: name, then description, then the rest", async () => {
    const terms = searchTerms("brašno");
    const found = await products("brašno");
    expect(found.map((p) => p.id)).toEqual((await products("brasno")).map((p) => p.id));
    expect(found.map((p) => p.id)).toEqual((await products("брашно")).map((p) => p.id));
    expect(found.map((p) => p.id)).toEqual((await products("brašna")).map((p) => p.id));
    const ranks = found.map((p) => expectedRank(p.id, terms));
    expect(ranks).toEqual([...ranks].sort());
    const flours = demoProducts.filter((p) => /brašno/i.test(p.sr.name)).map((p) => p.id);
    expect(flours.length).toBeGreaterThan(1);
    expect(
      found
        .slice(0, flours.length)
        .map((p) => p.id)
        .sort(),
    ).toEqual([...flours].sort());
    // Every product that says brašno or brašna anywhere, and no other.
    const sayIt = demoProducts
      .filter((p) =>
        [p.sr, p.en].some((t) =>
          startsAWord(`${t.name} ${t.shortDescription} ${t.description} ${t.ingredients}`, "brasn"),
        ),
      )
      .map((p) => p.id)
      .sort();
    expect(found.map((p) => p.id).sort()).toEqual(sayIt);
    expect(ranks).toContain(1);
    expect(ranks).toContain(2);
  });

  it("finds keks for keksi and keksi for keks, and takes Cyrillic", async () => {
    const keks = demoProducts.filter((p) => /keks/i.test(p.sr.name)).map((p) => p.id);
    expect(keks.length).toBeGreaterThan(0);
    for (const query of ["keksi", "keks", "keksa", "кекси", "КЕКС"]) {
      const found = (await products(query)).map((p) => p.id);
      expect(found.slice(0, keks.length).sort(), query).toEqual([...keks].sort());
    }
    expect(await articles("keks")).toContain("posni-keksi-s-orasima-bez-dodatog-secera");
    expect(await articles("кекс")).toEqual(await articles("keksi"));
  });

  it("finds the Flour products for 'flours' on the English page, first", async () => {
    const flours = demoProducts.filter((p) => /flour/i.test(p.en.name)).map((p) => p.id);
    const found = (await products("flours", "en")).map((p) => p.id);
    expect(found.slice(0, flours.length).sort()).toEqual([...flours].sort());
    expect(found.slice(0, flours.length).sort()).toEqual(
      (await products("Flour", "en"))
        .slice(0, flours.length)
        .map((p) => p.id)
        .sort(),
    );
  });

  it("matches the start of words only, every word", async () => {
    expect(await products("kolad")).toEqual([]); // inside "čokolada"
    expect((await products("cokol")).length).toBeGreaterThan(0);
    expect(await products("brasno banana")).toEqual([]);
    expect((await products("heljdino brasno")).map((p) => p.id)[0]).toBe("heljdino-brasno");
  });

  it("keeps the chosen order when the visitor sorts", async () => {
    const byName = await browsePublishedProducts({ locale: "sr", search: "brasno", sort: "name-asc" });
    const names = byName.products.map((p) => foldForSearch(p.name));
    expect(names).toEqual([...names].sort());
  });

  it("pages through the best matches and the rest in one order, every page of every size", async () => {
    // On SQLite a page is read from the ranked title and summary matches, then
    // the rest in list order: the pages laid end to end must be the one list.
    const whole = (await products("brasno")).map((p) => p.id);
    const wholeNews = await articles("hleb");
    expect(whole.length).toBeGreaterThan(5);
    expect(wholeNews.length).toBeGreaterThan(3);
    for (const pageSize of [1, 2, 3, 5]) {
      const paged: string[] = [];
      const pagedNews: string[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / pageSize); page++) {
        const result = await browsePublishedProducts({ locale: "sr", search: "brasno", page, pageSize });
        expect(result.total).toBe(whole.length);
        paged.push(...result.products.map((p) => p.id));
      }
      for (let page = 1; page <= Math.ceil(wholeNews.length / pageSize); page++) {
        const result = await listNewsPage({ locale: "sr", query: "hleb", now, page, pageSize });
        expect(result.total).toBe(wholeNews.length);
        pagedNews.push(...result.articles.map((a) => a.slug));
      }
      expect(paged, `page size ${pageSize}`).toEqual(whole);
      expect(pagedNews, `page size ${pageSize}`).toEqual(wholeNews);
    }
    // A page past the end shows the last page.
    const past = await browsePublishedProducts({ locale: "sr", search: "brasno", page: 999, pageSize: 2 });
    expect(past.products.map((p) => p.id)).toEqual(whole.slice((past.page - 1) * 2));
    const pastNews = await listNewsPage({ locale: "sr", query: "hleb", now, page: 999, pageSize: 2 });
    expect(pastNews.articles.map((a) => a.slug)).toEqual(wholeNews.slice((pastNews.page - 1) * 2));
  });

  it("finds the products of a category by its name, in either language and any form, those first", async () => {
    const inCategory = (category: ProductCategory) =>
      demoProducts
        .filter((p) => p.categories.includes(category))
        .map((p) => p.id)
        .sort();
    const cases: [ProductCategory, string, Locale][] = [
      ["vegan", "vegansko", "sr"],
      ["vegan", "veganski", "sr"],
      ["vegan", "Веганско", "sr"],
      ["vegan", "vegan", "en"],
      ["glutenFree", "bezglutensko", "sr"],
      ["glutenFree", "bez glutena", "sr"],
      ["glutenFree", "gluten-free", "en"],
      ["sugarFree", "bez šećera", "sr"],
      ["sugarFree", "sugar-free", "en"],
      ["protein", "proteinski", "sr"],
      ["protein", "protein", "en"],
      // What a need is called, not the category (withCategorySynonyms).
      ["glutenFree", "celijakija", "sr"],
      ["glutenFree", "za celijakiju", "sr"],
      ["glutenFree", "coeliac", "en"],
      ["sugarFree", "za dijabetičare", "sr"],
      ["sugarFree", "дијабетес", "sr"],
      ["sugarFree", "diabetic", "en"],
    ];
    for (const [category, query, locale] of cases) {
      const expected = inCategory(category);
      expect(expected.length, category).toBeGreaterThan(2);
      // The category's products and no others: not the honey that "nije veganski",
      // not the spelt that is not "bez glutena".
      expect(ids(await products(query, locale)), query).toEqual(expected);
    }
    // A word two categories share names neither: an ordinary search.
    expect((await products("bez")).length).toBeGreaterThan(inCategory("glutenFree").length);
    // With another word: the vegan breads first, then what says both words (the
    // honey cream, "nije veganski", "na hleb").
    const veganBreads = demoProducts
      .filter((p) => p.categories.includes("vegan") && /hleb/i.test(p.sr.name))
      .map((p) => p.id)
      .sort();
    expect(veganBreads.length).toBeGreaterThan(0);
    const found = await products("vegansko hleb");
    expect(ids(found.slice(0, veganBreads.length))).toEqual(veganBreads);
  });

  it("adds the category names to the search texts of existing rows in migration 0034, and takes them off going down", async () => {
    const db = database.db;
    const byKey = (a: { product_id: string; locale: string }, b: { product_id: string; locale: string }) =>
      a.product_id.localeCompare(b.product_id) || a.locale.localeCompare(b.locale);
    const stored = async () =>
      (
        await db
          .selectFrom("product_translation")
          .select(["product_id", "locale", "search_text", "search_title", "search_summary"])
          .execute()
      )
        .map((r) => ({ ...r }))
        .sort(byKey);
    const written = (withCategories: boolean) =>
      demoProducts
        .flatMap((p) =>
          (["sr", "en"] as const).map((locale) => ({
            product_id: p.id,
            locale,
            ...productSearchFields(locale, p[locale], withCategories ? p.categories : []),
          })),
        )
        .sort(byKey);
    expect(await stored()).toEqual(written(true));
    await m0034.down(db);
    expect(await stored()).toEqual(written(false));
    expect(ids(await products("bezglutensko"))).not.toContain("heljdino-brasno");
    await m0034.up(db);
    expect(await stored()).toEqual(written(true));
    expect(ids(await products("bezglutensko"))).toContain("heljdino-brasno");
  });

  it("fills the folded names and descriptions of existing rows in migration 0026", async () => {
    const db = database.db;
    // 0032 keys 0026's index anew: down to before 0026 and up again through it.
    await m0032.down(db);
    await m0026.down(db);
    await m0026.up(db);
    await m0032.up(db);
    const row = await db
      .selectFrom("product_translation")
      .select(["search_title", "search_summary"])
      .where("product_id", "=", "heljdino-brasno")
      .where("locale", "=", "sr")
      .executeTakeFirstOrThrow();
    expect(row.search_title).toBe("heljdino brasno");
    expect(row.search_summary.startsWith("heljdino brasno sa kamenog mlina")).toBe(true);
    const article = await db
      .selectFrom("article_translation as t")
      .innerJoin("article as a", "a.id", "t.article_id")
      .select("t.search_title")
      .where("a.slug", "=", "dan-berbe-oraha-na-fruskoj-gori")
      .where("t.locale", "=", "sr")
      .executeTakeFirstOrThrow();
    expect(article.search_title).toBe("dan berbe oraha na fruskoj gori");
    expect((await articles("Fruška gora"))[0]).toBe("dan-berbe-oraha-na-fruskoj-gori");
  });
});
