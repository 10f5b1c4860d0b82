import { sql } from "kysely";
import { getDb } from "#app/db/connection.server.ts";

export interface DashboardCounts {
  productsPublished: number;
  productsDraft: number;
  articlesPublished: number;
  articlesDraft: number;
  unreadMessages: number;
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
  byShop: { shop: string; clicks: number }[];
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
  const [byShop, byProduct] = await Promise.all([
    db
      .selectFrom("shop_click")
      .select(["shop", (eb) => eb.fn.countAll<number>().as("n")])
      .where("created_at", ">=", since)
      .groupBy("shop")
      .orderBy("n", "desc")
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
  ]);
  return {
    byShop: byShop.map((r) => ({ shop: r.shop, clicks: Number(r.n) })),
    byProduct: byProduct.map((r) => ({
      productId: r.product_id ?? "",
      name: r.name || r.sr_name || (r.product_id ?? ""),
      clicks: Number(r.n),
    })),
  };
}
