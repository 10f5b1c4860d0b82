import type { Kysely } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// Scheduled social posts that remind, and the content calendar as an iCal feed
// (issue 25, point 9; docs/decisions/0046-post-reminders-and-calendar-feed.md):
// - social_post.reminded_at: when the owners were reminded of the post's current
//   date (null again when it is rescheduled); a reminded, still scheduled post is in the bell.
// - social_post.published_url: the address of the post on its platform, given
//   when it is marked as published.
// - calendar_feed: one secret feed address per owner, kept only as its SHA-256.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("social_post").addColumn("reminded_at", "text").execute();
  await db.schema.alterTable("social_post").addColumn("published_url", "text").execute();
  await db.schema
    .createTable("calendar_feed")
    .addColumn("user_id", "text", (c) => c.primaryKey())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("calendar_feed").execute();
  await db.schema.alterTable("social_post").dropColumn("published_url").execute();
  await db.schema.alterTable("social_post").dropColumn("reminded_at").execute();
}
