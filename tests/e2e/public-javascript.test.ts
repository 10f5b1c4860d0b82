import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "../support/app-server.ts";
import { launchBrowser } from "./support/browser.ts";
import { baseUrl, open, waitForOverlay } from "./support/page.ts";

// Public pages are server-rendered HTML with small scripts for their interactive parts
// (islands, docs/decisions/0035-public-pages-without-the-router.md): no framework, no
// router, nothing of the admin. Read from the build the test runs against.

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

const islands = JSON.parse(readFileSync(path.join(root, "build/client/islands.json"), "utf8")) as Record<
  string,
  string
>;
const islandFiles = new Set(Object.values(islands));

// What each page's interactive parts are.
const pages: [string, string[]][] = [
  ["/", ["shell", "carousel", "newsletter"]],
  ["/proizvodi", ["shell", "products", "newsletter"]],
  ["/proizvod/heljdino-brasno", ["shell", "newsletter"]],
  ["/novosti", ["shell", "news", "newsletter"]],
  ["/novosti/posni-keksi-s-orasima-bez-dodatog-secera", ["shell", "newsletter", "widgets"]],
  ["/o-nama", ["shell", "newsletter", "widgets"]],
  ["/kontakt", ["shell", "newsletter", "contact-form", "widgets"]],
];

describe("JavaScript on public pages", () => {
  let browser: Browser;
  let page: Page;
  let requested: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".js")) requested.push(url.pathname);
    });
  });
  afterAll(async () => {
    await browser.close();
  });

  it("knows the island files", () => {
    expect(Object.keys(islands).sort()).toEqual(
      ["carousel", "contact-form", "news", "newsletter", "products", "shell", "widgets"].sort(),
    );
  });

  for (const lng of ["sr", "en"]) {
    it(`loads only the scripts of the page's interactive parts (${lng})`, async () => {
      for (const [p, parts] of pages) {
        requested = [];
        const html = await (await fetch(`${baseUrl()}${p}?lng=${lng}`)).text();
        expect(html, p).not.toContain("modulepreload");
        expect(html, p).not.toContain("__reactRouter");
        const named = new Set([...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]));
        expect([...named].sort(), p).toEqual(parts.map((name) => islands[name]).sort());
        await open(page, `${p}?lng=${lng}`);
        await waitForOverlay(page);
        await page.waitForLoadState("networkidle");
        // The islands and the small chunks they share; nothing else.
        expect(requested.length, p).toBeGreaterThan(0);
        expect(
          requested.filter((f) => !islandFiles.has(f) && !/^\/assets\/[\w-]+\.js$/.test(f)),
          p,
        ).toEqual([]);
        expect(
          requested.filter((f) =>
            /react|router|manifest|entry\.client|admin|tiptap|toastify|rich-text/i.test(f),
          ),
          p,
        ).toEqual([]);
      }
    });
  }

  it("moves between public pages and languages without loading the framework", async () => {
    requested = [];
    await open(page, "/?lng=sr");
    await waitForOverlay(page);
    for (const href of ["/proizvodi", "/novosti", "/o-nama", "/kontakt", "/"]) {
      await page.locator(`header nav a[href="${href}"]`).first().click();
      await page.waitForURL((url) => url.pathname === href);
      await page.waitForLoadState("networkidle");
    }
    await page.getByTestId("language-toggle").first().click();
    await page.waitForURL((url) => url.searchParams.get("lng") === "en");
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
    await expect.poll(() => page.locator("h1").first().textContent()).not.toBe("");
    expect(
      requested.filter((f) => /react|router|manifest|entry\.client|admin|tiptap|toastify/i.test(f)),
    ).toEqual([]);
  });
});
