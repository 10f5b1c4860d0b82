import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { adminCredentials, withAdminPage } from "./support/admin.ts";
import { launchBrowser, viewports } from "./support/browser.ts";
import { baseUrl, open, runOnOwnServer, waitForHydration } from "./support/page.ts";

// Issue 21, points 2 and 3: two tabs on the same record, where the later save
// is refused and says what changed, keeping what was typed, with "load the
// newer version" and "save anyway"; and the unsaved-changes guard on leaving
// an edited form. On a server of its own: the saves change demo content.

runOnOwnServer();

const shots = process.env.SHOTS_DIR ?? "/tmp/shots-versions";

/** The first row's editor address of an admin list. */
async function firstEditor(page: Page, list: string, prefix: string): Promise<string> {
  await open(page, list);
  const href = await page
    .locator(`main a[href^="${prefix}"]:not([href$="/new"])`)
    .first()
    .getAttribute("href");
  if (!href) throw new Error(`no editor link on ${list}`);
  return href;
}

/** A second tab of the same browser (the same session) on the same form. */
async function secondTab(page: Page, path: string): Promise<Page> {
  const other = await page.context().newPage();
  await open(other, path);
  return other;
}

/** Submits with the button and answers with the save's response status. */
async function saveWith(page: Page, name: string): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name, exact: true }).click(),
  ]);
  return response.status();
}

const conflictOf = (page: Page) => page.getByTestId("version-conflict");

