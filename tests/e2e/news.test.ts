import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoArticles } from "#app/demo/articles.ts";
import { launchBrowser, viewports } from "./support/browser.ts";
import { baseUrl, expectAccessible, expectMeetsFooter, open, waitForOverlay } from "./support/page.ts";

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

// The news list and article pages against the production build with the demo
// content (14 articles, 3 featured): every state in both languages, at desktop
// and phone widths, with axe checks; the head, the JSON-LD and the RSS feed.

const cookies = demoArticles[0]!;
// The list below the featured articles: every other one (fourteen, three featured: one page).
const firstPageListed = demoArticles.filter((a) => !a.featured).length;
const texts = {
  sr: {
    h1: "Novosti",
    loadError: "Greška pri učitavanju novosti. Pokušajte ponovo kasnije.",
    tryAgain: "Pokušajte ponovo",
    noResults: "Nijedan članak ne odgovara zadatim kriterijumima pretrage.",
    reset: "Poništi filtere",
    recipes: "Recepti",
    search: "Traži",
    notFound: "Članak nije pronađen",
    back: "Nazad na novosti",
    copied: "Link je kopiran",
    pages: "Stranice sa člancima",
  },
  en: {
    h1: "News",
    loadError: "Error loading news. Please try again later.",
    tryAgain: "Try Again",
    noResults: "No articles found for your search criteria.",
    reset: "Reset Filters",
    recipes: "Recipes",
    search: "Search",
    notFound: "Article not found",
    back: "Back to news",
    copied: "Link copied",
    pages: "Article pages",
  },
} as const;
const langs = ["sr", "en"] as const;
const withLng = (path: string, lng: "sr" | "en") => `${path}${path.includes("?") ? "&" : "?"}lng=${lng}`;

const cards = (page: Page, testId: string) => page.getByTestId(testId).getByTestId("article-card");
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
const samePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere === true);

