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

export async function getDashboardCounts(): Promise<DashboardCounts> {
  const db = getDb();
  const count = (q: Promise<{ n: number | string } | undefined>) => q.then((r) => Number(r?.n ?? 0));
  const [
    productsPublished,
    productsDraft,
    articlesPublished,
    articlesDraft,
    unreadMessages,
    subscribers,
    socialDrafts,
  ] = await Promise.all([
    count(
      db
        .selectFrom("product")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "published")
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom("product")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "draft")
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom("article")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "published")
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom("article")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "draft")
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom("contact_message")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "unread")
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom("newsletter_subscriber")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "active")
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom("social_post")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "draft")
        .executeTakeFirst(),
    ),
  ]);
  return {
    productsPublished,
    productsDraft,
    articlesPublished,
    articlesDraft,
    unreadMessages,
    subscribers,
    socialDrafts,
  };
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
