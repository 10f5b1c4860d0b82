import type { MetaDescriptor } from "react-router";
import type { Locale } from "#app/i18n/config.ts";
import { getT } from "#app/i18n/translate.ts";

/** The head link to the news feed in the page's language, on every news page. */
export function newsFeedLink(origin: string, locale: Locale): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: getT(locale)("news:feed.link"),
    href: `${origin}/novosti/rss.xml${locale === "en" ? "?lng=en" : ""}`,
  };
}
