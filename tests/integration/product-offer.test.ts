import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { ProductEditorReply } from "#app/components/admin/products/use-product-form.ts";
import { requestInfoContext } from "#app/context.server.ts";
import { demoOffers, demoShopLink } from "#app/demo/offers.ts";
import { demoProducts } from "#app/demo/products.ts";
import { insertProduct } from "#app/demo/seed.server.ts";
import { getProductForEdit, restoreProductRevision } from "#app/domain/catalogue/product-admin.server.ts";
import {
  browsePublishedProducts,
  getProductPage,
  listPublishedProducts,
} from "#app/domain/catalogue/products.server.ts";
import { followShopLink } from "#app/domain/catalogue/shop-clicks.server.ts";
import { listRevisionsWithValues } from "#app/domain/content/revisions.server.ts";
import { action, loader } from "#app/routes/admin/product-edit.tsx";
import { loader as productLoader } from "#app/routes/public/product.tsx";
import { adminContext, origin, postForm, replyOf, thrownResponse } from "../support/admin-routes.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";
import { formEntries } from "../support/form-entries.ts";

// Issue 26, points 5 and 12: a product's optional price (whole dinars, maybe a
// "from" price), availability and barcode, saved and checked through the product
// editor's action, and read back by the public pages' queries; the demo
// products' own links at the shops.

const valid: Record<string, string> = {
  intent: "save",
  id: "",
  type: "flourMixes",
  status: "published",
  weightGrams: "500",
  "categories.glutenFree": "on",
  "sr.name": "Proseno brašno",
  "sr.shortDescription": "Brašno od oljuštenog prosa.",
  "sr.description": "Za palačinke i hleb.",
  "sr.ingredients": "proso (100%)",
};

