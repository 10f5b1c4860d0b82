import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { withAdminPage } from "./support/admin.ts";
import { viewports } from "./support/browser.ts";
import { baseUrl, expectAccessible, runOnOwnServer, waitForHydration } from "./support/page.ts";

// Issue 26, point 8, as the owner meets it: the privacy policy is a page in
// "Stranice", its text written in the rich-text editor in both languages, and
// what is published is what visitors read. On a server of its own: it changes
// the demo policy the other files read.

runOnOwnServer();

async function publicPage(page: Page, lng: "sr" | "en") {
  await page.goto(`${baseUrl()}/privatnost?lng=${lng}`);
  return {
    heading: (await page.locator("h1").textContent())?.trim(),
    body: (await page.getByTestId("privacy-body").textContent()) ?? "",
  };
}

describe("the owner edits the privacy policy", () => {
  it("changes its title and text in the rich-text editor and publishes them", async () => {
    await withAdminPage({ next: "/admin/pages?lng=sr", viewport: viewports.desktop }, async (page) => {
      await waitForHydration(page);
      await page.getByTestId("page-list").getByRole("link", { name: "Politika privatnosti" }).click();
      await page.waitForURL(/\/admin\/pages\/privacy$/);
      await waitForHydration(page);
      const form = page.getByTestId("page-form");
      const editors = form.locator(".ProseMirror");
      await expect.poll(() => editors.count(), { timeout: 15_000 }).toBe(2);
      // The text names the company by "{brand}": the form says what that is.
      expect(await form.getByTestId("brand-hint").textContent()).toBe(
        "Gde u tekstu piše {brand}, sajt prikazuje naziv brenda iz podešavanja (sada: Zrnce), pa se menja zajedno sa njim.",
      );
      await expectAccessible(page);

      await form.getByLabel("Naslov stranice · Srpski", { exact: true }).fill("Kako čuvamo vaše podatke");
      const serbian = editors.first();
      const added = "Ovu politiku smo poslednji put izmenili u novembru.";
      // Keys typed just as the editor appears can be lost on a busy machine: type again once if so.
      for (let attempt = 1; attempt <= 2; attempt++) {
        await serbian.click();
        await page.keyboard.press("Control+End");
        await page.keyboard.press("Enter");
        await page.keyboard.type(added);
        const shown = await expect
          .poll(() => serbian.textContent(), { timeout: 5_000 })
          .toContain(added)
          .then(() => true)
          .catch(() => false);
        if (shown) break;
      }
      await form.getByRole("button", { name: "Objavi izmene" }).click();
      await page.waitForURL(/done=published/);

      const sr = await publicPage(page, "sr");
      expect(sr.heading).toBe("Kako čuvamo vaše podatke");
      expect(sr.body).toContain(added);
      expect(sr.body).toContain("Zakonom o zaštiti podataka o ličnosti");
      // The English policy was not touched.
      expect((await publicPage(page, "en")).heading).toBe("Privacy policy");
    });
  });
});
