import { z } from "zod";
import { foodFactIssues } from "./food-facts.ts";
import { formMessage } from "./form-message.ts";
import { isValidGtin, normalizeGtin, priceLimits } from "./product-offer.ts";
import {
  type AllergenKind,
  allergens,
  maxProductImages,
  type NutritionKey,
  nutritionKeys,
  type ProductAvailability,
  type ProductCategory,
  productAvailabilities,
  productCategories,
  productTypes,
} from "./product-vocabulary.ts";
import { seoFormDefaults, seoSchema } from "./seo.ts";
import { isOnShopDomain, shopDomain } from "./shop-link.ts";

// The admin product editor's form as posted (strings, read as they come: the
// browser and the action parse with the same schema through Conform), and the
// list's query. Messages are keys of the admin namespace's `errors` group.

const text = (max: number) => z.string().trim().max(max, "errors.tooLong");
/** Optional text: a field the form did not post is empty. */
const optionalText = (max: number) => text(max).default("");
const required = (max: number) =>
  z.string("errors.required").trim().min(1, "errors.required").max(max, "errors.tooLong");
/** A checkbox: posted ("on") when ticked, absent when not. */
const flag = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "1" || v === "true");
const blank = (v: string | undefined) => (v ?? "").trim() === "";

const decimal = (max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (blank(v)) return null;
      const n = Number(v?.trim().replace(",", "."));
      if (Number.isFinite(n) && n >= 0 && n <= max) return n;
      ctx.addIssue({ code: "custom", message: "errors.number" });
      return z.NEVER;
    });

const optionalUrl = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const value = (v ?? "").trim();
    if (!value) return null;
    if (value.length > 500) ctx.addIssue({ code: "custom", message: "errors.tooLong" });
    else if (!isWebAddress(value)) ctx.addIssue({ code: "custom", message: "errors.url" });
    else return value;
    return z.NEVER;
  });

function isWebAddress(value: string): boolean {
  try {
    return ["https:", "http:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Whole dinars; thousands may be written with dots or spaces ("1.200", "1 200"). Empty: no price. */
const price = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (blank(v)) return null;
    const typed = (v ?? "").trim().replace(/(\d)[.\s\u00a0](?=\d{3}(?:\D|$))/g, "$1");
    const n = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
    if (Number.isInteger(n) && n >= priceLimits.min && n <= priceLimits.max) return n;
    ctx.addIssue({ code: "custom", message: "errors.price" });
    return z.NEVER;
  });

/** Not shown (""), or one of the availabilities; anything else reads as not shown. */
const availability = z
  .string()
  .optional()
  .transform((v): ProductAvailability | null =>
    (productAvailabilities as readonly string[]).includes(v ?? "") ? (v as ProductAvailability) : null,
  );

/** The barcode: empty, or a GTIN whose check digit is right. */
const gtin = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const value = normalizeGtin(v ?? "");
    if (!value) return null;
    if (isValidGtin(value)) return value;
    ctx.addIssue({ code: "custom", message: "errors.gtin" });
    return z.NEVER;
  });

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An image's id, or empty for none. */
const mediaId = z
  .string()
  .trim()
  .default("")
  .refine((v) => v === "" || uuid.test(v), "errors.image");

export const productSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const keyed = <K extends string, S extends z.ZodType>(keys: readonly K[], schema: (key: K) => S) =>
  z.object(Object.fromEntries(keys.map((k) => [k, schema(k)])) as Record<K, S>);

/** Not declared (""), contains, or may contain; anything else is read as not declared. */
const allergenChoice = z
  .string()
  .optional()
  .transform((v): "" | AllergenKind => (v === "contains" || v === "may_contain" ? v : ""));

