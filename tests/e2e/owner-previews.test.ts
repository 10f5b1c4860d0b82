import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { withAdminPage } from "./support/admin.ts";
import { launchBrowser, viewports } from "./support/browser.ts";
import { baseUrl, expectAccessible, open, runOnOwnServer, waitForHydration } from "./support/page.ts";

// Issue 22, point 3, for products and articles: the owner saves a draft, makes
// a share link in the editor's preview panel, someone without an account opens
// it on a phone and sees the draft, the owner withdraws it and the link answers
// 410. Making and withdrawing a link leave what the owner has typed in the
// editor as it was, and the editor still saves it. An article's link survives a
// new address. On a server of its own: it adds products and articles.

runOnOwnServer();

const suffix = randomBytes(3).toString("hex");

/** A browser without an account, on a phone; closed after `run`, pass or fail. */
async function asStranger(run: (visitor: Page) => Promise<void>) {
  const stranger = await launchBrowser({ viewport: viewports.phone });
  try {
    await run(await stranger.context.newPage());
  } finally {
    await stranger.close();
  }
}

/** What a visitor sees at `url`: the answer's status and the page's heading. */
async function visit(visitor: Page, url: string) {
  const response = await visitor.goto(url);
  return {
    status: response?.status(),
    heading: (await visitor.locator("h1").first().textContent())?.trim(),
    url: visitor.url(),
  };
}

/** "Napravi link za deljenje": the link, shown in full once. */
async function makeShareLink(panel: Locator): Promise<string> {
  await panel.getByRole("button", { name: "Napravi link za deljenje" }).click();
  return panel.getByTestId("share-link").locator("input").inputValue();
}

/** "Povuci link" on the only listed link, and the panel's word that it is done. */
async function withdrawLink(panel: Locator) {
  await panel.getByTestId("share-links").getByRole("button", { name: "Povuci link" }).click();
  await panel.getByRole("status").filter({ hasText: "Link je povučen i više ne radi." }).waitFor();
  expect(await panel.getByTestId("share-links").count()).toBe(0);
  expect(await panel.getByTestId("share-link").count()).toBe(0);
}

/** Types into an article's Serbian rich-text body, once more if the editor lost the keys (see admin-content). */
async function typeInBody(form: Locator, text: string) {
  const editor = form.locator(".ProseMirror").first();
  for (let attempt = 1; ; attempt++) {
    await editor.click();
    await form.page().keyboard.type(text);
    const shown = await expect
      .poll(() => editor.textContent(), { timeout: 5_000 })
      .toContain(text)
      .then(() => true)
      .catch(() => false);
    if (shown) break;
    if (attempt === 2)
      throw new Error(`the editor does not show the typed text: "${await editor.textContent()}"`);
  }
  await expect.poll(() => form.locator('input[type="hidden"][name="sr.body"]').inputValue()).toContain(text);
}