describe("a stale save is refused, says what changed, and keeps what was typed", () => {
  it("product: two tabs, then 'save anyway' and 'load the newer version'", async () => {
    await withAdminPage({ next: "/admin/products" }, async (a) => {
      const path = await firstEditor(a, "/admin/products", "/admin/products/");
      await open(a, path);
      const b = await secondTab(a, path);
      const weightBefore = await b.locator('[name="weightGrams"]').inputValue();

      // Tab A saves a new weight first.
      await a.locator('[name="weightGrams"]').fill("321");
      await saveWith(a, "Sačuvaj");
      await a.waitForURL(/saved=1/);

      // Tab B, loaded before, saves a new name: refused, with who, when and what.
      await b.locator('[name="sr.name"]').fill("Ime iz druge kartice");
      await b.locator('[name="sr.shortDescription"]').fill("Opis iz druge kartice");
      expect(await saveWith(b, "Sačuvaj")).toBe(409);
      const conflict = conflictOf(b);
      await expect.poll(() => conflict.textContent()).toContain("Težina (g)");
      const text = (await conflict.textContent()) ?? "";
      expect(text).toContain(adminCredentials().email);
      expect(text).toMatch(/\d{1,2}:\d{2}/);
      expect(text).not.toContain("Naziv");
      expect(await b.locator('[name="sr.name"]').inputValue()).toBe("Ime iz druge kartice");
      expect(await b.locator('[name="sr.shortDescription"]').inputValue()).toBe("Opis iz druge kartice");
      mkdirSync(shots, { recursive: true });
      await conflict.scrollIntoViewIfNeeded();
      await b.screenshot({ path: `${shots}/product-conflict-sr-1280.png` });

      // "Save anyway" posts the typed values over the newer version.
      await b.getByRole("button", { name: "Sačuvaj ipak" }).click();
      await b.waitForURL(/saved=1/);
      expect(await b.locator('[name="sr.name"]').inputValue()).toBe("Ime iz druge kartice");
      expect(await b.locator('[name="weightGrams"]').inputValue()).toBe(weightBefore);

      // Again, and this time B loads the newer version, which drops what it typed.
      await open(a, path);
      await a.locator('[name="weightGrams"]').fill("654");
      await saveWith(a, "Sačuvaj");
      await a.waitForURL(/saved=1/);
      await b.locator('[name="sr.name"]').fill("Ovo će biti odbačeno");
      expect(await saveWith(b, "Sačuvaj")).toBe(409);
      await conflict.getByRole("link", { name: "Učitaj noviju verziju" }).click();
      const dialog = b.getByRole("dialog", { name: "Učitaj noviju verziju" });
      await dialog.waitFor();
      // Cancelling keeps everything as it was.
      await dialog.getByRole("button", { name: "Otkaži" }).click();
      expect(await b.locator('[name="sr.name"]').inputValue()).toBe("Ovo će biti odbačeno");
      await conflict.getByRole("link", { name: "Učitaj noviju verziju" }).click();
      await dialog.getByRole("button", { name: "Odbaci moje izmene i učitaj" }).click();
      await expect.poll(() => b.locator('[name="weightGrams"]').inputValue()).toBe("654");
      expect(await b.locator('[name="sr.name"]').inputValue()).toBe("Ime iz druge kartice");
      expect(await conflict.count()).toBe(0);
      // Loading it was not "leaving": no unsaved-changes question came.
      expect(await b.getByRole("dialog", { name: "Izmene nisu sačuvane" }).isVisible()).toBe(false);
    });
  });

  it("article: two tabs, the later save refused with what changed, 'save anyway' works", async () => {
    await withAdminPage({ next: "/admin/news" }, async (a) => {
      const path = await firstEditor(a, "/admin/news", "/admin/news/");
      await open(a, path);
      const b = await secondTab(a, path);
      // The rich-text editors load after the page; saving before they mount races their first change.
      for (const page of [a, b]) await expect.poll(() => page.locator(".ProseMirror").count()).toBe(2);

      await a.locator('[name="author"]').fill("Ana iz prve kartice");
      await saveWith(a, "Sačuvaj");
      await a.waitForURL(/saved=1/);

      await b.locator('[name="sr.excerpt"]').fill("Uvod iz druge kartice");
      expect(await saveWith(b, "Sačuvaj")).toBe(409);
      await expect.poll(() => conflictOf(b).textContent()).toContain("Autor");
      expect(await b.locator('[name="sr.excerpt"]').inputValue()).toBe("Uvod iz druge kartice");

      await b.getByRole("button", { name: "Sačuvaj ipak" }).click();
      await b.waitForURL(/saved=1/);
      expect(await b.locator('[name="sr.excerpt"]').inputValue()).toBe("Uvod iz druge kartice");
      await expect.poll(() => conflictOf(b).count()).toBe(0);
    });
  });

  it("newsletter draft: two tabs, the later test mail refused with what changed and nothing sent, 'save anyway' works", async () => {
    await withAdminPage({ next: "/admin/newsletter" }, async (a) => {
      await waitForHydration(a);
      await a.getByRole("button", { name: "Novi bilten" }).click();
      await a.waitForURL(/\/admin\/newsletter\/[\w-]+$/);
      const path = new URL(a.url()).pathname;
      await expect.poll(() => a.locator(".ProseMirror").count()).toBe(2);
      await a.getByLabel("Naslov poruke (srpski)", { exact: true }).fill("Jesenja ponuda");
      await a.locator(".ProseMirror").nth(0).click();
      await a.keyboard.type("Stigla je nova heljda.");
      expect(await saveWith(a, "Sačuvaj nacrt")).toBe(200);
      await a.getByText("Nacrt je sačuvan.").waitFor();

      const b = await secondTab(a, path);
      await expect.poll(() => b.locator(".ProseMirror").count()).toBe(2);
      // Tab A gives the English subject.
      await a.getByLabel("Naslov poruke (engleski)", { exact: true }).fill("Autumn offer");
      expect(await saveWith(a, "Sačuvaj nacrt")).toBe(200);

      // Tab B, loaded before, adds a line and sends a test: refused before anything is saved or mailed.
      await b.locator(".ProseMirror").nth(0).click();
      await b.keyboard.press("End");
      await b.keyboard.type(" Javite nam se.");
      expect(await saveWith(b, "Pošalji probnu poruku")).toBe(409);
      await expect.poll(() => conflictOf(b).textContent()).toContain("Naslov poruke (engleski)");
      expect(await conflictOf(b).textContent()).not.toContain("Tekst (srpski)");
      expect(await b.getByText("Probne poruke su poslate", { exact: false }).count()).toBe(0);
      expect(await b.locator(".ProseMirror").nth(0).textContent()).toContain("Javite nam se.");
      mkdirSync(shots, { recursive: true });
      await conflictOf(b).scrollIntoViewIfNeeded();
      await b.screenshot({ path: `${shots}/campaign-conflict-sr-1280.png` });

      // "Save anyway" keeps B's text over A's version.
      expect(await saveWith(b, "Sačuvaj ipak")).toBe(200);
      await b.getByText("Nacrt je sačuvan.").waitFor();
      await expect.poll(() => conflictOf(b).count()).toBe(0);
      await open(a, path);
      await expect.poll(() => a.locator(".ProseMirror").nth(0).textContent()).toContain("Javite nam se.");
      expect(await a.getByLabel("Naslov poruke (engleski)", { exact: true }).inputValue()).toBe("");
    });
  });

  it("settings: two tabs, the later save refused, 'load the newer version' and 'save anyway'", async () => {
    await withAdminPage({ next: "/admin/settings" }, async (a) => {
      const b = await secondTab(a, "/admin/settings");
      await a.locator('[name="phone"]').fill("+381 21 555 0101");
      expect(await saveWith(a, "Sačuvaj podešavanja")).toBe(200);
      await a.getByText("Podešavanja su sačuvana.").first().waitFor();

      await b.locator('[name="address.city"]').fill("Irig");
      expect(await saveWith(b, "Sačuvaj podešavanja")).toBe(409);
      await expect.poll(() => conflictOf(b).textContent()).toContain("Telefon");
      expect(await b.locator('[name="address.city"]').inputValue()).toBe("Irig");

      await conflictOf(b).getByRole("link", { name: "Učitaj noviju verziju" }).click();
      await b.getByRole("button", { name: "Odbaci moje izmene i učitaj" }).click();
      await expect.poll(() => b.locator('[name="phone"]').inputValue()).toBe("+381 21 555 0101");
      expect(await b.locator('[name="address.city"]').inputValue()).not.toBe("Irig");

      // A again, then B's typed city goes over it deliberately.
      await open(a, "/admin/settings");
      await a.locator('[name="phone"]').fill("+381 21 555 0202");
      expect(await saveWith(a, "Sačuvaj podešavanja")).toBe(200);
      await b.locator('[name="address.city"]').fill("Irig");
      expect(await saveWith(b, "Sačuvaj podešavanja")).toBe(409);
      expect(await saveWith(b, "Sačuvaj ipak")).toBe(200);
      await b.getByText("Podešavanja su sačuvana.").first().waitFor();
      await open(b, "/admin/settings");
      expect(await b.locator('[name="address.city"]').inputValue()).toBe("Irig");
      expect(await b.locator('[name="phone"]').inputValue()).toBe("+381 21 555 0101");
    });
  });

  it("without JavaScript: refused with the typed values kept, and 'save anyway' saves", async () => {
    const noScript = await launchBrowser({ javaScript: false });
    const context = noScript.context;
    try {
      const a = await context.newPage();
      const { email, password } = adminCredentials();
      await a.goto(`${baseUrl()}/admin/login?redirectTo=%2Fadmin%2Fproducts`);
      await a.getByLabel("E-adresa").fill(email);
      await a.getByLabel("Lozinka").fill(password);
      await a.getByRole("button", { name: "Prijavi se" }).click();
      await a.waitForURL(/\/admin\/products$/);
      const href = await a
        .locator('main a[href^="/admin/products/"]:not([href$="/new"])')
        .nth(1)
        .getAttribute("href");
      const editor = `${baseUrl()}${href}`;
      await a.goto(editor);
      const b = await context.newPage();
      await b.goto(editor);
      await a.locator('[name="weightGrams"]').fill("777");
      await a.getByRole("button", { name: "Sačuvaj", exact: true }).click();
      await a.waitForURL(/saved=1/);
      await b.locator('[name="sr.description"]').fill("Opis bez JavaScripta");
      const [refused] = await Promise.all([
        b.waitForResponse((r) => r.request().method() === "POST"),
        b.getByRole("button", { name: "Sačuvaj", exact: true }).click(),
      ]);
      expect(refused.status()).toBe(409);
      await conflictOf(b).waitFor();
      expect(await conflictOf(b).textContent()).toContain("Težina (g)");
      expect(await b.locator('[name="sr.description"]').inputValue()).toBe("Opis bez JavaScripta");
      await b.getByRole("button", { name: "Sačuvaj ipak" }).click();
      await b.waitForURL(/saved=1/);
      expect(await b.locator('[name="sr.description"]').inputValue()).toBe("Opis bez JavaScripta");
    } finally {
      await noScript.close();
    }
  });

  for (const lng of ["sr", "en"] as const)
    for (const [size, viewport] of Object.entries(viewports))
      it(`the refused save's notice, ${lng}, ${size}`, async () => {
        await withAdminPage({ next: "/admin/settings", viewport }, async (a) => {
          await open(a, `/admin/settings?lng=${lng}`);
          const b = await secondTab(a, `/admin/settings?lng=${lng}`);
          await a.locator('[name="phone"]').fill(size === "phone" ? "+381 21 555 0303" : "+381 21 555 0404");
          await Promise.all([
            a.waitForResponse((r) => r.request().method() === "POST"),
            a.locator('form:has([name="phone"]) button[type="submit"]').first().click(),
          ]);
          await b.locator('[name="brandName"]').fill(`Zrnce ${lng}`);
          await b.locator('form:has([name="brandName"]) button[type="submit"]').first().click();
          const conflict = conflictOf(b);
          await conflict.waitFor();
          expect(await conflict.textContent()).toContain(lng === "en" ? "Phone" : "Telefon");
          await conflict.scrollIntoViewIfNeeded();
          mkdirSync(shots, { recursive: true });
          await b.screenshot({ path: `${shots}/settings-conflict-${lng}-${viewport.width}.png` });
          await conflict.getByRole("link").click();
          await b.getByRole("dialog").waitFor();
          await b.screenshot({ path: `${shots}/load-newer-dialog-${lng}-${viewport.width}.png` });
        });
      });
});

