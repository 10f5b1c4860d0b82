import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { demoArticles } from "#app/demo/articles.ts";
import { withAdminPage } from "./support/admin.ts";
import { viewports } from "./support/browser.ts";
import { baseUrl, expectAccessible, open, waitForHydration } from "./support/page.ts";

// The social-media writer and the content overview, as the owner uses them:
// generate, edit, save, schedule, look at the calendar and the preview, delete.

const drafts = (page: Page) => page.getByTestId("draft");

async function dashboardDrafts(page: Page) {
  await open(page, "/admin");
  return Number(await page.getByTestId("count-socialDrafts").textContent());
}

describe("creating social posts (desktop, Serbian)", () => {
  it("generates drafts per platform, language and variant, edits, copies, regenerates and saves them", async () => {
    await withAdminPage(
      { next: "/admin/social-media", viewport: viewports.desktop },
      async (page, browser) => {
        await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
        const before = await dashboardDrafts(page);
        await open(page, "/admin/social-media");
        expect(await page.locator("h1").textContent()).toBe("Kreiraj sadržaj");
        expect(await page.title()).toBe("Kreiraj sadržaj | Zrnce");
        expect(await page.getByTestId("active-writer").textContent()).toContain("Ugrađeni pisac");
        await expectAccessible(page);

        // Errors come back next to the fields and nothing chosen is lost.
        await page.getByRole("radio", { name: "Slobodna tema" }).check();
        await page.getByLabel("Instagram").uncheck();
        await page.getByLabel("Facebook").uncheck();
        await page.getByRole("button", { name: "Napiši objave" }).click();
        const fieldErrors = page.getByTestId("field-error");
        await fieldErrors.filter({ hasText: "Izaberite bar jednu mrežu." }).waitFor();
        expect(await fieldErrors.filter({ hasText: "Upišite temu (bar tri slova)." }).count()).toBe(1);
        // The summary names the networks by their group's title, not by its first box.
        const summary = page.getByTestId("error-summary");
        await expect
          .poll(() => summary.getByRole("link").allTextContents())
          .toEqual(["Tema: Upišite temu (bar tri slova).", "Mreže: Izaberite bar jednu mrežu."]);
        expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe(
          "error-summary",
        );
        expect(await page.getByLabel("Tema", { exact: true }).getAttribute("aria-invalid")).toBe("true");

        await page.getByLabel("Izaberite proizvod").selectOption("namaz-od-lesnika-i-rogaca");
        expect(await page.getByRole("radio", { name: "Proizvod" }).isChecked()).toBe(true);
        await page.getByLabel("Instagram").check();
        await page.getByLabel("X", { exact: true }).check();
        await page.getByLabel("oba jezika").check();
        await page.getByLabel("Broj varijanti").selectOption("2");
        await page.getByRole("button", { name: "Napiši objave" }).click();
        await expect.poll(() => drafts(page).count()).toBe(8);
        await expect
          .poll(() => page.locator('[data-testid="draft"] textarea[aria-busy="true"]').count())
          .toBe(0);

        const srInstagram = drafts(page)
          .and(page.locator('[data-platform="instagram"][data-locale="sr"]'))
          .first();
        const enX = drafts(page).and(page.locator('[data-platform="x"][data-locale="en"]')).first();
        const srText = await srInstagram.locator("textarea").inputValue();
        const enText = await enX.locator("textarea").inputValue();
        expect(srText).toContain("Namaz od lešnika i rogača");
        expect(srText).toMatch(/bez glutena/i);
        expect(enText).toContain("Hazelnut & Carob Spread");
        expect(enText).toContain("?lng=en");
        expect(await enX.getByTestId("limit-counter").textContent()).toMatch(/\d+ \/ 280 znakova/);
        expect(await srInstagram.getByTestId("limit-counter").textContent()).toMatch(/\/ 30 heštegova/);
        const variants = await drafts(page)
          .and(page.locator('[data-platform="instagram"][data-locale="sr"]'))
          .locator("textarea")
          .evaluateAll((areas) => areas.map((a) => (a as HTMLTextAreaElement).value));
        expect(variants[0]).not.toBe(variants[1]);

        // The live count follows the text, and says when X's limit is passed.
        await enX.locator("textarea").fill(`${"Long text ".repeat(30)}`);
        expect(await enX.getByTestId("limit-counter").textContent()).toContain("300 / 280");
        expect(await enX.getByTestId("limit-counter").textContent()).toContain(
          "duži nego što mreža dozvoljava",
        );
        await enX.locator("textarea").fill("Short English post for X.");
        expect(await enX.getByTestId("limit-counter").textContent()).toContain("25 / 280");

        await srInstagram.getByRole("button", { name: "Kopiraj" }).click();
        await page.getByText("Tekst je kopiran.").waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(srText);

        // Regenerate writes other texts.
        await page.getByRole("button", { name: "Napiši ponovo" }).click();
        await expect.poll(() => srInstagram.locator("textarea").inputValue()).not.toBe(srText);
        await expect.poll(() => drafts(page).count()).toBe(8);

        await srInstagram.locator("textarea").fill("Uređen tekst: Namaz od lešnika i rogača, za doručak.");
        await drafts(page).last().getByRole("button", { name: "Ukloni nacrt" }).click();
        await expect.poll(() => drafts(page).count()).toBe(7);
        // An emptied draft is named beside its text and nothing is saved until it has one.
        const second = drafts(page).nth(1).locator("textarea");
        const secondText = await second.inputValue();
        await second.fill("");
        await page.getByRole("button", { name: "Sačuvaj u pregled sadržaja" }).click();
        await drafts(page).nth(1).getByText("Tekst objave ne može biti prazan.").waitFor();
        expect(await second.getAttribute("aria-invalid")).toBe("true");
        await second.fill(secondText);
        await expect.poll(() => page.getByText("Tekst objave ne može biti prazan.").count()).toBe(0);
        await expectAccessible(page);
        await page.getByRole("button", { name: "Sačuvaj u pregled sadržaja" }).click();
        await page.waitForURL(/\/admin\/social-media-content\?saved=7/);
        await page.getByText("Sačuvano je 7 objava.", { exact: false }).waitFor();
        await expect
          .poll(() => page.getByTestId("posts").textContent())
          .toContain("Uređen tekst: Namaz od lešnika i rogača, za doručak.");
        expect(await dashboardDrafts(page)).toBe(before + 7);
        await open(page, "/admin/settings");
        expect(await page.getByTestId("writer-setting").textContent()).toContain("Ugrađeni pisac");
      },
    );
  });
});

