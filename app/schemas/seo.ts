import { z } from "zod";

// What a search result and a shared link show of a product, an article or a
// page when the owner writes it: a title and a description in each language
// and a share image. Every part is optional: an empty one means the automatic
// value (the name or title, the short description or excerpt, the first photo),
// and an empty English one the automatic English value, not the Serbian text.
// The texts sit under `sr` and `en` (not as pairs) so a page's localize() leaves
// them for the page's head to choose. Messages are keys of the admin namespace.

/** The longest texts accepted: room past what a search result shows, for a deliberate choice. */
export const seoLimits = { title: 70, description: 200 } as const;

/** What link previews (Facebook, LinkedIn, X, messengers) show best, as JPEG, which all of them read. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** About what a search result shows (Google, at a desktop's width) before it cuts a text off with "…". */
export const searchResultShows = { title: 60, description: 155 } as const;

const text = (max: number) => z.string().trim().max(max, "errors.tooLong").default("");

const texts = z
  .object({ title: text(seoLimits.title), description: text(seoLimits.description) })
  .prefault({});

export const seoSchema = z
  .object({
    sr: texts,
    en: texts,
    /** A media library image, or none (null, or "" as a form posts it). */
    image: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v) => v?.trim() || null)
      .pipe(z.uuid("errors.image").nullable()),
  })
  .prefault({});

export type SeoValues = z.output<typeof seoSchema>;

export const emptySeo: SeoValues = {
  sr: { title: "", description: "" },
  en: { title: "", description: "" },
  image: null,
};

export const isEmptySeo = (seo: SeoValues) =>
  !seo.image && !seo.sr.title && !seo.sr.description && !seo.en.title && !seo.en.description;

/** The stored document (a column or a revision), or no owner's values when there is none or it no longer fits. */
export function parseSeo(stored: unknown): SeoValues {
  if (stored === null || stored === undefined) return emptySeo;
  try {
    const parsed = seoSchema.safeParse(typeof stored === "string" ? JSON.parse(stored) : stored);
    return parsed.success ? parsed.data : emptySeo;
  } catch {
    return emptySeo;
  }
}

/** What the database keeps: null when the owner wrote nothing. */
export const storedSeo = (seo: SeoValues | undefined): string | null =>
  seo && !isEmptySeo(seo) ? JSON.stringify(seo) : null;

/** As the editor's form posts it. */
export const seoFormDefaults = (seo: SeoValues) => ({
  sr: { ...seo.sr },
  en: { ...seo.en },
  image: seo.image ?? "",
});

/** The owner's values for one language; null where the automatic value is used. */
export interface LocalSeo {
  title: string | null;
  description: string | null;
  image: string | null;
}

export function localSeo(seo: SeoValues, locale: "sr" | "en"): LocalSeo {
  return {
    title: seo[locale].title || null,
    description: seo[locale].description || null,
    image: seo.image,
  };
}

/** One language's owner's values ready for a page's head (app/seo/page-meta.ts); null where automatic. */
export interface PublicSeo {
  title: string | null;
  description: string | null;
  /** The chosen share image, while it is in the library and its sizes are made. */
  image: { id: string; alt: string } | null;
}

/** Cut at a word boundary with "…", so the text with the ellipsis fits `max` characters. */
export function clipText(value: string, max: number): string {
  const text = value.replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(" ");
  return `${(space > max * 0.5 ? head.slice(0, space) : head).replace(/[\s,.;:–—-]+$/, "")}…`;
}

/** A text as a search result shows it: cut at a word before `max` characters, with "…". */
export function asSearchResult(value: string, max: number): { shown: string; cut: boolean } {
  const shown = clipText(value, max);
  return { shown, cut: shown !== value.replace(/\s+/g, " ").trim() };
}
