import { createHash } from "node:crypto";

// Rendered public HTML, kept in memory per path, query and language, valid for
// one content version. The request's CSP nonce is swapped for a placeholder
// when stored and a fresh nonce is put back on every hit.

export interface CachedPage {
  version: number;
  storedAt: number;
  status: number;
  html: string;
  etag: string;
  headers: [string, string][];
}

const placeholder = "__ZRNCE_NONCE__";
/** Pages also depend on the clock (scheduled articles, "open now"), so no copy lives longer than this. */
export const pageTtlMs = 60_000;
const maxEntries = 2000;
const maxBytes = 64 * 1024 * 1024;
const pages = new Map<string, CachedPage>();
let bytes = 0;

export function pageCacheKey(url: URL, locale: string): string {
  const params = [...url.searchParams.entries()]
    .filter(([k]) => k !== "lng")
    .sort(([a], [b]) => a.localeCompare(b));
  return `${locale} ${url.pathname.toLowerCase()}?${new URLSearchParams(params).toString()}`;
}

export function readCachedPage(key: string, version: number, nonce: string): CachedPage | undefined {
  const hit = pages.get(key);
  if (!hit) return undefined;
  if (hit.version !== version || Date.now() - hit.storedAt > pageTtlMs) {
    forget(key);
    return undefined;
  }
  // Most recently used last, so the oldest is evicted first.
  pages.delete(key);
  pages.set(key, hit);
  return { ...hit, html: hit.html.replaceAll(placeholder, nonce) };
}

export function storePage(key: string, page: Omit<CachedPage, "etag" | "storedAt">, nonce: string): string {
  const html = nonce ? page.html.replaceAll(nonce, placeholder) : page.html;
  const etag = `W/"${page.version.toString(36)}-${createHash("sha1").update(html).digest("base64url").slice(0, 20)}"`;
  forget(key);
  pages.set(key, { ...page, html, etag, storedAt: Date.now() });
  bytes += html.length;
  while (pages.size > maxEntries || bytes > maxBytes) {
    const oldest = pages.keys().next().value;
    if (oldest === undefined) break;
    forget(oldest);
  }
  return etag;
}

function forget(key: string) {
  const old = pages.get(key);
  if (old) bytes -= old.html.length;
  pages.delete(key);
}

export function clearPageCache(): void {
  pages.clear();
  bytes = 0;
}
