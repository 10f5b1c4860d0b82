import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { xssCorpus } from "../../../tests/security/support/xss-corpus.ts";
import { prepareArticleText } from "./article-text.server.ts";
import { sanitizeArticleHtml } from "./sanitize-article.server.ts";

describe("sanitizeArticleHtml", () => {
  it.each([
    ["<script>alert(1)</script><p>x</p>", "<p>x</p>"],
    ['<img src="x" onerror="alert(1)">', ""],
    ['<p onclick="alert(1)" style="color:red" class="x">x</p>', "<p>x</p>"],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href=" jav&#x09;ascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', "<a>x</a>"],
    ['<iframe src="https://evil.example"></iframe><object data="x"></object>', ""],
    ["<style>body{display:none}</style><p>x</p>", "<p>x</p>"],
    ['<svg><script>alert(1)</script></svg><math href="javascript:x">y</math>', "y"],
    ['<img src="//evil.example/x.png" alt="x">', ""],
    ['<img src="https://evil.example/x.png" alt="x">', ""],
    ['<form action="/x"><input name="a"><button>go</button></form>', "go"],
  ])("removes what could run or leak: %s", (input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
  });

  it("neutralises every payload of the shared XSS corpus, also when cleaned twice", () => {
    for (const payload of xssCorpus) {
      const once = sanitizeArticleHtml(`<p>before</p>${payload}<p>after</p>`);
      for (const out of [once, sanitizeArticleHtml(once)]) {
        expect(out, payload).not.toMatch(
          /<(script|iframe|svg|math|style|object|embed|base|meta|link|form|template)\b/i,
        );
        expect(out, payload).not.toMatch(/<[^>]+\s(on\w+|style|srcdoc|formaction)\s*=/i);
        expect(out, payload).not.toMatch(
          /(href|src|srcset|action)\s*=\s*["']?\s*(javascript|vbscript|data):/i,
        );
      }
    }
  });

  it("keeps what the editor makes", () => {
    const html =
      '<h2>Naslov</h2><p><strong>Jako</strong> i <em>koso</em></p><ul><li>a</li></ul><ol start="2"><li>b</li></ol><blockquote>„Citat“</blockquote><p><a href="/proizvodi">proizvodi</a></p><img src="/media/abc/640.webp" alt="Hleb" width="640" height="480" />';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it("keeps an inline image and its edited description as the rich-text editor writes them", () => {
    // Tiptap's HTML for a library image between two paragraphs, its alt text edited by the owner.
    const html =
      '<p>Pogled sa brda.</p><img src="/media/0b7c3a9e-1d2f-4a5b-8c6d-7e8f9a0b1c2d/960.webp" alt="Polja pšenice &amp; „zrnce“ pod Fruškom gorom"><p>Tekst posle slike.</p>';
    // Only the image's end is written the other way (" />").
    expect(sanitizeArticleHtml(html)).toBe(html.replace('gorom"><p>', 'gorom" /><p>'));
  });

  it("turns an h1 into an h2 and opens outside links safely in a new tab", () => {
    expect(sanitizeArticleHtml("<h1>x</h1>")).toBe("<h2>x</h2>");
    expect(sanitizeArticleHtml('<a href="https://example.org" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="mailto:info@zrnce.rs" target="_blank">x</a>')).toBe(
      '<a href="mailto:info@zrnce.rs">x</a>',
    );
  });

  it("never lets a tag with an event handler or a script URL through, whatever the input", () => {
    const pieces = fc.constantFrom(
      "<script>",
      "</script>",
      "<img src=x onerror=alert(1)>",
      '<a href="javascript:alert(1)">',
      "<p onmouseover='x'>",
      "<svg onload=alert(1)>",
      "<!--",
      "-->",
      "<",
      ">",
      '"',
      "<p>",
      "</p>",
      "text",
      "<iframe>",
      "<style>",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 20 }), (parts) => {
        const once = sanitizeArticleHtml(parts.join(""));
        // The second pass, at render time, is as safe as the first.
        for (const out of [once, sanitizeArticleHtml(once)]) {
          expect(out).not.toMatch(/<(script|iframe|svg|style)\b/i);
          expect(out).not.toMatch(/<[^>]+\son\w+\s*=/i);
          expect(out).not.toMatch(/href\s*=\s*["']?\s*javascript:/i);
        }
      }),
    );
  });
});

describe("prepareArticleText", () => {
  it("derives the reading time and the folded search text from the cleaned body", () => {
    const words = Array.from({ length: 401 }, () => "žito").join(" ");
    const row = prepareArticleText({
      title: " Čokolada ",
      excerpt: "Kratko",
      body: `<p>${words}</p><script>tajna</script>`,
    });
    expect(row.title).toBe("Čokolada");
    expect(row.body).not.toContain("script");
    expect(row.reading_minutes).toBe(3);
    expect(row.search_text.startsWith("cokolada kratko zito")).toBe(true);
    expect(row.search_text).not.toContain("tajna");
  });
});
