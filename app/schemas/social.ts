import { z } from "zod";

// Social posts: the writer's vocabulary, the platforms' limits and the character
// count, shared by the editor in the browser and the server. The forms are in
// social-form.ts.

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
/** What a free topic is about: the built-in writer has templates for each. */
export const topicKinds = ["event", "season", "recipe", "behindTheScenes", "newProduct"] as const;
export type TopicKind = (typeof topicKinds)[number];

/**
 * What the writer aims for on each platform, below the platform's own limits:
 * hashtags per post (Instagram 5–15 at the end, LinkedIn 1–3) and whether the
 * post always carries its link (Facebook and X do, whatever the call to action).
 */
export const platformStyle: Record<
  Platform,
  { minHashtags: number; maxHashtags: number; maxEmoji: number; alwaysLink: boolean }
> = {
  instagram: { minHashtags: 5, maxHashtags: 15, maxEmoji: 3, alwaysLink: false },
  facebook: { minHashtags: 0, maxHashtags: 3, maxEmoji: 2, alwaysLink: true },
  linkedin: { minHashtags: 1, maxHashtags: 3, maxEmoji: 0, alwaysLink: false },
  x: { minHashtags: 0, maxHashtags: 2, maxEmoji: 1, alwaysLink: true },
};

/** A saved post as the overview shows it. */
export interface SocialPost {
  id: string;
  platform: Platform;
  locale: PostLocale;
  sourceType: SourceType;
  sourceId: string | null;
  sourceTitle: string | null;
  topic: string | null;
  tone: string;
  body: string;
  status: PostStatus;
  scheduledAt: string | null;
  groupId: string | null;
  variant: number;
  linkUrl: string | null;
  writer: "builtin" | "ai";
  createdAt: string;
  updatedAt: string;
  /** Raised by every change; an editor loaded with an older one is refused. */
  version: number;
  /** The product or article it was made from is in the trash or gone ("izvor obrisan"). */
  sourceDeleted: boolean;
  /** The post's address on its platform, once marked as published. */
  publishedUrl: string | null;
}

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
