import { z } from "zod";

// Social posts: the choices of the writer's form, the platforms' limits and the
// character count, shared by the editor in the browser and the server.

export const platforms = ["instagram", "facebook", "linkedin", "x"] as const;
export type Platform = (typeof platforms)[number];
export const tones = ["warm", "informative", "playful", "professional"] as const;
export type Tone = (typeof tones)[number];
export const lengths = ["short", "medium", "long"] as const;
export type PostLength = (typeof lengths)[number];
export const postLocales = ["sr", "en"] as const;
export type PostLocale = (typeof postLocales)[number];
export const postStatuses = ["draft", "approved", "scheduled", "published"] as const;
export type PostStatus = (typeof postStatuses)[number];
/** Which status may follow which: forward along the chain, or back to draft before publishing. */
export const statusTransitions: Record<PostStatus, PostStatus[]> = {
  draft: ["approved"],
  approved: ["draft", "scheduled", "published"],
  scheduled: ["draft", "scheduled", "published"],
  published: [],
};
export const sourceTypes = ["product", "article", "topic"] as const;
export type SourceType = (typeof sourceTypes)[number];
export const ctaKinds = ["none", "page", "shop"] as const;
export type CtaKind = (typeof ctaKinds)[number];

/**
 * What each platform accepts: characters per post and, where the platform has
 * one, hashtags per post. X counts every link as 23 characters (t.co).
 */
export const platformLimits: Record<Platform, { chars: number; hashtags: number | null }> = {
  instagram: { chars: 2200, hashtags: 30 },
  facebook: { chars: 63206, hashtags: null },
  linkedin: { chars: 3000, hashtags: null },
  x: { chars: 280, hashtags: null },
};

const urlPattern = /https?:\/\/[^\s]+/g;
const hashtagPattern = /(^|[^\p{L}\p{N}_&/])#([\p{L}\p{N}_]+)/gu;

/** Characters as the platform counts them: code points, and on X every link as 23. */
export function countChars(text: string, platform: Platform): number {
  if (platform !== "x") return [...text].length;
  let links = 0;
  const rest = text.replace(urlPattern, () => {
    links += 1;
    return "";
  });
  return [...rest].length + links * 23;
}

export function countHashtags(text: string): number {
  return [...text.matchAll(hashtagPattern)].length;
}

export interface LimitCheck {
  chars: number;
  maxChars: number;
  hashtags: number;
  maxHashtags: number | null;
  ok: boolean;
}

export function checkLimits(text: string, platform: Platform): LimitCheck {
  const limits = platformLimits[platform];
  const chars = countChars(text, platform);
  const hashtags = countHashtags(text);
  return {
    chars,
    maxChars: limits.chars,
    hashtags,
    maxHashtags: limits.hashtags,
    ok: chars <= limits.chars && (limits.hashtags === null || hashtags <= limits.hashtags),
  };
}

const checkbox = z.preprocess((v) => v === "1" || v === "on" || v === true, z.boolean());
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item));

/** The writer's form. Arrays come from repeated checkboxes (form.getAll). */
export const generateFormSchema = z
  .object({
    sourceType: z.enum(sourceTypes, { error: "social.errors.source" }),
    productId: z.string().trim().max(200).optional().default(""),
    articleId: z.string().trim().max(200).optional().default(""),
    topic: z.string().trim().max(300, { error: "errors.tooLong" }).optional().default(""),
    platforms: list(z.enum(platforms)).pipe(
      z
        .array(z.enum(platforms))
        .min(1, { error: "social.errors.platforms" })
        .transform((a) => [...new Set(a)]),
    ),
    language: z.enum(["sr", "en", "both"], { error: "social.errors.language" }),
    tone: z.enum(tones, { error: "social.errors.tone" }),
    length: z.enum(lengths, { error: "social.errors.length" }),
    hashtags: checkbox,
    cta: z.enum(ctaKinds).catch("none"),
    variants: z.coerce.number().int().min(1).max(3).catch(1),
  })
  .superRefine((v, ctx) => {
    if (v.sourceType === "product" && !v.productId)
      ctx.addIssue({ code: "custom", path: ["productId"], message: "social.errors.product" });
    if (v.sourceType === "article" && !v.articleId)
      ctx.addIssue({ code: "custom", path: ["articleId"], message: "social.errors.article" });
    if (v.sourceType === "topic" && v.topic.length < 3)
      ctx.addIssue({ code: "custom", path: ["topic"], message: "social.errors.topic" });
  });
export type GenerateForm = z.infer<typeof generateFormSchema>;

export const postBodySchema = z
  .string()
  .trim()
  .min(1, { error: "social.errors.body" })
  .max(10000, { error: "errors.tooLong" });

/** One draft as the editor sends it to be saved. */
export const draftSchema = z.object({
  platform: z.enum(platforms),
  locale: z.enum(postLocales),
  variant: z.coerce.number().int().min(1).max(3),
  body: postBodySchema,
});
export type DraftInput = z.infer<typeof draftSchema>;

/** A Belgrade wall-clock time from <input type="datetime-local">. */
export const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, {
  error: "social.errors.scheduledAt",
});

export const postActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("edit"), id: z.uuid(), body: postBodySchema }),
  z.object({ intent: z.literal("approve"), id: z.uuid() }),
  z.object({ intent: z.literal("draft"), id: z.uuid() }),
  z.object({ intent: z.literal("schedule"), id: z.uuid(), scheduledAt: localDateTime }),
  z.object({ intent: z.literal("publish"), id: z.uuid() }),
  z.object({ intent: z.literal("duplicate"), id: z.uuid() }),
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
]);
export type PostAction = z.infer<typeof postActionSchema>;

const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .optional()
  .catch(undefined);

export const postListSchema = z.object({
  q: z.string().trim().max(200).catch("").optional().default(""),
  platform: z.enum(platforms).optional().catch(undefined),
  status: z.enum(postStatuses).optional().catch(undefined),
  locale: z.enum(postLocales).optional().catch(undefined),
  source: z
    .string()
    .trim()
    .max(220)
    .regex(/^(product|article|topic)(:.+)?$/)
    .optional()
    .catch(undefined),
  view: z.enum(["list", "calendar"]).catch("list").optional().default("list"),
  month,
  page: z.coerce.number().int().min(1).max(100000).catch(1).optional().default(1),
  id: z.uuid().optional().catch(undefined),
  edit: z.uuid().optional().catch(undefined),
});
export type PostListParams = z.infer<typeof postListSchema>;

// Planned times are entered and shown as Belgrade wall-clock time and stored as UTC.
const zone = "Europe/Belgrade";

function zoneOffsetMs(utcMs: number): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/** "2026-12-01T10:00" in Belgrade → ISO UTC. */
export function belgradeToUtc(local: string): string {
  const [date = "", time = "00:00"] = local.split("T");
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, hh!, mm!);
  let utc = wall - zoneOffsetMs(wall);
  utc = wall - zoneOffsetMs(utc);
  return new Date(utc).toISOString();
}

/** ISO UTC → "2026-12-01T10:00" in Belgrade, for <input type="datetime-local">. */
export function utcToBelgrade(iso: string): string {
  const ms = new Date(iso).getTime();
  const local = new Date(ms + zoneOffsetMs(ms));
  return local.toISOString().slice(0, 16);
}