/** The editor's fields, and the food facts that must agree with each other. */
const productFields = z
  .object({
    id: z
      .string()
      .default("")
      .transform((v) => v.trim().toLowerCase())
      .pipe(
        z
          .string()
          .max(80, "errors.tooLong")
          .refine((v) => v === "" || productSlugPattern.test(v), "errors.slug")
          // "new" is the editor's address for a product not yet saved.
          .refine((v) => v !== "new", "errors.addressReserved"),
      ),
    type: z.enum(productTypes, "errors.required"),
    status: z.enum(["draft", "published"]).catch("draft"),
    weightGrams: z
      .string("errors.weight")
      .trim()
      .min(1, "errors.weight")
      .transform((v, ctx) => {
        const n = Number(v.replace(",", "."));
        if (Number.isInteger(n) && n >= 1 && n <= 100_000) return n;
        ctx.addIssue({ code: "custom", message: "errors.weight" });
        return z.NEVER;
      }),
    isNew: flag,
    isBestseller: flag,
    isFeatured: flag,
    isOrganic: flag,
    featuredOrder: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (blank(v)) return null;
        const n = Number(v?.trim());
        if (Number.isInteger(n) && n >= 1 && n <= 999) return n;
        ctx.addIssue({ code: "custom", message: "errors.order" });
        return z.NEVER;
      }),
    shop1Url: optionalUrl,
    shop2Url: optionalUrl,
    priceRsd: price,
    /** "od 450 RSD": the price is where the prices start (sizes, shops). */
    priceFrom: flag,
    availability,
    gtin,
    /** One checkbox per category, named categories.<category>. */
    categories: keyed(productCategories, () => z.string().optional())
      .prefault({})
      .transform((ticked) => productCategories.filter((c) => ticked[c] === "on")),
    allergens: keyed(allergens, () => allergenChoice).prefault({}),
    nutrition: keyed(nutritionKeys, (k) =>
      decimal(k === "energyKj" ? 10_000 : k === "energyKcal" ? 2_000 : 100),
    ).prefault({}),
    sr: z.object({
      name: required(120),
      shortDescription: required(160),
      description: required(5000),
      ingredients: required(2000),
    }),
    // Optional: the public pages fall back to Serbian, field by field.
    en: z
      .object({
        name: optionalText(120),
        shortDescription: optionalText(160),
        description: optionalText(5000),
        ingredients: optionalText(2000),
      })
      .prefault({}),
    /** The product's images in order; a ticked `remove` drops one on save. */
    images: z
      .array(
        z.object({
          mediaId,
          altSr: optionalText(300),
          altEn: optionalText(300),
          remove: z.string().optional(),
        }),
      )
      .default([])
      .transform((rows) =>
        rows
          .filter((row) => row.mediaId && row.remove !== "on")
          .map(({ mediaId, altSr, altEn }): ProductImageValue => ({ mediaId, altSr, altEn })),
      ),
    /** An image chosen from the library, added after the others on save. */
    addImage: mediaId,
    /** The search result's title and description and the share image; empty for the automatic ones. */
    seo: seoSchema,
  })
  .superRefine(
    (values, ctx) => {
      if (values.categories && values.allergens && values.nutrition)
        for (const issue of foodFactIssues(values)) ctx.addIssue({ code: "custom", ...issue });
      // "From" needs a price to start from (a wrong price has its own message).
      if (values.priceFrom && values.priceRsd === null)
        ctx.addIssue({ code: "custom", path: ["priceRsd"], message: "errors.priceFromWithoutPrice" });
    },
    // Beside the fields' own checks, even when one of them failed (its value is then not a number).
    { when: () => true },
  );

/** A shop as the settings name it; a product's link there must lead into its site. */
export interface ShopSite {
  name: string;
  url: string;
}

/**
 * The editor's schema. With the shops from the settings (the editor's loader
 * sends them to the browser), a link at shop 1 or 2 must be on that shop's site.
 */
export function productFormSchemaFor(shops: readonly ShopSite[]) {
  return productFields
    .superRefine(
      (values, ctx) => {
        shops.slice(0, 2).forEach((shop, i) => {
          const field = i === 0 ? "shop1Url" : "shop2Url";
          const link = values[field];
          if (typeof link === "string" && !isOnShopDomain(link, shop.url))
            ctx.addIssue({
              code: "custom",
              path: [field],
              message: formMessage("errors.shopDomain", {
                shop: shop.name,
                domain: shopDomain(shop.url) ?? "",
              }),
            });
        });
      },
      { when: () => true },
    )
    .transform(withAddedImage);
}

