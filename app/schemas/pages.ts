import { z } from "zod";
import { checkLinkHref } from "./link-href.ts";
import { mailsSchema } from "./mails.ts";
import { seoSchema } from "./seo.ts";

// The words and pictures of the home, about and contact pages and the footer,
// as the owner edits them in "Stranice" and the database keeps them
// (docs/decisions/0032-page-content.md). Every text is a pair: Serbian is
// required where the page needs the text, English may be empty and then the
// English page shows the Serbian one (spec: English falls back to Serbian).
// Items of a repeatable section are shared by both languages, so adding,
// removing or moving one changes both pages at once. "{brand}" in a text is the
// brand name from the settings. Messages are keys of the admin namespace.

const text = (max: number) => z.string().trim().max(max, "errors.tooLong");

/** A text in both languages; `required` means the Serbian one may not be empty. */
export const bilingual = (max: number, required = true) =>
  z.object({
    sr: required ? text(max).min(1, "errors.required") : text(max),
    en: text(max),
  });

/** A media library image, or none (null, or "" as a form posts it); its file and sizes come from the library. */
const image = z
  .union([z.string(), z.null()])
  .transform((v) => v?.trim() || null)
  .pipe(z.uuid("errors.image").nullable());

/** Where a button leads: a path on this site or an http(s) address. */
export const pageLink = z
  .string()
  .trim()
  .min(1, "errors.required")
  .max(300, "errors.tooLong")
  .transform((v, ctx) => {
    const checked = checkLinkHref(v);
    if (!checked.ok || checked.href.startsWith("mailto:")) {
      ctx.addIssue({ code: "custom", message: "errors.pageLink" });
      return z.NEVER;
    }
    return checked.href;
  });

const items = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z.array(item).min(min, "errors.tooFewItems").max(max, "errors.tooManyItems");

/** Limits a hero slide's texts keep to, so they fit the hero on a 390 px phone. */
export const heroLimits = { eyebrow: 50, title: 60, text: 200, cta: 32 } as const;

export const homePageSchema = z.object({
  hero: z.object({
    slides: items(
      z.object({
        eyebrow: bilingual(heroLimits.eyebrow, false),
        title: bilingual(heroLimits.title),
        text: bilingual(heroLimits.text, false),
        cta: bilingual(heroLimits.cta),
        link: pageLink,
        image,
        alt: bilingual(160, false),
      }),
      1,
      5,
    ),
  }),
  categories: z.object({
    title: bilingual(80),
    intro: bilingual(240, false),
    glutenFree: bilingual(160),
    sugarFree: bilingual(160),
    vegan: bilingual(160),
    protein: bilingual(160),
  }),
  story: z.object({
    eyebrow: bilingual(50, false),
    title: bilingual(90),
    paragraphs: items(bilingual(700), 1, 4),
    signature: bilingual(90, false),
    cta: bilingual(40),
    image,
    alt: bilingual(160, false),
  }),
  why: z.object({
    title: bilingual(80),
    intro: bilingual(240, false),
    items: items(z.object({ title: bilingual(60), text: bilingual(240) }), 1, 8),
  }),
  testimonials: z.object({
    title: bilingual(80),
    items: items(
      z.object({
        quote: bilingual(400),
        author: text(80).min(1, "errors.required"),
        role: bilingual(100, false),
      }),
      1,
      6,
    ),
  }),
  partners: z.object({
    title: bilingual(80),
    intro: bilingual(240, false),
    items: items(z.object({ name: text(80).min(1, "errors.required"), role: bilingual(100, false) }), 0, 12),
  }),
  newsletter: z.object({ title: bilingual(80), text: bilingual(300, false) }),
  latest: z.object({ title: bilingual(80) }),
  cta: z.object({
    title: bilingual(90),
    text: bilingual(300, false),
    contact: bilingual(40),
    products: bilingual(40),
  }),
  /** The search result's title and description and the share image (app/schemas/seo.ts). */
  seo: seoSchema,
});

export const aboutPageSchema = z.object({
  heading: bilingual(60),
  intro: bilingual(240, false),
  image,
  alt: bilingual(160, false),
  story: z.object({ title: bilingual(80), paragraphs: items(bilingual(900), 1, 6) }),
  special: z.object({
    title: bilingual(80),
    intro: bilingual(240, false),
    items: items(
      z.object({ title: bilingual(70), text: bilingual(240), detail: bilingual(900, false) }),
      1,
      8,
    ),
  }),
  expert: z.object({
    eyebrow: bilingual(50, false),
    title: bilingual(90),
    paragraphs: items(bilingual(700), 1, 4),
    quote: bilingual(400, false),
  }),
  process: z.object({
    title: bilingual(80),
    intro: bilingual(240, false),
    steps: items(z.object({ title: bilingual(60), text: bilingual(300) }), 1, 8),
  }),
  quality: z.object({
    title: bilingual(80),
    intro: bilingual(240, false),
    items: items(z.object({ title: bilingual(70), text: bilingual(300) }), 1, 8),
  }),
  seo: seoSchema,
});

export const contactPageSchema = z.object({
  heading: bilingual(60),
  intro: bilingual(240, false),
  faq: z.object({
    title: bilingual(80),
    items: items(z.object({ question: bilingual(160), answer: bilingual(1200) }), 0, 20),
  }),
  seo: seoSchema,
});

export const footerSchema = z.object({ about: bilingual(300) });

/**
 * The privacy policy: a title, a short intro and the text itself, rich text (HTML
 * as the article editor makes it, cleaned on the server before it is kept and
 * again before it is shown). The contact for privacy questions comes from the settings.
 */
export const privacyPageSchema = z.object({
  heading: bilingual(80),
  intro: bilingual(300, false),
  body: bilingual(40000),
  seo: seoSchema,
});

export const pageSchemas = {
  home: homePageSchema,
  about: aboutPageSchema,
  contact: contactPageSchema,
  footer: footerSchema,
  privacy: privacyPageSchema,
  /** Not a page: the words of the mails visitors get (app/schemas/mails.ts), kept and edited like one. */
  mails: mailsSchema,
} as const;

export type PageKey = keyof typeof pageSchemas;
export const pageKeys = Object.keys(pageSchemas) as PageKey[];

export type PageContent<K extends PageKey> = z.output<(typeof pageSchemas)[K]>;
export type Bilingual = { sr: string; en: string };

/**
 * A page's content in one language: every text pair becomes its text in that
 * language (the Serbian one where the English is empty), "{brand}" becomes the brand.
 */
export type Localized<T> = T extends Bilingual
  ? string
  : T extends (infer U)[]
    ? Localized<U>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;

function isBilingual(value: unknown): value is Bilingual {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 2 &&
    typeof (value as Bilingual).sr === "string" &&
    typeof (value as Bilingual).en === "string"
  );
}

export function localize<T>(content: T, locale: "sr" | "en", brand: string): Localized<T> {
  const walk = (value: unknown): unknown => {
    if (isBilingual(value)) return ((locale === "en" && value.en) || value.sr).replaceAll("{brand}", brand);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(content) as Localized<T>;
}

/** Where the English text is missing (its path, as the form names the field), for the editor's marks. */
export function missingEnglish(content: unknown, prefix = ""): string[] {
  if (isBilingual(content)) return content.sr && !content.en ? [prefix] : [];
  if (Array.isArray(content)) return content.flatMap((v, i) => missingEnglish(v, `${prefix}[${i}]`));
  if (content && typeof content === "object")
    return Object.entries(content).flatMap(([k, v]) => missingEnglish(v, prefix ? `${prefix}.${k}` : k));
  return [];
}
