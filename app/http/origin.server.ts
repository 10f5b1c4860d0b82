import { getEnv } from "#app/env.server.ts";

/**
 * The site's address for links that leave the page (canonical URLs, the sitemap,
 * feeds, mails, social posts): PUBLIC_URL when it is set, else the address the
 * request came to. No trailing slash.
 */
export function siteOrigin(request: Request): string {
  return (getEnv().PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, "");
}
