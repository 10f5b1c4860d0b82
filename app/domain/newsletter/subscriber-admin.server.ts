import { getDb } from "#app/db/connection.server.ts";
import { writeChange } from "#app/domain/content/changes.server.ts";
import type { Locale } from "#app/i18n/config.ts";
import { getT } from "#app/i18n/translate.ts";
import type { SubscriberRow } from "#app/schemas/admin-rows.ts";

// The owner's view of newsletter subscribers (admin "Pretplatnici").

const pageSize = 50;

export type SubscriberStatusFilter = "active" | "pending" | "unsubscribed" | "all";

/** The subscribers the list shows for a search and a status filter (and so the export of that list). */
function filteredSubscribers(query: string, status: SubscriberStatusFilter) {
  let q = getDb().selectFrom("newsletter_subscriber");
  if (status !== "all") q = q.where("status", "=", status);
  // Addresses are stored lower-cased, so a lower-cased substring search finds "Ana@" as "ana@".
  const term = query
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, "");
  if (term) q = q.where("email", "like", `%${term}%`);
  return q;
}

export async function listSubscribers({
  query = "",
  status = "all",
  page = 1,
}: {
  query?: string;
  status?: SubscriberStatusFilter;
  page?: number;
}) {
  const q = filteredSubscribers(query, status);
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

/**
 * The export's two shapes: "excel" is what Excel in a Serbian (or other European)
 * locale opens by double-click, `;` between fields and a UTF-8 byte-order mark so
 * č ć š ž đ are read right; "comma" is plain RFC 4180 CSV for other programs.
 */
export type CsvFormat = "excel" | "comma";

/** The export's header and values in the owner's language. */
function csvLabels(locale: Locale) {
  const t = getT(locale);
  const w = (
    key:
      | "email"
      | "language"
      | "status"
      | "since"
      | "unsubscribedAt"
      | `statuses.${"pending" | "active" | "unsubscribed"}`
      | `languages.${"sr" | "en"}`,
  ) => String(t(`admin:subscribers.${key}`));
  return {
    columns: [w("email"), w("language"), w("status"), w("since"), w("unsubscribedAt")],
    status: {
      pending: w("statuses.pending"),
      active: w("statuses.active"),
      unsubscribed: w("statuses.unsubscribed"),
    },
    language: { sr: w("languages.sr"), en: w("languages.en") },
  };
}

function csvField(value: string): string {
  // Quote everything; a value a spreadsheet would run as a formula (CSV injection)
  // starts with an apostrophe, which the spreadsheet shows as text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A time as the owner reads it on the wall clock in Belgrade: "25.11.2026. 14:05". */
function belgradeTime(locale: Locale) {
  const format = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "sr-Latn-RS", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Europe/Belgrade",
  });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : "");
}

/**
 * The subscribers the list shows for `query` and `status`, as CSV in the owner's
 * language (`locale`), streamed in keyset-paged batches so memory stays flat
 * however many rows there are.
 */
export function streamSubscribersCsv({
  query = "",
  status = "all",
  format = "excel",
  locale,
  batchSize = 1000,
}: {
  query?: string;
  status?: SubscriberStatusFilter;
  format?: CsvFormat;
  locale: Locale;
  batchSize?: number;
}): ReadableStream<Uint8Array> {
  const labels = csvLabels(locale);
  const encoder = new TextEncoder();
  const separator = format === "excel" ? ";" : ",";
  const line = (values: string[]) => `${values.map(csvField).join(separator)}\r\n`;
  const time = belgradeTime(locale);
  let after: { created: string; id: string } | null = null;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`${format === "excel" ? "\uFEFF" : ""}${line(labels.columns)}`));
        return;
      }
      let q = filteredSubscribers(query, status).selectAll();
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
          line([
            r.email,
            labels.language[r.locale],
            labels.status[r.status],
            time(r.created_at),
            time(r.unsubscribed_at),
          ]),
        )
        .join("");
      controller.enqueue(encoder.encode(text));
    },
  });
}
