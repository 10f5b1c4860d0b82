import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, sharedPage, viewports } from "./support/browser.ts";
import {
  baseUrl,
  expectAccessible,
  expectMeetsFooter,
  open,
  waitForHydration,
  waitForOverlay,
} from "./support/page.ts";

// /proizvodi and /proizvod/{id} in every state, in both languages, at desktop
// and phone widths, against the production build with the demo catalogue (28 products).

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

const text = {
  sr: {
    heading: "Naši proizvodi",
    count28: "28 proizvoda",
    vegan: "Vegansko",
    glutenFree: "Bez glutena",
    protein: "Proteinsko",
    snacks: "Grickalice",
    pasta: "Testenine",
    empty: "Nijedan proizvod ne odgovara izboru",
    emptyFilters: "Pokušajte sa manje filtera.",
    emptySearch: "Nijedan proizvod ne odgovara pretrazi „keto”",
    emptySearchClear: "Prikaži sve proizvode",
    loadError: "Greška pri učitavanju proizvoda. Pokušajte ponovo kasnije.",
    retry: "Pokušajte ponovo",
    notFound: "Proizvod nije pronađen",
    back: "Nazad na proizvode",
    buckwheat: "Heljdino brašno",
    contains: "Sadrži",
    mayContain: "Može sadržati tragove",
    glutenClaim: "Bez glutena: sadržaj glutena je ispod 10 ppm (10 mg/kg).",
    shelfLife: "Rok trajanja je od 3 do 6 meseci",
    filters: "Filteri",
    showResults: /Prikaži \d+ proizvod/,
    pages: "Stranice sa proizvodima",
  },
  en: {
    heading: "Our products",
    count28: "28 products",
    vegan: "Vegan",
    glutenFree: "Gluten-free",
    protein: "Protein",
    snacks: "Snacks",
    pasta: "Pasta",
    empty: "No products match your choice",
    emptyFilters: "Try fewer filters.",
    emptySearch: "No products match “keto”",
    emptySearchClear: "Show all products",
    loadError: "Error loading product. Please try again later.",
    retry: "Try Again",
    notFound: "Product not found",
    back: "Back to products",
    buckwheat: "Buckwheat Flour",
    contains: "Contains",
    mayContain: "May contain traces of",
    glutenClaim: "Gluten-free: gluten content below 10 ppm (10 mg/kg).",
    shelfLife: "Shelf life is 3 to 6 months",
    filters: "Filters",
    showResults: /Show \d+ product/,
    pages: "Product pages",
  },
} as const;

type Lng = keyof typeof text;
const withLng = (path: string, lng: Lng) => `${path}${path.includes("?") ? "&" : "?"}lng=${lng}`;

async function openList(page: Page, path: string, lng: Lng) {
  const response = await open(page, withLng(path, lng));
  await waitForOverlay(page);
  return response;
}

const count = (page: Page) => page.getByTestId("product-count").locator("strong").textContent();
const cards = (page: Page) => page.getByTestId("product-grid").locator("article");
const names = (page: Page) => page.getByTestId("product-grid").locator("article h3").allTextContents();
const params = (page: Page) => new URL(page.url()).searchParams;
const box = (page: Page, name: string) => page.getByRole("checkbox", { name });

async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
}
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere === true);

/** Makes the next request to `url` (the list, asked for in place) fail with a 500, once. */
async function failNextLoad(page: Page, url: RegExp) {
  let failed = false;
  await page.route(url, async (route) => {
    if (failed) return route.continue();
    failed = true;
    await route.fulfill({ status: 500, contentType: "text/plain", body: "boom" });
  });
}

/** The list's load error shows, accessibly, and "Try again" brings the grid back. */
async function retryAfterLoadError(page: Page, t: { loadError: string; retry: string }) {
  const error = page.getByTestId("load-error");
  await error.waitFor();
  expect(await error.locator("p").textContent()).toBe(t.loadError);
  await expectAccessible(page);
  await error.getByRole("button", { name: t.retry }).click();
  await page.getByTestId("product-grid").waitFor();
}

