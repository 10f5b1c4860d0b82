import { useTranslation } from "react-i18next";
import { BilingualFields } from "#app/components/admin/editor-parts.tsx";
import { FormSection } from "#app/components/ui/field.tsx";
import type { ProductFields } from "./use-product-form.ts";

const texts = [
  { key: "name", rows: 1 },
  { key: "shortDescription", rows: 2 },
  { key: "description", rows: 6 },
  { key: "ingredients", rows: 3 },
] as const;

/** Name, descriptions and ingredients, Serbian beside English. */
export function TextsSection({ fields }: { fields: ProductFields }) {
  const { t } = useTranslation("admin");
  const sr = fields.sr.getFieldset();
  const en = fields.en.getFieldset();
  return (
    <FormSection title={t("productEditor.texts")} description={t("productEditor.textsHint")}>
      <BilingualFields
        headings
        rows={texts.map(({ key, rows }) => ({
          label: t(`productEditor.${key}`),
          rows,
          sr: sr[key],
          en: en[key],
        }))}
        languages={{ sr: t("productEditor.serbian"), en: t("productEditor.english") }}
        missing={t("productEditor.missing")}
      />
    </FormSection>
  );
}
