import { type Kysely, sql } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// A newsletter campaign is edited like the other records
// (docs/decisions/0028-record-versions.md): a version each save raises, so a
// draft open in two tabs cannot overwrite the newer text unasked.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("newsletter_campaign")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table newsletter_campaign drop column version`.execute(db);
}
