import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { SelectField, TextAreaField, TextField } from "#app/components/admin/form/field.tsx";
import { FormSection } from "#app/components/ui/field.tsx";
import { useRootData } from "#app/root-data.ts";
import { asSearchResult, searchResultShows } from "#app/schemas/seo.ts";
import { brandTitle } from "#app/seo/page-meta.ts";

// "Pretraga i deljenje": the title and description a search result shows of a
// product, an article or a page, and the picture a shared link shows, for the
// owner who wants other words than the automatic ones. Each language shows the
// result as a search engine would, cut where it would cut, so the length
// guidance is something seen rather than a number to keep to.

type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]> & {
  getFieldset(): Record<string, AnyField | undefined>;
};
type Texts = { title: string; description: string };

const value = (field: AnyField | undefined) => (typeof field?.value === "string" ? field.value.trim() : "");

export function SeoSection({
  field,
  automatic,
  path,
  library,
  imageHint,
}: {
  /** The form's `seo` field (app/schemas/seo.ts), of any form. */
  field: { getFieldset(): object };
  /** What is shown when a field is left empty, in each language. */
  automatic: Record<"sr" | "en", Texts>;
  /** The public address, e.g. "/proizvod/heljdino-brasno". */
  path: string;
  library: readonly { id: string; name: string }[];
  /** Which picture is shared when none is chosen. */
  imageHint: string;
}) {
  const { t } = useTranslation("admin");
  const parts = field.getFieldset() as Record<string, AnyField | undefined>;
  const image = parts.image;
  const languages = [
    ["sr", t("seo.serbian")],
    ["en", t("seo.english")],
  ] as const;
  return (
    <FormSection title={t("seo.title")} description={t("seo.intro")}>
      {languages.map(([locale, language]) => {
        const texts = parts[locale]?.getFieldset();
        if (!texts?.title || !texts.description) return null;
        const typed = { title: value(texts.title), description: value(texts.description) };
        return (
          <div key={locale} className="min-w-0 space-y-4" data-testid={`seo-${locale}`}>
            <p className="text-sm font-semibold text-olive-800">{language}</p>
            <TextField
              field={texts.title}
              label={`${t("seo.searchTitle")} · ${language}`}
              placeholder={automatic[locale].title}
              hint={t("seo.titleHint", { n: searchResultShows.title })}
            />
            <TextAreaField
              field={texts.description}
              rows={3}
              label={`${t("seo.description")} · ${language}`}
              placeholder={automatic[locale].description}
              hint={t("seo.descriptionHint", { n: searchResultShows.description })}
            />
            <SearchResult
              path={path}
              title={typed.title || automatic[locale].title}
              description={typed.description || automatic[locale].description}
            />
          </div>
        );
      })}
      {image ? (
        <div className="grid items-start gap-4 sm:col-span-2 sm:grid-cols-[1fr_10rem]">
          <SelectField
            field={image}
            label={t("seo.image")}
            hint={imageHint}
            placeholder={t("seo.noImage")}
            options={library.map((m) => ({ value: m.id, label: m.name }))}
          />
          {value(image) ? (
            <img
              src={`/admin/media/${value(image)}/preview`}
              alt=""
              className="aspect-[1.91/1] w-40 rounded object-cover ring-1 ring-line"
            />
          ) : null}
        </div>
      ) : null}
    </FormSection>
  );
}

/** One language's search result as a search engine lays it out, cut where it would cut. */
function SearchResult({ path, title, description }: { path: string; title: string; description: string }) {
  const { t } = useTranslation("admin");
  const root = useRootData();
  const brand = root?.settings.brandName ?? "";
  const host = (root?.origin ?? "").replace(/^https?:\/\//, "");
  const shownTitle = asSearchResult(brandTitle(title, brand), searchResultShows.title);
  const shownDescription = asSearchResult(description, searchResultShows.description);
  const crumbs = [host, ...path.split("/").filter(Boolean)].join(" › ");
  return (
    <figure className="rounded-md bg-white p-3 ring-1 ring-line" data-testid="search-result">
      <figcaption className="mb-2 text-xs font-medium text-muted">{t("seo.resultCaption")}</figcaption>
      <p className="truncate text-xs text-ink">{crumbs}</p>
      <p className="mt-0.5 text-lg leading-snug text-[#1a0dab]">{shownTitle.shown}</p>
      <p className="mt-1 text-sm text-[#4d5156]">{shownDescription.shown}</p>
      {shownTitle.cut || shownDescription.cut ? (
        <p className="mt-2 text-xs text-honey-700" data-testid="search-result-cut">
          {shownTitle.cut && shownDescription.cut
            ? t("seo.bothCut")
            : shownTitle.cut
              ? t("seo.titleCut")
              : t("seo.descriptionCut")}
        </p>
      ) : null}
    </figure>
  );
}
