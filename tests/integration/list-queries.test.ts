import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/db.server.ts";
import { searchTerms } from "#app/db/fold.server.ts";
import { demoArticles } from "#app/demo/articles.ts";
import { demoProducts } from "#app/demo/products.ts";
import { insertArticle, insertProduct } from "#app/demo/seed.server.ts";
import { browsePublishedProducts } from "#app/domain/catalogue/products.server.ts";
import { listNewsPage } from "#app/domain/news/articles.server.ts";
import {
  type ProductCategory,
  type ProductType,
  productCategories,
  productTypes,
} from "#app/schemas/product-vocabulary.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";

// The fast list queries of migration 0011 (category bits kept by triggers, the
// search vocabulary and word indexes) against the plain reading they replace:
// product_category rows and every search_text read for a word starting with each
// search stem, on both databases, after inserts, updates, renames and deletes.

type Filters = { categories?: ProductCategory[]; types?: ProductType[]; search?: string };

const now = new Date("2026-11-21T12:00:00.000Z");

/** A word of the folded text starts with w. */
const startsAWord = (text: string, w: string) => ` ${text}`.includes(` ${w}`);

describe.each(dialects)("list queries on %s", (dialect) => {
  let database: Database;

  /** What the products list must show, read the slow and obvious way. */
  async function expected({ categories = [], types = [], search = "" }: Filters) {
    const db = database.db;
    const [products, cats, texts] = await Promise.all([
      db.selectFrom("product").select(["id", "type"]).where("status", "=", "published").execute(),
      db.selectFrom("product_category").select(["product_id", "category"]).execute(),
      db.selectFrom("product_translation").select(["product_id", "search_text"]).execute(),
    ]);
    const terms = searchTerms(search);
    const found = new Set(
      texts.filter((t) => terms.every((w) => startsAWord(t.search_text, w))).map((t) => t.product_id),
    );
    const categoriesOf = (id: string) => cats.filter((c) => c.product_id === id).map((c) => c.category);
    const base = products.filter(
      (p) =>
        (terms.length === 0 || found.has(p.id)) && categories.every((c) => categoriesOf(p.id).includes(c)),
    );
    const result = base.filter((p) => types.length === 0 || (types as string[]).includes(p.type));
    return {
      total: result.length,
      types: Object.fromEntries(productTypes.map((t) => [t, base.filter((p) => p.type === t).length])),
      categories: Object.fromEntries(
        productCategories.map((c) => [c, result.filter((p) => categoriesOf(p.id).includes(c)).length]),
      ),
    };
  }

  async function expectSameAsPlainReading(filters: Filters) {
    const page = await browsePublishedProducts({ locale: "sr", ...filters });
    const want = await expected(filters);
    expect({ total: page.total, ...page.facets }, JSON.stringify(filters)).toEqual(want);
  }

  const cases: Filters[] = [
    {},
    { categories: ["vegan"] },
    { categories: ["glutenFree", "vegan"], types: ["snacks"] },
    { types: ["pasta", "flourMixes"] },
    { categories: ["protein", "sugarFree"] },
    { search: "brasno" },
    { search: "cokol" }, // the start of a word: "čokolada"
    { search: "kolad" }, // inside a word only ("čokolada"): no match
    { search: "Fruškoj gori" }, // stems of both words, each the start of a word
    { search: "čokolada", categories: ["glutenFree"] },
    { search: "хлеб" }, // Cyrillic
    { search: "heljd spelt" }, // every word, in one translation
    { search: "od" }, // a short word: the trigram path
    { search: "qqqzzzxxx" }, // in no text
  ];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    for (const [i, product] of demoProducts.entries())
      await insertProduct(product, { status: i % 7 === 3 ? "draft" : "published" });
  });
  afterAll(() => database.close());

  it("counts and facets exactly as product_category and LIKE would", async () => {
    for (const filters of cases) await expectSameAsPlainReading(filters);
  });

  it("keeps the category bits through category edits, renames and deletes", async () => {
    const db = database.db;
    const [first, second] = demoProducts;
    await db.deleteFrom("product_category").where("product_id", "=", first!.id).execute();
    await db
      .insertInto("product_category")
      .values([
        { product_id: first!.id, category: "protein" },
        { product_id: first!.id, category: "sugarFree" },
      ])
      .execute();
    const missing = productCategories.find((c) => !(second!.categories as string[]).includes(c))!;
    await db
      .updateTable("product_category")
      .set({ category: missing })
      .where("product_id", "=", second!.id)
      .where("category", "=", second!.categories[0]!)
      .execute();
    // A rename cascades into product_category; the bits stay with the product.
    await db
      .updateTable("product")
      .set({ id: `${first!.id}-novo` })
      .where("id", "=", first!.id)
      .execute();
    const mask = async (id: string) =>
      (await db.selectFrom("product").select("category_mask").where("id", "=", id).executeTakeFirstOrThrow())
        .category_mask;
    expect(await mask(`${first!.id}-novo`)).toBe(2 | 8);
    for (const filters of cases) await expectSameAsPlainReading(filters);
    // The renamed product's words leave the index when its text changes.
    const flour = demoProducts.find((p) => p.id.includes("brasno"))!;
    await db.updateTable("product").set({ id: "preimenovano" }).where("id", "=", flour.id).execute();
    await db
      .updateTable("product_translation")
      .set({ search_text: "preimenovano bez reci", search_title: "preimenovano", search_summary: "" })
      .where("product_id", "=", "preimenovano")
      .execute();
    for (const search of ["brasno", "heljd", "preimenov"]) await expectSameAsPlainReading({ search });
    // A deleted product, and a deleted translation, leave the search with them.
    await db.deleteFrom("product").where("id", "=", `${first!.id}-novo`).execute();
    await db
      .deleteFrom("product_translation")
      .where("product_id", "=", second!.id)
      .where("locale", "=", "en")
      .execute();
    for (const filters of cases) await expectSameAsPlainReading(filters);
    // SQLite gives the next product the last one's rowid: the deleted product's
    // words must not come back as the new one's.
    const last = demoProducts.at(-1)!;
    await db.deleteFrom("product").where("id", "=", last.id).execute();
    const plain = (name: string) => ({ name, shortDescription: "", description: "", ingredients: "" });
    await insertProduct({
      ...second!,
      id: "nov-proizvod",
      sr: { ...second!.sr, ...plain("Nov") },
      en: { ...second!.en, ...plain("New") },
    });
    for (const search of [last.sr.name, last.en.name]) await expectSameAsPlainReading({ search });
  });

  it("finds words written after the migration, and words too common for the vocabulary", async () => {
    const db = database.db;
    const [, , third] = demoProducts;
    // A new word in an edited text joins the vocabulary.
    await db
      .updateTable("product_translation")
      .set({ search_text: sql<string>`search_text || ' kvinojarski'` })
      .where("product_id", "=", third!.id)
      .where("locale", "=", "en")
      .execute();
    // So many words containing "zqx" that the search takes the trigram index instead.
    const many = Array.from({ length: 250 }, (_, i) => `zqx${i}`).join(" ");
    await db
      .updateTable("product_translation")
      .set({ search_text: sql<string>`search_text || ' ' || ${many}` })
      .where("product_id", "=", third!.id)
      .where("locale", "=", "sr")
      .execute();
    for (const search of ["kvinojar", "zqx", "zqx12", "zqx kvinojarski", "zqx7 brasno", "qx12"]) {
      await expectSameAsPlainReading({ search });
    }
    expect((await browsePublishedProducts({ locale: "sr", search: "kvinojar" })).total).toBe(1);
  });

  it("searches the news in the visitor's language, or in Serbian where it is missing", async () => {
    const [a, b] = demoArticles;
    await insertArticle({
      ...a!,
      slug: "samo-srpski",
      featured: false,
      en: { ...a!.en, title: "", excerpt: "", body: "" },
    });
    await insertArticle({ ...b!, slug: "oba-jezika", featured: false });
    // An article without an English translation row at all is searched in Serbian.
    const id = await insertArticle({ ...b!, slug: "bez-engleskog", featured: false });
    await database.db
      .deleteFrom("article_translation")
      .where("article_id", "=", id)
      .where("locale", "=", "en")
      .execute();
    const db = database.db;
    const texts = await db
      .selectFrom("article_translation")
      .select(["article_id", "locale", "search_text"])
      .execute();
    for (const [locale, query] of [
      ["en", "bread"],
      ["en", "hleb"],
      ["sr", "hleb"],
      ["en", "orasi"],
      ["sr", "ks"],
      ["sr", "ke"],
      ["en", "walnuts"],
    ] as const) {
      const terms = searchTerms(query, locale);
      const holds = (articleId: string, l: string) =>
        texts.some(
          (t) =>
            t.article_id === articleId && t.locale === l && terms.every((w) => startsAWord(t.search_text, w)),
        );
      const hasLocale = (articleId: string) =>
        texts.some((t) => t.article_id === articleId && t.locale === locale);
      const ids = [...new Set(texts.map((t) => t.article_id))];
      const want = ids.filter((i) => (hasLocale(i) ? holds(i, locale) : holds(i, "sr"))).length;
      const page = await listNewsPage({ locale, query, now });
      expect(page.total, `${locale} ${query}`).toBe(want);
      expect(page.articles.length).toBe(Math.min(want, page.pageSize));
    }
  });
});

