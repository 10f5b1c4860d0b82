import { createHmac, randomUUID } from "node:crypto";
import { getDb } from "#app/db/connection.server.ts";
import { consumeRateLimit } from "#app/domain/security/rate-limit.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import { getEnv } from "#app/env.server.ts";
import { getLogger } from "#app/logger.server.ts";
import { isOnShopDomain, shopDomain, shopSearchFor } from "#app/schemas/shop-link.ts";

// Outbound links to the two online shops go through /shop/{1|2}?product={id},
// which counts the click and redirects (docs/decisions/0013-product-catalogue.md).
// The target is never taken from the request: it is the product's own link at
// that shop when it points into the configured shop's site, else the shop's search
// for the product's name (its search address in the settings, on its site), else
// the shop's home page. So the redirect cannot send anyone anywhere else.

export const shopNumbers = [1, 2] as const;
export type ShopNumber = (typeof shopNumbers)[number];

/** Who clicked, as far as counting needs to know: the client address and the browser it names. */
export interface ShopVisitor {
  address: string;
  userAgent: string;
}

/**
 * A visitor's clicks on one shop for one product count once in this window, so reloads,
 * double clicks and scripts do not inflate the owner's figures (issue 24, point 4).
 */
export const shopClickWindowSeconds = 30 * 60;
/** Clicks one address may add in the window, whatever browsers it claims to be. */
export const shopClicksPerAddress = 30;

/**
 * Where a click on shop `shop` (for `productId`, if given) goes, or null when there is
 * no such shop or no such published product. Counts the click of `visitor`, if given
 * (crawlers are not); counting never stands in the way of the redirect.
 */
export async function followShopLink({
  shop,
  productId,
  visitor,
}: {
  shop: ShopNumber;
  productId?: string | null;
  visitor?: ShopVisitor;
}): Promise<string | null> {
  const settings = await getSettings();
  const configured = settings.shops[shop - 1];
  if (!configured) return null;
  const home = configured.url;
  let target = home;
  if (productId) {
    const product = await getDb()
      .selectFrom("product as p")
      .innerJoin("product_translation as t", (j) =>
        j.onRef("t.product_id", "=", "p.id").on("t.locale", "=", "sr"),
      )
      .select(["p.shop1_url", "p.shop2_url", "t.name"])
      .where("p.id", "=", productId)
      .where("p.status", "=", "published")
      .executeTakeFirst();
    if (!product) return null;
    const own = shop === 1 ? product.shop1_url : product.shop2_url;
    // Its page there, or else the shop's search for its (Serbian) name where the
    // settings give one, or else the shop's home page.
    if (own && isOnShopDomain(own, home)) target = own;
    else if (configured.searchUrl && isOnShopDomain(configured.searchUrl, home))
      target = shopSearchFor(configured.searchUrl, product.name) ?? home;
  }
  if (visitor) {
    try {
      if (await isNewClick(visitor, shop, productId))
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
    } catch (error) {
      getLogger().warn({ err: error, shop, productId }, "shop click not counted");
    }
  }
  return target;
}

/** A keyed hash: counting needs to tell visitors apart, not to know who they are. */
const pseudonym = (text: string) =>
  createHmac("sha256", getEnv().SESSION_SECRET).update(`shop-click:${text}`).digest("base64url").slice(0, 22);

/**
 * The first click of this visitor on this shop and product in the window, within the
 * address's budget? Counted in the database's rate-limit rows (atomic, shared by every
 * instance), where visitors and addresses are kept only as pseudonyms.
 */
async function isNewClick(visitor: ShopVisitor, shop: ShopNumber, productId?: string | null) {
  const window = { windowSeconds: shopClickWindowSeconds };
  const who = pseudonym(`${visitor.address}\n${visitor.userAgent}`);
  return (
    (await consumeRateLimit(`shop-click:${who}:${shop}:${productId ?? ""}`, { ...window, max: 1 })) &&
    (await consumeRateLimit(`shop-click-address:${pseudonym(visitor.address)}`, {
      ...window,
      max: shopClicksPerAddress,
    }))
  );
}
