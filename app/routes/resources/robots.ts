import { siteOrigin } from "#app/http/origin.server.ts";
import type { Route } from "./+types/robots";

// Crawlers are welcome everywhere but the admin area.
export function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /newsletter",
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
