import { useTranslation } from "react-i18next";
import { type FieldSpec as PageFieldSpec, pageSpecs } from "#app/components/admin/pages/page-spec.ts";
import { secondsText } from "#app/components/admin/settings/seconds.ts";
import { useVocabularyLabels } from "#app/components/catalogue/labels.ts";
import type { NewsCategory } from "#app/schemas/news-filters.ts";
import { type PageKey, pageKeys, pageSchemas } from "#app/schemas/pages.ts";
import {
  type Allergen,
  nutritionKeys,
  type ProductCategory,
  type ProductType,
} from "#app/schemas/product-vocabulary.ts";
import {
  type Cell,
  type FieldSpec,
  type HistoryKind,
  plainText,
  type Values,
  valueAt,
} from "#app/schemas/revision-compare.ts";

// What the history screen compares of each kind of record, in the editor's
// order, named as the editor names it, both languages.

const text = (value: unknown): Cell => ({ text: value === undefined || value === null ? "" : String(value) });

/** A shop's fields as the settings screen labels them. */
const shopLabels = {
  name: "settings.shopName",
  url: "settings.shopUrl",
  searchUrl: "settings.shopSearchUrl",
} as const;

/**
 * The fields of a kind of record. A page's depend on the versions compared (`id`
 * is its key, `versions` the revision and the current values): a repeatable
 * item is compared by its place, as many as the longer list has.
 */
