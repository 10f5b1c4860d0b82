import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { demoArticles } from "#app/demo/articles.ts";
import { demoProducts } from "#app/demo/products.ts";
import { withAdminPage } from "./support/admin.ts";
import { viewports } from "./support/browser.ts";
import { baseUrl, expectAccessible, open, runOnOwnServer, waitForHydration } from "./support/page.ts";

// Issue 21, points 4 and 5, as the owner meets them: a deleted product goes to
// the trash (the owner told of its social posts, which stay marked "izvor
// obrisan") and comes back with its photo; an article's history shows its
// versions side by side and restores one; an article's earlier addresses answer
// 301 to the current one, as a product's do. On a server of its own: it deletes demo content.

runOnOwnServer();

const productId = "heljdino-brasno";
const productName = "Heljdino brašno";

/** The status and target of a request that is not followed. */
async function hop(page: Page, path: string) {
  const response = await page.request.get(`${baseUrl()}${path}`, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? null };
}

async function savePostAbout(page: Page, product: string) {
  await open(page, "/admin/social-media?lng=sr");
  await page.getByLabel("Izaberite proizvod").selectOption(product);
  await page.getByLabel("Facebook").uncheck();
  await page.getByRole("button", { name: "Napiši objave" }).click();
  await expect.poll(() => page.getByTestId("draft").count()).toBe(1);
  await page.getByRole("button", { name: "Sačuvaj u pregled sadržaja" }).click();
  await page.waitForURL(/saved=1/);
}

describe("trash (desktop and phone, Serbian and English)", () => {
  it("tells of a product's social post before deleting, marks the post, and restores the product with its photo", async () => {
    await withAdminPage({ next: "/admin?lng=sr", viewport: viewports.desktop }, async (page) => {
      await savePostAbout(page, productId);

      // The delete question says what happens to the post.
      await open(page, `/admin/products?q=${productId}&lng=sr`);
      const row = page.getByTestId("product-table").locator("tr", { hasText: productName });
      await row.getByRole("button", { name: "Obriši" }).click();
      const dialog = page.getByRole("dialog");
      expect(await dialog.textContent()).toContain(
        "1 objava je napravljena od ovog proizvoda; ostaće kao nacrt označen „izvor obrisan”.",
      );
      await dialog.getByRole("button", { name: "Da" }).click();
      await page.getByText("Proizvod je premešten u kantu.").waitFor();
      expect(await page.getByTestId("product-table").locator("tr", { hasText: productName }).count()).toBe(0);
      expect((await page.request.get(`${baseUrl()}/proizvod/${productId}`)).status()).toBe(404);

      // The post keeps working, as a draft marked "izvor obrisan", its preview too.
      await open(page, "/admin/social-media-content?view=list&lng=sr");
      const post = page.getByTestId("post").filter({ hasText: productName });
      await post.getByTestId("source-deleted").waitFor();
      expect(await post.getAttribute("data-status")).toBe("draft");
      await post.getByRole("link", { name: "Pregled" }).click();
      await page.getByTestId("preview-panel").getByTestId("source-deleted").waitFor();

      // In the trash, from the sidebar.
      await page.getByRole("navigation").getByRole("link", { name: "Kanta" }).first().click();
      await page.waitForURL(/\/admin\/trash/);
      await waitForHydration(page);
      const trashed = page.getByTestId("trash-row").filter({ hasText: productName });
      expect(await trashed.textContent()).toContain("1 objava označena „izvor obrisan”");
      await expectAccessible(page);
      await trashed.getByRole("button", { name: "Vrati" }).click();
      await page.getByText("Vraćeno iz kante.").waitFor();
      expect(await page.getByTestId("trash-row").count()).toBe(0);

      // Back on the public site with its photo; the post no longer marked.
      const response = await page.goto(`${baseUrl()}/proizvod/${productId}`);
      expect(response?.status()).toBe(200);
      expect((await page.locator("h1").textContent())?.trim()).toBe(productName);
      const photo = page.locator("main picture img").first();
      await photo.waitFor();
      expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
        true,
      );
      await open(page, "/admin/social-media-content?view=list&lng=sr");
      await page.getByTestId("post").filter({ hasText: productName }).first().waitFor();
      expect(await page.getByTestId("source-deleted").count()).toBe(0);
    });
  });

  it("shows the trash on a phone in English", async () => {
    await withAdminPage(
      { next: "/admin/products?q=namaz-od-lesnika-i-rogaca&lng=en", viewport: viewports.phone },
      async (page) => {
        await waitForHydration(page);
        const row = page.getByTestId("product-table").locator("tr", { hasText: "Hazelnut & Carob Spread" });
        await row.getByRole("button", { name: "Delete" }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
        await page.getByText("The product was moved to the trash.").waitFor();
        await open(page, "/admin/trash?lng=en");
        expect(await page.locator("h1").textContent()).toBe("Trash");
        expect(await page.getByTestId("trash-row").first().textContent()).toContain(
          "Hazelnut & Carob Spread",
        );
        await expectAccessible(page);
        // Nothing wider than the phone's screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await page.getByTestId("trash-row").first().getByRole("button", { name: "Restore" }).click();
        await page.getByText("Restored from the trash.").waitFor();
      },
    );
  });
});

