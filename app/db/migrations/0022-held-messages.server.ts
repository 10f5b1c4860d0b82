import type { Kysely } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// Contact messages the spam rules were unsure of, or that came during a flood,
// wait with status "held" for the owner (docs/decisions/0037-held-messages.md);
// `held_reason` says why, as comma-separated keys.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("contact_message").addColumn("held_reason", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("contact_message").dropColumn("held_reason").execute();
}
