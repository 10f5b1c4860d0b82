import { useTranslation } from "react-i18next";
import { useVocabularyLabels } from "#app/components/catalogue/labels.ts";
import type { NewsCategory } from "#app/schemas/news-filters.ts";
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
} from "#app/schemas/revision-compare.ts";

// What the history screen compares of each kind of record, in the editor's
// order, named as the editor names it, both languages.

const text = (value: unknown): Cell => ({ text: value === undefined || value === null ? "" : String(value) });

export function useFieldSpecs(kind: HistoryKind): FieldSpec[] {
  const { t } = useTranslation("admin");
  const label = useVocabularyLabels();
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
  // What the owner wrote for search and sharing (app/schemas/seo.ts).
  const seo: FieldSpec[] = [
    ...langs.flatMap(([lang, language]) => [
      { path: `seo.${lang}.title`, label: `${t("seo.searchTitle")} · ${language}`, lang, show: text },
      { path: `seo.${lang}.description`, label: `${t("seo.description")} · ${language}`, lang, show: text },
    ]),
    { path: "seo.image", label: t("seo.image"), show: (v) => ({ images: v ? [String(v)] : [] }) },
  ];
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
      { path: "isFeatured", label: t("productEditor.isFeatured"), show: yesNo },
      { path: "featuredOrder", label: t("productEditor.featuredOrder"), show: text },
      { path: "shop1Url", label: t("productEditor.shopLink", { shop: 1 }), show: text },
      { path: "shop2Url", label: t("productEditor.shopLink", { shop: 2 }), show: text },
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

/** What a restore leaves as it is now, so the screen does not compare it: the address and publication. */
export const uncompared: Record<HistoryKind, Set<string>> = {
  product: new Set(["id", "status"]),
  article: new Set(["slug", "publish", "publishAt"]),
};
