import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signIn } from "./support/admin.ts";
import { launchBrowser } from "./support/browser.ts";
import { baseUrl, expectAccessible, waitForHydration } from "./support/page.ts";

// Creating, editing and deleting a product and an article with an uploaded
// image, and seeing each change on the public site at the next request. Every
// item is this file's own (the server is shared with other test files).

const suffix = randomBytes(3).toString("hex");

async function pngFile(color: string) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name: `e2e-${suffix}.png`, mimeType: "image/png", buffer };
}

async function upload(page: Page, color: string, altSr: string, altEn: string) {
  const uploader = page.getByTestId("media-uploader");
  await uploader.locator('input[type="file"]').setInputFiles(await pngFile(color));
  await uploader.getByLabel("Opis slike (srpski)").fill(altSr);
  await uploader.getByLabel("Opis slike (engleski)").fill(altEn);
  await uploader.getByRole("button", { name: "Otpremi" }).click();
}

async function publicText(page: Page, path: string, selector = "h1") {
  const response = await page.goto(`${baseUrl()}${path}`);
  return { status: response?.status(), text: (await page.locator(selector).first().textContent())?.trim() };
}

describe("admin content", () => {
  it("creates a product with an uploaded image, edits it (new id redirects) and deletes it", async () => {
    const browser = await launchBrowser();
    const page = await browser.context.newPage();
    await signIn(page, "/admin/products/new");
    await waitForHydration(page);
    const form = page.getByTestId("product-form");
    const nameSr = `E2E krekeri ${suffix}`;
    // A failed save keeps everything typed and names the field.
    await form.getByLabel("Naziv · Engleski").fill(`E2E crackers ${suffix}`);
    await form.getByRole("button", { name: "Sačuvaj" }).click();
    await page.getByText("Proizvod nije sačuvan. Ispravite označena polja.").waitFor();
    expect(await form.getByLabel("Naziv · Engleski").inputValue()).toBe(`E2E crackers ${suffix}`);
    expect(await form.getByText("Ovo polje je obavezno.").count()).toBeGreaterThan(0);

    await form.getByLabel("Naziv · Srpski").fill(nameSr);
    await form.getByLabel("Kratak opis (do 160 znakova) · Srpski").fill("Hrskavi krekeri iz testa.");
    await form.getByLabel("Opis · Srpski").fill("Pečeni krekeri.");
    await form.getByLabel("Sastojci (alergene označite **ovako**) · Srpski").fill("heljda, **susam**");
    await form.getByLabel("Težina (g)").fill("120");
    await form.getByLabel("Status").selectOption("published");
    await form.getByLabel("Vrsta").selectOption("snacks");
    await upload(page, "#b07a3a", "Krekeri na dasci", "Crackers on a board");
    await page.getByTestId("product-image-row").waitFor();
    await expectAccessible(page);
    await form.getByRole("button", { name: "Sačuvaj" }).click();
    const id = `e2e-krekeri-${suffix}`;
    await page.waitForURL(new RegExp(`/admin/products/${id}\\?saved=1$`));
    await page.getByText("Proizvod je sačuvan.").first().waitFor();

    expect(await publicText(page, `/proizvod/${id}`)).toEqual({ status: 200, text: nameSr });
    expect(await page.locator(`img[alt="Krekeri na dasci"]`).count()).toBeGreaterThan(0);
    expect(await publicText(page, `/proizvod/${id}?lng=en`)).toEqual({
      status: 200,
      text: `E2E crackers ${suffix}`,
    });

    // Edit: a new id; the old address keeps working.
    // The English page set the language cookie; the admin goes back to Serbian.
    await page.goto(`${baseUrl()}/admin/products/${id}?lng=sr`);
    await waitForHydration(page);
    const newId = `${id}-novi`;
    await form.getByLabel("Adresa (ID)").fill(newId);
    await form.getByLabel("Naziv · Engleski").fill(`E2E crackers renamed ${suffix}`);
    await form.getByRole("button", { name: "Sačuvaj" }).click();
    await page.waitForURL(new RegExp(`/admin/products/${newId}\\?saved=1$`));
    expect(await publicText(page, `/proizvod/${id}?lng=en`)).toEqual({
      status: 200,
      text: `E2E crackers renamed ${suffix}`,
    });
    expect(new URL(page.url()).pathname).toBe(`/proizvod/${newId}`);

    // Delete from the list, after confirming.
    await page.goto(`${baseUrl()}/admin/products?q=${newId}&lng=sr`);
    await waitForHydration(page);
    const row = page.getByTestId("product-table").locator("tr", { hasText: nameSr });
    await row.getByRole("button", { name: "Obriši" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Da" }).click();
    await page.getByText("Proizvod je obrisan.").waitFor();
    expect((await page.goto(`${baseUrl()}/proizvod/${newId}`))?.status()).toBe(404);
    await browser.close();
  });

  it("creates an article with a rich-text body and an uploaded cover, edits, previews and deletes it", async () => {
    const browser = await launchBrowser();
    const page = await browser.context.newPage();
    await signIn(page, "/admin/news/new");
    await waitForHydration(page);
    const form = page.getByTestId("article-form");
    const title = `E2E članak ${suffix}`;
    await form.getByLabel("Naslov · Srpski").fill(title);
    await form.getByLabel("Uvod (kratak sažetak) · Srpski").fill("Kratak uvod.");
    await form.getByLabel("Naslov · Engleski").fill(`E2E article ${suffix}`);
    const body = form.locator(".ProseMirror").first();
    await body.click();
    await page.keyboard.type("Prvi pasus teksta.");
    await page.keyboard.press("Enter");
    await form.getByRole("button", { name: "Podebljano" }).first().click();
    await page.keyboard.type("Važno");
    await upload(page, "#5a7a3a", "Zrna na stolu", "Grains on a table");
    // Re-encoding into eight variants takes a while on a busy machine.
    await expect
      .poll(() => form.locator('select[name="coverId"]').inputValue(), { timeout: 60_000 })
      .toMatch(/^[0-9a-f-]{36}$/);
    await form.getByLabel("Objavi sada").check();

    await form.getByRole("button", { name: "Pregled" }).click();
    const preview = page.getByTestId("article-preview");
    await preview.waitFor();
    expect(await preview.locator("strong", { hasText: "Važno" }).count()).toBe(1);
    await expectAccessible(page);

    await form.getByRole("button", { name: "Sačuvaj" }).click();
    await page.waitForURL(/\/admin\/news\/[0-9a-f-]{36}\?saved=1$/);
    const adminPath = new URL(page.url()).pathname;
    const slug = `e2e-clanak-${suffix}`;
    expect(await publicText(page, `/novosti/${slug}`)).toEqual({ status: 200, text: title });
    expect(await page.getByTestId("article-body").locator("strong", { hasText: "Važno" }).count()).toBe(1);
    expect(await page.locator('img[alt="Zrna na stolu"]').count()).toBeGreaterThan(0);
    expect(await publicText(page, `/novosti/${slug}?lng=en`)).toEqual({
      status: 200,
      text: `E2E article ${suffix}`,
    });

    // Edit: back to a draft, which visitors no longer see.
    await page.goto(`${baseUrl()}${adminPath}?lng=sr`);
    await waitForHydration(page);
    await form.getByLabel("Naslov · Srpski").fill(`${title} izmenjen`);
    await form.getByLabel("Nacrt (ne prikazuje se na sajtu)").check();
    await form.getByRole("button", { name: "Sačuvaj" }).click();
    await page.waitForURL(/\?saved=1$/);
    expect((await page.goto(`${baseUrl()}/novosti/${slug}`))?.status()).toBe(404);

    await page.goto(`${baseUrl()}/admin/news?q=${slug}&lng=sr`);
    await waitForHydration(page);
    const row = page.getByTestId("article-table").locator("tr", { hasText: `${title} izmenjen` });
    await row.getByRole("button", { name: "Obriši" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Da" }).click();
    await page.getByText("Članak je obrisan.").waitFor();
    expect(await page.getByTestId("article-table").count()).toBe(0);
    await browser.close();
  });

  it("adds, checks, edits and removes a link in the article body through the link dialog", async () => {
    const browser = await launchBrowser();
    const page = await browser.context.newPage();
    await signIn(page, "/admin/news/new?lng=sr");
    await waitForHydration(page);
    const form = page.getByTestId("article-form");
    const body = form.locator(".ProseMirror").first();
    await body.click();
    await page.keyboard.type("Pogledajte proizvode");
    await page.keyboard.press("Shift+Home");
    const linkButton = form.getByRole("button", { name: "Link", exact: true }).first();
    await linkButton.click();
    const dialog = page.getByRole("dialog", { name: "Dodaj link" });
    await dialog.waitFor();
    const address = dialog.getByLabel("Adresa");
    expect(await address.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page);

    // A script link is refused with a message, and nothing is linked.
    await address.fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: "Primeni" }).click();
    await dialog.getByRole("alert").getByText("Linkovi sa javascript: i data: nisu dozvoljeni").waitFor();
    expect(await address.getAttribute("aria-invalid")).toBe("true");
    // Escape closes it; the body is untouched and focus is back where it was.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await body.locator("a").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.closest(".ProseMirror") !== null)).toBe(true);

    await linkButton.click();
    await address.fill("/proizvodi");
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    expect(await body.locator('a[href="/proizvodi"]').textContent()).toBe("Pogledajte proizvode");
    expect(await page.evaluate(() => document.activeElement?.closest(".ProseMirror") !== null)).toBe(true);

    // Inside the link the dialog edits it, and can remove it.
    await body.locator("a").click();
    await linkButton.click();
    const edit = page.getByRole("dialog", { name: "Izmeni link" });
    expect(await edit.getByLabel("Adresa").inputValue()).toBe("/proizvodi");
    await edit.getByLabel("Adresa").fill("https://zrnce.rs/o-nama");
    await edit.getByRole("button", { name: "Primeni" }).click();
    await edit.waitFor({ state: "detached" });
    expect(await body.locator('a[href="https://zrnce.rs/o-nama"]').textContent()).toBe(
      "Pogledajte proizvode",
    );
    await body.locator("a").click();
    await linkButton.click();
    await edit.getByRole("button", { name: "Ukloni link" }).click();
    await edit.waitFor({ state: "detached" });
    expect(await body.locator("a").count()).toBe(0);
    expect(await body.textContent()).toBe("Pogledajte proizvode");

    // The same dialog in English, cancelled with its button.
    await page.goto(`${baseUrl()}/admin/news/new?lng=en`);
    await waitForHydration(page);
    await form.locator(".ProseMirror").first().click();
    await form.getByRole("button", { name: "Link", exact: true }).first().click();
    const english = page.getByRole("dialog", { name: "Add a link" });
    await english.getByLabel("Address").fill("data:text/html,hi");
    await english.getByRole("button", { name: "Apply" }).click();
    await english
      .getByText("javascript: and data: links are not allowed, because they can run code.")
      .waitFor();
    await english.getByRole("button", { name: "Cancel" }).click();
    await english.waitFor({ state: "detached" });
    await page.goto(`${baseUrl()}/admin?lng=sr`);
    await browser.close();
  });

  it("says a read failed because the browser is offline, and recovers when it is back", async () => {
    const browser = await launchBrowser();
    const page = await browser.context.newPage();
    await signIn(page, "/admin/products?lng=en");
    await waitForHydration(page);
    await browser.context.setOffline(true);
    await page.getByRole("link", { name: "Next page" }).click();
    await page.getByText("Failed to get document because the client is offline.").waitFor();
    await browser.context.setOffline(false);
    await page.getByTestId("product-table").waitFor();
    expect(await page.getByTestId("admin-read-error").count()).toBe(0);
    await page.goto(`${baseUrl()}/admin?lng=sr`);
    await browser.close();
  });
});
