import { randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessionContext, requestInfoContext } from "#app/context.server.ts";
import type { Database } from "#app/db/db.server.ts";
import * as shopClickMigration from "#app/db/migrations/0017-shop-click-shop.server.ts";
import { demoProducts } from "#app/demo/products.ts";
import { insertProduct } from "#app/demo/seed.server.ts";
import { getSettings, saveSettings } from "#app/domain/settings/settings.server.ts";
import { loader as dashboardLoader } from "#app/routes/admin/dashboard.tsx";
import { loader as shopLoader } from "#app/routes/resources/shop.ts";
import { defaultSettings } from "#app/schemas/settings-defaults.ts";
import { shopSearchFor } from "#app/schemas/shop-link.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";

// The dashboard's shop-click report, from a visitor's click on a product page's
// shop button (/shop/1, /shop/2) to the owner's dashboard: each click is credited
// to the shop it went to, by the name the owner knows, also after the shops in
// the settings are swapped, renamed or replaced.

// One without a page of its own at the shops (app/demo/offers.ts): each click lands on the shop's search for it.
const product = demoProducts.find((p) => p.id === "integralno-brasno-od-spelte")!;
const searchAt = (i: 0 | 1) => shopSearchFor(defaultSettings.shops[i].searchUrl ?? "", product.sr.name);
const context = (clientIp = "10.0.0.1") => {
  const c = new RouterContextProvider();
  c.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp });
  c.set(adminSessionContext, {
    userId: "u1",
    email: "owner@zrnce.rs",
    sessionId: "s1",
    role: "owner",
    name: "Admin",
  });
  return c;
};
const browser = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36",
};

// Each click is another visitor's: one visitor's repeated clicks count once.
let visitors = 0;
async function click(shop: 1 | 2) {
  const response = await shopLoader({
    request: new Request(`http://localhost/shop/${shop}?product=${product.id}`, { headers: browser }),
    params: { shop: String(shop) },
    context: context(`10.0.1.${++visitors}`),
  } as never);
  expect(response.status).toBe(302);
  return response.headers.get("location");
}

async function report() {
  const data = await dashboardLoader({
    request: new Request("http://localhost/admin"),
    params: {},
    context: context(),
  } as never);
  return data.clicks;
}

describe.each(dialects)("the shop-click report on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await insertProduct(product);
  });
  afterAll(async () => {
    await database.close();
  });

  it("credits clicks on a product page's shop buttons to the shops as labelled and to the product", async () => {
    expect(await click(1)).toBe(searchAt(0));
    expect(await click(2)).toBe(searchAt(1));
    expect(await click(2)).toBe(searchAt(1));
    const clicks = await report();
    expect(clicks.byShop).toEqual([
      { name: "Eko pijaca", clicks: 2 },
      { name: "Zdrava korpa", clicks: 1 },
    ]);
    expect(clicks.byProduct).toEqual([{ productId: product.id, name: product.sr.name, clicks: 3 }]);
  });

  it("keeps crediting the right shop after the owner swaps the two shops in the settings", async () => {
    const [first, second] = (await getSettings()).shops;
    await saveSettings({ shops: [second, first] }, "owner@zrnce.rs");
    // Shop 1 is now Eko pijaca: a click on it is Eko pijaca's.
    expect(await click(1)).toBe(searchAt(1));
    expect((await report()).byShop).toEqual([
      { name: "Eko pijaca", clicks: 3 },
      { name: "Zdrava korpa", clicks: 1 },
    ]);
  });

  it("carries a shop's clicks to its new name, and keeps a replaced shop's clicks under its own", async () => {
    await saveSettings(
      {
        shops: [
          { name: "Eko pijaca Fruška gora", url: "https://ekopijaca.rs/prodavnica" },
          { name: "Bio svet", url: "https://www.biosvet.rs/" },
        ],
      },
      "owner@zrnce.rs",
    );
    expect(await click(2)).toBe("https://www.biosvet.rs/");
    expect((await report()).byShop).toEqual([
      { name: "Eko pijaca Fruška gora", clicks: 3 },
      { name: "Bio svet", clicks: 1 },
      { name: "Zdrava korpa", clicks: 1 },
    ]);
    await saveSettings({ shops: defaultSettings.shops }, "owner@zrnce.rs");
  });

  it("names the clicks counted before the shop was recorded by the shops in the settings (migration 0017)", async () => {
    await database.db.deleteFrom("shop_click").execute();
    await shopClickMigration.down(database.db);
    const now = new Date().toISOString();
    await database.db
      .insertInto("shop_click")
      .values([
        { id: randomUUID(), product_id: product.id, shop: "1", created_at: now },
        { id: randomUUID(), product_id: product.id, shop: "2", created_at: now },
        { id: randomUUID(), product_id: product.id, shop: "2", created_at: now },
      ] as never)
      .execute();
    await shopClickMigration.up(database.db);
    const rows = await database.db
      .selectFrom("shop_click")
      .select(["shop", "shop_name", "shop_host"])
      .orderBy("shop")
      .execute();
    expect(rows).toEqual([
      { shop: "1", shop_name: "Zdrava korpa", shop_host: "zdravakorpa.rs" },
      { shop: "2", shop_name: "Eko pijaca", shop_host: "ekopijaca.rs" },
      { shop: "2", shop_name: "Eko pijaca", shop_host: "ekopijaca.rs" },
    ]);
    expect((await report()).byShop).toEqual([
      { name: "Eko pijaca", clicks: 2 },
      { name: "Zdrava korpa", clicks: 1 },
    ]);
  });
});
