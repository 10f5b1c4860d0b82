import { useTranslation } from "react-i18next";
import { CheckboxField, SelectField, TextField } from "#app/components/admin/form/field.tsx";
import { FormSection } from "#app/components/ui/field.tsx";
import { productAvailabilities } from "#app/schemas/product-vocabulary.ts";
import type { ProductFields } from "./use-product-form.ts";

/** The price, "from", the availability and the barcode: all optional, shown on the site only when given. */
export function OfferSection({ fields }: { fields: ProductFields }) {
  const { t } = useTranslation("admin");
  return (
    <FormSection title={t("productEditor.offer")} description={t("productEditor.offerHint")}>
      <div>
        <TextField
          field={fields.priceRsd}
          inputMode="numeric"
          label={t("productEditor.price")}
          hint={t("productEditor.priceHint")}
        />
        <CheckboxField field={fields.priceFrom} label={t("productEditor.priceFrom")} className="mt-1" />
      </div>
      <SelectField
        field={fields.availability}
        label={t("productEditor.availability")}
        placeholder={t("productEditor.availabilityNone")}
        options={productAvailabilities.map((value) => ({
          value,
          label: t(`productEditor.availabilities.${value}`),
        }))}
      />
      <TextField
        field={fields.gtin}
        inputMode="numeric"
        autoComplete="off"
        label={t("productEditor.gtin")}
        hint={t("productEditor.gtinHint")}
      />
    </FormSection>
  );
}
