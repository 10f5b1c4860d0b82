import { sql } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import { type AuditEntry, recordAudit } from "#app/domain/audit/audit.server.ts";
import { writeChange } from "#app/domain/content/changes.server.ts";
import type { Settings } from "#app/schemas/settings.ts";
import { isOnShopDomain, type LeftBehindLinks, linkOrigin, moveToShop } from "#app/schemas/shop-link.ts";

// Products' links at the two online shops that no longer lead into their shop's
// site (its address changed in the settings): the settings screen lists them,
// grouped by the address they start with, and moves a group to the shop's new
// address in one recorded change. The /shop/{n} redirect ignores such a link
// (it sends the visitor to the shop's home page), so until then they are lost.

type Shops = Settings["shops"];

const columns = { 1: "shop1_url", 2: "shop2_url" } as const;

async function productLinks() {
  return getDb()
    .selectFrom("product")
    .innerJoin("product_translation", (join) =>
      join
        .onRef("product_translation.product_id", "=", "product.id")
        .on("product_translation.locale", "=", "sr"),
    )
    .select(["product.id", "product_translation.name", "product.shop1_url", "product.shop2_url"])
    .where((eb) => eb.or([eb("product.shop1_url", "is not", null), eb("product.shop2_url", "is not", null)]))
    .orderBy("product_translation.name")
    .execute();
}

/** The links off their shop's site, by shop and by the address they start with. */
export async function listLeftBehindShopLinks(shops: Shops): Promise<LeftBehindLinks[]> {
  const groups = new Map<string, LeftBehindLinks>();
  for (const row of await productLinks()) {
    for (const shop of [1, 2] as const) {
      const link = row[columns[shop]];
      const shopUrl = shops[shop - 1]?.url;
      if (!link || !shopUrl || isOnShopDomain(link, shopUrl)) continue;
      const origin = linkOrigin(link);
      const key = `${shop} ${origin}`;
      const group = groups.get(key) ?? { shop, origin, products: [] };
      group.products.push({ id: row.id, name: row.name, link, moved: moveToShop(link, shopUrl) });
      groups.set(key, group);
    }
  }
  return [...groups.values()];
}

/**
 * Moves the links at `shop` that start with `origin` (and are off the shop's
 * site) to the shop's current address, keeping each link's path. One audit line
 * per product; the count of links moved.
 */
export async function moveShopLinks(
  { shop, origin }: { shop: 1 | 2; origin: string },
  shops: Shops,
  actor: string,
): Promise<number> {
  const shopUrl = shops[shop - 1]?.url;
  if (!shopUrl) return 0;
  const column = columns[shop];
  const group = (await listLeftBehindShopLinks(shops)).find((g) => g.shop === shop && g.origin === origin);
  if (!group) return 0;
  return writeChange("catalogue", async (trx) => {
    const now = new Date().toISOString();
    const lines: AuditEntry[] = [];
    for (const product of group.products) {
      // Only a link still as listed: one the owner changed meanwhile is left alone.
      const result = await trx
        .updateTable("product")
        // An editor open on the product was loaded with the old link: it goes stale.
        .set({ [column]: product.moved, updated_at: now, version: sql<number>`version + 1` })
        .where("id", "=", product.id)
        .where(column, "=", product.link)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0)
        lines.push({
          actor,
          action: "update",
          entity: "product",
          entityId: product.id,
          detail: { shopLink: shop, from: product.link, to: product.moved },
        });
    }
    // A line per product; writeChange records the last one and drops the public pages' copies.
    for (const line of lines.slice(0, -1)) await recordAudit(trx, line);
    return { result: lines.length, audit: lines.at(-1) ?? null };
  });
}
