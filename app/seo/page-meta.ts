import type { MetaDescriptor } from "react-router";
import type { Locale } from "#app/i18n/config.ts";
import { getT } from "#app/i18n/translate.ts";
import { clipText, type PublicSeo, shareImageSize } from "#app/schemas/seo.ts";

// The head of every route (DESIGN.md §7): title ending with the brand,
// description, canonical, hreflang alternates, Open Graph and Twitter tags.
// Route modules call pageMeta from their `meta` export; React Router renders
// the result on the server, so crawlers and link previews see it.

export interface SiteInfo {
  brand: string;
  origin: string;
  locale: Locale;
}

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path without the language parameter, e.g. "/proizvodi". */
  path: string;
  /** A library image to show where the page's link is shared; the site's card otherwise. */
  image?: { id: string; alt: string } | null;
  type?: "website" | "article" | "product";
  noindex?: boolean;
  /** Extra query kept in canonical URLs (e.g. a page number), without lng. */
  query?: string;
  /** What the owner wrote for search and sharing (app/schemas/seo.ts), over the values above. */
  seo?: PublicSeo;
}

export function localizedUrl(origin: string, path: string, locale: Locale, query = ""): string {
  const params = new URLSearchParams(query);
  params.delete("lng");
  if (locale === "en") params.set("lng", "en");
  const search = params.toString();
  return `${origin}${path}${search ? `?${search}` : ""}`;
}

/** What a search result shows whole (issue 26, point 13): longer automatic texts are cut. */
export const metaLimits = { title: 60, description: 160 } as const;

/**
 * The owner's title, description and share image where written (as written: the
 * admin's search preview shows them cut, their choice); the automatic ones elsewhere,
 * cut to what a search result shows, the title with room for the brand.
 */
function withOwnersSeo({ seo, ...input }: PageMetaInput, brand: string): PageMetaInput {
  const automatic = {
    ...input,
    title:
      input.title === brand
        ? brand
        : clipText(input.title.replace(` | ${brand}`, ""), metaLimits.title - brand.length - 3),
    description: clipText(input.description, metaLimits.description),
  };
  if (!seo) return automatic;
  return {
    ...automatic,
    title: seo.title ?? automatic.title,
    description: seo.description ?? automatic.description,
    ...(seo.image ? { image: seo.image } : {}),
  };
}

export function brandTitle(title: string, brand: string): string {
  return title === brand || title.endsWith(`| ${brand}`) ? title : `${title} | ${brand}`;
}

/** A page reached only from a mailed link: its title, and kept out of search engines. */
export function unlistedPageMeta(site: SiteInfo, title: string): MetaDescriptor[] {
  return [{ title: brandTitle(title, site.brand) }, { name: "robots", content: "noindex, nofollow" }];
}

export function pageMeta(site: SiteInfo, given: PageMetaInput): MetaDescriptor[] {
  const input = withOwnersSeo(given, site.brand);
  const title = brandTitle(input.title, site.brand);
  const canonical = localizedUrl(site.origin, input.path, site.locale, input.query);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    {
      property: "og:type",
      content: input.type === "article" ? "article" : input.type === "product" ? "product" : "website",
    },
    { property: "og:locale", content: site.locale === "en" ? "en_US" : "sr_RS" },
    { property: "og:locale:alternate", content: site.locale === "en" ? "sr_RS" : "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
  if (input.noindex) {
    tags.push({ name: "robots", content: "noindex, nofollow" });
  } else {
    tags.push(
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "sr",
        href: localizedUrl(site.origin, input.path, "sr", input.query),
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "en",
        href: localizedUrl(site.origin, input.path, "en", input.query),
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: localizedUrl(site.origin, input.path, "sr", input.query),
      },
    );
  }
  // Every page has a picture for its shared link: 1200×630 JPEG, which every
  // preview reads (issue 26, point 11), with its size and words for those who cannot see it.
  const image = input.image
    ? { url: `${site.origin}/media/${input.image.id}/share.jpg`, alt: input.image.alt }
    : { url: `${site.origin}/share.jpg`, alt: getT(site.locale)("common:shareImageAlt") };
  tags.push(
    { property: "og:image", content: image.url },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(shareImageSize.width) },
    { property: "og:image:height", content: String(shareImageSize.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
  );
  return tags;
}
