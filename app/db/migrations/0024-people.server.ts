import type { Kysely } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// More than one person in the admin (docs/decisions/0041-people-and-roles.md):
// - user.role: "owner" (everything) or "editor" (content). Everyone who signed in
//   before this migration was an owner, so the default keeps existing installs working.
// - user.disabled_at: set while the person may not sign in (their sessions end);
//   user.removed_at: the person was removed. The row stays, so the audit log and the
//   history still name them; the password and the sessions go.
// - user.last_sign_in_at: shown in the list of people.
// - invitation: an invitation by mail, its token kept only as its SHA-256 (as the
//   preview links of migration 0019), valid until expires_at, once.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("user")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("owner"))
    .execute();
  await db.schema.alterTable("user").addColumn("disabled_at", "text").execute();
  await db.schema.alterTable("user").addColumn("removed_at", "text").execute();
  await db.schema.alterTable("user").addColumn("last_sign_in_at", "text").execute();

  await db.schema
    .createTable("invitation")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("invited_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("withdrawn_at", "text")
    .execute();
  await db.schema.createIndex("invitation_email_idx").on("invitation").column("email").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("invitation").execute();
  await db.schema.alterTable("user").dropColumn("last_sign_in_at").execute();
  await db.schema.alterTable("user").dropColumn("removed_at").execute();
  await db.schema.alterTable("user").dropColumn("disabled_at").execute();
  await db.schema.alterTable("user").dropColumn("role").execute();
}
