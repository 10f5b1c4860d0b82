import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Page } from "playwright-core";
import { launchBrowser } from "./browser.ts";
import { baseUrl, dataDir, waitForHydration } from "./page.ts";
import { e2eServerEnv, readAdminCredentials } from "./server-env.ts";

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

export const adminCredentials = () => readAdminCredentials(dataDir());

/** Adds another admin to the running server's database, the way the owner would (npm run admin:create). */
export function createAdmin(email: string, password: string) {
  const root = path.resolve(import.meta.dirname, "../../..");
  execFileSync(process.execPath, ["scripts/admin-create.ts", "--email", email, "--password", password], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir(),
      DATABASE_URL: e2eServerEnv.DATABASE_URL,
      LOG_LEVEL: "silent",
    },
    stdio: "ignore",
  });
}

/** Signs in through the login form and waits for the admin shell. */
export async function signIn(page: Page, next = "/admin", credentials = adminCredentials()) {
  const { email, password } = credentials;
  await page.goto(`${baseUrl()}/admin/login?redirectTo=${encodeURIComponent(next)}`);
  await waitForHydration(page);
  await page.getByLabel("E-adresa").fill(email);
  await page.getByLabel("Lozinka").fill(password);
  await page.getByRole("button", { name: "Prijavi se" }).click();
  await page.getByTestId("admin-shell").waitFor();
}

/**
 * A fresh browser (with `options`), signed in (as the first admin unless
 * `credentials` say otherwise) and sent to `next`; `run` gets
 * its page, and the browser is closed afterwards, pass or fail.
 */
export async function withAdminPage<T>(
  {
    next,
    credentials,
    ...options
  }: { next: string; credentials?: ReturnType<typeof adminCredentials> } & Parameters<
    typeof launchBrowser
  >[0],
  run: (page: Page, browser: Browser) => Promise<T>,
): Promise<T> {
  const browser = await launchBrowser(options);
  let page: Page | undefined;
  try {
    page = await browser.context.newPage();
    await signIn(page, next, credentials);
    return await run(page, browser);
  } catch (error) {
    // A failure under the full run's load leaves no browser to look at: say what was on screen.
    if (page && error instanceof Error) error.message += `\n${await describeScreen(page)}`;
    throw error;
  } finally {
    await browser.close();
  }
}

/** The address, any open dialog and the start of the page's text, for a failure's message. */
export async function describeScreen(page: Page): Promise<string> {
  try {
    const screen = await page.evaluate(() => {
      const shown = (element: Element) =>
        // biome-ignore lint/performance/useDomNodeTextContent: only the rendered text says what was on screen
        (element as HTMLElement).innerText.replace(/\s+/g, " ").trim();
      return {
        dialogs: [...document.querySelectorAll("dialog, [role=dialog], [role=alertdialog]")]
          .filter((dialog) => dialog.checkVisibility())
          .map(shown),
        text: shown(document.body).slice(0, 600),
      };
    });
    return `on screen: ${page.url()}\ndialogs: ${JSON.stringify(screen.dialogs)}\ntext: ${screen.text}`;
  } catch (reason) {
    return `on screen: ${page.url()} (the page could not be read: ${String(reason)})`;
  }
}
