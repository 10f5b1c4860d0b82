import { useTranslation } from "react-i18next";
import { GrainIcon } from "#app/components/ui/icons.tsx";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { hasActiveFilters, type ProductQuery, productQueryToSearch } from "#app/schemas/product-query.ts";

/** No product matches: clear the filters (when there are any), or write to us. */
export function ProductsEmpty({ query }: { query: ProductQuery }) {
  const { t } = useTranslation("products");
  return (
    <div
      className="rounded-xl border border-dashed border-wheat-300 bg-white px-6 py-14 text-center"
      data-testid="products-empty"
    >
      <span className="mx-auto mb-5 inline-flex h-14 w-14 items-center justify-center rounded-full bg-wheat-100 text-honey-500">
        <GrainIcon className="h-7 w-7" />
      </span>
      <h3 className="text-2xl">{t("list.emptyTitle")}</h3>
      <p className="mx-auto mt-3 max-w-md text-muted">{t("list.emptyText")}</p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        {hasActiveFilters(query) ? (
          <LocalizedLink
            to={`/proizvodi${productQueryToSearch({ sort: query.sort })}`}
            className="rounded-full bg-olive-700 px-6 py-3 text-sm font-semibold text-cream hover:bg-olive-800"
            data-testid="empty-clear"
          >
            {t("list.emptyClear")}
          </LocalizedLink>
        ) : null}
        <LocalizedLink
          to="/kontakt?subject=products"
          className="rounded-full border border-olive-700/30 px-6 py-3 text-sm font-semibold text-olive-800 hover:border-olive-700"
        >
          {t("list.emptyContact")}
        </LocalizedLink>
      </div>
    </div>
  );
}