describe("leaving an edited form asks first", () => {
  it("a sidebar link and Back ask in a dialog; stay keeps the typed value, leave goes", async () => {
    await withAdminPage({ next: "/admin/products" }, async (page) => {
      const path = await firstEditor(page, "/admin/products", "/admin/products/");
      await open(page, path);
      const nav = page.getByRole("navigation", { name: "Administracija" });

      // Nothing changed: no question.
      await nav.getByRole("link", { name: "Novosti" }).click();
      await page.waitForURL(/\/admin\/news$/);

      await open(page, path);
      await page.locator('[name="sr.name"]').fill("Neopozvana izmena");
      await nav.getByRole("link", { name: "Novosti" }).click();
      const dialog = page.getByRole("dialog", { name: "Izmene nisu sačuvane" });
      await dialog.waitFor();
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/unsaved-dialog-sr-1280.png` });
      await dialog.getByRole("button", { name: "Ostani na stranici" }).click();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.locator('[name="sr.name"]').inputValue()).toBe("Neopozvana izmena");

      await nav.getByRole("link", { name: "Novosti" }).click();
      await dialog.getByRole("button", { name: "Napusti bez čuvanja" }).click();
      await page.waitForURL(/\/admin\/news$/);

      // Back, from an edited form reached inside the app (from another document, Back is the browser's).
      await nav.getByRole("link", { name: "Proizvodi" }).click();
      await page.waitForURL(/\/admin\/products$/);
      await page.locator(`main a[href="${path}"]`).first().click();
      await page.waitForURL((url) => url.pathname === path);
      await page.locator('[name="sr.name"]').waitFor();
      await page.locator('[name="sr.name"]').fill("Opet neopozvana");
      await page.goBack();
      await dialog.waitFor();
      await dialog.getByRole("button", { name: "Ostani na stranici" }).click();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.locator('[name="sr.name"]').inputValue()).toBe("Opet neopozvana");
      await page.goBack();
      await dialog.getByRole("button", { name: "Napusti bez čuvanja" }).click();
      await page.waitForURL(/\/admin\/products$/);
    });
  });

  it("asks in English on a phone too", async () => {
    await withAdminPage({ next: "/admin/products", viewport: viewports.phone }, async (page) => {
      const path = await firstEditor(page, "/admin/products?lng=en", "/admin/products/");
      await page.locator(`main a[href="${path}"]`).first().click();
      await page.waitForURL((url) => url.pathname === path);
      await page.locator('[name="sr.name"]').fill("Not saved yet");
      await page.goBack();
      const dialog = page.getByRole("dialog", { name: "Unsaved changes" });
      await dialog.waitFor();
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/unsaved-dialog-en-390.png` });
      await dialog.getByRole("button", { name: "Stay on this page" }).click();
      expect(await page.locator('[name="sr.name"]').inputValue()).toBe("Not saved yet");
      await page.goBack();
      await dialog.getByRole("button", { name: "Leave without saving" }).click();
      await page.waitForURL(/\/admin\/products\?lng=en$/);
    });
  });

  it("reloading or closing an edited form asks the browser's question", async () => {
    await withAdminPage({ next: "/admin/settings" }, async (page) => {
      await open(page, "/admin/settings");
      const asked: string[] = [];
      page.on("dialog", (dialog) => {
        asked.push(dialog.type());
        void dialog.accept();
      });
      // Unchanged: a reload asks nothing.
      await page.reload();
      await waitForHydration(page);
      expect(asked).toEqual([]);

      await page.locator('[name="address.city"]').fill("Sremski Karlovci");
      await page.reload();
      await waitForHydration(page);
      expect(asked).toEqual(["beforeunload"]);
    });
  });

  it("no question after a save, nor on the form's own submit", async () => {
    await withAdminPage({ next: "/admin/settings" }, async (page) => {
      const asked: string[] = [];
      page.on("dialog", (dialog) => {
        asked.push(dialog.type());
        void dialog.accept();
      });
      await open(page, "/admin/settings");
      await page.locator('[name="address.city"]').fill("Novi Sad");
      expect(await saveWith(page, "Sačuvaj podešavanja")).toBe(200);
      await page.getByText("Podešavanja su sačuvana.").first().waitFor();
      const nav = page.getByRole("navigation", { name: "Administracija" });
      await nav.getByRole("link", { name: "Proizvodi" }).click();
      await page.waitForURL(/\/admin\/products$/);

      const path = await firstEditor(page, "/admin/products", "/admin/products/");
      await open(page, path);
      await page.locator('[name="sr.shortDescription"]').fill("Sačuvan kratak opis");
      await saveWith(page, "Sačuvaj");
      await page.waitForURL(/saved=1/);
      await nav.getByRole("link", { name: "Novosti" }).click();
      await page.waitForURL(/\/admin\/news$/);
      await page.reload();
      expect(asked).toEqual([]);
      expect(await page.getByRole("dialog", { name: "Izmene nisu sačuvane" }).count()).toBe(0);
    });
  });

  it("no question on a slow phone for a link tapped before the saved page shows; a refused save still asks", async () => {
    await withAdminPage({ next: "/admin/products" }, async (page) => {
      const path = await firstEditor(page, "/admin/products", "/admin/products/");
      const nav = page.getByRole("navigation", { name: "Administracija" });
      const question = page.getByRole("dialog", { name: "Izmene nisu sačuvane" });
      const cdp = await page.context().newCDPSession(page);
      // A saved form: its address changes first, and the saved page takes a while
      // to render on a phone twelve times slower than this machine. Once from
      // the editor, once from the saved page (the address stays ?saved=1).
      await open(page, path);
      for (const round of [1, 2]) {
        await page.locator('[name="sr.shortDescription"]').fill(`Sačuvan opis ${round}`);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 12 });
        const entry = await page.evaluate(() => String(history.state?.key));
        await page.getByRole("button", { name: "Sačuvaj", exact: true }).click();
        // The save's answer is in: a new history entry (from the saved page the
        // address stays ?saved=1, and a link tapped before the answer rightly asks).
        await page.waitForFunction((before) => String(history.state?.key) !== before, entry, { polling: 20 });
        await page.waitForURL(/saved=1/);
        if (round === 1) {
          await page.getByText("Proizvod je sačuvan.").first().waitFor();
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
          continue;
        }
        // Before this fix: asked every time (4 of 4).
        await nav.getByRole("link", { name: "Novosti" }).click();
        await page.waitForURL(/\/admin\/news$/);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
        expect(await question.count()).toBe(0);
      }

      // A refused save keeps the typed text, and leaving asks.
      await open(page, path);
      await page.locator('[name="sr.name"]').fill("");
      await page.getByRole("button", { name: "Sačuvaj", exact: true }).click();
      await page.locator('[name="sr.name"][aria-invalid="true"]').waitFor();
      await nav.getByRole("link", { name: "Novosti" }).click();
      await question.waitFor();
      await question.getByRole("button", { name: "Ostani" }).click();
      expect(new URL(page.url()).pathname).toBe(path);
    });
  });

  it("keeps what was typed before the page's scripts ran, asks before it is left, and saves it", async () => {
    await withAdminPage({ next: "/admin/news" }, async (page) => {
      const path = await firstEditor(page, "/admin/news", "/admin/news/");
      // The scripts are held back while the owner starts typing into the served form.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/assets/*.js", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${baseUrl()}${path}?lng=sr`, { waitUntil: "domcontentloaded" });
      const form = page.getByTestId("article-form");
      const title = form.getByLabel("Naslov · Srpski");
      const body = form.locator('textarea[name="sr.body"]');
      await title.fill("Naslov otkucan pre skripti");
      await form.getByLabel("Uvod (kratak sažetak) · Srpski").fill("Opis otkucan pre skripti");
      await body.fill("<p>Tekst otkucan pre skripti.</p>");
      release();
      await waitForHydration(page);
      // The editor replaces the plain field, starting from what was typed there.
      await form.locator(".ProseMirror").first().getByText("Tekst otkucan pre skripti.").waitFor();
      await page.waitForTimeout(500);
      expect(await title.inputValue()).toBe("Naslov otkucan pre skripti");
      expect(await form.getByLabel("Uvod (kratak sažetak) · Srpski").inputValue()).toBe(
        "Opis otkucan pre skripti",
      );

      const nav = page.getByRole("navigation", { name: "Administracija" });
      await nav.getByRole("link", { name: "Proizvodi" }).click();
      const dialog = page.getByRole("dialog", { name: "Izmene nisu sačuvane" });
      await dialog.waitFor();
      await dialog.getByRole("button", { name: "Ostani na stranici" }).click();

      expect(await saveWith(page, "Sačuvaj")).toBeLessThan(400);
      await page.waitForURL(/saved=1/);
      await page.unrouteAll();
      await open(page, `${path}?lng=sr`);
      expect(await title.inputValue()).toBe("Naslov otkucan pre skripti");
      expect(await form.getByLabel("Uvod (kratak sažetak) · Srpski").inputValue()).toBe(
        "Opis otkucan pre skripti",
      );
      await form.locator(".ProseMirror").first().getByText("Tekst otkucan pre skripti.").waitFor();
    });
  });
});
