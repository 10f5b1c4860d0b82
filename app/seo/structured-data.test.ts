import { describe, expect, it } from "vitest";
import { defaultSettings } from "#app/schemas/settings-defaults.ts";
import { businessJsonLd, faqJsonLd, productJsonLd, serializeJsonLd } from "./structured-data.ts";

describe("structured data", () => {
  it("describes the business with address, phone and the opening hours (Sunday closed)", () => {
    const data = businessJsonLd(defaultSettings, "https://zrnce.rs", "Opis");
    expect(data.telephone).toBe(defaultSettings.phone);
    expect(data.address.streetAddress).toBe(defaultSettings.address.street);
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "17:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "14:00" },
    ]);
  });
  it("escapes < so the JSON cannot close its script element", () => {
    const text = serializeJsonLd(
      faqJsonLd([{ question: "</script><script>alert(1)</script>", answer: "a" }]),
    );
    expect(text).not.toContain("<");
    expect(JSON.parse(text).mainEntity[0].name).toBe("</script><script>alert(1)</script>");
  });

  describe("a product", () => {
    const product = {
      url: "https://zrnce.rs/proizvod/heljdino-brasno",
      id: "heljdino-brasno",
      name: "Heljdino brašno",
      description: "Opis",
      category: "Brašna",
      weightGrams: 500,
      images: [],
      brand: "Zrnce",
    };
    const shopPage = "https://www.zdravakorpa.rs/proizvod/zrnce-heljdino-brasno";

    it("has no offer without a price, as before", () => {
      const data = productJsonLd({ ...product, offer: null, gtin: null });
      expect(data.offers).toBeUndefined();
      expect(data.gtin).toBeUndefined();
      expect(JSON.parse(serializeJsonLd(data))).not.toHaveProperty("offers");
    });

    it("offers the price in RSD with its availability at the shop's page, and the barcode", () => {
      const data = productJsonLd({
        ...product,
        offer: { price: 390, from: false, availability: "in_stock", url: shopPage, seller: "Zdrava korpa" },
        gtin: "8601234500117",
      });
      expect(JSON.parse(serializeJsonLd(data))).toMatchObject({
        gtin: "8601234500117",
        offers: {
          "@type": "Offer",
          price: 390,
          priceCurrency: "RSD",
          availability: "https://schema.org/InStock",
          url: shopPage,
          seller: { "@type": "Organization", name: "Zdrava korpa" },
        },
      });
    });

    it("gives a 'from' price as the lowest of an AggregateOffer; out of stock and pre-order by schema.org's names", () => {
      const from = productJsonLd({
        ...product,
        offer: { price: 690, from: true, availability: "out_of_stock", url: product.url, seller: null },
      });
      expect(JSON.parse(serializeJsonLd(from)).offers).toEqual({
        "@type": "AggregateOffer",
        lowPrice: 690,
        priceCurrency: "RSD",
        availability: "https://schema.org/OutOfStock",
        url: product.url,
      });
      const preorder = productJsonLd({
        ...product,
        offer: { price: 490, from: false, availability: "preorder", url: product.url, seller: null },
      });
      expect(preorder.offers?.availability).toBe("https://schema.org/PreOrder");
      const unknown = productJsonLd({
        ...product,
        offer: { price: 490, from: false, availability: null, url: product.url, seller: null },
      });
      expect(JSON.parse(serializeJsonLd(unknown)).offers).not.toHaveProperty("availability");
    });
  });
});
