import { describe, expect, it } from "vitest";
import { withAdminPage } from "./support/admin.ts";
import { viewports } from "./support/browser.ts";
import { baseUrl, waitForHydration } from "./support/page.ts";

// Issue 22, point 4, as the owner meets it: "Pretraga i deljenje" in the product
// editor shows the search result as it will look, cut where a search engine
// cuts it; a title over the limit is refused beside the field and kept; the
// saved title, description and share image reach the product page's head, and
// the English page keeps its own automatic title.

const head = async (path: string) => {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  return html.slice(0, html.indexOf("</head>"));
};

describe("search and sharing fields", () => {
  it("the owner writes a product's search title and description and picks its share image", async () => {
    const path = "/proizvod/integralni-tahini";
    const before = await head(`${path}?lng=en`);
    const englishTitle = /<title>([^<]+)<\/title>/.exec(before)?.[1];
    expect(englishTitle).toMatch(/\| Zrnce$/);

    let imageId = "";
    await withAdminPage(
      { next: "/admin/products/integralni-tahini?lng=sr", viewport: viewports.phone },
      async (page) => {
        await waitForHydration(page);
        const form = page.getByTestId("product-form");
        const sr = form.getByTestId("seo-sr");
        const title = sr.getByLabel("Naslov u pretrazi · Srpski");
        // Empty, the field shows the automatic title, and so does the search result.
        expect(await title.getAttribute("placeholder")).toBe("Integralni tahini");
        expect(await sr.getByTestId("search-result").textContent()).toContain("Integralni tahini | Zrnce");

        const long = "Integralni tahini od celog susama, mleven na kamenu u maloj radionici na Fruškoj gori";
        await title.fill(long);
        await expect
          .poll(() => sr.getByTestId("search-result-cut").textContent())
          .toContain("Naslov je duži");
        await form.getByRole("button", { name: "Sačuvaj" }).click();
        await expect
          .poll(() => sr.getByTestId("field-error").first().textContent())
          .toBe("Tekst je predugačak.");
        expect(await title.inputValue()).toBe(long);

        await title.fill("Integralni tahini od celog susama");
        await sr
          .getByLabel("Opis u pretrazi · Srpski")
          .fill("Kremast tahini od celog susama, bez soli i šećera.");
        await expect.poll(() => sr.getByTestId("search-result-cut").count()).toBe(0);
        const image = form.getByLabel("Slika za deljenje");
        await image.selectOption({ label: "krem-od-oraha-i-lipovog-meda.png" });
        imageId = await image.inputValue();
        await form.getByRole("button", { name: "Sačuvaj" }).click();
        await page.waitForURL(/\/admin\/products\/integralni-tahini\?saved=1$/);
        await waitForHydration(page);
        expect(await page.getByTestId("seo-sr").getByLabel("Naslov u pretrazi · Srpski").inputValue()).toBe(
          "Integralni tahini od celog susama",
        );
      },
    );

    const sr = await head(path);
    expect(sr).toContain("<title>Integralni tahini od celog susama | Zrnce</title>");
    expect(sr).toContain('name="description" content="Kremast tahini od celog susama, bez soli i šećera."');
    expect(sr).toContain(`property="og:image" content="${baseUrl()}/media/${imageId}/share.jpg"`);
    // No English search title was written: the English page keeps its automatic one, with the chosen image.
    const en = await head(`${path}?lng=en`);
    expect(/<title>([^<]+)<\/title>/.exec(en)?.[1]).toBe(englishTitle);
    expect(en).toContain(`/media/${imageId}/share.jpg`);
  });
});
