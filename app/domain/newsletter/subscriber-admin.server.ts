import { getDb } from "#app/db/connection.server.ts";
import { writeChange } from "#app/domain/content/changes.server.ts";
import type { SubscriberRow } from "#app/schemas/admin-rows.ts";

// The owner's view of newsletter subscribers (admin "Pretplatnici").

const pageSize = 50;

export async function listSubscribers({
  query = "",
  status = "all",
  page = 1,
}: {
  query?: string;
  status?: "active" | "unsubscribed" | "all";
  page?: number;
}) {
  const db = getDb();
  let q = db.selectFrom("newsletter_subscriber");
  if (status !== "all") q = q.where("status", "=", status);
  // Addresses are stored lower-cased, so a lower-cased substring search finds "Ana@" as "ana@".
  const term = query
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, "");
  if (term) q = q.where("email", "like", `%${term}%`);
  const [countRow, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    q
      .selectAll()
      .orderBy("created_at", "desc")
      .limit(pageSize)
      .offset((Math.max(1, page) - 1) * pageSize)
      .execute(),
  ]);
  return {
    total: Number(countRow.n),
    pageSize,
    subscribers: rows.map(
      (r): SubscriberRow => ({
        id: r.id,
        email: r.email,
        locale: r.locale,
        status: r.status,
        createdAt: r.created_at,
        unsubscribedAt: r.unsubscribed_at,
      }),
    ),
  };
}

export async function unsubscribeById(id: string, actor: string): Promise<boolean> {
  return writeChange("nothing public", async (trx) => {
    const result = await trx
      .updateTable("newsletter_subscriber")
      .set({ status: "unsubscribed", unsubscribed_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("status", "=", "active")
      .executeTakeFirst();
    const changed = Number(result.numUpdatedRows) > 0;
    const audit = { actor, action: "unsubscribe", entity: "subscriber", entityId: id };
    return { result: changed, audit: changed ? audit : null };
  });
}

function csvField(value: string): string {
  // Quote everything; neutralise spreadsheet formulas (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * All subscribers as CSV, streamed in keyset-paged batches so memory stays flat
 * however many rows there are.
 */
export function streamSubscribersCsv(batchSize = 1000): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: { created: string; id: string } | null = null;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode("\uFEFFemail,language,status,subscribed_at,unsubscribed_at\r\n"));
        return;
      }
      let q = getDb().selectFrom("newsletter_subscriber").selectAll();
      if (after) {
        const { created, id } = after;
        q = q.where((eb) =>
          eb.or([
            eb("created_at", ">", created),
            eb.and([eb("created_at", "=", created), eb("id", ">", id)]),
          ]),
        );
      }
      const rows = await q.orderBy("created_at").orderBy("id").limit(batchSize).execute();
      if (rows.length === 0) {
        controller.close();
        return;
      }
      const last = rows[rows.length - 1]!;
      after = { created: last.created_at, id: last.id };
      const text = rows
        .map((r) =>
          [r.email, r.locale, r.status, r.created_at, r.unsubscribed_at ?? ""].map(csvField).join(","),
        )
        .join("\r\n");
      controller.enqueue(encoder.encode(`${text}\r\n`));
    },
  });
}
