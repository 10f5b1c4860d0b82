import type { MiddlewareFunction } from "react-router";
import { requestInfoContext } from "#app/context.server.ts";
import {
  type ContentPart,
  type ContentVersions,
  currentContentVersions,
} from "#app/domain/content/version.server.ts";
import { previewParam } from "#app/domain/pages/previews.server.ts";
import { getEnv } from "#app/env.server.ts";
import { canonicalPath } from "./canonical-path.ts";
import {
  isCacheableHost,
  type PageHit,
  pageCacheKey,
  readCachedPage,
  storePage,
} from "./page-cache.server.ts";

// The public page cache (docs/decisions/0007-public-page-cache.md) in two halves:
// the Express layer answers hits before React Router is entered (servePageHit),
// and this root middleware renders and stores a miss.

const keptHeaders = ["content-type", "content-language", "link"];

/** Browsers keep the page but ask each time; an unchanged page costs a 304. */
export const pageCacheHeaders = {
  "Cache-Control": "public, no-cache",
  Vary: "Cookie, Accept-Language",
} as const;

// The newsletter's link pages answer one person's token (a confirmation changes the
// address on the visit): never a stored copy, for anyone.
const cacheable = (method: string, url: URL) =>
  (method === "GET" || method === "HEAD") &&
  !/^\/+newsletter\//i.test(url.pathname) &&
  canonicalPath(url.pathname) === url.pathname &&
  !/^\/+admin/i.test(url.pathname) &&
  !url.searchParams.has(previewParam) &&
  !url.pathname.endsWith(".data") &&
  isCacheableHost(url, getEnv().PUBLIC_URL);

const everyPage: ContentPart[] = ["site", "page:footer"];

/**
 * The parts of the content a public page shows, beyond what every page shows
 * (the settings, the footer): what its loaders read. A page is valid while these
 * parts are unchanged (docs/decisions/0034-exact-page-invalidation.md); a path
 * not listed depends on every change.
 */
export function contentPartsOf(pathname: string): ContentPart[] | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  const own: ContentPart[] | null =
    path === "/"
      ? ["page:home", "catalogue", "news"]
      : path === "/o-nama"
        ? ["page:about"]
        : path === "/kontakt"
          ? ["page:contact", "catalogue"]
          : path === "/privatnost"
            ? ["page:privacy"]
            : path === "/proizvodi" || path.startsWith("/proizvod/")
              ? ["catalogue"]
              : path === "/novosti" || path.startsWith("/novosti/")
                ? ["news"]
                : null;
  return own ? [...everyPage, ...own] : null;
}

/** The versions a page at this path was built from, as one string to compare. */
export function pageVersion(pathname: string, versions: ContentVersions): string {
  const parts = contentPartsOf(pathname);
  if (!parts) return `all:${versions.all}`;
  return parts.map((part) => `${part}:${versions.parts.get(part) ?? 0}`).join(",");
}

/** A stored page for this request, or undefined (then React Router renders it). */
export async function findPageHit(method: string, url: URL, locale: string): Promise<PageHit | undefined> {
  if (!cacheable(method, url)) return undefined;
  return readCachedPage(pageCacheKey(url, locale), pageVersion(url.pathname, await currentContentVersions()));
}

export const cachePublicPages: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  if (request.method !== "GET" || !cacheable(request.method, url)) return next();
  const { locale, encoding } = context.get(requestInfoContext);
  // The version before rendering: a change during the render leaves the copy stale, not wrong.
  const version = pageVersion(url.pathname, await currentContentVersions());
  const response = await next();
  const type = response.headers.get("content-type") ?? "";
  if (response.status !== 200 || !type.startsWith("text/html") || response.headers.has("set-cookie"))
    return response;
  const html = await response.text();
  const headers: [string, string][] = [...response.headers.entries()].filter(([name]) =>
    keptHeaders.includes(name),
  );
  const stored = storePage(pageCacheKey(url, locale), { version, status: response.status, html, headers });
  const out = new Headers(response.headers);
  out.set("ETag", stored.etag);
  out.set("Cache-Control", pageCacheHeaders["Cache-Control"]);
  out.append("Vary", pageCacheHeaders.Vary);
  if (request.headers.get("if-none-match") === stored.etag)
    return new Response(null, { status: 304, headers: out });
  // Compressed once, for the cache, so the compression middleware (which leaves an
  // encoded body alone) does not compress this page a second time.
  const body = stored.body(encoding ?? "identity");
  if (encoding && encoding !== "identity") out.set("Content-Encoding", encoding);
  out.set("Content-Length", String(body.length));
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
  return new Response(bytes, { status: response.status, headers: out });
};

/**
 * A preview of unpublished changes (?pregled=…, decision 0032) is never stored by
 * us, a browser or a proxy, and never indexed, whatever it shows.
 */
export const keepPreviewsPrivate: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (!new URL(request.url).searchParams.has(previewParam)) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex");
  headers.delete("ETag");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
