import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { PageHero } from "#app/components/layout/page-hero.tsx";
import { ArticleCard } from "#app/components/ui/article-card.tsx";
import { GrainIcon, RssIcon, SearchIcon } from "#app/components/ui/icons.tsx";
import { Island } from "#app/components/ui/island.tsx";
import { LoadError } from "#app/components/ui/load-error.tsx";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { PageLinks } from "#app/components/ui/page-links.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { listNewsPage } from "#app/domain/news/articles.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches, useLocale } from "#app/root-data.ts";
import {
  type NewsCategory,
  type NewsFilters,
  newsCategories,
  newsFiltersQuery,
  parseNewsFilters,
} from "#app/schemas/news-filters.ts";
import { newsFeedLink } from "#app/seo/news-feed.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/news";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  const filters = parseNewsFilters(new URL(request.url).searchParams);
  const news = await listNewsPage({
    locale,
    query: filters.q,
    category: filters.category,
    page: filters.page,
  });
  return { locale, filters: { ...filters, page: news.page }, news };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const t = getT(site.locale);
  const filters = loaderData?.filters;
  let title = t("news:meta.title");
  if (filters?.category) title = `${t(`news:categories.${filters.category}`)} — ${title}`;
  if (filters?.q) title = t("news:meta.searchTitle", { query: filters.q });
  if (filters && filters.page > 1) title = t("news:meta.pageTitle", { title, page: filters.page });
  return [
    ...pageMeta(site, {
      title,
      description: filters?.category
        ? t("news:meta.categoryDescription", { category: t(`news:categories.${filters.category}`) })
        : t("news:meta.description"),
      path: "/novosti",
      // A category and a page are pages of their own; a search result is not worth indexing.
      query: newsFiltersQuery({ category: filters?.category, page: filters?.page }).slice(1),
      noindex: Boolean(filters?.q),
    }),
    newsFeedLink(site.origin, site.locale),
  ];
};

