import type { Kysely } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// A version per part of the site's content (the catalogue, the news, one page's
// words, everything): a public page cached with the versions of the parts it
// shows stays valid while only other parts change (decision 0034). The global
// content version (migration 0006) still counts every change.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_part")
    .addColumn("part", "text", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_part").execute();
}
