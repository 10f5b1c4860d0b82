import type { Kysely } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// Newsletter campaigns that send (issue 25, decision 0045):
// - newsletter_campaign: the owner's mail in both languages; status draft,
//   scheduled, sending, sent. next_slot_at is the throttle shared by every
//   instance: each send reserves the next slot on this row.
// - newsletter_delivery: one row per campaign and subscriber (unique), made
//   when sending starts from the subscribers active then; claimed with a lease
//   by the sending jobs, so a restart resumes and no two instances send one twice.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("newsletter_campaign")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("subject_sr", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("subject_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body_sr", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cards", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("scheduled_at", "text")
    .addColumn("started_at", "text")
    .addColumn("finished_at", "text")
    .addColumn("recipients", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_slot_at", "text")
    .addColumn("origin", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("newsletter_delivery")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("campaign_id", "text", (c) =>
      c.notNull().references("newsletter_campaign.id").onDelete("cascade"),
    )
    .addColumn("subscriber_id", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_by", "text")
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addUniqueConstraint("newsletter_delivery_once", ["campaign_id", "subscriber_id"])
    .execute();
  await db.schema
    .createIndex("newsletter_delivery_due_idx")
    .on("newsletter_delivery")
    .columns(["campaign_id", "status", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("newsletter_delivery").ifExists().execute();
  await db.schema.dropTable("newsletter_campaign").ifExists().execute();
}
