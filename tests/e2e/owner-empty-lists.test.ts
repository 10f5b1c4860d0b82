import { describe, expect, it } from "vitest";
import { withAdminPage } from "./support/admin.ts";
import { viewports } from "./support/browser.ts";
import { baseUrl, expectAccessible, runOnOwnServer } from "./support/page.ts";

// A new site's messages and subscribers, as the owner first meets them: an empty
// list says where its entries will come from, while a search or filter that finds
// nothing says only that. On a server of its own: the shared one gets messages and
// subscribers from the other files.

runOnOwnServer();

describe("the owner's empty lists", () => {
  it("say where messages and subscribers come from, and a search that finds none says so, in both languages", async () => {
    await withAdminPage({ next: "/admin/messages", viewport: viewports.phone }, async (page) => {
      const empty = async (path: string) => {
        await page.goto(`${baseUrl()}${path}`);
        return (await page.locator("main").textContent()) ?? "";
      };
      expect(await empty("/admin/messages?lng=sr")).toContain(
        "Prijemno sanduče je prazno. Ovde stižu poruke poslate preko kontakt forme na sajtu.",
      );
      await expectAccessible(page);
      expect(await empty("/admin/messages?status=archived")).toContain("Nema poruka za ovaj prikaz.");
      expect(await empty("/admin/messages?q=heljda")).toContain("Nema poruka za ovaj prikaz.");
      expect(await empty("/admin/subscribers")).toContain(
        "Još nema pretplatnika. Ovde će se pojaviti svako ko se prijavi na bilten preko sajta.",
      );
      expect(await empty("/admin/subscribers?status=active")).toContain("Nema pretplatnika za ovaj prikaz.");
      expect(await empty("/admin/messages?lng=en")).toContain(
        "The inbox is empty. Messages sent through the contact form on the site arrive here.",
      );
      expect(await empty("/admin/subscribers")).toContain(
        "No subscribers yet. Everyone who signs up for the newsletter on the site will appear here.",
      );
      expect(await empty("/admin/subscribers?q=ana")).toContain("No subscribers to show here.");
      await expectAccessible(page);
    });
  });
});
