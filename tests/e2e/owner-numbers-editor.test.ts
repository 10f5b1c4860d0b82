import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import { demoProducts } from "#app/demo/products.ts";
import { withAdminPage } from "./support/admin.ts";
import { launchBrowser, viewports } from "./support/browser.ts";
import { confirmationLinkFor } from "./support/outbox.ts";
import { baseUrl, expectAccessible, runOnOwnServer, waitForHydration } from "./support/page.ts";

// Issue 21, points 6 and 8: the owner's numbers are right (the subscriber export
// follows the list and opens in a Serbian Excel; shop clicks are credited to the
// shop that was clicked) and the rich-text editor keeps inserted images through
// typing, undo, redo, saving and reloading, with their descriptions editable in
// both languages. On a server of its own: it publishes an article and counts clicks.

runOnOwnServer();

const suffix = randomBytes(3).toString("hex");

async function subscribe(email: string) {
  const res = await fetch(`${baseUrl()}/newsletter`, {
    method: "POST",
    headers: { origin: baseUrl(), "content-type": "application/x-www-form-urlencoded" },
    body: `email=${encodeURIComponent(email)}`,
  });
  expect(res.status).toBeLessThan(400);
  // Double opt-in: the address is active once the mailed link is followed.
  const link = await confirmationLinkFor(email);
  expect((await fetch(link)).status).toBe(200);
}

/** Clicks a download link and gives the file's bytes and name. */
async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: new Uint8Array(await readFile(path)) };
}

const visitorAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

const decode = (bytes: Uint8Array) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);

