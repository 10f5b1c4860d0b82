import { useTranslation } from "react-i18next";
import { ActiveFilters } from "#app/components/catalogue/active-filters.tsx";
import { FiltersPanel } from "#app/components/catalogue/filters-panel.tsx";
import { OnlineShopsSection } from "#app/components/catalogue/online-shops.tsx";
import { ProductToolbar } from "#app/components/catalogue/product-toolbar.tsx";
import { ProductsEmpty } from "#app/components/catalogue/products-empty.tsx";
import { PageHero } from "#app/components/layout/page-hero.tsx";
import { Island } from "#app/components/ui/island.tsx";
import { LoadError } from "#app/components/ui/load-error.tsx";
import { PageLinks } from "#app/components/ui/page-links.tsx";
import { ProductCard } from "#app/components/ui/product-card.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { browsePublishedProducts } from "#app/domain/catalogue/products.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches, useRootData } from "#app/root-data.ts";
import { parseProductQuery, productQueryToSearch } from "#app/schemas/product-query.ts";
import { defaultSettings } from "#app/schemas/settings-defaults.ts";
import { brandTitle, pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/products";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  const query = parseProductQuery(new URL(request.url).searchParams);
  const result = await browsePublishedProducts({
    locale,
    categories: query.categories,
    types: query.types,
    search: query.q,
    sort: query.sort,
    page: query.page,
  });
  return { locale, query: { ...query, page: result.page }, result };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const t = getT(site.locale);
  if (!loaderData) {
    return [
      { title: brandTitle(t("products:meta.errorTitle"), site.brand) },
      { name: "robots", content: "noindex" },
    ];
  }
  const { query, result } = loaderData;
  const chosen = [
    ...query.categories.map((c) => t(`common:categories.${c}`)),
    ...query.types.map((type) => t(`products:types.${type}`)),
  ];
  const base = chosen.length
    ? t("products:meta.filteredTitle", { filters: chosen.join(", ") })
    : t("products:meta.title");
  const title = result.page > 1 ? t("products:meta.pageTitle", { title: base, page: result.page }) : base;
  return pageMeta(site, {
    title,
    // A filtered list is a page of its own, so it says what it lists.
    description: chosen.length
      ? t("products:meta.filteredDescription", { filters: chosen.join(", ") })
      : t("products:meta.description"),
    path: "/proizvodi",
    // Filtered lists are pages of their own (the footer links to each category);
    // the order and the search text are not, and search results are not indexed.
    query: productQueryToSearch({ categories: query.categories, types: query.types, page: result.page }),
    image: result.products[0]?.image,
    noindex: query.q !== "",
  });
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["products", "common"]);
  const { locale, query, result } = loaderData;
  const shops = useRootData()?.settings.shops ?? defaultSettings.shops;

  // The controls, the filter form and the parts marked data-swap are enhanced by
  // app/islands/products.ts: a change shows the new list in place, from the server's HTML.
  return (
    <main id="main" tabIndex={-1} data-remember-list="products">
      <PageHero title={t("heading")} intro={t("intro")} />
      {/* Without scripts a phone shows the filter form under the results. */}
      <div className="mx-auto flex max-w-page flex-col-reverse gap-12 px-5 py-10 sm:px-8 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10 lg:py-14">
        <FiltersPanel query={query} facets={result.facets} total={result.total} locale={locale} />

        <section id="results" aria-labelledby="results-title" className="min-w-0">
          <h2 id="results-title" className="sr-only">
            {t("list.resultsTitle")}
          </h2>
          <ProductToolbar
            text={query.q}
            sort={query.sort}
            activeCount={query.categories.length + query.types.length}
          />

          <p
            className="mt-6 mb-4 text-sm text-muted"
            aria-live="polite"
            aria-atomic="true"
            data-testid="product-count"
            data-swap="count"
          >
            <strong className="font-semibold text-ink">{t("count", { count: result.total })}</strong>
            {result.pageCount > 1
              ? ` · ${t("list.pageOf", { page: result.page, pages: result.pageCount })}`
              : null}
          </p>

          <div data-swap="results">
            <ActiveFilters query={query} />

            {result.total === 0 ? (
              <ProductsEmpty query={query} />
            ) : (
              <ul
                className="grid grid-cols-2 gap-3 transition-opacity sm:gap-6 xl:grid-cols-3"
                data-testid="product-grid"
              >
                {result.products.map((product, i) => (
                  <li key={product.id}>
                    <ProductCard product={product} locale={locale} eager={i < 2} dense />
                  </li>
                ))}
              </ul>
            )}

            <PageLinks
              page={result.page}
              pageCount={result.pageCount}
              href={(page) => `/proizvodi${productQueryToSearch({ ...query, page })}#results`}
              labels={{
                nav: t("list.pagination"),
                previous: t("list.previous"),
                next: t("list.next"),
                page: (page) => t("list.pageLabel", { page }),
              }}
            />
          </div>
          {/* What app/islands/products.ts shows when a new list cannot be loaded. */}
          <template data-load-error>
            <LoadError message={t("loadError")} retryLabel={t("retry")} inPlace />
          </template>
        </section>
      </div>
      <OnlineShopsSection shops={shops} />
      <Island name="products" />
    </main>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation("products");
  return (
    <main id="main" tabIndex={-1}>
      <PageHero title={t("heading")} intro={t("intro")} />
      <div className="mx-auto max-w-page px-5 py-14 sm:px-8">
        <LoadError message={t("loadError")} retryLabel={t("retry")} />
      </div>
    </main>
  );
}
