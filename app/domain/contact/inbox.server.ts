import type { Selectable } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import { foldForSearch } from "#app/db/fold.server.ts";
import type { ContactMessageTable } from "#app/db/schema.server.ts";
import { writeChange } from "#app/domain/content/changes.server.ts";
import type { InboxMessage, MessageStatus } from "#app/schemas/admin-rows.ts";

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
  };
}

/** Newest first; `status` "inbox" means everything not archived. */
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
  if (status === "inbox") q = q.where("status", "!=", "archived");
  else if (status !== "all") q = q.where("status", "=", status);
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

export async function setMessageStatus(id: string, status: MessageStatus, actor: string): Promise<boolean> {
  return writeChange("nothing public", async (trx) => {
    const result = await trx
      .updateTable("contact_message")
      .set({ status })
      .where("id", "=", id)
      .executeTakeFirst();
    const changed = Number(result.numUpdatedRows) > 0;
    const action = status === "archived" ? "archive" : "update";
    return { result: changed, audit: changed ? { actor, action, entity: "message", entityId: id } : null };
  });
}

export async function listRecentMessages(limit = 5): Promise<InboxMessage[]> {
  const rows = await getDb()
    .selectFrom("contact_message")
    .selectAll()
    .where("status", "!=", "archived")
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map(toMessage);
}
