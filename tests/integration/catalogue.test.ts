import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestInfoContext } from "#app/context.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { foldForSearch } from "#app/db/fold.server.ts";
import { demoProducts } from "#app/demo/products.ts";
import { insertProduct } from "#app/demo/seed.server.ts";
import type { DemoProduct } from "#app/demo/types.ts";
import {
  browsePublishedProducts,
  getProductPage,
  getPublishedProduct,
  listPublishedProducts,
  listShowcaseProducts,
  listSimilarProducts,
} from "#app/domain/catalogue/products.server.ts";
import { followShopLink } from "#app/domain/catalogue/shop-clicks.server.ts";
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from "#app/domain/pages/previews.server.ts";
import { saveSettings } from "#app/domain/settings/settings.server.ts";
import type { Locale } from "#app/i18n/config.ts";
import { loader as productLoader } from "#app/routes/public/product.tsx";
import { loader as productsLoader } from "#app/routes/public/products.tsx";
import { loader as shopLoader } from "#app/routes/resources/shop.ts";
import { type ProductType, productCategories, productTypes } from "#app/schemas/product-vocabulary.ts";
import { defaultSettings } from "#app/schemas/settings-defaults.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";

/** Who the audit log says made the changes. */
const actor = "owner@zrnce.rs";

// The catalogue against a real database on both dialects: the 28 demo products
// (what visitors see), plus a draft that must never show and a renamed id.

const draft: DemoProduct = {
  ...demoProducts[0]!,
  id: "cokoladni-keks-u-pripremi",
  type: "cookiesSweets",
  categories: ["glutenFree", "vegan", "sugarFree", "protein"],
  sr: { ...demoProducts[0]!.sr, name: "Čokoladni keks u pripremi" },
  en: { ...demoProducts[0]!.en, name: "Chocolate cookie in the making" },
};

const day = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString();
const published = demoProducts;
const has = (p: DemoProduct, c: string) => (p.categories as string[]).includes(c);

function loaderArgs(url: string, locale: Locale, params: Record<string, string> = {}, headers = {}) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "test", nonce: "nonce", locale, clientIp: "127.0.0.1" });
  return { request: new Request(`http://localhost${url}`, { headers }), params, context } as any;
}

const browser = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36",
};

