// A product's link at an online shop must lead into that shop's site: the host
// of the shop's address in the settings (without "www."), or one of its
// subdomains. The editor (browser and server, through the product schema), the
// settings screen's list of links left behind by a new shop address, and the
// /shop/{n} redirect all use this one rule. Plain TypeScript, no imports.

function hostname(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === "https:" || url.protocol === "http:" ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The shop's domain as the owner reads it: "zdravakorpa.rs" for https://www.zdravakorpa.rs/. */
export function shopDomain(shopUrl: string): string | null {
  return hostname(shopUrl)?.replace(/^www\./, "") ?? null;
}

export function isOnShopDomain(link: string, shopUrl: string): boolean {
  const domain = shopDomain(shopUrl);
  const host = hostname(link);
  return domain !== null && host !== null && (host === domain || host.endsWith(`.${domain}`));
}

/** The link moved to the shop's new address: its origin replaced, its path, query and fragment kept. */
export function moveToShop(link: string, shopUrl: string): string {
  const from = new URL(link);
  const to = new URL(shopUrl);
  return `${to.origin}${from.pathname}${from.search}${from.hash}`;
}

/** The scheme and host a link starts with ("https://www.zdravakorpa.rs"), or the link itself if it is not one. */
export function linkOrigin(link: string): string {
  try {
    return new URL(link).origin;
  } catch {
    return link;
  }
}

/** Products' links at shop 1 or 2 that start with one address and are off the shop's site. */
export interface LeftBehindLinks {
  /** 1 or 2, as in /shop/{n} and the product's shop1/shop2 link. */
  shop: 1 | 2;
  /** What the links start with ("https://www.zdravakorpa.rs"). */
  origin: string;
  /** Each link, and the same link moved to the shop's address in the settings. */
  products: { id: string; name: string; link: string; moved: string }[];
}

/** The word the owner searches the shop for to give its search address (the settings screen). */
export const shopSearchWord = "zrnce";

/**
 * Where a shop's search address (a results page for "zrnce", as the owner copied
 * it) looks for `words`: the query value or path part holding "zrnce" holds the
 * words in its place. Null for an address without the word, or not one at all.
 */
export function shopSearchFor(searchUrl: string, words: string): string | null {
  let url: URL;
  try {
    url = new URL(searchUrl);
  } catch {
    return null;
  }
  const word = new RegExp(shopSearchWord, "i");
  for (const [key, value] of url.searchParams)
    if (word.test(value)) {
      url.searchParams.set(key, value.replace(word, words));
      return url.href;
    }
  const path = decodeURIComponent(url.pathname);
  if (!word.test(path)) return null;
  url.pathname = path.replace(word, words);
  return url.href;
}
