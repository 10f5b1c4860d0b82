import { describe, expect, it } from "vitest";
import { withAdminPage } from "./support/admin.ts";
import { launchBrowser } from "./support/browser.ts";
import { expectAccessible, open, waitForHydration } from "./support/page.ts";

// A message the spam rules hold (here: nothing but links) tells the visitor it was
// sent, and waits for the owner under "Na čekanju" in the admin's messages, who
// lets it into the inbox (docs/decisions/0037-held-messages.md).

describe("held contact messages", () => {
  it("a visitor's held message is let into the inbox by the owner", async () => {
    const name = `Zadržana ${Date.now()}`;
    const visitor = await launchBrowser();
    try {
      const page = await visitor.context.newPage();
      await open(page, "/kontakt");
      const form = page.locator("#contact-form");
      await form.locator('input[name="name"]').fill(name);
      await form.locator('input[name="email"]').fill(`held-${Date.now()}@example.com`);
      await form.locator('select[name="subject"]').selectOption("products");
      await form.locator('textarea[name="message"]').fill("https://zrnce.example/heljda");
      await page.getByTestId("contact-submit").click();
      await expect
        .poll(() => page.getByTestId("contact-success").textContent())
        .toContain("Poruka je uspešno poslata!");
    } finally {
      await visitor.close();
    }

    await withAdminPage({ next: "/admin/messages" }, async (page) => {
      // Not in the inbox: the screen says messages are waiting, and shows them when asked.
      expect(await page.getByTestId("message-list").getByText(name).count()).toBe(0);
      await page
        .getByTestId("held-waiting")
        .getByRole("link", { name: "Pogledajte poruke na čekanju" })
        .click();
      await page.waitForURL(/status=held/);
      await page
        .getByTestId("message-list")
        .getByRole("link", { name: new RegExp(name) })
        .click();
      const detail = page.getByTestId("message-detail");
      await detail.getByText("sastoji se skoro samo od linkova").waitFor();
      await expectAccessible(page);

      await waitForHydration(page);
      await detail.getByRole("button", { name: "Pusti u sanduče" }).click();
      await page.getByText("Poruka je puštena u sanduče, a pošiljalac dobija potvrdu e-poštom.").waitFor();
      expect(await page.getByTestId("message-list").getByText(name).count()).toBe(0);

      await page.goto(page.url().replace(/\?.*$/, "?status=inbox"));
      const row = page.getByTestId("message-list").getByRole("link", { name: new RegExp(name) });
      await row.waitFor();
      expect(await row.textContent()).toContain("Nova");
    });
  });
});