for (const lng of ["sr", "en"] as const) {
  const t = text[lng];

  describe(`the products list (${lng}, desktop)`, () => {
    let page: Page;
    sharedPage({ viewport: viewports.desktop }, (opened) => {
      page = opened;
    });

    it("lists 24 products a page with badges, a count, pages and the two shops", async () => {
      const response = await openList(page, "/proizvodi", lng);
      expect(response?.status()).toBe(200);
      expect(await page.locator("h1").textContent()).toBe(t.heading);
      expect(await count(page)).toBe(t.count28);
      expect(await cards(page).count()).toBe(24);
      expect(
        await page
          .getByTestId("product-grid")
          .getByText(lng === "sr" ? "Novo" : "New")
          .count(),
      ).toBeGreaterThan(0);
      expect(
        await page
          .getByTestId("product-grid")
          .getByText(lng === "sr" ? "Najprodavanije" : "Bestseller", { exact: true })
          .count(),
      ).toBeGreaterThan(0);
      // The first image loads at once; the rest wait until they are near.
      const images = page.getByTestId("product-grid").locator("img");
      expect(await images.first().getAttribute("loading")).toBe("eager");
      expect(await images.nth(5).getAttribute("loading")).toBe("lazy");
      expect(await page.locator("picture source[type='image/avif']").count()).toBeGreaterThan(0);
      // Buy online: the shops from the settings, in a new tab, through the counting redirect.
      const shops = page.getByTestId("buy-online").getByTestId("buy-online-shop");
      expect(await shops.count()).toBe(2);
      for (const [i, shop] of (await shops.all()).entries()) {
        expect(await shop.getAttribute("href")).toBe(`/shop/${i + 1}`);
        expect(await shop.getAttribute("target")).toBe("_blank");
        expect(await shop.getAttribute("rel")).toBe("noopener noreferrer");
      }
      await expectMeetsFooter(page, "buy-online");
      // Page 2 holds the other four.
      const pagination = page.getByRole("navigation", { name: t.pages });
      await markPage(page);
      await pagination.getByRole("link", { name: "2" }).click();
      await page.waitForURL(/page=2/);
      await expect.poll(() => cards(page).count()).toBe(4);
      expect(await stillSamePage(page)).toBe(true);
      expect(await pagination.locator("[aria-current='page']").textContent()).toContain("2");
      await expectAccessible(page);
    });

    it("has a title, description, canonical, Open Graph and hreflang on the server", async () => {
      const html = await (
        await fetch(`${baseUrl()}${withLng("/proizvodi?category=vegan&sort=newest", lng)}`)
      ).text();
      const suffix = lng === "en" ? "&amp;lng=en" : "";
      expect(html).toMatch(
        new RegExp(`<title>${lng === "sr" ? "Proizvodi: Vegansko" : "Products: Vegan"} \\| Zrnce</title>`),
      );
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/proizvodi?category=vegan${suffix}"`);
      expect(html).toMatch(
        /<link rel="alternate" hrefLang="en" href="[^"]*\/proizvodi\?category=vegan&amp;lng=en"/i,
      );
      expect(html).toMatch(
        /<link rel="alternate" hrefLang="x-default" href="[^"]*\/proizvodi\?category=vegan"/i,
      );
      expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/media\/[^"]+\/share\.jpg"/);
      // Search results are not for indexing.
      const search = await (await fetch(`${baseUrl()}${withLng("/proizvodi?q=heljda", lng)}`)).text();
      expect(search).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    });

    it("filters at once as boxes are ticked: categories narrow, types widen, chips remove, clear all resets", async () => {
      await openList(page, "/proizvodi", lng);
      await markPage(page);
      await box(page, t.vegan).check();
      await page.waitForURL((url) => url.searchParams.getAll("category").join() === "vegan");
      await expect.poll(() => count(page)).not.toBe(t.count28);
      const vegan = Number.parseInt((await count(page)) ?? "", 10);
      await box(page, t.protein).check();
      await expect.poll(() => params(page).getAll("category").join()).toBe("vegan,protein");
      await expect.poll(async () => Number.parseInt((await count(page)) ?? "", 10)).toBeLessThan(vegan);
      const both = Number.parseInt((await count(page)) ?? "", 10);
      await box(page, t.snacks).check();
      await expect.poll(() => params(page).get("type")).toBe("snacks");
      await expect.poll(async () => Number.parseInt((await count(page)) ?? "", 10)).toBeLessThan(both);
      const snacks = Number.parseInt((await count(page)) ?? "", 10);
      await box(page, t.pasta).check();
      await expect.poll(() => params(page).getAll("type").join()).toBe("snacks,pasta");
      await expect.poll(async () => Number.parseInt((await count(page)) ?? "", 10)).toBeGreaterThan(snacks);
      // Chips: one per choice; removing one unticks its box.
      const chips = page.getByTestId("filter-chip");
      expect(await chips.count()).toBe(4);
      await expectAccessible(page);
      await chips.filter({ hasText: t.protein }).click();
      await expect.poll(() => params(page).getAll("category").join()).toBe("vegan");
      await expect.poll(() => box(page, t.protein).isChecked()).toBe(false);
      expect(await box(page, t.vegan).isChecked()).toBe(true);
      await page.getByTestId("clear-filters").click();
      await expect.poll(() => page.url()).not.toContain("category=");
      await expect.poll(() => count(page)).toBe(t.count28);
      await expect.poll(() => page.getByTestId("active-filters").count()).toBe(0);
      expect(await box(page, t.vegan).isChecked()).toBe(false);
      expect(await stillSamePage(page)).toBe(true);
      // The browser's back button steps back through the choices.
      await page.goBack();
      await expect.poll(() => params(page).getAll("category").join()).toBe("vegan");
      await expect.poll(() => box(page, t.vegan).isChecked()).toBe(true);
    });

    it("opens on the footer's category links and ignores unknown values", async () => {
      await openList(page, "/proizvodi?category=gluten-free", lng);
      expect(await box(page, t.glutenFree).isChecked()).toBe(true);
      expect(await page.getByTestId("filter-chip").allTextContents()).toEqual([
        expect.stringContaining(t.glutenFree),
      ]);
      const response = await openList(
        page,
        "/proizvodi?category=bogus&type=nope&sort=sideways&page=abc",
        lng,
      );
      expect(response?.status()).toBe(200);
      expect(await count(page)).toBe(t.count28);
      expect(await page.getByTestId("active-filters").count()).toBe(0);
    });

    it("searches names, descriptions and ingredients whatever the script and diacritics", async () => {
      await openList(page, "/proizvodi", lng);
      const search = page.getByTestId("product-search");
      await search.fill("čokolada");
      await expect.poll(() => params(page).get("q")).toBe("čokolada");
      await expect.poll(() => page.getByTestId("filter-chip").count()).toBe(1);
      await expect.poll(() => count(page)).not.toBe(t.count28);
      const found = (await names(page)).sort();
      expect(found.length).toBeGreaterThan(0);
      for (const query of ["cokolada", "чоколада"]) {
        await search.fill(query);
        await expect.poll(() => params(page).get("q")).toBe(query);
        await expect.poll(async () => (await names(page)).sort()).toEqual(found);
      }
      await search.fill("brasno");
      await expect.poll(() => params(page).get("q")).toBe("brasno");
      await expect.poll(() => names(page)).toContain(t.buckwheat);
      expect(await page.getByTestId("filter-chip").textContent()).toContain("brasno");
      // Enter applies at once too.
      await search.fill("psilijum");
      await search.press("Enter");
      await expect.poll(() => params(page).get("q")).toBe("psilijum");
      await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    });

    it("sorts by name and by newest", async () => {
      await openList(page, "/proizvodi", lng);
      await page.getByTestId("product-sort").selectOption("name-asc");
      await expect.poll(() => params(page).get("sort")).toBe("name-asc");
      const fold = (s: string) =>
        s
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .replace(/đ/g, "dj")
          .toLowerCase();
      await expect
        .poll(async () => {
          const shown = (await names(page)).map(fold);
          return shown.join("|") === [...shown].sort().join("|");
        })
        .toBe(true);
      await page.getByTestId("product-sort").selectOption("name-desc");
      await expect.poll(() => params(page).get("sort")).toBe("name-desc");
      await expect
        .poll(async () => {
          const desc = (await names(page)).map(fold);
          return desc.join("|") === [...desc].sort().reverse().join("|");
        })
        .toBe(true);
      await page.getByTestId("product-sort").selectOption("recommended");
      await expect.poll(() => params(page).get("sort")).toBeNull();
    });

    it("shows the empty state with a way out", async () => {
      await openList(page, "/proizvodi?category=sugar-free&type=pasta", lng);
      const empty = page.getByTestId("products-empty");
      expect(await empty.locator("h3").textContent()).toBe(t.empty);
      expect(await empty.locator("p").first().textContent()).toBe(t.emptyFilters);
      expect(await count(page)).toBe(lng === "sr" ? "0 proizvoda" : "0 products");
      await expectAccessible(page);
      await page.getByTestId("empty-clear").click();
      await expect.poll(() => count(page)).toBe(t.count28);
      expect(params(page).get("category")).toBeNull();
    });

    it("answers a search that finds nothing with its words, the categories to browse and all products", async () => {
      await openList(page, "/proizvodi?q=keto", lng);
      const empty = page.getByTestId("products-empty");
      expect(await empty.locator("h3").textContent()).toBe(t.emptySearch);
      // No filter was chosen: nothing says to take filters off.
      expect(await empty.textContent()).not.toContain(t.emptyFilters.split(" ")[0]);
      const categories = empty.getByTestId("empty-categories").getByRole("link");
      expect(await categories.allTextContents()).toEqual(
        lng === "sr"
          ? ["Bez glutena", "Bez šećera", "Vegansko", "Proteinsko"]
          : ["Gluten-free", "Sugar-free", "Vegan", "Protein"],
      );
      expect(await page.getByTestId("empty-clear").textContent()).toBe(t.emptySearchClear);
      await expectAccessible(page);
      await categories.filter({ hasText: t.vegan }).click();
      await expect.poll(() => params(page).getAll("category")).toEqual(["vegan"]);
      expect(params(page).get("q")).toBeNull();
      expect(params(page).get("lng")).toBe(lng === "en" ? "en" : null);
    });

    it("says so when the products fail to load, and Try Again loads them without a reload", async () => {
      await openList(page, "/proizvodi", lng);
      await markPage(page);
      const listData = /\/proizvodi\?(.*&)?category=vegan/;
      await failNextLoad(page, listData);
      await box(page, t.vegan).check();
      await retryAfterLoadError(page, t);
      expect(await page.getByTestId("load-error").count()).toBe(0);
      expect(await box(page, t.vegan).isChecked()).toBe(true);
      await expect.poll(() => params(page).get("category")).toBe("vegan");
      expect(await stillSamePage(page)).toBe(true);
      await page.unroute(listData);
    });
  });

  describe(`the product page (${lng}, desktop)`, () => {
    let page: Page;
    sharedPage({ viewport: viewports.desktop }, (opened) => {
      page = opened;
    });

    it("shows everything a label says, the shops, the contact link and similar products", async () => {
      await openList(page, "/proizvod/krekeri-sa-susamom-i-ruzmarinom", lng);
      expect(await page.title()).toMatch(/ \| Zrnce$/);
      expect(await page.getByTestId("product-weight").textContent()).toBe("150 g");
      expect(await page.getByTestId("ingredients").locator("strong").first().textContent()).toBe(
        lng === "sr" ? "susam" : "sesame seeds",
      );
      const allergens = (await page.getByTestId("allergens").textContent()) ?? "";
      expect(allergens).toContain(`${t.contains}:`);
      expect(allergens).toContain(`${t.mayContain}:`);
      expect(await page.getByTestId("gluten-claim").textContent()).toBe(t.glutenClaim);
      expect(await page.getByTestId("shelf-life").textContent()).toContain(t.shelfLife);
      const table = page.getByTestId("nutrition-table");
      expect(await table.locator("tbody tr").count()).toBe(8);
      expect(await table.textContent()).toContain("460 kcal");
      expect(await page.getByTestId("product-badges").textContent()).toContain(
        lng === "sr" ? "Najprodavanije" : "Bestseller",
      );
      const shops = page.getByTestId("product-buy").getByTestId("buy-online-shop");
      expect(await shops.count()).toBe(2);
      for (const [i, shop] of (await shops.all()).entries()) {
        expect(await shop.getAttribute("href")).toBe(
          `/shop/${i + 1}?product=krekeri-sa-susamom-i-ruzmarinom`,
        );
        expect(await shop.getAttribute("target")).toBe("_blank");
        expect(await shop.getAttribute("rel")).toBe("noopener noreferrer");
      }
      expect(await page.getByTestId("contact-for-order").getAttribute("href")).toBe(
        `/kontakt?subject=products&product=krekeri-sa-susamom-i-ruzmarinom${lng === "en" ? "&lng=en" : ""}`,
      );
      const similar = page.getByTestId("similar-products").locator("article");
      expect(await similar.count()).toBe(4);
      for (const link of await similar.locator("h3 a").all())
        expect(await link.getAttribute("href")).not.toContain("krekeri-sa-susamom-i-ruzmarinom");
      // The first image is not lazy; the similar ones are.
      expect(await page.locator("main img").first().getAttribute("loading")).toBe("eager");
      expect(await similar.locator("img").first().getAttribute("loading")).toBe("lazy");
      await expectAccessible(page);
    });

    it("makes no gluten claim for a product that is not gluten-free", async () => {
      await openList(page, "/proizvod/hleb-od-spelte-sa-orasima", lng);
      expect(await page.getByTestId("gluten-claim").count()).toBe(0);
    });

    it("renders structured data, Open Graph and hreflang on the server, escaped", async () => {
      const response = await fetch(`${baseUrl()}${withLng("/proizvod/heljdino-brasno", lng)}`);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
      expect(scripts).toHaveLength(2);
      const [product, breadcrumbs] = scripts.map((m) => JSON.parse(m[1]!));
      expect(product).toMatchObject({
        "@type": "Product",
        name: t.buckwheat,
        sku: "heljdino-brasno",
        brand: { name: "Zrnce" },
        weight: { value: 500, unitCode: "GRM" },
      });
      expect(product.image[0]).toMatch(/^http.*\/media\/.+\/1280\.webp$/);
      expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
      expect(breadcrumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
        lng === "sr" ? "Početna" : "Home",
        lng === "sr" ? "Proizvodi" : "Products",
        t.buckwheat,
      ]);
      expect(html).toMatch(new RegExp(`<title>${t.buckwheat} \\| Zrnce</title>`));
      expect(html).toMatch(/<meta property="og:type" content="product"/);
      expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/share\.jpg"/);
      expect(html).toContain(
        `<link rel="canonical" href="${baseUrl()}/proizvod/heljdino-brasno${lng === "en" ? "?lng=en" : ""}"`,
      );
      expect(html).toMatch(/hrefLang="sr" href="[^"]+\/proizvod\/heljdino-brasno"/i);
    });

    it("goes back to the list with the filters the visitor came with", async () => {
      await openList(page, "/proizvodi?category=protein&type=snacks", lng);
      await cards(page).first().locator("h3 a").click();
      await page.waitForURL(/\/proizvod\//);
      const back = page.getByTestId("back-to-products");
      await expect.poll(() => back.getAttribute("href")).toContain("category=protein");
      expect(await back.textContent()).toContain(t.back);
      await back.click();
      await page.waitForURL(/\/proizvodi\?/);
      expect(params(page).get("category")).toBe("protein");
      expect(params(page).get("type")).toBe("snacks");
      await expect.poll(() => box(page, t.protein).isChecked()).toBe(true);
    });

    it("answers an unknown id with 'product not found', status 404 and a way back", async () => {
      const response = await openList(page, "/proizvod/ne-postoji", lng);
      expect(response?.status()).toBe(404);
      expect(await page.locator("h1").textContent()).toBe(t.notFound);
      expect(await page.title()).toBe(`${t.notFound} | Zrnce`);
      const back = page.getByRole("link", { name: t.back });
      expect(await back.getAttribute("href")).toBe(`/proizvodi${lng === "en" ? "?lng=en" : ""}`);
      await expectAccessible(page);
    });
  });

  describe(`the catalogue at phone width (${lng})`, () => {
    let page: Page;
    sharedPage({ viewport: viewports.phone }, (opened) => {
      page = opened;
    });

    it("opens the filters in a drawer that traps focus and applies each choice at once", async () => {
      await openList(page, "/proizvodi", lng);
      const filters = page.getByTestId("filters");
      expect(await filters.isVisible()).toBe(false);
      const toggle = page.getByTestId("filters-open");
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      await toggle.click();
      const dialog = page.getByRole("dialog", { name: t.filters });
      await dialog.waitFor();
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      expect(await dialog.getAttribute("aria-modal")).toBe("true");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe(
        "filters-close",
      );
      await expectAccessible(page);
      await dialog.getByRole("checkbox", { name: t.vegan }).check();
      await expect.poll(() => params(page).get("category")).toBe("vegan");
      await expect.poll(() => count(page)).not.toBe(t.count28);
      // Tab stays inside the drawer.
      for (let i = 0; i < 14; i++) await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      const show = dialog.getByTestId("filters-show-results");
      expect(await show.textContent()).toMatch(t.showResults);
      await show.click();
      await expect.poll(() => filters.getAttribute("data-drawer")).toBe("closed");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe(
        "filters-open",
      );
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await toggle.textContent()).toContain("1");
      // Escape closes it too.
      await toggle.click();
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await expect.poll(() => filters.getAttribute("data-drawer")).toBe("closed");
    });

    it("shows the filtered list, the empty state and the product page accessibly", async () => {
      await openList(page, "/proizvodi?category=gluten-free&type=snacks", lng);
      expect(await page.getByTestId("filter-chip").count()).toBe(2);
      await expectAccessible(page);
      await openList(page, "/proizvodi?q=nema-toga", lng);
      expect(await page.getByTestId("products-empty").isVisible()).toBe(true);
      await expectAccessible(page);
      await openList(page, "/proizvod/namaz-od-lesnika-i-rogaca", lng);
      expect(await page.getByTestId("product-buy").isVisible()).toBe(true);
      await expectAccessible(page);
    });

    it("shows a failed load and an unknown product accessibly", async () => {
      await openList(page, "/proizvodi", lng);
      const listData = /\/proizvodi\?(.*&)?sort=newest/;
      await failNextLoad(page, listData);
      await page.getByTestId("product-sort").selectOption("newest");
      await retryAfterLoadError(page, t);
      await page.unroute(listData);
      const response = await openList(page, "/proizvod/ne-postoji", lng);
      expect(response?.status()).toBe(404);
      expect(await page.locator("h1").textContent()).toBe(t.notFound);
      await expectAccessible(page);
    });
  });
}

