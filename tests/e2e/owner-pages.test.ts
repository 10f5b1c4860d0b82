import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { withAdminPage } from "./support/admin.ts";
import { launchBrowser, viewports } from "./support/browser.ts";
import {
  baseUrl,
  dataDir,
  expectAccessible,
  open,
  runOnOwnServer,
  waitForHydration,
} from "./support/page.ts";

// Issue 22, points 1, 2 and 7, as the owner meets them in "Stranice": one item of
// every kind of field changed in both languages (a text pair, a longer text, a
// name, a button's address, a picture, paragraphs, repeatable items added,
// moved and removed), kept as a draft that visitors do not see, then published
// and seen on the public pages in Serbian and English; a page's history, and two
// tabs on one page. On a server of its own: it changes the demo pages other files read.

runOnOwnServer();

/** The public page's text as a visitor in `lng` reads it. */
async function publicText(page: Page, path: string, lng: "sr" | "en") {
  await page.goto(`${baseUrl()}${path}${path.includes("?") ? "&" : "?"}lng=${lng}`);
  return (await page.locator("body").textContent()) ?? "";
}

const item = (scope: Page | Locator, name: string) => scope.getByRole("group", { name, exact: true });

describe("the owner edits the site's pages", () => {
  it("changes every kind of field on the home page, keeps it as a draft, then publishes it in both languages", async () => {
    await withAdminPage({ next: "/admin/pages?lng=sr", viewport: viewports.desktop }, async (page) => {
      await waitForHydration(page);
      await expectAccessible(page);
      await page.getByTestId("page-list").getByRole("link", { name: "Početna" }).click();
      await page.waitForURL(/\/admin\/pages\/home$/);
      await waitForHydration(page);
      const form = page.getByTestId("page-form");

      // A text pair and a button's address in the first slide.
      const slide = item(form, "Slajd 1");
      await slide.getByLabel("Naslov · Srpski", { exact: true }).fill("Zrnce sa Fruške gore, sveže");
      await slide.getByLabel("Naslov · Engleski", { exact: true }).fill("Fresh from Fruška Gora");
      await slide.getByLabel("Kuda vodi dugme").fill("/novosti");
      // A picture taken away from the story.
      await item(form, "Naša priča").getByLabel("Slika").selectOption("");
      // A paragraph of the story.
      const paragraph = item(form, "Pasus 2");
      await paragraph.getByLabel("Pasus 2 · Srpski").fill("Drugi pasus, nov.");
      await paragraph.getByLabel("Pasus 2 · Engleski").fill("A new second paragraph.");
      // Repeatable items: the third review moves up, a partner is added, the fourth benefit removed.
      const third = item(form, "Utisak 3");
      const thirdAuthor = await third.getByLabel("Ime i prezime").inputValue();
      await third.getByRole("button", { name: "Pomeri gore" }).click();
      await expect
        .poll(() => item(form, "Utisak 2").getByLabel("Ime i prezime").inputValue())
        .toBe(thirdAuthor);
      await item(form, "Partneri").getByRole("button", { name: "Dodaj partnera" }).click();
      const partner = item(form, "Partner 6");
      await partner.getByLabel("Naziv").fill("Pčelinjak Rakovac");
      await partner.getByLabel("Ko je to · Srpski").fill("med i vosak");
      await partner.getByLabel("Ko je to · Engleski").fill("honey and beeswax");
      await item(form, "Prednost 4").getByRole("button", { name: "Ukloni" }).click();
      await expect.poll(() => form.getByRole("group", { name: /^Prednost \d$/ }).count()).toBe(3);

      // Kept as a draft: visitors still see the published page.
      await page.getByRole("button", { name: "Sačuvaj nacrt" }).click();
      await page.waitForURL(/done=draft/);
      await page.getByText("Ovo je nacrt sa neobjavljenim izmenama").waitFor();
      const visitor = await page.context().newPage();
      expect(await publicText(visitor, "/", "sr")).not.toContain("Zrnce sa Fruške gore, sveže");
      expect(await publicText(visitor, "/", "sr")).not.toContain("Pčelinjak Rakovac");

      await waitForHydration(page);
      await page.getByRole("button", { name: "Objavi izmene" }).click();
      await page.waitForURL(/done=published/);
      await expect.poll(() => page.getByText("Ovo je nacrt sa neobjavljenim izmenama").count()).toBe(0);

      for (const lng of ["sr", "en"] as const) {
        await publicText(visitor, "/", lng);
        const hero = visitor.getByTestId("hero-slide").first();
        expect(await hero.textContent()).toContain(
          lng === "sr" ? "Zrnce sa Fruške gore, sveže" : "Fresh from Fruška Gora",
        );
        expect(
          new URL((await hero.getByRole("link").first().getAttribute("href")) ?? "", baseUrl()).pathname,
        ).toBe("/novosti");
        const body = (await visitor.locator("main").textContent()) ?? "";
        expect(body).toContain(lng === "sr" ? "Drugi pasus, nov." : "A new second paragraph.");
        expect(body).toContain(lng === "sr" ? "med i vosak" : "honey and beeswax");
        expect(body).toContain("Pčelinjak Rakovac");
        expect(await visitor.getByTestId("benefits").locator("li").count()).toBe(3);
        expect(await visitor.getByTestId("testimonials").locator("figure").nth(1).textContent()).toContain(
          thirdAuthor,
        );
        expect(await visitor.locator("#story-title").locator("xpath=ancestor::section//img").count()).toBe(0);
      }
      await visitor.close();
    });
  }, 120_000);

  it("shows the Serbian text on the English page where no English exists, and marks it in the admin", async () => {
    await withAdminPage({ next: "/admin/pages/contact?lng=sr", viewport: viewports.phone }, async (page) => {
      await waitForHydration(page);
      const form = page.getByTestId("page-form");
      await form.getByRole("button", { name: "Dodaj pitanje" }).click();
      const question = item(form, "Pitanje 6");
      await question.getByLabel("Pitanje · Srpski").fill("Da li šaljete pakete u inostranstvo?");
      await question.getByLabel("Odgovor · Srpski").fill("Za sada šaljemo samo po Srbiji.");
      expect(await question.getByText("Nedostaje prevod").count()).toBe(2);
      await page.getByRole("button", { name: "Objavi izmene" }).click();
      await page.waitForURL(/done=published/);
      await open(page, "/admin/pages?lng=sr");
      expect(await page.getByTestId("page-list").textContent()).toContain("2 teksta bez engleskog prevoda");

      const visitor = await page.context().newPage();
      await visitor.goto(`${baseUrl()}/kontakt?lng=en`);
      const faq = visitor.getByTestId("faq-item").last();
      expect(await faq.textContent()).toContain("Da li šaljete pakete u inostranstvo?");
      await visitor.close();
    });
  }, 120_000);

  it("refuses an empty Serbian title and a javascript: address beside the fields, keeping what was typed", async () => {
    await withAdminPage({ next: "/admin/pages/home?lng=en", viewport: viewports.desktop }, async (page) => {
      await waitForHydration(page);
      const form = page.getByTestId("page-form");
      const slide = item(form, "Slide 2");
      await slide.getByLabel("Title · Serbian", { exact: true }).fill("");
      await slide.getByLabel("Title · English", { exact: true }).fill("Kept as typed");
      await slide.getByLabel("Where the button leads").fill("javascript:alert(1)");
      await page.getByRole("button", { name: "Publish changes" }).click();
      const summary = page.getByTestId("error-summary");
      await summary.waitFor();
      expect(await slide.getByTestId("field-error").allTextContents()).toEqual([
        "This field is required.",
        "Enter a page of this site (such as /proizvodi) or an address starting with https://.",
      ]);
      expect(await slide.getByLabel("Title · English", { exact: true }).inputValue()).toBe("Kept as typed");
      expect(await slide.getByLabel("Where the button leads").inputValue()).toBe("javascript:alert(1)");
    });
  }, 120_000);

  it("changes the footer's words on every public page", async () => {
    await withAdminPage({ next: "/admin/pages/footer?lng=sr", viewport: viewports.desktop }, async (page) => {
      await waitForHydration(page);
      const form = page.getByTestId("page-form");
      await form.getByLabel("Tekst o radionici · Srpski").fill("Porodična radionica iz Vrdnika.");
      await form.getByLabel("Tekst o radionici · Engleski").fill("A family workshop in Vrdnik.");
      await page.getByRole("button", { name: "Objavi izmene" }).click();
      await page.waitForURL(/done=published/);
      const visitor = await page.context().newPage();
      for (const path of ["/o-nama", "/proizvodi"]) {
        await visitor.goto(`${baseUrl()}${path}?lng=sr`);
        expect(await visitor.getByTestId("site-footer").textContent()).toContain(
          "Porodična radionica iz Vrdnika.",
        );
        await visitor.goto(`${baseUrl()}${path}?lng=en`);
        expect(await visitor.getByTestId("site-footer").textContent()).toContain(
          "A family workshop in Vrdnik.",
        );
      }
      await visitor.close();
    });
  }, 120_000);

  it("changes one item of each of the about and contact pages' sections, seen in both languages", async () => {
    await withAdminPage({ next: "/admin/pages/about?lng=sr", viewport: viewports.desktop }, async (page) => {
      await waitForHydration(page);
      let form = page.getByTestId("page-form");
      const pair = async (scope: Locator, label: string, sr: string, en: string) => {
        await scope.getByLabel(`${label} · Srpski`, { exact: true }).fill(sr);
        await scope.getByLabel(`${label} · Engleski`, { exact: true }).fill(en);
      };
      // A feature and the text of its "why it matters" window.
      const feature = item(form, "Odlika 1");
      await pair(feature, "Naslov", "Mlevemo sami, polako", "We mill it ourselves, slowly");
      await pair(
        feature,
        "Zašto je to važno (prozor na dugme)",
        "Kamen ne greje brašno, pa ostaje ukus zrna.",
        "Stone keeps the flour cool, so the grain keeps its taste.",
      );
      await pair(
        item(form, "Stručna podrška"),
        "Citat",
        "Svaki recept prvo probamo mi.",
        "We taste every recipe first.",
      );
      await pair(item(form, "Korak 2"), "Naslov", "Sušenje na suncu", "Drying in the sun");
      await pair(
        item(form, "Standard 1"),
        "Tekst",
        "Svaku turu proverava ovlašćena laboratorija.",
        "An accredited laboratory checks every batch.",
      );
      await page.getByRole("button", { name: "Objavi izmene" }).click();
      await page.waitForURL(/done=published/);

      await page.goto(`${baseUrl()}/admin/pages/contact?lng=sr`);
      await waitForHydration(page);
      form = page.getByTestId("page-form");
      const questions = form.getByRole("group", { name: /^Pitanje \d+$/ });
      const before = await questions.count();
      await item(form, "Česta pitanja").getByRole("button", { name: "Dodaj pitanje" }).click();
      await expect.poll(() => questions.count()).toBe(before + 1);
      const question = item(form, `Pitanje ${before + 1}`);
      await pair(question, "Pitanje", "Da li šaljete u inostranstvo?", "Do you ship abroad?");
      await pair(question, "Odgovor", "Za sada samo po Srbiji.", "For now, within Serbia only.");
      await page.getByRole("button", { name: "Objavi izmene" }).click();
      await page.waitForURL(/done=published/);

      const visitor = await page.context().newPage();
      const about = {
        sr: await publicText(visitor, "/o-nama", "sr"),
        en: await publicText(visitor, "/o-nama", "en"),
      };
      for (const text of [
        "Mlevemo sami, polako",
        "Kamen ne greje brašno",
        "Svaki recept prvo probamo mi.",
        "Sušenje na suncu",
        "ovlašćena laboratorija",
      ])
        expect(about.sr).toContain(text);
      for (const text of [
        "We mill it ourselves, slowly",
        "Stone keeps the flour cool",
        "We taste every recipe first.",
        "Drying in the sun",
        "accredited laboratory",
      ])
        expect(about.en).toContain(text);
      expect(about.en).not.toContain("Sušenje na suncu");
      const contact = {
        sr: await publicText(visitor, "/kontakt", "sr"),
        en: await publicText(visitor, "/kontakt", "en"),
      };
      expect(contact.sr).toContain("Da li šaljete u inostranstvo?");
      expect(contact.sr).toContain("Za sada samo po Srbiji.");
      expect(contact.en).toContain("Do you ship abroad?");
      expect(contact.en).toContain("For now, within Serbia only.");
      await visitor.close();
    });
  }, 120_000);

  it("shows a draft to the signed-in owner and, by a share link, to someone without an account until it is withdrawn", async () => {
    await withAdminPage(
      { next: "/admin/pages/about?lng=sr", viewport: viewports.desktop },
      async (page, browser) => {
        await waitForHydration(page);
        const form = page.getByTestId("page-form");
        await form.getByLabel("Naslov stranice · Srpski", { exact: true }).fill("O nama, iz radionice");
        await form
          .getByLabel("Naslov stranice · Engleski", { exact: true })
          .fill("About us, from the workshop");
        await page.getByRole("button", { name: "Sačuvaj nacrt" }).click();
        await page.waitForURL(/done=draft/);

        // Signed in: the draft at the page's address, in both languages; visitors still see the old one.
        const owner = await browser.context.newPage();
        const ownView = await owner.goto(`${baseUrl()}/o-nama?pregled=1&lng=sr`);
        expect(await owner.locator("h1").textContent()).toBe("O nama, iz radionice");
        expect(ownView?.headers()["x-robots-tag"]).toBe("noindex");
        expect(ownView?.headers()["cache-control"]).toBe("private, no-store");
        await owner.goto(`${baseUrl()}/o-nama?pregled=1&lng=en`);
        expect(await owner.locator("h1").textContent()).toBe("About us, from the workshop");
        await owner.goto(`${baseUrl()}/o-nama?lng=sr`);
        expect(await owner.locator("h1").textContent()).toBe("O nama");
        await owner.close();

        // A share link, opened by someone without an account on a phone.
        await waitForHydration(page);
        await page.getByRole("button", { name: "Napravi link za deljenje" }).click();
        const link = await page.getByTestId("share-link").locator("input").inputValue();
        expect(link).toMatch(/\/o-nama\?pregled=[A-Za-z0-9_-]{43}$/);
        const stranger = await launchBrowser({ viewport: viewports.phone });
        try {
          const visitor = await stranger.context.newPage();
          await visitor.goto(`${link}&lng=sr`);
          expect(await visitor.locator("h1").textContent()).toBe("O nama, iz radionice");
          // Without the owner's session, "?pregled=1" shows nothing unpublished.
          const guessed = await visitor.goto(`${baseUrl()}/o-nama?pregled=1`);
          expect(guessed?.status()).toBe(410);
          expect(await visitor.getByTestId("preview-gone").count()).toBe(1);

          await open(page, "/admin/pages/about?lng=sr");
          await page.getByTestId("share-links").getByRole("button", { name: "Povuci link" }).click();
          await page
            .getByTestId("preview-panel")
            .getByRole("status")
            .filter({ hasText: "Link je povučen i više ne radi." })
            .waitFor();
          expect(await page.getByTestId("share-links").count()).toBe(0);
          const revoked = await visitor.goto(`${link}&lng=sr`);
          expect(revoked?.status()).toBe(410);
          expect(await visitor.locator("h1").textContent()).toBe("Ovaj pregled više nije dostupan");
        } finally {
          await stranger.close();
        }
      },
    );
  }, 120_000);

  it("writes the visitors' mails with placeholders, previewed as they arrive, and a visitor gets the new words", async () => {
    await withAdminPage({ next: "/admin/pages?lng=sr", viewport: viewports.desktop }, async (page) => {
      await waitForHydration(page);
      await page.getByTestId("page-list").getByRole("link", { name: "Mejlovi posetiocima" }).click();
      await page.waitForURL(/\/admin\/pages\/mails$/);
      await waitForHydration(page);
      const form = page.getByTestId("page-form");
      const reply = form.getByRole("group", { name: "Potvrda posetiocu koji je pisao preko kontakt forme" });
      const preview = reply.getByTestId("mail-preview-contactReply");
      // The preview follows typing, with a sample name where {name} stands.
      await reply.getByLabel("Pozdrav · Engleski").fill("Dear {name},");
      await expect.poll(() => preview.getByTestId("mail-text").nth(1).textContent()).toMatch(/^Dear Ana,/);
      // A placeholder this mail does not know is refused beside the field; what was typed stays.
      const greeting = reply.getByLabel("Pozdrav · Srpski");
      await greeting.fill("Zdravo {ime},");
      await form.getByRole("button", { name: "Sačuvaj", exact: true }).click();
      await expect
        .poll(() => reply.getByTestId("field-error").first().textContent())
        .toBe("Ovaj mejl ne zna za {ime}. Možete koristiti: {name}, {brand}.");
      expect(await greeting.inputValue()).toBe("Zdravo {ime},");
      await greeting.fill("Draga/dragi {name},");
      await form.getByRole("button", { name: "Sačuvaj", exact: true }).click();
      await page.waitForURL(/done=published$/);
      // Beside the page's own loading status while the navigation settles.
      await page.getByRole("status").filter({ hasText: "Tekstovi mejlova su sačuvani" }).waitFor();
    });

    // A visitor writes in English (without JavaScript): the reply in their inbox has the new greeting.
    const address = `e2e-mail-${Date.now()}@example.com`;
    // The form as the page hands it out: with its signed start time (decision 0037).
    const form = await (await fetch(`${baseUrl()}/kontakt?lng=en`)).text();
    const started = /name="started" value="([^"]+)"/.exec(form)?.[1] ?? "";
    expect(started).not.toBe("");
    const sent = await fetch(`${baseUrl()}/kontakt?lng=en`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl() },
      body: new URLSearchParams({
        name: "Jelena Test",
        email: address,
        subject: "other",
        message: "Do you deliver to Novi Sad?",
        started,
      }).toString(),
    });
    expect(sent.status).toBe(200);
    const outbox = path.join(dataDir(), "outbox");
    await expect
      .poll(
        () =>
          readdirSync(outbox)
            .map((file) => readFileSync(path.join(outbox, file), "utf8"))
            // The visitor's own mail, not the company's (whose Reply-To names the visitor).
            .find((raw) => new RegExp(`^To: "?Jelena Test"? <${address}>`, "m").test(raw))
            ?.replace(/=\r?\n/g, "") ?? "",
      )
      .toContain("Dear Jelena Test,");
  });

  it("gives a page its own search title and share image, and the English page keeps its automatic title", async () => {
    await withAdminPage({ next: "/admin/pages/about?lng=sr", viewport: viewports.phone }, async (page) => {
      await waitForHydration(page);
      const form = page.getByTestId("page-form");
      const sr = form.getByTestId("seo-sr");
      await sr.getByLabel("Naslov u pretrazi · Srpski").fill("Porodična radionica sa Fruške gore");
      await expect
        .poll(() => sr.getByTestId("search-result").textContent())
        .toContain("Porodična radionica sa Fruške gore | Zrnce");
      const image = form.getByLabel("Slika za deljenje");
      await image.selectOption({ index: 1 });
      const imageId = await image.inputValue();
      await form.getByRole("button", { name: "Objavi izmene" }).click();
      await page.waitForURL(/done=published$/);
      const head = async (lng: "sr" | "en") => {
        const html = await (await fetch(`${baseUrl()}/o-nama${lng === "en" ? "?lng=en" : ""}`)).text();
        return html.slice(0, html.indexOf("</head>"));
      };
      const srHead = await head("sr");
      expect(srHead).toContain("<title>Porodična radionica sa Fruške gore | Zrnce</title>");
      expect(srHead).toContain(`/media/${imageId}/share.jpg`);
      expect(await head("en")).toContain("<title>About us | Zrnce</title>");
    });
  });
});

