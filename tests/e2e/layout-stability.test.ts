import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { baseUrl, waitForHydration, waitForOverlay } from "./support/page.ts";

// Nothing on a public page moves while it loads: not when the fonts arrive, not when
// JavaScript takes over the server-rendered page (Lighthouse counts any such shift
// in CLS). The fonts and then the scripts are held back, so the fonts' swap always
// follows the first paint and hydration always comes last, as on a slow phone (left to
// chance, the swap came late only on a busy machine); every layout shift from the
// first paint on is summed. The products toolbar is also checked with the fallback
// fonts only: its wrapping depends on the font.

type Browser = Awaited<ReturnType<typeof launchBrowser>>;
type Shift = { value: number; sources: { node: string; from: number[]; to: number[] }[] };

const pages = [
  "/",
  "/proizvodi",
  "/proizvod/heljdino-brasno",
  "/novosti",
  "/novosti/posni-keksi-s-orasima-bez-dodatog-secera",
  "/o-nama",
  "/kontakt",
];
// Lighthouse's phone is 412 px wide; 390 px is the e2e tests' phone; and a desktop.
const widths = [412, 390];
const heldBackMs = 1200;
/** Less than the scripts' delay: the fonts swap in before hydration, each measured on its own. */
const fontsHeldBackMs = 600;

async function shiftsOnLoad(page: Page, path: string): Promise<Shift[]> {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "load" });
  await waitForHydration(page);
  await waitForOverlay(page);
  // Effects that run after hydration (a control that needs JavaScript) get a moment.
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

const runs = [
  ...widths.map((width) => ({ width, fonts: true, paths: width === 412 ? pages : ["/proizvodi"] })),
  // On a desktop more of the page is in view, so a change above the fold shows there first.
  { width: 1280, fonts: true, paths: pages },
  ...widths.map((width) => ({ width, fonts: false, paths: ["/proizvodi"] })),
];

for (const { width, fonts, paths } of runs) {
  describe(`layout while loading, ${width} px${fonts ? "" : ", fallback fonts"}`, () => {
    let browser: Browser;
    let page: Page;
    beforeAll(async () => {
      browser = await launchBrowser({ viewport: { width, height: 823 } });
      await browser.context.route("**/assets/*.js", async (route) => {
        await new Promise((r) => setTimeout(r, heldBackMs));
        await route.continue();
      });
      await browser.context.route("**/*.woff2", async (route) => {
        if (!fonts) return route.abort();
        await new Promise((r) => setTimeout(r, fontsHeldBackMs));
        await route.continue();
      });
      await browser.context.addInitScript(() => {
        const shifts: Shift[] = [];
        (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
        const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Element; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            shifts.push({
              value: entry.value,
              sources: entry.sources.map((s) => ({
                node: s.node?.outerHTML?.slice(0, 120) ?? "",
                from: rect(s.previousRect),
                to: rect(s.currentRect),
              })),
            });
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      page = await browser.context.newPage();
    });
    afterAll(async () => {
      await browser.close();
    });

    for (const lng of ["sr", "en"])
      it(`moves nothing on ${paths.length === 1 ? paths[0] : "any public page"} (${lng})`, async () => {
        for (const path of paths) {
          const shifts = await shiftsOnLoad(page, `${path}?lng=${lng}`);
          const total = shifts.reduce((sum, s) => sum + s.value, 0);
          // Under Lighthouse's "good" of 0.1 is not enough: a score of 100 needs none to speak of.
          expect(total, `${path}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(0.005);
        }
      });
  });
}
