import type { MetaDescriptor } from "react-router";
import type { Locale } from "#app/i18n/config.ts";
import { clipText, type PublicSeo } from "#app/schemas/seo.ts";

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
  image?: string;
  imageAlt?: string;
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
    ...(seo.image ? { image: `/media/${seo.image.id}/1280.webp`, imageAlt: seo.image.alt } : {}),
  };
}

export function brandTitle(title: string, brand: string): string {
  return title === brand || title.endsWith(`| ${brand}`) ? title : `${title} | ${brand}`;
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
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
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
  if (input.image) {
    const image = input.image.startsWith("http") ? input.image : `${site.origin}${input.image}`;
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
    if (input.imageAlt) tags.push({ property: "og:image:alt", content: input.imageAlt });
  }
  return tags;
}
