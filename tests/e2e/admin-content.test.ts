import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it, onTestFinished } from "vitest";
import { signIn, withAdminPage } from "./support/admin.ts";
import { launchBrowser, viewports } from "./support/browser.ts";
import { baseUrl, expectAccessible, runOnOwnServer, waitForHydration } from "./support/page.ts";

// Creating, editing and deleting a product and an article with an uploaded
// image, and seeing each change on the public site at the next request. On a
// server of its own: the products list and news tests count the demo content.

runOnOwnServer();

const suffix = randomBytes(3).toString("hex");

async function pngFile(color: string, name = `e2e-${suffix}.png`) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

const uploaderLabels = {
  sr: { altSr: "Opis slike (srpski)", altEn: "Opis slike (engleski)" },
  en: { altSr: "Image description (Serbian)", altEn: "Image description (English)" },
};

async function upload(
  page: Page,
  color: string,
  altSr: string,
  altEn: string,
  { name, lng = "sr" }: { name?: string; lng?: "sr" | "en" } = {},
) {
  const uploader = page.getByTestId("media-uploader");
  const labels = uploaderLabels[lng];
  // The descriptions first: the upload starts when the file is chosen.
  await uploader.getByLabel(labels.altSr).fill(altSr);
  await uploader.getByLabel(labels.altEn).fill(altEn);
  await uploader.locator('input[type="file"]').setInputFiles(await pngFile(color, name));
}

async function publicText(page: Page, path: string, selector = "h1") {
  const response = await page.goto(`${baseUrl()}${path}`);
  return { status: response?.status(), text: (await page.locator(selector).first().textContent())?.trim() };
}

/**
 * Waits for a save's redirect to `url`. If it does not come, fails with what the
 * form shows instead (its notices and the fields marked invalid), not a bare timeout.
 */
async function waitForSave(page: Page, url: RegExp) {
  try {
    await page.waitForURL(url);
  } catch (timeout) {
    // A field is named by its name, its id or its label (the rich-text bodies have only a label).
    const invalid = await page
      .locator('[aria-invalid="true"]')
      .evaluateAll((fields) =>
        fields.map(
          (f) =>
            f.getAttribute("name") ||
            f.id ||
            document.getElementById(f.getAttribute("aria-labelledby") ?? "")?.textContent ||
            f.outerHTML.slice(0, 80),
        ),
      );
    const messages = await page.locator("main .text-danger").allTextContents();
    const bodies = await page
      .locator('input[type="hidden"][name$=".body"]')
      .evaluateAll((inputs: HTMLInputElement[]) =>
        inputs.map((i) => `${i.getAttribute("name")}=${JSON.stringify(i.value)}`),
      );
    throw new Error(
      `No save at ${page.url()}; invalid fields: [${invalid.join(", ")}]; messages: [${messages.join(" | ")}]; bodies: [${bodies.join(", ")}]`,
      { cause: timeout },
    );
  }
}

/**
 * Types into an article's rich-text body (0 Serbian, 1 English) as the owner would,
 * then waits until the editor shows the text and the form holds it: the editor
 * writes its HTML into a hidden input on React's next render. If either never
 * happens, the failure says which, instead of a save that is refused later.
 */
async function typeInBody(form: Locator, index: 0 | 1, text: string) {
  const editor = form.locator(".ProseMirror").nth(index);
  // Keys typed just after the editor appeared were lost in 2 of 4 full runs of
  // this file beside the rest of the suite (never alone; cause not found, see the
  // session 7 note). An owner would click and type again; so does this, once, and
  // says so in the log.
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
    console.warn(`typeInBody: the ${index === 0 ? "Serbian" : "English"} body showed nothing; typing again`);
  }
  const name = index === 0 ? "sr.body" : "en.body";
  await expect
    .poll(() => form.locator(`input[type="hidden"][name="${name}"]`).inputValue(), {
      message: `the form's ${name} holds the typed text`,
    })
    .toContain(text);
}

const listOf = {
  products: { table: "product-table", deleted: "Proizvod je premešten u kantu." },
  news: { table: "article-table", deleted: "Članak je premešten u kantu." },
} as const;

