import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { baseUrl, waitForHydration } from "./page.ts";

export const adminCredentials = () => ({ email: inject("adminEmail"), password: inject("adminPassword") });

/** Adds another admin to the running server's database, the way the owner would (npm run admin:create). */
export function createAdmin(email: string, password: string) {
  const root = path.resolve(import.meta.dirname, "../../..");
  execFileSync(process.execPath, ["scripts/admin-create.ts", "--email", email, "--password", password], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: inject("dataDir"),
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
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
