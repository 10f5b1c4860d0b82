import type { ChildNode } from "domhandler";
import { getElementsByTagName, getOuterHTML, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestInfoContext } from "#app/context.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { demoArticles } from "#app/demo/articles.ts";
import { insertArticle } from "#app/demo/seed.server.ts";
import type { DemoArticle } from "#app/demo/types.ts";
import {
  getArticlePage,
  getPublishedArticle,
  listNewsPage,
  listPublishedArticles,
} from "#app/domain/news/articles.server.ts";
import { renderNewsFeed } from "#app/domain/news/feed.server.ts";
import { readingMinutes } from "#app/domain/news/reading-time.server.ts";
import { loader as articleLoader } from "#app/routes/public/article.tsx";
import { loader as newsLoader } from "#app/routes/public/news.tsx";
import { loader as feedLoader } from "#app/routes/resources/news-rss.ts";
import { newsCategories } from "#app/schemas/news-filters.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";

// The public news on both databases: listing, filtering, search, paging,
// visibility of drafts and scheduled articles, sanitising, and the RSS feed.

const now = new Date("2026-11-21T12:00:00.000Z");
const scheduledAt = new Date(Math.max(Date.now(), now.getTime()) + 365 * 24 * 3_600_000);
const origin = "https://zrnce.example";
const xss =
  '<p>Safe <strong>text</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)"><p onclick="alert(3)">Click</p><a href="javascript:alert(4)">bad</a><a href="https://example.org/x">ok</a><iframe src="https://evil.example"></iframe><h1>Big</h1><svg onload="alert(5)"></svg><a href="JaVaScRiPt:alert(6)">bad2</a><img src="/media/abc/640.webp" alt="ours">';

function routeArgs(url: string, locale: "sr" | "en", params: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "test", nonce: "n", locale, clientIp: "127.0.0.1" });
  return { request: new Request(url), context, params, unstable_pattern: "" } as any;
}

function variant(base: DemoArticle, overrides: Partial<DemoArticle> & { slug: string }): DemoArticle {
  return { ...base, featured: false, ...overrides };
}

