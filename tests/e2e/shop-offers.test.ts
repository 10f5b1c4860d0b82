import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sharedPage, viewports } from "./support/browser.ts";
import { baseUrl, expectAccessible, open, waitForOverlay } from "./support/page.ts";

// Issue 26, points 5 and 12, in the browser against the production build with the
// demo catalogue (app/demo/offers.ts): shop buttons that lead to the product at
// the shop or say "search at the shop", the price and availability on the cards
// and the product page, and the offer in the product's JSON-LD.

const text = {
  sr: {
    buy: (shop: string) => `Kupite u prodavnici ${shop}`,
    search: (shop: string) => `Potražite u prodavnici ${shop}`,
    check: (shop: string) => `Proverite u prodavnici ${shop}`,
    outNote: "Ovog proizvoda trenutno nemamo na stanju.",
    buckwheat: "Heljdino brašno",
    plum: "Pekmez od šljive",
    spelt: "Integralno brašno od spelte",
    price390: "390 RSD",
    from690: "od 690 RSD",
    price560: "560 RSD",
    inStock: "Na stanju",
    outOfStock: "Trenutno nema na stanju",
    preorder: "Sezonski, poručite unapred",
    atShop: "Cena u prodavnici",
  },
  en: {
    buy: (shop: string) => `Buy at ${shop}`,
    search: (shop: string) => `Search at ${shop}`,
    check: (shop: string) => `Check at ${shop}`,
    outNote: "We are out of this product at the moment.",
    buckwheat: "Buckwheat Flour",
    plum: "Plum Butter",
    spelt: "Wholegrain Spelt Flour",
    price390: "RSD 390",
    from690: "from RSD 690",
    price560: "RSD 560",
    inStock: "In stock",
    outOfStock: "Out of stock",
    preorder: "Seasonal, order ahead",
    atShop: "Price at the shop",
  },
} as const;
const shops = ["Zdrava korpa", "Eko pijaca"] as const;

/** Text as read: Intl's no-break spaces as plain ones, runs of space as one. */
const plain = (value: string | null) => (value ?? "").replace(/\s+/g, " ").trim();
const withLng = (path: string, lng: string) => `${path}${path.includes("?") ? "&" : "?"}lng=${lng}`;
const redirectOf = async (href: string) =>
  (await fetch(`${baseUrl()}${href}`, { redirect: "manual" })).headers.get("location");

async function openPage(page: Page, path: string, lng: string) {
  await open(page, withLng(path, lng));
  await waitForOverlay(page);
}

