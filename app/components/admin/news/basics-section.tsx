import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { CheckboxField, SelectField, TextField } from "#app/components/admin/form/field.tsx";
import { optionsOf } from "#app/components/admin/list-parts.tsx";
import { useVocabularyLabels } from "#app/components/catalogue/labels.ts";
import { FormSection } from "#app/components/ui/field.tsx";
import { newsCategories } from "#app/schemas/news-filters.ts";

/** The article's address, category, author and whether it is featured. */
export function BasicsSection({
  slug,
  category,
  author,
  featured,
}: Record<"slug" | "category" | "author" | "featured", FieldMetadata<unknown>>) {
  const { t } = useTranslation("admin");
  const label = useVocabularyLabels();
  return (
    <FormSection title={t("newsEditor.basics")}>
      <TextField field={slug} label={t("newsEditor.slug")} hint={t("newsEditor.slugHint")} />
      <SelectField
        field={category}
        label={t("newsEditor.category")}
        options={optionsOf(newsCategories, (c) => label.newsCategory(c))}
      />
      <TextField field={author} label={t("newsEditor.author")} />
      <CheckboxField field={featured} label={t("newsEditor.featured")} className="self-end pb-1" />
    </FormSection>
  );
}
