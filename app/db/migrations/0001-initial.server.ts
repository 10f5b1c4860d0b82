import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// Our tables keep timestamps as ISO text and flags as 0/1 on both dialects.
// better-auth's tables use the types its Kysely adapter expects per dialect.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const bool = pg ? "boolean" : "integer";
  const date = pg ? "timestamptz" : "text";

  await db.schema
    .createTable("media")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("mime_type", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("media_translation")
    .addColumn("media_id", "text", (c) => c.notNull().references("media.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("alt", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("media_translation_pk", ["media_id", "locale"])
    .execute();

  await db.schema
    .createTable("product")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("weight_grams", "integer", (c) => c.notNull())
    .addColumn("is_new", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_bestseller", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("featured_order", "integer")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("published_at", "text")
    .addColumn("shop1_url", "text")
    .addColumn("shop2_url", "text")
    .addColumn("energy_kj", "integer")
    .addColumn("energy_kcal", "integer")
    .addColumn("fat", "real")
    .addColumn("saturated_fat", "real")
    .addColumn("carbohydrate", "real")
    .addColumn("sugars", "real")
    .addColumn("fibre", "real")
    .addColumn("protein", "real")
    .addColumn("salt", "real")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("product_status_type_idx").on("product").columns(["status", "type"]).execute();
  await db.schema
    .createIndex("product_featured_idx")
    .on("product")
    .columns(["is_featured", "featured_order"])
    .execute();

  await db.schema
    .createTable("product_translation")
    .addColumn("product_id", "text", (c) =>
      c.notNull().references("product.id").onDelete("cascade").onUpdate("cascade"),
    )
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("short_description", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("ingredients", "text", (c) => c.notNull())
    .addColumn("search_text", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_translation_pk", ["product_id", "locale"])
    .execute();

  await db.schema
    .createTable("product_category")
    .addColumn("product_id", "text", (c) =>
      c.notNull().references("product.id").onDelete("cascade").onUpdate("cascade"),
    )
    .addColumn("category", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_category_pk", ["product_id", "category"])
    .execute();
  await db.schema
    .createIndex("product_category_category_idx")
    .on("product_category")
    .columns(["category", "product_id"])
    .execute();

  await db.schema
    .createTable("product_allergen")
    .addColumn("product_id", "text", (c) =>
      c.notNull().references("product.id").onDelete("cascade").onUpdate("cascade"),
    )
    .addColumn("allergen", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_allergen_pk", ["product_id", "allergen"])
    .execute();

  await db.schema
    .createTable("product_image")
    .addColumn("product_id", "text", (c) =>
      c.notNull().references("product.id").onDelete("cascade").onUpdate("cascade"),
    )
    .addColumn("media_id", "text", (c) => c.notNull().references("media.id").onDelete("restrict"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("product_image_pk", ["product_id", "media_id"])
    .execute();

  await db.schema
    .createTable("product_redirect")
    .addColumn("old_id", "text", (c) => c.primaryKey())
    .addColumn("product_id", "text", (c) =>
      c.notNull().references("product.id").onDelete("cascade").onUpdate("cascade"),
    )
    .execute();

  await db.schema
    .createTable("article")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("cover_id", "text", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("published_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("article_status_published_idx")
    .on("article")
    .columns(["status", "published_at"])
    .execute();

  await db.schema
    .createTable("article_translation")
    .addColumn("article_id", "text", (c) => c.notNull().references("article.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("excerpt", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("reading_minutes", "integer", (c) => c.notNull())
    .addColumn("search_text", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("article_translation_pk", ["article_id", "locale"])
    .execute();

  await db.schema
    .createTable("newsletter_subscriber")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("unsubscribed_at", "text")
    .execute();

  await db.schema
    .createTable("contact_message")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("product_id", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("unread"))
    .addColumn("mail_status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("contact_message_created_idx")
    .on("contact_message")
    .columns(["created_at"])
    .execute();

  await db.schema
    .createTable("social_post")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("platform", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("source_type", "text", (c) => c.notNull())
    .addColumn("source_id", "text")
    .addColumn("topic", "text")
    .addColumn("tone", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("scheduled_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("setting")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("actor", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text")
    .addColumn("detail", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created_idx").on("audit_log").columns(["created_at"]).execute();

  await db.schema
    .createTable("shop_click")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_id", "text")
    .addColumn("shop", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("rate_limit")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("window_start", "text", (c) => c.notNull())
    .execute();

  // better-auth (core schema, email + password).
  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", sql.raw(bool), (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", sql.raw(date), (c) => c.notNull())
    .addColumn("updatedAt", sql.raw(date), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("expiresAt", sql.raw(date), (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", sql.raw(date), (c) => c.notNull())
    .addColumn("updatedAt", sql.raw(date), (c) => c.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("session_user_idx").on("session").column("userId").execute();
  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", sql.raw(date))
    .addColumn("refreshTokenExpiresAt", sql.raw(date))
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", sql.raw(date), (c) => c.notNull())
    .addColumn("updatedAt", sql.raw(date), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("account_user_idx").on("account").column("userId").execute();
  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", sql.raw(date), (c) => c.notNull())
    .addColumn("createdAt", sql.raw(date), (c) => c.notNull())
    .addColumn("updatedAt", sql.raw(date), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("rateLimit")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("lastRequest", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "rateLimit",
    "verification",
    "account",
    "session",
    "user",
    "rate_limit",
    "shop_click",
    "audit_log",
    "setting",
    "social_post",
    "contact_message",
    "newsletter_subscriber",
    "article_translation",
    "article",
    "product_redirect",
    "product_image",
    "product_allergen",
    "product_category",
    "product_translation",
    "product",
    "media_translation",
    "media",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
