import { useTranslation } from "react-i18next";
import { CheckboxField, SelectField, TextField } from "#app/components/admin/form/field.tsx";
import { useVocabularyLabels } from "#app/components/catalogue/labels.ts";
import { FormSection } from "#app/components/ui/field.tsx";
import { productTypes } from "#app/schemas/product-vocabulary.ts";
import type { ProductFields } from "./use-product-form.ts";

const flags = ["isNew", "isBestseller", "isFeatured"] as const;

/** Address, type, status, weight, the marks on the cards, the home page's order and the shop links. */
export function BasicsSection({ fields }: { fields: ProductFields }) {
  const { t } = useTranslation("admin");
  const label = useVocabularyLabels();
  return (
    <FormSection title={t("productEditor.basics")}>
      <TextField field={fields.id} label={t("productEditor.id")} hint={t("productEditor.idHint")} />
      <SelectField
        field={fields.type}
        label={t("productEditor.type")}
        options={productTypes.map((type) => ({ value: type, label: label.type(type) }))}
      />
      <SelectField
        field={fields.status}
        label={t("productEditor.status")}
        options={(["draft", "published"] as const).map((status) => ({
          value: status,
          label: t(`productAdmin.statuses.${status}`),
        }))}
      />
      <TextField field={fields.weightGrams} inputMode="numeric" label={t("productEditor.weight")} />
      <FeaturedFields fields={fields} />
      <ShopLinks fields={fields} />
    </FormSection>
  );
}

/** New, bestseller, featured on the home page, and where among the featured. */
function FeaturedFields({ fields }: { fields: ProductFields }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <div className="flex flex-wrap gap-x-6 sm:col-span-2">
        {flags.map((flag) => (
          <CheckboxField key={flag} field={fields[flag]} label={t(`productEditor.${flag}`)} />
        ))}
      </div>
      <TextField field={fields.featuredOrder} inputMode="numeric" label={t("productEditor.featuredOrder")} />
      <div />
    </>
  );
}

function ShopLinks({ fields }: { fields: ProductFields }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <TextField field={fields.shop1Url} type="url" label={t("productEditor.shop1")} />
      <TextField field={fields.shop2Url} type="url" label={t("productEditor.shop2")} />
    </>
  );
}