function SearchBox({ filters }: { filters: Pick<NewsFilters, "q" | "category"> }) {
  const { t } = useTranslation("news");
  const locale = useLocale();
  return (
    <Form method="get" action="/novosti" role="search" className="mt-8 max-w-xl" data-testid="news-search">
      <label htmlFor="news-q" className="mb-2 block text-sm font-semibold text-olive-800">
        {t("search.label")}
      </label>
      <div className="flex gap-2 rounded-full bg-white p-1.5 shadow-soft ring-1 ring-line focus-within:ring-2 focus-within:ring-honey-500">
        <SearchIcon className="ml-3 h-5 w-5 shrink-0 self-center text-muted" />
        {/* key: a new search in the URL (reset, back button) shows in the box too. */}
        <input
          key={filters.q}
          id="news-q"
          type="search"
          name="q"
          defaultValue={filters.q}
          maxLength={100}
          placeholder={t("search.placeholder")}
          autoComplete="off"
          className="min-w-0 flex-1 bg-transparent px-1 py-2 text-base text-ink placeholder:text-muted focus:outline-none"
        />
        <span data-swap="search-hidden">
          {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
        </span>
        {locale === "en" ? <input type="hidden" name="lng" value="en" /> : null}
        <button
          type="submit"
          className="rounded-full bg-olive-700 px-5 py-2.5 text-sm font-semibold text-cream transition-colors hover:bg-olive-800"
        >
          {t("search.submit")}
        </button>
      </div>
    </Form>
  );
}

function CategoryFilter({ filters }: { filters: Pick<NewsFilters, "q" | "category"> }) {
  const { t } = useTranslation("news");
  const options: Array<NewsCategory | undefined> = [undefined, ...newsCategories];
  return (
    <nav aria-label={t("filter.label")} data-testid="news-categories" data-swap="categories">
      <ul className="flex flex-wrap gap-2">
        {options.map((category) => {
          const active = filters.category === category;
          return (
            <li key={category ?? "all"}>
              <LocalizedLink
                to={`/novosti${newsFiltersQuery({ q: filters.q, category })}`}
                aria-current={active ? "page" : undefined}
                className={`inline-flex h-11 items-center rounded-full px-5 text-sm font-semibold transition-colors ${
                  active
                    ? "bg-olive-700 text-cream"
                    : "bg-white text-olive-800 ring-1 ring-line hover:ring-olive-300"
                }`}
              >
                {t(category ? `categories.${category}` : "categories.all")}
              </LocalizedLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function StateBox({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <div
      data-testid={testId}
      className="mx-auto flex max-w-xl flex-col items-center rounded-xl bg-white px-6 py-12 text-center shadow-soft ring-1 ring-line"
    >
      <span className="mb-5 inline-flex h-14 w-14 items-center justify-center rounded-full bg-wheat-100 text-honey-500">
        <GrainIcon className="h-7 w-7" />
      </span>
      {children}
    </div>
  );
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("news");
  const { locale, filters, news } = loaderData;
  const filtered = Boolean(filters.q || filters.category);

  const [lead, ...rest] = news.featured;
  // Unfiltered, the list below leaves out the featured articles: a new site's
  // two or three, all featured, leave nothing for it, and no search failed.
  const nothingBelow = !filtered && news.articles.length === 0;
  return (
    <main id="main" tabIndex={-1} data-remember-list="news">
      <PageHero eyebrow={t("eyebrow")} title={t("heading")} intro={t("intro")}>
        <SearchBox filters={filters} />
      </PageHero>

      <div className="mx-auto max-w-page px-5 pt-10 sm:px-8">
        <CategoryFilter filters={filters} />
      </div>

      <div data-swap="featured">
        {lead ? (
          <section aria-labelledby="featured-title" className="mx-auto max-w-page px-5 pt-12 sm:px-8">
            <h2 id="featured-title" className="text-3xl">
              {t("featuredTitle")}
            </h2>
            <ul className="mt-6 grid gap-6 lg:grid-cols-3" data-testid="featured-articles">
              <li className="lg:col-span-2 lg:row-span-2">
                <ArticleCard article={lead} locale={locale} size="large" eager />
              </li>
              {rest.map((article) => (
                <li key={article.slug}>
                  <ArticleCard article={article} locale={locale} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <section
        id="articles"
        aria-labelledby={nothingBelow && lead ? undefined : "all-title"}
        className="mx-auto max-w-page px-5 pt-14 pb-20 sm:px-8"
      >
        <div data-swap="results">
          {nothingBelow && lead ? null : (
            <>
              <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
                <h2 id="all-title" className="text-3xl">
                  {filters.q
                    ? t("searchResultsTitle")
                    : filters.category
                      ? t(`categories.${filters.category}`)
                      : t("allTitle")}
                </h2>
                <p className="text-sm text-muted" aria-live="polite" data-testid="news-count">
                  {filtered
                    ? `${t("results", { count: news.total })}${filters.q ? ` ${t("resultsFor", { query: filters.q })}` : ""}`
                    : news.pageCount > 1
                      ? t("pagination.status", { page: news.page, count: news.pageCount })
                      : ""}
                </p>
              </div>
              {news.articles.length > 0 ? (
                <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="all-articles">
                  {news.articles.map((article, i) => (
                    <li key={article.slug}>
                      <ArticleCard article={article} locale={locale} eager={!lead && i < 1} />
                    </li>
                  ))}
                </ul>
              ) : nothingBelow ? (
                <div className="mt-8">
                  <StateBox testId="news-none">
                    <p className="text-lg font-semibold text-olive-800">{t("noneTitle")}</p>
                    <p className="mt-2 text-muted">{t("noneText")}</p>
                  </StateBox>
                </div>
              ) : (
                <div className="mt-8">
                  <StateBox testId="news-empty">
                    <p className="text-lg font-semibold text-olive-800">{t("noResults")}</p>
                    <p className="mt-2 text-muted">{t("noResultsHint")}</p>
                    <LocalizedLink
                      to="/novosti"
                      className="mt-6 rounded-full bg-olive-700 px-6 py-3 text-sm font-semibold text-cream hover:bg-olive-800"
                    >
                      {t("resetFilters")}
                    </LocalizedLink>
                  </StateBox>
                </div>
              )}
              <PageLinks
                page={news.page}
                pageCount={news.pageCount}
                // A new page of results opens at the list, not at the top of the page.
                href={(page) => `/novosti${newsFiltersQuery({ ...filters, page })}#articles`}
                labels={{
                  nav: t("pagination.label"),
                  previous: t("pagination.previous"),
                  next: t("pagination.next"),
                  page: (page) => t("pagination.page", { page }),
                }}
              />
            </>
          )}
        </div>
        {/* What app/islands/news.ts shows when a new list cannot be loaded. */}
        <template data-load-error>
          <LoadError message={t("loadError")} retryLabel={t("tryAgain")} inPlace testId="news-error" />
        </template>
        <Island name="news" />
        <p className="mt-12 text-center">
          <a
            href={`/novosti/rss.xml${locale === "en" ? "?lng=en" : ""}`}
            className="inline-flex items-center gap-2 text-sm font-semibold text-olive-700 hover:text-olive-900"
          >
            <RssIcon className="h-4 w-4" />
            {t("feed.link")}
          </a>
        </p>
      </section>
    </main>
  );
}

/** Spec §8: the news could not be loaded; Try Again asks for the same address again. */
export function ErrorBoundary() {
  const { t } = useTranslation("news");
  return (
    <main id="main" tabIndex={-1}>
      <PageHero eyebrow={t("eyebrow")} title={t("heading")} intro={t("intro")} />
      <section className="mx-auto max-w-page px-5 py-16 sm:px-8">
        <LoadError message={t("loadError")} retryLabel={t("tryAgain")} testId="news-error" />
      </section>
    </main>
  );
}
