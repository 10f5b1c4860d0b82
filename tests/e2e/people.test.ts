import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPaths } from "../security/support/routes.ts";
import { readableMail } from "../support/mail.ts";
import { startSmtp } from "../support/smtp.ts";
import { adminCredentials, signIn } from "./support/admin.ts";
import { launchBrowser, viewports } from "./support/browser.ts";
import { baseUrl, expectAccessible, runOnOwnServer, waitForHydration } from "./support/page.ts";

// Issue 24, point 19 as the owner and an editor meet it: the owner invites an
// editor from "Tim"; the link in the mail, opened in another browser, lets her
// choose a password and lands her in the admin, where Settings and the team are
// neither in the menu nor open when typed. On a server of its own (its mail goes
// to this file's SMTP server), so the shared admin account is left as it is.

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.close();
});
runOnOwnServer(() => ({ SMTP_URL: smtp.url }));

const shots = process.env.SHOTS_DIR ?? path.join("/tmp", "shots-people");
mkdirSync(shots, { recursive: true });

const sizes = [
  ["1280", viewports.desktop],
  ["390", viewports.phone],
] as const;

/** The page at `url` in both languages and both widths, saved for looking at. */
async function shoot(page: Page, url: string, name: string) {
  for (const lng of ["sr", "en"] as const)
    for (const [width, viewport] of sizes) {
      await page.setViewportSize(viewport);
      await page.goto(`${url}${url.includes("?") ? "&" : "?"}lng=${lng}`);
      await waitForHydration(page);
      await page.screenshot({ path: path.join(shots, `${name}-${lng}-${width}.png`), fullPage: true });
    }
}

const ownersOnly = [
  "/admin/settings",
  "/admin/people",
  "/admin/messages",
  "/admin/subscribers",
  "/admin/subscribers/export.csv",
];

describe("people in the admin", () => {
  it("the owner invites an editor, who chooses a password and may open the content only", async () => {
    const owner = await launchBrowser({ viewport: viewports.desktop });
    const editor = await launchBrowser({ viewport: viewports.desktop });
    try {
      const page = await owner.context.newPage();
      await signIn(page, "/admin/people", adminCredentials());
      await page.getByRole("heading", { name: "Tim", level: 1 }).waitFor();
      await waitForHydration(page);
      await page.getByLabel("Ime", { exact: true }).fill("Jelena Petrović");
      await page.getByLabel("E-adresa", { exact: true }).fill("jelena@example.com");
      await page.getByRole("button", { name: "Pošalji poziv" }).click();
      await page.getByText("Poziv je poslat na jelena@example.com.").waitFor();
      const row = page.locator('[data-testid="person"][data-email="jelena@example.com"]');
      await row.getByText("Poziv poslat").waitFor();
      await row.getByText("Urednik").last().waitFor();
      await expectAccessible(page);
      await shoot(page, `${baseUrl()}/admin/people`, "people");

      await expect
        .poll(() => smtp.received.some((m) => m.to.includes("jelena@example.com")), { timeout: 15_000 })
        .toBe(true);
      const mail = readableMail(smtp.received.find((m) => m.to.includes("jelena@example.com"))!.raw);
      const link = /(http:\/\/[^\s"<>]+\/admin\/invitation\?token=[\w-]+)/.exec(mail)?.[1] ?? "";
      expect(link.startsWith(`${baseUrl()}/admin/invitation?token=`)).toBe(true);

      // In a browser of her own.
      const invited = await editor.context.newPage();
      await shoot(invited, link, "invitation");
      await invited.setViewportSize(viewports.desktop);
      await invited.goto(`${link}&lng=sr`);
      await waitForHydration(invited);
      await invited.getByRole("heading", { name: "Dobro došli" }).waitFor();
      expect(await invited.getByLabel("Ime", { exact: true }).inputValue()).toBe("Jelena Petrović");
      await expectAccessible(invited);
      await invited.getByLabel("Lozinka", { exact: true }).fill("zrnce-jelena-lozinka-2026");
      await invited.getByLabel("Ponovite lozinku", { exact: true }).fill("zrnce-jelena-lozinka-2026");
      await invited.getByRole("button", { name: "Sačuvaj i uđi" }).click();
      await invited.getByTestId("admin-shell").waitFor();
      await invited.waitForURL(`${baseUrl()}/admin`);

      const nav = invited.getByRole("navigation", { name: "Administracija" });
      await nav.getByRole("link", { name: "Proizvodi" }).waitFor();
      const links = await nav.getByRole("link").allInnerTexts();
      expect(links).toEqual(expect.arrayContaining(["Proizvodi", "Novosti", "Stranice", "Kanta"]));
      for (const hidden of ["Podešavanja", "Tim", "Poruke", "Pretplatnici"])
        expect(links).not.toContain(hidden);

      for (const address of ["/admin/settings", "/admin/people", "/admin/subscribers/export.csv"]) {
        const response = await invited.goto(`${baseUrl()}${address}`);
        // Sent to the 403 page, in the admin's frame.
        expect(response?.status(), address).toBe(403);
        await invited.getByText("Nemate pristup ovoj stranici.").waitFor();
        await invited.getByTestId("admin-shell").waitFor();
      }
      await expectAccessible(invited);
      await shoot(invited, `${baseUrl()}/admin/settings`, "forbidden");

      // Every admin address, as the editor's browser would ask for it (page, data, form post).
      const cookie = (await editor.context.cookies(baseUrl())).map((c) => `${c.name}=${c.value}`).join("; ");
      // (The 403 page itself answers 403 to everyone.)
      for (const address of adminPaths.filter((a) => a !== "/admin/forbidden")) {
        const owned = ownersOnly.includes(address);
        const get = await fetch(`${baseUrl()}${address}`, { headers: { cookie }, redirect: "manual" });
        if (owned) {
          // A page goes to the 403 page; the file fetched by a script is refused outright.
          expect([302, 403], address).toContain(get.status);
          if (get.status === 302) expect(get.headers.get("location")).toBe("/admin/forbidden");
        } else expect(get.status, address).not.toBe(403);
        const dataRequest = await fetch(`${baseUrl()}${address}.data`, {
          headers: { cookie },
          redirect: "manual",
        });
        const body = await dataRequest.text();
        if (owned) {
          expect(body, `${address}.data`).not.toMatch(
            /"(settings|people|messages|subscribers)":\[|brandName|@example\.com/,
          );
          expect(dataRequest.status === 403 || body.includes("/admin/forbidden"), `${address}.data`).toBe(
            true,
          );
        }
        const post = await fetch(`${baseUrl()}${address}`, {
          method: "POST",
          headers: { cookie, origin: baseUrl(), "content-type": "application/x-www-form-urlencoded" },
          body: "intent=settings&brandName=Hacked&email=x%40example.com",
          redirect: "manual",
        });
        if (owned) expect(post.status, `POST ${address}`).toBe(403);
      }
      // And the site's name is untouched.
      expect(await (await fetch(`${baseUrl()}/`)).text()).not.toContain("Hacked");

      // The link was used: it now says to ask for a new one.
      await invited.goto(`${link}&lng=sr`);
      await invited.getByRole("heading", { name: "Ovaj link više ne važi" }).waitFor();
      await invited.screenshot({ path: path.join(shots, "invitation-used-sr-1280.png") });
    } finally {
      await owner.close();
      await editor.close();
    }
  }, 240_000);
});
