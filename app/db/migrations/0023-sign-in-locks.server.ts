import type { Kysely } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// Failed sign-ins per account (the address typed, whether or not an account has
// it) and its timed locks (docs/decisions/0038-sign-in-locks.md).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sign_in_guard")
    .addColumn("account", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("locks", "integer", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sign_in_guard").execute();
}
