import { useTranslation } from "react-i18next";
import { type ProductQuery, productSorts } from "#app/schemas/product-query.ts";
import { filtersFormId } from "./filters-panel.tsx";

/**
 * Above the product list: the search (as the visitor types, with scripts), the order,
 * and on narrow screens what opens the filters: with scripts the drawer's button,
 * without them a link down to the form. The controls belong to the filter form
 * (`form` attribute), so without scripts they are sent with it.
 */
export function ProductToolbar({
  text,
  sort,
  activeCount,
}: {
  text: string;
  sort: ProductQuery["sort"];
  activeCount: number;
}) {
  const { t } = useTranslation("products");
  const filtersControl =
    "inline-flex h-12 items-center gap-2 rounded-full bg-white px-5 text-sm font-semibold text-olive-800 ring-1 ring-line hover:bg-olive-700/10 lg:hidden";
  const filtersLabel = (
    <>
      {t("list.openFilters")}
      <span data-swap="filters-count">
        {activeCount > 0 ? (
          <span className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-olive-700 px-1.5 text-xs text-cream">
            {activeCount}
            <span className="sr-only"> {t("list.activeCount", { count: activeCount })}</span>
          </span>
        ) : null}
      </span>
    </>
  );
  return (
    <div className="flex flex-wrap items-end gap-3">
      <search className="min-w-0 flex-[1_1_16rem]">
        <label htmlFor="product-search" className="block text-sm font-semibold text-olive-800">
          {t("list.searchLabel")}
        </label>
        <div className="mt-1.5 flex rounded-full bg-white ring-1 ring-line focus-within:ring-2 focus-within:ring-olive-600">
          <input
            id="product-search"
            type="search"
            name="q"
            form={filtersFormId}
            defaultValue={text}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t("list.searchPlaceholder")}
            className="h-12 min-w-0 flex-1 rounded-l-full bg-transparent pl-5 text-base text-ink placeholder:text-muted focus:outline-none"
            data-testid="product-search"
          />
          <button
            type="submit"
            form={filtersFormId}
            className="m-1 inline-flex items-center rounded-full bg-olive-700 px-4 text-sm font-semibold text-cream hover:bg-olive-800"
          >
            {t("list.searchSubmit")}
          </button>
        </div>
      </search>
      <div className="flex items-end gap-3">
        <div>
          <label htmlFor="product-sort" className="block text-sm font-semibold text-olive-800">
            {t("list.sortLabel")}
          </label>
          <select
            id="product-sort"
            name="sort"
            form={filtersFormId}
            defaultValue={sort}
            className="mt-1.5 h-12 rounded-full bg-white pr-9 pl-4 text-sm text-ink ring-1 ring-line focus:ring-2 focus:ring-olive-600 focus:outline-none"
            data-testid="product-sort"
          >
            {productSorts.map((option) => (
              <option key={option} value={option}>
                {t(`list.sort.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          aria-expanded="false"
          aria-controls="filters-panel"
          className={`${filtersControl} nojs:hidden`}
          data-testid="filters-open"
        >
          {filtersLabel}
        </button>
        <a href="#filters-panel" className={`${filtersControl} js:hidden`} data-testid="filters-link">
          {filtersLabel}
        </a>
      </div>
    </div>
  );
}
