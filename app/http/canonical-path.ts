/**
 * A page's address as the router matches it: letter case and a trailing slash do not
 * make another page, and neither do repeated slashes. The server answers a public
 * page asked for any other way with a permanent redirect here, so variants can
 * neither fill the page cache nor be stored in the real page's place.
 */
export function canonicalPath(pathname: string): string {
  const path = pathname.replace(/\/{2,}/g, "/").replace(/(.)\/+$/, "$1");
  // Only the site's own words are folded: an encoded character stays as it came.
  return path.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (part) =>
    part.startsWith("%") ? part : part.toLowerCase(),
  );
}

// The addresses an English speaker guesses, to the page they mean (issue 26, point 9).
const englishGuesses: [RegExp, string][] = [
  [/^\/(products|shop)$/, "/proizvodi"],
  [/^\/products?\/([^/]+)$/, "/proizvod/$1"],
  [/^\/(about|about-us)$/, "/o-nama"],
  [/^\/(news|blog)$/, "/novosti"],
  [/^\/(news|blog)\/([^/]+)$/, "/novosti/$2"],
  [/^\/(contact|contact-us)$/, "/kontakt"],
  [/^\/(privacy|privacy-policy)$/, "/privatnost"],
  [/^\/en$/, "/"],
];

/**
 * The real page for an English address someone typed (`/about` → `/o-nama?lng=en`),
 * the rest of the query kept; null when the path is not one of them.
 */
export function englishAddress(pathname: string, search: string): string | null {
  for (const [pattern, target] of englishGuesses) {
    if (!pattern.test(pathname)) continue;
    const query = new URLSearchParams(search);
    if (!query.has("lng")) query.set("lng", "en");
    return `${pathname.replace(pattern, target)}?${query}`;
  }
  return null;
}
