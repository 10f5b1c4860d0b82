import { useTranslation } from "react-i18next";
import { CheckboxField, GroupError, SelectField, TextField } from "#app/components/admin/form/field.tsx";
import { useVocabularyLabels } from "#app/components/catalogue/labels.ts";
import { FormSection } from "#app/components/ui/field.tsx";
import { nutrientsOf100g } from "#app/schemas/food-facts.ts";
import { allergens, nutritionKeys, productCategories } from "#app/schemas/product-vocabulary.ts";
import type { ProductFields } from "./use-product-form.ts";

// What the label declares: categories, allergens and the nutrition table.

export function CategoriesSection({ fields }: { fields: ProductFields }) {
  const { t } = useTranslation("admin");
  const label = useVocabularyLabels();
  const categories = fields.categories.getFieldset();
  return (
    <FormSection title={t("productEditor.categories")}>
      <div className="flex flex-wrap gap-x-6 sm:col-span-2">
        {productCategories.map((c) => (
          <CheckboxField key={c} field={categories[c]} label={label.category(c)} />
        ))}
      </div>
      <div className="sm:col-span-2">
        <CheckboxField field={fields.isOrganic} label={t("productEditor.isOrganic")} />
        <p className="mt-1 text-xs text-muted">{t("productEditor.isOrganicHint")}</p>
      </div>
    </FormSection>
  );
}

export function AllergensSection({ fields }: { fields: ProductFields }) {
  const { t } = useTranslation("admin");
  const label = useVocabularyLabels();
  const choices = fields.allergens.getFieldset();
  const options = [
    { value: "contains", label: t("productEditor.contains") },
    { value: "may_contain", label: t("productEditor.mayContain") },
  ];
  return (
    <FormSection title={t("productEditor.allergens")}>
      <div className="grid gap-3 sm:col-span-2 sm:grid-cols-3 lg:grid-cols-4">
        {allergens.map((a) => (
          <SelectField
            key={a}
            field={choices[a]}
            label={label.allergen(a)}
            placeholder={t("productEditor.allergenNone")}
            options={options}
          />
        ))}
      </div>
    </FormSection>
  );
}

/** Per 100 g; an empty field is a value the label does not declare. */
export function NutritionSection({ fields }: { fields: ProductFields }) {
  const { t } = useTranslation("admin");
  const label = useVocabularyLabels();
  const nutrition = fields.nutrition.getFieldset();
  // The nutrients' sum over 100 g is one message for the four fields it adds up.
  const sumError = fields.nutrition.errors?.[0];
  const sumErrorId = `${fields.nutrition.id}-error`;
  const summed = new Set<string>(nutrientsOf100g);
  return (
    <FormSection title={t("productEditor.nutrition")}>
      {nutritionKeys.map((k) => (
        <TextField
          key={k}
          field={nutrition[k]}
          inputMode="decimal"
          label={label.nutrient(k)}
          sharedError={sumError && summed.has(k) ? sumErrorId : undefined}
        />
      ))}
      <GroupError id={sumErrorId} message={sumError} />
    </FormSection>
  );
}
