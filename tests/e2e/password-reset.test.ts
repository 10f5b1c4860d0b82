import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readableMail } from "../support/mail.ts";
import { createAdmin, signIn } from "./support/admin.ts";
import { launchBrowser, viewports } from "./support/browser.ts";
import { baseUrl, dataDir, expectAccessible, open, waitForHydration } from "./support/page.ts";

// Issue 24, point 16, the whole way in Chromium: the sign-in page's link, the request,
// the mail (the e2e server writes mails to its outbox), the link, a new password, and
// signing in with it; a browser signed in before is signed out. The account is one made
// for this test, so the shared admin's password stays as other tests know it.

const email = "reset-e2e@zrnce.test";
const firstPassword = "first-password-e2e-1";
const newPassword = "second-password-e2e-2";

/** The reset link of the newest mail to `to` in the server's outbox, once it is there. */
async function resetLinkFor(to: string): Promise<string> {
  const outbox = path.join(dataDir(), "outbox");
  let link = "";
  await expect
    .poll(() => {
      if (!existsSync(outbox)) return "";
      const mails = readdirSync(outbox)
        .sort()
        .map((file) => readableMail(readFileSync(path.join(outbox, file), "utf8")))
        .filter((mail) => mail.includes(`To: ${to}`) && mail.includes("/admin/reset-password?token="));
      link =
        /https?:\/\/\S+\/admin\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mails.at(-1) ?? "")?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

describe("a forgotten password", () => {
  it("is reset through the mailed link, which signs out the old browser and works once", async () => {
    createAdmin(email, firstPassword);
    const before = await launchBrowser();
    const fresh = await launchBrowser({ viewport: viewports.phone });
    try {
      // A browser signed in with the old password.
      const old = await before.context.newPage();
      await signIn(old, "/admin", { email, password: firstPassword });

      const page = await fresh.context.newPage();
      await open(page, "/admin/login");
      await page.getByRole("link", { name: "Zaboravili ste lozinku?" }).click();
      await page.waitForURL(/\/admin\/forgot-password$/);
      await waitForHydration(page);
      // The address changes before the new page's title is rendered (a busy machine showed the old one).
      await expect.poll(() => page.title()).toBe("Zaboravljena lozinka | Zrnce");
      await expectAccessible(page);
      await page.getByLabel("E-adresa").fill(email);
      await page.getByRole("button", { name: "Pošalji link" }).click();
      await page.getByText("Ako postoji nalog sa ovom e-adresom").waitFor();
      await expectAccessible(page);

      const link = await resetLinkFor(email);
      expect(new URL(link).origin).toBe(baseUrl());
      await page.goto(link);
      await waitForHydration(page);
      await page.getByRole("heading", { name: "Nova lozinka" }).waitFor();
      await expectAccessible(page);
      // The confirmation must match before anything is saved.
      await page.getByLabel("Nova lozinka", { exact: true }).fill(newPassword);
      await page.getByLabel("Ponovite novu lozinku").fill(`${newPassword}x`);
      await page.getByRole("button", { name: "Sačuvaj novu lozinku" }).click();
      await page.getByText("Lozinke se ne poklapaju.").waitFor();
      await page.getByLabel("Ponovite novu lozinku").fill(newPassword);
      await page.getByRole("button", { name: "Sačuvaj novu lozinku" }).click();
      await page.waitForURL(/\/admin\/login\?reset=done$/);
      await page.getByText("Nova lozinka je sačuvana. Prijavite se njome.").waitFor();

      // The new password signs in.
      await waitForHydration(page);
      await page.getByLabel("E-adresa").fill(email);
      await page.getByLabel("Lozinka").fill(newPassword);
      await page.getByRole("button", { name: "Prijavi se" }).click();
      await page.getByTestId("admin-shell").waitFor();

      // The browser signed in before the reset is signed out.
      await old.goto(`${baseUrl()}/admin/settings`);
      await old.waitForURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fsettings/);

      // The link is used up: a clear page, and a way to ask for a new one.
      const again = await fresh.context.newPage();
      const response = await again.goto(link);
      expect(response?.status()).toBe(410);
      await waitForHydration(again);
      await again.getByRole("heading", { name: "Link više ne važi" }).waitFor();
      await expectAccessible(again);
      await again.getByRole("link", { name: "Zatražite novi link" }).click();
      await again.waitForURL(/\/admin\/forgot-password$/);
    } finally {
      await before.close();
      await fresh.close();
    }
  });

  it("speaks English on the English pages", async () => {
    const browser = await launchBrowser({ locale: "en-GB" });
    try {
      const page = await browser.context.newPage();
      await open(page, "/admin/login?lng=en");
      await page.getByRole("link", { name: "Forgot your password?" }).click();
      await page.waitForURL(/\/admin\/forgot-password\?lng=en$/);
      await waitForHydration(page);
      await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
      await page.getByLabel("Email").fill("nobody-e2e@zrnce.test");
      await page.getByRole("button", { name: "Send the link" }).click();
      await page.getByText("If there is an account with this email address").waitFor();
      const invalid = await browser.context.newPage();
      await open(invalid, "/admin/reset-password?token=nothing&lng=en");
      await invalid.getByRole("heading", { name: "This link no longer works" }).waitFor();
      await expectAccessible(invalid);
    } finally {
      await browser.close();
    }
  });
});
