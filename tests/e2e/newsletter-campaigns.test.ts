import { randomBytes, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/db.server.ts";
import { readableMail } from "../support/mail.ts";
import { adminCredentials, signIn } from "./support/admin.ts";
import { launchBrowser, viewports } from "./support/browser.ts";
import { dataDir, waitForHydration } from "./support/page.ts";
import { e2eServerEnv } from "./support/server-env.ts";

// Issue 25, point 2 as the owner meets it: a newsletter written in both languages
// with a product card, previewed in both languages at phone and desktop width, a
// test mail to the owner, then sent to the subscribers, with the figures shown.
// The shared server has no SMTP server: its mail is written to its outbox folder
// as .eml files (mailer.server.ts), read here.

/** The mails the server wrote, as a person reads them. */
function outboxMails(): string[] {
  const dir = path.join(dataDir(), "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  return files.map((f) => readableMail(readFileSync(path.join(dir, f), "utf8")));
}

/** The mails the server wrote for an address. */
const mailsTo = (address: string) =>
  outboxMails().filter((m) => new RegExp(`^To: <?${address.replace(/[.+]/g, "\\$&")}>?\\r?$`, "m").test(m));

/**
 * The page's axe check with the mail's preview left out: a sandboxed frame runs no
 * script, so axe could not be put into it and would wait for it for ever. The mail is
 * the owner's text, checked as such nowhere else.
 */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .exclude('[data-testid="campaign-preview"]')
    .analyze();
  expect(results.violations.map((v: { id: string; help: string }) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** Active subscribers, as if they had signed up and confirmed. */
async function addSubscribers(emails: { email: string; locale: "sr" | "en" }[]) {
  const database = openDatabase({
    url: e2eServerEnv.DATABASE_URL || undefined,
    sqliteFile: path.join(dataDir(), "site.db"),
  });
  try {
    for (const { email, locale } of emails)
      await database.db
        .insertInto("newsletter_subscriber")
        .values({
          id: randomUUID(),
          email,
          locale,
          status: "active",
          token: randomBytes(12).toString("base64url"),
          created_at: new Date().toISOString(),
          unsubscribed_at: null,
        })
        .execute();
  } finally {
    await database.close();
  }
}

describe("newsletter campaigns in the admin", () => {
  it("the owner writes a newsletter with a product card, previews it, sends a test, sends it and sees the figures", async () => {
    const subscribers = [
      { email: `ana-${Date.now()}@example.com`, locale: "sr" as const },
      { email: `john-${Date.now()}@example.com`, locale: "en" as const },
    ];
    await addSubscribers(subscribers);
    const owner = adminCredentials();
    const browser = await launchBrowser({ viewport: viewports.desktop });
    try {
      const page = await browser.context.newPage();
      // A step that cannot happen fails with its locator named, before the test's own limit.
      page.setDefaultTimeout(30_000);
      await signIn(page, "/admin/newsletter");
      await page.getByRole("heading", { name: "Bilten", level: 1 }).waitFor();
      await waitForHydration(page);
      await page.getByRole("button", { name: "Novi bilten" }).click();
      await page.waitForURL(/\/admin\/newsletter\/[\w-]+$/);
      await waitForHydration(page);

      await page.getByLabel("Naslov poruke (srpski)", { exact: true }).fill("Jesenja heljda");
      await page.getByLabel("Naslov poruke (engleski)", { exact: true }).fill("Autumn buckwheat");
      // The rich-text editors replace the plain fields once loaded.
      const editors = page.locator(".ProseMirror");
      await expect.poll(() => editors.count(), { timeout: 15_000 }).toBe(2);
      await editors.nth(0).click();
      await page.keyboard.type("Stiglo je novo heljdino brašno.");
      await editors.nth(1).click();
      await page.keyboard.type("A new buckwheat flour has arrived.");
      const product = page.getByRole("group", { name: "Proizvodi" }).getByRole("checkbox").first();
      const productName = ((await product.locator("xpath=..").textContent()) ?? "").trim();
      await product.check();
      await page.getByRole("button", { name: "Sačuvaj nacrt" }).click();
      await page.getByText("Nacrt je sačuvan.").waitFor();

      // The preview: Serbian on a phone, then English on a computer, each with the card.
      const frame = page.getByTestId("campaign-preview");
      expect(await frame.getAttribute("width")).toBe("390");
      const inFrame = page.frameLocator('[data-testid="campaign-preview"]');
      await inFrame.getByText("Stiglo je novo heljdino brašno.").waitFor();
      await inFrame.getByRole("link", { name: productName }).first().waitFor();
      await page.getByRole("button", { name: "Engleski" }).click();
      await page.getByRole("button", { name: "Računar" }).click();
      expect(await frame.getAttribute("width")).toBe("720");
      await inFrame.getByText("A new buckwheat flour has arrived.").waitFor();
      const englishLink = await inFrame
        .getByRole("link")
        .filter({ hasText: "Take a look" })
        .first()
        .getAttribute("href");
      expect(englishLink).toMatch(/\/proizvod\/[\w-]+\?lng=en$/);
      await expectAccessible(page);

      // A line typed and not saved: the test mail saves it first, so it is in the mail.
      await editors.nth(0).click();
      await page.keyboard.press("End");
      await page.keyboard.type(" Peče se od petka.");
      await page.getByRole("button", { name: "Pošalji probnu poruku" }).click();
      await page.getByText(`Probne poruke su poslate na ${owner.email}.`).waitFor();
      const tests = mailsTo(owner.email).filter((m) =>
        /^Subject: (Autumn buckwheat|Jesenja heljda)/m.test(m),
      );
      expect(tests).toHaveLength(2);
      expect(tests.some((m) => m.includes("Subject: Autumn buckwheat"))).toBe(true);
      expect(tests.find((m) => m.includes("Subject: Jesenja heljda"))).toContain("Peče se od petka.");
      // The preview shows the saved text too.
      await page.getByRole("button", { name: "Srpski" }).click();
      await inFrame.getByText("Peče se od petka.", { exact: false }).waitFor();

      page.once("dialog", (dialog) => void dialog.accept());
      await page.getByRole("button", { name: "Pošalji sada" }).click();
      await page.getByText("Bilten je poslat na slanje.").waitFor();
      // The figures refresh by themselves until it is sent.
      await expect
        .poll(() => page.getByTestId("campaign-status").textContent(), { timeout: 30_000 })
        .toBe("Poslat");
      const figure = (name: string) => page.getByTestId(`figure-${name}`).textContent();
      expect(await figure("recipients")).toBe(String(Number(await figure("sent"))));
      expect(Number(await figure("sent"))).toBeGreaterThanOrEqual(2);
      expect(await figure("failed")).toBe("0");
      expect(await figure("remaining")).toBe("0");
      for (const { email, locale } of subscribers) {
        const mails = mailsTo(email);
        expect(mails).toHaveLength(1);
        expect(mails[0]).toContain(locale === "en" ? "Subject: Autumn buckwheat" : "Subject: Jesenja heljda");
        expect(mails[0]).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      }

      await page.getByRole("link", { name: "Svi bilteni" }).click();
      const row = page.getByTestId("campaign-table").getByRole("row", { name: /Jesenja heljda/ });
      await row.waitFor();
      expect(await row.textContent()).toContain("Poslat");
      await expectAccessible(page);
    } finally {
      await browser.close();
    }
  }, 180_000);

  it("a draft made by mistake is deleted from its page, after a question", async () => {
    const browser = await launchBrowser({ viewport: viewports.phone });
    try {
      const page = await browser.context.newPage();
      page.setDefaultTimeout(30_000);
      await signIn(page, "/admin/newsletter");
      await waitForHydration(page);
      const before = await page
        .getByTestId("campaign-table")
        .getByRole("row")
        .count()
        .catch(() => 0);
      await page.getByRole("button", { name: "Novi bilten" }).click();
      await page.waitForURL(/\/admin\/newsletter\/[\w-]+$/);
      await waitForHydration(page);
      // Declined first: nothing happens.
      page.once("dialog", (dialog) => void dialog.dismiss());
      await page.getByRole("button", { name: "Obriši nacrt" }).click();
      expect(page.url()).toMatch(/\/admin\/newsletter\/[\w-]+$/);
      page.once("dialog", (dialog) => {
        expect(dialog.message()).toBe("Obrisati ovaj nacrt biltena? To se ne može poništiti.");
        void dialog.accept();
      });
      await page.getByRole("button", { name: "Obriši nacrt" }).click();
      await page.waitForURL(/\/admin\/newsletter\?done=deleted$/);
      await page.getByText("Nacrt biltena je obrisan.").waitFor();
      const after = await page
        .getByTestId("campaign-table")
        .getByRole("row")
        .count()
        .catch(() => 0);
      expect(after).toBe(before);
    } finally {
      await browser.close();
    }
  }, 120_000);

  it("a scheduled newsletter whose time comes while its page is open shows itself starting, then sent, without a reload", async () => {
    const browser = await launchBrowser({ viewport: viewports.desktop });
    const database = openDatabase({
      url: e2eServerEnv.DATABASE_URL || undefined,
      sqliteFile: path.join(dataDir(), "site.db"),
    });
    try {
      const page = await browser.context.newPage();
      page.setDefaultTimeout(30_000);
      await signIn(page, "/admin/newsletter");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Novi bilten" }).click();
      await page.waitForURL(/\/admin\/newsletter\/[\w-]+$/);
      const id = page.url().split("/").pop() ?? "";
      await waitForHydration(page);
      await page.getByLabel("Naslov poruke (srpski)", { exact: true }).fill("Zimska zaliha");
      const editors = page.locator(".ProseMirror");
      await expect.poll(() => editors.count(), { timeout: 15_000 }).toBe(2);
      await editors.nth(0).click();
      await page.keyboard.type("Pekara radi i za praznike.");
      // Not saved first: scheduling saves what the editor holds.
      // Planned for tomorrow, Belgrade time, as the owner types it.
      const tomorrow = new Date(Date.now() + 24 * 3_600_000);
      const belgrade = new Intl.DateTimeFormat("sv-SE", {
        timeZone: "Europe/Belgrade",
        dateStyle: "short",
        timeStyle: "short",
      })
        .format(tomorrow)
        .replace(" ", "T");
      await page.getByLabel("Datum i vreme slanja (po beogradskom vremenu)").fill(belgrade);
      await page.getByRole("button", { name: "Zakaži" }).click();
      await page.getByText("Bilten je zakazan.").waitFor();
      await expect.poll(() => page.getByTestId("campaign-status").textContent()).toBe("Zakazan");

      // Tomorrow comes in eight seconds: the campaign's time and its start job are moved.
      const soon = new Date(Date.now() + 8_000).toISOString();
      await database.db
        .updateTable("newsletter_campaign")
        .set({ scheduled_at: soon })
        .where("id", "=", id)
        .execute();
      await database.db
        .updateTable("job")
        .set({ run_at: soon })
        .where("name", "=", "newsletter.send")
        .where("payload", "like", `%${id}%`)
        .execute();
      await page.reload();
      await waitForHydration(page);
      expect(await page.getByTestId("campaign-status").textContent()).toBe("Zakazan");
      // From its time on, the open page reads the figures again by itself, to the end.
      await expect
        .poll(() => page.getByTestId("campaign-status").textContent(), { timeout: 120_000 })
        .toBe("Poslat");
      expect(await page.getByTestId("figure-remaining").textContent()).toBe("0");
      const sent = outboxMails().filter((m) => m.includes("Subject: Zimska zaliha"));
      expect(sent.length).toBeGreaterThan(0);
      for (const mail of sent) expect(mail).toContain("Pekara radi i za praznike.");
    } finally {
      await database.close();
      await browser.close();
    }
  }, 180_000);
});