describe("the list tables on PostgreSQL", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    for (const product of demoProducts.slice(0, 6)) await insertProduct(product, { status: "published" });
  });
  afterAll(() => database.close());

  it("plans their scans without parallel workers (migration 0012)", async () => {
    // Parallel plans made as cheap as can be: without migration 0012 every scan below would start workers.
    await database.db.connection().execute(async (conn) => {
      for (const setting of [
        "parallel_setup_cost = 0",
        "parallel_tuple_cost = 0",
        "min_parallel_table_scan_size = 0",
        "min_parallel_index_scan_size = 0",
      ])
        await sql.raw(`set ${setting}`).execute(conn);
      try {
        for (const query of [
          "select type, category_mask, count(*) from product where status = 'published' group by 1, 2",
          "select product_id from product_translation where search_words(search_text) && array['brasno']",
          "select count(*) from product_category where category = 'vegan'",
          "select count(*) from article where status = 'published'",
          "select count(*) from article_translation where search_words(search_text) && array['hleb']",
        ]) {
          const { rows } = await sql.raw<{ "QUERY PLAN": string }>(`explain ${query}`).execute(conn);
          expect(rows.map((r) => r["QUERY PLAN"]).join("\n"), query).not.toMatch(/Gather|Parallel/);
        }
      } finally {
        await sql`reset all`.execute(conn);
      }
    });
  });
});