describe.each(dialects)("a product's price, availability and barcode on %s", (dialect) => {
  useTestDatabase(dialect);
  const post = (id: string, fields: Record<string, string>) =>
    replyOf<ProductEditorReply>(
      action({
        request: postForm(`/admin/products/${id}`, fields),
        params: { id },
        context: adminContext(),
      } as never),
    );
  const load = (id: string) =>
    loader({
      request: new Request(`${origin}/admin/products/${id}`),
      params: { id },
      context: adminContext(),
    } as never);

  it("refuses a price that is not whole dinars and a barcode with a wrong check digit, beside each field, keeping what was typed", async () => {
    const { reply, status } = await post("new", {
      ...valid,
      priceRsd: "450,50",
      priceFrom: "on",
      availability: "in_stock",
      gtin: "8601234500118",
    });
    expect(status).toBe(400);
    expect(reply.result.error).toEqual({ priceRsd: ["errors.price"], gtin: ["errors.gtin"] });
    expect(reply.result.initialValue).toMatchObject({
      priceRsd: "450,50",
      priceFrom: "on",
      availability: "in_stock",
      gtin: "8601234500118",
    });
    const tooMuch = await post("new", { ...valid, priceRsd: "1000001", gtin: "12345" });
    expect(tooMuch.reply.result.error).toEqual({ priceRsd: ["errors.price"], gtin: ["errors.gtin"] });
    const fromAlone = await post("new", { ...valid, priceFrom: "on" });
    expect(fromAlone.reply.result.error).toEqual({ priceRsd: ["errors.priceFromWithoutPrice"] });
    expect(await getProductForEdit("proseno-brasno")).toBeNull();
  });

  it("saves them, reads them back into the editor, and clears them when emptied", async () => {
    const saved = await thrownResponse(
      post("new", {
        ...valid,
        priceRsd: "1.200",
        priceFrom: "on",
        availability: "preorder",
        gtin: "860 1234 50011 7",
      }),
    );
    expect(saved.headers.get("location")).toBe("/admin/products/proseno-brasno?saved=1");
    expect(await getProductForEdit("proseno-brasno")).toMatchObject({
      priceRsd: 1200,
      priceFrom: true,
      availability: "preorder",
      gtin: "8601234500117",
    });
    const loaded = await load("proseno-brasno");
    expect(loaded.defaults).toMatchObject({
      priceRsd: "1200",
      priceFrom: "on",
      availability: "preorder",
      gtin: "8601234500117",
    });
    // The form posted back as loaded saves the same; emptied, the fields are cleared.
    const version = loaded.version;
    await thrownResponse(post("proseno-brasno", { ...formEntries(loaded.defaults), version }));
    const again = await load("proseno-brasno");
    await thrownResponse(
      post("proseno-brasno", {
        ...formEntries(again.defaults),
        priceRsd: "",
        priceFrom: "",
        availability: "",
        gtin: "",
      }),
    );
    expect(await getProductForEdit("proseno-brasno")).toMatchObject({
      priceRsd: null,
      priceFrom: false,
      availability: null,
      gtin: null,
    });
  });

  it("keeps them in the revisions, and a restore brings them back", async () => {
    const id = "brasno-od-prosa-i-heljde";
    await thrownResponse(
      post("new", {
        ...valid,
        "sr.name": "Brašno od prosa i heljde",
        priceRsd: "450",
        availability: "in_stock",
      }),
    );
    const first = await load(id);
    await thrownResponse(
      post(id, {
        ...formEntries(first.defaults),
        priceRsd: "520",
        availability: "out_of_stock",
      }),
    );
    const revisions = await listRevisionsWithValues<Record<string, unknown>>("product", id);
    const oldest = revisions.at(-1)!;
    expect(oldest.values).toMatchObject({ priceRsd: 450, availability: "in_stock" });
    const restored = await restoreProductRevision(id, oldest.id, "owner@zrnce.rs");
    expect(restored).toMatchObject({ ok: true });
    expect(await getProductForEdit(id)).toMatchObject({
      priceRsd: 450,
      availability: "in_stock",
    });
  });

  /** The demo catalogue, once per database. */
  let demo: Promise<void> | undefined;
  const withDemo = () => {
    demo ??= (async () => {
      for (const product of demoProducts) await insertProduct(product);
    })();
    return demo;
  };

  it("are what the public pages read: cards, lists, the product page and its similar products", async () => {
    await withDemo();
    const byId = (cards: { id: string }[], id: string) => cards.find((c) => c.id === id);
    const featured = await listPublishedProducts({ locale: "sr", limit: 100 });
    expect(byId(featured, "heljdino-brasno")).toMatchObject({
      priceRsd: 390,
      priceFrom: false,
      availability: "in_stock",
    });
    const list = await browsePublishedProducts({ locale: "en", search: "mesavina za hleb" });
    expect(byId(list.products, "mesavina-za-hleb-bez-glutena")).toMatchObject({
      priceRsd: 690,
      priceFrom: true,
      availability: "in_stock",
    });
    const page = await getProductPage({ id: "pekmez-od-sljive", locale: "en" });
    expect(page.status).toBe("found");
    if (page.status !== "found") return;
    expect(page.product).toMatchObject({ priceRsd: 560, availability: "out_of_stock", gtin: null });
    expect(page.similar.every((card) => "priceRsd" in card && "availability" in card)).toBe(true);
    const unpriced = await getProductPage({ id: "integralno-brasno-od-spelte", locale: "sr" });
    expect(unpriced.status === "found" && unpriced.product).toMatchObject({
      priceRsd: null,
      priceFrom: false,
      availability: null,
      shopUrls: [null, null],
    });
    // The route's loader hands the page what it shows.
    const context = new RouterContextProvider();
    context.set(requestInfoContext, {
      requestId: "test",
      nonce: "nonce",
      locale: "en",
      clientIp: "127.0.0.1",
    });
    const loaded = await productLoader({
      request: new Request(`${origin}/proizvod/heljdino-brasno?lng=en`),
      params: { id: "heljdino-brasno" },
      context,
    } as never);
    expect(loaded.product).toMatchObject({ priceRsd: 390, gtin: "8601234500117" });
  });

  it("gives most demo products their own page at each shop, where the shop buttons lead", async () => {
    const linked = demoProducts.filter((p) => (demoOffers[p.id]?.shops.length ?? 0) > 0);
    const priced = demoProducts.filter((p) => demoOffers[p.id]?.price !== undefined);
    expect(linked.length).toBeGreaterThanOrEqual(24);
    expect(linked.length).toBeLessThan(demoProducts.length);
    expect(priced.length).toBeGreaterThanOrEqual(24);
    await withDemo();
    expect(await followShopLink({ shop: 1, productId: "heljdino-brasno" })).toBe(
      "https://www.zdravakorpa.rs/proizvod/zrnce-heljdino-brasno",
    );
    expect(await followShopLink({ shop: 2, productId: "heljdino-brasno" })).toBe(
      demoShopLink(2, "heljdino-brasno", 500),
    );
    expect(demoShopLink(2, "heljdino-brasno", 500)).toBe(
      "https://www.ekopijaca.rs/proizvodi/zrnce-heljdino-brasno-500g",
    );
    // No page at the shops yet: the shop's search for it.
    expect(await followShopLink({ shop: 1, productId: "medenjaci-sa-lipovim-medom" })).toBe(
      "https://www.zdravakorpa.rs/pretraga?q=Medenjaci+sa+lipovim+medom",
    );
  });
});
