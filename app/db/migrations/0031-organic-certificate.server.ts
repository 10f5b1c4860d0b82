import { type Kysely, sql } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// Whether a product is certified organic (issue 26, point 8): such a product
// shows the organic certificate's body and number from the settings.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("product")
    .addColumn("is_organic", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table product drop column is_organic`.execute(db);
}
