import { getEnv } from "#app/env.server.ts";
import type { Route } from "./+types/robots";

// Crawlers are welcome everywhere but the admin area.
export function loader({ request }: Route.LoaderArgs) {
  const origin = (getEnv().PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, "");
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
