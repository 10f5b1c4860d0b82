import { readFile } from "node:fs/promises";
import jsQR from "jsqr";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totp } from "../support/totp.ts";
import { adminCredentials, createAdmin, signIn, withAdminPage } from "./support/admin.ts";
import { launchBrowser, viewports } from "./support/browser.ts";
import { confirmationLinkFor } from "./support/outbox.ts";
import { baseUrl, expectAccessible, open, waitForHydration, waitForOverlay } from "./support/page.ts";

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

describe("admin sign-in", () => {
  it("sends a visitor without a session to the login page and back to where they were going", async () => {
    const browser = await launchBrowser();
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl()}/admin/settings`);
    await page.waitForURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fsettings/);
    expect(await page.title()).toBe("Prijava | Zrnce");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    const { email, password } = adminCredentials();
    await waitForHydration(page);
    await page.getByLabel("E-adresa").fill(email);
    await page.getByLabel("Lozinka").fill(password);
    await page.getByRole("button", { name: "Prijavi se" }).click();
    await page.waitForURL(/\/admin\/settings$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Podešavanja");
    await browser.close();
  });

  it("refuses a foreign redirect target after sign-in", async () => {
    await withAdminPage({ next: "//evil.example/steal" }, async (page) => {
      expect(new URL(page.url()).pathname).toBe("/admin");
    });
  });

  it("shows translated field errors and one generic message for a wrong password or unknown email", async () => {
    const browser = await launchBrowser({ headers: { "X-Forwarded-For": "198.51.100.20" } });
    const page = await browser.context.newPage();
    await open(page, "/admin/login");
    await page.getByRole("button", { name: "Prijavi se" }).click();
    await page.getByText("Unesite e-adresu.").waitFor();
    expect(await page.getByText("Unesite lozinku.").count()).toBe(1);
    await page.getByLabel("E-adresa").fill(adminCredentials().email);
    await page.getByLabel("Lozinka").fill("definitely-wrong");
    await page.getByRole("button", { name: "Prijavi se" }).click();
    const error = page.getByTestId("login-error");
    await error.waitFor();
    const wrongPassword = await error.textContent();
    await page.getByLabel("E-adresa").fill("nobody@example.com");
    await page.getByLabel("Lozinka").fill("definitely-wrong");
    await page.getByRole("button", { name: "Prijavi se" }).click();
    await page.waitForFunction(() => document.querySelector('input[name="email"]') !== null);
    await error.waitFor();
    expect(await error.textContent()).toBe(wrongPassword);
    expect(wrongPassword).toBe("E-adresa ili lozinka nisu ispravni.");
    await expectAccessible(page);
    await browser.close();
  });

  it("throttles repeated failures from one address with 429 and a translated message, even for the right password", async () => {
    const browser = await launchBrowser({ headers: { "X-Forwarded-For": "198.51.100.77" } });
    const page = await browser.context.newPage();
    await open(page, "/admin/login?lng=en");
    const attempt = async (password: string) => {
      await page.getByLabel("Email").fill(adminCredentials().email);
      await page.getByLabel("Password").fill(password);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Sign in" }).click(),
      ]);
      await page.getByTestId("login-error").waitFor();
      return response.status();
    };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await attempt(`wrong-${i}`));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    await expect
      .poll(() => page.getByTestId("login-error").textContent())
      .toBe("Too many failed attempts. Wait a little and try again.");
    expect(await attempt(adminCredentials().password)).toBe(429);
    expect(page.url()).toContain("/admin/login");
    await browser.close();
  });
});

describe("the admin shell at desktop width", () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await signIn(page);
  });
  afterAll(async () => {
    await browser.close();
  });

  it("shows the sidebar, the top bar and the dashboard, without the public shell or overlay", async () => {
    await page.goto(`${baseUrl()}/admin`);
    const nav = page.getByRole("navigation", { name: "Administracija" });
    for (const name of [
      "Dashboard",
      "Proizvodi",
      "Novosti",
      "Kreiraj sadržaj",
      "Pregled sadržaja",
      "Podešavanja",
      "Poruke",
      "Pretplatnici",
    ]) {
      expect(await nav.getByRole("link", { name, exact: true }).count(), name).toBe(1);
    }
    const viewSite = page.getByRole("link", { name: "Vidi sajt" });
    expect(await viewSite.getAttribute("target")).toBe("_blank");
    expect(await page.getByTestId("site-header").count()).toBe(0);
    expect(await page.getByTestId("loading-overlay").count()).toBe(0);
    expect(await page.getByTestId("back-to-top").count()).toBe(0);
    expect(await page.getByTestId("count-productsPublished").textContent()).toBe("28");
    expect(await page.title()).toBe("Dashboard | Zrnce");
    await expectAccessible(page);
  });

  it("answers admin pages with Cache-Control: no-store", async () => {
    const response = await page.goto(`${baseUrl()}/admin/messages`);
    expect(response?.headers()["cache-control"]).toBe("no-store");
  });

  it("collapses the sidebar and remembers it", async () => {
    await page.goto(`${baseUrl()}/admin`);
    await waitForHydration(page);
    await page.getByTestId("sidebar-toggle").click();
    await expect.poll(() => page.locator("aside").getAttribute("data-collapsed")).toBe("true");
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.locator("aside").getAttribute("data-collapsed")).toBe("true");
    await page.getByTestId("sidebar-toggle").click();
    await expect.poll(() => page.locator("aside").getAttribute("data-collapsed")).toBe("false");
  });

  it("saves settings that the public site shows at once, and keeps typed values on an error", async () => {
    await page.goto(`${baseUrl()}/admin/settings`);
    await waitForHydration(page);
    const phone = page.getByLabel("Telefon", { exact: true });
    const original = await phone.inputValue();
    await phone.fill("+381 11 765 4321");
    await page.getByLabel("Adresa (URL)").first().fill("not a url");
    const search = page.getByLabel("Adresa pretrage").nth(1);
    await search.fill("https://www.ekopijaca.rs/svi-proizvodi");
    await page.getByRole("button", { name: "Sačuvaj podešavanja" }).click();
    await page
      .getByTestId("field-error")
      .getByText("Unesite punu adresu koja počinje sa https://.")
      .waitFor();
    await page
      .getByTestId("field-error")
      .getByText("U adresi nema reči „zrnce”.", { exact: false })
      .waitFor();
    // The summary says whose search address it is: both shops have one.
    expect(await page.getByTestId("error-summary").getByRole("link").allTextContents()).toContain(
      "Prodavnica 2 – Adresa pretrage: U adresi nema reči „zrnce”. Potražite zrnce u prodavnici i zalepite adresu stranice sa rezultatima.",
    );
    expect(await page.getByLabel("Telefon", { exact: true }).inputValue()).toBe("+381 11 765 4321");
    expect(await search.inputValue()).toBe("https://www.ekopijaca.rs/svi-proizvodi");
    await search.fill("https://www.ekopijaca.rs/?s=zrnce&post_type=product");
    await page.getByLabel("Adresa (URL)").first().fill("https://www.zdravakorpa.rs/");
    // A company without a YouTube channel: the field may stay empty.
    const youtube = page.getByLabel("YouTube", { exact: true });
    const channel = await youtube.inputValue();
    await youtube.fill("");
    await page.getByRole("button", { name: "Sačuvaj podešavanja" }).click();
    await page.getByText("Podešavanja su sačuvana.").waitFor();
    const home = await (await fetch(`${baseUrl()}/kontakt`)).text();
    expect(home).toContain("+381 11 765 4321");
    expect(home).toContain("instagram.com");
    expect(home).not.toContain("youtube.com");
    await page.getByLabel("Telefon", { exact: true }).fill(original);
    await youtube.fill(channel);
    await page.getByRole("button", { name: "Sačuvaj podešavanja" }).click();
    await page.getByText("Podešavanja su sačuvana.").waitFor();
    await page.goto(`${baseUrl()}/admin`);
    expect(await page.getByTestId("activity").textContent()).toContain("podešavanja");
  });

  it("shows a new subscriber in the bell, and the subscribers page with its CSV export", async () => {
    const email = `bell-${Date.now()}@example.com`;
    const res = await fetch(`${baseUrl()}/newsletter`, {
      method: "POST",
      headers: { origin: baseUrl(), "content-type": "application/x-www-form-urlencoded" },
      body: `email=${encodeURIComponent(email)}`,
    });
    expect(res.status).toBeLessThan(400);
    // Awaiting confirmation (double opt-in): listed with its own state, not yet news.
    await page.goto(`${baseUrl()}/admin/subscribers?status=pending&q=${encodeURIComponent(email)}`);
    expect(await page.getByTestId("subscriber-table").textContent()).toContain("čeka potvrdu");
    expect((await fetch(await confirmationLinkFor(email))).status).toBe(200);
    await page.goto(`${baseUrl()}/admin`);
    await waitForHydration(page);
    expect(Number(await page.getByTestId("bell-count").textContent())).toBeGreaterThan(0);
    await page.getByTestId("bell").click();
    await page.getByRole("link", { name: `Novi pretplatnik: ${email}` }).click();
    await page.waitForURL(/\/admin\/subscribers\?q=/);
    expect(await page.getByTestId("subscriber-table").textContent()).toContain(email);
    const csv = await page.evaluate(async () => (await fetch("/admin/subscribers/export.csv")).text());
    expect(csv).toContain(email);
    // Having looked, the bell no longer counts that subscriber.
    await page.goto(`${baseUrl()}/admin`);
    await waitForHydration(page);
    await page.getByTestId("bell").click();
    expect(await page.getByTestId("bell-panel").textContent()).not.toContain(email);
  });

  it("unsubscribes a subscriber after a confirmation", async () => {
    await page.goto(`${baseUrl()}/admin/subscribers?status=active`);
    await waitForHydration(page);
    const row = page.getByTestId("subscriber-table").locator("tbody tr").first();
    const email = (await row.locator("td").first().textContent()) ?? "";
    await row.getByRole("button", { name: "Odjavi" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Da" }).click();
    await page.getByText("Pretplatnik je odjavljen.").waitFor();
    await page.goto(`${baseUrl()}/admin/subscribers?status=unsubscribed&q=${encodeURIComponent(email)}`);
    expect(await page.getByTestId("subscriber-table").textContent()).toContain(email);
  });

  it("signs out with 'Odjavi se' and the old session is dead", async () => {
    await withAdminPage({ next: "/admin" }, async (page, browser) => {
      const cookies = await browser.context.cookies();
      await page.getByTestId("user-menu").click();
      await page.getByRole("menuitem", { name: "Odjavi se" }).click();
      await page.waitForURL(/\/admin\/login$/);
      const header = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
      const replay = await fetch(`${baseUrl()}/admin`, { headers: { cookie: header }, redirect: "manual" });
      expect(replay.status).toBe(302);
    });
  });
});

describe("the admin at phone width", () => {
  it("opens the menu from the top bar and shows each screen", async () => {
    await withAdminPage({ next: "/admin", viewport: viewports.phone }, async (page) => {
      for (const [link, heading] of [
        ["Poruke", "Poruke"],
        ["Pretplatnici", "Pretplatnici"],
        ["Podešavanja", "Podešavanja"],
        ["Dashboard", "Dashboard"],
      ]) {
        await page.getByRole("button", { name: "Otvori meni" }).click();
        await page
          .getByRole("navigation", { name: "Administracija" })
          .getByRole("link", { name: link, exact: true })
          .click();
        await expect.poll(() => page.locator("h1").textContent()).toBe(heading);
      }
      await expectAccessible(page);
    });
  });
});

describe("public pages still work after admin changes", () => {
  it("shows the public site without errors", async () => {
    const browser = await launchBrowser();
    const page = await browser.context.newPage();
    await open(page, "/kontakt");
    await waitForOverlay(page);
    expect(await page.locator("h1").textContent()).toBe("Kontakt");
    await browser.close();
  });
});

/** The text of the QR code in a PNG (an element's screenshot), as a phone's camera reads it. */
async function readQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe("a new password on My account", () => {
  it("rates it while typing and refuses a common one beside the field", async () => {
    const { password } = adminCredentials();
    await withAdminPage({ next: "/admin/account" }, async (page) => {
      const field = page.getByLabel("Nova lozinka", { exact: true });
      const hint = page.getByTestId("password-strength");
      expect(await hint.textContent()).toContain("Najmanje 12 znakova.");
      await field.fill("password1234");
      await expect.poll(() => hint.textContent()).toContain("Jačina lozinke: Slaba.");
      expect(await hint.textContent()).toContain("Ovakve lozinke su česte i lako se pogađaju.");
      expect(await hint.locator("[aria-live=polite]").count()).toBe(1);
      await expectAccessible(page);
      await page.getByLabel("Trenutna lozinka").fill(password);
      await page.getByLabel("Ponovite novu lozinku").fill("password1234");
      await page.getByRole("button", { name: "Promeni lozinku" }).click();
      await page
        .getByText("Ovu lozinku je lako pogoditi: česta je ili liči na često korišćene.", { exact: false })
        .first()
        .waitFor();
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      await field.fill("heljdino-brasno-u-sedam");
      await expect.poll(() => hint.textContent()).toContain("Jačina lozinke: Jaka.");
    });
  });
});

describe("two-step sign-in", () => {
  it("is set up on My account with a code from the app, and then asked for after the password", async () => {
    const credentials = { email: "druga@zrnce.rs", password: "second-admin-password" };
    createAdmin(credentials.email, credentials.password);
    await withAdminPage({ next: "/admin/account", credentials }, async (page) => {
      const section = page.getByTestId("two-factor");
      await section.getByLabel("Lozinka").fill(credentials.password);
      await section.getByRole("button", { name: "Uključi prijavu u dva koraka" }).click();
      const secret = (await page.getByTestId("two-factor-secret").textContent())?.trim() ?? "";
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      // The QR code a phone scans: the setup's link, with this secret.
      const qr = section.getByRole("img", {
        name: "QR kod kojim se ovaj nalog dodaje u aplikaciju za autentifikaciju",
      });
      expect(await qr.isVisible()).toBe(true);
      expect((await qr.boundingBox())?.width).toBeGreaterThanOrEqual(160);
      const scanned = await readQr(await qr.screenshot());
      expect(scanned).toMatch(/^otpauth:\/\/totp\//);
      expect(new URL(scanned ?? "").searchParams.get("secret")).toBe(secret);
      // The backup codes shown, as a text file to keep.
      const codes = (await section.getByTestId("two-factor-codes").locator("li").allTextContents()).map((c) =>
        c.trim(),
      );
      expect(codes.length).toBeGreaterThan(5);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        section.getByRole("button", { name: "Preuzmi kodove (.txt)" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^zrnce-rezervni-kodovi-\d{4}-\d{2}-\d{2}\.txt$/);
      const file = await readFile((await download.path()) ?? "", "utf8");
      expect(file).toContain("rezervni kodovi za prijavu u dva koraka");
      expect(file).toContain(`Nalog: ${credentials.email}`);
      for (const code of codes) expect(file).toContain(code);
      // The page stayed as it was: the setup goes on.
      expect((await page.getByTestId("two-factor-secret").textContent())?.trim()).toBe(secret);
      await expectAccessible(page);
      await section.getByLabel("Kod iz aplikacije").fill("000000");
      await section.getByRole("button", { name: "Potvrdi i uključi" }).click();
      await page.getByText("Kod nije ispravan. Proverite vreme na telefonu i pokušajte ponovo.").waitFor();
      expect((await page.getByTestId("two-factor-secret").textContent())?.trim()).toBe(secret);
      await section.getByLabel("Kod iz aplikacije").fill(totp(secret));
      await section.getByRole("button", { name: "Potvrdi i uključi" }).click();
      await page.getByText("Prijava u dva koraka je uključena.").waitFor();

      await page.getByTestId("user-menu").click();
      await page.getByRole("menuitem", { name: "Odjavi se" }).click();
      await page.waitForURL(/\/admin\/login$/);
      await waitForHydration(page);
      await page.getByLabel("E-adresa").fill(credentials.email);
      await page.getByLabel("Lozinka").fill(credentials.password);
      await page.getByRole("button", { name: "Prijavi se" }).click();
      await page.getByTestId("code-form").waitFor();
      expect(await page.locator("h1").textContent()).toBe("Potvrda prijave");
      await page.getByLabel("Kod").fill(totp(secret));
      await page.getByRole("button", { name: "Potvrdi" }).click();
      await page.getByTestId("admin-shell").waitFor();
    });
  });
});
