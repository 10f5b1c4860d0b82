import type { Kysely } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// Share links that show a draft to someone without an account
// (docs/decisions/0032-page-content.md): the link's token is kept only as its
// SHA-256, with what it shows, who made it, until when, and whether the owner
// revoked it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("preview_link")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("preview_link_target").on("preview_link").column("target").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("preview_link").execute();
}
