import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { open, waitForOverlay } from "./support/page.ts";

// Parts of public pages with nothing to interact with but their links keep the
// server's HTML through hydration: React does not render or hydrate what is inside
// them (docs/decisions/0022-static-parts-of-public-pages.md). Their links are still
// client-side navigations, and new data renders them afresh. The English page comes
// last among the pages: visiting it sets the language cookie, so later tests name theirs.

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

const pages = [
  "/",
  "/proizvodi",
  "/proizvod/heljdino-brasno",
  "/novosti",
  "/o-nama",
  "/kontakt",
  "/proizvodi?lng=en",
];

interface PartReport {
  id: string;
  /** The part's element is React's (it listens for its links' clicks). */
  partHydrated: boolean;
  /** Elements inside the part that React hydrated. */
  hydratedInside: number;
  elementsInside: number;
  sameAsServer: boolean;
}

/** Each kept part as it is now, against a fresh copy of the same page from the server. */
function reportParts(page: Page): Promise<PartReport[]> {
  return page.evaluate(async () => {
    const isReacts = (el: Element) => Object.keys(el).some((k) => k.startsWith("__reactFiber$"));
    const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), "text/html");
    return [...document.querySelectorAll<HTMLElement>("[data-static]")].map((part) => {
      const id = part.dataset.static ?? "";
      const inside = [...part.querySelectorAll("*")];
      return {
        id,
        partHydrated: isReacts(part),
        hydratedInside: inside.filter(isReacts).length,
        elementsInside: inside.length,
        sameAsServer: served.querySelector(`[data-static="${id}"]`)?.innerHTML === part.innerHTML,
      };
    });
  });
}

/** Marks this document; a whole-page load loses the mark, a client-side navigation keeps it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

describe("Static parts of public pages", () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(String(e)));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(pages)("%s hydrates around its static parts and leaves them as served", async (path) => {
    errors.length = 0;
    await open(page, path);
    await waitForOverlay(page);
    const parts = await reportParts(page);
    expect(parts.length).toBeGreaterThanOrEqual(2); // the footer's and the page's own
    for (const part of parts) {
      expect(part, part.id).toMatchObject({ partHydrated: true, hydratedInside: 0, sameAsServer: true });
      expect(part.elementsInside, part.id).toBeGreaterThan(0);
    }
    // The rest of the page is React's: the header's navigation is.
    expect(
      await page.evaluate(() =>
        Object.keys(document.querySelector("header a") ?? {}).some((k) => k.startsWith("__reactFiber$")),
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  it("follows a product card's link without loading a new document", async () => {
    await open(page, "/proizvodi?lng=sr");
    await waitForOverlay(page);
    await markDocument(page);
    const card = page.getByTestId("product-grid").locator("article h3 a").nth(2);
    const name = (await card.textContent())?.trim();
    await card.click();
    await page.waitForURL(/\/proizvod\//);
    await expect.poll(() => page.locator("h1").textContent()).toBe(name);
    expect(await sameDocument(page)).toBe(true);

    // The footer's links too.
    await page.getByTestId("site-footer").locator('a[href="/o-nama"]').click();
    await page.waitForURL(/\/o-nama$/);
    expect(await sameDocument(page)).toBe(true);
  });

  it("leaves a modified click on a kept link to the browser: a new tab", async () => {
    await open(page, "/proizvodi?lng=sr");
    await waitForOverlay(page);
    const card = page.getByTestId("product-grid").locator("article h3 a").first();
    const href = await card.getAttribute("href");
    const [tab] = await Promise.all([
      browser.context.waitForEvent("page"),
      card.click({ modifiers: ["ControlOrMeta"] }),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(href);
    expect(new URL(page.url()).pathname).toBe("/proizvodi");
    await tab.close();
  });

  it("renders the grid afresh for the next page of results", async () => {
    await open(page, "/proizvodi?lng=sr");
    await waitForOverlay(page);
    const first = await page.getByTestId("product-grid").locator("article h3").first().textContent();
    await page
      .getByRole("navigation", { name: "Stranice sa proizvodima" })
      .getByRole("link", { name: "2" })
      .click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByTestId("product-grid").locator("article").count()).toBe(4);
    expect(await page.getByTestId("product-grid").locator("article h3").first().textContent()).not.toBe(
      first,
    );
    const grid = (await reportParts(page)).find((p) => p.elementsInside > 0 && p.hydratedInside > 0);
    expect(grid, "the new grid is React's").toBeDefined();
  });

  it("gives an article opened from a search the way back to that search", async () => {
    await open(page, "/novosti?q=hleb&lng=sr");
    await waitForOverlay(page);
    await markDocument(page);
    await page.getByTestId("all-articles").locator("article a").first().click();
    await page.waitForURL(/\/novosti\/[a-z0-9-]+$/);
    await expect
      .poll(() => page.locator('main a[href^="/novosti?"]').first().getAttribute("href"))
      .toBe("/novosti?q=hleb");
    expect(await sameDocument(page)).toBe(true);
  });

  it("leaves a jump within the page to the browser", async () => {
    await open(page, "/kontakt");
    await waitForOverlay(page);
    await markDocument(page);
    await page.getByTestId("site-footer").locator('a[href="/kontakt#faq"]').click();
    await page.waitForURL(/#faq$/);
    expect(await sameDocument(page)).toBe(true);
    expect(
      await page.evaluate(() => document.getElementById("faq")?.getBoundingClientRect().top ?? -1),
    ).toBeLessThan(200);
  });
});