describe("share links for a draft product and article", () => {
  it("product: a saved draft, shown by a link to someone without an account until it is withdrawn; typed edits survive", async () => {
    await withAdminPage(
      { next: "/admin/products/new?lng=sr", viewport: viewports.desktop },
      async (page, browser) => {
        await waitForHydration(page);
        const panel = page.getByTestId("preview-panel");
        const form = page.getByTestId("product-form");
        // A new product has nothing to share yet.
        expect(await panel.textContent()).toContain(
          "Pregled i link za deljenje biće ovde kada prvi put sačuvate proizvod.",
        );
        expect(await panel.getByRole("button").count()).toBe(0);

        const name = `Krekeri u pripremi ${suffix}`;
        await form.getByLabel("Naziv · Srpski").fill(name);
        await form.getByLabel("Naziv · Engleski").fill(`Crackers in the making ${suffix}`);
        await form.getByLabel("Kratak opis (do 160 znakova) · Srpski").fill("Hrskavi krekeri od heljde.");
        await form.getByLabel("Opis · Srpski").fill("Pečeni krekeri.");
        await form.getByLabel("Sastojci (alergene označite **ovako**) · Srpski").fill("heljda, **susam**");
        await form.getByLabel("Težina (g)").fill("120");
        await form.getByLabel("Status").selectOption("draft");
        await form.getByLabel("Vrsta").selectOption("snacks");
        await form.getByRole("button", { name: "Sačuvaj" }).click();
        const id = `krekeri-u-pripremi-${suffix}`;
        await page.waitForURL(new RegExp(`/admin/products/${id}\\?saved=1$`));

        // The owner opens the draft, signed in, in both languages (the Serbian one last:
        // ?lng= is remembered, and the admin goes on in Serbian).
        const own = await browser.context.newPage();
        expect(await visit(own, `${baseUrl()}/proizvod/${id}?pregled=1&lng=en`)).toMatchObject({
          status: 200,
          heading: `Crackers in the making ${suffix}`,
        });
        expect(await visit(own, `${baseUrl()}/proizvod/${id}?pregled=1&lng=sr`)).toMatchObject({
          status: 200,
          heading: name,
        });
        await own.close();
        await open(page, `/admin/products/${id}?lng=sr`);
        const opens = await panel
          .getByRole("link")
          .evaluateAll((links) =>
            links.map((a) => [a.textContent, new URL((a as HTMLAnchorElement).href).search]),
          );
        expect(opens).toEqual([
          ["Otvori pregled", "?pregled=1&lng=sr"],
          ["Otvori pregled na engleskom", "?pregled=1&lng=en"],
        ]);

        // Typed, not saved; then a link: the typing stays, and nothing navigated.
        const english = form.getByLabel("Naziv · Engleski");
        await english.fill(`Crackers, renamed ${suffix}`);
        const link = await makeShareLink(panel);
        expect(link).toMatch(new RegExp(`^${baseUrl()}/proizvod/${id}\\?pregled=[A-Za-z0-9_-]{43}$`));
        expect(await english.inputValue()).toBe(`Crackers, renamed ${suffix}`);
        expect(page.url()).toMatch(/\?lng=sr$/);
        expect(await panel.getByTestId("share-links").locator("li").textContent()).toMatch(
          /^Napravljen .+, važi do .+Povuci link$/,
        );
        await expect.poll(() => panel.getByRole("button", { name: "Kopiraj link" }).count()).toBe(1);
        await expectAccessible(page);

        await asStranger(async (visitor) => {
          // What was saved, not what is being typed.
          expect(await visit(visitor, `${link}&lng=sr`)).toMatchObject({ status: 200, heading: name });
          expect(await visit(visitor, `${link}&lng=en`)).toMatchObject({
            status: 200,
            heading: `Crackers in the making ${suffix}`,
          });
          // Without the link: no such product; with ?pregled=1: no account, so 410.
          expect((await visit(visitor, `${baseUrl()}/proizvod/${id}`)).status).toBe(404);
          expect((await visit(visitor, `${baseUrl()}/proizvod/${id}?pregled=1`)).status).toBe(410);

          // The owner saves what was typed: the form's version was not disturbed by the link.
          await form.getByRole("button", { name: "Sačuvaj" }).click();
          await page.waitForURL(/\?saved=1$/);
          expect(await visit(visitor, `${link}&lng=en`)).toMatchObject({
            status: 200,
            heading: `Crackers, renamed ${suffix}`,
          });

          // Typed again, then the link withdrawn: the typing stays, the link is dead.
          await waitForHydration(page);
          await english.fill(`Crackers, once more ${suffix}`);
          await withdrawLink(panel);
          expect(await english.inputValue()).toBe(`Crackers, once more ${suffix}`);
          const gone = await visit(visitor, `${link}&lng=sr`);
          expect(gone).toMatchObject({ status: 410, heading: "Ovaj pregled više nije dostupan" });
          expect(await visitor.getByTestId("preview-gone").count()).toBe(1);
        });

        // Leaving with the typed change still asks first.
        await page
          .getByRole("navigation", { name: "Administracija" })
          .getByRole("link", { name: "Novosti" })
          .click();
        const dialog = page.getByRole("dialog", { name: "Izmene nisu sačuvane" });
        await dialog.waitFor();
        await dialog.getByRole("button", { name: "Ostani na stranici" }).click();
        expect(await english.inputValue()).toBe(`Crackers, once more ${suffix}`);
      },
    );
  }, 120_000);

  it("article: a scheduled one, shown by a link that survives a new address, until it is withdrawn", async () => {
    await withAdminPage({ next: "/admin/news/new?lng=sr", viewport: viewports.desktop }, async (page) => {
      await waitForHydration(page);
      const panel = page.getByTestId("preview-panel");
      expect(await panel.textContent()).toContain(
        "Pregled i link za deljenje biće ovde kada prvi put sačuvate članak.",
      );
      const form = page.getByTestId("article-form");
      await form.locator(".ProseMirror").first().waitFor();
      const title = `Hleb od heljde ${suffix}`;
      const slug = `hleb-od-heljde-${suffix}`;
      await form.getByLabel("Naslov · Srpski").fill(title);
      await form.getByLabel("Naslov · Engleski").fill(`Buckwheat bread ${suffix}`);
      await form.getByLabel("Uvod (kratak sažetak) · Srpski").fill("Recept koji stiže sledeće nedelje.");
      await typeInBody(form, "Heljda, voda i so.");
      await form.getByLabel("Zakaži objavu").check();
      const nextYear = new Date().getFullYear() + 1;
      await form.getByLabel("Datum i vreme objave (Beograd)").fill(`${nextYear}-03-01T09:00`);
      await form.getByRole("button", { name: "Sačuvaj" }).click();
      await page.waitForURL(/\/admin\/news\/[0-9a-f-]{36}\?saved=1$/);
      const adminPath = new URL(page.url()).pathname;
      await open(page, `${adminPath}?lng=sr`);

      const link = await makeShareLink(panel);
      expect(link).toMatch(new RegExp(`^${baseUrl()}/novosti/${slug}\\?pregled=[A-Za-z0-9_-]{43}$`));

      await asStranger(async (visitor) => {
        expect(await visit(visitor, `${link}&lng=sr`)).toMatchObject({ status: 200, heading: title });
        expect(await visit(visitor, `${link}&lng=en`)).toMatchObject({
          status: 200,
          heading: `Buckwheat bread ${suffix}`,
        });
        // Visitors see nothing before its time.
        expect((await visit(visitor, `${baseUrl()}/novosti/${slug}`)).status).toBe(404);

        // A new address: the link made before goes on to it, still the draft.
        await form.getByLabel("Adresa stranice").fill(`${slug}-novi`);
        await form.getByRole("button", { name: "Sačuvaj" }).click();
        await page.waitForURL(/\?saved=1$/);
        const moved = await visit(visitor, `${link}&lng=sr`);
        expect(moved).toMatchObject({ status: 200, heading: title });
        expect(new URL(moved.url).pathname).toBe(`/novosti/${slug}-novi`);
        expect(new URL(moved.url).searchParams.get("pregled")).toBe(
          new URL(link).searchParams.get("pregled"),
        );

        await waitForHydration(page);
        await withdrawLink(panel);
        expect(await visit(visitor, `${link}&lng=sr`)).toMatchObject({
          status: 410,
          heading: "Ovaj pregled više nije dostupan",
        });
        expect((await visit(visitor, moved.url)).status).toBe(410);
      });
    });
  }, 120_000);

  it("in English on a phone, without JavaScript: a link made and withdrawn by ordinary posts", async () => {
    await withAdminPage({ next: "/admin/products?lng=en", viewport: viewports.phone }, async (page) => {
      // The first product of the list; its link shows the published product as it is.
      const path = await page
        .locator('main a[href^="/admin/products/"]:not([href$="/new"])')
        .first()
        .getAttribute("href");
      await page.context().route("**/*.js", (route) => route.abort());
      await page.goto(`${baseUrl()}${path}?lng=en`);
      const panel = page.getByTestId("preview-panel");
      expect(await panel.getByRole("heading", { level: 2 }).textContent()).toBe("Preview before publishing");
      await panel.getByRole("button", { name: "Make a share link" }).click();
      await panel.getByText("Share link, valid for 7 days.", { exact: false }).waitFor();
      const link = await panel.getByTestId("share-link").locator("input").inputValue();
      expect(link).toMatch(new RegExp(`${path?.replace("/admin/products/", "/proizvod/")}\\?pregled=`));
      // Copying needs JavaScript: not offered without it; the link can be selected by hand.
      expect(await panel.getByRole("button", { name: "Copy link" }).count()).toBe(0);
      await expectAccessible(page);
      await panel.getByTestId("share-links").getByRole("button", { name: "Withdraw link" }).click();
      await panel
        .getByRole("status")
        .filter({ hasText: "The link is withdrawn and no longer works." })
        .waitFor();
      expect(await panel.getByTestId("share-links").count()).toBe(0);
      await asStranger(async (visitor) => {
        expect((await visit(visitor, link)).status).toBe(410);
      });
    });
  }, 60_000);
});
