import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { withAdminPage } from "./support/admin.ts";
import { viewports } from "./support/browser.ts";
import { baseUrl, expectAccessible, open } from "./support/page.ts";

// Issue 25, point 9, as the owner lives it: a post scheduled for a time already
// past reminds at once; the bell says it is time to post and leads to the post;
// it is marked as published with its address (a wrong one is refused beside the
// field); the content calendar's secret address serves the post to a phone.

/** Saves one Instagram draft about the buckwheat flour from the writer; its id on the overview. */
async function newPost(page: Page): Promise<string> {
  await open(page, "/admin/social-media");
  await page.getByLabel("Izaberite proizvod").selectOption("heljdino-brasno");
  await page.getByLabel("Instagram").check();
  await page.getByLabel("Facebook").uncheck();
  await page.getByRole("button", { name: "Napiši objave" }).click();
  await expect.poll(() => page.getByTestId("draft").count()).toBe(1);
  await page.getByRole("button", { name: "Sačuvaj u pregled sadržaja" }).click();
  await page.waitForURL(/saved=1/);
  await open(page, "/admin/social-media-content?source=product%3Aheljdino-brasno&platform=instagram");
  const id = await page.getByTestId("post").first().getAttribute("data-id");
  return id!;
}

describe("a scheduled post reminds the owner (desktop, Serbian)", () => {
  it("schedules a post, shows the reminder in the bell, and marks it published with its address", async () => {
    await withAdminPage({ next: "/admin/social-media", viewport: viewports.desktop }, async (page) => {
      const id = await newPost(page);
      const row = page.locator(`[data-testid="post"][data-id="${id}"]`);
      await row.getByRole("button", { name: "Odobri" }).click();
      await page.getByText("Objava je odobrena.").waitFor();
      // A time already past: the reminder goes out at once.
      await row.locator('input[name="scheduledAt"]').fill("2026-11-01T09:00");
      await row.getByRole("button", { name: "Zakaži" }).click();
      await page.getByText("Objava je zakazana.").waitFor();

      // The job runs in the background; the bell shows it at the next page.
      const entry = page.locator(`[data-testid="bell-post"][href$="id=${id}"]`);
      await expect
        .poll(async () => {
          await open(page, "/admin");
          await page.getByTestId("bell").click();
          return entry.count();
        })
        .toBe(1);
      expect(await entry.textContent()).toBe("Vreme je za objavu na Instagramu: Heljdino brašno");
      await entry.click();
      await page.waitForURL(new RegExp(`id=${id}`));
      const panel = page.getByTestId("preview-panel");
      await panel.waitFor();
      expect(await panel.getByRole("button", { name: "Kopiraj tekst" }).count()).toBe(1);
      expect(await panel.getByTestId("download-picture").getAttribute("href")).toMatch(
        /^\/media\/[0-9a-f-]{36}\/1280\.webp$/,
      );

      await panel.getByText("Označi kao objavljeno").click();
      const address = panel.getByLabel("Adresa objave na mreži");
      await address.fill("nije adresa");
      await panel.getByRole("button", { name: "Sačuvaj kao objavljeno" }).click();
      await panel.getByText("Unesite punu adresu koja počinje sa https://.").waitFor();
      expect(await address.inputValue()).toBe("nije adresa");
      expect(await address.getAttribute("aria-invalid")).toBe("true");
      await expectAccessible(page);

      await address.fill("https://www.instagram.com/p/zrnce-podsetnik/");
      await panel.getByRole("button", { name: "Sačuvaj kao objavljeno" }).click();
      await page.getByText("Objava je označena kao objavljena.").waitFor();
      const link = row.getByTestId("published-url").getByRole("link");
      expect(await link.getAttribute("href")).toBe("https://www.instagram.com/p/zrnce-podsetnik/");
      expect(await row.getByTestId("status").textContent()).toBe("Objavljeno");

      // Published: it leaves the bell.
      await open(page, "/admin");
      await page.getByTestId("bell").click();
      expect(await page.locator(`[data-testid="bell-post"][href$="id=${id}"]`).count()).toBe(0);

      // The calendar for the phone: its address, fetched without a session.
      await open(page, "/admin/social-media-content?view=calendar&month=2026-11");
      const feed = page.getByTestId("calendar-feed");
      const make = feed.getByRole("button", { name: /Napravi (adresu kalendara|novu adresu)/ });
      await make.click();
      if (await page.getByRole("dialog").isVisible())
        await page.getByRole("dialog").getByRole("button", { name: "Napravi novu adresu" }).click();
      const url = await feed.getByTestId("feed-url").inputValue();
      expect(url).toMatch(/\/kalendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const path = new URL(url).pathname;
      const answer = await fetch(`${baseUrl()}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      const text = (await answer.text()).replace(/\r\n /g, "");
      expect(text).toContain(`UID:social-post-${id}@`);
      expect(text).toContain("DTSTART:20261101T080000Z");
      expect((await fetch(`${baseUrl()}/kalendar/${"a".repeat(43)}.ics`)).status).toBe(404);
    });
  });
});
