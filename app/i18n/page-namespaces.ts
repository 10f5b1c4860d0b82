import type { Namespace } from "./config.ts";

// The namespaces a page's components read, by route id. The server puts just these
// (in the page's language) into the HTML, so the browser can hydrate without
// fetching the rest; a namespace missing here is still fetched before the page
// renders (useTranslation waits), it only costs a round trip.
const byRoute: Record<string, readonly Namespace[]> = {
  "routes/public/home": ["home", "products", "news"],
  "routes/public/products": ["products"],
  "routes/public/product": ["products"],
  "routes/public/news": ["news"],
  "routes/public/article": ["news"],
  "routes/public/about": ["about"],
  "routes/public/contact": ["contact"],
  // The error page names products and news in its links.
  "routes/public/layout": ["products", "news"],
};

// The admin names the catalogue's and the news' vocabulary, and the contact form's
// topics, with the public pages' words.
const adminNamespaces = ["admin", "products", "news", "contact"] as const;

export function pageNamespaces(routeIds: readonly string[]): Namespace[] {
  const set = new Set<Namespace>(["common"]);
  for (const id of routeIds) {
    for (const ns of byRoute[id] ?? (id.startsWith("routes/admin/") ? adminNamespaces : [])) set.add(ns);
  }
  return [...set];
}

/** The id of the JSON script that carries them. */
export const inlineResourcesId = "i18n-resources";