async function jsonLdProduct(path: string, lng: string) {
  const html = await (await fetch(`${baseUrl()}${withLng(path, lng)}`)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
  return blocks.find((b) => b["@type"] === "Product");
}

for (const lng of ["sr", "en"] as const) {
  const t = text[lng];

  describe(`prices, availability and the shops (${lng}, desktop)`, () => {
    let page: Page;
    sharedPage({ viewport: viewports.desktop }, (opened) => {
      page = opened;
    });

    it("leads a product's shop buttons to its own page at each shop, through the counting redirect", async () => {
      await openPage(page, "/proizvod/heljdino-brasno", lng);
      const buttons = page.getByTestId("product-buy").getByTestId("buy-online-shop");
      expect(await buttons.count()).toBe(2);
      for (const [i, button] of (await buttons.all()).entries()) {
        expect(plain(await button.locator("span").first().textContent())).toBe(t.buy(shops[i]!));
        expect(await button.getAttribute("data-shop-link")).toBe("product");
        const href = (await button.getAttribute("href"))!;
        expect(href).toBe(`/shop/${i + 1}?product=heljdino-brasno`);
        expect(await redirectOf(href)).toBe(
          i === 0
            ? "https://www.zdravakorpa.rs/proizvod/zrnce-heljdino-brasno"
            : "https://www.ekopijaca.rs/proizvodi/zrnce-heljdino-brasno-500g",
        );
      }
    });

    it("says 'search at the shop' where the product has no page there, and opens the shop's search for it", async () => {
      await openPage(page, "/proizvod/medenjaci-sa-lipovim-medom", lng);
      const buttons = page.getByTestId("product-buy").getByTestId("buy-online-shop");
      for (const [i, button] of (await buttons.all()).entries()) {
        expect(plain(await button.locator("span").first().textContent())).toBe(t.search(shops[i]!));
        expect(await button.getAttribute("data-shop-link")).toBe("search");
        expect(await redirectOf((await button.getAttribute("href"))!)).toBe(
          i === 0
            ? "https://www.zdravakorpa.rs/pretraga?q=Medenjaci+sa+lipovim+medom"
            : "https://www.ekopijaca.rs/?s=Medenjaci+sa+lipovim+medom&post_type=product",
        );
      }
      // A seasonal product: its price and "order ahead".
      expect(plain(await page.getByTestId("product-price-value").textContent())).toContain("490");
      expect(
        plain(await page.getByTestId("product-price").getByTestId("product-availability").textContent()),
      ).toBe(t.preorder);
      // One shop has a page for it, the other not: each button says which.
      await openPage(page, "/proizvod/kolacici-sa-prosom-i-visnjom", lng);
      expect(
        await page
          .getByTestId("product-buy")
          .getByTestId("buy-online-shop")
          .evaluateAll((links) => links.map((a) => a.getAttribute("data-shop-link"))),
      ).toEqual(["product", "search"]);
    });

    it("shows the price and availability on the product page, a 'from' price, and 'price at the shop' without one", async () => {
      await openPage(page, "/proizvod/heljdino-brasno", lng);
      expect(plain(await page.getByTestId("product-price-value").textContent())).toContain(t.price390);
      expect(
        plain(await page.getByTestId("product-price").getByTestId("product-availability").textContent()),
      ).toBe(t.inStock);
      await openPage(page, "/proizvod/mesavina-za-hleb-bez-glutena", lng);
      expect(plain(await page.getByTestId("product-price-value").textContent())).toContain(t.from690);
      await openPage(page, "/proizvod/pekmez-od-sljive", lng);
      expect(
        plain(await page.getByTestId("product-price").getByTestId("product-availability").textContent()),
      ).toBe(t.outOfStock);
      // Sold out here: the shops' buttons ask to check, in the quieter style, and the box says why.
      const buy = page.getByTestId("product-buy");
      expect(await buy.textContent()).toContain(t.outNote);
      const links = await buy.getByTestId("buy-online-shop").all();
      expect(links).toHaveLength(2);
      for (const [i, link] of links.entries()) {
        const own = (await link.getAttribute("data-shop-link")) === "product";
        expect(plain(await link.locator("span").first().textContent())).toBe(
          own ? t.check(shops[i]!) : t.search(shops[i]!),
        );
        expect(await link.getAttribute("class")).not.toContain("bg-olive-700");
      }
      await openPage(page, "/proizvod/integralno-brasno-od-spelte", lng);
      expect(plain(await page.getByTestId("product-price-value").textContent())).toBe(t.atShop);
      expect(await page.getByTestId("product-price").getByTestId("product-availability").count()).toBe(0);
      await expectAccessible(page);
    });

    it("shows the price and availability on the cards", async () => {
      await openPage(page, "/proizvodi?q=heljdino", lng);
      const buckwheat = page.getByTestId("product-grid").locator("article", { hasText: t.buckwheat }).first();
      expect(plain(await buckwheat.getByTestId("card-price").textContent())).toBe(t.price390);
      expect(plain(await buckwheat.getByTestId("product-availability").textContent())).toBe(t.inStock);
      await openPage(page, "/proizvodi?q=pekmez", lng);
      const plum = page.getByTestId("product-grid").locator("article", { hasText: t.plum }).first();
      expect(plain(await plum.getByTestId("card-price").textContent())).toBe(t.price560);
      expect(plain(await plum.getByTestId("product-availability").textContent())).toBe(t.outOfStock);
      // Without a price, a card shows none.
      await openPage(page, "/proizvodi?q=integralno%20brasno%20od%20spelte", lng);
      const spelt = page.getByTestId("product-grid").locator("article", { hasText: t.spelt }).first();
      await spelt.waitFor();
      expect(await spelt.getByTestId("card-price").count()).toBe(0);
      await expectAccessible(page);
    });

    it("puts the offer in the product's JSON-LD when it has a price, and none when not", async () => {
      const priced = await jsonLdProduct("/proizvod/heljdino-brasno", lng);
      expect(priced).toMatchObject({
        gtin: "8601234500117",
        offers: {
          "@type": "Offer",
          price: 390,
          priceCurrency: "RSD",
          availability: "https://schema.org/InStock",
          url: "https://www.zdravakorpa.rs/proizvod/zrnce-heljdino-brasno",
          seller: { "@type": "Organization", name: "Zdrava korpa" },
        },
      });
      const from = await jsonLdProduct("/proizvod/mesavina-za-hleb-bez-glutena", lng);
      expect(from.offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: 690, priceCurrency: "RSD" });
      const soldOut = await jsonLdProduct("/proizvod/pekmez-od-sljive", lng);
      expect(soldOut.offers.availability).toBe("https://schema.org/OutOfStock");
      const unpriced = await jsonLdProduct("/proizvod/integralno-brasno-od-spelte", lng);
      expect(unpriced["@type"]).toBe("Product");
      expect(unpriced).not.toHaveProperty("offers");
    });
  });

  describe(`prices at phone width (${lng})`, () => {
    let page: Page;
    sharedPage({ viewport: viewports.phone }, (opened) => {
      page = opened;
    });

    it("shows the price, availability and shop buttons accessibly on a card and the product page", async () => {
      await openPage(page, "/proizvodi", lng);
      expect(await page.getByTestId("card-price").count()).toBeGreaterThan(10);
      await expectAccessible(page);
      await openPage(page, "/proizvod/mesavina-za-hleb-bez-glutena", lng);
      expect(plain(await page.getByTestId("product-price-value").textContent())).toContain(t.from690);
      await expectAccessible(page);
    });
  });
}
