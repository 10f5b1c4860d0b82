import type { Kysely } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// Trash, history and old addresses (docs/decisions/0029-trash-history-redirects.md):
// - product/article.deleted_at: in the trash since (null: live); deleted_status: the
//   status to give back on restore (a trashed row is a draft, so no public query sees it);
// - social_post.source_deleted_at: the post's product or article is in the trash or gone;
// - revision: every save's form values as JSON, the last ones kept per record;
// - article_redirect: every earlier slug of an article, pointing at the article's id
//   (its current slug is read at request time, so there are no chains).

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ["product", "article"]) {
    await db.schema.alterTable(table).addColumn("deleted_at", "text").execute();
    await db.schema.alterTable(table).addColumn("deleted_status", "text").execute();
    await db.schema.createIndex(`${table}_deleted_idx`).on(table).column("deleted_at").execute();
  }
  await db.schema.alterTable("social_post").addColumn("source_deleted_at", "text").execute();

  await db.schema
    .createTable("revision")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("actor", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("revision_entity_idx")
    .on("revision")
    .columns(["entity", "entity_id", "created_at"])
    .execute();

  await db.schema
    .createTable("article_redirect")
    .addColumn("old_slug", "text", (c) => c.primaryKey())
    .addColumn("article_id", "text", (c) => c.notNull().references("article.id").onDelete("cascade"))
    .execute();
  await db.schema
    .createIndex("article_redirect_article_idx")
    .on("article_redirect")
    .column("article_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("article_redirect").ifExists().execute();
  await db.schema.dropTable("revision").ifExists().execute();
  await db.schema.alterTable("social_post").dropColumn("source_deleted_at").execute();
  for (const table of ["product", "article"]) {
    await db.schema.dropIndex(`${table}_deleted_idx`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn("deleted_status").execute();
    await db.schema.alterTable(table).dropColumn("deleted_at").execute();
  }
}
