import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inlineStyle } from "#app/html-assets.server.ts";
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

// A hit's gzip is assembled from pieces compressed once, with the fresh nonce in
// between; any decoder must read it as the page with that nonce.
const bigPage = (nonce: string) =>
  `<!DOCTYPE html><html lang="sr"><head><script nonce="${nonce}">window.a=1</script></head><body>${"<p>Čokolada, хлеб i keks.</p>".repeat(400)}<script nonce="${nonce}" type="module">import("/assets/x.js")</script></body></html>`;

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

  it("keeps the pages without a query string when made-up query strings flood in", () => {
    const key = (u: string) => pageCacheKey(new URL(u, "http://localhost"), "sr");
    storePage(key("/proizvodi"), page("<p>list</p>"), "");
    storePage(key("/proizvodi?category=vegan"), page("<p>vegan</p>"), "");
    for (let i = 0; i < 2100; i++) storePage(key(`/proizvodi?x=${i}`), page(`<p>${i}</p>`), "");
    expect(readCachedPage(key("/proizvodi"), "catalogue:1", "")?.html()).toBe("<p>list</p>");
    // Query-string pages share a smaller part of their own, oldest dropped first.
    expect(readCachedPage(key("/proizvodi?category=vegan"), "catalogue:1", "")).toBeUndefined();
    expect(readCachedPage(key("/proizvodi?x=2099"), "catalogue:1", "")?.html()).toBe("<p>2099</p>");
  });

  it("puts a fresh nonce into every copy it hands out", () => {
    storePage("k", page('<script nonce="abc">1</script><script nonce="abc">2</script>'), "abc");
    expect(readCachedPage("k", "catalogue:1", "xyz")?.html()).toBe(
      '<script nonce="xyz">1</script><script nonce="xyz">2</script>',
    );
    expect(readCachedPage("k", "catalogue:1", "qrs")?.html()).toBe(
      '<script nonce="qrs">1</script><script nonce="qrs">2</script>',
    );
  });

  it("drops a page when the content version moves on or its time is up", () => {
    vi.useFakeTimers();
    storePage("k", page("<p>v1</p>"), "");
    expect(readCachedPage("k", "catalogue:2", "")).toBeUndefined();
    expect(readCachedPage("k", "catalogue:1", "")).toBeUndefined();
    storePage("k", page("<p>v1</p>"), "");
    vi.advanceTimersByTime(pageTtlMs + 1);
    expect(readCachedPage("k", "catalogue:1", "")).toBeUndefined();
  });

  it("gives the same ETag to the same page and a different one to a changed page", () => {
    const a = storePage("a", page("<p>same</p>"), "").etag;
    const b = storePage("b", page("<p>same</p>"), "").etag;
    const c = storePage("c", page("<p>other</p>"), "").etag;
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it("gives each hit its own nonce, as HTML and as gzip", () => {
    const key = pageCacheKey(new URL("http://127.0.0.1:3000/proizvodi?b=2&a=1&lng=en"), "en");
    const stored = storePage(
      key,
      { version: "all:4", status: 200, html: bigPage("first+nonce/A=="), headers: [] },
      "first+nonce/A==",
    );
    const etag = stored.etag;
    // The miss that stored the page is answered from the same pieces, with its own nonce.
    expect(gunzipSync(stored.gzip()).toString()).toBe(bigPage("first+nonce/A=="));
    for (const nonce of ["second/B==", "x".repeat(24)]) {
      const hit = readCachedPage(key, "all:4", nonce);
      expect(hit?.etag).toBe(etag);
      expect(hit?.html()).toBe(bigPage(nonce));
      const gzip = hit?.gzip() ?? Buffer.alloc(0);
      expect(gunzipSync(gzip).toString()).toBe(bigPage(nonce));
      expect(gzip.length).toBeLessThan(Buffer.byteLength(bigPage(nonce)) / 10);
    }
  });

  it("gzips a page made of many short pieces between nonces, ending in one", () => {
    const html = (n: string) =>
      `${'<link rel="modulepreload" href="/a.js" nonce="N"/>'.repeat(30)}<p>${"x".repeat(2000)}</p><script nonce="N"></script>`.replaceAll(
        "N",
        n,
      );
    const stored = storePage("k", page(html("abc")), "abc");
    expect(gunzipSync(stored.gzip()).toString()).toBe(html("abc"));
    expect(
      gunzipSync(readCachedPage("k", "catalogue:1", "fresh+nonce==")?.gzip() ?? Buffer.alloc(0)).toString(),
    ).toBe(html("fresh+nonce=="));
  });

  it("splices in the stylesheet deflated once, wherever it stands in the page", () => {
    const css = inlineStyle.toString();
    const pages = [
      `<html><head><meta charset="utf-8"/>${css}<script nonce="N">1</script></head><body>${"<p>Hleb</p>".repeat(300)}</body></html>`,
      `<html><head>${css}</head></html>`,
      `${css}<script nonce="N"></script>`,
      `<script nonce="N"></script>${css}`,
      css,
    ];
    for (const [i, html] of pages.entries()) {
      const stored = storePage(`s${i}`, page(html.replaceAll("N", "abc")), "abc");
      expect(gunzipSync(stored.gzip()).toString()).toBe(html.replaceAll("N", "abc"));
      const hit = readCachedPage(`s${i}`, "catalogue:1", "fresh+nonce==")?.gzip() ?? Buffer.alloc(0);
      expect(gunzipSync(hit).toString()).toBe(html.replaceAll("N", "fresh+nonce=="));
    }
    // The stylesheet stands in the ETag by its digest: it still tells pages apart.
    const etag = (html: string) => storePage("e", page(html), "").etag;
    expect(etag(`<p>a</p>${css}`)).toBe(etag(`<p>a</p>${css}`));
    expect(etag(`<p>a</p>${css}`)).not.toBe(etag("<p>a</p>"));
    expect(etag(`<p>a</p>${css}`)).not.toBe(etag(`${css}<p>a</p>`));
  });

  it("gzips a page without a nonce", () => {
    storePage("k", page("<p>bez skripti</p>"), "");
    expect(gunzipSync(readCachedPage("k", "catalogue:1", "n")?.gzip() ?? Buffer.alloc(0)).toString()).toBe(
      "<p>bez skripti</p>",
    );
  });
});
