import path from "node:path";
import { sql } from "kysely";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/db.server.ts";
import type { PublishStatus } from "#app/db/schema.server.ts";
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

/**
 * A change to the own server's database, for what the owner would do through many
 * screens, and the content version raised as a save raises it, so no cached page
 * outlives it (docs/decisions/0034-exact-page-invalidation.md).
 */
async function withSiteDatabase(change: (db: ReturnType<typeof openDatabase>["db"]) => Promise<unknown>) {
  const database = openDatabase({
    url: e2eServerEnv.DATABASE_URL || undefined,
    sqliteFile: path.join(dataDir(), "site.db"),
  });
  try {
    await change(database.db);
    await sql`update content_version set version = version + 1 where id = 1`.execute(database.db);
    await sql`insert into content_part (part, version) values ('site', 1)
      on conflict (part) do update set version = content_part.version + 1`.execute(database.db);
  } finally {
    await database.close();
  }
}

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
    await withSiteDatabase(async (db) => {
      const now = new Date().toISOString();
      // As the trash does (trash.server.ts): a draft that remembers its status.
      const trashed = {
        deleted_at: now,
        deleted_status: sql<PublishStatus>`status`,
        status: "draft" as const,
      };
      await db.updateTable("product").set(trashed).execute();
      await db.updateTable("article").set(trashed).execute();
      await db.deleteFrom("product_image").execute();
      await db.deleteFrom("media").execute();
    });
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

      // The visitor's side of the same empty site: no failed search, no filter to take off.
      const heading = async (path: string, testId: string) => {
        await page.goto(`${baseUrl()}${path}`);
        return (await page.getByTestId(testId).textContent()) ?? "";
      };
      expect(await heading("/proizvodi?lng=sr", "products-empty")).toContain("Proizvodi uskoro stižu");
      expect(await page.getByTestId("empty-clear").count()).toBe(0);
      await expectAccessible(page);
      expect(await heading("/proizvodi?lng=en", "products-empty")).toContain("Our products are on their way");
      expect(await heading("/novosti?lng=en", "news-none")).toContain("News is on its way");
      expect(await page.getByTestId("news-empty").count()).toBe(0);
      await expectAccessible(page);
      // The home page leaves out its product and news sections rather than show them empty.
      await page.goto(`${baseUrl()}/?lng=sr`);
      expect(await page.locator("#featured-title").count()).toBe(0);
      expect(await page.getByTestId("latest-news").count()).toBe(0);
      expect(await page.getByTestId("category-link").count()).toBe(4);
      await expectAccessible(page);
    });

    // A new site's few articles, all featured: the list below them has nothing
    // left to show, and says nothing.
    await withSiteDatabase((db) =>
      db
        .updateTable("article")
        .set({ deleted_at: null, deleted_status: null, status: sql<PublishStatus>`deleted_status` })
        .where("featured", "=", 1)
        .execute(),
    );
    await withAdminPage({ next: "/admin", viewport: viewports.phone }, async (page) => {
      await page.goto(`${baseUrl()}/novosti?lng=sr`);
      expect(await page.getByTestId("featured-articles").getByRole("article").count()).toBeGreaterThan(0);
      expect(await page.getByTestId("news-empty").count()).toBe(0);
      expect(await page.getByTestId("news-none").count()).toBe(0);
      expect(await page.locator("#all-title").count()).toBe(0);
      await expectAccessible(page);
    });
  });
});
