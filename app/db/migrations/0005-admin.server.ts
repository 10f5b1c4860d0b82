import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code.
// - admin_seen: when each admin last looked at messages and subscribers (the bell).
// - better-auth's two-factor plugin: user.twoFactorEnabled and the twoFactor table.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const bool = pg ? "boolean" : "integer";
  const date = pg ? "timestamptz" : "text";

  await db.schema
    .createTable("admin_seen")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("messages_seen_at", "text")
    .addColumn("subscribers_seen_at", "text")
    .execute();

  await db.schema
    .alterTable("user")
    .addColumn("twoFactorEnabled", sql.raw(bool), (c) => c.defaultTo(pg ? sql`false` : 0))
    .execute();
  await db.schema
    .createTable("twoFactor")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backupCodes", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("verified", sql.raw(bool), (c) => c.defaultTo(pg ? sql`true` : 1))
    .addColumn("failedVerificationCount", "integer", (c) => c.defaultTo(0))
    .addColumn("lockedUntil", sql.raw(date))
    .execute();
  await db.schema.createIndex("two_factor_user_idx").on("twoFactor").column("userId").execute();
  await db.schema.createIndex("two_factor_secret_idx").on("twoFactor").column("secret").execute();
  await db.schema
    .createIndex("newsletter_subscriber_created_idx")
    .on("newsletter_subscriber")
    .column("created_at")
    .execute();
  await db.schema
    .createIndex("shop_click_created_idx")
    .on("shop_click")
    .columns(["created_at", "shop"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("twoFactor").ifExists().execute();
  await db.schema.alterTable("user").dropColumn("twoFactorEnabled").execute();
  await db.schema.dropTable("admin_seen").ifExists().execute();
  await db.schema.dropIndex("newsletter_subscriber_created_idx").ifExists().execute();
  await db.schema.dropIndex("shop_click_created_idx").ifExists().execute();
}