/** Deletes a row from an admin list after confirming, as the owner would. */
async function deleteFromList(page: Page, list: keyof typeof listOf, query: string, rowText: string) {
  await page.goto(`${baseUrl()}/admin/${list}?q=${encodeURIComponent(query)}&lng=sr`);
  await waitForHydration(page);
  const row = page.getByTestId(listOf[list].table).locator("tr", { hasText: rowText });
  await row.getByRole("button", { name: "Obriši" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Da" }).click();
  await page.getByText(listOf[list].deleted).waitFor();
}

/**
 * Deletes what a test made, pass or fail, so that the next test starts from the
 * demo content. Posts the lists' own delete action with the admin's cookie.
 */
function removeAfterTest(
  page: Page,
  created: { list: keyof typeof listOf; id: string }[],
  close: () => Promise<void>,
) {
  onTestFinished(async () => {
    for (const { list, id } of created) {
      const response = await page.request.post(`${baseUrl()}/admin/${list}?lng=sr`, {
        form: { intent: "delete", id },
        headers: { origin: baseUrl() },
      });
      expect(response.status(), `delete ${list}/${id}`).toBeLessThan(400);
    }
    await close();
  });
}

describe("admin content", () => {
  it("creates a product with an uploaded image, edits it (new id redirects) and deletes it", async () => {
    await withAdminPage({ next: "/admin/products/new" }, async (page) => {
      await waitForHydration(page);
      const form = page.getByTestId("product-form");
      const nameSr = `E2E krekeri ${suffix}`;
      // A failed save keeps everything typed and names the field.
      await form.getByLabel("Naziv · Engleski").fill(`E2E crackers ${suffix}`);
      await form.getByRole("button", { name: "Sačuvaj" }).click();
      await page.getByText("Proizvod nije sačuvan. Ispravite označena polja.").waitFor();
      expect(await form.getByLabel("Naziv · Engleski").inputValue()).toBe(`E2E crackers ${suffix}`);
      expect(
        await form.getByTestId("field-error").filter({ hasText: "Ovo polje je obavezno." }).count(),
      ).toBeGreaterThan(0);

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
      await waitForSave(page, new RegExp(`/admin/products/${id}\\?saved=1$`));
      await page.getByText("Proizvod je sačuvan.").first().waitFor();
      // The notice speaks the admin's language to a screen reader too.
      expect(await page.locator("section.Toastify").getAttribute("aria-label")).toBe(
        "Potvrde i upozorenja (Alt+T)",
      );
      expect(await page.locator(".Toastify__toast").getByRole("button", { name: "Zatvori" }).count()).toBe(1);

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
      await form.getByLabel("Adresa stranice").fill(newId);
      await form.getByLabel("Naziv · Engleski").fill(`E2E crackers renamed ${suffix}`);
      await form.getByRole("button", { name: "Sačuvaj" }).click();
      await waitForSave(page, new RegExp(`/admin/products/${newId}\\?saved=1$`));
      expect(await publicText(page, `/proizvod/${id}?lng=en`)).toEqual({
        status: 200,
        text: `E2E crackers renamed ${suffix}`,
      });
      expect(new URL(page.url()).pathname).toBe(`/proizvod/${newId}`);

      // Delete from the list, after confirming.
      await deleteFromList(page, "products", newId, nameSr);
      expect((await page.goto(`${baseUrl()}/proizvod/${newId}`))?.status()).toBe(404);
    });
  });

  it("creates an article with a rich-text body and an uploaded cover, edits, previews and deletes it", async () => {
    await withAdminPage({ next: "/admin/news/new" }, async (page) => {
      await waitForHydration(page);
      const form = page.getByTestId("article-form");
      // The rich-text editors load after the page; the owner sees them before saving.
      await form.locator(".ProseMirror").nth(1).waitFor();
      const title = `E2E članak ${suffix}`;
      // A failed save keeps everything typed and names the fields.
      await form.getByLabel("Naslov · Engleski").fill(`E2E article ${suffix}`);
      await form.getByRole("button", { name: "Sačuvaj" }).click();
      await page.getByText("Članak nije sačuvan. Ispravite označena polja.").waitFor();
      expect(await form.getByLabel("Naslov · Engleski").inputValue()).toBe(`E2E article ${suffix}`);
      expect(
        await form.getByTestId("field-error").filter({ hasText: "Ovo polje je obavezno." }).count(),
      ).toBe(3);

      await form.getByLabel("Naslov · Srpski").fill(title);
      await form.getByLabel("Uvod (kratak sažetak) · Srpski").fill("Kratak uvod.");
      const body = form.locator(".ProseMirror").first();
      await body.click();
      await page.keyboard.type("Prvi pasus teksta.");
      // The body's error goes as soon as something is written.
      await expect
        .poll(() => form.getByTestId("field-error").filter({ hasText: "Ovo polje je obavezno." }).count())
        .toBe(0);
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
      await waitForSave(page, /\/admin\/news\/[0-9a-f-]{36}\?saved=1$/);
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
      await waitForSave(page, /\?saved=1$/);
      expect((await page.goto(`${baseUrl()}/novosti/${slug}`))?.status()).toBe(404);

      await deleteFromList(page, "news", slug, `${title} izmenjen`);
      expect(await page.getByTestId("article-table").count()).toBe(0);
    });
  });

  it("without JavaScript, keeps an article's typed texts after a failed save, previews, then saves it", async () => {
    const browser = await launchBrowser({ viewport: viewports.phone });
    const page = await browser.context.newPage();
    const created: { list: keyof typeof listOf; id: string }[] = [];
    removeAfterTest(page, created, () => browser.close());
    await signIn(page, "/admin?lng=sr");
    await browser.context.route("**/*.js", (route) => route.abort());
    await page.goto(`${baseUrl()}/admin/news/new?lng=sr`);
    const form = page.getByTestId("article-form");
    const title = `Bez skripti ${suffix}`;
    await form.getByLabel("Naslov · Engleski").fill(`Without scripts ${suffix}`);
    await form.getByLabel("Tekst članka · Engleski").fill("<p>Written without scripts.</p>");
    await form.getByLabel("Zakaži objavu").check();
    await form.getByRole("button", { name: "Sačuvaj" }).click();
    await page.getByText("Članak nije sačuvan. Ispravite označena polja.").waitFor();
    const errorOf = (label: string) =>
      form.getByLabel(label).evaluate((el) => document.getElementById(`${el.id}-error`)?.textContent);
    expect(await errorOf("Naslov · Srpski")).toBe("Ovo polje je obavezno.");
    expect(await errorOf("Tekst članka · Srpski")).toBe("Ovo polje je obavezno.");
    expect(await errorOf("Datum i vreme objave (Beograd)")).toBe("Unesite datum i vreme objave.");
    expect(await form.getByLabel("Naslov · Engleski").inputValue()).toBe(`Without scripts ${suffix}`);
    expect(await form.getByLabel("Tekst članka · Engleski").inputValue()).toBe(
      "<p>Written without scripts.</p>",
    );
    expect(await form.getByLabel("Zakaži objavu").isChecked()).toBe(true);

    // A preview is a plain post too: it shows the texts and keeps them, without complaints.
    await form.getByLabel("Naslov · Srpski").fill(title);
    await form.getByLabel("Uvod (kratak sažetak) · Srpski").fill("Uvod bez skripti.");
    await form.getByLabel("Tekst članka · Srpski").fill("<p>Napisano bez skripti.</p><script>x()</script>");
    await form.getByRole("button", { name: "Pregled" }).click();
    const preview = page.getByTestId("article-preview");
    await preview.waitFor();
    expect(await preview.locator("article[lang=sr] h3").textContent()).toBe(title);
    expect(await preview.locator("script").count()).toBe(0);
    expect(await page.getByTestId("field-error").count()).toBe(0);
    expect(await form.getByLabel("Naslov · Srpski").inputValue()).toBe(title);

    await form.getByLabel("Objavi sada").check();
    await form.getByRole("button", { name: "Sačuvaj" }).click();
    await waitForSave(page, /\/admin\/news\/[0-9a-f-]{36}\?saved=1$/);
    created.push({ list: "news", id: new URL(page.url()).pathname.split("/").pop() ?? "" });
    await page.getByText("Članak je sačuvan.").waitFor();
    expect(await publicText(page, `/novosti/bez-skripti-${suffix}?lng=en`)).toEqual({
      status: 200,
      text: `Without scripts ${suffix}`,
    });
  });

  it("adds, checks, edits and removes a link in the article body through the link dialog", async () => {
    await withAdminPage({ next: "/admin/news/new?lng=sr" }, async (page) => {
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
      const refusal = dialog.getByTestId("field-error");
      await refusal.getByText("Linkovi sa javascript: i data: nisu dozvoljeni").waitFor();
      expect(await address.getAttribute("aria-invalid")).toBe("true");
      // The refusal is the field's description, read out with it.
      expect(await address.getAttribute("aria-describedby")).toContain(await refusal.getAttribute("id"));
      // Escape closes it; the body is untouched and focus is back where it was.
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      expect(await body.locator("a").count()).toBe(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest(".ProseMirror") !== null))
        .toBe(true);

      await linkButton.click();
      await address.fill("/proizvodi");
      await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "detached" });
      expect(await body.locator('a[href="/proizvodi"]').textContent()).toBe("Pogledajte proizvode");
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest(".ProseMirror") !== null))
        .toBe(true);

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
    });
  });

  it("puts a library image into an article body that visitors see, and deletes only unused images", async () => {
    const browser = await launchBrowser();
    const page = await browser.context.newPage();
    const created: { list: keyof typeof listOf; id: string }[] = [];
    removeAfterTest(page, created, () => browser.close());
    await signIn(page, "/admin/media?lng=sr");
    await waitForHydration(page);
    const list = page.getByTestId("media-list");
    const usedName = `biblioteka-a-${suffix}.png`;
    const spareName = `biblioteka-b-${suffix}.png`;
    await upload(page, "#7a5a2a", `Žitna polja ${suffix}`, `Grain fields ${suffix}`, { name: usedName });
    await list.getByText(usedName, { exact: true }).waitFor({ timeout: 60_000 });
    await upload(page, "#2a5a7a", `Reka ${suffix}`, `River ${suffix}`, { name: spareName });
    await list.getByText(spareName, { exact: true }).waitFor({ timeout: 60_000 });
    // The search is folded: no diacritics, any case.
    await page.getByLabel("Pretraga").fill(`zitna POLJA ${suffix}`);
    await page.getByRole("button", { name: "Traži" }).click();
    await page.waitForURL(/q=/);
    await expect.poll(() => list.locator("li").count()).toBe(1);
    expect(await list.getByText(usedName, { exact: true }).count()).toBe(1);

    await page.goto(`${baseUrl()}/admin/news/new?lng=sr`);
    await waitForHydration(page);
    const form = page.getByTestId("article-form");
    const title = `E2E slika u tekstu ${suffix}`;
    await form.getByLabel("Naslov · Srpski").fill(title);
    await form.getByLabel("Uvod (kratak sažetak) · Srpski").fill("Članak sa slikom iz biblioteke.");
    await typeInBody(form, 0, "Pogled sa Fruške gore.");
    await form.getByRole("button", { name: "Slika iz biblioteke" }).first().click();
    await form.locator(`img[alt="${usedName}"]`).first().click();
    const inBody = form.locator(".ProseMirror").first().locator("img");
    await inBody.waitFor();
    const src = (await inBody.getAttribute("src")) ?? "";
    expect(src).toMatch(/^\/media\/[0-9a-f-]{36}\/960\.webp$/);
    expect(await inBody.getAttribute("alt")).toBe(`Žitna polja ${suffix}`);
    await form.getByLabel("Objavi sada").check();
    await form.getByRole("button", { name: "Sačuvaj" }).click();
    await waitForSave(page, /\/admin\/news\/[0-9a-f-]{36}\?saved=1$/);
    created.push({ list: "news", id: new URL(page.url()).pathname.split("/").pop() ?? "" });

    const slug = `e2e-slika-u-tekstu-${suffix}`;
    expect(await publicText(page, `/novosti/${slug}`)).toEqual({ status: 200, text: title });
    const publicImage = page.getByTestId("article-body").locator(`img[src="${src}"]`);
    expect(await publicImage.getAttribute("alt")).toBe(`Žitna polja ${suffix}`);
    await expect
      .poll(() => publicImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const image = await page.request.get(`${baseUrl()}${src}`);
    expect([image.status(), image.headers()["content-type"]]).toEqual([200, "image/webp"]);

    // The image in the article has no delete button, and a forged delete is refused.
    await page.goto(`${baseUrl()}/admin/media?q=${suffix}&lng=sr`);
    await waitForHydration(page);
    const used = list.locator("li", { hasText: usedName });
    await used.getByText("U upotrebi").waitFor();
    expect(await used.getByRole("button", { name: "Obriši" }).count()).toBe(0);
    const usedId = /\/media\/([0-9a-f-]{36})\//.exec(src)?.[1] ?? "";
    await page.evaluate((id) => {
      const f = document.createElement("form");
      f.method = "post";
      for (const [name, value] of [
        ["intent", "delete"],
        ["id", id],
      ]) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name ?? "";
        input.value = value ?? "";
        f.append(input);
      }
      document.body.append(f);
      f.submit();
    }, usedId);
    await page.getByText("Slika se koristi na proizvodu ili u članku, pa ne može da se obriše.").waitFor();
    expect(await list.getByText(usedName, { exact: true }).count()).toBe(1);
    // The forged post loaded a new document: the confirm dialog needs its scripts.
    await waitForHydration(page);

    // The unused one goes, after confirming, from the list and from the public URL.
    const spare = list.locator("li", { hasText: spareName });
    const spareSrc = (await spare.locator("img").getAttribute("src")) ?? "";
    await spare.getByRole("button", { name: "Obriši" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Da" }).click();
    await page.getByText("Slika je obrisana.").waitFor();
    expect(await list.getByText(spareName, { exact: true }).count()).toBe(0);
    expect((await page.request.get(`${baseUrl()}${spareSrc}`)).status()).toBe(404);
  });

  it("works in English on a phone: a product and an article are filled, saved and shown", async () => {
    const browser = await launchBrowser({ viewport: viewports.phone });
    const page = await browser.context.newPage();
    const created: { list: keyof typeof listOf; id: string }[] = [];
    removeAfterTest(page, created, () => browser.close());
    await signIn(page, "/admin/products/new?lng=en");
    await waitForHydration(page);
    const product = page.getByTestId("product-form");
    const nameEn = `Phone crackers ${suffix}`;
    await product.getByLabel("Name · Serbian").fill(`Telefon krekeri ${suffix}`);
    await product.getByLabel("Name · English").fill(nameEn);
    await product.getByLabel("Short description (up to 160 characters) · Serbian").fill("Hrskavi krekeri.");
    await product.getByLabel("Short description (up to 160 characters) · English").fill("Crunchy crackers.");
    await product.getByLabel("Description · Serbian").fill("Pečeni krekeri.");
    await product
      .getByLabel("Ingredients (mark allergens **like this**) · Serbian")
      .fill("heljda, **susam**");
    await product.getByLabel("Weight (g)").fill("90");
    await product.getByLabel("Status").selectOption("published");
    await product.getByLabel("Type").selectOption("snacks");
    await upload(page, "#9a6a3a", "Krekeri", "Crackers", { lng: "en" });
    await page.getByTestId("product-image-row").waitFor({ timeout: 60_000 });
    // Nothing sticks out sideways at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await product.getByRole("button", { name: "Save" }).click();
    const id = `telefon-krekeri-${suffix}`;
    created.push({ list: "products", id });
    await waitForSave(page, new RegExp(`/admin/products/${id}\\?saved=1$`));
    await page.getByText("The product was saved.").first().waitFor();
    expect(await publicText(page, `/proizvod/${id}?lng=en`)).toEqual({ status: 200, text: nameEn });

    await page.goto(`${baseUrl()}/admin/news/new?lng=en`);
    await waitForHydration(page);
    const article = page.getByTestId("article-form");
    const titleEn = `Phone article ${suffix}`;
    await article.getByLabel("Title · Serbian").fill(`Telefon članak ${suffix}`);
    await article.getByLabel("Excerpt (a short summary) · Serbian").fill("Napisano na telefonu.");
    await article.getByLabel("Title · English").fill(titleEn);
    await article.getByLabel("Excerpt (a short summary) · English").fill("Written on a phone.");
    await typeInBody(article, 0, "Tekst sa telefona.");
    await typeInBody(article, 1, "Text from a phone.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await article.getByLabel("Publish now").check();
    await article.getByRole("button", { name: "Save" }).click();
    await waitForSave(page, /\/admin\/news\/[0-9a-f-]{36}\?saved=1$/);
    created.push({ list: "news", id: new URL(page.url()).pathname.split("/").pop() ?? "" });
    await page.getByText("The article was saved.").first().waitFor();
    expect(await publicText(page, `/novosti/telefon-clanak-${suffix}?lng=en`)).toEqual({
      status: 200,
      text: titleEn,
    });
    expect(await page.getByTestId("article-body").textContent()).toContain("Text from a phone.");
  });

  it("says a read failed because the browser is offline, and recovers when it is back", async () => {
    await withAdminPage({ next: "/admin/products?lng=en" }, async (page, browser) => {
      await waitForHydration(page);
      await browser.context.setOffline(true);
      await page.getByRole("link", { name: "Next page" }).click();
      await page.getByText("Failed to get document because the client is offline.").waitFor();
      await browser.context.setOffline(false);
      await page.getByTestId("product-table").waitFor();
      expect(await page.getByTestId("admin-read-error").count()).toBe(0);
      await page.goto(`${baseUrl()}/admin?lng=sr`);
    });
  });
});
