import type { Kysely } from "kysely";

// Frozen in time. One counter that every content or settings change bumps, so
// all app instances know when their cached public pages went stale.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db
    .insertInto("content_version")
    .values({ id: 1, version: 1, updated_at: new Date().toISOString() })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_version").ifExists().execute();
}
