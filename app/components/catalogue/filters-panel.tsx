import { useTranslation } from "react-i18next";
import { CloseIcon } from "#app/components/ui/icons.tsx";
import type { Locale } from "#app/i18n/config.ts";
import type { ProductQuery } from "#app/schemas/product-query.ts";
import {
  categorySlugs,
  type ProductCategory,
  type ProductType,
  productCategories,
  productTypes,
  typeSlugs,
} from "#app/schemas/product-vocabulary.ts";

export const filtersFormId = "product-filters";

export interface Facets {
  categories: Record<ProductCategory, number>;
  types: Record<ProductType, number>;
}

function Option({
  name,
  slug,
  label,
  count,
  checked,
}: {
  name: "category" | "type";
  slug: string;
  label: string;
  count: number;
  checked: boolean;
}) {
  const { t } = useTranslation("products");
  const id = `filter-${name}-${slug}`;
  return (
    <li>
      <label
        htmlFor={id}
        className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm transition-colors hover:bg-olive-700/5 ${
          count === 0 && !checked ? "text-muted" : "text-ink"
        }`}
      >
        <input
          id={id}
          type="checkbox"
          name={name}
          value={slug}
          defaultChecked={checked}
          className="h-5 w-5 shrink-0 cursor-pointer accent-olive-700"
        />
        <span className="flex-1">{label}</span>
        <span aria-hidden="true" className="text-xs tabular-nums text-muted">
          {count}
        </span>
        <span className="sr-only">({t("list.optionCount", { count })})</span>
      </label>
    </li>
  );
}

/**
 * The filters: a GET form (without scripts: tick, then "Apply"); with scripts every
 * change applies at once (app/islands/products.ts). Beside the results from 1024 px; on
 * narrower screens with scripts, a drawer opened from the toolbar (styles in app.css).
 */
export function FiltersPanel({
  query,
  facets,
  total,
  locale,
}: {
  query: ProductQuery;
  facets: Facets;
  total: number;
  locale: Locale;
}) {
  const { t } = useTranslation(["products", "common"]);
  const legend = "mb-2 font-sans text-xs font-semibold uppercase tracking-[0.14em] text-honey-700";
  return (
    <div className="filters" data-testid="filters" data-drawer="closed">
      <div aria-hidden="true" className="filters-backdrop filters-drawer-only" data-filters-close />
      <aside
        id="filters-panel"
        aria-labelledby="filters-title"
        className="filters-panel mb-8 rounded-xl bg-white p-5 ring-1 ring-line lg:sticky lg:top-24 lg:mb-0 lg:bg-transparent lg:p-0 lg:ring-0"
      >
        <div className="filters-head mb-4 flex items-center justify-between">
          <h2 id="filters-title" className="text-xl">
            {t("list.filtersTitle")}
          </h2>
          <button
            type="button"
            data-filters-close
            className="filters-drawer-only h-11 w-11 rounded-full text-olive-800 hover:bg-olive-700/10"
            data-testid="filters-close"
          >
            <CloseIcon className="mx-auto" />
            <span className="sr-only">{t("list.closeFilters")}</span>
          </button>
        </div>
        <form id={filtersFormId} method="get" action="/proizvodi" className="filters-body">
          {locale === "en" ? <input type="hidden" name="lng" value="en" /> : null}
          <div data-swap="facets">
            <fieldset>
              <legend className={legend}>{t("list.categoriesLegend")}</legend>
              <ul className="space-y-0.5">
                {productCategories.map((c) => (
                  <Option
                    key={c}
                    name="category"
                    slug={categorySlugs[c]}
                    label={t(`common:categories.${c}`)}
                    count={facets.categories[c]}
                    checked={query.categories.includes(c)}
                  />
                ))}
              </ul>
            </fieldset>
            <fieldset className="mt-6">
              <legend className={legend}>{t("list.typesLegend")}</legend>
              <ul className="space-y-0.5">
                {productTypes.map((type) => (
                  <Option
                    key={type}
                    name="type"
                    slug={typeSlugs[type]}
                    label={t(`types.${type}`)}
                    count={facets.types[type]}
                    checked={query.types.includes(type)}
                  />
                ))}
              </ul>
            </fieldset>
          </div>
          <button
            type="submit"
            className="mt-6 w-full rounded-full bg-olive-700 px-5 py-3 text-sm font-semibold text-cream hover:bg-olive-800 js:hidden"
          >
            {t("list.apply")}
          </button>
        </form>
        <div className="filters-drawer-only border-t border-line px-5 py-4">
          <button
            type="button"
            data-filters-close
            className="w-full rounded-full bg-olive-700 px-5 py-3 text-sm font-semibold text-cream hover:bg-olive-800"
            data-testid="filters-show-results"
          >
            <span data-swap="show-results">{t("list.showResults", { count: total })}</span>
          </button>
        </div>
      </aside>
    </div>
  );
}
