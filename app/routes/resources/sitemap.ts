import { listSitemapEntries } from "#app/domain/seo/sitemap.server.ts";
import { siteOrigin } from "#app/http/origin.server.ts";
import type { Route } from "./+types/sitemap";

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// Every public page in both languages, each with its alternates (DESIGN.md §7).
export async function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  const entries = await listSitemapEntries();
  const urls = entries.flatMap(({ path, lastModified }) => {
    const sr = `${origin}${path}`;
    const en = `${origin}${path}?lng=en`;
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="sr" href="${escapeXml(sr)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(sr)}"/>`,
    ].join("");
    const lastmod = lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : "";
    return [sr, en].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${lastmod}${alternates}</url>`);
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
