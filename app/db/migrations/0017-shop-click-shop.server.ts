import type { Kysely } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// A shop click also records which shop it was, by the shop's name and its
// site's host at the moment of the click, so the dashboard still credits the
// right shop after the owner renames, swaps or replaces the shops in the
// settings (docs/decisions/0031-shop-clicks-name-the-shop.md). Clicks made
// before are credited to the shops the settings name now: nothing better is known.

// The settings' shops as the app shipped them when this was written.
const defaultShops = [
  { name: "Zdrava korpa", url: "https://www.zdravakorpa.rs/" },
  { name: "Eko pijaca", url: "https://www.ekopijaca.rs/" },
];

const hostOf = (url: string) => {
  try {
    return new URL(url).host.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
};

async function currentShops(db: Kysely<any>): Promise<{ name: string; url: string }[]> {
  const row = await db.selectFrom("setting").select("value").where("key", "=", "shops").executeTakeFirst();
  try {
    const shops = row ? JSON.parse(row.value) : null;
    if (Array.isArray(shops) && shops.every((s) => typeof s?.name === "string" && typeof s?.url === "string"))
      return shops;
  } catch {
    // A corrupt row: the app falls back to the defaults too.
  }
  return defaultShops;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("shop_click").addColumn("shop_name", "text").execute();
  await db.schema.alterTable("shop_click").addColumn("shop_host", "text").execute();
  const shops = await currentShops(db);
  for (const [index, shop] of shops.entries())
    await db
      .updateTable("shop_click")
      .set({ shop_name: shop.name, shop_host: hostOf(shop.url) })
      .where("shop", "=", String(index + 1))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("shop_click").dropColumn("shop_host").execute();
  await db.schema.alterTable("shop_click").dropColumn("shop_name").execute();
}
