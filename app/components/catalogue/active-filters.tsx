import { useTranslation } from "react-i18next";
import { CloseIcon } from "#app/components/ui/icons.tsx";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { hasActiveFilters, type ProductQuery, productQueryToSearch } from "#app/schemas/product-query.ts";

const listPath = (query: Partial<ProductQuery>) => `/proizvodi${productQueryToSearch(query)}`;

/** What is chosen, each removable on its own, and "clear all": plain links, so no JavaScript is needed. */
export function ActiveFilters({ query }: { query: ProductQuery }) {
  const { t } = useTranslation(["products", "common"]);
  if (!hasActiveFilters(query)) return null;
  const base = { ...query, page: 1 };
  const chips = [
    ...query.categories.map((c) => ({
      key: `category-${c}`,
      label: t(`common:categories.${c}`),
      to: listPath({ ...base, categories: query.categories.filter((x) => x !== c) }),
    })),
    ...query.types.map((type) => ({
      key: `type-${type}`,
      label: t(`types.${type}`),
      to: listPath({ ...base, types: query.types.filter((x) => x !== type) }),
    })),
    ...(query.q
      ? [{ key: "q", label: t("list.searchChip", { q: query.q }), to: listPath({ ...base, q: "" }) }]
      : []),
  ];
  return (
    <section aria-labelledby="active-filters-title" className="mb-6" data-testid="active-filters">
      <h3 id="active-filters-title" className="sr-only">
        {t("list.activeFilters")}
      </h3>
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <LocalizedLink
              to={chip.to}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-olive-700/10 py-1.5 pr-2.5 pl-3.5 text-sm font-medium text-olive-800 transition-colors hover:bg-olive-700 hover:text-cream"
              data-testid="filter-chip"
            >
              <span className="sr-only">{t("list.removeFilter")} </span>
              {chip.label}
              <CloseIcon className="h-4 w-4" />
            </LocalizedLink>
          </li>
        ))}
        <li>
          <LocalizedLink
            to={listPath({ sort: query.sort })}
            className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-terracotta-600 underline-offset-4 hover:underline"
            data-testid="clear-filters"
          >
            {t("list.clearAll")}
          </LocalizedLink>
        </li>
      </ul>
    </section>
  );
}
