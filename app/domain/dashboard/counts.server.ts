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
