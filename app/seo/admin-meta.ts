import type { MetaDescriptor } from "react-router";
import type { admin } from "#app/i18n/resources/sr/admin.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches } from "#app/root-data.ts";
import { brandTitle } from "./page-meta.ts";

// The head of every admin page: its title with the brand, never indexed. Apart
// from page-meta.ts so public pages do not load the full translator with it.

type TitleKey = `pages.${keyof typeof admin.pages}` | "media.title" | "meta.title";

export function adminMeta(
  matches: Parameters<typeof siteFromMatches>[0],
  titleKey: TitleKey,
): MetaDescriptor[] {
  const site = siteFromMatches(matches);
  return [
    { title: brandTitle(getT(site.locale)(`admin:${titleKey}`), site.brand) },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
