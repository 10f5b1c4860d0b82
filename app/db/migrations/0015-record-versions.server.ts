import { type Kysely, sql } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// Optimistic concurrency (docs/decisions/0028-record-versions.md): every record
// the admin edits has a version that each save raises by one, and a form that
// was loaded with an older one is refused. Records with a row of their own
// carry it as a column; a record that is a set of rows (the site settings, one
// row per key) has its version in record_version, by name.

const tables = ["product", "article", "social_post", "media"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables)
    await db.schema
      .alterTable(table)
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  await db.schema
    .createTable("record_version")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("record_version").execute();
  for (const table of tables) await sql`alter table ${sql.id(table)} drop column version`.execute(db);
}
