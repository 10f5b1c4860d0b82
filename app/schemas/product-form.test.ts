import { describe, expect, it } from "vitest";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import { demoProducts } from "#app/demo/products.ts";
import { foodFactIssues } from "./food-facts.ts";
import { readFormMessage } from "./form-message.ts";
import { productFormSchema, productFormSchemaFor } from "./product-form.ts";
import { isOnShopDomain, moveToShop, shopDomain } from "./shop-link.ts";

// The product editor's rules beyond single fields: food facts that contradict
// each other, and shop links that lead outside their shop's site. The browser
// and the action parse with these schemas.

const valid: Record<string, string> = {
  type: "pasta",
  weightGrams: "400",
  "sr.name": "Heljdini špageti",
  "sr.shortDescription": "Špageti od heljdinog brašna.",
  "sr.description": "Kuvajte 8 minuta.",
  "sr.ingredients": "heljdino brašno, voda",
};

function errorsOf(entries: Record<string, string>, schema = productFormSchema) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...valid, ...entries })) form.append(k, v);
  const parsed = parseSubmission(form, schema);
  return parsed.reply().error ?? {};
}

const shops = [
  { name: "Zdrava korpa", url: "https://www.zdravakorpa.rs/" },
  { name: "Eko pijaca", url: "https://ekopijaca.rs/prodavnica" },
];

describe("food facts", () => {
  it("accepts a consistent label", () => {
    expect(
      errorsOf({
        "categories.glutenFree": "on",
        "allergens.gluten": "",
        "allergens.eggs": "may_contain",
        "nutrition.energyKj": "1448",
        "nutrition.energyKcal": "346",
        "nutrition.fat": "3,1",
        "nutrition.saturatedFat": "0,7",
        "nutrition.carbohydrate": "62",
        "nutrition.sugars": "1",
        "nutrition.fibre": "10",
        "nutrition.protein": "12,6",
      }),
    ).toEqual({});
  });

  it("refuses gluten marked 'contains' or 'may contain' on a gluten-free product, beside both fields", () => {
    expect(errorsOf({ "categories.glutenFree": "on", "allergens.gluten": "contains" })).toEqual({
      "allergens.gluten": ["errors.glutenFreeContains"],
      "categories.glutenFree": ["errors.glutenFreeContainsCategory"],
    });
    expect(errorsOf({ "categories.glutenFree": "on", "allergens.gluten": "may_contain" })).toEqual({
      "allergens.gluten": ["errors.glutenFreeMayContain"],
      "categories.glutenFree": ["errors.glutenFreeMayContainCategory"],
    });
    // Gluten declared on a product that does not claim to be gluten-free is fine.
    expect(errorsOf({ "allergens.gluten": "contains" })).toEqual({});
  });

  it("refuses sugars above carbohydrates and saturated fat above fat, beside the smaller one", () => {
    const errors = errorsOf({
      "nutrition.carbohydrate": "10",
      "nutrition.sugars": "10,5",
      "nutrition.fat": "3",
      "nutrition.saturatedFat": "3,2",
    });
    expect(Object.keys(errors).sort()).toEqual(["nutrition.saturatedFat", "nutrition.sugars"]);
    expect(readFormMessage(errors["nutrition.sugars"]?.[0] ?? "")).toEqual({
      key: "errors.sugarsAboveCarbohydrate",
      values: { carbohydrate: "10" },
    });
    expect(readFormMessage(errors["nutrition.saturatedFat"]?.[0] ?? "")).toEqual({
      key: "errors.saturatedAboveFat",
      values: { fat: "3" },
    });
    // Equal is possible (a sugar is all carbohydrate).
    expect(errorsOf({ "nutrition.carbohydrate": "99,8", "nutrition.sugars": "99,8" })).toEqual({});
  });

  it("refuses fat, carbohydrate, protein and fibre adding up to more than 100 g per 100 g", () => {
    const errors = errorsOf({
      "nutrition.fat": "30",
      "nutrition.carbohydrate": "60",
      "nutrition.protein": "15",
      "nutrition.fibre": "8,4",
      "nutrition.salt": "2",
    });
    expect(Object.keys(errors)).toEqual(["nutrition"]);
    expect(readFormMessage(errors.nutrition?.[0] ?? "")).toEqual({
      key: "errors.nutrientsAbove100",
      values: { total: "113.4" },
    });
    expect(errorsOf({ "nutrition.fat": "100" })).toEqual({});
  });

  it("refuses kJ and kcal that do not match, naming the kcal expected, and allows rounding", () => {
    const errors = errorsOf({ "nutrition.energyKj": "1500", "nutrition.energyKcal": "300" });
    expect(readFormMessage(errors["nutrition.energyKcal"]?.[0] ?? "")).toEqual({
      key: "errors.energyMismatch",
      values: { expected: "359", kj: "1500" },
    });
    // 1500 kJ is 358.5 kcal: 5 % either way is rounding.
    expect(errorsOf({ "nutrition.energyKj": "1500", "nutrition.energyKcal": "376" })).toEqual({});
    expect(errorsOf({ "nutrition.energyKj": "1500", "nutrition.energyKcal": "341" })).toEqual({});
    expect(errorsOf({ "nutrition.energyKj": "1500", "nutrition.energyKcal": "377" })).not.toEqual({});
    // Small values: ±2 kcal.
    expect(errorsOf({ "nutrition.energyKj": "17", "nutrition.energyKcal": "6" })).toEqual({});
    expect(errorsOf({ "nutrition.energyKj": "17", "nutrition.energyKcal": "7" })).not.toEqual({});
    // Only one of them declared: nothing to compare.
    expect(errorsOf({ "nutrition.energyKcal": "300" })).toEqual({});
  });

  it("reports every contradiction together with the fields' own errors", () => {
    const errors = errorsOf({
      "sr.name": "",
      "nutrition.salt": "-1",
      "nutrition.carbohydrate": "5",
      "nutrition.sugars": "6",
    });
    expect(Object.keys(errors).sort()).toEqual(["nutrition.salt", "nutrition.sugars", "sr.name"]);
  });

  it("finds nothing contradictory in the demo catalogue", () => {
    for (const product of demoProducts) {
      const allergens = Object.fromEntries([
        ...product.contains.map((a) => [a, "contains"] as const),
        ...product.mayContain.map((a) => [a, "may_contain"] as const),
      ]);
      expect(
        foodFactIssues({ categories: product.categories, allergens, nutrition: product.nutrition }),
        product.id,
      ).toEqual([]);
    }
  });
});

