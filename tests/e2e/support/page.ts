import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { type RunningServer, startServer } from "../../support/app-server.ts";
import { e2eServerEnv } from "./server-env.ts";

let ownServer: RunningServer | undefined;

export const baseUrl = () => ownServer?.baseUrl ?? inject("baseUrl");
export const dataDir = () => ownServer?.dataDir ?? inject("dataDir");

/**
 * Gives the calling file a server of its own. For files that publish content:
 * on the shared server, other files count the demo products and articles while
 * this one's drafts go live and are deleted again. `env`: more of the server's
 * environment, read when it starts (after the file's earlier beforeAll hooks).
 * Its data folder is a copy of the one the run seeded once, so it starts in seconds.
 */
export function runOnOwnServer(env: () => Record<string, string> = () => ({})) {
  beforeAll(async () => {
    ownServer = await startServer({ ...e2eServerEnv, ...env() }, { dataFrom: inject("seededDataDir") });
  });
  afterAll(async () => {
    await ownServer?.stop();
    ownServer = undefined;
  });
}

/** Waits until the first-load overlay has lifted (it lasts 2 s by the spec). */
export async function waitForOverlay(page: Page) {
  await page.waitForSelector('[data-testid="loading-overlay"][data-state="hidden"]', {
    state: "attached",
    timeout: 10_000,
  });
}

/**
 * Waits for the page's scripts: React having hydrated an admin page (root.tsx marks
 * <html data-hydrated>), or a public page's islands having run (the shell's, the last
 * of them, marks <html data-js>).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute("data-hydrated") ||
      document.documentElement.hasAttribute("data-js"),
  );
}

export async function open(page: Page, path: string) {
  const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: "load" });
  await waitForHydration(page);
  return response;
}

/** No WCAG 2.2 A/AA violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Colours mid-transition (a hover or focus fading in) would be measured half-way.
  // A notice's countdown bar runs for its 5 s: waiting it out ended the wait as the
  // notice faded out, and axe measured the fading text (the history page's
  // "#\32 ", twice in CI). Notices come and go, so the page is checked without them.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== "running" ||
              a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY ||
              ((a.effect as KeyframeEffect | null)?.target?.closest(".Toastify") ?? null) !== null,
          ),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => {});
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .exclude(".Toastify")
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** The page's last band (`testId`) meets the footer, with no strip of page colour between them. */
export async function expectMeetsFooter(page: Page, testId: string) {
  // Both edges in one reading: the page may still be scrolling (a click just before), which
  // moved one edge between two readings by as much as 158 px.
  const gap = () =>
    page.evaluate((id) => {
      const edge = (testid: string, side: "top" | "bottom") =>
        document.querySelector(`[data-testid="${testid}"]`)?.getBoundingClientRect()[side] ?? Number.NaN;
      return Math.abs(edge("site-footer", "top") - edge(id, "bottom"));
    }, testId);
  await expect.poll(gap).toBeLessThan(1);
}