describe("history and old addresses", () => {
  const demo = demoArticles[1]!;

  it("keeps an article's versions, compares one with the current side by side and restores it", async () => {
    await withAdminPage(
      { next: `/admin/news?q=${demo.slug}&lng=sr`, viewport: viewports.desktop },
      async (page) => {
        await waitForHydration(page);
        await page.getByTestId("article-table").getByRole("link", { name: "Uredi" }).first().click();
        await page.waitForURL(/\/admin\/news\/[0-9a-f-]{36}/);
        const editor = new URL(page.url()).pathname;
        const form = page.getByTestId("article-form");
        for (const [sr, en] of [
          ["Prva izmena naslova", "First title change"],
          ["Druga izmena naslova", "Second title change"],
        ]) {
          await open(page, `${editor}?lng=sr`);
          await form.locator(".ProseMirror").nth(1).waitFor();
          await form.getByLabel("Naslov · Srpski").fill(sr!);
          await form.getByLabel("Naslov · Engleski").fill(en!);
          await form.getByRole("button", { name: "Sačuvaj" }).click();
          await page.waitForURL(/\?saved=1$/);
        }

        await page.getByRole("link", { name: "Istorija izmena" }).click();
        await page.waitForURL(/\/admin\/history\/article\//);
        await waitForHydration(page);
        // The original (before the first save), then the two saves. The URL changes
        // before the new page has rendered: wait for its list.
        await expect.poll(() => page.getByTestId("revision-list").locator("li").count()).toBe(3);
        // The version before the current one is beside it: only the titles differ.
        const changed = page.locator('[data-testid="compare-row"][data-changed="1"]');
        expect(await changed.count()).toBe(2);
        expect(await changed.first().textContent()).toContain("Prva izmena naslova");
        expect(await changed.first().textContent()).toContain("Druga izmena naslova");
        expect(await changed.nth(1).textContent()).toContain("First title change");
        await expectAccessible(page);

        // The original, restored.
        const original = page.getByTestId("revision-list").locator("a").last();
        await original.click();
        await expect.poll(() => original.getAttribute("aria-current")).toBe("true");
        expect(await page.getByTestId("differences").textContent()).toBe("2 polja se razlikuju.");
        expect(await changed.first().textContent()).toContain(demo.sr.title);
        await page.getByRole("button", { name: "Vrati ovu verziju" }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Vrati ovu verziju" }).click();
        await page.getByText("Verzija je vraćena i sačuvana kao nova.").waitFor();
        expect(await page.getByTestId("revision-list").locator("li").count()).toBe(4);
        const response = await page.goto(`${baseUrl()}/novosti/${demo.slug}?lng=en`);
        expect(response?.status()).toBe(200);
        expect((await page.locator("h1").textContent())?.trim()).toBe(demo.en.title);

        // On a phone, in English, the comparison reads without sideways scrolling.
        await page.setViewportSize(viewports.phone);
        await open(page, `/admin/history/article/${editor.split("/").pop()}?lng=en`);
        expect(await page.locator("h1").textContent()).toContain("History:");
        await expectAccessible(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      },
    );
  });

  it("answers an article's two earlier addresses with a 301 to the current one in both languages; the sitemap lists only the current", async () => {
    const slugs = [demoArticles[0]!.slug, `${demoArticles[0]!.slug}-2`, `${demoArticles[0]!.slug}-3`];
    await withAdminPage(
      { next: `/admin/news?q=${slugs[0]}&lng=sr`, viewport: viewports.desktop },
      async (page) => {
        await waitForHydration(page);
        await page.getByTestId("article-table").getByRole("link", { name: "Uredi" }).first().click();
        await page.waitForURL(/\/admin\/news\/[0-9a-f-]{36}/);
        const editor = new URL(page.url()).pathname;
        const form = page.getByTestId("article-form");
        for (const slug of slugs.slice(1)) {
          await open(page, `${editor}?lng=sr`);
          await form.locator(".ProseMirror").nth(1).waitFor();
          await form.getByLabel("Adresa stranice").fill(slug);
          await form.getByRole("button", { name: "Sačuvaj" }).click();
          await page.waitForURL(/\?saved=1$/);
        }
        for (const old of slugs.slice(0, 2)) {
          expect(await hop(page, `/novosti/${old}`)).toEqual({
            status: 301,
            location: `/novosti/${slugs[2]}`,
          });
          expect(await hop(page, `/novosti/${old}?lng=en`)).toEqual({
            status: 301,
            location: `/novosti/${slugs[2]}?lng=en`,
          });
        }
        const response = await page.goto(`${baseUrl()}/novosti/${slugs[0]}?lng=en`);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(`/novosti/${slugs[2]}`);
        expect((await page.locator("h1").textContent())?.trim()).toBe(demoArticles[0]!.en.title);

        const sitemap = await (await page.request.get(`${baseUrl()}/sitemap.xml`)).text();
        expect(sitemap).toContain(`/novosti/${slugs[2]}<`);
        expect(sitemap).not.toContain(`/novosti/${slugs[0]}<`);
        expect(sitemap).not.toContain(`/novosti/${slugs[1]}<`);
      },
    );
  });

  it("answers a product's two earlier addresses with a 301 to the current one in both languages", async () => {
    const product = demoProducts[1]!;
    const ids = [product.id, `${product.id}-novo`, `${product.id}-najnovije`];
    await withAdminPage(
      { next: `/admin/products/${ids[0]}?lng=sr`, viewport: viewports.desktop },
      async (page) => {
        for (const [index, id] of ids.slice(1).entries()) {
          await open(page, `/admin/products/${ids[index]}?lng=sr`);
          await waitForHydration(page);
          await page.getByLabel("Adresa stranice").fill(id);
          await page.getByRole("button", { name: "Sačuvaj" }).first().click();
          await page.waitForURL(new RegExp(`/admin/products/${id}\\?saved=1$`));
        }
        for (const old of ids.slice(0, 2)) {
          expect(await hop(page, `/proizvod/${old}`)).toEqual({
            status: 301,
            location: `/proizvod/${ids[2]}`,
          });
          expect(await hop(page, `/proizvod/${old}?lng=en`)).toEqual({
            status: 301,
            location: `/proizvod/${ids[2]}?lng=en`,
          });
        }
        const sitemap = await (await page.request.get(`${baseUrl()}/sitemap.xml`)).text();
        expect(sitemap).toContain(`/proizvod/${ids[2]}<`);
        expect(sitemap).not.toContain(`/proizvod/${ids[0]}<`);
      },
    );
  });
});
