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
