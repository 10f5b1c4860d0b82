import { renderNewsFeed } from "#app/domain/news/feed.server.ts";
import { siteOrigin } from "#app/http/origin.server.ts";
import { toLocale } from "#app/i18n/config.ts";
import type { Route } from "./+types/news-rss";

// The feed's language comes from its URL alone (?lng=en), never from a cookie:
// a feed reader must get the same document every time it asks.
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = toLocale(url.searchParams.get("lng"));
  const origin = siteOrigin(request);
  const xml = await renderNewsFeed({ locale, origin });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    },
  });
}
