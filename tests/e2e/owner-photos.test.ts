import { randomBytes } from "node:crypto";
import type { Page, Request } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { withAdminPage } from "./support/admin.ts";
import { baseUrl, runOnOwnServer, waitForHydration } from "./support/page.ts";

// Issue 21, point 1: a photo is uploaded when chosen, Save waits for it, a file
// the server would refuse is refused in the browser before any byte is sent,
// and the public page shows the variants once they are made.

// Its own server seeds the demo images first: slow on a busy shared machine.
vi.setConfig({ hookTimeout: 600_000 });
runOnOwnServer();

const suffix = randomBytes(3).toString("hex");

/**
 * A 12-megapixel phone-sized JPEG from upscaled noise (about 4 MB). Coarse noise
 * at a high quality: finer noise (1000×750 at 85) is as large, but its variants
 * took three times as long to make (35 s against 11 s on an idle core, minutes
 * in the full run), which no test here needs.
 */
async function phoneJpeg() {
  const w = 250;
  const h = 188;
  const buffer = await sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } })
    .resize(4000, 3000)
    .jpeg({ quality: 97 })
    .toBuffer();
  return { name: `telefon-${suffix}.jpg`, mimeType: "image/jpeg", buffer };
}

/** Every upload request the page sends. */
function watchUploads(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/media") sent.push(request);
  });
  return sent;
}

/** Records every text the uploader's status line and the save notice show, however briefly. */
async function recordStatuses(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenStatuses: string[] }).seenStatuses = seen;
    const note = () => {
      for (const selector of ['[data-testid="upload-status"]', '[data-testid="save-waits-for-upload"]']) {
        const text = document.querySelector(selector)?.textContent?.trim();
        if (text && seen.at(-1) !== text) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

const seenStatuses = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenStatuses: string[] }).seenStatuses);

