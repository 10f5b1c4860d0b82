import type { Kysely } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code.
// - job: durable background work (DESIGN.md §9, decision 0027). A row is claimed
//   by one runner at a time for a lease (locked_until); a lease that runs out
//   (the instance died) makes the job claimable again. Times are ISO text.
// - media.status: "processing" from the upload until its variants exist, then
//   "ready" ("failed" when they could not be made); media.original_type: the
//   sniffed type of the kept original, which is never served publicly.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("job")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull().defaultTo(5))
    .addColumn("run_at", "text", (c) => c.notNull())
    .addColumn("locked_by", "text")
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("job_due_idx").on("job").columns(["status", "run_at"]).execute();
  await db.schema
    .alterTable("media")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("ready"))
    .execute();
  await db.schema.alterTable("media").addColumn("original_type", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("media").dropColumn("original_type").execute();
  await db.schema.alterTable("media").dropColumn("status").execute();
  await db.schema.dropIndex("job_due_idx").ifExists().execute();
  await db.schema.dropTable("job").ifExists().execute();
}
