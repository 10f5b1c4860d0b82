import type { Page } from "playwright-core";
import { inject } from "vitest";
import { baseUrl, waitForHydration } from "./page.ts";

export const adminCredentials = () => ({ email: inject("adminEmail"), password: inject("adminPassword") });

/** Signs in through the login form and waits for the admin shell. */
export async function signIn(page: Page, next = "/admin") {
  const { email, password } = adminCredentials();
  await page.goto(`${baseUrl()}/admin/login?redirectTo=${encodeURIComponent(next)}`);
  await waitForHydration(page);
  await page.getByLabel("E-adresa").fill(email);
  await page.getByLabel("Lozinka").fill(password);
  await page.getByRole("button", { name: "Prijavi se" }).click();
  await page.getByTestId("admin-shell").waitFor();
}
