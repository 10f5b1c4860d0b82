import { useTranslation } from "react-i18next";
import { FilterSelect, ListFilters, optionsOf, SearchInput } from "#app/components/admin/list-parts.tsx";
import { useVocabularyLabels } from "#app/components/catalogue/labels.ts";
import type { ProductListParams } from "#app/schemas/product-form.ts";
import { productCategories, productTypes } from "#app/schemas/product-vocabulary.ts";

/** The product list's search, filters and order (a GET form: all in the URL). */
export function ProductFilters({ params }: { params: ProductListParams }) {
  const { t } = useTranslation("admin");
  const label = useVocabularyLabels();
  return (
    <ListFilters submit={t("productAdmin.searchButton")}>
      <SearchInput
        label={t("productAdmin.search")}
        placeholder={t("productAdmin.searchPlaceholder")}
        defaultValue={params.q}
      />
      <FilterSelect
        name="type"
        label={t("productAdmin.type")}
        defaultValue={params.type}
        all={t("productAdmin.all")}
        options={optionsOf(productTypes, (v) => label.type(v))}
      />
      <FilterSelect
        name="category"
        label={t("productAdmin.category")}
        defaultValue={params.category}
        all={t("productAdmin.all")}
        options={optionsOf(productCategories, (v) => label.category(v))}
      />
      <FilterSelect
        name="status"
        label={t("productAdmin.status")}
        defaultValue={params.status}
        all={t("productAdmin.all")}
        options={optionsOf(["published", "draft"] as const, (v) => t(`productAdmin.statuses.${v}`))}
      />
      <FilterSelect
        name="sort"
        label={t("productAdmin.sort")}
        defaultValue={params.sort}
        options={optionsOf(["updated", "name", "type", "featured"] as const, (v) =>
          t(`productAdmin.sorts.${v}`),
        )}
      />
    </ListFilters>
  );
}
