import { hitRateLimit, type RateLimitResult } from "#app/domain/security/rate-limit.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import { type Platform, type PostLocale, platformStyle, type SourceType } from "#app/schemas/social.ts";
import type { GenerateForm } from "#app/schemas/social-form.ts";
import {
  type AiConfig,
  AiError,
  buildPrompt,
  cleanAiText,
  fitAiPost,
  getAiConfig,
  type StreamLimits,
  streamChatCompletion,
} from "./ai-provider.server.ts";
import { getArticleSource, getProductSource, type SourceImage } from "./sources.server.ts";
import {
  draftSpecs,
  hashtagsFor,
  missingLocales,
  type PostSourceFacts,
  type WriteOptions,
  writePost,
} from "./writer.server.ts";

// One generation: the owner's choices and the item's data become one draft per
// platform, language and variant — from the AI provider when it is configured
// (streamed), from the built-in writer otherwise or when the provider fails.

/** Generations per admin and window: enough for real work, not for a runaway script. */
export const generationLimit = { max: 30, windowSeconds: 600 };

export function hitGenerationLimit(userId: string, now = new Date()): Promise<RateLimitResult> {
  return hitRateLimit(`social-generate:${userId}`, generationLimit.max, generationLimit.windowSeconds, now);
}

export interface DraftKey {
  key: string;
  platform: Platform;
  locale: PostLocale;
  variant: number;
}

/** A language the item has no text in: no post is written in it, and the owner is sent to fill it in. */
export interface SourceGap {
  locale: PostLocale;
  sourceType: "product" | "article";
  /** The admin editor of the item. */
  editPath: string;
}

export interface PreparedGeneration {
  form: GenerateForm;
  source: PostSourceFacts;
  sourceType: SourceType;
  sourceId: string | null;
  sourceTitle: Partial<Record<PostLocale, string>>;
  image: SourceImage | null;
  drafts: DraftKey[];
  gaps: SourceGap[];
  brand: string;
  links: Record<PostLocale, WriteOptions["links"]>;
}

const keyOf = (d: { platform: string; locale: string; variant: number }) =>
  `${d.platform}-${d.locale}-${d.variant}`;

/** Reads the item and the settings the posts need. Null when the item does not exist. */
export async function prepareGeneration(
  form: GenerateForm,
  origin: string,
): Promise<PreparedGeneration | null> {
  const settings = await getSettings();
  const locales: PostLocale[] = form.language === "both" ? ["sr", "en"] : [form.language];
  const base = origin.replace(/\/+$/, "");
  const lng = (locale: PostLocale, path: string) => `${base}${path}${locale === "en" ? "?lng=en" : ""}`;
  let shop = settings.shops[0] ? { name: settings.shops[0].name, url: settings.shops[0].url } : null;
  /** Drafts only in the languages the item has text in; the others become gaps. */
  const plan = (source: PostSourceFacts, editPath: string) => {
    const missing = missingLocales(source).filter((l) => locales.includes(l));
    const gaps: SourceGap[] =
      source.kind === "topic" ? [] : missing.map((locale) => ({ locale, sourceType: source.kind, editPath }));
    const present = locales.filter((l) => !missing.includes(l));
    const drafts = draftSpecs(form.platforms, present, form.variants).map((d) => ({ ...d, key: keyOf(d) }));
    return { form, drafts, gaps, brand: settings.brandName, source };
  };

  if (form.sourceType === "product") {
    const found = await getProductSource(form.productId);
    if (!found) return null;
    const [shop1, shop2] = found.shops;
    if (shop1 && settings.shops[0]) shop = { name: settings.shops[0].name, url: shop1 };
    else if (shop2 && settings.shops[1]) shop = { name: settings.shops[1].name, url: shop2 };
    const page = (l: PostLocale) => lng(l, `/proizvod/${encodeURIComponent(found.facts.id)}`);
    const { name } = found.facts;
    return {
      ...plan(found.facts, `/admin/products/${encodeURIComponent(found.facts.id)}`),
      sourceType: "product",
      sourceId: found.facts.id,
      sourceTitle: { sr: name.sr, en: name.en || name.sr },
      image: found.image,
      links: { sr: { page: page("sr"), shop }, en: { page: page("en"), shop } },
    };
  }
  if (form.sourceType === "article") {
    const found = await getArticleSource(form.articleId);
    if (!found) return null;
    const page = (l: PostLocale) => lng(l, `/novosti/${encodeURIComponent(found.facts.slug)}`);
    const { title } = found.facts;
    return {
      ...plan(found.facts, `/admin/news/${encodeURIComponent(form.articleId)}`),
      sourceType: "article",
      sourceId: form.articleId,
      sourceTitle: { sr: title.sr, en: title.en || title.sr },
      image: found.image,
      links: { sr: { page: page("sr"), shop }, en: { page: page("en"), shop } },
    };
  }
  const topic = form.topic || form.topicEn;
  return {
    ...plan({ kind: "topic", topicKind: form.topicKind, text: { sr: form.topic, en: form.topicEn } }, ""),
    sourceType: "topic",
    sourceId: null,
    sourceTitle: { sr: topic, en: form.topicEn || topic },
    image: null,
    links: { sr: { page: lng("sr", "/"), shop }, en: { page: lng("en", "/"), shop } },
  };
}

