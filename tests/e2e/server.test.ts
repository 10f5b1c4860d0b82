import { describe, expect, it } from "vitest";
import { baseUrl } from "./support/page.ts";

describe("the server", () => {
  it("answers /healthz and /readyz", async () => {
    const health = await fetch(`${baseUrl()}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${baseUrl()}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("compresses pages and caches hashed assets for a year", async () => {
    const html = await fetch(`${baseUrl()}/proizvodi`, { headers: { "accept-encoding": "gzip" } });
    expect(html.headers.get("content-encoding")).toBe("gzip");
    const body = await html.text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(body)?.[0];
    expect(asset).toBeDefined();
    const res = await fetch(`${baseUrl()}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("remembers the language chosen with ?lng= in a cookie and ignores injected values", async () => {
    const en = await fetch(`${baseUrl()}/o-nama?lng=en`);
    expect(en.headers.get("set-cookie")).toMatch(/i18nextLng=en; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const bad = await fetch(`${baseUrl()}/o-nama?lng=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(bad.headers.get("set-cookie")).toBeNull();
    const text = await bad.text();
    expect(text).toMatch(/<html lang="sr"/);
    expect(text).not.toContain("<script>alert(1)</script>");
  });
});

describe("for search engines", () => {
  it("serves a sitemap with every public page in both languages and their alternates", async () => {
    const res = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const { parseDocument } = await import("htmlparser2");
    const { findAll, textContent } = await import("domutils");
    const doc = parseDocument(xml, { xmlMode: true });
    const urls = findAll((el) => el.name === "url", doc.children);
    // 5 pages + 28 products + 14 articles, each in Serbian and English.
    expect(urls.length).toBe((5 + 28 + 14) * 2);
    const locs = urls.map((u) => textContent(findAll((el) => el.name === "loc", u.children)[0]!));
    expect(locs).toContain(`${baseUrl()}/proizvodi`);
    expect(locs).toContain(`${baseUrl()}/proizvodi?lng=en`);
    expect(locs).toContain(`${baseUrl()}/proizvod/heljdino-brasno?lng=en`);
    for (const u of urls) {
      const alternates = findAll((el) => el.name === "xhtml:link", u.children).map((l) => l.attribs.hreflang);
      expect(alternates).toEqual(["sr", "en", "x-default"]);
    }
  });

  it("points robots at the sitemap and keeps them out of the admin", async () => {
    const text = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });
});

describe("the public page cache", () => {
  it("answers a repeat visit from memory with the same ETag, a fresh nonce and a 304 when unchanged", async () => {
    const first = await fetch(`${baseUrl()}/o-nama?lng=en`);
    const firstBody = await first.text();
    const second = await fetch(`${baseUrl()}/o-nama?lng=en`);
    const secondBody = await second.text();
    const etag = second.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get("etag")).toBe(etag);
    expect(second.headers.get("cache-control")).toBe("public, no-cache");
    for (const [res, body] of [
      [first, firstBody],
      [second, secondBody],
    ] as const) {
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
      expect(body).toContain(`nonce="${nonce}"`);
      expect(body).not.toContain("__ZRNCE_NONCE__");
    }
    const revalidated = await fetch(`${baseUrl()}/o-nama?lng=en`, {
      headers: { "if-none-match": etag ?? "" },
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    // The browser keeps the policy stored with the page, whose nonce its scripts carry.
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
  });

  it("never caches admin pages", async () => {
    const res = await fetch(`${baseUrl()}/admin/login`);
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
