import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useNavigation } from "react-router";
import { ActiveFilters } from "#app/components/catalogue/active-filters.tsx";
import { FiltersPanel } from "#app/components/catalogue/filters-panel.tsx";
import { rememberProductList } from "#app/components/catalogue/last-list.ts";
import { OnlineShopsSection } from "#app/components/catalogue/online-shops.tsx";
import { ProductToolbar } from "#app/components/catalogue/product-toolbar.tsx";
import { ProductsEmpty } from "#app/components/catalogue/products-empty.tsx";
import { PageHero } from "#app/components/layout/page-hero.tsx";
import { LoadError } from "#app/components/ui/load-error.tsx";
import { PageLinks } from "#app/components/ui/page-links.tsx";
import { mediaUrl } from "#app/components/ui/picture.tsx";
import { ProductCard } from "#app/components/ui/product-card.tsx";
import { StaticHtml } from "#app/components/ui/static-html.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { browsePublishedProducts } from "#app/domain/catalogue/products.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { localizePath, siteFromMatches, useRootData } from "#app/root-data.ts";
import {
  normalizeSearch,
  type ProductQuery,
  parseProductQuery,
  productQueryToSearch,
} from "#app/schemas/product-query.ts";
import { productCategories, productTypes } from "#app/schemas/product-vocabulary.ts";
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
    description: t("products:meta.description"),
    path: "/proizvodi",
    // Filtered lists are pages of their own (the footer links to each category);
    // the order and the search text are not, and search results are not indexed.
    query: productQueryToSearch({ categories: query.categories, types: query.types, page: result.page }),
    image: result.products[0]?.image ? mediaUrl(result.products[0].image.id, 1280, "webp") : undefined,
    imageAlt: result.products[0]?.image?.alt,
    noindex: query.q !== "",
  });
};

const searchDelayMs = 300;

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["products", "common"]);
  const { locale, query, result } = loaderData;
  const shops = useRootData()?.settings.shops ?? defaultSettings.shops;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const applied = productQueryToSearch(query);

  // What the controls show: the visitor's latest change until its navigation
  // settles, else the query being loaded (a chip or the back button), else the
  // one on screen.
  const [optimistic, setOptimistic] = useState<ProductQuery>();
  useEffect(() => {
    if (navigation.state === "idle") setOptimistic(undefined);
  }, [navigation.state]);
  const pending =
    navigation.location?.pathname === "/proizvodi"
      ? parseProductQuery(new URLSearchParams(navigation.location.search))
      : undefined;
  const shown = optimistic ?? pending ?? query;
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const [text, setText] = useState(query.q);
  const searchInput = useRef<HTMLInputElement>(null);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [enhanced, setEnhanced] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const results = useRef<HTMLElement>(null);
  const shownPage = useRef(query.page);

  useEffect(() => setEnhanced(true), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `applied` stands for the whole query
  useEffect(() => {
    if (document.activeElement !== searchInput.current) setText(query.q);
    rememberProductList(applied);
    if (query.page !== shownPage.current) {
      shownPage.current = query.page;
      results.current?.scrollIntoView({ block: "start" });
    }
  }, [applied]);

  useEffect(() => () => clearTimeout(searchTimer.current), []);

  // The drawer is for narrow screens: widening the window puts the sidebar back.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 64rem)");
    const onChange = () => wide.matches && setDrawerOpen(false);
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  const go = useCallback(
    (next: ProductQuery, options: { replace?: boolean } = {}) => {
      clearTimeout(searchTimer.current);
      setOptimistic(next);
      navigate(localizePath(`/proizvodi${productQueryToSearch(next)}`, locale), {
        preventScrollReset: true,
        replace: options.replace,
      });
    },
    [navigate, locale],
  );

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    filtersButton.current?.focus();
  }, []);

  const busy = navigation.state !== "idle" && navigation.location?.pathname === "/proizvodi";

  const onSearch = (value: string) => {
    setText(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => {
      const q = normalizeSearch(value);
      if (q === shownRef.current.q) return;
      // The first letter adds a history entry; the rest of the typing replaces it.
      go({ ...shownRef.current, q, page: 1 }, { replace: shownRef.current.q !== "" });
    }, searchDelayMs);
  };

  return (
    <main id="main" tabIndex={-1}>
      <PageHero title={t("heading")} intro={t("intro")} />
      {/* Before hydration (and without JavaScript) a phone shows the filter form under the
          results: hiding it then moves nothing on screen (no layout shift). */}
      <div className="mx-auto flex max-w-page flex-col-reverse gap-12 px-5 py-10 sm:px-8 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10 lg:py-14">
        <FiltersPanel
          query={shown}
          facets={result.facets}
          total={result.total}
          locale={locale}
          enhanced={enhanced}
          open={drawerOpen}
          onClose={closeDrawer}
          onSubmit={(event) => {
            event.preventDefault();
            go({ ...shownRef.current, q: normalizeSearch(searchInput.current?.value ?? ""), page: 1 });
          }}
          onToggle={(change, checked) => {
            const current = shownRef.current;
            const next =
              change.kind === "categories"
                ? {
                    ...current,
                    categories: productCategories.filter((c) =>
                      c === change.value ? checked : current.categories.includes(c),
                    ),
                  }
                : {
                    ...current,
                    types: productTypes.filter((x) =>
                      x === change.value ? checked : current.types.includes(x),
                    ),
                  };
            go({ ...next, page: 1 });
          }}
        />

        <section ref={results} aria-labelledby="results-title" className="min-w-0 scroll-mt-24">
          <h2 id="results-title" className="sr-only">
            {t("list.resultsTitle")}
          </h2>
          <ProductToolbar
            text={text}
            onSearch={onSearch}
            searchInput={searchInput}
            sort={shown.sort}
            onSort={(sort) => go({ ...shownRef.current, sort, page: 1 })}
            enhanced={enhanced}
            drawerOpen={drawerOpen}
            onOpenFilters={() => setDrawerOpen(true)}
            filtersButton={filtersButton}
            activeCount={shown.categories.length + shown.types.length}
          />

          <p
            className="mt-6 mb-4 text-sm text-muted"
            aria-live="polite"
            aria-atomic="true"
            data-testid="product-count"
          >
            <strong className="font-semibold text-ink">{t("count", { count: result.total })}</strong>
            {result.pageCount > 1
              ? ` · ${t("list.pageOf", { page: result.page, pages: result.pageCount })}`
              : null}
          </p>

          <ActiveFilters query={shown} />

          {result.total === 0 ? (
            <ProductsEmpty query={query} />
          ) : (
            <StaticHtml
              as="ul"
              data={result.products}
              className={`grid gap-6 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ${busy ? "opacity-60" : ""}`}
              aria-busy={busy}
              data-testid="product-grid"
            >
              {result.products.map((product, i) => (
                <li key={product.id}>
                  <ProductCard product={product} locale={locale} eager={i < 2} />
                </li>
              ))}
            </StaticHtml>
          )}

          <PageLinks
            page={result.page}
            pageCount={result.pageCount}
            href={(page) => `/proizvodi${productQueryToSearch({ ...query, page })}`}
            labels={{
              nav: t("list.pagination"),
              previous: t("list.previous"),
              next: t("list.next"),
              page: (page) => t("list.pageLabel", { page }),
            }}
          />
        </section>
      </div>
      <OnlineShopsSection shops={shops} />
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
