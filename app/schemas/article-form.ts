import { z } from "zod";
import { newsCategories } from "./news-filters.ts";

// The admin news editor's form and list query. Messages are keys of the admin
// namespace's newsEditor.errors block.

export const articleSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (max: number) => z.string({ error: "required" }).trim().max(max, { error: "tooLong" });

const translation = z.object({
  title: text(160),
  excerpt: text(400),
  body: z.string({ error: "required" }).max(200_000, { error: "tooLong" }),
});

export const articleFormSchema = z
  .object({
    slug: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().toLowerCase() : ""),
      z
        .string()
        .max(100, { error: "tooLong" })
        .refine((v) => v === "" || articleSlugPattern.test(v), { error: "slug" })
        .refine((v) => v !== "new", { error: "slugReserved" }),
    ),
    category: z.enum(newsCategories, { error: "required" }),
    featured: z.preprocess((v) => v === "on", z.boolean()),
    author: text(120).default(""),
    publish: z.enum(["draft", "now", "schedule", "keep"]).catch("draft"),
    /** Local time in Belgrade from a datetime-local input, e.g. 2026-12-01T09:30. */
    publishAt: z.string().trim().max(40).default(""),
    coverId: z.preprocess(
      (v) => (typeof v === "string" && v !== "" ? v : null),
      z.string().uuid({ error: "image" }).nullable(),
    ),
    coverAltSr: text(300).default(""),
    coverAltEn: text(300).default(""),
    sr: translation.extend({
      title: text(160).min(1, { error: "required" }),
      excerpt: text(400).min(1, { error: "required" }),
    }),
    en: translation,
  })
  .superRefine((value, ctx) => {
    if (value.publish === "schedule" && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value.publishAt))
      ctx.addIssue({ code: "custom", path: ["publishAt"], message: "dateRequired" });
    if (!value.sr.body.replace(/<[^>]*>/g, "").trim())
      ctx.addIssue({ code: "custom", path: ["sr", "body"], message: "required" });
  });

export type ArticleFormValues = z.infer<typeof articleFormSchema>;

export const articleListSchema = z.object({
  q: z.string().trim().max(200).catch("").optional().default(""),
  category: z
    .enum(["all", ...newsCategories])
    .catch("all")
    .optional()
    .default("all"),
  status: z.enum(["all", "draft", "scheduled", "published"]).catch("all").optional().default("all"),
  page: z.coerce.number().int().min(1).max(100000).catch(1).optional().default(1),
});

export const articleActionSchema = z.object({
  intent: z.enum(["delete", "unpublish", "publish"]),
  id: z.string().uuid(),
});
