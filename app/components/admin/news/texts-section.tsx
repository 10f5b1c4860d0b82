import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { TextAreaField } from "#app/components/admin/form/field.tsx";
import type { LibraryImage } from "#app/components/admin/rich-text-editor.tsx";
import { FormSection } from "#app/components/ui/field.tsx";
import { isEmptyArticleBody } from "#app/schemas/article-form.ts";
import { BodyField } from "./body-field.tsx";

type Language = "sr" | "en";
type Texts = FieldMetadata<{ title: string; excerpt: string; body: string }>;

/**
 * Title, excerpt and body in Serbian and English, side by side on wider screens;
 * an English text not yet written is marked.
 */
export function TextsSection({
  texts,
  library,
  reading,
}: {
  texts: Record<Language, Texts>;
  library: LibraryImage[];
  /** Saved reading times in minutes; shown until the texts are changed by a save. */
  reading: Record<Language, number> | null;
}) {
  const { t } = useTranslation("admin");
  const language = { sr: t("newsEditor.serbian"), en: t("newsEditor.english") };
  const sr = texts.sr.getFieldset();
  const en = texts.en.getFieldset();
  const missing = (locale: Language, value: unknown, empty = (v: string) => !v.trim()) =>
    locale === "en" && empty(typeof value === "string" ? value : "") ? t("newsEditor.missing") : undefined;
  return (
    <FormSection title={t("newsEditor.texts")}>
      {(["title", "excerpt"] as const).map((key) =>
        (["sr", "en"] as const).map((locale) => {
          const field = (locale === "sr" ? sr : en)[key];
          return (
            <TextAreaField
              key={field.name}
              field={field}
              rows={key === "title" ? 1 : 3}
              label={`${t(`newsEditor.${key}`)} · ${language[locale]}`}
              badge={missing(locale, field.value)}
            />
          );
        }),
      )}
      {(["sr", "en"] as const).map((locale) => {
        const field = (locale === "sr" ? sr : en).body;
        return (
          <div key={field.name} className="sm:col-span-2">
            <BodyField
              field={field}
              label={`${t("newsEditor.body")} · ${language[locale]}`}
              // The schema requires a Serbian body with words or a picture (isEmptyArticleBody).
              required={locale === "sr"}
              badge={missing(locale, field.value, isEmptyArticleBody)}
              hint={reading ? t("newsEditor.readingTime", { count: reading[locale] }) : undefined}
              library={library}
              locale={locale}
            />
          </div>
        );
      })}
    </FormSection>
  );
}
