import { useTranslation } from "react-i18next";
import { PageHero } from "#app/components/layout/page-hero.tsx";
import { ArticleCard } from "#app/components/ui/article-card.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { listPublishedArticles } from "#app/domain/news/articles.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches } from "#app/root-data.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/news";

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  return { locale, articles: await listPublishedArticles({ locale }) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = getT(site.locale);
  return pageMeta(site, {
    title: t("news:meta.title"),
    description: t("news:meta.description"),
    path: "/novosti",
  });
};

export default function News({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("news");
  const { locale, articles } = loaderData;
  return (
    <main id="main" tabIndex={-1}>
      <PageHero title={t("heading")} intro={t("intro")} />
      <section className="mx-auto max-w-page px-5 py-14 sm:px-8">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} locale={locale} />
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
