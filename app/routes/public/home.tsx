import { useTranslation } from "react-i18next";
import { ArticleCard } from "#app/components/ui/article-card.tsx";
import { ArrowRightIcon } from "#app/components/ui/icons.tsx";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { ProductCard } from "#app/components/ui/product-card.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { listPublishedProducts } from "#app/domain/catalogue/products.server.ts";
import { listPublishedArticles } from "#app/domain/news/articles.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches } from "#app/root-data.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  const [featured, latest] = await Promise.all([
    listPublishedProducts({ locale, featuredOnly: true, limit: 8 }),
    listPublishedArticles({ locale, limit: 3 }),
  ]);
  return { locale, featured, latest };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = getT(site.locale);
  return pageMeta(site, { title: t("home:meta.title"), description: t("home:meta.description"), path: "/" });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["home", "products", "news", "common"]);
  const { locale, featured, latest } = loaderData;
  return (
    <main id="main" tabIndex={-1}>
      <section className="relative overflow-hidden bg-linen pt-36 pb-20 sm:pt-44 sm:pb-28">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 right-[-10%] h-[28rem] w-[28rem] rounded-full bg-wheat-200/60 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute bottom-[-8rem] left-[-6rem] h-72 w-72 rounded-full bg-olive-100/70 blur-3xl"
        />
        <div className="relative mx-auto max-w-page px-5 sm:px-8">
          <p className="mb-4 text-xs font-semibold uppercase tracking-[0.18em] text-honey-700">
            {t("common:brandTagline")}
          </p>
          <h1 className="max-w-3xl text-4xl sm:text-5xl lg:text-6xl lg:leading-[1.05]">
            {t("home:heading")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted">{t("home:intro")}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <LocalizedLink
              to="/proizvodi"
              className="inline-flex items-center gap-2 rounded-full bg-olive-700 px-7 py-3.5 text-sm font-semibold text-cream shadow-soft transition-colors hover:bg-olive-800"
            >
              {t("home:ctaProducts")}
              <ArrowRightIcon className="h-4 w-4" />
            </LocalizedLink>
            <LocalizedLink
              to="/o-nama"
              className="inline-flex items-center rounded-full border border-olive-700/30 bg-white/60 px-7 py-3.5 text-sm font-semibold text-olive-800 transition-colors hover:border-olive-700"
            >
              {t("home:ctaAbout")}
            </LocalizedLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="featured-title" className="mx-auto max-w-page px-5 py-20 sm:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="featured-title" className="text-3xl sm:text-4xl">
              {t("products:featuredTitle")}
            </h2>
            <p className="mt-3 text-muted">{t("products:featuredIntro")}</p>
          </div>
          <LocalizedLink
            to="/proizvodi"
            className="inline-flex items-center gap-2 text-sm font-semibold text-olive-700 hover:text-olive-900"
          >
            {t("products:allProducts")}
            <ArrowRightIcon className="h-4 w-4" />
          </LocalizedLink>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featured.map((product, i) => (
            <li key={product.id}>
              <ProductCard product={product} locale={locale} eager={i === 0} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="latest-title" className="bg-linen/70 py-20">
        <div className="mx-auto max-w-page px-5 sm:px-8">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="latest-title" className="text-3xl sm:text-4xl">
              {t("news:latestTitle")}
            </h2>
            <LocalizedLink
              to="/novosti"
              className="inline-flex items-center gap-2 text-sm font-semibold text-olive-700 hover:text-olive-900"
            >
              {t("news:allNews")}
              <ArrowRightIcon className="h-4 w-4" />
            </LocalizedLink>
          </div>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {latest.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} locale={locale} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
