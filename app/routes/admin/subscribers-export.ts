import { streamSubscribersCsv } from "#app/domain/newsletter/subscriber-admin.server.ts";

// Streams every subscriber as CSV; guarded by the admin layout's middleware.
export function loader() {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(streamSubscribersCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="pretplatnici-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
