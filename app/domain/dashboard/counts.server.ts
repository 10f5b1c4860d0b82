import { sql } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import { shopDomain } from "#app/schemas/shop-link.ts";

export interface DashboardCounts {
  productsPublished: number;
  productsDraft: number;
  articlesPublished: number;
  articlesDraft: number;
  unreadMessages: number;
  /** Kept back by the spam rules, waiting for the owner (decision 0037). */
  heldMessages: number;
  subscribers: number;
  socialDrafts: number;
}

/** Rows of one table in one status; every counted table has a `status` column. */
type CountedTable = "product" | "article" | "contact_message" | "newsletter_subscriber" | "social_post";

async function countByStatus(table: CountedTable, status: string): Promise<number> {
  const result = await sql<{
    n: number | string;
  }>`select count(*) as n from ${sql.table(table)} where status = ${status}${
    // What is in the trash is counted nowhere but in the trash (migration 0014).
    table === "product" || table === "article" ? sql` and deleted_at is null` : sql``
  }`.execute(getDb());
  return Number(result.rows[0]?.n ?? 0);
}

/** What each dashboard figure counts: the rows of a table in one status. */
const counted: Record<keyof DashboardCounts, [table: CountedTable, status: string]> = {
  productsPublished: ["product", "published"],
  productsDraft: ["product", "draft"],
  articlesPublished: ["article", "published"],
  articlesDraft: ["article", "draft"],
  unreadMessages: ["contact_message", "unread"],
  heldMessages: ["contact_message", "held"],
  subscribers: ["newsletter_subscriber", "active"],
  socialDrafts: ["social_post", "draft"],
};

export async function getDashboardCounts(): Promise<DashboardCounts> {
  const figures = await Promise.all(
    Object.entries(counted).map(async ([key, [table, status]]) => [key, await countByStatus(table, status)]),
  );
  return Object.fromEntries(figures) as DashboardCounts;
}

export interface ShopClicks {
  /** Clicks per shop, most first; `name` is null for old clicks no shop can be named for. */
  byShop: { name: string | null; clicks: number }[];
  byProduct: { productId: string; name: string; clicks: number }[];
}

/** Click-throughs to the online shops over the last `days` days. */
export async function getShopClicks({
  locale,
  days = 30,
  now = new Date(),
}: {
  locale: "sr" | "en";
  days?: number;
  now?: Date;
}): Promise<ShopClicks> {
  const db = getDb();
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  const [byShop, byProduct, settings] = await Promise.all([
    db
      .selectFrom("shop_click")
      .select([
        "shop_host",
        "shop_name",
        (eb) => eb.fn.countAll<number>().as("n"),
        (eb) => eb.fn.max("created_at").as("last"),
      ])
      .where("created_at", ">=", since)
      .groupBy(["shop_host", "shop_name"])
      .execute(),
    db
      .selectFrom("shop_click as c")
      .leftJoin("product_translation as t", (j) =>
        j.onRef("t.product_id", "=", "c.product_id").on("t.locale", "=", locale),
      )
      .leftJoin("product_translation as s", (j) =>
        j.onRef("s.product_id", "=", "c.product_id").on("s.locale", "=", "sr"),
      )
      .select([
        "c.product_id",
        "t.name as name",
        "s.name as sr_name",
        (eb) => eb.fn.countAll<number>().as("n"),
      ])
      .where("c.created_at", ">=", since)
      .where("c.product_id", "is not", null)
      .groupBy(["c.product_id", "t.name", "s.name"])
      .orderBy("n", "desc")
      .limit(10)
      .execute(),
    getSettings(),
  ]);
  return {
    byShop: creditShops(byShop, settings.shops),
    byProduct: byProduct.map((r) => ({
      productId: r.product_id ?? "",
      name: r.name || r.sr_name || (r.product_id ?? ""),
      clicks: Number(r.n),
    })),
  };
}

/**
 * Clicks credited to shops as the owner knows them (docs/decisions/0031-shop-clicks-name-the-shop.md):
 * a click is the shop's whose site it went to. A shop still in the settings is
 * named as the settings name it now (a rename carries its clicks along); one no
 * longer there keeps the name it had at its last click. Clicks under one name are
 * counted together, so a shop that moved to a new address stays one line.
 */
function creditShops(
  groups: { shop_host: string | null; shop_name: string | null; n: number | string; last: string }[],
  shops: readonly { name: string; url: string }[],
): ShopClicks["byShop"] {
  const current = new Map(shops.map((s) => [shopDomain(s.url), s.name]));
  const latest = new Map<string | null, { name: string | null; last: string }>();
  for (const g of groups) {
    const seen = latest.get(g.shop_host);
    if (!seen || g.last > seen.last) latest.set(g.shop_host, { name: g.shop_name, last: g.last });
  }
  const totals = new Map<string | null, number>();
  for (const g of groups) {
    const name = (g.shop_host && current.get(g.shop_host)) || latest.get(g.shop_host)?.name || null;
    totals.set(name, (totals.get(name) ?? 0) + Number(g.n));
  }
  return [...totals]
    .map(([name, clicks]) => ({ name, clicks }))
    .sort((a, b) => b.clicks - a.clicks || (a.name ?? "").localeCompare(b.name ?? ""));
}
