import type { Locale } from "#app/db/schema.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { listPublishedArticles } from "./articles.server.ts";

// The RSS 2.0 feed of the news, one per language (/novosti/rss.xml, ?lng=en).
// Written by hand rather than with a library: it is a dozen elements, and the
// one thing that matters — escaping every text — is easiest to see here.

export const feedItemLimit = 30;

const xmlInvalid = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeXml(text: string): string {
  return text
    .replace(xmlInvalid, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RFC 822 date as RSS 2.0 wants it: "Sat, 21 Nov 2026 10:00:00 GMT". */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

function articleUrl(origin: string, slug: string, locale: Locale): string {
  return `${origin}/novosti/${encodeURIComponent(slug)}${locale === "en" ? "?lng=en" : ""}`;
}

export function newsFeedUrl(origin: string, locale: Locale): string {
  return `${origin}/novosti/rss.xml${locale === "en" ? "?lng=en" : ""}`;
}

export async function renderNewsFeed({
  locale,
  origin,
  now = new Date(),
}: {
  locale: Locale;
  origin: string;
  now?: Date;
}): Promise<string> {
  const [settings, articles] = await Promise.all([
    getSettings(),
    listPublishedArticles({ locale, limit: feedItemLimit, now }),
  ]);
  const t = getT(locale);
  const listUrl = `${origin}/novosti${locale === "en" ? "?lng=en" : ""}`;
  const lastBuild = articles[0]?.publishedAt ?? now.toISOString();
  const items = articles.map((a) => {
    const link = articleUrl(origin, a.slug, locale);
    return [
      "    <item>",
      `      <title>${escapeXml(a.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(a.publishedAt)}</pubDate>`,
      `      <dc:creator>${escapeXml(a.author)}</dc:creator>`,
      `      <category>${escapeXml(t(`news:categories.${a.category}` as "news:categories.tips"))}</category>`,
      `      <description>${escapeXml(a.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${t("news:feed.title")} | ${settings.brandName}`)}</title>`,
    `    <link>${escapeXml(listUrl)}</link>`,
    `    <description>${escapeXml(t("news:feed.description"))}</description>`,
    `    <language>${locale === "en" ? "en" : "sr-Latn"}</language>`,
    `    <lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(newsFeedUrl(origin, locale))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
