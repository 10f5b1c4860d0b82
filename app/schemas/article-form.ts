import { z } from "zod";
import { newsCategories } from "./news-filters.ts";
import { seoSchema } from "./seo.ts";

// The admin news editor's form as it is posted (strings; `featured` is "on" when
// ticked) and the news list's query. Messages are keys of the admin namespace.

export const articleSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (max: number) =>
  z.string({ error: "errors.required" }).trim().max(max, { error: "errors.tooLong" });
const required = (max: number) => text(max).min(1, { error: "errors.required" });
const html = z.string({ error: "errors.required" }).max(200_000, { error: "errors.tooLong" });

/** A body with neither text nor an image says nothing (the domain saves nothing else either). */
export const isEmptyArticleBody = (body: string) =>
  !body.replace(/<[^>]*>/g, "").trim() && !/<img\b/i.test(body);

const translation = z.object({ title: text(160), excerpt: text(400), body: html });

export const articleFormSchema = z
  .object({
    slug: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().toLowerCase() : ""),
      z
        .string()
        .max(100, { error: "errors.tooLong" })
        .refine((v) => v === "" || articleSlugPattern.test(v), { error: "errors.slug" })
        .refine((v) => v !== "new", { error: "errors.addressReserved" }),
    ),
    category: z.enum(newsCategories, { error: "errors.required" }),
    featured: z.preprocess((v) => v === "on", z.boolean()),
    author: text(120).default(""),
    publish: z.enum(["draft", "now", "schedule", "keep"]).catch("draft"),
    /** Local time in Belgrade from a datetime-local input, e.g. 2026-12-01T09:30. */
    publishAt: z.string().trim().max(40).default(""),
    coverId: z.preprocess(
      (v) => (typeof v === "string" && v !== "" ? v : null),
      z.uuid({ error: "errors.image" }).nullable(),
    ),
    coverAltSr: text(300).default(""),
    coverAltEn: text(300).default(""),
    sr: translation.extend({ title: required(160), excerpt: required(400) }),
    en: translation,
    /** The search result's title and description and the share image; empty for the automatic ones. */
    seo: seoSchema,
  })
  .superRefine((value, ctx) => {
    if (value.publish === "schedule" && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value.publishAt))
      ctx.addIssue({ code: "custom", path: ["publishAt"], message: "errors.dateRequired" });
    if (isEmptyArticleBody(value.sr.body))
      ctx.addIssue({ code: "custom", path: ["sr", "body"], message: "errors.required" });
  });

export type ArticleFormValues = z.infer<typeof articleFormSchema>;

const draftText = z.object({
  title: z.string().max(160, { error: "errors.tooLong" }).default(""),
  excerpt: z.string().max(400, { error: "errors.tooLong" }).default(""),
  body: z.string().max(200_000, { error: "errors.tooLong" }).default(""),
});

/** A preview shows whatever has been written so far: nothing is required. */
export const articlePreviewSchema = z.object({ sr: draftText, en: draftText });

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
