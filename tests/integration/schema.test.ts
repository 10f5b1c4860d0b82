import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";

const now = "2026-11-21T10:00:00.000Z";
const later = "2026-11-22T10:00:00.000Z";

// One create/read/update/delete round trip per table, in dependency order.
const cases = [
  {
    table: "media",
    key: { id: "m1" },
    row: {
      id: "m1",
      file_name: "a.png",
      mime_type: "image/webp",
      width: 10,
      height: 8,
      size_bytes: 100,
      token: "t",
      created_at: now,
    },
    update: { width: 20 },
  },
  {
    table: "media_translation",
    key: { media_id: "m1", locale: "sr" },
    row: { media_id: "m1", locale: "sr", alt: "Hleb" },
    update: { alt: "Vekna" },
  },
  {
    table: "product",
    key: { id: "heljdino-brasno" },
    row: {
      id: "heljdino-brasno",
      type: "flourMixes",
      weight_grams: 500,
      is_new: 1,
      is_bestseller: 0,
      is_featured: 1,
      featured_order: 1,
      status: "published",
      published_at: now,
      shop1_url: null,
      shop2_url: null,
      energy_kj: 1439,
      energy_kcal: 343,
      fat: 3.4,
      saturated_fat: 0.7,
      carbohydrate: 71.5,
      sugars: 0.9,
      fibre: 10,
      protein: 13.3,
      salt: 0.01,
      created_at: now,
      updated_at: now,
    },
    update: { weight_grams: 1000 },
  },
  {
    table: "product_translation",
    key: { product_id: "heljdino-brasno", locale: "sr" },
    row: {
      product_id: "heljdino-brasno",
      locale: "sr",
      name: "Heljdino brašno",
      short_description: "Kratko",
      description: "Opis",
      ingredients: "heljda",
      search_text: "heljdino brasno",
    },
    update: { name: "Brašno od heljde" },
  },
  {
    table: "product_category",
    key: { product_id: "heljdino-brasno", category: "glutenFree" },
    row: { product_id: "heljdino-brasno", category: "glutenFree" },
    update: null,
  },
  {
    table: "product_allergen",
    key: { product_id: "heljdino-brasno", allergen: "sesame" },
    row: { product_id: "heljdino-brasno", allergen: "sesame", kind: "may_contain" },
    update: { kind: "contains" },
  },
  {
    table: "product_image",
    key: { product_id: "heljdino-brasno", media_id: "m1" },
    row: { product_id: "heljdino-brasno", media_id: "m1", position: 0 },
    update: { position: 2 },
  },
  {
    table: "product_redirect",
    key: { old_id: "staro-brasno" },
    row: { old_id: "staro-brasno", product_id: "heljdino-brasno" },
    update: { old_id: "jos-starije" },
  },
  {
    table: "article",
    key: { id: "a1" },
    row: {
      id: "a1",
      slug: "recept",
      category: "recipes",
      featured: 0,
      author: "Milica",
      cover_id: "m1",
      status: "draft",
      published_at: null,
      created_at: now,
      updated_at: now,
    },
    update: { status: "published", published_at: later },
  },
  {
    table: "article_translation",
    key: { article_id: "a1", locale: "en" },
    row: {
      article_id: "a1",
      locale: "en",
      title: "Recipe",
      excerpt: "Short",
      body: "<p>Body</p>",
      reading_minutes: 1,
      search_text: "recipe",
    },
    update: { reading_minutes: 3 },
  },
  {
    table: "newsletter_subscriber",
    key: { id: "s1" },
    row: {
      id: "s1",
      email: "ana@example.com",
      locale: "sr",
      status: "active",
      token: "tok",
      created_at: now,
      unsubscribed_at: null,
    },
    update: { status: "unsubscribed", unsubscribed_at: later },
  },
  {
    table: "contact_message",
    key: { id: "c1" },
    row: {
      id: "c1",
      name: "Ana",
      email: "ana@example.com",
      phone: null,
      subject: "general",
      message: "Zdravo",
      locale: "sr",
      product_id: null,
      status: "unread",
      mail_status: "pending",
      created_at: now,
    },
    update: { status: "read", mail_status: "sent" },
  },
  {
    table: "social_post",
    key: { id: "p1" },
    row: {
      id: "p1",
      platform: "instagram",
      locale: "sr",
      source_type: "product",
      source_id: "heljdino-brasno",
      topic: null,
      tone: "warm",
      body: "Tekst",
      status: "draft",
      scheduled_at: null,
      created_at: now,
      updated_at: now,
    },
    update: { status: "scheduled", scheduled_at: later },
  },
  {
    table: "setting",
    key: { key: "brandName" },
    row: { key: "brandName", value: '"Zrnce"', updated_at: now },
    update: { value: '"Zrno"' },
  },
  {
    table: "audit_log",
    key: { id: "l1" },
    row: {
      id: "l1",
      actor: "admin@zrnce.rs",
      action: "update",
      entity: "product",
      entity_id: "heljdino-brasno",
      detail: null,
      created_at: now,
    },
    update: { detail: "{}" },
  },
  {
    table: "shop_click",
    key: { id: "k1" },
    row: { id: "k1", product_id: "heljdino-brasno", shop: "0", created_at: now },
    update: { shop: "1" },
  },
  {
    table: "rate_limit",
    key: { key: "login:127.0.0.1" },
    row: { key: "login:127.0.0.1", count: 1, window_start: now },
    update: { count: 2 },
  },
] as const;

