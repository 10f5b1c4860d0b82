import type { Kysely } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// What a search result and a shared link show of a product or an article when
// the owner writes it: a title and a description in both languages and a share
// image, kept together as one JSON document (app/schemas/seo.ts); null while the
// automatic values (name, short description, first photo) are used.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("product").addColumn("seo", "text").execute();
  await db.schema.alterTable("article").addColumn("seo", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("product").dropColumn("seo").execute();
  await db.schema.alterTable("article").dropColumn("seo").execute();
}
