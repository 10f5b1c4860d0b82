import { z } from "zod";
import {
  allergens,
  maxProductImages,
  nutritionKeys,
  productCategories,
  productTypes,
} from "./product-vocabulary.ts";

// The admin product editor's form and list query. Messages are keys of the
// admin namespace's productEditor.errors block.

const text = (max: number) => z.string({ error: "required" }).trim().max(max, { error: "tooLong" });
const required = (max: number) => text(max).min(1, { error: "required" });
const flag = z.preprocess((v) => v === "on" || v === "1" || v === "true", z.boolean());
const optionalNumber = (max: number) =>
  z.preprocess(
    (v) =>
      typeof v === "string" ? (v.trim() === "" ? null : Number(v.trim().replace(",", "."))) : (v ?? null),
    z.number({ error: "number" }).min(0, { error: "number" }).max(max, { error: "number" }).nullable(),
  );
const optionalUrl = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : null),
  z
    .string()
    .max(500, { error: "tooLong" })
    .refine(
      (v) => {
        try {
          return ["https:", "http:"].includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { error: "url" },
    )
    .nullable(),
);

export const productSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const translation = z.object({
  name: text(120),
  shortDescription: text(160),
  description: text(5000),
  ingredients: text(2000),
});

export const productFormSchema = z
  .object({
    id: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().toLowerCase() : ""),
      z
        .string()
        .max(80, { error: "tooLong" })
        .refine((v) => v === "" || productSlugPattern.test(v), { error: "slug" })
        // "new" is the editor's address for a product not yet saved.
        .refine((v) => v !== "new", { error: "idReserved" }),
    ),
    type: z.enum(productTypes, { error: "required" }),
    status: z.enum(["draft", "published"]).catch("draft"),
    weightGrams: z.preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim().replace(",", ".")) : undefined),
      z
        .number({ error: "weight" })
        .int({ error: "weight" })
        .min(1, { error: "weight" })
        .max(100_000, { error: "weight" }),
    ),
    isNew: flag,
    isBestseller: flag,
    isFeatured: flag,
    featuredOrder: z.preprocess(
      (v) => (typeof v === "string" ? (v.trim() === "" ? null : Number(v.trim())) : (v ?? null)),
      z
        .number({ error: "order" })
        .int({ error: "order" })
        .min(1, { error: "order" })
        .max(999, { error: "order" })
        .nullable(),
    ),
    shop1Url: optionalUrl,
    shop2Url: optionalUrl,
    categories: z.preprocess(
      (v) =>
        v && typeof v === "object"
          ? Object.keys(v).filter((k) => (v as Record<string, string>)[k] === "on")
          : [],
      z.array(z.enum(productCategories)),
    ),
    allergens: z.preprocess(
      (v) => (v && typeof v === "object" ? v : {}),
      z.record(z.enum(allergens), z.enum(["", "contains", "may_contain"]).catch("")),
    ),
    nutrition: z.preprocess(
      (v) => (v && typeof v === "object" ? v : {}),
      z.object(
        Object.fromEntries(
          nutritionKeys.map((k) => [
            k,
            optionalNumber(k === "energyKj" ? 10_000 : k === "energyKcal" ? 2_000 : 100),
          ]),
        ) as Record<(typeof nutritionKeys)[number], ReturnType<typeof optionalNumber>>,
      ),
    ),
    sr: translation.extend({
      name: required(120),
      shortDescription: required(160),
      description: required(5000),
      ingredients: required(2000),
    }),
    en: translation,
    images: z.preprocess(
      (v) =>
        v && typeof v === "object"
          ? Object.entries(v as Record<string, unknown>)
              .sort(([a], [b]) => Number(a) - Number(b))
              .map(([, row]) => row)
              .filter(
                (row) =>
                  row &&
                  typeof row === "object" &&
                  (row as { mediaId?: string }).mediaId &&
                  (row as { remove?: string }).remove !== "on",
              )
          : [],
      z
        .array(
          z.object({
            mediaId: z.string().uuid({ error: "image" }),
            altSr: text(300).default(""),
            altEn: text(300).default(""),
          }),
        )
        .max(maxProductImages, { error: "tooMany" }),
    ),
  })
  .superRefine((value, ctx) => {
    const ids = value.images.map((i) => i.mediaId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: "custom", path: ["images"], message: "duplicateImage" });
  });

export type ProductFormValues = z.infer<typeof productFormSchema>;

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

export const productActionSchema = z.object({
  intent: z.enum(["delete", "duplicate", "publish", "unpublish"]),
  id: z.string().min(1).max(80),
});

/** A product's values as the editor's flat field names ("sr.name", "images.0.mediaId"). */
export function productToFields(values: ProductFormValues): Record<string, string> {
  const out: Record<string, string> = {
    id: values.id,
    type: values.type,
    status: values.status,
    weightGrams: String(values.weightGrams),
    featuredOrder: values.featuredOrder === null ? "" : String(values.featuredOrder),
    shop1Url: values.shop1Url ?? "",
    shop2Url: values.shop2Url ?? "",
  };
  if (values.isNew) out.isNew = "on";
  if (values.isBestseller) out.isBestseller = "on";
  if (values.isFeatured) out.isFeatured = "on";
  for (const c of values.categories) out[`categories.${c}`] = "on";
  for (const [a, kind] of Object.entries(values.allergens)) if (kind) out[`allergens.${a}`] = kind;
  for (const k of nutritionKeys) {
    const v = values.nutrition[k];
    out[`nutrition.${k}`] = v === null || v === undefined ? "" : String(v);
  }
  for (const locale of ["sr", "en"] as const)
    for (const [k, v] of Object.entries(values[locale])) out[`${locale}.${k}`] = v;
  values.images.forEach((image, i) => {
    out[`images.${i}.mediaId`] = image.mediaId;
    out[`images.${i}.altSr`] = image.altSr;
    out[`images.${i}.altEn`] = image.altEn;
  });
  return out;
}
