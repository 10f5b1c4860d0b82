import { z } from "zod";
import {
  ctaKinds,
  lengths,
  type Platform,
  platforms,
  postLocales,
  sourceTypes,
  tones,
  topicKinds,
} from "./social.ts";

// The social screens' forms as posted (Conform, no auto-coercion: strings as
// typed, a missing checkbox is missing). Messages are keys of the admin namespace.

const optionalText = (max: number) => z.string().trim().max(max, "errors.tooLong").optional().default("");

/** Ticked boxes of one name: none (missing), one (a string) or several (an array). */
const platformList = z
  .union([z.string(), z.array(z.string())], { error: "errors.platforms" })
  .optional()
  .transform((v) => [...new Set(v === undefined ? [] : [v].flat())])
  .refine((list) => list.length > 0 && list.every((p) => platforms.includes(p as Platform)), {
    error: "errors.platforms",
  })
  .pipe(z.array(z.enum(platforms)));

/** The writer's choices: what the post is about, where, in which language and how. */
const writerFields = z.object({
  sourceType: z.enum(sourceTypes, { error: "errors.source" }),
  productId: optionalText(200),
  articleId: optionalText(200),
  topic: optionalText(300),
  /** The topic in English, for English posts: the built-in writer does not translate. */
  topicEn: optionalText(300),
  topicKind: z.enum(topicKinds).catch("event"),
  platforms: platformList,
  language: z.enum(["sr", "en", "both"], { error: "errors.language" }),
  tone: z.enum(tones, { error: "errors.tone" }),
  length: z.enum(lengths, { error: "errors.length" }),
  hashtags: z
    .string()
    .optional()
    .transform((v) => v === "1" || v === "on"),
  cta: z.enum(ctaKinds).catch("none"),
  variants: z.enum(["1", "2", "3"]).catch("1").transform(Number),
});

const sourceFields = ["sourceType", "productId", "articleId", "topic", "topicEn"];
/** Checked once the source's own fields are read, whatever else is wrong: all errors at once. */
const sourceRead = {
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => sourceFields.includes(String(issue.path?.[0]))),
};

/** The chosen source needs its item, or a topic of a few letters in each language asked for. */
function requireSource(
  v: {
    sourceType: string;
    productId: string;
    articleId: string;
    topic: string;
    topicEn: string;
    language?: string;
  },
  ctx: z.RefinementCtx,
) {
  if (v.sourceType === "product" && !v.productId)
    ctx.addIssue({ code: "custom", path: ["productId"], message: "errors.product" });
  if (v.sourceType === "article" && !v.articleId)
    ctx.addIssue({ code: "custom", path: ["articleId"], message: "errors.article" });
  if (v.sourceType !== "topic") return;
  if (v.language !== "en" && v.topic.length < 3)
    ctx.addIssue({ code: "custom", path: ["topic"], message: "errors.topic" });
  if ((v.language === "en" || v.language === "both") && v.topicEn.length < 3)
    ctx.addIssue({ code: "custom", path: ["topicEn"], message: "errors.topicEn" });
}

export const generateFormSchema = writerFields.superRefine(requireSource, sourceRead);
export type GenerateForm = z.output<typeof generateFormSchema>;

/** The error for an item deleted since the page was opened, beside its picker. */
export function missingSource(sourceType: GenerateForm["sourceType"]): Record<string, string[]> {
  return sourceType === "article"
    ? { articleId: ["errors.articleMissing"] }
    : { productId: ["errors.productMissing"] };
}

/** "Write again" posts a small number that varies the built-in writer's choices. */
export function generationSeed(posted: unknown): number {
  return Math.min(1000, Math.max(0, Number.parseInt(String(posted ?? "0"), 10) || 0));
}

/** A post's text: something to say, and not a novel. */
export const postBodySchema = z.string().trim().min(1, "errors.postBody").max(10000, "errors.tooLong");

/** One draft as the editor sends it to be saved. */
export const draftSchema = z.object({
  platform: z.enum(platforms),
  locale: z.enum(postLocales),
  variant: z.enum(["1", "2", "3"]).transform(Number),
  body: postBodySchema,
});
export type DraftInput = z.output<typeof draftSchema>;

/**
 * Saving the drafts: the choices they were written from (posted again as hidden
 * fields), which writer wrote them, and the drafts as edited.
 */
export const saveDraftsSchema = writerFields
  .extend({
    writer: z.enum(["builtin", "ai"]).catch("builtin"),
    drafts: z.array(draftSchema).optional().default([]),
  })
  .superRefine(requireSource, sourceRead);

/** The overview's forms for one post. */
const postId = z.uuid();
export const postIdSchema = z.object({ id: postId });
export const postEditSchema = z.object({ id: postId, body: postBodySchema });
/** A Belgrade wall-clock time from <input type="datetime-local">. */
export const postScheduleSchema = z.object({
  id: postId,
  scheduledAt: z
    .string()
    .optional()
    .default("")
    .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "errors.dateRequired")),
});
/** Marking a post as published: the address where it went out (http or https, a real host name). */
export const postPublishSchema = z.object({
  id: postId,
  url: z
    .string({ error: "errors.url" })
    .trim()
    .max(500, "errors.tooLong")
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "errors.url" })),
});
