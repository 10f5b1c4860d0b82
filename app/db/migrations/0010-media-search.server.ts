import type { Kysely } from "kysely";

// The media library searches its file names and alt texts in SQL, folded like
// every other search (DESIGN.md §6), so it can page without reading every row.
// Migrations import no app code, so the folding of existing rows runs right
// after this one, from migrate.server.ts (backfillMediaSearchText).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("media")
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("media_created_idx").on("media").columns(["created_at", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("media_created_idx").ifExists().execute();
  await db.schema.alterTable("media").dropColumn("search_text").execute();
}