describe("the catalogue without JavaScript", () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser({ viewport: viewports.phone });
    await browser.context.route("**/*.js", (route) => route.abort());
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("filters, searches and sorts with a plain GET form, keeping the language", async () => {
    await page.goto(`${baseUrl()}/proizvodi?lng=en`);
    // No drawer without JavaScript: on a phone the form sits under the results.
    expect(await page.getByTestId("filters").isVisible()).toBe(true);
    // The toolbar's "Filters" control is there too, as a link down to the form.
    expect(await page.getByTestId("filters-link").getAttribute("href")).toBe("#filters-panel");
    await box(page, "Vegan").check();
    await box(page, "Snacks").check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/type=snacks/);
    expect(params(page).get("category")).toBe("vegan");
    expect(params(page).get("lng")).toBe("en");
    expect(await page.locator("h1").textContent()).toBe("Our products");
    expect(await page.getByTestId("filter-chip").count()).toBe(2);
    await page.getByTestId("product-search").fill("чоколада");
    await page.getByTestId("product-search").press("Enter");
    await page.waitForURL(/q=/);
    expect(params(page).get("q")).toBe("чоколада");
    expect(params(page).get("category")).toBe("vegan");
    expect(await cards(page).count()).toBeGreaterThan(0);
    // A chip is a link that removes its filter.
    await page.getByTestId("filter-chip").filter({ hasText: "Snacks" }).click();
    await page.waitForURL((url) => !url.searchParams.has("type"));
    expect(params(page).get("q")).toBe("чоколада");
  });

  it("pages with links and shows the product page whole", async () => {
    await page.goto(`${baseUrl()}/proizvodi?page=2&lng=sr`);
    expect(await cards(page).count()).toBe(4);
    await cards(page).first().locator("h3 a").click();
    await page.waitForURL(/\/proizvod\//);
    expect(await page.getByTestId("nutrition-table").isVisible()).toBe(true);
    expect(await page.getByTestId("back-to-products").getAttribute("href")).toBe("/proizvodi");
  });
});

