import type { Selectable } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import { foldForSearch } from "#app/db/fold.server.ts";
import type { ContactMessageTable } from "#app/db/schema.server.ts";
import { writeChange } from "#app/domain/content/changes.server.ts";
import { enqueueJob, wakeJobRunners } from "#app/domain/jobs/jobs.server.ts";
import type { InboxMessage, MessageStatus } from "#app/schemas/admin-rows.ts";
import { contactReplyJob } from "./messages.server.ts";

// The owner's view of contact messages (admin "Poruke").

export type { InboxMessage, MessageStatus };

const pageSize = 25;

function toMessage(r: Selectable<ContactMessageTable>): InboxMessage {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    locale: r.locale,
    productId: r.product_id,
    status: r.status,
    mailStatus: r.mail_status,
    createdAt: r.created_at,
    heldReasons: r.held_reason ? r.held_reason.split(",") : [],
  };
}

/**
 * Newest first; `status` "inbox" means what is neither archived nor held, "all"
 * everything but the held messages, which are only ever shown as "held".
 */
export async function listMessages({
  query = "",
  status = "inbox",
  page = 1,
}: {
  query?: string;
  status?: MessageStatus | "inbox" | "all";
  page?: number;
}) {
  let q = getDb().selectFrom("contact_message");
  if (status === "inbox") q = q.where("status", "in", ["unread", "read"]);
  else if (status === "all") q = q.where("status", "!=", "held");
  else q = q.where("status", "=", status);
  const folded = foldForSearch(query);
  const rows = await q.selectAll().orderBy("created_at", "desc").execute();
  // Messages are few; folding in memory keeps search diacritic-insensitive without a search column.
  const matching = folded
    ? rows.filter((r) => foldForSearch(`${r.name} ${r.email} ${r.message} ${r.phone ?? ""}`).includes(folded))
    : rows;
  const start = (Math.max(1, page) - 1) * pageSize;
  return {
    total: matching.length,
    pageSize,
    messages: matching.slice(start, start + pageSize).map(toMessage),
  };
}

export async function getMessage(id: string): Promise<InboxMessage | null> {
  const row = await getDb().selectFrom("contact_message").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toMessage(row) : null;
}

/** Opening a message marks it read (an archived one stays archived). */
export async function openMessage(id: string): Promise<InboxMessage | null> {
  await getDb()
    .updateTable("contact_message")
    .set({ status: "read" })
    .where("id", "=", id)
    .where("status", "=", "unread")
    .execute();
  return getMessage(id);
}

/** Archives a message or brings it back among the read ones; a held message is not filed. */
export async function setMessageStatus(
  id: string,
  status: "read" | "archived",
  actor: string,
): Promise<boolean> {
  return writeChange("nothing public", async (trx) => {
    const result = await trx
      .updateTable("contact_message")
      .set({ status })
      .where("id", "=", id)
      .where("status", "!=", "held")
      .executeTakeFirst();
    const changed = Number(result.numUpdatedRows) > 0;
    const action = status === "archived" ? "archive" : "update";
    return { result: changed, audit: changed ? { actor, action, entity: "message", entityId: id } : null };
  });
}

/** How many messages wait for the owner to let them in or delete them. */
export async function countHeldMessages(): Promise<number> {
  const row = await getDb()
    .selectFrom("contact_message")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("status", "=", "held")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Lets a held message into the inbox as unread, and sends the visitor the reply
 * every delivered message gets. The company is not mailed: its owner has just read it.
 */
export async function approveHeldMessage(id: string, actor: string): Promise<boolean> {
  const approved = await writeChange("nothing public", async (trx) => {
    const result = await trx
      .updateTable("contact_message")
      .set({ status: "unread", held_reason: null })
      .where("id", "=", id)
      .where("status", "=", "held")
      .executeTakeFirst();
    const changed = Number(result.numUpdatedRows) > 0;
    if (changed) await enqueueJob(trx, contactReplyJob, { messageId: id });
    return {
      result: changed,
      audit: changed ? { actor, action: "approve", entity: "message", entityId: id } : null,
    };
  });
  if (approved) wakeJobRunners();
  return approved;
}

/** Deletes a held message for good: it was spam, and nothing else points at it. */
export async function deleteHeldMessage(id: string, actor: string): Promise<boolean> {
  return writeChange("nothing public", async (trx) => {
    const result = await trx
      .deleteFrom("contact_message")
      .where("id", "=", id)
      .where("status", "=", "held")
      .executeTakeFirst();
    const changed = Number(result.numDeletedRows) > 0;
    return {
      result: changed,
      audit: changed ? { actor, action: "delete", entity: "message", entityId: id } : null,
    };
  });
}

export async function listRecentMessages(limit = 5): Promise<InboxMessage[]> {
  const rows = await getDb()
    .selectFrom("contact_message")
    .selectAll()
    .where("status", "in", ["unread", "read"])
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map(toMessage);
}
