import type { Kysely } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// The words and pictures of the home, about and contact pages and the footer,
// one row per page (docs/decisions/0032-page-content.md): what visitors see
// (`content`, JSON) and the owner's unpublished changes (`draft`, JSON, or
// null). A page's version is in record_version as "page:<key>" (decision 0028),
// so a page saved for the first time needs no row before it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("page")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("draft", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("draft_updated_at", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("page").execute();
}
