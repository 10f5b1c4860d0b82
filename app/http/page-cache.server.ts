import { createHash } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";
import { inlineStyle } from "#app/html-assets.server.ts";

// Rendered public HTML, kept in memory per host, language, path and query, valid
// for one content version (docs/decisions/0007-public-page-cache.md). The
// request's CSP nonce is cut out when a page is stored and a fresh one is put
// back on every hit. The page is also kept gzip-compressed piece by piece, the
// pieces between the nonces, so a hit is never compressed again: the nonce goes
// in as a stored (uncompressed) deflate block between the compressed pieces. The
// miss that stores a page is answered from the same pieces, so each render is
// compressed exactly once.

export interface CachedPage {
  /** The versions of the content it shows (cache-middleware.server.ts). */
  version: string;
  storedAt: number;
  status: number;
  etag: string;
  headers: [string, string][];
  /** The HTML split where the nonce goes. */
  parts: Buffer[];
  /** Each part deflated on its own: flushed to a byte boundary, the last one final. */
  deflated: Buffer[];
  bytes: number;
}

export interface PageHit {
  status: number;
  etag: string;
  headers: [string, string][];
  html: () => string;
  gzip: () => Buffer;
}

const placeholder = "__ZRNCE_NONCE__";
/** Pages also depend on the clock (scheduled articles, "open now"), so no copy lives longer than this. */
export const pageTtlMs = 60_000;

/**
 * Two bounded parts, oldest dropped first: pages without a query string (the site's
 * own pages, a hundred or so) and pages with one (filters, search, paging). Query
 * strings are unbounded, so a flood of made-up ones may only push out other
 * query-string pages, never the pages most visitors ask for.
 */
interface Segment {
  pages: Map<string, CachedPage>;
  bytes: number;
  maxEntries: number;
  maxBytes: number;
}
const plain: Segment = { pages: new Map(), bytes: 0, maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };
const withQuery: Segment = { pages: new Map(), bytes: 0, maxEntries: 500, maxBytes: 16 * 1024 * 1024 };
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

export function pageCacheKey(url: URL, locale: string): string {
  const params = [...url.searchParams.entries()]
    .filter(([k]) => k !== "lng")
    .sort(([a], [b]) => a.localeCompare(b));
  return `${url.host} ${locale} ${url.pathname.toLowerCase()}?${new URLSearchParams(params).toString()}`;
}

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** A stored block: the bytes as they are, after a byte-aligned flush (at most 64 KB). */
function storedBlock(data: Buffer, final = false): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt8(final ? 1 : 0, 0);
  head.writeUInt16LE(data.length, 1);
  head.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([head, data]);
}

function gzipWithNonce(page: CachedPage, nonce: Buffer): Buffer {
  const chunks: Buffer[] = [gzipHeader];
  let crc = 0;
  let length = 0;
  page.parts.forEach((part, i) => {
    if (i > 0) {
      chunks.push(storedBlock(nonce));
      crc = crc32(nonce, crc);
      length += nonce.length;
    }
    chunks.push(page.deflated[i] as Buffer);
    crc = crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

export function readCachedPage(key: string, version: string, nonce: string): PageHit | undefined {
  const { pages } = segmentOf(key);
  const hit = pages.get(key);
  if (!hit) return undefined;
  if (hit.version !== version || Date.now() - hit.storedAt > pageTtlMs) {
    forget(key);
    return undefined;
  }
  // Most recently used last, so the oldest is evicted first.
  pages.delete(key);
  pages.set(key, hit);
  const nonceBytes = Buffer.from(nonce);
  return {
    status: hit.status,
    etag: hit.etag,
    headers: hit.headers,
    html: () => Buffer.concat(hit.parts.flatMap((p, i) => (i > 0 ? [nonceBytes, p] : [p]))).toString(),
    gzip: () => gzipWithNonce(hit, nonceBytes),
  };
}

/** Zlib's default: at level 9 this HTML shrinks by under 1% more, for more CPU on every miss. */
const deflateLevel = 6;
const storedBelow = 512;

const deflatePiece = (piece: Buffer, last: boolean) =>
  piece.length < storedBelow
    ? storedBlock(piece, last)
    : deflateRawSync(piece, {
        level: deflateLevel,
        finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      });

/**
 * The inline stylesheet, a third of every page's bytes and the same in all of them,
 * is deflated once at start-up and spliced in (decision 0018); its digest stands for
 * it in the ETag.
 */
const style = {
  bytes: inlineStyle,
  deflated: deflatePiece(inlineStyle, false),
  digest: createHash("sha1").update(inlineStyle).digest(),
};

/** One piece between two nonces (the stylesheet at `at`, or -1), deflated and flushed to a byte boundary (final if last). */
function deflatePart(part: Buffer, at: number, last: boolean): Buffer {
  if (at < 0) return deflatePiece(part, last);
  const before = part.subarray(0, at);
  return Buffer.concat([
    ...(before.length > 0 ? [deflatePiece(before, false)] : []),
    style.deflated,
    deflatePiece(part.subarray(at + style.bytes.length), last),
  ]);
}

/** A weak ETag of the content versions and the page as stored (the stylesheet by its digest). */
function etagOf(version: string, parts: Buffer[], styleAt: number[]): string {
  const hash = createHash("sha1").update(version);
  for (const [i, part] of parts.entries()) {
    const at = styleAt[i] ?? -1;
    if (at < 0) hash.update(part);
    else
      hash
        .update(part.subarray(0, at))
        .update(style.digest)
        .update(part.subarray(at + style.bytes.length));
    hash.update(placeholder);
  }
  return `W/"${hash.digest("base64url").slice(0, 24)}"`;
}

export interface StoredPage {
  etag: string;
  /** The page as gzip, with the nonce it was rendered with. */
  gzip: () => Buffer;
}

export function storePage(
  key: string,
  page: { version: string; status: number; html: string; headers: [string, string][] },
  nonce: string,
): StoredPage {
  const html = nonce ? page.html.replaceAll(nonce, placeholder) : page.html;
  const parts = html.split(placeholder).map((p) => Buffer.from(p));
  const styleAt = parts.map((p) => p.indexOf(style.bytes));
  const etag = etagOf(page.version, parts, styleAt);
  // Most pieces are the few bytes between two nonces of the script and preload
  // tags; deflating them on their own saves next to nothing and sets up a
  // compressor each time, so they are kept as stored blocks.
  const deflated = parts.map((p, i) => deflatePart(p, styleAt[i] ?? -1, i === parts.length - 1));
  const size = parts.reduce((n, p) => n + p.length, 0) + deflated.reduce((n, d) => n + d.length, 0);
  forget(key);
  const stored: CachedPage = {
    version: page.version,
    status: page.status,
    headers: page.headers,
    etag,
    parts,
    deflated,
    bytes: size,
    storedAt: Date.now(),
  };
  const segment = segmentOf(key);
  segment.pages.set(key, stored);
  segment.bytes += size;
  while (segment.pages.size > segment.maxEntries || segment.bytes > segment.maxBytes) {
    const oldest = segment.pages.keys().next().value;
    if (oldest === undefined) break;
    forget(oldest);
  }
  return { etag, gzip: () => gzipWithNonce(stored, Buffer.from(nonce)) };
}

function forget(key: string) {
  const segment = segmentOf(key);
  const old = segment.pages.get(key);
  if (old) segment.bytes -= old.bytes;
  segment.pages.delete(key);
}

export function clearPageCache(): void {
  for (const segment of [plain, withQuery]) {
    segment.pages.clear();
    segment.bytes = 0;
  }
}
