import { requestInfoContext } from "#app/context.server.ts";
import { streamSubscribersCsv } from "#app/domain/newsletter/subscriber-admin.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { subscriberExportSchema } from "#app/schemas/admin-lists.ts";
import type { Route } from "./+types/subscribers-export";

// Streams the subscribers the list shows (its search and status filter) as CSV,
// in the admin's language; guarded by the admin layout's middleware.
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  const t = getT(locale);
  const { q, status, format } = subscriberExportSchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const body = streamSubscribersCsv({ query: q, status, format, locale });
  // The day in Belgrade, as the file is named on the owner's computer.
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Belgrade" }).format(new Date());
  const filter = status === "all" ? null : t(`admin:subscribers.${status}`).toLowerCase();
  const name = `${[t("admin:subscribers.fileName"), filter, day].filter(Boolean).join("-")}.csv`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}
