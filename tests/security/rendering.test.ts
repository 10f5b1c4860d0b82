import path from "node:path";
import Sqlite from "better-sqlite3";
import { findAll, getAttributeValue, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arrivalScript } from "#app/islands/arrival.ts";
import { signInOverHttp } from "./support/http.ts";
import { startInProcess } from "./support/in-process.ts";
import { expectSafeAnswer, internals } from "./support/responses.ts";
import { xssCorpus } from "./support/xss-corpus.ts";

// What the owner types is stored and shown to every visitor: an article made of
// the whole XSS corpus, with titles built to break out of the page's script
// tags, must render inert in both languages. Then the database breaks under the
// running site, and its 500s must still carry the headers and hide the internals.

const breakouts = {
  sr: "</script><script>alert('sr')</script><!--",
  en: "</SCRIPT><img src=x onerror=alert('en')>\u2028\u2029<!--<script>",
};

let server: Awaited<ReturnType<typeof startInProcess>>;
let dataDir = "";
const figures = { payloads: xssCorpus.length, pagesChecked: 0 };

beforeAll(async () => {
  server = await startInProcess({ FORM_RATE_LIMIT_MAX: "1000" });
  dataDir = process.env.DATA_DIR ?? "";
  const cookie = await signInOverHttp(server.baseUrl, server.admin ?? { email: "", password: "" });
  const body = xssCorpus.map((p) => `<p>payload</p>${p}`).join("\n");
  const res = await fetch(`${server.baseUrl}/admin/news/new`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.baseUrl, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      slug: "xss-probe",
      category: "tips",
      publish: "now",
      "sr.title": breakouts.sr,
      "sr.excerpt": breakouts.en,
      "sr.body": body,
      "en.title": breakouts.en,
      "en.excerpt": breakouts.sr,
      "en.body": body,
    }),
  });
  expect(res.status, await res.text()).toBe(302);
});
afterAll(async () => {
  await server?.close();
  console.log(`rendering figures: ${JSON.stringify(figures)}`);
});

/** Every way the page could run something the site did not write. */
function expectInert(html: string, label: string) {
  const doc = parseDocument(html);
  const elements = findAll(() => true, doc.children);
  for (const el of elements) {
    if (el.name === "script") {
      // A public page runs only our island files and the one static inline script the
      // CSP allows by its hash; JSON data blocks are not run.
      const type = getAttributeValue(el, "type");
      const src = getAttributeValue(el, "src");
      if (type === "module")
        expect(src, label).toMatch(/^\/(assets\/island-[\w-]+\.js|app\/islands\/[\w-]+\.ts)$/);
      else if (type !== "application/ld+json") expect(textContent(el), label).toBe(arrivalScript);
      expect(textContent(el), label).not.toMatch(/^\s*alert\(/);
    }
    expect(["iframe", "object", "embed", "base", "math"].includes(el.name) && el.name, label).toBe(false);
    if (el.name === "meta") expect(getAttributeValue(el, "http-equiv"), label).toBeUndefined();
    for (const [name, value] of Object.entries(el.attribs)) {
      expect(/^on/i.test(name) ? `${el.name} ${name}` : "", label).toBe("");
      if (["href", "src", "action", "formaction", "xlink:href", "srcset"].includes(name))
        expect(value.trim(), `${label} ${el.name} ${name}`).not.toMatch(/^(javascript|vbscript|data:text)/i);
    }
  }
  // The breakout strings appear only escaped.
  expect(html).not.toContain("</script><script>alert");
  expect(html).not.toContain("<img src=x onerror");
  figures.pagesChecked++;
}

describe("stored and rendered content", () => {
  it("renders the article made of the XSS corpus inert, in Serbian and English", async () => {
    for (const url of [
      "/novosti/xss-probe",
      "/novosti/xss-probe?lng=en",
      "/novosti",
      "/novosti?lng=en",
      "/",
    ]) {
      const res = await fetch(`${server.baseUrl}${url}`);
      const html = await expectSafeAnswer(res, url);
      expect(res.status, url).toBe(200);
      expectInert(html, url);
    }
    const article = await (await fetch(`${server.baseUrl}/novosti/xss-probe?lng=en`)).text();
    expect(article).toContain("payload");
  });

  it("keeps titles inside their elements in the feed and the data requests", async () => {
    const rss = await (await fetch(`${server.baseUrl}/novosti/rss.xml`)).text();
    expect(rss).not.toContain("<script>");
    expect(rss).not.toContain("<img src=x");
    const data = await fetch(`${server.baseUrl}/novosti/xss-probe.data`);
    expect(data.headers.get("content-type")).toContain("text/x-script");
    expect(data.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("when the database breaks under the running site", () => {
  it("answers 500 with every security header and no stack trace or SQL", async () => {
    const db = new Sqlite(path.join(dataDir, "site.db"));
    db.exec("ALTER TABLE article RENAME TO article_gone");
    try {
      for (const url of ["/novosti?lng=en&page=2", "/novosti/rss.xml", "/novosti/xss-probe.data?x=1"]) {
        const res = await fetch(`${server.baseUrl}${url}`);
        const body = await res.text();
        expect(res.status, url).toBe(500);
        expect(body, url).not.toMatch(internals);
        expect(body, url).not.toContain("article_gone");
        expect(body, url).not.toMatch(/no such table/i);
        expect(res.headers.get("content-security-policy"), url).toContain("object-src 'none'");
        expect(res.headers.get("x-content-type-options"), url).toBe("nosniff");
        expect(res.headers.get("referrer-policy"), url).toBe("strict-origin-when-cross-origin");
      }
    } finally {
      db.exec("ALTER TABLE article_gone RENAME TO article");
      db.close();
    }
  });
});
