import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sharedPage, viewports } from "./support/browser.ts";
import { baseUrl, open, waitForOverlay } from "./support/page.ts";

// Issue 26, points 1, 3 and 9, as a visitor meets them, in both languages: Back from a
// product returns to the card; two columns of products on a phone; the answer of a
// contact or newsletter post in view and focused, with and without JavaScript; a refused
// field below the fixed header; one load-error design with Try again on both lists; the
// featured articles not repeated below; date lines without a dangling "·"; the hero's
// eyebrow not the header's tagline.

type Lng = "sr" | "en";
const langs: Lng[] = ["sr", "en"];
const withLng = (p: string, lng: Lng) => `${p}${p.includes("?") ? "&" : "?"}lng=${lng}`;

let emails = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++emails}@example.com`;

/** The element's box against the viewport and the fixed header's bottom edge. */
function placement(page: Page, selector: string) {
  return page.evaluate((s) => {
    const el = document.querySelector(s);
    const header = document.querySelector('[data-testid="site-header"]')?.getBoundingClientRect();
    const box = el?.getBoundingClientRect();
    return {
      top: box?.top ?? Number.NaN,
      bottom: box?.bottom ?? Number.NaN,
      headerBottom: header?.bottom ?? 0,
      viewport: window.innerHeight,
    };
  }, selector);
}

/** Fully in view and not under the fixed header. */
async function expectInView(page: Page, selector: string) {
  await expect
    .poll(async () => {
      const p = await placement(page, selector);
      return p.top >= p.headerBottom - 1 && p.bottom <= p.viewport + 1;
    })
    .toBe(true);
}

const focusedTestId = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? null);

async function fillContact(page: Page) {
  const form = page.locator("#contact-form");
  await form.locator('input[name="name"]').fill("Milica Ilić");
  await form.locator('input[name="email"]').fill(uniqueEmail("visitor"));
  await form.locator('select[name="subject"]').selectOption("general");
  await form.locator('textarea[name="message"]').fill("Dobar dan, imate li heljdino brašno od 1 kg?");
}

/** A product card's link in the grid, by its place. */
const cardLink = (page: Page, n: number) =>
  page.getByTestId("product-grid").locator("article").nth(n).locator("h3 a");

/**
 * Scrolls the nth card to the middle, opens it, comes Back (the browser's, or the
 * product page's own "back to products" link): the card is where it was.
 */
async function backReturnsToCard(
  page: Page,
  n: number,
  scrolledAtLeast = 800,
  by: "browser" | "link" = "browser",
) {
  const link = cardLink(page, n);
  const href = await link.getAttribute("href");
  await link.evaluate((a) => a.scrollIntoView({ block: "center" }));
  await page.waitForTimeout(200);
  const before = await link.evaluate((a) => ({ top: a.getBoundingClientRect().top, y: window.scrollY }));
  expect(before.y).toBeGreaterThan(scrolledAtLeast);
  const list = page.url();
  await link.click();
  await page.waitForURL(/\/proizvod\//);
  await page.locator("h1").waitFor();
  if (by === "browser") await page.goBack({ waitUntil: "load" });
  else {
    await waitForOverlay(page);
    await page.getByTestId("back-to-products").click();
    await page.waitForURL(list, { waitUntil: "load" });
  }
  expect(page.url()).toBe(list);
  const again = page.locator(`[data-testid="product-grid"] h3 a[href="${href}"]`);
  // The list is back at the visitor's place: the same card near where it was, not the top.
  await expect
    .poll(async () => Math.abs((await again.evaluate((a) => a.getBoundingClientRect().top)) - before.top))
    .toBeLessThan(60);
  // A page loaded again for Back (not kept whole by the browser) has the short overlay of a
  // path change, not the 2 s of a first visit.
  const arrival = await page.evaluate(() => {
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    return { type: entry?.type, arrival: document.documentElement.dataset.arrival };
  });
  if (arrival.type === "back_forward") expect(arrival.arrival).toBe("path");
  await waitForOverlay(page);
  expect(Math.abs((await again.evaluate((a) => a.getBoundingClientRect().top)) - before.top)).toBeLessThan(
    60,
  );
}

describe.each(langs)("back to the products list (%s, desktop)", (lng) => {
  let page: Page;
  sharedPage({ viewport: viewports.desktop }, (opened) => {
    page = opened;
  });

  it("returns to the card the visitor opened", async () => {
    await open(page, withLng("/proizvodi", lng));
    await waitForOverlay(page);
    await backReturnsToCard(page, 13);
  });

  it("returns to the card by the product page's own link too", async () => {
    await open(page, withLng("/proizvodi", lng));
    await waitForOverlay(page);
    await backReturnsToCard(page, 13, 800, "link");
  });

  it("returns to the card with the filters kept", async () => {
    await open(page, withLng("/proizvodi", lng));
    await waitForOverlay(page);
    // A filter shown in place: a new history entry of the same page.
    const glutenFree = page.getByRole("checkbox", { name: lng === "sr" ? "Bez glutena" : "Gluten-free" });
    await glutenFree.check();
    await expect.poll(() => new URL(page.url()).searchParams.get("category")).toBe("gluten-free");
    await expect.poll(() => page.getByTestId("product-grid").getAttribute("aria-busy")).toBeNull();
    await backReturnsToCard(page, 13);
    expect(new URL(page.url()).searchParams.get("category")).toBe("gluten-free");
    expect(await glutenFree.isChecked()).toBe(true);
  });

  it("returns to the card on the page of results the visitor was on", async () => {
    await open(page, withLng("/proizvodi", lng));
    await waitForOverlay(page);
    await page
      .getByRole("navigation", { name: lng === "sr" ? "Stranice sa proizvodima" : "Product pages" })
      .getByRole("link", { name: lng === "sr" ? "Strana 2" : "Page 2", exact: true })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe("2");
    await backReturnsToCard(page, 3, 200);
    expect(new URL(page.url()).searchParams.get("page")).toBe("2");
  });
});

describe.each(langs)("a phone (%s, 390 px)", (lng) => {
  let page: Page;
  sharedPage({ viewport: viewports.phone }, (opened) => {
    page = opened;
  });

  it("shows the products in two columns, every card's text inside its card", async () => {
    await open(page, withLng("/proizvodi", lng));
    const grid = page.getByTestId("product-grid");
    expect(
      await grid.evaluate((g) => getComputedStyle(g).gridTemplateColumns.split(" ").filter(Boolean).length),
    ).toBe(2);
    const tops = await grid
      .locator("article")
      .evaluateAll((cards) => cards.slice(0, 2).map((c) => c.getBoundingClientRect().top));
    expect(tops[0]).toBe(tops[1]);
    // Nothing of a card (name, price, weight, badges) runs out of it or over its edge.
    const overflowing = await grid.locator("article").evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll("h3, p, span")]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
          })
          .map((el) => `${card.querySelector("h3")?.textContent}: ${el.textContent}`);
      }),
    );
    expect(overflowing).toEqual([]);
    // Readable: names at least 16 px.
    const size = await grid
      .locator("article h3")
      .first()
      .evaluate((h) => Number.parseFloat(getComputedStyle(h).fontSize));
    expect(size).toBeGreaterThanOrEqual(16);
  });

  it("never begins or ends a line with a dot, on the news' date lines and the footer", async () => {
    await open(page, withLng("/novosti", lng));
    // Each dot: on the line of the part it goes before, and either shown after another
    // part or, at the start of a line, outside its line's clipping box.
    const dots = await page.locator("[data-dot]").evaluateAll((all) =>
      all.map((dot) => {
        const part = dot.parentElement!;
        const box = part.parentElement!.parentElement!.getBoundingClientRect();
        const own = dot.getBoundingClientRect();
        const range = document.createRange();
        range.setStartAfter(dot);
        range.setEndAfter(part.lastChild!);
        const next = range.getClientRects()[0];
        return {
          withItsPart: Math.abs(own.top - (next?.top ?? Number.NaN)) < 4,
          shown: own.left >= box.left + 1,
          hidden: own.right <= box.left + 0.5,
          first: part.previousElementSibling === null,
        };
      }),
    );
    expect(dots.length).toBeGreaterThan(20);
    for (const dot of dots) {
      expect(dot.shown || dot.hidden).toBe(true);
      // A row's first part has an empty place for a dot, outside the box.
      if (dot.first) expect(dot.hidden).toBe(true);
      else expect(dot.withItsPart).toBe(true);
    }
    // At 390 px some lines break: a hidden dot that is not its line's first part.
    expect(dots.some((d) => d.hidden && !d.first)).toBe(true);
  });
});

describe.each(langs)("answers of the forms, with JavaScript (%s)", (lng) => {
  let page: Page;
  sharedPage({ viewport: viewports.phone }, (opened) => {
    page = opened;
  });

  it("a refused contact field has the focus below the fixed header", async () => {
    await open(page, withLng("/kontakt", lng));
    await waitForOverlay(page);
    // The submit button at the bottom of the screen, the first field out of view above.
    await page.getByTestId("contact-submit").evaluate((b) => b.scrollIntoView({ block: "end" }));
    await page.getByTestId("contact-submit").click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("contact-form-name");
    await expectInView(page, "#contact-form-name");
  });

  it("the contact success is in view and has the focus", async () => {
    await open(page, withLng("/kontakt", lng));
    await waitForOverlay(page);
    await fillContact(page);
    await page.getByTestId("contact-submit").click();
    await expect.poll(() => focusedTestId(page)).toBe("contact-success");
    await expectInView(page, '[data-testid="contact-success"]');
  });

  it("the newsletter success is in view and has the focus", async () => {
    await open(page, withLng("/kontakt", lng));
    await waitForOverlay(page);
    const form = page.getByTestId("newsletter-form").last();
    await form.locator('input[name="email"]').fill(uniqueEmail("bilten"));
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => focusedTestId(page)).toBe("newsletter-success");
    await expectInView(page, '[data-testid="newsletter-success"]:not([hidden])');
  });
});

describe.each(langs)("answers of the forms, without JavaScript (%s)", (lng) => {
  let page: Page;
  sharedPage({ viewport: viewports.phone, javaScript: false }, (opened) => {
    page = opened;
  });

  it("the page that answers a refused contact post starts at the first refused field", async () => {
    await page.goto(`${baseUrl()}${withLng("/kontakt", lng)}`);
    await page.locator("#contact-form-email").fill("milica@example.com");
    await page.getByTestId("contact-submit").click();
    await page.waitForLoadState("load");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("contact-form-name");
    // What was typed is kept.
    expect(await page.locator("#contact-form-email").inputValue()).toBe("milica@example.com");
    await expectInView(page, "#contact-form-name");
  });

  it("the page that answers a contact post has the success in view and focused", async () => {
    await page.goto(`${baseUrl()}${withLng("/kontakt", lng)}`);
    await fillContact(page);
    await page.getByTestId("contact-submit").click();
    await page.getByTestId("contact-success").waitFor();
    await expect.poll(() => focusedTestId(page)).toBe("contact-success");
    await expectInView(page, '[data-testid="contact-success"]');
  });

  it("the page that answers a newsletter post has the success in view", async () => {
    await page.goto(`${baseUrl()}${withLng("/kontakt", lng)}`);
    const form = page.getByTestId("newsletter-form").last();
    await form.locator('input[name="email"]').fill(uniqueEmail("bilten-bez-js"));
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/newsletter=ok/);
    await expectInView(page, '[data-testid="newsletter-success"]:not([hidden])');
  });
});

describe.each(langs)("lists and texts (%s, desktop)", (lng) => {
  let page: Page;
  sharedPage({ viewport: viewports.desktop }, (opened) => {
    page = opened;
  });

  /** Makes the list's next in-place load fail, shows the error, and returns its look. */
  async function failedLoad(listPath: string, url: RegExp, act: () => Promise<void>, testId: string) {
    await open(page, withLng(listPath, lng));
    await waitForOverlay(page);
    await page.route(url, (route) =>
      route.request().resourceType() === "fetch"
        ? route.fulfill({ status: 500, contentType: "text/plain", body: "boom" })
        : route.continue(),
    );
    try {
      await act();
      await page.getByTestId(testId).waitFor();
    } finally {
      await page.unroute(url);
    }
    const error = page.getByTestId(testId);
    const look = {
      box: await error.getAttribute("class"),
      message: await error.getByRole("alert").getAttribute("class"),
      button: await error.getByRole("button").getAttribute("class"),
      label: await error.getByRole("button").textContent(),
    };
    await error.getByRole("button").click();
    await expect.poll(() => page.getByTestId(testId).count()).toBe(0);
    return look;
  }

  it("one load-error design with Try again on the products and the news lists", async () => {
    const products = await failedLoad(
      "/proizvodi",
      /\/proizvodi\?(.*&)?category=vegan/,
      () => page.getByRole("checkbox", { name: lng === "sr" ? "Vegansko" : "Vegan" }).check(),
      "load-error",
    );
    await page.getByTestId("product-grid").waitFor();
    const news = await failedLoad(
      "/novosti",
      /\/novosti\?(.*&)?category=recipes/,
      () =>
        page
          .getByTestId("news-categories")
          .getByRole("link", { name: lng === "sr" ? "Recepti" : "Recipes" })
          .click(),
      "news-error",
    );
    await page.getByTestId("all-articles").waitFor();
    expect(news).toEqual(products);
    expect(news.label).toBe(lng === "sr" ? "Pokušajte ponovo" : "Try Again");
  });

  it("does not repeat the featured articles in the list right below them", async () => {
    await open(page, withLng("/novosti", lng));
    const slugs = (testId: string) =>
      page
        .getByTestId(testId)
        .locator('[data-testid="article-card"] h3 a')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const featured = await slugs("featured-articles");
    expect(featured.length).toBeGreaterThan(0);
    const listed = await slugs("all-articles");
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((s) => featured.includes(s))).toEqual([]);
  });

  it("the home hero does not repeat the header's tagline", async () => {
    await open(page, withLng("/", lng));
    // The logo's second line (the brand, then the tagline).
    const tagline = (
      await page.getByTestId("site-header").locator("a").first().locator("span > span").last().textContent()
    )?.trim();
    const eyebrows = await page.getByTestId("hero-slide").locator("p").first().allTextContents();
    const all = await page
      .getByTestId("hero-slide")
      .evaluateAll((slides) => slides.map((s) => s.querySelector("p")?.textContent?.trim()));
    expect(tagline).toBe(
      lng === "sr" ? "Organska radionica sa Fruške gore" : "An organic workshop on Fruška Gora",
    );
    expect(eyebrows.length).toBeGreaterThan(0);
    expect(all).not.toContain(tagline?.trim());
  });
});
