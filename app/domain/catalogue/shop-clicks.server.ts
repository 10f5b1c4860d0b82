import { randomUUID } from "node:crypto";
import { getDb } from "#app/db/connection.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import { isOnShopDomain, shopDomain } from "#app/schemas/shop-link.ts";

// Outbound links to the two online shops go through /shop/{1|2}?product={id},
// which counts the click and redirects (docs/decisions/0013-product-catalogue.md).
// The target is never taken from the request: it is the product's own link at
// that shop when it points into the configured shop's site, else the shop's home
// page from the settings. So the redirect cannot send anyone anywhere else.

export const shopNumbers = [1, 2] as const;
export type ShopNumber = (typeof shopNumbers)[number];

/**
 * Where a click on shop `shop` (for `productId`, if given) goes, or null when there is
 * no such shop or no such published product. Records the click when `record` is set.
 */
export async function followShopLink({
  shop,
  productId,
  record = true,
}: {
  shop: ShopNumber;
  productId?: string | null;
  record?: boolean;
}): Promise<string | null> {
  const settings = await getSettings();
  const configured = settings.shops[shop - 1];
  if (!configured) return null;
  const home = configured.url;
  let target = home;
  if (productId) {
    const product = await getDb()
      .selectFrom("product")
      .select(["shop1_url", "shop2_url"])
      .where("id", "=", productId)
      .where("status", "=", "published")
      .executeTakeFirst();
    if (!product) return null;
    const own = shop === 1 ? product.shop1_url : product.shop2_url;
    if (own && isOnShopDomain(own, home)) target = own;
  }
  if (record) {
    await getDb()
      .insertInto("shop_click")
      .values({
        id: randomUUID(),
        product_id: productId ?? null,
        shop: String(shop),
        // Which shop it was, as the settings name it now: the number alone would
        // credit a later shop in that place (docs/decisions/0031-shop-clicks-name-the-shop.md).
        shop_name: configured.name,
        shop_host: shopDomain(home),
        created_at: new Date().toISOString(),
      })
      .execute();
  }
  return target;
}