describe("a page's history and two tabs on one page", () => {
  /** Fills the contact page's heading in the editor. */
  async function fillHeading(page: Page, sr: string, en?: string) {
    const form = page.getByTestId("page-form");
    await form.getByLabel("Naslov stranice · Srpski", { exact: true }).fill(sr);
    if (en) await form.getByLabel("Naslov stranice · Engleski", { exact: true }).fill(en);
  }

  it("keeps each save, compares the older one with what visitors see, and restores it over a draft in progress", async () => {
    await withAdminPage(
      { next: "/admin/pages/contact?lng=sr", viewport: viewports.desktop },
      async (page) => {
        for (const [sr, en] of [
          ["Pišite nam", "Write to us"],
          ["Javite nam se", "Get in touch"],
        ] as const) {
          await open(page, "/admin/pages/contact?lng=sr");
          await waitForHydration(page);
          await fillHeading(page, sr, en);
          await page.getByRole("button", { name: "Objavi izmene" }).click();
          await page.waitForURL(/done=published/);
        }
        // A draft in progress on top of them, typed once the published page shows: the
        // address changes first, and the new version's form replaces the old one after.
        await page.getByText("Izmene su objavljene.").first().waitFor();
        await waitForHydration(page);
        await fillHeading(page, "Nacrt naslova");
        await page.getByRole("button", { name: "Sačuvaj nacrt" }).click();
        await page.waitForURL(/done=draft/);

        await waitForHydration(page);
        await page.getByRole("link", { name: "Istorija izmena" }).click();
        await page.waitForURL(/\/admin\/history\/page\/contact$/);
        await waitForHydration(page);
        // The address changes as the navigation starts; the new screen follows once its data is in.
        await expect.poll(() => page.locator("h1").textContent()).toBe("Istorija izmena: Kontakt");
        await page.getByTestId("history-draft").waitFor();
        const list = page.getByTestId("revision-list").locator("li");
        expect(await list.first().textContent()).toContain("nacrt u pripremi");
        expect(await list.nth(1).textContent()).toContain("objavljeno sada");
        // Beside what visitors see, the save before it: the heading differs, in both languages.
        expect(await list.nth(2).getByRole("link").getAttribute("aria-current")).toBe("true");
        const changed = page.locator('[data-testid="compare-row"][data-changed="1"]');
        await expect.poll(() => changed.count()).toBe(2);
        const [serbian, english] = [await changed.first().textContent(), await changed.nth(1).textContent()];
        expect(serbian).toContain("Vrh stranice › Naslov stranice · Srpski");
        expect(serbian).toContain("Pišite nam");
        expect(serbian).toContain("Javite nam se");
        expect(english).toContain("Vrh stranice › Naslov stranice · Engleski");
        expect(english).toContain("Write to us");
        expect(english).toContain("Get in touch");
        expect(await page.getByTestId("unchanged").locator("summary").textContent()).toMatch(
          /^Polja koja su ista \(\d+\)$/,
        );
        await expectAccessible(page);

        await page.getByRole("button", { name: "Vrati ovu verziju" }).click();
        const dialog = page.getByRole("dialog");
        expect(await dialog.textContent()).toContain("Nacrt sa neobjavljenim izmenama se odbacuje");
        await dialog.getByRole("button", { name: "Vrati ovu verziju" }).click();
        await page.getByText("Verzija je vraćena i objavljena.").waitFor();
        expect(await page.getByTestId("history-draft").count()).toBe(0);

        // Visitors see the restored version in both languages.
        const visitor = await page.context().newPage();
        for (const [lng, heading] of [
          ["sr", "Pišite nam"],
          ["en", "Write to us"],
        ] as const) {
          await visitor.goto(`${baseUrl()}/kontakt?lng=${lng}`);
          expect(await visitor.locator("h1").textContent()).toBe(heading);
        }
        await visitor.close();
        // The editor starts from it; the draft is gone.
        await page.getByRole("link", { name: "Nazad na uređivanje" }).click();
        await page.waitForURL(/\/admin\/pages\/contact$/);
        const heading = page.getByTestId("page-form").getByLabel("Naslov stranice · Srpski", { exact: true });
        await expect.poll(() => heading.inputValue()).toBe("Pišite nam");
        expect(await page.getByText("Ovo je nacrt sa neobjavljenim izmenama").count()).toBe(0);

        // On a phone, in English, the comparison reads without sideways scrolling.
        await page.setViewportSize(viewports.phone);
        await open(page, "/admin/history/page/contact?lng=en");
        expect(await page.locator("h1").textContent()).toBe("History: Contact");
        expect(await page.getByTestId("differences").textContent()).toMatch(/differs?\.$/);
        expect(await changed.first().textContent()).toContain("Top of the page › Page title · Serbian");
        await page.getByTestId("unchanged").locator("summary").click();
        await expectAccessible(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      },
    );
  }, 120_000);

  it("refuses the later of two tabs' saves with what changed, keeping what it typed", async () => {
    await withAdminPage({ next: "/admin/pages/contact?lng=sr", viewport: viewports.desktop }, async (a) => {
      await waitForHydration(a);
      const b = await a.context().newPage();
      await open(b, "/admin/pages/contact?lng=sr");
      await waitForHydration(b);

      // Tab A publishes a new heading first.
      await fillHeading(a, "Naslov iz prve kartice");
      await a.getByRole("button", { name: "Objavi izmene" }).click();
      await a.waitForURL(/done=published/);

      // Tab B, loaded before, changes the introduction: refused, told what changed, its text kept.
      const intro = b.getByTestId("page-form").getByLabel("Uvod · Srpski", { exact: true });
      await intro.fill("Uvod iz druge kartice");
      const [response] = await Promise.all([
        b.waitForResponse((r) => r.request().method() === "POST"),
        b.getByRole("button", { name: "Objavi izmene" }).click(),
      ]);
      expect(response.status()).toBe(409);
      const conflict = b.getByTestId("version-conflict");
      await expect.poll(() => conflict.textContent()).toContain("Naslov stranice");
      expect(await conflict.textContent()).not.toContain("Uvod");
      expect(await intro.inputValue()).toBe("Uvod iz druge kartice");
      const visitor = await a.context().newPage();
      await visitor.goto(`${baseUrl()}/kontakt?lng=sr`);
      expect(await visitor.locator("h1").textContent()).toBe("Naslov iz prve kartice");
      expect(await visitor.locator("main").textContent()).not.toContain("Uvod iz druge kartice");

      // "Sačuvaj ipak" publishes what B typed over A's version.
      await b.getByRole("button", { name: "Sačuvaj ipak" }).click();
      await b.waitForURL(/done=published/);
      await visitor.goto(`${baseUrl()}/kontakt?lng=sr`);
      expect(await visitor.locator("main").textContent()).toContain("Uvod iz druge kartice");
      await visitor.close();
    });
  }, 120_000);
});
