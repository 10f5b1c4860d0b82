import { type Kysely, sql } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// Double opt-in (issue 25, point 1; docs/decisions/0044-newsletter-opt-in.md): a
// new address waits as status 'pending' until its confirmation link is followed.
// Only the link's SHA-256 is kept, with the moment it stops working; a new
// confirmation replaces both, so the old link is dead. Rows already there are
// not touched: an active subscriber stays active.

export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable("newsletter_subscriber").addColumn("confirm_token_hash", "text").execute();
  await db.schema.alterTable("newsletter_subscriber").addColumn("confirm_expires_at", "text").execute();
  await db.schema.alterTable("newsletter_subscriber").addColumn("confirmed_at", "text").execute();
  await db.schema
    .createIndex("newsletter_subscriber_confirm_idx")
    .on("newsletter_subscriber")
    .column("confirm_token_hash")
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("newsletter_subscriber_confirm_idx").ifExists().execute();
  for (const column of ["confirmed_at", "confirm_expires_at", "confirm_token_hash"])
    await sql`alter table newsletter_subscriber drop column ${sql.id(column)}`.execute(db);
}
