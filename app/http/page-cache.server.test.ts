import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { canonicalPath } from "./canonical-path.ts";
import {
  clearPageCache,
  isCacheableHost,
  pageCacheKey,
  pageTtlMs,
  readCachedPage,
  storePage,
} from "./page-cache.server.ts";

const page = (html: string, version = "catalogue:1") => ({
  version,
  status: 200,
  html,
  headers: [["content-type", "text/html"]] as [string, string][],
});

const bigPage = `<!DOCTYPE html><html lang="sr"><head></head><body>${"<p>Čokolada, хлеб i keks.</p>".repeat(400)}</body></html>`;

describe("the public page cache", () => {
  afterEach(() => {
    clearPageCache();
    vi.useRealTimers();
  });

  it("keys pages by language, path and sorted query, ignoring ?lng=", () => {
    const key = (u: string, l: string) => pageCacheKey(new URL(u, "http://x"), l);
    expect(key("/proizvodi?type=pasta&category=vegan", "sr")).toBe(
      key("/proizvodi?category=vegan&type=pasta", "sr"),
    );
    expect(key("/proizvodi?lng=en", "en")).toBe(key("/proizvodi", "en"));
    expect(key("/proizvodi", "en")).not.toBe(key("/proizvodi", "sr"));
    // The host too, so a forged Host header cannot poison other visitors' pages.
    expect(key("http://a/proizvodi", "sr")).not.toBe(key("http://b/proizvodi", "sr"));
  });

  it("keeps pages of the configured host only, so made-up hosts cannot evict real pages", () => {
    const url = (u: string) => new URL(u);
    expect(isCacheableHost(url("https://zrnce.rs/proizvodi"), "https://zrnce.rs")).toBe(true);
    expect(isCacheableHost(url("https://evil.example/proizvodi"), "https://zrnce.rs")).toBe(false);
    expect(isCacheableHost(url("https://zrnce.rs:8443/proizvodi"), "https://zrnce.rs")).toBe(false);
    expect(isCacheableHost(url("http://127.0.0.1:3000/"), "http://127.0.0.1:3000")).toBe(true);
    // Without PUBLIC_URL pages name the request's origin: only a local run's names are kept.
    expect(isCacheableHost(url("http://localhost:3000/"), undefined)).toBe(true);
    expect(isCacheableHost(url("http://[::1]:3000/"), undefined)).toBe(true);
    expect(isCacheableHost(url("http://made-up-1.example/"), undefined)).toBe(false);
  });

  it("knows one address per page: letter case, a trailing slash and doubled slashes make no other", () => {
    expect(canonicalPath("/kontakt")).toBe("/kontakt");
    expect(canonicalPath("/KONTAKT")).toBe("/kontakt");
    expect(canonicalPath("/kontakt/")).toBe("/kontakt");
    expect(canonicalPath("/Proizvod/Heljdino-Brasno//")).toBe("/proizvod/heljdino-brasno");
    expect(canonicalPath("//evil.example/x")).toBe("/evil.example/x");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/novosti/%C4%8Dokolada")).toBe("/novosti/%C4%8Dokolada");
  });

  it("gives the same ETag to the same page and a different one to a changed page", () => {
    const a = storePage("a", page("<p>same</p>")).etag;
    const b = storePage("b", page("<p>same</p>")).etag;
    const c = storePage("c", page("<p>other</p>")).etag;
    const d = storePage("d", page("<p>same</p>", "catalogue:2")).etag;
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(d).not.toBe(a);
  });

  it("hands every visitor the same bytes, in Brotli, gzip or as they are, compressed once each", () => {
    const key = pageCacheKey(new URL("http://127.0.0.1:3000/proizvodi?b=2&a=1&lng=en"), "en");
    const stored = storePage(key, { version: "all:4", status: 200, html: bigPage, headers: [] });
    const br = stored.body("br");
    expect(brotliDecompressSync(br).toString()).toBe(bigPage);
    expect(br.length).toBeLessThan(Buffer.byteLength(bigPage) / 10);
    for (let i = 0; i < 2; i++) {
      const hit = readCachedPage(key, "all:4");
      expect(hit?.etag).toBe(stored.etag);
      expect(hit?.body("identity").toString()).toBe(bigPage);
      // The very buffer made for the first visitor: nothing is compressed again.
      expect(hit?.body("br")).toBe(br);
      expect(gunzipSync(hit?.body("gzip") ?? Buffer.alloc(0)).toString()).toBe(bigPage);
    }
    expect(readCachedPage(key, "all:4")?.body("gzip")).toBe(readCachedPage(key, "all:4")?.body("gzip"));
  });

  it("keeps the pages without a query string when made-up query strings flood in", () => {
    const key = (u: string) => pageCacheKey(new URL(u, "http://localhost"), "sr");
    storePage(key("/proizvodi"), page("<p>list</p>"));
    storePage(key("/proizvodi?category=vegan"), page("<p>vegan</p>"));
    for (let i = 0; i < 2100; i++) storePage(key(`/proizvodi?x=${i}`), page(`<p>${i}</p>`));
    expect(readCachedPage(key("/proizvodi"), "catalogue:1")?.body("identity").toString()).toBe("<p>list</p>");
    // Query-string pages share a smaller part of their own, least recently used dropped first.
    expect(readCachedPage(key("/proizvodi?category=vegan"), "catalogue:1")).toBeUndefined();
    expect(readCachedPage(key("/proizvodi?x=2099"), "catalogue:1")?.body("identity").toString()).toBe(
      "<p>2099</p>",
    );
  });

  it("drops a page when the content version moves on or its time is up", () => {
    vi.useFakeTimers({ toFake: ["Date", "performance", "setTimeout", "clearTimeout"] });
    storePage("k", page("<p>v1</p>"));
    expect(readCachedPage("k", "catalogue:2")).toBeUndefined();
    expect(readCachedPage("k", "catalogue:1")).toBeUndefined();
    storePage("k", page("<p>v1</p>"));
    expect(readCachedPage("k", "catalogue:1")).toBeDefined();
    vi.advanceTimersByTime(pageTtlMs + 1);
    expect(readCachedPage("k", "catalogue:1")).toBeUndefined();
  });
});
