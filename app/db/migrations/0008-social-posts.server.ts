import type { Kysely } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code.
// social_post gains what the writer and the content overview need:
// - group_id, variant: the drafts of one generation, and which variant each is;
// - source_title: the item's name or title when saved, for the list, search and a deleted source;
// - link_url: the call to action the post carries (product page or shop);
// - writer: "builtin" or "ai", which wrote the first text;
// - search_text: body and title folded to plain ASCII, as elsewhere.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("social_post").addColumn("group_id", "text").execute();
  await db.schema
    .alterTable("social_post")
    .addColumn("variant", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("social_post").addColumn("source_title", "text").execute();
  await db.schema.alterTable("social_post").addColumn("link_url", "text").execute();
  await db.schema
    .alterTable("social_post")
    .addColumn("writer", "text", (c) => c.notNull().defaultTo("builtin"))
    .execute();
  await db.schema
    .alterTable("social_post")
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("social_post_status_idx")
    .on("social_post")
    .columns(["status", "scheduled_at"])
    .execute();
  await db.schema.createIndex("social_post_created_idx").on("social_post").column("created_at").execute();
  await db.schema
    .createIndex("social_post_source_idx")
    .on("social_post")
    .columns(["source_type", "source_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("social_post_source_idx").ifExists().execute();
  await db.schema.dropIndex("social_post_created_idx").ifExists().execute();
  await db.schema.dropIndex("social_post_status_idx").ifExists().execute();
  for (const column of ["search_text", "writer", "link_url", "source_title", "variant", "group_id"]) {
    await db.schema.alterTable("social_post").dropColumn(column).execute();
  }
}
