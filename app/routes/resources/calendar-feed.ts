import { renderCalendarFeed } from "#app/domain/social/calendar-feed.server.ts";
import type { Route } from "./+types/calendar-feed";

// The content calendar's iCal feed at its secret address (/kalendar/<token>.ics).
// Outside the admin's session guard: a phone's calendar fetches it without
// cookies, and the address itself is the key. A wrong address is a plain 404.
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^(.+)\.ics$/.exec(params.file);
  const feed = match ? await renderCalendarFeed(match[1]!) : null;
  if (feed === null) throw new Response("Not found", { status: 404 });
  return new Response(feed, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
