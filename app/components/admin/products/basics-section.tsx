import { useTranslation } from "react-i18next";
import { CheckboxField, SelectField, TextField } from "#app/components/admin/form/field.tsx";
import { useVocabularyLabels } from "#app/components/catalogue/labels.ts";
import { FormSection } from "#app/components/ui/field.tsx";
import type { ShopSite } from "#app/schemas/product-form.ts";
import { productTypes } from "#app/schemas/product-vocabulary.ts";
import { shopDomain } from "#app/schemas/shop-link.ts";
import type { ProductFields } from "./use-product-form.ts";

const flags = ["isNew", "isBestseller", "isFeatured"] as const;

/** Address, type, status, weight, the marks on the cards, the home page's order and the shop links. */
export function BasicsSection({ fields, shops }: { fields: ProductFields; shops: readonly ShopSite[] }) {
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
      <ShopLinks fields={fields} shops={shops} />
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

/** Each shop named as in the settings, with the site its link must lead into. */
function ShopLinks({ fields, shops }: { fields: ProductFields; shops: readonly ShopSite[] }) {
  const { t } = useTranslation("admin");
  return (
    <>
      {([fields.shop1Url, fields.shop2Url] as const).map((field, i) => {
        const shop = shops[i];
        return (
          <TextField
            key={field.name}
            field={field}
            type="url"
            label={t("productEditor.shopLink", { shop: shop?.name ?? i + 1 })}
            hint={
              shop ? t("productEditor.shopLinkHint", { domain: shopDomain(shop.url) ?? shop.url }) : undefined
            }
          />
        );
      })}
    </>
  );
}