describe.each(dialects)("news on %s", (dialect) => {
  let database: Database;
  const base = demoArticles[0]!;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    for (const article of demoArticles) await insertArticle(article);
    // Not visible: a draft, and one scheduled for later. Later than the real clock too, which
    // the route loaders read: a fixed date became "published" once the day came.
    await insertArticle(variant(base, { slug: "nacrt-clanka" }), { status: "draft", publishedAt: null });
    await insertArticle(variant(base, { slug: "zakazan-clanak", publishedAt: scheduledAt.toISOString() }));
  });
  afterAll(async () => {
    await database.close();
  });

  it("lists the published articles newest first, the featured ones above the list and not in it", async () => {
    const first = await listNewsPage({ locale: "sr", now });
    const notFeatured = demoArticles.filter((a) => !a.featured);
    // Fourteen articles, three featured: one page, each article once.
    expect(first.total).toBe(notFeatured.length);
    expect(first.pageCount).toBe(1);
    expect(first.page).toBe(1);
    expect(first.articles.map((a) => a.slug)).toEqual(notFeatured.map((a) => a.slug));
    const dates = first.articles.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.featured.map((a) => a.slug)).toEqual(
      demoArticles.filter((a) => a.featured).map((a) => a.slug),
    );
    for (const card of first.articles) {
      expect(card.title).not.toBe("");
      expect(card.readingMinutes).toBeGreaterThanOrEqual(1);
      expect(["tips", "recipes", "health", "events", "lifestyle"]).toContain(card.category);
    }
    // A page past the end shows the last page rather than nothing.
    expect((await listNewsPage({ locale: "sr", page: 99, now })).page).toBe(1);
  });

  it("filters by category, without the featured block", async () => {
    for (const category of newsCategories) {
      const result = await listNewsPage({ locale: "en", category, now });
      const expected = demoArticles.filter((a) => a.category === category);
      expect(result.total).toBe(expected.length);
      expect(result.articles.map((a) => a.slug).sort()).toEqual(expected.map((a) => a.slug).sort());
      expect(result.featured).toEqual([]);
    }
  });

  it("searches regardless of diacritics, script and case, every word at once", async () => {
    const slug = "posni-keksi-s-orasima-bez-dodatog-secera";
    for (const query of ["šećera orasi", "secera ORASI", "шећера ораси", "  Šećera   orasi "]) {
      const result = await listNewsPage({ locale: "sr", query, now });
      expect(
        result.articles.map((a) => a.slug),
        query,
      ).toContain(slug);
      expect(result.featured).toEqual([]);
    }
    // In English the English text is searched.
    const en = await listNewsPage({ locale: "en", query: "walnut cookies", now });
    expect(en.articles.map((a) => a.slug)).toContain(slug);
    // Search and category narrow together.
    const narrowed = await listNewsPage({ locale: "sr", query: "orasi", category: "health", now });
    expect(narrowed.articles.map((a) => a.slug)).not.toContain(slug);
    // Nothing matches nonsense, and a query of only punctuation is no filter at all.
    expect((await listNewsPage({ locale: "sr", query: "qqqzzzxxx", now })).total).toBe(0);
    expect((await listNewsPage({ locale: "sr", query: "%_'\"", now })).total).toBe(
      (await listNewsPage({ locale: "sr", now })).total,
    );
  });

  it("never shows drafts or articles scheduled for later, until their time comes", async () => {
    const listed = (await listPublishedArticles({ locale: "sr", now })).map((a) => a.slug);
    expect(listed).not.toContain("nacrt-clanka");
    expect(listed).not.toContain("zakazan-clanak");
    expect(await getPublishedArticle({ slug: "nacrt-clanka", locale: "sr", now })).toBeNull();
    expect(await getPublishedArticle({ slug: "zakazan-clanak", locale: "sr", now })).toBeNull();
    expect(await getArticlePage({ slug: "zakazan-clanak", locale: "sr", now })).toBeNull();
    const found = (await listNewsPage({ locale: "sr", query: "orasima", now })).articles.map((a) => a.slug);
    expect(found).toContain("posni-keksi-s-orasima-bez-dodatog-secera");
    expect(found).not.toContain("nacrt-clanka");
    expect(found).not.toContain("zakazan-clanak");
    const itsTime = new Date(scheduledAt.getTime() + 3_600_000);
    expect(await getPublishedArticle({ slug: "zakazan-clanak", locale: "sr", now: itsTime })).not.toBeNull();
    expect(await getPublishedArticle({ slug: "nacrt-clanka", locale: "sr", now: itsTime })).toBeNull();
    expect(await getArticlePage({ slug: "ne-postoji", locale: "sr", now })).toBeNull();
  });

  it("shows a draft or a scheduled article only to a preview, dated as if published now", async () => {
    const draft = await getArticlePage({ slug: "nacrt-clanka", locale: "sr", now, draft: true });
    expect(draft?.article.publishedAt).toBe(now.toISOString());
    expect(draft?.related.map((a) => a.slug)).not.toContain("zakazan-clanak");
    expect(
      await getPublishedArticle({ slug: "zakazan-clanak", locale: "sr", now, draft: true }),
    ).not.toBeNull();
    expect(await getArticlePage({ slug: "nacrt-clanka", locale: "sr", now })).toBeNull();
  });

  it("gives the article in the visitor's language, with reading time counted per language", async () => {
    const article = demoArticles[3]!;
    const sr = await getPublishedArticle({ slug: article.slug, locale: "sr", now });
    const en = await getPublishedArticle({ slug: article.slug, locale: "en", now });
    expect(sr?.title).toBe(article.sr.title);
    expect(en?.title).toBe(article.en.title);
    expect(sr?.readingMinutes).toBe(readingMinutes(article.sr.body));
    expect(en?.readingMinutes).toBe(readingMinutes(article.en.body));
    expect(sr?.author).toBe(article.author);
    expect(en?.body).toContain("<p>");
  });

  it("falls back to Serbian field by field where English is missing", async () => {
    const id = await insertArticle(variant(base, { slug: "samo-srpski" }));
    await database.db
      .updateTable("article_translation")
      .set({ title: "", body: "" })
      .where("article_id", "=", id)
      .where("locale", "=", "en")
      .execute();
    const en = await getPublishedArticle({ slug: "samo-srpski", locale: "en", now });
    expect(en?.title).toBe(base.sr.title);
    expect(en?.excerpt).toBe(base.en.excerpt);
    expect(en?.body).toContain("orasima");
    expect(en?.readingMinutes).toBe(readingMinutes(base.sr.body));
    await database.db.deleteFrom("article").where("id", "=", id).execute();
  });

  it("offers related articles: the same category first, never the article itself", async () => {
    const page = await getArticlePage({ slug: base.slug, locale: "sr", now });
    expect(page?.related).toHaveLength(3);
    const slugs = page?.related.map((a) => a.slug) ?? [];
    expect(slugs).not.toContain(base.slug);
    const sameCategory = demoArticles.filter((a) => a.category === base.category && a.slug !== base.slug);
    expect(page?.related[0]?.category).toBe(base.category);
    expect(slugs.slice(0, Math.min(3, sameCategory.length))).toEqual(
      sameCategory.slice(0, 3).map((a) => a.slug),
    );
  });

  it("sanitises the body before it is stored and again before it is shown", async () => {
    const id = await insertArticle(
      variant(base, {
        slug: "xss-probe",
        sr: { ...base.sr, body: xss },
        en: { ...base.en, body: xss },
      }),
    );
    const stored = await database.db
      .selectFrom("article_translation")
      .select(["body", "search_text", "reading_minutes"])
      .where("article_id", "=", id)
      .execute();
    for (const row of stored) {
      expect(row.body).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|<h1/i);
      expect(row.body).toContain("<strong>text</strong>");
      expect(row.body).toContain(
        '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">ok</a>',
      );
      expect(row.body).toContain('<img src="/media/abc/640.webp" alt="ours" />');
      expect(row.body).toContain("<h2>Big</h2>");
      expect(row.search_text).not.toContain("alert");
      expect(row.reading_minutes).toBe(1);
    }
    // A body that reached the database another way is cleaned on the way out.
    await database.db
      .updateTable("article_translation")
      .set({
        body: '<p>Hi</p><script>alert("x")</script><a href="javascript:void(0)" onmouseover="x()">a</a>',
      })
      .where("article_id", "=", id)
      .execute();
    const shown = await getPublishedArticle({ slug: "xss-probe", locale: "sr", now });
    expect(shown?.body).toBe("<p>Hi</p><a>a</a>");
    await database.db.deleteFrom("article").where("id", "=", id).execute();
  });

  describe("the route loaders", () => {
    it("read the list state from the URL and ignore what they do not know", async () => {
      const result = await newsLoader(routeArgs(`${origin}/novosti?q=orasi&category=bogus&page=abc`, "sr"));
      expect(result.filters).toEqual({ q: "orasi", category: undefined, page: 1 });
      expect(result.news.articles.map((a) => a.slug)).toContain(base.slug);
      const paged = await newsLoader(routeArgs(`${origin}/novosti?category=recipes&page=9`, "en"));
      expect(paged.filters).toEqual({ q: "", category: "recipes", page: 1 });
      expect(paged.news.articles.every((a) => a.category === "recipes")).toBe(true);
    });

    it("answer an unknown or unpublished slug with a 404 the layout can name", async () => {
      for (const slug of ["ne-postoji", "nacrt-clanka", "zakazan-clanak"]) {
        const thrown = await articleLoader(routeArgs(`${origin}/novosti/${slug}`, "sr", { slug })).catch(
          (e: unknown) => e,
        );
        expect(thrown).toMatchObject({
          type: "DataWithResponseInit",
          data: { kind: "article" },
          init: { status: 404 },
        });
      }
      const found = await articleLoader(
        routeArgs(`${origin}/novosti/${base.slug}`, "en", { slug: base.slug }),
      );
      expect(found.article.title).toBe(base.en.title);
      expect(found.related).toHaveLength(3);
    });

    it("serve the feed as RSS in the language of its URL, whatever the visitor's cookie says", async () => {
      const sr = await feedLoader(routeArgs(`${origin}/novosti/rss.xml`, "en"));
      expect(sr.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
      expect(await sr.text()).toContain(`<title>${base.sr.title}</title>`);
      const en = await feedLoader(routeArgs(`${origin}/novosti/rss.xml?lng=en`, "sr"));
      expect(await en.text()).toContain(`<title>${base.en.title}</title>`);
    });
  });

  describe("the RSS feed", () => {
    async function parseFeed(locale: "sr" | "en") {
      const xml = await renderNewsFeed({ locale, origin, now });
      const doc = parseDocument(xml, { xmlMode: true });
      return { xml, doc };
    }
    // Direct children only, so an item's <title> is never mistaken for the channel's.
    const children = (el: { children: ChildNode[] }, name: string) =>
      getElementsByTagName(name, el.children, false);
    const child = (el: { children: ChildNode[] }, name: string) => children(el, name)[0];

    it("is RSS 2.0 with a channel and one complete item per visible article", async () => {
      const { xml, doc } = await parseFeed("sr");
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      const [rss] = children(doc, "rss");
      expect(rss?.attribs.version).toBe("2.0");
      const channels = children(rss!, "channel");
      expect(channels).toHaveLength(1);
      const channel = channels[0]!;
      expect(textContent(child(channel, "title")!)).toBe("Novosti | Zrnce");
      expect(textContent(child(channel, "link")!)).toBe(`${origin}/novosti`);
      expect(textContent(child(channel, "description")!)).not.toBe("");
      expect(textContent(child(channel, "language")!)).toBe("sr-Latn");
      const items = children(channel, "item");
      expect(items).toHaveLength(demoArticles.length);
      const rfc822 =
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
      for (const item of items) {
        for (const name of ["title", "link", "guid", "pubDate", "description"]) {
          expect(textContent(child(item, name)!).trim(), name).not.toBe("");
        }
        expect(textContent(child(item, "pubDate")!)).toMatch(rfc822);
        expect(textContent(child(item, "link")!)).toMatch(new RegExp(`^${origin}/novosti/[a-z0-9-]+$`));
        expect(textContent(child(item, "guid")!)).toBe(textContent(child(item, "link")!));
      }
      const first = items[0]!;
      expect(textContent(child(first, "title")!)).toBe(demoArticles[0]?.sr.title);
      expect(textContent(child(first, "pubDate")!)).toBe("Thu, 12 Nov 2026 08:30:00 GMT");
      expect(xml).not.toContain("nacrt-clanka");
      expect(xml).not.toContain("zakazan-clanak");
    });

    it("has an English edition whose links stay in English", async () => {
      const { doc } = await parseFeed("en");
      const channel = getElementsByTagName("channel", doc, true)[0]!;
      expect(textContent(child(channel, "title")!)).toBe("News | Zrnce");
      expect(textContent(child(channel, "link")!)).toBe(`${origin}/novosti?lng=en`);
      const items = children(channel, "item");
      expect(textContent(child(items[0]!, "title")!)).toBe(demoArticles[0]?.en.title);
      expect(textContent(child(items[0]!, "link")!)).toMatch(/\?lng=en$/);
    });

    it("escapes markup and ampersands in every text", async () => {
      const tricky = 'Kafa & čaj <b>"bold"</b> </title><script>x</script> \u0001';
      const id = await insertArticle(
        variant(base, {
          slug: "escape-probe",
          publishedAt: "2026-11-20T10:00:00.000Z",
          author: "Ana & <Mila>",
          sr: { ...base.sr, title: tricky, excerpt: "A < B && C > D ]]>" },
        }),
      );
      const { xml, doc } = await parseFeed("sr");
      expect(xml).not.toContain("<script>");
      expect(xml).not.toContain("<b>");
      expect(xml).toContain("Kafa &amp; čaj &lt;b&gt;&quot;bold&quot;&lt;/b&gt;");
      const item = getElementsByTagName("item", doc, true).find((i) =>
        textContent(child(i, "link")!).endsWith("/escape-probe"),
      )!;
      expect(getOuterHTML(child(item, "title")!)).toContain("&amp;");
      expect(child(item, "title")?.children).toHaveLength(1);
      expect(xml).toContain("<description>A &lt; B &amp;&amp; C &gt; D ]]&gt;</description>");
      expect(textContent(child(item, "description")!)).toBe("A < B && C > D ]]>");
      expect(textContent(child(item, "title")!)).toBe(tricky.replace("\u0001", ""));
      expect(textContent(child(item, "dc:creator")!)).toBe("Ana & <Mila>");
      await database.db.deleteFrom("article").where("id", "=", id).execute();
    });
  });
});