describe("owner's photos", () => {
  it("saves a product with a 12 MP photo when Sačuvaj is clicked at once, then shows its variants publicly", async () => {
    const photo = await phoneJpeg();
    expect(photo.buffer.length).toBeGreaterThan(3 * 1024 * 1024);
    expect(photo.buffer.length).toBeLessThan(10 * 1024 * 1024);
    await withAdminPage({ next: "/admin/products/new" }, async (page) => {
      await waitForHydration(page);
      const form = page.getByTestId("product-form");
      const nameSr = `Foto krekeri ${suffix}`;
      await form.getByLabel("Naziv · Srpski").fill(nameSr);
      await form.getByLabel("Naziv · Engleski").fill(`Photo crackers ${suffix}`);
      await form.getByLabel("Kratak opis (do 160 znakova) · Srpski").fill("Krekeri sa fotografijom.");
      await form.getByLabel("Opis · Srpski").fill("Pečeni krekeri.");
      await form.getByLabel("Sastojci (alergene označite **ovako**) · Srpski").fill("heljda");
      await form.getByLabel("Težina (g)").fill("120");
      await form.getByLabel("Status").selectOption("published");
      await form.getByLabel("Vrsta").selectOption("snacks");
      const uploader = page.getByTestId("media-uploader");
      await uploader.getByLabel("Opis slike (srpski)").fill(`Krekeri sa telefona ${suffix}`);
      await uploader.getByLabel("Opis slike (engleski)").fill(`Crackers from a phone ${suffix}`);
      await recordStatuses(page);
      const uploads = watchUploads(page);
      // Chosen, and Save clicked at once, while the photo is still on its way.
      await uploader.locator('input[type="file"]').setInputFiles(photo);
      await form.getByRole("button", { name: "Sačuvaj" }).click();
      const id = `foto-krekeri-${suffix}`;
      await page.waitForURL(new RegExp(`/admin/products/${id}\\?saved=1$`), { timeout: 60_000 });
      expect(uploads).toHaveLength(1);
      const seen = await seenStatuses(page).catch(() => null);
      // The page navigated; what it showed before is read from the record when it survived.
      if (seen) expect(seen.join(" | ")).toMatch(/Otpremanje|Čeka se da se slika otpremi/);
      const row = page.getByTestId("product-image-row");
      await row.waitFor();
      expect(await row.count()).toBe(1);
      const mediaId = await row.locator('input[type="hidden"]').first().inputValue();
      expect(mediaId).toMatch(/^[0-9a-f-]{36}$/);

      // The public page never shows a broken image: a placeholder until the variants are ready, then them.
      const variantUrl = `${baseUrl()}/media/${mediaId}/640.avif`;
      const started = Date.now();
      let headers: Record<string, string> = {};
      for (;;) {
        const res = await page.request.get(variantUrl);
        expect(res.status()).toBe(200);
        headers = res.headers();
        if (headers["cache-control"]?.includes("immutable") || Date.now() - started > 150_000) break;
        expect(headers["cache-control"]).toBe("no-store");
        await page.waitForTimeout(500);
      }
      console.info(`variants ready ${Date.now() - started} ms after the save`);
      expect(headers["cache-control"]).toContain("immutable");
      const variant = await sharp(await (await page.request.get(variantUrl)).body()).metadata();
      expect([variant.format, variant.width, variant.exif]).toEqual(["heif", 640, undefined]);
      // The original is not public.
      expect((await page.request.get(`${baseUrl()}/media/${mediaId}/original`)).status()).toBe(404);

      await page.goto(`${baseUrl()}/proizvod/${id}`);
      const img = page.locator(`img[alt="Krekeri sa telefona ${suffix}"]`).first();
      await img.waitFor();
      await page.waitForFunction((alt) => {
        const el = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
        return el?.complete && el.naturalWidth > 100;
      }, `Krekeri sa telefona ${suffix}`);
      expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toContain(`/media/${mediaId}/`);
    });
  }, 240_000);

  it("shows progress and then the processing state in the library, then the photo ready", async () => {
    const photo = await phoneJpeg();
    await withAdminPage({ next: "/admin/media" }, async (page) => {
      await waitForHydration(page);
      await recordStatuses(page);
      const uploader = page.getByTestId("media-uploader");
      await uploader
        .locator('input[type="file"]')
        .setInputFiles({ ...photo, name: `biblioteka-${suffix}.jpg` });
      await page.getByTestId("upload-processing").waitFor({ timeout: 30_000 });
      expect(await page.getByTestId("upload-processing").textContent()).toContain("pravimo njene verzije");
      await page.getByTestId("upload-ready").waitFor({ timeout: 180_000 });
      const seen = (await seenStatuses(page)).join(" | ");
      expect(seen).toMatch(/Otpremanje\.\.\. \d+%/);
      expect(seen).toContain("pravimo njene verzije");
    });
  }, 240_000);

  it("offers a photo still being processed in an article body's picker, shown by its original", async () => {
    const photo = await phoneJpeg();
    await withAdminPage({ next: "/admin/news/new?lng=sr" }, async (page) => {
      await waitForHydration(page);
      const form = page.getByTestId("article-form");
      await form
        .getByTestId("media-uploader")
        .locator('input[type="file"]')
        .setInputFiles({ ...photo, name: `u-tekstu-${suffix}.jpg` });
      await form.getByTestId("upload-processing").waitFor({ timeout: 30_000 });
      await form.getByRole("toolbar").first().getByRole("button", { name: "Slika iz biblioteke" }).click();
      const choice = form.locator("ul li", { has: page.locator(`img[alt="u-tekstu-${suffix}.jpg"]`) });
      expect(await choice.textContent()).toContain("obrađuje se");
      const thumbnail = choice.locator("img");
      expect(await thumbnail.getAttribute("src")).toMatch(/^\/admin\/media\/[0-9a-f-]{36}\/preview$/);
      // The original, not the grey placeholder the public address answers meanwhile.
      await expect
        .poll(() => thumbnail.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), {
          timeout: 30_000,
        })
        .toBe(4000);
    });
  }, 240_000);

  it("does not save without the photo when its upload fails while Save waits: the owner sees why", async () => {
    await withAdminPage({ next: "/admin/products/new" }, async (page) => {
      await waitForHydration(page);
      // The server refuses the upload, a moment after Save was clicked.
      await page.route("**/api/media?*", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.fulfill({
          status: 402,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "storage/quota-exceeded", message: "Quota exceeded." } }),
        });
      });
      const form = page.getByTestId("product-form");
      await form.getByLabel("Naziv · Srpski").fill(`Bez slike ${suffix}`);
      const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#886644" } })
        .jpeg()
        .toBuffer();
      await page
        .getByTestId("media-uploader")
        .locator('input[type="file"]')
        .setInputFiles({ name: "odbijena.jpg", mimeType: "image/jpeg", buffer: photo });
      await form.getByRole("button", { name: "Sačuvaj" }).click();
      await page.getByTestId("save-waits-for-upload").waitFor();
      await page.getByTestId("save-upload-failed").waitFor();
      expect(await page.getByTestId("upload-error").textContent()).toContain("Prostor za slike je pun");
      expect(new URL(page.url()).pathname).toBe("/admin/products/new");
      expect(await form.getByLabel("Naziv · Srpski").inputValue()).toBe(`Bez slike ${suffix}`);
    });
  });

  it("keeps a description's refused save on screen when a finished upload reads the library again", async () => {
    await withAdminPage({ next: "/admin/media" }, async (page) => {
      await waitForHydration(page);
      const card = (on: Page) => on.getByTestId("media-list").locator("li").first();
      const id = await card(page).locator('input[name="id"]').first().inputValue();
      // The same image's description, saved meanwhile in a second tab.
      const other = await page.context().newPage();
      await other.goto(`${baseUrl()}/admin/media`);
      await waitForHydration(other);
      await card(other).getByLabel("Opis slike (srpski)").fill(`Opis iz druge kartice ${suffix}`);
      await card(other).getByRole("button", { name: "Sačuvaj opis" }).click();
      await other.getByText("Opis slike je sačuvan.").waitFor();
      await other.close();
      const mine = page.locator("li", { has: page.locator(`input[name="id"][value="${id}"]`) });
      await mine.getByLabel("Opis slike (srpski)").fill(`Opis iz prve kartice ${suffix}`);
      await mine.getByRole("button", { name: "Sačuvaj opis" }).click();
      const conflict = mine.getByTestId("version-conflict");
      await conflict.waitFor();
      // A photo uploaded now: once it is in, the library's list is read again.
      const name = `posle-izmene-${suffix}.png`;
      const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c8b27a" } })
        .png()
        .toBuffer();
      await page
        .getByTestId("media-uploader")
        .locator('input[type="file"]')
        .setInputFiles({ name, mimeType: "image/png", buffer });
      await page.getByTestId("media-list").getByText(name, { exact: true }).waitFor();
      // Before: the notice went with the reload, and the owner was left not knowing the save had failed.
      expect(await conflict.isVisible()).toBe(true);
      expect(await mine.getByLabel("Opis slike (srpski)").inputValue()).toBe(
        `Opis iz prve kartice ${suffix}`,
      );
    });
  });

  it("refuses a 23 MB photo and a text file named .jpg before sending a byte, stating the limit", async () => {
    await withAdminPage({ next: "/admin/products/new" }, async (page) => {
      await waitForHydration(page);
      const uploader = page.getByTestId("media-uploader");
      // The limit is stated before anything is chosen.
      expect(await uploader.getByTestId("upload-hint").textContent()).toContain(
        "JPEG, PNG, WebP, AVIF ili GIF, najviše 10 MB",
      );
      const uploads = watchUploads(page);
      const huge = Buffer.alloc(23 * 1024 * 1024, 7);
      huge.set([0xff, 0xd8, 0xff, 0xe0]);
      await uploader
        .locator('input[type="file"]')
        .setInputFiles({ name: "ogromna.jpg", mimeType: "image/jpeg", buffer: huge });
      const error = uploader.getByTestId("upload-error");
      await error.waitFor();
      expect(await error.textContent()).toContain("najviše 10 MB");
      await uploader.locator('input[type="file"]').setInputFiles({
        name: "beleska.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("Ovo je tekst, ne slika.\n"),
      });
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="upload-error"]')?.textContent?.includes("nije slika"),
      );
      expect(await error.textContent()).toContain("JPEG, PNG, WebP, AVIF ili GIF");
      await page.waitForTimeout(300);
      expect(uploads).toHaveLength(0);
    });
  });
});