describe("a free topic in both languages, with X (desktop, Serbian)", () => {
  it("writes drafts of the chosen kind in each language from its own text, X within its limit", async () => {
    await withAdminPage({ next: "/admin/social-media", viewport: viewports.desktop }, async (page) => {
      await waitForHydration(page);
      await page.getByRole("radio", { name: "Slobodna tema" }).check();
      await page.getByLabel("Vrsta teme").selectOption({ label: "Događaj" });
      await page.getByLabel("Tema", { exact: true }).fill("Naš štand na sajmu u Novom Sadu");
      await page.getByLabel("oba jezika").check();
      await page.getByLabel("Facebook").uncheck();
      await page.getByLabel("X", { exact: true }).check();
      // Both languages need the topic in both: the English one is asked for beside its field.
      await page.getByRole("button", { name: "Napiši objave" }).click();
      await page
        .getByTestId("field-error")
        .filter({ hasText: "Za objave na engleskom upišite temu i na engleskom" })
        .waitFor();
      expect(await page.getByLabel("Tema", { exact: true }).inputValue()).toBe(
        "Naš štand na sajmu u Novom Sadu",
      );
      await page.getByLabel("Tema na engleskom").fill("Our stand at the Novi Sad fair");
      await page.getByRole("button", { name: "Napiši objave" }).click();
      await expect.poll(() => drafts(page).count()).toBe(4);
      await expect
        .poll(() => page.locator('[data-testid="draft"] textarea[aria-busy="true"]').count())
        .toBe(0);
      const texts = await drafts(page).evaluateAll((items) =>
        items.map((item) => ({
          platform: item.getAttribute("data-platform"),
          locale: item.getAttribute("data-locale"),
          text: (item.querySelector("textarea") as HTMLTextAreaElement).value,
        })),
      );
      expect(new Set(texts.map((d) => d.text)).size).toBe(4);
      for (const d of texts) {
        if (d.locale === "sr") expect(d.text).toContain("Naš štand na sajmu u Novom Sadu");
        else {
          expect(d.text).toContain("Our stand at the Novi Sad fair");
          // Only the place name keeps its letter in English.
          expect(d.text.replace(/Fruška Gora/g, "")).not.toMatch(/[čćšžđ]/i);
        }
        if (d.platform === "instagram") expect(d.text.split("\n").at(-1)).toMatch(/^(#\w+ ?){5,15}$/);
        // X always carries the link; the site's home page for a topic.
        if (d.platform === "x") expect(d.text).toContain(d.locale === "en" ? "/?lng=en" : "/");
      }
      const enX = drafts(page).and(page.locator('[data-platform="x"][data-locale="en"]'));
      expect(await enX.getByTestId("limit-counter").textContent()).toMatch(/^\d+ \/ 280 znakova/);
      expect(await enX.getByTestId("limit-counter").textContent()).not.toContain("duži");
      await expectAccessible(page);
    });
  });
});

describe("a product without its English text (desktop, Serbian)", () => {
  it("gets Serbian drafts only, and the owner is sent to fill in the English", async () => {
    await withAdminPage({ next: "/admin/products/new" }, async (page) => {
      await waitForHydration(page);
      const suffix = Date.now().toString(36);
      const product = page.getByTestId("product-form");
      await product.getByLabel("Naziv · Srpski").fill(`Samo srpski krekeri ${suffix}`);
      await product.getByLabel("Kratak opis (do 160 znakova) · Srpski").fill("Hrskavi krekeri od heljde.");
      await product.getByLabel("Opis · Srpski").fill("Pečeni krekeri.");
      await product.getByLabel("Sastojci (alergene označite **ovako**) · Srpski").fill("heljda, so");
      await product.getByLabel("Težina (g)").fill("120");
      await product.getByLabel("Vrsta").selectOption("snacks");
      await product.getByRole("button", { name: "Sačuvaj" }).click();
      const id = `samo-srpski-krekeri-${suffix}`;
      await page.waitForURL(new RegExp(`/admin/products/${id}\\?saved=1$`));
      // The product goes to the trash at the end, passed or failed, while the page is still open.
      const remove = () =>
        page.request.post(`${baseUrl()}/admin/products?lng=sr`, {
          form: { intent: "delete", id },
          headers: { origin: baseUrl() },
        });
      try {
        await writeWithoutEnglish(page, id);
      } finally {
        await remove();
      }
    });
  });
});

/** The writer for a product that has no English text: Serbian drafts, and the way to its editor. */
async function writeWithoutEnglish(page: Page, id: string) {
  await open(page, `/admin/social-media?product=${id}`);
  await waitForHydration(page);
  await page.getByLabel("oba jezika").check();
  await page.getByRole("button", { name: "Napiši objave" }).click();
  const gap = page.getByTestId("source-gap");
  await gap.waitFor();
  expect(await gap.textContent()).toContain("Nedostaje engleski tekst proizvoda — dopunite ga");
  await expect.poll(() => drafts(page).count()).toBe(2);
  expect(await page.locator('[data-testid="draft"][data-locale="en"]').count()).toBe(0);
  await expectAccessible(page);
  const link = gap.getByRole("link", { name: "dopunite ga" });
  expect(await link.getAttribute("href")).toBe(`/admin/products/${id}`);
  await link.click();
  // The drafts on the page are not saved yet: leaving asks first, as everywhere in the admin.
  await page.getByRole("dialog").getByRole("button", { name: "Napusti bez čuvanja" }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/admin/products/${id}`);
  await page.getByTestId("product-form").waitFor();
}

describe("the content overview (desktop, Serbian)", () => {
  it("edits, approves, schedules, shows the calendar and the preview, publishes, duplicates and deletes", async () => {
    await withAdminPage({ next: "/admin/social-media", viewport: viewports.desktop }, async (page) => {
      // A post of its own, so the other tests' posts do not matter.
      await page.getByLabel("Izaberite proizvod").selectOption("heljdino-brasno");
      await page.getByLabel("Instagram").check();
      await page.getByLabel("Facebook").uncheck();
      await page.getByRole("button", { name: "Napiši objave" }).click();
      await expect.poll(() => drafts(page).count()).toBe(1);
      await page.getByRole("button", { name: "Sačuvaj u pregled sadržaja" }).click();
      await page.waitForURL(/saved=1/);

      await open(page, "/admin/social-media-content?source=product%3Aheljdino-brasno&platform=instagram");
      expect(await page.title()).toBe("Pregled sadržaja | Zrnce");
      const post = page.getByTestId("post").first();
      const id = await post.getAttribute("data-id");
      const row = page.locator(`[data-testid="post"][data-id="${id}"]`);
      expect(await row.getByTestId("status").textContent()).toBe("Nacrt");
      await expectAccessible(page);

      await row.getByRole("link", { name: "Uredi" }).click();
      await row.getByTestId("edit-form").waitFor();
      await row.getByLabel("Tekst objave").fill("");
      await row.getByRole("button", { name: "Sačuvaj izmene" }).click();
      await row.getByText("Tekst objave ne može biti prazan.").waitFor();
      await row.getByLabel("Tekst objave").fill("Heljdino brašno sa kamenog mlina, novi tekst vlasnice.");
      await row.getByRole("button", { name: "Sačuvaj izmene" }).click();
      await page.getByText("Izmene su sačuvane.").waitFor();
      expect(await row.textContent()).toContain("novi tekst vlasnice");

      await row.getByRole("button", { name: "Odobri" }).click();
      await page.getByText("Objava je odobrena.").waitFor();
      expect(await row.getByTestId("status").textContent()).toBe("Odobreno");

      const when = row.locator('input[name="scheduledAt"]');
      expect(await row.locator("label", { hasText: "Datum i vreme objave" }).count()).toBe(1);
      await when.fill("2026-12-15T10:30");
      await row.getByRole("button", { name: "Zakaži" }).click();
      await page.getByText("Objava je zakazana.").waitFor();
      expect(await row.getByTestId("status").textContent()).toBe("Zakazano");
      expect(await row.textContent()).toContain("10:30");

      await open(
        page,
        "/admin/social-media-content?view=calendar&month=2026-12&source=product%3Aheljdino-brasno",
      );
      const cell = page.getByTestId("calendar").locator('[data-day="15"]');
      expect(await cell.textContent()).toContain("10:30");
      await expectAccessible(page);
      await cell.getByTestId("calendar-post").first().click();
      const preview = page.getByTestId("post-preview");
      await preview.waitFor();
      expect(await preview.getAttribute("data-platform")).toBe("instagram");
      expect(await preview.textContent()).toContain("novi tekst vlasnice");
      const image = preview.locator("img");
      expect(await image.getAttribute("alt")).toContain("Heljdino brašno");
      await expect
        .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await expectAccessible(page);

      // Marking it published asks for its address on the platform (issue 25, point 9).
      const panel = page.getByTestId("preview-panel");
      await panel.getByText("Označi kao objavljeno").click();
      await panel.getByLabel("Adresa objave na mreži").fill("https://www.instagram.com/p/zrnce-e2e/");
      await panel.getByRole("button", { name: "Sačuvaj kao objavljeno" }).click();
      await page.getByText("Objava je označena kao objavljena.").waitFor();

      await open(
        page,
        `/admin/social-media-content?source=product%3Aheljdino-brasno&platform=instagram&status=published`,
      );
      expect(await row.getByTestId("status").textContent()).toBe("Objavljeno");
      expect(await row.getByRole("link", { name: "Uredi" }).count()).toBe(0);
      await row.getByRole("button", { name: "Dupliraj" }).click();
      await page.getByText("Napravljena je kopija objave kao nacrt.").waitFor();

      await open(page, "/admin/social-media-content?source=product%3Aheljdino-brasno&platform=instagram");
      const count = await page.getByTestId("post").count();
      // Deleting asks first; cancelling keeps the post.
      await row.getByRole("button", { name: "Obriši" }).click();
      await page.getByRole("dialog").waitFor();
      expect(await page.getByRole("dialog").textContent()).toContain(
        "Da li sigurno želite da obrišete ovu objavu?",
      );
      await page.getByRole("dialog").getByRole("button", { name: "Otkaži" }).click();
      expect(await page.getByTestId("post").count()).toBe(count);
      await row.getByRole("button", { name: "Obriši" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Obriši" }).click();
      await page.getByText("Objava je obrisana.").waitFor();
      await expect.poll(() => page.locator(`[data-testid="post"][data-id="${id}"]`).count()).toBe(0);

      // Every change is in the audit log the dashboard shows.
      await open(page, "/admin");
      expect(await page.getByTestId("activity").textContent()).toMatch(/brisanje · (socialPost|objava)/);
    });
  });

  it("filters by status and language and searches without diacritics", async () => {
    await withAdminPage(
      { next: "/admin/social-media-content", viewport: viewports.desktop },
      async (page) => {
        await page.getByLabel("Pretraga").fill("lesnika");
        await page.getByLabel("Jezik").selectOption("sr");
        await page.getByRole("button", { name: "Primeni" }).click();
        await page.waitForURL(/q=lesnika/);
        const rows = page.getByTestId("post");
        // The URL changes before the list re-renders: wait until only matching posts are shown.
        await expect
          .poll(async () => {
            const texts = await rows.allTextContents();
            return texts.length > 0 && texts.every((text) => text.toLowerCase().includes("lešnika"));
          })
          .toBe(true);
        await page.getByLabel("Status").selectOption("published");
        await page.getByRole("button", { name: "Primeni" }).click();
        await page.waitForURL(/status=published/);
        await page.getByText("Nema objava za ovaj prikaz.").waitFor();
      },
    );
  });
});

describe("social posts in English on a phone", () => {
  it("writes English drafts about an article, saves them and previews one", async () => {
    await withAdminPage({ next: "/admin/social-media?lng=en", viewport: viewports.phone }, async (page) => {
      await waitForHydration(page);
      expect(await page.locator("h1").textContent()).toBe("Create content");
      const article = demoArticles.find((a) => a.slug === "kako-cuvati-brasno-i-smese-da-ostanu-sveze")!;
      await page.getByRole("radio", { name: "News article" }).check();
      await page.getByLabel("Choose a news article").selectOption({ label: article.en.title });
      await page.getByLabel("LinkedIn").check();
      await page.getByLabel("English", { exact: true }).check();
      await page.getByLabel("Tone").selectOption("professional");
      await page.getByRole("button", { name: "Write posts" }).click();
      await expect.poll(() => drafts(page).count()).toBe(3);
      for (const text of await drafts(page)
        .locator("textarea")
        .evaluateAll((a) => a.map((x) => (x as HTMLTextAreaElement).value))) {
        expect(text).toContain(article.en.title);
        expect(text).not.toMatch(/Pročitajte|Više o/);
      }
      await expectAccessible(page);
      await page.getByRole("button", { name: "Save to the content overview" }).click();
      await page.waitForURL(/saved=3/);
      await page.getByText("3 posts saved.", { exact: false }).waitFor();
      await page.getByTestId("post").first().getByRole("link", { name: "Preview" }).click();
      const preview = page.getByTestId("post-preview");
      await preview.waitFor();
      expect(await preview.textContent()).toContain(article.en.title);
      expect(await preview.locator("img").count()).toBe(1);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await expectAccessible(page);
      await open(page, "/admin/social-media-content?view=calendar&lng=en");
      await page.getByTestId("calendar").waitFor();
      await expectAccessible(page);
    });
  });
});

describe("the writer without JavaScript", () => {
  it("generates with the plain form and saves the drafts", async () => {
    await withAdminPage({ next: "/admin/social-media", viewport: viewports.phone }, async (page, browser) => {
      await browser.context.route("**/*.js", (route) => route.abort());
      await page.goto(`${baseUrl()}/admin/social-media`);
      await page.getByRole("radio", { name: "Slobodna tema" }).check();
      await page.getByLabel("Vrsta teme").selectOption({ label: "Recept" });
      await page.getByLabel("Tema", { exact: true }).fill("Zimnica bez šećera");
      await page.getByRole("button", { name: "Napiši objave" }).click();
      await expect.poll(() => drafts(page).count()).toBe(2);
      const first = drafts(page).first().locator("textarea");
      const text = await first.inputValue();
      expect(text).toContain("Recept iz naše kuhinje: Zimnica bez šećera.");
      // Facebook talks to people and carries the site's link.
      expect(await drafts(page).nth(1).locator("textarea").inputValue()).toMatch(/https?:\/\/\S+/);
      // The server refuses an emptied draft, shows the drafts again and names it.
      await first.fill(" ");
      await page.getByRole("button", { name: "Sačuvaj u pregled sadržaja" }).click();
      await page.getByText("Tekst objave ne može biti prazan.").waitFor();
      expect(await drafts(page).count()).toBe(2);
      expect(await page.getByLabel("Tema", { exact: true }).inputValue()).toBe("Zimnica bez šećera");
      await drafts(page).first().locator("textarea").fill(text);
      await page.getByRole("button", { name: "Sačuvaj u pregled sadržaja" }).click();
      await page.waitForURL(/saved=2/);
      expect(await page.getByTestId("posts").textContent()).toContain("Zimnica bez šećera");
    });
  });
});