export type GenerationEvent =
  | {
      type: "start";
      writer: "builtin" | "ai";
      drafts: DraftKey[];
      image: SourceImage | null;
      gaps: SourceGap[];
    }
  | { type: "delta"; key: string; text: string }
  | { type: "final"; key: string; text: string; writer: "builtin" | "ai" }
  | { type: "notice"; code: "fallback"; reason: AiError["code"] }
  | { type: "done" };

function writeOptions(prepared: PreparedGeneration, draft: DraftKey, seed: number): WriteOptions {
  const { form } = prepared;
  return {
    platform: draft.platform,
    locale: draft.locale,
    tone: form.tone,
    length: form.length,
    hashtags: form.hashtags,
    cta: form.cta,
    variant: draft.variant,
    seed,
    brand: prepared.brand,
    links: prepared.links[draft.locale],
  };
}

function builtinText(prepared: PreparedGeneration, draft: DraftKey, seed: number): string {
  return writePost(prepared.source, writeOptions(prepared, draft, seed));
}

/** The link a post carries: the call to action's, or on Facebook and X the page's in any case. */
function linkFor(prepared: PreparedGeneration, locale: PostLocale, platform: Platform): string | null {
  const links = prepared.links[locale];
  if (prepared.form.cta === "shop" && links.shop) return links.shop.url;
  if (prepared.form.cta === "page" || platformStyle[platform].alwaysLink) return links.page;
  return null;
}

/**
 * The drafts as events. With a provider, each draft streams; after the first
 * failure every remaining draft (and the failed one) comes from the built-in
 * writer, and one notice says so.
 */
export async function* runGeneration(
  prepared: PreparedGeneration,
  options: { seed?: number; ai?: AiConfig | null; limits?: StreamLimits; signal?: AbortSignal } = {},
): AsyncGenerator<GenerationEvent> {
  const seed = options.seed ?? 0;
  const ai = options.ai === undefined ? getAiConfig() : options.ai;
  yield {
    type: "start",
    writer: ai ? "ai" : "builtin",
    drafts: prepared.drafts,
    image: prepared.image,
    gaps: prepared.gaps,
  };
  let failed = !ai;
  for (const draft of prepared.drafts) {
    if (!failed && ai) {
      const messages = buildPrompt(prepared.source, {
        platform: draft.platform,
        locale: draft.locale,
        tone: prepared.form.tone,
        length: prepared.form.length,
        hashtags: prepared.form.hashtags,
        cta: prepared.form.cta,
        variant: draft.variant,
        variants: prepared.form.variants,
        brand: prepared.brand,
        link: linkFor(prepared, draft.locale, draft.platform),
      });
      let text = "";
      try {
        for await (const delta of streamChatCompletion(ai, messages, options.limits, options.signal)) {
          text += delta;
          yield { type: "delta", key: draft.key, text: delta };
        }
        const clean = cleanAiText(text);
        if (!clean) throw new AiError("empty", "nothing left after cleaning");
        const fitted = fitAiPost(clean, {
          platform: draft.platform,
          locale: draft.locale,
          hashtags: prepared.form.hashtags,
          link: linkFor(prepared, draft.locale, draft.platform),
          spareTags: hashtagsFor(prepared.source, {
            ...writeOptions(prepared, draft, seed),
            length: "long",
            platform: "instagram",
          }),
        });
        if (fitted) {
          yield { type: "final", key: draft.key, text: fitted, writer: "ai" };
          continue;
        }
        // An answer in the wrong language is not shown: this draft comes from the built-in writer.
        yield { type: "notice", code: "fallback", reason: "rejected" };
      } catch (error) {
        if (options.signal?.aborted) return;
        failed = true;
        yield { type: "notice", code: "fallback", reason: error instanceof AiError ? error.code : "network" };
      }
    }
    yield { type: "final", key: draft.key, text: builtinText(prepared, draft, seed), writer: "builtin" };
  }
  yield { type: "done" };
}

export interface GeneratedDraft extends DraftKey {
  text: string;
  writer: "builtin" | "ai";
}

/** The whole generation at once (the form without JavaScript, and tests). */
export async function generateDrafts(
  prepared: PreparedGeneration,
  options: Parameters<typeof runGeneration>[1] = {},
): Promise<{ drafts: GeneratedDraft[]; fallback: boolean; gaps: SourceGap[] }> {
  const texts = new Map<string, { text: string; writer: "builtin" | "ai" }>();
  let fallback = false;
  for await (const event of runGeneration(prepared, options)) {
    if (event.type === "final") texts.set(event.key, { text: event.text, writer: event.writer });
    if (event.type === "notice") fallback = true;
  }
  return {
    drafts: prepared.drafts.map((d) => ({
      ...d,
      text: texts.get(d.key)?.text ?? "",
      writer: texts.get(d.key)?.writer ?? "builtin",
    })),
    fallback,
    gaps: prepared.gaps,
  };
}