describe("the news head, structured data and feed", () => {
  it("renders title, description, canonical, hreflang and the feed link on the server", async () => {
    for (const lng of langs) {
      const html = await (await fetch(`${baseUrl()}/novosti?lng=${lng}`)).text();
      expect(html).toContain(`<title>${texts[lng].h1} | Zrnce</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toContain(`rel="canonical" href="${baseUrl()}/novosti${lng === "en" ? "?lng=en" : ""}"`);
      expect(html).toMatch(/hreflang="x-default"/i);
      expect(html).toMatch(
        new RegExp(
          `<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${baseUrl()}/novosti/rss\\.xml${lng === "en" ? "\\?lng=en" : ""}"`,
        ),
      );
    }
    const search = await (await fetch(`${baseUrl()}/novosti?q=keksi`)).text();
    expect(search).toContain('name="robots" content="noindex, nofollow"');
  });

  it("gives an article Open Graph tags with its cover and JSON-LD", async () => {
    for (const lng of langs) {
      const response = await fetch(`${baseUrl()}/novosti/${cookies.slug}?lng=${lng}`);
      const html = await response.text();
      const url = `${baseUrl()}/novosti/${cookies.slug}${lng === "en" ? "?lng=en" : ""}`;
      expect(html).toContain(`<title>${cookies[lng].title} | Zrnce</title>`);
      expect(html).toContain('property="og:type" content="article"');
      expect(html).toMatch(/property="og:image" content="http[^"]+\/media\/[0-9a-f-]+\/share\.jpg"/);
      expect(html).toContain(`rel="canonical" href="${url}"`);
      expect(html).toContain('type="application/rss+xml"');
      const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
      const graph = JSON.parse(match?.[1] ?? "{}")["@graph"] as Array<Record<string, unknown>>;
      const posting = graph.find((n) => n["@type"] === "BlogPosting")!;
      expect(posting.headline).toBe(cookies[lng].title);
      expect(posting.datePublished).toBe(cookies.publishedAt);
      expect(posting.url).toBe(url);
      expect(posting.author).toEqual({ "@type": "Person", name: cookies.author });
      expect((posting.image as string[])[0]).toMatch(/\/media\//);
      const crumbs = graph.find((n) => n["@type"] === "BreadcrumbList")!;
      const items = crumbs.itemListElement as Array<{ position: number; name: string; item: string }>;
      expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
      expect(items[2]?.item).toBe(url);
    }
  });

  it("serves a well-formed RSS 2.0 feed in each language", async () => {
    const browser = await launchBrowser();
    const page = await browser.context.newPage();
    try {
      await open(page, "/novosti");
      for (const lng of langs) {
        const response = await fetch(`${baseUrl()}/novosti/rss.xml${lng === "en" ? "?lng=en" : ""}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
        const xml = await response.text();
        // The browser's XML parser is strict: a single unescaped "&" or "<" fails it.
        const result = await page.evaluate((source) => {
          const doc = new DOMParser().parseFromString(source, "application/xml");
          const channel = doc.querySelector("rss > channel");
          return {
            error: doc.querySelector("parsererror")?.textContent ?? null,
            version: doc.documentElement.getAttribute("version"),
            title: channel?.querySelector(":scope > title")?.textContent,
            link: channel?.querySelector(":scope > link")?.textContent,
            items: [...doc.querySelectorAll("item")].map((item) => ({
              title: item.querySelector("title")?.textContent ?? "",
              link: item.querySelector("link")?.textContent ?? "",
              guid: item.querySelector("guid")?.textContent ?? "",
              pubDate: item.querySelector("pubDate")?.textContent ?? "",
              description: item.querySelector("description")?.textContent ?? "",
            })),
          };
        }, xml);
        expect(result.error).toBeNull();
        expect(result.version).toBe("2.0");
        expect(result.title).toBe(`${texts[lng].h1} | Zrnce`);
        expect(result.link).toBe(`${baseUrl()}/novosti${lng === "en" ? "?lng=en" : ""}`);
        expect(result.items).toHaveLength(demoArticles.length);
        expect(result.items[0]?.title).toBe(cookies[lng].title);
        for (const item of result.items) {
          expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
          expect(item.guid).toBe(item.link);
          expect(item.description.length).toBeGreaterThan(20);
        }
      }
    } finally {
      await browser.close();
    }
  });
});

for (const [width, viewport] of Object.entries(viewports)) {
  describe(`the news list at ${width} width`, () => {
    let browser: Browser;
    let page: Page;
    beforeAll(async () => {
      browser = await launchBrowser({ viewport });
      page = await browser.context.newPage();
    });
    afterAll(async () => {
      await browser.close();
    });

    for (const lng of langs) {
      const t = texts[lng];

      it(`shows the hero, the featured articles and every other article once, on one page (${lng})`, async () => {
        await open(page, withLng("/novosti", lng));
        await waitForOverlay(page);
        expect(await page.locator("h1").textContent()).toBe(t.h1);
        expect(await cards(page, "featured-articles").count()).toBe(3);
        // The featured ones are not shown twice: the list below leaves them out.
        expect(await cards(page, "all-articles").count()).toBe(firstPageListed);
        const links = await page
          .locator("main [data-testid='article-card'] a[href*='/novosti/']")
          .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
        expect(links).toHaveLength(demoArticles.length);
        expect(new Set(links).size).toBe(demoArticles.length);
        const first = cards(page, "all-articles").first();
        const meta = (await first.locator("p").first().textContent()) ?? "";
        expect(meta).toContain(lng === "sr" ? "Saveti" : "Tips");
        expect(meta).toContain(lng === "sr" ? "27. oktobar 2026." : "27 October 2026");
        expect(meta).toMatch(lng === "sr" ? /\d+ minut(a)? čitanja/ : /\d+ min read/);
        expect(await first.locator("img").count()).toBe(1);
        expect(await page.getByRole("navigation", { name: t.pages }).count()).toBe(0);
        await expectAccessible(page);
      });

      it(`searches without caring for diacritics or script, and filters by category (${lng})`, async () => {
        await open(page, withLng("/novosti", lng));
        await waitForOverlay(page);
        await markPage(page);
        const query = lng === "sr" ? "шећера ораси" : "walnut cookies";
        await page.getByRole("searchbox").fill(query);
        await page.getByRole("button", { name: t.search, exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get("q") === query);
        await expect.poll(() => page.getByTestId("featured-articles").count()).toBe(0);
        expect(await page.getByTestId("all-articles").textContent()).toContain(cookies[lng].title);
        expect(await page.getByTestId("news-count").textContent()).toContain(query);
        expect(new URL(page.url()).searchParams.get("lng")).toBe(lng === "en" ? "en" : null);
        // The category narrows the search and keeps it.
        const filter = page.getByTestId("news-categories");
        await filter.getByRole("link", { name: t.recipes }).click();
        await page.waitForURL(/category=recipes/);
        expect(new URL(page.url()).searchParams.get("q")).toBe(query);
        await expect
          .poll(() => filter.getByRole("link", { name: t.recipes }).getAttribute("aria-current"))
          .toBe("page");
        expect(await page.getByRole("searchbox").inputValue()).toBe(query);
        const metas = await cards(page, "all-articles").getByTestId("article-category").allTextContents();
        expect(metas.length).toBeGreaterThan(0);
        for (const m of metas) expect(m).toBe(t.recipes);
        expect(await samePage(page)).toBe(true);
        await expectAccessible(page);
      });

      it(`says when nothing matches and resets the filters (${lng})`, async () => {
        await open(page, withLng("/novosti?q=qqqzzzxxx&category=health", lng));
        await waitForOverlay(page);
        const empty = page.getByTestId("news-empty");
        expect(await empty.getByText(t.noResults).count()).toBe(1);
        await expectAccessible(page);
        await empty.getByRole("link", { name: t.reset }).click();
        await page.waitForURL((url) => !url.searchParams.has("q") && !url.searchParams.has("category"));
        await expect.poll(() => cards(page, "all-articles").count()).toBe(firstPageListed);
        expect(await page.getByRole("searchbox").inputValue()).toBe("");
      });

      it(`shows the load error and Try Again recovers without a full reload (${lng})`, async () => {
        await open(page, withLng("/novosti", lng));
        await waitForOverlay(page);
        await markPage(page);
        const recipes = /\/novosti\?(.*&)?category=recipes/;
        await page.route(recipes, (route) =>
          route.request().resourceType() === "fetch"
            ? route.fulfill({ status: 500, contentType: "text/plain", body: "boom" })
            : route.continue(),
        );
        const error = page.getByTestId("news-error");
        try {
          await page.getByTestId("news-categories").getByRole("link", { name: t.recipes }).click();
          await error.waitFor();
          // Inside the public shell: the header stays, only the list shows the error.
          expect(await page.getByTestId("site-header").count()).toBe(1);
          expect(await error.getByRole("alert").textContent()).toBe(t.loadError);
          await expectAccessible(page);
        } finally {
          await page.unroute(recipes);
        }
        await error.getByRole("button", { name: t.tryAgain }).click();
        await page.getByTestId("all-articles").waitFor();
        expect(new URL(page.url()).searchParams.get("category")).toBe("recipes");
        expect(await page.getByTestId("news-error").count()).toBe(0);
        expect(await samePage(page)).toBe(true);
      });

      it(`opens an article and goes back to the list with its filters (${lng})`, async () => {
        await open(page, withLng("/novosti?category=recipes", lng));
        await waitForOverlay(page);
        await cards(page, "all-articles").first().getByRole("link").click();
        await page.waitForURL(new RegExp(`/novosti/${cookies.slug}`));
        await expect.poll(() => page.locator("h1").textContent()).toBe(cookies[lng].title);
        const back = page.getByTestId("back-to-news");
        expect(await back.textContent()).toContain(t.back);
        await back.click();
        await page.waitForURL(
          (url) => url.pathname === "/novosti" && url.searchParams.get("category") === "recipes",
        );
        await expect
          .poll(() => cards(page, "all-articles").count())
          .toBe(demoArticles.filter((a) => a.category === "recipes").length);
      });
    }
  });

  describe(`the article page at ${width} width`, () => {
    let browser: Browser;
    let page: Page;
    beforeAll(async () => {
      browser = await launchBrowser({ viewport });
      await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
      page = await browser.context.newPage();
    });
    afterAll(async () => {
      await browser.close();
    });

    for (const lng of langs) {
      const t = texts[lng];
      it(`shows cover, title, category, date, reading time, author, body, share links and related (${lng})`, async () => {
        await open(page, withLng(`/novosti/${cookies.slug}`, lng));
        await waitForOverlay(page);
        expect(await page.locator("h1").textContent()).toBe(cookies[lng].title);
        const main = page.locator("main");
        const header = (await main.locator("article header").textContent()) ?? "";
        expect(header).toContain(cookies.author);
        expect(header).toContain(lng === "sr" ? "12. novembar 2026." : "12 November 2026");
        expect(header).toMatch(lng === "sr" ? /\d+ minuta? čitanja/ : /\d+ min read/);
        expect(await main.locator("article header").getByRole("link", { name: t.recipes }).count()).toBe(1);
        expect(await main.locator("article img").first().getAttribute("alt")).toBeTruthy();
        const body = page.getByTestId("article-body");
        expect(await body.locator("h2").count()).toBeGreaterThan(0);
        expect(await body.locator("script").count()).toBe(0);
        const share = page.getByTestId("share-links");
        const url = encodeURIComponent(
          `${baseUrl()}/novosti/${cookies.slug}${lng === "en" ? "?lng=en" : ""}`,
        );
        const href = (network: string) => share.locator(`[data-network="${network}"]`).getAttribute("href");
        expect(await href("facebook")).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
        expect(await href("x")).toContain(`https://x.com/intent/post?url=${url}`);
        expect(await href("linkedin")).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
        expect(await href("whatsapp")).toMatch(/^https:\/\/wa\.me\/\?text=/);
        expect(await href("email")).toMatch(/^mailto:\?subject=/);
        for (const network of ["facebook", "x", "linkedin", "whatsapp"]) {
          const link = share.locator(`[data-network="${network}"]`);
          expect(await link.getAttribute("target")).toBe("_blank");
          expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
        }
        await share.getByTestId("copy-link").click();
        await expect.poll(() => page.getByTestId("copy-status").textContent()).toBe(t.copied);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(decodeURIComponent(url));
        const related = cards(page, "related-articles");
        expect(await related.count()).toBe(3);
        expect(await related.allTextContents()).not.toContain(cookies[lng].title);
        await expectMeetsFooter(page, "related-articles");
        await expectAccessible(page);
      });

      it(`answers an unknown slug with a translated 404 (${lng})`, async () => {
        const response = await open(page, withLng("/novosti/ovaj-clanak-ne-postoji", lng));
        expect(response?.status()).toBe(404);
        expect(await page.locator("h1").textContent()).toBe(t.notFound);
        expect(await page.title()).toBe(`${t.notFound} | Zrnce`);
        await waitForOverlay(page);
        await expectAccessible(page);
      });
    }
  });
}

describe("the news without JavaScript", () => {
  it("searches with the plain form and filters with plain links", async () => {
    const browser = await launchBrowser({ viewport: viewports.phone });
    await browser.context.route("**/*.js", (route) => route.abort());
    const page = await browser.context.newPage();
    try {
      await page.goto(`${baseUrl()}/novosti?lng=en`);
      await page.getByRole("searchbox").fill("sugar");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get("q") === "sugar");
      expect(new URL(page.url()).searchParams.get("lng")).toBe("en");
      expect(await page.locator("h1").textContent()).toBe("News");
      expect(await page.getByTestId("news-count").textContent()).toContain("sugar");
      expect(await page.getByTestId("all-articles").textContent()).toContain(cookies.en.title);
      await page.getByTestId("news-categories").getByRole("link", { name: "Health" }).click();
      await page.waitForURL(/category=health/);
      expect(new URL(page.url()).searchParams.get("q")).toBe("sugar");
      expect(await page.getByTestId("all-articles").textContent()).not.toContain(cookies.en.title);
      // A page past the end shows the last, here the only one.
      await page.goto(`${baseUrl()}/novosti?page=2`);
      expect(await page.getByTestId("all-articles").getByTestId("article-card").count()).toBe(
        firstPageListed,
      );
    } finally {
      await browser.close();
    }
  });
});
