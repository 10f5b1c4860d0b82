import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/db.server.ts";
import { withAdminPage } from "./support/admin.ts";
import { viewports } from "./support/browser.ts";
import { baseUrl, dataDir, expectAccessible, runOnOwnServer } from "./support/page.ts";
import { e2eServerEnv } from "./support/server-env.ts";

// A new site's messages and subscribers, as the owner first meets them, and the
// products, articles and pictures once the owner has cleared the demo content: an
// empty list says where its entries will come from, while a search or filter that
// finds nothing says only that. On a server of its own: the shared one gets
// messages and subscribers from the other files, and keeps its demo content.

runOnOwnServer();

/** The text of an admin page's main area. */
async function mainText(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  return (await page.locator("main").textContent()) ?? "";
}

describe("the owner's empty lists", () => {
  it("say where messages and subscribers come from, and a search that finds none says so, in both languages", async () => {
    await withAdminPage({ next: "/admin/messages", viewport: viewports.phone }, async (page) => {
      const empty = (path: string) => mainText(page, path);
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

  it("say how to add the first product, article and picture once the demo content is gone", async () => {
    // What the owner would do by moving every product and article to the trash and
    // deleting every picture (the demo's are all in use, so the screens would take a while).
    const database = openDatabase({
      url: e2eServerEnv.DATABASE_URL || undefined,
      sqliteFile: path.join(dataDir(), "site.db"),
    });
    try {
      const now = new Date().toISOString();
      await database.db.updateTable("product").set({ deleted_at: now }).execute();
      await database.db.updateTable("article").set({ deleted_at: now }).execute();
      await database.db.deleteFrom("product_image").execute();
      await database.db.deleteFrom("media").execute();
    } finally {
      await database.close();
    }
    await withAdminPage({ next: "/admin/products", viewport: viewports.desktop }, async (page) => {
      const empty = (path: string) => mainText(page, path);
      expect(await empty("/admin/products?lng=sr")).toContain(
        "Još nema proizvoda. Prvi dodajete dugmetom „Novi proizvod”.",
      );
      await expectAccessible(page);
      expect(await empty("/admin/products?status=draft")).toContain("Nema proizvoda za ove filtere.");
      expect(await empty("/admin/news")).toContain("Još nema članaka. Prvi pišete dugmetom „Novi članak”.");
      expect(await empty("/admin/news?q=heljda")).toContain("Nema članaka za ove filtere.");
      expect(await empty("/admin/media")).toContain(
        "Biblioteka je još prazna. Slike koje otpremite iznad pojaviće se ovde.",
      );
      expect(await empty("/admin/media?q=heljda")).toContain("Nema slika za ovu pretragu.");
      expect(await empty("/admin/products?lng=en")).toContain(
        "No products yet. Add the first with “New product”.",
      );
      expect(await empty("/admin/news")).toContain("No articles yet. Write the first with “New article”.");
      expect(await empty("/admin/media")).toContain(
        "The library is still empty. Images you upload above will appear here.",
      );
      await expectAccessible(page);
    });
  });
});
