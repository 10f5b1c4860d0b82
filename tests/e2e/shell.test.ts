import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { launchBrowser, sharedPage, viewports } from "./support/browser.ts";
import { baseUrl, expectAccessible, open, waitForHydration, waitForOverlay } from "./support/page.ts";

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, y);
};

describe("the public shell at desktop width", () => {
  let page: Page;
  sharedPage({ viewport: viewports.desktop }, (opened) => {
    page = opened;
  });

  it("serves server-rendered Serbian HTML whose title ends with the brand, and English with ?lng=en", async () => {
    const sr = await (await fetch(`${baseUrl()}/`, { headers: { "accept-language": "de" } })).text();
    expect(sr).toMatch(/<html lang="sr"/);
    expect(sr).toMatch(/<title>[^<]+\| Zrnce<\/title>/);
    expect(sr).toContain("Organska hrana sa Fruške gore");
    const en = await (await fetch(`${baseUrl()}/?lng=en`)).text();
    expect(en).toMatch(/<html lang="en"/);
    expect(en).toMatch(/<title>Organic food from Fruška Gora \| Zrnce<\/title>/);
    expect(en).toMatch(/<link rel="alternate" hrefLang="sr"|<link rel="alternate" hreflang="sr"/i);
    expect(en).toContain('rel="canonical"');
  });

  it("keeps the header transparent up to 100 px and white with a shadow past it", async () => {
    await open(page, "/");
    await waitForOverlay(page);
    const header = page.getByTestId("site-header");
    await scrollTo(page, 99);
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
    await scrollTo(page, 101);
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe("rgb(255, 255, 255)");
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
  });

  it("shows the back-to-top button only past 300 px, and it returns to the top", async () => {
    await open(page, "/");
    await waitForOverlay(page);
    const button = page.getByTestId("back-to-top");
    await scrollTo(page, 299);
    await expect.poll(() => button.isVisible()).toBe(false);
    await scrollTo(page, 301);
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it("highlights the active link and scrolls to the top on every path change", async () => {
    await open(page, "/proizvodi");
    await waitForOverlay(page);
    const nav = page.getByRole("navigation", { name: "Glavna navigacija" }).first();
    expect(await nav.getByRole("link", { name: "Proizvodi" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Početna" }).getAttribute("aria-current")).toBeNull();
    await scrollTo(page, 600);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await nav.getByRole("link", { name: "O nama" }).click();
    await page.waitForURL(/\/o-nama$/);
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it("switches the whole page to English, and the choice survives a reload", async () => {
    await open(page, "/proizvodi");
    await waitForOverlay(page);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Naši proizvodi");
    expect(await page.locator("main").textContent()).toContain("Heljdino brašno");
    await page.getByTestId("language-toggle").click();
    await page.waitForURL(/lng=en/);
    await waitForHydration(page);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Our products");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    // Content from the database follows the language too.
    await expect.poll(() => page.locator("main").textContent()).toContain("Buckwheat Flour");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
    // A plain visit to a path without ?lng= remembers the choice (cookie), as does a reload.
    await open(page, "/o-nama");
    expect(await page.locator("h1").textContent()).toBe("About us");
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    // And back to Serbian.
    await waitForOverlay(page);
    await page.getByTestId("language-toggle").click();
    await expect.poll(() => page.locator("h1").textContent()).toBe("O nama");
    await waitForHydration(page);
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("sr");
  });

  it("gives English to a visitor whose local storage says en and who has no cookie, and Serbian back (issue 26, point 7)", async () => {
    // Accept-Language says Serbian, so only local storage can ask for English.
    const own = await launchBrowser({ viewport: viewports.desktop, locale: "sr-RS" });
    try {
      const visitor = await own.context.newPage();
      await visitor.goto(`${baseUrl()}/o-nama`, { waitUntil: "load" });
      expect(await visitor.locator("html").getAttribute("lang")).toBe("sr");
      await visitor.evaluate(() => localStorage.setItem("i18nextLng", "en"));
      await own.context.clearCookies();
      await visitor.goto(`${baseUrl()}/kontakt`, { waitUntil: "load" });
      await visitor.waitForURL(/\/kontakt\?lng=en$/);
      expect(await visitor.locator("html").getAttribute("lang")).toBe("en");
      expect(await visitor.locator("h1").textContent()).toBe("Contact");
      // The cookie is set again, so the next plain address is English straight away.
      expect((await own.context.cookies()).find((c) => c.name === "i18nextLng")?.value).toBe("en");
      await visitor.goto(`${baseUrl()}/o-nama`, { waitUntil: "load" });
      expect(visitor.url()).toBe(`${baseUrl()}/o-nama`);
      expect(await visitor.locator("html").getAttribute("lang")).toBe("en");
    } finally {
      await own.close();
    }
    // Anything else stored means Serbian, even where the browser asks for English.
    const english = await launchBrowser({ viewport: viewports.desktop, locale: "en-US" });
    try {
      const visitor = await english.context.newPage();
      await visitor.goto(`${baseUrl()}/o-nama`, { waitUntil: "load" });
      expect(await visitor.locator("html").getAttribute("lang")).toBe("en");
      await visitor.evaluate(() => localStorage.setItem("i18nextLng", "de"));
      await english.context.clearCookies();
      await visitor.goto(`${baseUrl()}/novosti`, { waitUntil: "load" });
      await visitor.waitForURL(/\/novosti\?lng=sr$/);
      expect(await visitor.locator("html").getAttribute("lang")).toBe("sr");
    } finally {
      await english.close();
    }
  });

  // English first: the page's language cookie is Serbian again for the tests after these.
  for (const [lng, name] of [
    ["en", "FAQ"],
    ["sr", "Česta pitanja"],
  ] as const) {
    it(`lands on the FAQ from the footer of another page, below the header (${lng}; issue 26, point 2)`, async () => {
      await open(page, `/o-nama?lng=${lng}`);
      await page.locator("footer").getByRole("link", { name }).click();
      await page.waitForURL(/\/kontakt(\?lng=en)?#faq$/);
      await waitForOverlay(page);
      // Where the overlay left it: the FAQ's top just under the fixed header, not the page's top.
      await expect
        .poll(() => page.evaluate(() => document.getElementById("faq")?.getBoundingClientRect().top ?? -1))
        .toBeGreaterThanOrEqual(64);
      const top = await page.evaluate(
        () => document.getElementById("faq")?.getBoundingClientRect().top ?? -1,
      );
      expect(top).toBeLessThan(200);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    });
  }

  it("shows the overlay for 2000 ms on first load and 800 ms on each path change, with scroll locked", async () => {
    // The fake clock belongs to the whole browser context, so this test has its own,
    // and it stands still until the test moves it: a slow machine cannot run it out.
    const own = await launchBrowser({ viewport: viewports.desktop });
    const fresh = await own.context.newPage();
    const start = new Date("2026-11-21T09:00:00.000Z");
    await fresh.clock.install({ time: start });
    // Installed clocks tick with real time, so pausing at `start` itself can already be
    // in the past by the time the call arrives; a second ahead is always in the future.
    await fresh.clock.pauseAt(start.getTime() + 1000);
    await fresh.goto(`${baseUrl()}/`, { waitUntil: "load" });
    await waitForHydration(fresh);
    const overlay = fresh.getByTestId("loading-overlay");
    // The stylesheet locks the page's scroll from the first paint for the overlay's time
    // (an animation of the root's overflow, held through its delay), with no script.
    const lock = () =>
      fresh.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return `${style.animationName} ${style.animationDelay}`;
      });
    expect(await overlay.getAttribute("data-state")).toBe("visible");
    expect(await lock()).toBe("overlay-scroll-lock 2s");
    // 2000 ms from the start of the page, however long the scripts took to come.
    const elapsed = await fresh.evaluate(() => performance.now());
    expect(elapsed).toBeLessThan(1900);
    await fresh.clock.runFor(1900 - elapsed);
    expect(await overlay.getAttribute("data-state")).toBe("visible");
    await fresh.clock.runFor(200);
    await expect.poll(() => overlay.getAttribute("data-state")).toBe("hidden");
    expect(await lock()).toBe("none 0s");
    expect(await fresh.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("visible");
    await fresh
      .getByRole("navigation", { name: "Glavna navigacija" })
      .first()
      .getByRole("link", { name: "Kontakt" })
      .click();
    await fresh.waitForURL(/\/kontakt$/);
    await waitForHydration(fresh);
    // A link from another page of the site: 800 ms.
    expect(await fresh.locator("html").getAttribute("data-arrival")).toBe("path");
    expect(await lock()).toBe("overlay-scroll-lock 0.8s");
    // (The fake clock does not start again with the new page, so the script's end of it
    // is not timed here; the stylesheet, which shows and hides it, is.)
    await fresh.clock.runFor(1000);
    await expect.poll(() => overlay.getAttribute("data-state")).toBe("hidden");
    await own.close();
  });

  it("never shows the overlay or the public shell on admin paths", async () => {
    await open(page, "/admin/login");
    expect(await page.getByTestId("loading-overlay").count()).toBe(0);
    expect(await page.getByTestId("site-header").count()).toBe(0);
    expect(await page.getByTestId("site-footer").count()).toBe(0);
    expect(await page.getByTestId("back-to-top").count()).toBe(0);
  });

  it("answers unknown pages with a translated 404 inside the shell", async () => {
    const sr = await open(page, "/ova-stranica-ne-postoji");
    expect(sr?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("Stranica nije pronađena");
    expect(await page.getByTestId("site-header").count()).toBe(1);
    const en = await open(page, "/ova-stranica-ne-postoji?lng=en");
    expect(en?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("Page not found");
    const product = await open(page, "/proizvod/ne-postoji?lng=en");
    expect(product?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("Product not found");
    expect(await page.title()).toBe("Product not found | Zrnce");
    await open(page, "/?lng=sr");
  });

  it("opens the footer's shop links in a new tab without an opener", async () => {
    await open(page, "/");
    const links = page.getByTestId("shop-link");
    expect(await links.count()).toBe(2);
    for (const link of await links.all()) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    const footer = page.getByTestId("site-footer");
    for (const slug of ["gluten-free", "sugar-free", "vegan", "protein"]) {
      expect(await footer.locator(`a[href="/proizvodi?category=${slug}"]`).count()).toBe(1);
    }
  });

  for (const path of [
    "/",
    "/proizvodi",
    "/proizvod/heljdino-brasno",
    "/o-nama",
    "/novosti",
    "/kontakt",
    "/nema",
  ]) {
    for (const lng of ["sr", "en"]) {
      it(`has no accessibility violations on ${path} (${lng})`, async () => {
        await open(page, `${path}?lng=${lng}`);
        await waitForOverlay(page);
        await expectAccessible(page);
      });
    }
  }
});

/**
 * Waits for the phone menu to finish sliding open to its 400 px: clicked while it still slides,
 * a busy machine has let the click on a link fall through (twice, in CI).
 */
async function menuSlidOpen(menu: Locator) {
  await expect.poll(() => menu.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("400px");
}

describe("the public shell at phone width", () => {
  let page: Page;
  sharedPage({ viewport: viewports.phone }, (opened) => {
    page = opened;
  });

  it("opens the menu up to 400 px high and closes it when a link is clicked", async () => {
    await open(page, "/");
    await waitForOverlay(page);
    const menu = page.getByTestId("mobile-menu");
    expect(await menu.getAttribute("data-open")).toBe("false");
    await page.getByTestId("menu-button").click();
    expect(await menu.getAttribute("data-open")).toBe("true");
    await menuSlidOpen(menu);
    await menu.getByRole("link", { name: "Novosti" }).click();
    await page.waitForURL(/\/novosti$/);
    await expect.poll(() => menu.getAttribute("data-open")).toBe("false");
  });

  it("keeps focus in the open menu, closes it with Escape back on its button, and starts the next page at its heading (issue 26, points 3 and 4)", async () => {
    await open(page, "/o-nama");
    await waitForOverlay(page);
    const button = page.getByTestId("menu-button");
    const menu = page.getByTestId("mobile-menu");
    // With scripts, only the button: the links that stand in for it without them stay hidden.
    expect(await page.getByTestId("menu-link").isVisible()).toBe(false);
    expect(await page.getByTestId("menu-close-link").isVisible()).toBe(false);
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await menu.getAttribute("data-open")).toBe("true");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    // Tab goes through the five links and back to the button, never behind the menu.
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      seen.push(await focused());
    }
    expect(seen).toEqual(["Početna", "Proizvodi", "O nama", "Novosti", "Kontakt", ""]);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press("Shift+Tab");
    expect(await focused()).toBe("Kontakt");
    await page.keyboard.press("Escape");
    expect(await menu.getAttribute("data-open")).toBe("false");
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    // A page opened from the menu starts at its main heading.
    await button.click();
    await menuSlidOpen(menu);
    // The address is enough: the focus is polled below (a busy machine's load event may lag).
    await Promise.all([
      page.waitForURL(/\/kontakt$/, { waitUntil: "commit" }),
      menu.getByRole("link", { name: "Kontakt" }).click(),
    ]);
    await expect
      .poll(() =>
        page.evaluate(() => `${document.activeElement?.tagName}${document.activeElement?.textContent}`),
      )
      .toBe("H1Kontakt");
  });

  it("dims the page under the open menu, and a tap there closes it", async () => {
    await open(page, "/proizvodi");
    await waitForOverlay(page);
    const button = page.getByTestId("menu-button");
    const menu = page.getByTestId("mobile-menu");
    const backdrop = page.getByTestId("menu-backdrop");
    expect(await backdrop.isVisible()).toBe(false);
    await button.click();
    await menuSlidOpen(menu);
    expect(await backdrop.isVisible()).toBe(true);
    const box = (await backdrop.boundingBox())!;
    await backdrop.click({ position: { x: 20, y: box.height - 20 } });
    await expect.poll(() => menu.getAttribute("data-open")).toBe("false");
    expect(await backdrop.isVisible()).toBe(false);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(new URL(page.url()).hash).toBe("");
  });

  for (const lng of ["sr", "en"]) {
    it(`has no accessibility violations on the home page with the menu open (${lng})`, async () => {
      await open(page, `/?lng=${lng}`);
      await waitForOverlay(page);
      await page.getByTestId("menu-button").click();
      await expectAccessible(page);
    });
  }
});

describe("without JavaScript", () => {
  /** A browser whose scripts never arrive. */
  async function withoutScripts(viewport: { width: number; height: number }) {
    const browser = await launchBrowser({ viewport });
    await browser.context.route("**/*.js", (route) => route.abort());
    return { browser, page: await browser.context.newPage() };
  }

  it("opens and closes the phone menu, and a link in it leads on (issue 26, point 4)", async () => {
    const { browser, page } = await withoutScripts(viewports.phone);
    try {
      await page.goto(`${baseUrl()}/`);
      const menu = page.getByTestId("mobile-menu");
      expect(await menu.isVisible()).toBe(false);
      expect(await page.getByTestId("menu-button").isVisible()).toBe(false);
      expect(await page.getByTestId("menu-close-link").isVisible()).toBe(false);
      await page.getByTestId("menu-link").click();
      await expect.poll(() => menu.isVisible()).toBe(true);
      await page.getByTestId("menu-close-link").click();
      await expect.poll(() => menu.isVisible()).toBe(false);
      // The dimmed page under the open menu closes it too.
      await page.getByTestId("menu-link").click();
      await menuSlidOpen(menu);
      const backdrop = page.getByTestId("menu-backdrop");
      const box = (await backdrop.boundingBox())!;
      await backdrop.click({ position: { x: 20, y: box.height - 20 } });
      await expect.poll(() => menu.isVisible()).toBe(false);
      await page.getByTestId("menu-link").click();
      await menuSlidOpen(menu);
      await Promise.all([
        page.waitForURL(/\/novosti$/, { waitUntil: "commit" }),
        menu.getByRole("link", { name: "Novosti" }).click(),
      ]);
      await page.waitForLoadState("domcontentloaded");
      expect(await page.locator("h1").textContent()).toBe("Novosti");
    } finally {
      await browser.close();
    }
  });

  it("opens the about page's explanations and the contact page's map (issue 26, point 4)", async () => {
    const { browser, page } = await withoutScripts(viewports.desktop);
    try {
      await page.route("https://www.openstreetmap.org/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<html><body>map</body></html>" }),
      );
      await page.goto(`${baseUrl()}/o-nama?lng=en`);
      const why = page.getByTestId("feature-why");
      await why.nth(0).click();
      const dialog = page.getByRole("dialog");
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      await why.nth(1).click();
      await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

      await page.goto(`${baseUrl()}/kontakt?lng=en`);
      expect(await page.getByTestId("map-frame").count()).toBe(0);
      await page.getByTestId("map-show").click();
      await page.waitForURL(/\/kontakt\?lng=en&mapa=1#mapa$/);
      expect(await page.getByTestId("map-frame").getAttribute("src")).toMatch(
        /openstreetmap\.org\/export\/embed/,
      );
      expect(await page.locator("h1").textContent()).toBe("Contact");
    } finally {
      await browser.close();
    }
  });

  it("lifts the overlay by itself and the language link still works", async () => {
    const browser = await launchBrowser({ viewport: viewports.desktop });
    const context = browser.context;
    await context.route("**/*.js", (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/proizvodi`);
    await page.waitForFunction(
      () => {
        const el = document.querySelector('[data-testid="loading-overlay"]');
        return el && getComputedStyle(el).visibility === "hidden";
      },
      undefined,
      { timeout: 6000 },
    );
    await page.getByTestId("language-toggle").click();
    await page.waitForURL(/lng=en/);
    expect(await page.locator("h1").textContent()).toBe("Our products");
    await browser.close();
  });
});