/** The editor's schema without the shops' addresses (the shop links are then only checked as web addresses). */
export const productFormSchema = productFormSchemaFor([]);

function withAddedImage(
  { addImage, ...values }: z.output<typeof productFields>,
  ctx: z.core.$RefinementCtx<z.output<typeof productFields>>,
) {
  // Its description stays what the library says (no alt given: none is written).
  const images = addImage ? [...values.images, { mediaId: addImage }] : values.images;
  if (images.length > maxProductImages)
    ctx.addIssue({ code: "custom", path: ["images"], message: "errors.tooManyImages" });
  const ids = images.map((i) => i.mediaId);
  if (new Set(ids).size !== ids.length)
    ctx.addIssue({ code: "custom", path: ["images"], message: "errors.duplicateImage" });
  return { ...values, images };
}

/** An image of a product; without alt texts the image's own (from the library) are kept. */
export interface ProductImageValue {
  mediaId: string;
  altSr?: string;
  altEn?: string;
}

export type ProductFormValues = z.output<typeof productFormSchema>;
/** What the editor's form posts, nested by field name. */
export type ProductFormInput = z.input<typeof productFormSchema>;

/** A saved product's values shaped as the editor's form posts them (its default values). */
export function productFormDefaults(values: ProductFormValues): ProductFormInput {
  const ticked = (on: boolean) => (on ? "on" : undefined);
  return {
    id: values.id,
    type: values.type,
    status: values.status,
    weightGrams: String(values.weightGrams),
    isNew: ticked(values.isNew),
    isBestseller: ticked(values.isBestseller),
    isFeatured: ticked(values.isFeatured),
    isOrganic: ticked(values.isOrganic),
    featuredOrder: values.featuredOrder === null ? "" : String(values.featuredOrder),
    shop1Url: values.shop1Url ?? "",
    shop2Url: values.shop2Url ?? "",
    priceRsd: values.priceRsd === null ? "" : String(values.priceRsd),
    priceFrom: ticked(values.priceFrom),
    availability: values.availability ?? "",
    gtin: values.gtin ?? "",
    categories: Object.fromEntries(values.categories.map((c) => [c, "on"])) as Partial<
      Record<ProductCategory, string>
    >,
    allergens: Object.fromEntries(
      Object.entries(values.allergens).filter(([, kind]) => kind),
    ) as ProductFormInput["allergens"],
    nutrition: Object.fromEntries(
      nutritionKeys.map((k) => [k, values.nutrition[k] === null ? "" : String(values.nutrition[k])]),
    ) as Record<NutritionKey, string>,
    sr: { ...values.sr },
    en: { ...values.en },
    images: values.images.map((i) => ({ mediaId: i.mediaId, altSr: i.altSr ?? "", altEn: i.altEn ?? "" })),
    seo: seoFormDefaults(values.seo),
  };
}

/** A new product's form: a type chosen, a draft. */
export const newProductDefaults: ProductFormInput = {
  type: "flourMixes",
  status: "draft",
  weightGrams: "",
  sr: { name: "", shortDescription: "", description: "", ingredients: "" },
};

export const productListSchema = z.object({
  q: z.string().trim().max(200).catch("").optional().default(""),
  type: z
    .enum(["all", ...productTypes])
    .catch("all")
    .optional()
    .default("all"),
  category: z
    .enum(["all", ...productCategories])
    .catch("all")
    .optional()
    .default("all"),
  status: z.enum(["all", "draft", "published"]).catch("all").optional().default("all"),
  sort: z.enum(["updated", "name", "type", "featured"]).catch("updated").optional().default("updated"),
  page: z.coerce.number().int().min(1).max(100000).catch(1).optional().default(1),
});

export type ProductListParams = z.output<typeof productListSchema>;

export const productActionSchema = z.object({
  intent: z.enum(["delete", "duplicate", "publish", "unpublish"]),
  id: z.string().min(1).max(80),
});
