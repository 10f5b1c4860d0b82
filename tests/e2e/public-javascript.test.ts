import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageScripts, scriptDelayMs } from "#app/scripts-after-load.ts";
import { root } from "../support/app-server.ts";
import { launchBrowser } from "./support/browser.ts";
import { baseUrl, open, waitForOverlay } from "./support/page.ts";

// Public pages load the framework, the public layout and their own route, and
// nothing of the admin: no admin route, no Tiptap editor, no toasts, no admin
// strings (docs/decisions/0015-public-javascript-budget.md). Read from the build
// the test runs against.

type Browser = Awaited<ReturnType<typeof launchBrowser>>;
type ManifestRoute = { module: string; imports?: string[] };

const assets = path.join(root, "build/client/assets");
const manifestFile = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
const manifest = JSON.parse(
  readFileSync(path.join(assets, manifestFile ?? "missing"), "utf8")
    .replace(/^window.__reactRouterManifest=/, "")
    .replace(/;\s*$/, ""),
) as { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };
const filesOf = (r: ManifestRoute) => [r.module, ...(r.imports ?? [])];

const publicFiles = new Set([manifest.entry.module, ...manifest.entry.imports]);
for (const [id, r] of Object.entries(manifest.routes))
  if (id === "root" || id.startsWith("routes/public/")) for (const f of filesOf(r)) publicFiles.add(f);
const adminOnly = new Set<string>();
for (const [id, r] of Object.entries(manifest.routes))
  if (id.startsWith("routes/admin/")) for (const f of filesOf(r)) if (!publicFiles.has(f)) adminOnly.add(f);
// The admin namespace's strings are lazy chunks of their own (admin-<hash>.js).
// So is the rich-text editor, which admin forms import lazily.
for (const f of readdirSync(assets))
  if (/^admin-[\w-]{8}\.js$|^rich-text-editor-/.test(f)) adminOnly.add(`/assets/${f}`);

const pages = ["/", "/proizvodi", "/proizvod/heljdino-brasno", "/novosti", "/o-nama", "/kontakt"];

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

  it("knows which files are the admin's", () => {
    expect([...adminOnly].some((f) => f.includes("rich-text-editor"))).toBe(true);
    expect([...adminOnly].some((f) => /\/admin-[\w-]{8}\.js$/.test(f))).toBe(true);
    expect(adminOnly.size).toBeGreaterThan(10);
  });

  for (const lng of ["sr", "en"]) {
    it(`loads only what each page preloads, and nothing of the admin (${lng})`, async () => {
      for (const p of pages) {
        requested = [];
        const html = await (await fetch(`${baseUrl()}${p}?lng=${lng}`)).text();
        // The page names its scripts in the list its module script preloads after the
        // load event (app/html-assets.server.ts); nothing asks for them earlier.
        expect(html, p).not.toContain('rel="modulepreload"');
        expect(html, p).not.toMatch(/^\s*import\s/m);
        const preloaded = new Set(pageScripts(html));
        expect(preloaded.size, p).toBeGreaterThan(10);
        await open(page, `${p}?lng=${lng}`);
        const [loadedAt, firstScriptAt] = await page.evaluate(() => [
          performance.getEntriesByType("navigation")[0]?.toJSON().loadEventStart as number,
          Math.min(
            ...performance
              .getEntriesByType("resource")
              .filter((r) => r.name.endsWith(".js"))
              .map((r) => r.startTime),
          ),
        ]);
        // Or when the wait runs out, on a machine too busy to load the page in time.
        expect(firstScriptAt, p).toBeGreaterThanOrEqual(Math.min(loadedAt, scriptDelayMs));
        await waitForOverlay(page);
        await page.waitForLoadState("networkidle");
        expect(requested.length, p).toBeGreaterThan(0);
        // Every string the first render needs came inline with the HTML.
        expect(
          requested.filter((f) => !preloaded.has(f)),
          p,
        ).toEqual([]);
        expect(
          requested.filter((f) => adminOnly.has(f) || /tiptap|toastify|rich-text/i.test(f)),
          p,
        ).toEqual([]);
      }
    });
  }

  it("moves between public pages and languages without loading admin code", async () => {
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
    expect(requested.filter((f) => adminOnly.has(f) || /tiptap|toastify|rich-text/i.test(f))).toEqual([]);
  });
});
