import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

// The system Chromium (CHROME_PATH or /usr/bin/chromium) with a fresh profile;
// never a browser download of Playwright's own.
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export async function launchBrowser(
  options: {
    viewport?: { width: number; height: number };
    reducedMotion?: boolean;
    locale?: string;
    headers?: Record<string, string>;
    /** false: a visitor whose browser runs no JavaScript. */
    javaScript?: boolean;
  } = {},
) {
  const profile = mkdtempSync(path.join(tmpdir(), "zrnce-chromium-"));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    headless: true,
    args: chromiumFlags,
    viewport: options.viewport ?? viewports.desktop,
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
    locale: options.locale ?? "sr-RS",
    deviceScaleFactor: 1,
    extraHTTPHeaders: options.headers,
    javaScriptEnabled: options.javaScript ?? true,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * One browser page for a describe block: opened before its tests, closed after.
 * `use` receives the page (the block keeps it in its own `let page`).
 */
export function sharedPage(options: Parameters<typeof launchBrowser>[0], use: (page: Page) => void) {
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(options);
    use(await browser.context.newPage());
  });
  afterAll(async () => {
    await browser?.close();
  });
}
