import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestInfoContext } from "#app/context.server.ts";
import { demoProducts } from "#app/demo/products.ts";
import { insertProduct } from "#app/demo/seed.server.ts";
import { shopClicksPerAddress } from "#app/domain/catalogue/shop-clicks.server.ts";
import { loader as shopLoader } from "#app/routes/resources/shop.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";

// Issue 24, point 4: /shop/{1,2}?product=… stored a row per request, without limit.
// A visitor's click now counts once per product and shop in 30 minutes, one address
// adds a bounded number whatever browsers it claims, crawlers are not counted, and
// the visitor is sent to the shop every time, counted or not.

const [first, second] = demoProducts as [(typeof demoProducts)[0], (typeof demoProducts)[0]];
const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";
const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

async function click(shop: 1 | 2, productId: string, clientIp: string, userAgent: string | null = chrome) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp });
  const response = await shopLoader({
    request: new Request(`http://localhost/shop/${shop}?product=${productId}`, {
      headers: userAgent === null ? {} : { "user-agent": userAgent },
    }),
    params: { shop: String(shop) },
    context,
  } as never);
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toMatch(/^https:\/\//);
}

describe.each(dialects)("counting shop clicks on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const clicks = async () =>
    (await database.db.selectFrom("shop_click").select(["product_id", "shop"]).execute())
      .map((r) => `${r.product_id} ${r.shop}`)
      .sort();
  const startAfresh = async () => {
    if ((await database.db.selectFrom("product").select("id").execute()).length === 0)
      for (const product of [first, second]) await insertProduct(product);
    await database.db.deleteFrom("shop_click").execute();
    await database.db.deleteFrom("rate_limit").execute();
  };

  it("counts a visitor's clicks once per product and shop in 30 minutes", async () => {
    await startAfresh();
    for (let i = 0; i < 5; i++) await click(1, first.id, "203.0.113.5");
    expect(await clicks()).toEqual([`${first.id} 1`]);
    await click(2, first.id, "203.0.113.5");
    await click(1, second.id, "203.0.113.5");
    // Another address, and another browser behind the same address, are other visitors.
    await click(1, first.id, "203.0.113.6");
    await click(1, first.id, "203.0.113.5", firefox);
    expect(await clicks()).toEqual([
      `${first.id} 1`,
      `${first.id} 1`,
      `${first.id} 1`,
      `${first.id} 2`,
      `${second.id} 1`,
    ]);
    // Neither the address nor the browser is kept as it came.
    const keys = (await database.db.selectFrom("rate_limit").select("key").execute()).map((r) => r.key);
    expect(keys.join(" ")).not.toMatch(/203\.0\.113|Mozilla/);
    // Half an hour later the same visitor's click counts again.
    const longAgo = new Date(Date.now() - 31 * 60_000).toISOString();
    await database.db.updateTable("rate_limit").set({ window_start: longAgo }).execute();
    await click(1, first.id, "203.0.113.5");
    expect((await clicks()).filter((c) => c === `${first.id} 1`)).toHaveLength(4);
  });

  it("counts one of many clicks arriving at once", async () => {
    await startAfresh();
    await Promise.all(Array.from({ length: 20 }, () => click(2, second.id, "198.51.100.7")));
    expect(await clicks()).toEqual([`${second.id} 2`]);
  });

  it("lets one address add a bounded number of clicks, whatever browsers it claims to be", async () => {
    await startAfresh();
    for (let i = 0; i < shopClicksPerAddress + 10; i++)
      await click(1, first.id, "198.51.100.8", `${chrome} Build/${i}`);
    expect(await clicks()).toHaveLength(shopClicksPerAddress);
  });

  it("sends crawlers and clients that name no browser on without counting them", async () => {
    await startAfresh();
    for (const agent of ["Googlebot/2.1 (+http://www.google.com/bot.html)", "curl/8.5.0", "", null])
      await click(1, first.id, "198.51.100.9", agent);
    expect(await clicks()).toEqual([]);
  });

  it("sends the visitor on even when the click cannot be counted", async () => {
    await startAfresh();
    // The clicks' table is away: storing the click fails, the redirect does not.
    await database.db.schema.alterTable("shop_click").renameTo("shop_click_away").execute();
    try {
      await click(1, first.id, "198.51.100.10");
    } finally {
      await database.db.schema.alterTable("shop_click_away").renameTo("shop_click").execute();
    }
    expect(await clicks()).toEqual([]);
  });
});