describe("the subscriber export, as the owner downloads it", () => {
  it("with the 'Aktivni' filter has no unsubscribed address, Serbian headers, ';' and a byte-order mark", async () => {
    const stays = `ostaje-${suffix}@example.com`;
    const leaves = `odlazi-${suffix}@example.com`;
    await subscribe(stays);
    await subscribe(leaves);
    await withAdminPage({ next: `/admin/subscribers?q=${encodeURIComponent(leaves)}` }, async (page) => {
      await waitForHydration(page);
      const row = page.getByTestId("subscriber-table").locator("tr", { hasText: leaves });
      await row.getByRole("button", { name: "Odjavi" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Da" }).click();
      await page.getByText("Pretplatnik je odjavljen.").waitFor();

      // The owner narrows the list to the active ones with this run's addresses.
      await page.goto(`${baseUrl()}/admin/subscribers`);
      await waitForHydration(page);
      await page.getByLabel("Pretraga pretplatnika").fill(suffix);
      await page.getByLabel("Status").selectOption({ label: "Aktivni" });
      await page.getByRole("button", { name: "Traži" }).click();
      await page.waitForURL(/status=active/);
      await expect.poll(() => page.getByTestId("subscriber-table").textContent()).not.toContain(leaves);
      await expectAccessible(page);

      const excel = await download(page, page.getByRole("link", { name: "CSV za Excel" }));
      expect(excel.name).toMatch(/^pretplatnici-aktivni-\d{4}-\d{2}-\d{2}\.csv$/);
      expect([...excel.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = decode(excel.bytes).split("\r\n").filter(Boolean);
      expect(lines[0]).toBe('\uFEFF"E-adresa";"Jezik";"Status";"Prijavljen";"Odjavljen"');
      expect(lines.slice(1)).toEqual([
        expect.stringMatching(
          new RegExp(`^"${stays}";"srpski";"aktivan";"\\d{2}\\.\\d{2}\\.\\d{4}\\. \\d{2}:\\d{2}";""$`),
        ),
      ]);

      // The same view for an owner who reads English, as plain comma CSV.
      await page.goto(`${page.url()}&lng=en`);
      await waitForHydration(page);
      const comma = await download(page, page.getByRole("link", { name: "CSV (comma)" }));
      expect(comma.bytes[0]).toBe(0x22);
      const english = decode(comma.bytes).split("\r\n").filter(Boolean);
      expect(english[0]).toBe('"Email","Language","Status","Subscribed","Unsubscribed"');
      expect(english.slice(1).map((l) => l.split(",").slice(0, 3).join(","))).toEqual([
        `"${stays}","Serbian","active"`,
      ]);
    });
  });
});

describe("the shop-click report", () => {
  it("credits clicks on a product page's shop buttons to the shops as labelled, and the product", async () => {
    const product = demoProducts[0]!;
    const dashboardCounts = async (page: Page) => {
      await page.goto(`${baseUrl()}/admin?lng=sr`);
      await waitForHydration(page);
      const read = async (testId: string) =>
        Object.fromEntries(
          await page
            .getByTestId(testId)
            .locator("li")
            .evaluateAll((items) =>
              items.map((li) => [
                li.querySelector("span")?.textContent ?? "",
                Number.parseInt(li.querySelector("span:last-child")?.textContent ?? "0", 10),
              ]),
            )
            .catch(() => []),
        ) as Record<string, number>;
      return { byShop: await read("clicks-by-shop"), byProduct: await read("clicks-by-product") };
    };
    // A visitor's browser, as a visitor's (a headless one's own user agent would be
    // taken for a link checker and, rightly, not counted).
    const visitor = await launchBrowser({ headers: { "user-agent": visitorAgent } });
    onTestFinished(() => visitor.close());
    await withAdminPage({ next: "/admin" }, async (admin) => {
      const before = await dashboardCounts(admin);
      const page = await visitor.context.newPage();
      await page.goto(`${baseUrl()}/proizvod/${product.id}`);
      await waitForHydration(page);
      const buttons = page.getByTestId("product-buy").getByTestId("buy-online-shop");
      expect(await buttons.allTextContents()).toEqual([
        expect.stringContaining("Zdrava korpa"),
        expect.stringContaining("Eko pijaca"),
      ]);
      // A new tab opens on the counting redirect, which sends it on to the shop's site
      // (not reached from the test machine: the request to it is what counts).
      const follow = async (index: number, host: RegExp) => {
        const [tab, request] = await Promise.all([
          page.waitForEvent("popup"),
          page.context().waitForEvent("request", (r) => host.test(r.url())),
          buttons.nth(index).click(),
        ]);
        expect(request.redirectedFrom()?.url()).toMatch(/\/shop\/[12]\?product=/);
        await tab.close();
      };
      await follow(0, /zdravakorpa\.rs/);
      await follow(1, /ekopijaca\.rs/);
      // The same visitor's second click on the same shop still leads there, but counts once.
      await follow(1, /ekopijaca\.rs/);

      await visitor.close();
      const after = await dashboardCounts(admin);
      const delta = (side: Record<string, number>, was: Record<string, number>, name: string) =>
        (side[name] ?? 0) - (was[name] ?? 0);
      expect(delta(after.byShop, before.byShop, "Zdrava korpa")).toBe(1);
      expect(delta(after.byShop, before.byShop, "Eko pijaca")).toBe(1);
      expect(delta(after.byProduct, before.byProduct, product.sr.name)).toBe(2);
    });
  });
});

describe("images in an article's rich-text body", () => {
  /** Opens (or closes) the image picker of the Serbian (0) or English (1) body. */
  const togglePicker = (page: Page, body: 0 | 1) =>
    page
      .getByTestId("article-form")
      .getByRole("toolbar")
      .nth(body)
      .getByRole("button", { name: "Slika iz biblioteke" })
      .click();

  it("keep through typing, undo, redo, saving and reloading, with descriptions edited in both languages", async () => {
    await withAdminPage({ next: "/admin/news/new?lng=sr", viewport: viewports.desktop }, async (page) => {
      await waitForHydration(page);
      const form = page.getByTestId("article-form");
      const bodies = form.locator(".ProseMirror");
      await bodies.nth(1).waitFor();

      // The image the picker offers first, and its descriptions in the library.
      await togglePicker(page, 0);
      const name = (await form.locator("ul img").first().getAttribute("alt")) ?? "";
      await togglePicker(page, 0);
      const library = await page.context().newPage();
      await library.goto(`${baseUrl()}/admin/media?q=${encodeURIComponent(name)}&lng=sr`);
      const card = library.getByTestId("media-list").locator("li", { hasText: name }).first();
      const libraryAlt = {
        sr: await card.getByLabel("Opis slike (srpski)").inputValue(),
        en: await card.getByLabel("Opis slike (engleski)").inputValue(),
      };
      await library.close();
      expect(libraryAlt.sr).not.toBe("");

      const title = `E2E slike u tekstu ${suffix}`;
      await form.getByLabel("Naslov · Srpski").fill(title);
      await form.getByLabel("Uvod (kratak sažetak) · Srpski").fill("Slike koje ostaju.");
      await form.getByLabel("Naslov · Engleski").fill(`E2E images in the text ${suffix}`);
      await form.getByLabel("Uvod (kratak sažetak) · Engleski").fill("Images that stay.");

      const editBody = async (index: 0 | 1, words: { before: string; after: string; alt: string }) => {
        const body = bodies.nth(index);
        await body.click();
        await page.keyboard.type(words.before);
        await togglePicker(page, index);
        await form.locator(`ul img[alt="${name}"]`).first().click();
        const image = body.locator("img");
        await image.waitFor();
        // The library's description in this body's language comes with the image.
        expect(await image.getAttribute("alt")).toBe(index === 0 ? libraryAlt.sr : libraryAlt.en);
        // Typing right after inserting used to replace the image.
        await page.keyboard.type(words.after);
        await expect.poll(() => body.textContent()).toContain(words.after);
        expect(await image.count()).toBe(1);
        const toolbar = form.getByRole("toolbar").nth(index);
        await toolbar.getByRole("button", { name: "Poništi" }).click();
        await expect.poll(() => body.textContent()).not.toContain(words.after);
        expect(await image.count()).toBe(1);
        await toolbar.getByRole("button", { name: "Ponovi" }).click();
        await expect.poll(() => body.textContent()).toContain(words.after);
        expect(await image.count()).toBe(1);

        // Selecting the image shows its description; the owner changes it.
        await image.click();
        const bar = form.getByTestId("image-alt-bar");
        await expect.poll(() => bar.textContent()).toContain(index === 0 ? libraryAlt.sr : libraryAlt.en);
        await bar.getByRole("button", { name: "Izmeni opis" }).click();
        const dialog = page.getByTestId("image-alt-dialog");
        const field = dialog.getByLabel(index === 0 ? "Opis slike (srpski)" : "Opis slike (engleski)");
        await field.fill(words.alt);
        await dialog.getByRole("button", { name: "Primeni" }).click();
        await expect.poll(() => image.getAttribute("alt")).toBe(words.alt);
        // Writing goes on after the image, which stays.
        await page.keyboard.type(" Kraj.");
        expect(await image.count()).toBe(1);
        const input = form.locator(`input[type="hidden"][name="${index === 0 ? "sr" : "en"}.body"]`);
        await expect.poll(() => input.inputValue()).toContain(`alt="${words.alt}"`);
      };
      const altSr = `Polja pšenice pod Fruškom gorom ${suffix}`;
      const altEn = `Wheat fields below Fruška Gora ${suffix}`;
      await editBody(0, { before: "Pogled sa brda.", after: "Tekst posle slike.", alt: altSr });
      await editBody(1, { before: "A view from the hill.", after: "Text after the image.", alt: altEn });

      await form.getByLabel("Objavi sada").check();
      await form.getByRole("button", { name: "Sačuvaj" }).click();
      await page.waitForURL(/\/admin\/news\/[0-9a-f-]{36}\?saved=1$/);
      const editUrl = page.url();

      // Reloaded, both bodies keep their image and their own description.
      await page.reload();
      await waitForHydration(page);
      await bodies.nth(1).locator("img").waitFor();
      expect(await bodies.nth(0).locator("img").getAttribute("alt")).toBe(altSr);
      expect(await bodies.nth(1).locator("img").getAttribute("alt")).toBe(altEn);
      expect(await bodies.nth(0).textContent()).toContain("Tekst posle slike.");

      // Visitors see them, in each language with its description.
      const slug = `e2e-slike-u-tekstu-${suffix}`;
      await page.goto(`${baseUrl()}/novosti/${slug}`);
      const publicImage = page.getByTestId("article-body").locator("img");
      expect(await publicImage.getAttribute("alt")).toBe(altSr);
      await expect
        .poll(() => publicImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await page.goto(`${baseUrl()}/novosti/${slug}?lng=en`);
      expect(await page.getByTestId("article-body").locator("img").getAttribute("alt")).toBe(altEn);

      // The English admin offers the same, in English.
      await page.goto(`${editUrl.replace(/\?.*$/, "")}?lng=en`);
      await waitForHydration(page);
      await bodies.nth(1).locator("img").click();
      await form.getByTestId("image-alt-bar").getByRole("button", { name: "Edit description" }).click();
      const dialog = page.getByTestId("image-alt-dialog");
      expect(await dialog.getByLabel("Image description (English)").inputValue()).toBe(altEn);
      await expectAccessible(page);
      await dialog.getByRole("button", { name: "Cancel" }).click();
    });
  });
});
