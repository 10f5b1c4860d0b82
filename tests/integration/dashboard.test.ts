import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/db.server.ts";
import { demoArticles } from "#app/demo/articles.ts";
import { demoProducts } from "#app/demo/products.ts";
import { insertArticle, insertProduct } from "#app/demo/seed.server.ts";
import { getDashboardCounts } from "#app/domain/dashboard/counts.server.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";

describe.each(dialects)("dashboard counts on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.close();
  });

  it("counts each kind of row in the status it is shown for", async () => {
    expect(await getDashboardCounts()).toEqual({
      productsPublished: 0,
      productsDraft: 0,
      articlesPublished: 0,
      articlesDraft: 0,
      unreadMessages: 0,
      heldMessages: 0,
      subscribers: 0,
      socialDrafts: 0,
    });
    await insertProduct(demoProducts[0]!);
    await insertProduct(demoProducts[1]!);
    await insertProduct(demoProducts[2]!, { status: "draft" });
    await insertArticle(demoArticles[0]!);
    await insertArticle(demoArticles[1]!, { status: "draft", publishedAt: null });
    await insertArticle(demoArticles[2]!, { status: "draft", publishedAt: null });
    const now = new Date().toISOString();
    const message = {
      name: "Ana",
      email: "ana@example.com",
      phone: null,
      subject: "general",
      message: "Zdravo",
      locale: "sr" as const,
      product_id: null,
      mail_status: "sent" as const,
      created_at: now,
    };
    await database.db
      .insertInto("contact_message")
      .values([
        { ...message, id: randomUUID(), status: "unread" },
        { ...message, id: randomUUID(), status: "read" },
      ])
      .execute();
    const subscriber = { locale: "sr" as const, created_at: now, unsubscribed_at: null };
    await database.db
      .insertInto("newsletter_subscriber")
      .values([
        { ...subscriber, id: randomUUID(), email: "a@example.com", token: randomUUID(), status: "active" },
        {
          ...subscriber,
          id: randomUUID(),
          email: "b@example.com",
          token: randomUUID(),
          status: "unsubscribed",
        },
      ])
      .execute();
    expect(await getDashboardCounts()).toEqual({
      productsPublished: 2,
      productsDraft: 1,
      articlesPublished: 1,
      articlesDraft: 2,
      unreadMessages: 1,
      heldMessages: 0,
      subscribers: 1,
      socialDrafts: 0,
    });
  });
});