describe("shop links", () => {
  const schema = productFormSchemaFor(shops);

  it("accepts a link on the shop's domain or one of its subdomains", () => {
    expect(
      errorsOf(
        {
          shop1Url: "https://zdravakorpa.rs/proizvod/heljda",
          shop2Url: "https://www.ekopijaca.rs/p/1?x=2",
        },
        schema,
      ),
    ).toEqual({});
    expect(errorsOf({ shop1Url: "https://prodaja.zdravakorpa.rs/heljda" }, schema)).toEqual({});
  });

  it("refuses a link on another domain, naming the shop and its domain", () => {
    const errors = errorsOf(
      { shop1Url: "https://www.ekopijaca.rs/heljda", shop2Url: "https://ekopijaca.rs.zla-stranica.com/" },
      schema,
    );
    expect(readFormMessage(errors.shop1Url?.[0] ?? "")).toEqual({
      key: "errors.shopDomain",
      values: { shop: "Zdrava korpa", domain: "zdravakorpa.rs" },
    });
    expect(readFormMessage(errors.shop2Url?.[0] ?? "")).toEqual({
      key: "errors.shopDomain",
      values: { shop: "Eko pijaca", domain: "ekopijaca.rs" },
    });
  });

  it("reads domains as the owner does", () => {
    expect(shopDomain("https://www.zdravakorpa.rs/")).toBe("zdravakorpa.rs");
    expect(isOnShopDomain("http://ZDRAVAKORPA.rs/a", "https://www.zdravakorpa.rs/")).toBe(true);
    expect(isOnShopDomain("https://nezdravakorpa.rs/a", "https://www.zdravakorpa.rs/")).toBe(false);
    expect(isOnShopDomain("javascript:alert(1)", "https://www.zdravakorpa.rs/")).toBe(false);
    expect(moveToShop("https://www.zdravakorpa.rs/p/heljda?v=1#opis", "https://novakorpa.rs/shop")).toBe(
      "https://novakorpa.rs/p/heljda?v=1#opis",
    );
  });
});

describe("price, availability and barcode", () => {
  const parse = (entries: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...valid, ...entries })) form.append(k, v);
    return parseSubmission(form, productFormSchema);
  };
  const value = (entries: Record<string, string>) => {
    const parsed = parse(entries);
    if (parsed.status !== "success") throw new Error(JSON.stringify(parsed.reply().error));
    return parsed.value;
  };

  it("are optional: nothing typed is no price, no availability, no barcode", () => {
    expect(value({})).toMatchObject({ priceRsd: null, priceFrom: false, availability: null, gtin: null });
  });

  it("read whole dinars, with thousands written with a dot or a space", () => {
    expect(value({ priceRsd: "450" }).priceRsd).toBe(450);
    expect(value({ priceRsd: " 1.200 " }).priceRsd).toBe(1200);
    expect(value({ priceRsd: "1 000 000" }).priceRsd).toBe(1_000_000);
    expect(value({ priceRsd: "690", priceFrom: "on" })).toMatchObject({ priceRsd: 690, priceFrom: true });
  });

  it("refuse a price that is not whole dinars from 1 to 1 000 000, beside the field", () => {
    for (const price of ["0", "-5", "12,50", "450.5", "1000001", "450 din", "abc"])
      expect(errorsOf({ priceRsd: price }), price).toEqual({ priceRsd: ["errors.price"] });
  });

  it("refuse 'from' without a price", () => {
    expect(errorsOf({ priceFrom: "on" })).toEqual({ priceRsd: ["errors.priceFromWithoutPrice"] });
  });

  it("take one of the availabilities, anything else as none", () => {
    expect(value({ availability: "out_of_stock" }).availability).toBe("out_of_stock");
    expect(value({ availability: "preorder" }).availability).toBe("preorder");
    expect(value({ availability: "sold" }).availability).toBeNull();
  });

  it("keep a barcode with a valid check digit, spaces left out, and refuse a wrong one", () => {
    expect(value({ gtin: "860 1234 50011 7" }).gtin).toBe("8601234500117");
    expect(errorsOf({ gtin: "8601234500118" })).toEqual({ gtin: ["errors.gtin"] });
    expect(errorsOf({ gtin: "12345" })).toEqual({ gtin: ["errors.gtin"] });
  });
});
