import type { MiddlewareFunction } from "react-router";
import { requestInfoContext } from "#app/context.server.ts";
import { pageCacheKey, readCachedPage, storePage } from "./page-cache.server.ts";
import { getContentVersion } from "./version.server.ts";

const keptHeaders = ["content-type", "content-language", "link"];

function withCacheHeaders(headers: Headers, etag: string): Headers {
  headers.set("ETag", etag);
  // Browsers keep the page but ask each time; an unchanged page costs a 304.
  headers.set("Cache-Control", "public, no-cache");
  headers.append("Vary", "Cookie, Accept-Language");
  return headers;
}

/**
 * Public HTML pages come from memory while the content version is unchanged.
 * Runs as root middleware, so a hit skips every loader.
 */
export const cachePublicPages: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  if (request.method !== "GET" || /^\/+admin/i.test(url.pathname) || url.pathname.endsWith(".data"))
    return next();
  const { nonce, locale } = context.get(requestInfoContext);
  const key = `${url.host} ${pageCacheKey(url, locale)}`;
  const version = await getContentVersion();
  const hit = readCachedPage(key, version, nonce);
  if (hit) {
    const headers = withCacheHeaders(new Headers(hit.headers), hit.etag);
    if (request.headers.get("if-none-match") === hit.etag)
      return new Response(null, { status: 304, headers });
    return new Response(hit.html, { status: hit.status, headers });
  }
  const response = await next();
  const type = response.headers.get("content-type") ?? "";
  if (response.status !== 200 || !type.startsWith("text/html") || response.headers.has("set-cookie"))
    return response;
  const html = await response.text();
  const headers: [string, string][] = [...response.headers.entries()].filter(([name]) =>
    keptHeaders.includes(name),
  );
  const etag = storePage(key, { version, status: response.status, html, headers }, nonce);
  const out = withCacheHeaders(new Headers(response.headers), etag);
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers: out });
  return new Response(html, { status: response.status, headers: out });
};
