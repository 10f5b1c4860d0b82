/**
 * `target` as a path on this site, or `fallback`. It is read as a browser would read it
 * (a URL against this site), so every spelling that leaves the site is refused: a scheme
 * (`https:evil`, `javascript:`), a host (`//evil`, `/\evil`, tabs or spaces before it),
 * and dot segments that collapse into one (`/.//evil`, `/%2e//evil`, `/x/..//evil`).
 * What comes back is the parsed path, query and fragment, never the text as it came.
 */
export function sameSitePath(target: string | null | undefined, fallback: string): string {
  if (!target?.startsWith("/")) return fallback;
  const base = "http://same-site.invalid";
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  // A path starting with two slashes would name a host in a Location header or a link.
  if (url.origin !== base || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
