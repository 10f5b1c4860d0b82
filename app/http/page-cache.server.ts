import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";

// Rendered public HTML, kept in memory per host, language, path and query, valid
// for one content version (docs/decisions/0007-public-page-cache.md). A page is
// plain bytes: nothing in it differs between visitors (public pages carry no CSP
// nonce, decision 0035), so a hit is sent as it was stored. Each page is compressed
// at most once per encoding, when the first visitor who takes that encoding asks.

export type Encoding = "br" | "gzip" | "identity";

interface CachedPage {
  /** The versions of the content it shows (cache-middleware.server.ts). */
  version: string;
  status: number;
  etag: string;
  headers: [string, string][];
  body: Buffer;
  encoded: Partial<Record<"br" | "gzip", Buffer>>;
}

export interface PageHit {
  status: number;
  etag: string;
  headers: [string, string][];
  /** The page in this encoding (compressed now if no visitor asked for it before). */
  body: (encoding: Encoding) => Buffer;
}

/** Pages also depend on the clock (scheduled articles, "open now"), so no copy lives longer than this. */
export const pageTtlMs = 60_000;

const sizeOf = (page: CachedPage) =>
  page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0) + 512;

/**
 * Two bounded parts, least recently used dropped first: pages without a query string
 * (the site's own pages, a hundred or so) and pages with one (filters, search,
 * paging). Query strings are unbounded, so a flood of made-up ones may only push
 * out other query-string pages, never the pages most visitors ask for.
 */
// The clock the copies age by (Date's, so a test's fake clock moves it too).
const perf = { now: () => Date.now() };
const plain = new LRUCache<string, CachedPage>({
  perf,
  ttlResolution: 0,
  max: 2000,
  maxSize: 48 * 1024 * 1024,
  sizeCalculation: sizeOf,
  ttl: pageTtlMs,
});
const withQuery = new LRUCache<string, CachedPage>({
  perf,
  ttlResolution: 0,
  max: 500,
  maxSize: 12 * 1024 * 1024,
  sizeCalculation: sizeOf,
  ttl: pageTtlMs,
});
/** Keys end in "?" when the page has no query string (pageCacheKey). */
const segmentOf = (key: string) => (key.endsWith("?") ? plain : withQuery);

/**
 * Only pages asked for under the site's own host are kept: the host is part of the
 * key (pages name their origin when PUBLIC_URL is unset), so made-up Host or
 * X-Forwarded-Host values would otherwise fill the bounded cache and evict real
 * pages. Without PUBLIC_URL, only the loopback names a local run uses.
 */
export function isCacheableHost(url: URL, publicUrl: string | undefined): boolean {
  if (publicUrl) return url.host === new URL(publicUrl).host;
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

/**
 * The key: the page's address as the router matches it. Only canonical paths reach
 * the cache (server/app.ts sends /KONTAKT and /kontakt/ on to /kontakt), and the
 * query is in a fixed order without the language, which is the key's own part.
 */
export function pageCacheKey(url: URL, locale: string): string {
  const params = [...url.searchParams.entries()]
    .filter(([k]) => k !== "lng")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.host} ${locale} ${url.pathname}?${new URLSearchParams(params).toString()}`;
}

/** Brotli at 4 (what the compression middleware uses too): a 155 KB page in about 2.6 ms, 5% smaller than gzip. */
function encode(body: Buffer, encoding: "br" | "gzip"): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}

function encoded(key: string, page: CachedPage, encoding: Encoding): Buffer {
  if (encoding === "identity") return page.body;
  let bytes = page.encoded[encoding];
  if (!bytes) {
    bytes = encode(page.body, encoding);
    page.encoded[encoding] = bytes;
    // Set again, so the bound counts the new bytes.
    const segment = segmentOf(key);
    if (segment.get(key, { updateAgeOnGet: false }) === page) segment.set(key, page, { noUpdateTTL: true });
  }
  return bytes;
}

export function readCachedPage(key: string, version: string): PageHit | undefined {
  const segment = segmentOf(key);
  const hit = segment.get(key);
  if (!hit) return undefined;
  if (hit.version !== version) {
    segment.delete(key);
    return undefined;
  }
  return {
    status: hit.status,
    etag: hit.etag,
    headers: hit.headers,
    body: (encoding) => encoded(key, hit, encoding),
  };
}

export function storePage(
  key: string,
  page: { version: string; status: number; html: string; headers: [string, string][] },
): PageHit {
  const body = Buffer.from(page.html);
  const etag = `W/"${createHash("sha1").update(page.version).update(body).digest("base64url").slice(0, 24)}"`;
  const stored: CachedPage = {
    version: page.version,
    status: page.status,
    headers: page.headers,
    etag,
    body,
    encoded: {},
  };
  segmentOf(key).set(key, stored);
  return { status: stored.status, etag, headers: stored.headers, body: (e) => encoded(key, stored, e) };
}

export function clearPageCache(): void {
  plain.clear();
  withQuery.clear();
}