describe("the shop-click redirect", () => {
  it("sends the visitor to the configured shop and refuses anything else", async () => {
    const go = (path: string) => fetch(`${baseUrl()}${path}`, { redirect: "manual" });
    const product = await go("/shop/1?product=heljdino-brasno");
    expect(product.status).toBe(302);
    // The demo product's own page at the shop (app/demo/offers.ts).
    expect(product.headers.get("location")).toBe("https://www.zdravakorpa.rs/proizvod/zrnce-heljdino-brasno");
    expect(product.headers.get("cache-control")).toBe("no-store");
    const home = await go("/shop/2");
    expect(home.headers.get("location")).toBe("https://www.ekopijaca.rs/");
    for (const path of ["/shop/3", "/shop/1?product=ne-postoji", "/shop/https%3A%2F%2Fevil.example"]) {
      const refused = await go(path);
      expect(refused.status, path).toBe(404);
      expect(refused.headers.get("location")).toBeNull();
    }
  });

  it("is where the product page's shop links go, in a new tab", async () => {
    const browser = await launchBrowser({ viewport: viewports.desktop });
    const page = await browser.context.newPage();
    // The shops are outside; answer for them here so the test needs no network.
    await browser.context.route(/zdravakorpa\.rs/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>shop</title>" }),
    );
    await open(page, "/proizvod/heljdino-brasno");
    await waitForOverlay(page);
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByTestId("product-buy").getByTestId("buy-online-shop").first().click(),
    ]);
    await popup.waitForURL(/zdravakorpa\.rs/);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await waitForHydration(page);
    await browser.close();
  });
});
