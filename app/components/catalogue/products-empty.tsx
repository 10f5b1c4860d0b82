import { useTranslation } from "react-i18next";
import { GrainIcon } from "#app/components/ui/icons.tsx";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { type ProductQuery, productQueryToSearch } from "#app/schemas/product-query.ts";
import { productCategories } from "#app/schemas/product-vocabulary.ts";

const listPath = (query: Partial<ProductQuery>) => `/proizvodi${productQueryToSearch(query)}`;

/**
 * No product matches. What it says follows what was asked: a search alone gets
 * a hint and the categories to browse ("posno", "keto" are no category, and the
 * visitor has chosen no filter to take back); filters get "fewer filters"; an
 * empty catalogue says the products are coming. Always: write to us.
 */
export function ProductsEmpty({ query }: { query: ProductQuery }) {
  const { t } = useTranslation(["products", "common"]);
  const filtered = query.categories.length > 0 || query.types.length > 0;
  const searched = query.q !== "";
  const kind = filtered ? "filters" : searched ? "search" : "none";
  const title =
    kind === "filters"
      ? t("list.emptyTitle")
      : kind === "search"
        ? t("list.emptySearchTitle", { q: query.q })
        : t("list.emptyNoneTitle");
  const text =
    kind === "filters"
      ? [
          t(searched ? "list.emptyFiltersAndWords" : "list.emptyFilters"),
          ...(query.categories.length > 1 ? [t("list.emptyTogether")] : []),
        ].join(" ")
      : kind === "search"
        ? t("list.emptySearchText")
        : t("list.emptyNoneText");
  return (
    <div
      className="rounded-xl border border-dashed border-wheat-300 bg-white px-6 py-14 text-center"
      data-testid="products-empty"
    >
      <span className="mx-auto mb-5 inline-flex h-14 w-14 items-center justify-center rounded-full bg-wheat-100 text-honey-500">
        <GrainIcon className="h-7 w-7" />
      </span>
      <h3 className="text-2xl">{title}</h3>
      <p className="mx-auto mt-3 max-w-md text-muted">{text}</p>
      {kind === "search" ? (
        <ul className="mt-5 flex flex-wrap justify-center gap-2" data-testid="empty-categories">
          {productCategories.map((c) => (
            <li key={c}>
              <LocalizedLink
                to={listPath({ categories: [c], sort: query.sort })}
                className="inline-flex min-h-9 items-center rounded-full bg-olive-700/10 px-4 py-1.5 text-sm font-medium text-olive-800 transition-colors hover:bg-olive-700 hover:text-cream"
              >
                {t(`common:categories.${c}`)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        {kind !== "none" ? (
          <LocalizedLink
            to={listPath({ sort: query.sort })}
            className="rounded-full bg-olive-700 px-6 py-3 text-sm font-semibold text-cream hover:bg-olive-800"
            data-testid="empty-clear"
          >
            {t(kind === "search" ? "list.emptySearchClear" : "list.emptyClear")}
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