describe.each(dialects)("the catalogue on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    for (const [i, product] of published.entries()) await insertProduct(product, { publishedAt: day(i) });
    await insertProduct(draft, { status: "draft" });
    await database.db
      .insertInto("product_redirect")
      .values({ old_id: "stari-krekeri", product_id: "krekeri-sa-susamom-i-ruzmarinom" })
      .execute();
  });
  afterAll(async () => {
    await database.close();
  });

  describe("listing and paging", () => {
    it("shows the published products 24 to a page, each once, never a draft", async () => {
      const first = await browsePublishedProducts({ locale: "sr" });
      expect(first.total).toBe(published.length);
      expect(first.pageSize).toBe(24);
      expect(first.products).toHaveLength(24);
      expect(first.pageCount).toBe(2);
      const second = await browsePublishedProducts({ locale: "sr", page: 2 });
      expect(second.page).toBe(2);
      expect(second.products).toHaveLength(published.length - 24);
      const ids = [...first.products, ...second.products].map((p) => p.id);
      expect(new Set(ids).size).toBe(published.length);
      expect(ids).not.toContain(draft.id);
      expect(ids.sort()).toEqual(published.map((p) => p.id).sort());
    });

    it("shows the last page when asked past the end, and the first for nonsense", async () => {
      expect((await browsePublishedProducts({ locale: "sr", page: 99 })).page).toBe(2);
      expect((await browsePublishedProducts({ locale: "sr", page: 0 })).page).toBe(1);
      const none = await browsePublishedProducts({ locale: "sr", search: "nema-takvog-proizvoda", page: 3 });
      expect(none).toMatchObject({ total: 0, page: 1, pageCount: 1, products: [] });
    });

    it("puts featured products first, then bestsellers, then new ones", async () => {
      const { products } = await browsePublishedProducts({ locale: "sr" });
      const byId = new Map(published.map((p) => [p.id, p]));
      const rank = (id: string) => {
        const p = byId.get(id)!;
        return [p.isFeatured ? 0 : 1, p.isBestseller ? 0 : 1, p.isNew ? 0 : 1];
      };
      for (let i = 1; i < products.length; i++) {
        const [a, b] = [rank(products[i - 1]!.id), rank(products[i]!.id)];
        expect(a[0]! <= b[0]!, `${products[i - 1]!.id} before ${products[i]!.id}`).toBe(true);
        if (a[0] === b[0]) expect(a[1]! <= b[1]!).toBe(true);
      }
    });

    it("gives cards in the visitor's language with badges and categories", async () => {
      const { products } = await browsePublishedProducts({ locale: "en", search: "heljdino" });
      expect(products.find((p) => p.id === "heljdino-brasno")).toMatchObject({
        id: "heljdino-brasno",
        name: "Buckwheat Flour",
        type: "flourMixes",
        weightGrams: 500,
        isBestseller: true,
        isNew: false,
        categories: ["glutenFree", "vegan"],
      });
    });

    it("falls back to the Serbian text, field by field, where the English one is empty", async () => {
      await database.db
        .updateTable("product_translation")
        .set({ name: "", short_description: "" })
        .where("product_id", "=", "pekmez-od-sljive")
        .where("locale", "=", "en")
        .execute();
      const product = await getPublishedProduct({ id: "pekmez-od-sljive", locale: "en" });
      expect(product?.name).toBe("Pekmez od šljive");
      expect(product?.description).toBe(published.find((p) => p.id === "pekmez-od-sljive")!.en.description);
      await database.db
        .updateTable("product_translation")
        .set({ name: "Plum Butter", short_description: "Plum." })
        .where("product_id", "=", "pekmez-od-sljive")
        .where("locale", "=", "en")
        .execute();
    });

    it("keeps the home page's short list of featured products", async () => {
      const featured = await listPublishedProducts({ locale: "sr", featuredOnly: true, limit: 8 });
      expect(featured.map((p) => p.id).sort()).toEqual(
        published
          .filter((p) => p.isFeatured)
          .map((p) => p.id)
          .sort(),
      );
    });

    it("shows the catalogue's first products on the home page while none is featured", async () => {
      const featuredIds = published.filter((p) => p.isFeatured).map((p) => p.id);
      expect((await listShowcaseProducts({ locale: "sr", limit: 8 })).map((p) => p.id).sort()).toEqual(
        [...featuredIds].sort(),
      );
      await database.db.updateTable("product").set({ is_featured: 0 }).execute();
      try {
        const shown = await listShowcaseProducts({ locale: "sr", limit: 8 });
        expect(shown.map((p) => p.id)).toEqual(
          (await listPublishedProducts({ locale: "sr", limit: 8 })).map((p) => p.id),
        );
        expect(shown).toHaveLength(8);
        expect(shown.some((p) => p.isBestseller)).toBe(true);
      } finally {
        await database.db
          .updateTable("product")
          .set({ is_featured: 1 })
          .where("id", "in", featuredIds)
          .execute();
      }
    });
  });

  describe("filtering", () => {
    it("narrows by a category: only products that have it", async () => {
      for (const category of productCategories) {
        const result = await browsePublishedProducts({ locale: "sr", categories: [category], pageSize: 100 });
        expect(result.total).toBe(published.filter((p) => has(p, category)).length);
        for (const p of result.products) expect(p.categories).toContain(category);
      }
    });

    it("narrows further with each category added (a product must have all of them)", async () => {
      const result = await browsePublishedProducts({
        locale: "sr",
        categories: ["vegan", "protein"],
        pageSize: 100,
      });
      const expected = published.filter((p) => has(p, "vegan") && has(p, "protein"));
      expect(result.total).toBe(expected.length);
      expect(result.total).toBeLessThan(published.filter((p) => has(p, "protein")).length);
      expect(result.products.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    });

    it("widens with each type added (any of them), and combines with categories", async () => {
      const snacks = await browsePublishedProducts({ locale: "sr", types: ["snacks"] });
      const both = await browsePublishedProducts({ locale: "sr", types: ["snacks", "pasta"], pageSize: 100 });
      expect(snacks.total).toBe(published.filter((p) => p.type === "snacks").length);
      expect(both.total).toBe(published.filter((p) => p.type === "snacks" || p.type === "pasta").length);
      expect(both.total).toBeGreaterThan(snacks.total);
      const combined = await browsePublishedProducts({
        locale: "sr",
        types: ["snacks", "pasta"],
        categories: ["protein"],
        pageSize: 100,
      });
      const expected = published.filter(
        (p) => (p.type === "snacks" || p.type === "pasta") && has(p, "protein"),
      );
      expect(combined.products.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    });

    it("counts, for every option, how many products choosing it would show", async () => {
      const filters = { categories: ["glutenFree"] as const, types: ["snacks", "spreads"] as const };
      const { facets } = await browsePublishedProducts({ locale: "sr", ...filters });
      for (const category of productCategories) {
        const chosen = [...new Set([...filters.categories, category])];
        const alone = await browsePublishedProducts({
          locale: "sr",
          types: filters.types,
          categories: chosen,
        });
        expect(facets.categories[category], category).toBe(alone.total);
      }
      for (const type of productTypes) {
        const alone = await browsePublishedProducts({
          locale: "sr",
          categories: filters.categories,
          types: [type],
        });
        expect(facets.types[type], type).toBe(alone.total);
      }
    });

    it("reads the URL leniently in the loader: slugs, stored names, unknown values ignored", async () => {
      const result = await productsLoader(
        loaderArgs(
          "/proizvodi?category=gluten-free&category=bogus&category=sugarFree&type=flour-mixes&type=nope&sort=zzz&page=-4",
          "sr",
        ),
      );
      expect(result.query).toMatchObject({
        categories: ["glutenFree", "sugarFree"],
        types: ["flourMixes"],
        sort: "recommended",
        page: 1,
        q: "",
      });
      const expected = published.filter(
        (p) => has(p, "glutenFree") && has(p, "sugarFree") && p.type === "flourMixes",
      );
      expect(result.result.total).toBe(expected.length);
      const all = await productsLoader(loaderArgs("/proizvodi?category=<script>&type=", "en"));
      expect(all.result.total).toBe(published.length);
    });
  });

  describe("search", () => {
    const ids = async (search: string, locale: Locale = "sr") =>
      (await browsePublishedProducts({ locale, search, pageSize: 100 })).products.map((p) => p.id).sort();

    it("finds the same products for cokolada, čokolada and чоколада, in both languages", async () => {
      const latin = await ids("cokolada");
      expect(latin.length).toBeGreaterThan(0);
      expect(await ids("čokolada")).toEqual(latin);
      expect(await ids("ČOKOLADA")).toEqual(latin);
      expect(await ids("чоколада")).toEqual(latin);
      expect(await ids("cokolada", "en")).toEqual(latin);
      expect(latin).not.toContain(draft.id);
      for (const id of latin) {
        const p = published.find((x) => x.id === id)!;
        expect(foldForSearch(Object.values(p.sr).join(" "))).toContain("cokolad");
      }
    });

    it("finds brašno when asked for brasno, in names, descriptions and ingredients", async () => {
      const found = await ids("brasno");
      for (const p of published.filter((x) => /brašno/i.test(x.sr.name))) expect(found).toContain(p.id);
      // Only in the ingredient list: rice flour in the crackers.
      expect(found).toContain("krekeri-sa-susamom-i-ruzmarinom");
      expect(await ids("брашно")).toEqual(found);
    });

    it("searches English text too, and every word must match", async () => {
      expect(await ids("buckwheat flour", "en")).toContain("heljdino-brasno");
      expect(await ids("psilijum")).toContain("krekeri-sa-susamom-i-ruzmarinom");
      const sesame = await ids("susam");
      const sesameRosemary = await ids("susam ruzmarin");
      expect(sesameRosemary.length).toBeGreaterThan(0);
      expect(sesameRosemary.length).toBeLessThanOrEqual(sesame.length);
      for (const id of sesameRosemary) expect(sesame).toContain(id);
      expect(await ids("ruzmarin banana")).toEqual([]);
    });

    it("treats LIKE wildcards and quotes as plain text", async () => {
      expect(await ids("%")).toHaveLength(published.length);
      expect(await ids("_'\"\\")).toHaveLength(published.length);
      expect(await ids("100%")).toEqual(await ids("100"));
    });

    it("combines search with filters", async () => {
      const result = await browsePublishedProducts({ locale: "sr", search: "heljd", types: ["pasta"] });
      expect(result.products.map((p) => p.id)).toEqual(["rezanci-od-heljde"]);
    });
  });

  describe("sorting", () => {
    // Diacritics folded, then compared code unit by code unit.
    const fold = (s: string) =>
      s
        .replace(/[čćČĆ]/g, "c")
        .replace(/[šŠ]/g, "s")
        .replace(/[žŽ]/g, "z")
        .replace(/[đĐ]/g, "dj")
        .toLowerCase();
    it("sorts by name A–Z and Z–A, diacritics folded, the same on both databases", async () => {
      for (const locale of ["sr", "en"] as const) {
        const asc = (await browsePublishedProducts({ locale, sort: "name-asc", pageSize: 100 })).products;
        const desc = (await browsePublishedProducts({ locale, sort: "name-desc", pageSize: 100 })).products;
        const names = asc.map((p) => fold(p.name));
        expect(names).toEqual([...names].sort());
        expect(desc.map((p) => p.id)).toEqual(asc.map((p) => p.id).reverse());
      }
    });

    it("sorts newest first by publication date", async () => {
      const { products } = await browsePublishedProducts({ locale: "sr", sort: "newest", pageSize: 5 });
      expect(products.map((p) => p.id)).toEqual(
        published
          .slice(-5)
          .reverse()
          .map((p) => p.id),
      );
    });

    it("keeps each sort stable across pages", async () => {
      for (const sort of ["recommended", "newest", "name-asc", "name-desc"] as const) {
        const a = await browsePublishedProducts({ locale: "sr", sort, page: 1, pageSize: 10 });
        const b = await browsePublishedProducts({ locale: "sr", sort, page: 2, pageSize: 10 });
        const c = await browsePublishedProducts({ locale: "sr", sort, page: 3, pageSize: 10 });
        const all = [...a.products, ...b.products, ...c.products].map((p) => p.id);
        expect(new Set(all).size, sort).toBe(published.length);
      }
    });
  });

  describe("the product page", () => {
    it("has everything the page shows", async () => {
      const product = await getPublishedProduct({ id: "krekeri-sa-susamom-i-ruzmarinom", locale: "sr" });
      expect(product).toMatchObject({
        name: "Krekeri sa susamom i ruzmarinom",
        weightGrams: 150,
        contains: ["sesame"],
        mayContain: ["nuts"],
        nutrition: { energyKj: 1925, energyKcal: 460, salt: 1.3 },
        categories: ["glutenFree", "vegan"],
      });
      expect(product?.ingredients).toContain("**susam**");
    });

    it("offers up to four similar products: never itself, each sharing the type or a category", async () => {
      for (const source of published) {
        const similar = await listSimilarProducts({ product: source, locale: "sr" });
        expect(similar.length).toBeGreaterThan(0);
        expect(similar.length).toBeLessThanOrEqual(4);
        const ids = similar.map((p) => p.id);
        expect(ids).not.toContain(source.id);
        expect(ids).not.toContain(draft.id);
        for (const p of similar) {
          const shares = p.type === source.type || p.categories.some((c) => has(source, c));
          expect(shares, `${p.id} like ${source.id}`).toBe(true);
        }
        // Same type first, as many as there are.
        const sameType = published.filter((p) => p.type === source.type && p.id !== source.id).length;
        const leading = similar.slice(0, Math.min(4, sameType));
        for (const p of leading) expect(p.type).toBe(source.type);
      }
    });

    it("finds similar products by category when no other product has the type", async () => {
      // A type no product has, so only the shared category can make products similar.
      const lonely = { id: "x", type: "unknownType" as ProductType, categories: ["protein" as const] };
      const similar = await listSimilarProducts({ product: lonely, locale: "en" });
      expect(similar).toHaveLength(4);
      for (const p of similar) expect(p.categories).toContain("protein");
      expect(await listSimilarProducts({ product: { ...lonely, categories: [] }, locale: "en" })).toEqual([]);
    });

    it("answers found, moved (a renamed id) or missing (unknown or draft)", async () => {
      const found = await getProductPage({ id: "heljdino-brasno", locale: "en" });
      expect(found.status).toBe("found");
      if (found.status === "found") expect(found.similar.length).toBe(4);
      expect(await getProductPage({ id: "stari-krekeri", locale: "sr" })).toEqual({
        status: "moved",
        id: "krekeri-sa-susamom-i-ruzmarinom",
      });
      expect(await getProductPage({ id: "ne-postoji", locale: "sr" })).toEqual({ status: "missing" });
      expect(await getProductPage({ id: draft.id, locale: "sr" })).toEqual({ status: "missing" });
    });

    it("shows a draft product only to a preview: a working share link, never a guess or a withdrawn link", async () => {
      const token = await createPreviewLink(`product:${draft.id}`, "vlasnik@zrnce.rs");
      const shown = await productLoader(
        loaderArgs(`/proizvod/${draft.id}?pregled=${token}`, "sr", { id: draft.id }),
      );
      expect(shown.product.id).toBe(draft.id);
      // The link is for this product alone.
      const other = await productLoader(
        loaderArgs(`/proizvod/heljdino-brasno?pregled=${token}`, "sr", { id: "heljdino-brasno" }),
      );
      expect(other.product.id).toBe("heljdino-brasno");
      const [link] = await listPreviewLinks(`product:${draft.id}`);
      await revokePreviewLink(`product:${draft.id}`, link!.id, "vlasnik@zrnce.rs");
      for (const value of [token, "1"]) {
        const refused = await productLoader(
          loaderArgs(`/proizvod/${draft.id}?pregled=${value}`, "sr", { id: draft.id }),
        ).catch((e: unknown) => e);
        expect((refused as { init?: { status?: number } }).init?.status).toBe(410);
      }
    });

    it("redirects a renamed id permanently, keeping the language, and answers 404 for unknown ones", async () => {
      const moved = await productLoader(
        loaderArgs("/proizvod/stari-krekeri?lng=en", "en", { id: "stari-krekeri" }),
      ).catch((e: unknown) => e);
      expect(moved).toBeInstanceOf(Response);
      expect((moved as Response).status).toBe(301);
      expect((moved as Response).headers.get("location")).toBe(
        "/proizvod/krekeri-sa-susamom-i-ruzmarinom?lng=en",
      );
      for (const id of ["ne-postoji", draft.id, "x".repeat(300)]) {
        const missing = await productLoader(loaderArgs(`/proizvod/${id}`, "sr", { id })).catch(
          (e: unknown) => e,
        );
        expect((missing as { init?: { status?: number } }).init?.status, id).toBe(404);
      }
      const ok = await productLoader(
        loaderArgs("/proizvod/heljdino-brasno", "sr", { id: "heljdino-brasno" }),
      );
      expect(ok.product.name).toBe("Heljdino brašno");
      expect(ok.similar.map((p) => p.id)).not.toContain("heljdino-brasno");
    });
  });

  describe("outbound shop clicks", () => {
    const clicks = () => database.db.selectFrom("shop_click").selectAll().execute();

    it("counts a visitor's click per product and shop and sends the visitor to the product at the shop", async () => {
      await database.db.deleteFrom("shop_click").execute();
      const response = await shopLoader(
        loaderArgs("/shop/1?product=heljdino-brasno", "sr", { shop: "1" }, browser),
      );
      expect(response.status).toBe(302);
      // The demo product's own page there (app/demo/offers.ts).
      expect(response.headers.get("location")).toBe(
        "https://www.zdravakorpa.rs/proizvod/zrnce-heljdino-brasno",
      );
      expect(response.headers.get("cache-control")).toBe("no-store");
      await shopLoader(loaderArgs("/shop/2?product=heljdino-brasno", "sr", { shop: "2" }, browser));
      await shopLoader(loaderArgs("/shop/2?product=heljdino-brasno", "sr", { shop: "2" }, browser));
      await shopLoader(loaderArgs("/shop/2", "sr", { shop: "2" }, browser));
      const rows = await clicks();
      // The second click on shop 2 for the same product is the same visitor's: counted once.
      expect(rows.map((r) => `${r.product_id} ${r.shop}`).sort()).toEqual([
        "heljdino-brasno 1",
        "heljdino-brasno 2",
        "null 2",
      ]);
      // Without a page of its own there: the shop's search for it (its search
      // address in the settings); without a product: the shop's home page.
      expect(await followShopLink({ shop: 2, productId: "medenjaci-sa-lipovim-medom" })).toBe(
        "https://www.ekopijaca.rs/?s=Medenjaci+sa+lipovim+medom&post_type=product",
      );
      expect(await followShopLink({ shop: 2 })).toBe(defaultSettings.shops[1].url);
    });

    it("goes to the product's own page at the shop, but only inside the configured shop's site", async () => {
      await database.db
        .updateTable("product")
        .set({
          shop1_url: "https://zdravakorpa.rs/proizvod/heljdino-brasno-500g",
          shop2_url: "https://evil.example/phish",
        })
        .where("id", "=", "heljdino-brasno")
        .execute();
      expect(await followShopLink({ shop: 1, productId: "heljdino-brasno" })).toBe(
        "https://zdravakorpa.rs/proizvod/heljdino-brasno-500g",
      );
      // A link off the shop's site is ignored: the shop's search for the product.
      expect(await followShopLink({ shop: 2, productId: "heljdino-brasno" })).toBe(
        "https://www.ekopijaca.rs/?s=Heljdino+bra%C5%A1no&post_type=product",
      );
      // The shops follow the settings: a changed shop changes which links are accepted.
      await saveSettings(
        {
          shops: [
            { name: "Nova korpa", url: "https://novakorpa.rs/" },
            { name: "Eko pijaca", url: "https://www.ekopijaca.rs/" },
          ],
        },
        actor,
      );
      expect(await followShopLink({ shop: 1, productId: "heljdino-brasno" })).toBe("https://novakorpa.rs/");
      await saveSettings({ shops: defaultSettings.shops }, actor);
    });

    it("refuses unknown shops and unknown or unpublished products, counting nothing", async () => {
      await database.db.deleteFrom("shop_click").execute();
      for (const [url, shop] of [
        ["/shop/3?product=heljdino-brasno", "3"],
        ["/shop/0", "0"],
        ["/shop/https%3A%2F%2Fevil.example", "https://evil.example"],
        ["/shop/1?product=ne-postoji", "1"],
        [`/shop/1?product=${draft.id}`, "1"],
        ["/shop/1?product=", "1"],
      ] as const) {
        const response = await shopLoader(loaderArgs(url, "sr", { shop }, browser));
        expect(response.status, url).toBe(404);
        expect(response.headers.get("location")).toBeNull();
      }
      expect(await clicks()).toEqual([]);
    });

    it("sends crawlers on without counting them", async () => {
      const response = await shopLoader(
        loaderArgs("/shop/1?product=heljdino-brasno", "sr", { shop: "1" }, { "user-agent": "Googlebot/2.1" }),
      );
      expect(response.status).toBe(302);
      expect(await clicks()).toEqual([]);
    });
  });
});
