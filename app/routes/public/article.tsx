import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { formatDate } from "#app/components/ui/format.ts";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { mediaUrl, Picture } from "#app/components/ui/picture.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { getPublishedArticle } from "#app/domain/news/articles.server.ts";
import { siteFromMatches } from "#app/root-data.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/article";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  const article = await getPublishedArticle({ slug: params.slug, locale });
  if (!article) throw data({ kind: "article" }, { status: 404 });
  return { locale, article };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const article = loaderData?.article;
  if (!article) return [];
  return pageMeta(site, {
    title: article.title,
    description: article.excerpt,
    path: `/novosti/${article.slug}`,
    type: "article",
    image: article.cover ? mediaUrl(article.cover.id, 1280, "webp") : undefined,
    imageAlt: article.cover?.alt,
  });
};

export default function Article({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("news");
  const { locale, article } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="pt-28 pb-16 sm:pt-32">
      <article className="mx-auto max-w-prose px-5">
        <LocalizedLink to="/novosti" className="text-sm font-semibold text-olive-700 hover:text-olive-900">
          ← {t("article.back")}
        </LocalizedLink>
        <p className="mt-6 flex flex-wrap gap-x-2 text-sm text-muted">
          <span className="font-semibold uppercase tracking-[0.12em] text-honey-700">
            {t(`categories.${article.category}` as "categories.tips")}
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
          <span aria-hidden="true">·</span>
          <span>{t("readingTime", { count: article.readingMinutes })}</span>
        </p>
        <h1 className="mt-3 text-4xl">{article.title}</h1>
        <p className="mt-3 text-sm text-muted">
          {t("by")} {article.author}
        </p>
      </article>
      {article.cover ? (
        <div className="mx-auto mt-8 max-w-4xl px-5">
          <Picture
            image={article.cover}
            sizes="(min-width: 896px) 896px, 100vw"
            eager
            className="h-auto w-full rounded-xl"
          />
        </div>
      ) : null}
      {/* The body was sanitised on the server when it was stored. */}
      <div
        className="prose-article mx-auto mt-10 max-w-prose px-5"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from our own editor
        dangerouslySetInnerHTML={{ __html: article.body }}
      />
    </main>
  );
}
