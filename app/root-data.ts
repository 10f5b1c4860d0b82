import { useRouteLoaderData } from "react-router";
import type { Locale } from "./i18n/config.ts";
import type { loader } from "./root.tsx";
import type { SiteInfo } from "./seo/page-meta.ts";

// What the root loader gives every page: language, settings, origin.
export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

export function useLocale(): Locale {
  return useRootData()?.locale ?? "sr";
}

/** For `meta` exports: the root data among the matches. */
export function siteFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): SiteInfo & { data?: RootData } {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  return {
    brand: root?.settings.brandName ?? "Zrnce",
    origin: root?.origin ?? "",
    locale: root?.locale ?? "sr",
    data: root,
  };
}

/** A path in the visitor's language: English pages carry ?lng=en (DESIGN.md §7). */
export function localizePath(to: string, locale: Locale): string {
  if (locale !== "en" || /^[a-z]+:/i.test(to) || to.startsWith("#")) return to;
  const [pathAndQuery = "", hash = ""] = to.split("#");
  const [path = "", query = ""] = pathAndQuery.split("?");
  const params = new URLSearchParams(query);
  params.set("lng", "en");
  return `${path}?${params.toString()}${hash ? `#${hash}` : ""}`;
}