export function useFieldSpecs(kind: HistoryKind, id = "", versions: Values[] = []): FieldSpec[] {
  const { t, i18n } = useTranslation("admin");
  const label = useVocabularyLabels();
  if (kind === "page") {
    const key = pageKeys.find((k) => k === id);
    return key ? pageFieldSpecs(key, versions, (k, o) => String(t(k as never, o as never))) : [];
  }
  if (kind === "settings")
    return settingsFieldSpecs((k, o) => String(t(k as never, o as never)), i18n.language);
  if (kind === "socialPost") return [{ path: "body", label: t("social.overview.text"), show: text }];
  const yesNo = (value: unknown): Cell => ({ text: value ? t("history.yes") : t("history.no") });
  const langs = [
    ["sr", t("history.serbian")],
    ["en", t("history.english")],
  ] as const;
  const texts = (fields: [key: string, name: string, html?: boolean][]): FieldSpec[] =>
    langs.flatMap(([lang, language]) =>
      fields.map(([key, name, html]) => ({
        path: `${lang}.${key}`,
        label: `${name} · ${language}`,
        lang,
        show: (value: unknown) => text(html && typeof value === "string" ? plainText(value) : value),
      })),
    );
  const seo = seoFieldSpecs((k, o) => String(t(k as never, o as never)));
  if (kind === "product") {
    const images = (values: Values) =>
      (values.images as { mediaId: string; altSr?: string; altEn?: string }[]) ?? [];
    return [
      {
        path: "type",
        label: t("productEditor.type"),
        show: (v) => text(v ? label.type(v as ProductType) : ""),
      },
      { path: "weightGrams", label: t("productEditor.weight"), show: text },
      { path: "isNew", label: t("productEditor.isNew"), show: yesNo },
      { path: "isBestseller", label: t("productEditor.isBestseller"), show: yesNo },
      {
        path: "isOrganic",
        label: t("productEditor.isOrganic"),
        show: yesNo,
        // Not marked and not yet kept (a revision from before the mark) read the same.
        compare: (values) => values.isOrganic === true,
      },
      { path: "isFeatured", label: t("productEditor.isFeatured"), show: yesNo },
      { path: "featuredOrder", label: t("productEditor.featuredOrder"), show: text },
      { path: "shop1Url", label: t("productEditor.shopLink", { shop: 1 }), show: text },
      { path: "shop2Url", label: t("productEditor.shopLink", { shop: 2 }), show: text },
      // Revisions from before prices were kept have none of these: shown empty.
      { path: "priceRsd", label: t("productEditor.price"), show: text },
      {
        path: "priceFrom",
        label: t("productEditor.priceFrom"),
        show: yesNo,
        // Unticked and not yet kept (an older revision) read the same.
        compare: (values) => values.priceFrom === true,
      },
      {
        path: "availability",
        label: t("productEditor.availability"),
        show: (v) =>
          text(
            typeof v === "string" && v
              ? t(`productEditor.availabilities.${v as "in_stock" | "out_of_stock" | "preorder"}`)
              : "",
          ),
      },
      { path: "gtin", label: t("productEditor.gtin"), show: text },
      ...texts([
        ["name", t("productEditor.name")],
        ["shortDescription", t("productEditor.shortDescription")],
        ["description", t("productEditor.description")],
        ["ingredients", t("productEditor.ingredients")],
      ]),
      {
        path: "categories",
        label: t("productEditor.categories"),
        show: (v) => text(((v as ProductCategory[]) ?? []).map((c) => label.category(c)).join(", ")),
        compare: (values) => [...((values.categories as string[]) ?? [])].sort(),
      },
      {
        path: "allergens",
        label: t("productEditor.allergens"),
        show: (v) =>
          text(
            Object.entries((v as Record<string, string>) ?? {})
              .filter(([, kind]) => kind === "contains" || kind === "may_contain")
              .map(
                ([allergen, kind]) =>
                  `${label.allergen(allergen as Allergen)}: ${t(kind === "contains" ? "productEditor.contains" : "productEditor.mayContain").toLowerCase()}`,
              )
              .join(", "),
          ),
      },
      ...nutritionKeys.map((key) => ({ path: `nutrition.${key}`, label: label.nutrient(key), show: text })),
      {
        path: "images",
        label: t("productEditor.images"),
        show: (_v, values) => ({ images: images(values).map((i) => i.mediaId) }),
        compare: (values) => images(values).map((i) => i.mediaId),
      },
      {
        path: "images.altSr",
        label: t("productEditor.altSr"),
        lang: "sr",
        show: (_v, values) =>
          text(
            images(values)
              .map((i) => i.altSr ?? "")
              .join(" · "),
          ),
        compare: (values) => images(values).map((i) => i.altSr ?? ""),
      },
      {
        path: "images.altEn",
        label: t("productEditor.altEn"),
        lang: "en",
        show: (_v, values) =>
          text(
            images(values)
              .map((i) => i.altEn ?? "")
              .join(" · "),
          ),
        compare: (values) => images(values).map((i) => i.altEn ?? ""),
      },
      ...seo,
    ];
  }
  return [
    {
      path: "category",
      label: t("newsEditor.category"),
      show: (v) => text(v ? label.newsCategory(v as NewsCategory) : ""),
    },
    { path: "featured", label: t("newsEditor.featured"), show: yesNo },
    { path: "author", label: t("newsEditor.author"), show: text },
    ...texts([
      ["title", t("newsEditor.title")],
      ["excerpt", t("newsEditor.excerpt")],
      ["body", t("newsEditor.body"), true],
    ]),
    { path: "coverId", label: t("newsEditor.cover"), show: (v) => ({ images: v ? [String(v)] : [] }) },
    { path: "coverAltSr", label: t("newsEditor.coverAltSr"), lang: "sr", show: text },
    { path: "coverAltEn", label: t("newsEditor.coverAltEn"), lang: "en", show: text },
    ...seo,
  ];
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the owner wrote for search and sharing (app/schemas/seo.ts), for every kind. */
function seoFieldSpecs(t: Translate): FieldSpec[] {
  const languages = [
    ["sr", t("history.serbian")],
    ["en", t("history.english")],
  ] as const;
  return [
    ...languages.flatMap(([lang, language]) => [
      { path: `seo.${lang}.title`, label: `${t("seo.searchTitle")} · ${language}`, lang, show: text },
      { path: `seo.${lang}.description`, label: `${t("seo.description")} · ${language}`, lang, show: text },
    ]),
    { path: "seo.image", label: t("seo.image"), show: (v) => ({ images: v ? [String(v)] : [] }) },
  ];
}

/**
 * A page's fields as the page editor shows them (its spec, page-spec.ts), in its
 * order, named as the editor names them: "Section › Item n › Field · Language".
 */
export function pageFieldSpecs(key: PageKey, versions: Values[], t: Translate): FieldSpec[] {
  const languages = [
    ["sr", t("history.serbian")],
    ["en", t("history.english")],
  ] as const;
  /** How many items the longer of the versions' lists has. */
  const longest = (path: string) =>
    Math.max(
      0,
      ...versions.map((v) => {
        const list = valueAt(v, path);
        return Array.isArray(list) ? list.length : 0;
      }),
    );
  const pair = (path: string, label: string, html = false): FieldSpec[] =>
    languages.map(([lang, language]) => ({
      path: `${path}.${lang}`,
      label: `${label} · ${language}`,
      lang,
      show: html ? (v: unknown) => text(typeof v === "string" ? plainText(v) : v) : text,
    }));
  const field = (spec: PageFieldSpec, base: string, trail: string[]): FieldSpec[] => {
    const path = base ? `${base}.${spec.name}` : spec.name;
    const label = () => [...trail, t(`pageEditor.fields.${spec.name}`)].join(" › ");
    switch (spec.kind) {
      case "line":
      case "lines":
      case "text":
        return pair(path, label());
      case "richText":
        return pair(path, label(), true);
      case "name":
      case "link":
        return [{ path, label: label(), show: text }];
      case "image":
        return [{ path, label: label(), show: (v) => ({ images: typeof v === "string" && v ? [v] : [] }) }];
      case "paragraphs":
        return Array.from({ length: longest(path) }, (_, i) =>
          pair(`${path}.${i}`, [...trail, t("pageEditor.items.paragraph", { n: i + 1 })].join(" › ")),
        ).flat();
      case "items":
        return Array.from({ length: longest(path) }, (_, i) =>
          spec.fields.flatMap((inner) =>
            field(inner, `${path}.${i}`, [...trail, t(`pageEditor.items.${spec.item}`, { n: i + 1 })]),
          ),
        ).flat();
    }
  };
  const sections = pageSpecs[key].flatMap((section) =>
    section.fields.flatMap((spec) =>
      field(spec, section.name ?? "", [t(`pageEditor.sections.${key}.${section.title}`)]),
    ),
  );
  return "seo" in pageSchemas[key].shape ? [...sections, ...seoFieldSpecs(t)] : sections;
}

/**
 * The site settings as their screen shows them, in its order, named by its labels
 * ("Radno vreme › Subota", "Prodavnica 1 › Naziv"); times and seconds as typed there.
 */
export function settingsFieldSpecs(t: Translate, locale: string): FieldSpec[] {
  const within = (section: string, label: string) => `${t(section)} › ${label}`;
  const hours = (v: unknown): Cell => {
    const day = v as { open?: string; close?: string } | null | undefined;
    return text(
      day?.open && day.close ? `${day.open}–${day.close}` : day === null ? t("settings.closed") : "",
    );
  };
  const seconds = (v: unknown): Cell => text(typeof v === "number" ? secondsText(v, locale) : "");
  /** Fields of one section of the screen, each labelled as there (`settings.<key>`) after the section's title. */
  const group = (object: string, section: string, keys: string[], show = text): FieldSpec[] =>
    keys.map((key) => ({ path: `${object}.${key}`, label: within(section, t(`settings.${key}`)), show }));
  return [
    { path: "brandName", label: t("settings.brandName"), show: text },
    { path: "description.sr", label: t("settings.descriptionSr"), lang: "sr", show: text },
    { path: "description.en", label: t("settings.descriptionEn"), lang: "en", show: text },
    ...group("address", "settings.contactTitle", ["street", "postalCode", "city"]),
    { path: "email", label: t("settings.email"), show: text },
    { path: "phone", label: t("settings.phone"), show: text },
    ...group("workshop", "settings.workshopTitle", ["street", "postalCode", "city"]),
    ...group("company", "settings.companyTitle", ["legalName", "pib", "mb"]),
    {
      path: "company.address",
      label: within("settings.companyTitle", t("settings.registeredAddress")),
      show: text,
    },
    {
      path: "certificate.body",
      label: within("settings.certificateTitle", t("settings.certificateBody")),
      show: text,
    },
    {
      path: "certificate.number",
      label: within("settings.certificateTitle", t("settings.certificateNumber")),
      show: text,
    },
    ...group("workingHours", "settings.hoursTitle", ["weekdays", "saturday", "sunday"], hours),
    ...[0, 1].flatMap((i) =>
      (["name", "url", "searchUrl"] as const).map((key) => ({
        path: `shops.${i}.${key}`,
        label: `${t("settings.shop", { n: i + 1 })} › ${t(shopLabels[key])}`,
        show: text,
      })),
    ),
    ...group("social", "settings.socialTitle", ["instagram", "facebook", "youtube"]),
    { path: "overlay.initialMs", label: t("settings.overlayInitial"), show: seconds },
    { path: "overlay.navigationMs", label: t("settings.overlayNavigation"), show: seconds },
    {
      path: "newsletter.perMinute",
      label: within("settings.newsletterTitle", t("settings.newsletterPerMinute")),
      show: text,
    },
  ];
}

/**
 * What a restore leaves as it is now, so the screen does not compare it: the
 * address and publication; and a product's version number, which its first
 * revision (taken from the record as it was) holds but no form shows.
 */
export const uncompared: Record<HistoryKind, Set<string>> = {
  product: new Set(["id", "status", "version"]),
  article: new Set(["slug", "publish", "publishAt"]),
  page: new Set(),
  settings: new Set(),
  socialPost: new Set(),
};