describe.each(dialects)("schema on %s", (dialect) => {
  const database = useTestDatabase(dialect);

  it("runs every migration, and running again changes nothing", async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
    const tables = await database.db.introspection.getTables();
    const names = tables.map((t) => t.name);
    for (const c of cases) expect(names).toContain(c.table);
    for (const t of ["user", "session", "account", "verification", "rateLimit"]) expect(names).toContain(t);
  });

  for (const c of cases) {
    it(`creates, reads, updates and deletes a ${c.table} row`, async () => {
      const db = database.db as any;
      const where = (q: any) => Object.entries(c.key).reduce((acc, [k, v]) => acc.where(k, "=", v), q);
      await db.insertInto(c.table).values(c.row).execute();
      const read = await where(db.selectFrom(c.table).selectAll()).executeTakeFirstOrThrow();
      expect(read).toMatchObject(c.row);
      let key: Record<string, unknown> = c.key;
      if (c.update) {
        await where(db.updateTable(c.table).set(c.update)).execute();
        key = { ...c.key, ...Object.fromEntries(Object.entries(c.update).filter(([k]) => k in c.key)) };
        const updated = await Object.entries(key)
          .reduce((acc: any, [k, v]) => acc.where(k, "=", v), db.selectFrom(c.table).selectAll())
          .executeTakeFirstOrThrow();
        expect(updated).toMatchObject(c.update);
      }
      // Leave the rows others depend on; delete the rest and check they are gone.
      if (["media", "product", "article", "media_translation"].includes(c.table)) return;
      await Object.entries(key)
        .reduce((acc: any, [k, v]) => acc.where(k, "=", v), db.deleteFrom(c.table))
        .execute();
      const gone = await Object.entries(key)
        .reduce((acc: any, [k, v]) => acc.where(k, "=", v), db.selectFrom(c.table).selectAll())
        .executeTakeFirst();
      expect(gone).toBeUndefined();
    });
  }

  it("cascades translations when a product is deleted, and enforces foreign keys", async () => {
    const db = database.db;
    await db.deleteFrom("product_image").execute();
    await db.deleteFrom("product").where("id", "=", "heljdino-brasno").execute();
    const left = await db
      .selectFrom("product_translation")
      .selectAll()
      .where("product_id", "=", "heljdino-brasno")
      .execute();
    expect(left).toEqual([]);
    await expect(
      db.insertInto("product_category").values({ product_id: "does-not-exist", category: "vegan" }).execute(),
    ).rejects.toThrow();
  });

  it("deletes the remaining parent rows", async () => {
    const db = database.db;
    await db.deleteFrom("article").where("id", "=", "a1").execute();
    await db.deleteFrom("media").where("id", "=", "m1").execute();
    const rows = await sql<{ n: number }>`select count(*) as n from media`.execute(db);
    expect(Number(rows.rows[0]?.n)).toBe(0);
  });
});