describe.each(dialects)("news pages on %s", (dialect) => {
  let database: Database;
  // Twenty articles newer than every demo one: the featured ones' dates put them
  // on pages two and three of the list.
  const newer = Array.from({ length: 20 }, (_, i) =>
    variant(demoArticles[i % demoArticles.length]!, {
      slug: `novije-${i}`,
      publishedAt: new Date(now.getTime() - (i + 1) * 3_600_000).toISOString(),
    }),
  );
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    for (const article of [...demoArticles, ...newer]) await insertArticle(article);
  });
  afterAll(() => database.close());

  it("pages twelve at a time, never repeating a featured article further on", async () => {
    const featured = demoArticles.filter((a) => a.featured).map((a) => a.slug);
    const listed = [...newer, ...demoArticles.filter((a) => !a.featured)].map((a) => a.slug);
    const first = await listNewsPage({ locale: "sr", now });
    expect(first.featured.map((a) => a.slug)).toEqual(featured);
    expect(first.total).toBe(listed.length);
    expect(first.pageCount).toBe(Math.ceil(listed.length / 12));
    const pages = [first];
    for (let page = 2; page <= first.pageCount; page++) {
      const next = await listNewsPage({ locale: "sr", page, now });
      expect(next.featured).toEqual([]);
      pages.push(next);
    }
    expect(pages.map((p) => p.articles.length)).toEqual(
      pages.map((_, i) => Math.min(12, listed.length - i * 12)),
    );
    const all = pages.flatMap((p) => p.articles.map((a) => a.slug));
    expect(all).toEqual(listed);
    for (const slug of featured) expect(all).not.toContain(slug);
    // A category or a search lists every match, the featured ones included.
    const events = await listNewsPage({ locale: "sr", category: "events", now, pageSize: 100 });
    expect(events.articles.map((a) => a.slug)).toEqual(
      [...newer, ...demoArticles].filter((a) => a.category === "events").map((a) => a.slug),
    );
  });
});
