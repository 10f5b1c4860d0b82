import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { ArticleCard } from "#app/components/ui/article-card.tsx";
import { formatDate } from "#app/components/ui/format.ts";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { mediaUrl, Picture } from "#app/components/ui/picture.tsx";
import { ShareLinks } from "#app/components/ui/share-links.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import {
  findArticleForPreview,
  findArticleRedirect,
  getArticlePage,
} from "#app/domain/news/articles.server.ts";
import { previewAccessOrGone, showsDraft } from "#app/domain/pages/previews.server.ts";
import type { Locale } from "#app/i18n/config.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches, useRootData } from "#app/root-data.ts";
import { newsFeedLink } from "#app/seo/news-feed.ts";
import { localizedUrl, pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/article";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  const draft = await previewedArticle(request, params.slug);
  const page = await getArticlePage({ slug: params.slug, locale, draft });
  if (!page) {
    // An earlier address of the article: one permanent hop to the current one, in the same language.
    const moved = await findArticleRedirect(params.slug);
    const lng = new URL(request.url).searchParams.get("lng");
    if (moved) throw redirect(`/novosti/${encodeURIComponent(moved)}${lng === "en" ? "?lng=en" : ""}`, 301);
    // The public layout's ErrorBoundary shows the translated "article not found".
    throw data({ kind: "article" }, { status: 404 });
  }
  return { locale, ...page };
}

/**
 * Whether this request sees the article at `slug` even unpublished: signed in
 * with ?pregled=1, or by a share link. A link names the article by its id
 * (decision 0032), so one made before the slug changed still works: its old
 * address goes on to the new one, keeping ?pregled=. A dead link is a 410.
 */
async function previewedArticle(request: Request, slug: string): Promise<boolean> {
  const access = await previewAccessOrGone(request);
  if (access.kind === "none") return false;
  const article = await findArticleForPreview(slug);
  if (!article || !showsDraft(access, `article:${article.id}`)) return false;
  if (article.slug !== slug) {
    // Not permanent: a preview's address is temporary and may move again.
    throw redirect(`/novosti/${encodeURIComponent(article.slug)}${new URL(request.url).search}`, 302);
  }
  return true;
}

/** The widest stored variant of the cover, for link previews and search engines. */
function coverUrl(cover: { id: string; width: number }): string {
  const width = [1280, 960, 640, 320].find((w) => w <= cover.width) ?? 320;
  return mediaUrl(cover.id, width, "webp");
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const article = loaderData?.article;
  if (!article) return [];
  const t = getT(site.locale);
  return [
    ...pageMeta(site, {
      title: article.title,
      description: article.excerpt,
      path: `/novosti/${article.slug}`,
      type: "article",
      image: article.cover,
      seo: article.seo,
    }),
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:modified_time", content: article.updatedAt },
    {
      property: "article:section",
      content: t(`news:categories.${article.category}` as "news:categories.tips"),
    },
    { property: "article:author", content: article.author },
    newsFeedLink(site.origin, site.locale),
  ];
};

type ArticleData = Route.ComponentProps["loaderData"]["article"];

function structuredData(article: ArticleData, site: { origin: string; brand: string; locale: Locale }) {
  const t = getT(site.locale);
  const url = localizedUrl(site.origin, `/novosti/${article.slug}`, site.locale);
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "BlogPosting",
        "@id": `${url}#article`,
        headline: article.title,
        description: article.excerpt,
        url,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        inLanguage: site.locale === "en" ? "en" : "sr-Latn",
        datePublished: article.publishedAt,
        dateModified: [article.publishedAt, article.updatedAt].sort().at(-1),
        articleSection: t(`news:categories.${article.category}` as "news:categories.tips"),
        timeRequired: `PT${article.readingMinutes}M`,
        author: { "@type": "Person", name: article.author },
        publisher: {
          "@type": "Organization",
          name: site.brand,
          url: localizedUrl(site.origin, "/", site.locale),
          logo: { "@type": "ImageObject", url: `${site.origin}/favicon.svg` },
        },
        ...(article.cover ? { image: [`${site.origin}${coverUrl(article.cover)}`] } : {}),
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { name: t("news:article.home"), path: "/" },
          { name: t("news:heading"), path: "/novosti" },
          { name: article.title, path: `/novosti/${article.slug}` },
        ].map((crumb, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: crumb.name,
          item: localizedUrl(site.origin, crumb.path, site.locale),
        })),
      },
    ],
  };
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("news");
  const root = useRootData();
  const { locale, article, related } = loaderData;
  const origin = root?.origin ?? "";
  const brand = root?.settings.brandName ?? "Zrnce";
  const url = localizedUrl(origin, `/novosti/${article.slug}`, locale);
  const category = t(`categories.${article.category}` as "categories.tips");
  return (
    <main id="main" tabIndex={-1}>
      <article>
        <header
          className={`relative overflow-hidden bg-linen pt-28 sm:pt-32 ${article.cover ? "pb-32 sm:pb-44" : "pb-14"}`}
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 h-80 w-80 rounded-full bg-wheat-200/50 blur-3xl"
          />
          <div className="relative mx-auto max-w-3xl px-5">
            {/* The shell island points it at the list as the visitor left it (search, category, page). */}
            <LocalizedLink
              to="/novosti"
              data-back-to="news"
              data-testid="back-to-news"
              className="inline-flex items-center gap-1 text-sm font-semibold text-olive-700 hover:text-olive-900"
            >
              <span aria-hidden="true">←</span> {t("article.back")}
            </LocalizedLink>
            <p className="mt-8">
              <LocalizedLink
                to={`/novosti?category=${article.category}`}
                className="inline-flex rounded-full bg-wheat-100 px-3 py-1 text-xs font-semibold uppercase tracking-[0.12em] text-honey-700 ring-1 ring-wheat-200 hover:bg-wheat-200"
              >
                {category}
              </LocalizedLink>
            </p>
            <h1 className="mt-4 text-3xl leading-tight sm:text-5xl sm:leading-[1.1]">{article.title}</h1>
            <p className="mt-5 text-lg text-muted">{article.excerpt}</p>
            <dl className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
              <div>
                <dt className="sr-only">{t("article.author")}</dt>
                {/* The initial sits inside the dd: a div of a dl holds only dt and dd (W3C). */}
                <dd className="flex items-center gap-2 font-semibold text-olive-800">
                  <span
                    aria-hidden="true"
                    className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-olive-700 font-serif text-sm font-normal text-cream"
                  >
                    {article.author.charAt(0)}
                  </span>
                  {article.author}
                </dd>
              </div>
              <div>
                <dt className="sr-only">{t("article.published")}</dt>
                <dd>
                  <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
                </dd>
              </div>
              <div>
                <dt className="sr-only">{t("article.readingTime")}</dt>
                <dd>{t("readingTime", { count: article.readingMinutes })}</dd>
              </div>
            </dl>
          </div>
        </header>
        {article.cover ? (
          <div className="relative mx-auto -mt-24 max-w-5xl px-5 sm:-mt-36">
            <Picture
              image={article.cover}
              sizes="(min-width: 1024px) 984px, calc(100vw - 2.5rem)"
              eager
              className="aspect-[16/9] h-auto w-full rounded-xl object-cover shadow-card"
            />
          </div>
        ) : null}
        {/* Sanitised on the server when stored and again when read (getPublishedArticle). */}
        {/* One column for body and footer; max-w-prose is in ch, so both share the body's font size. */}
        <div className="mx-auto mt-12 max-w-prose px-5 text-lg">
          <div
            className="prose-article"
            data-testid="article-body"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML sanitised on the server
            dangerouslySetInnerHTML={{ __html: article.body }}
          />
          <footer className="mt-14 border-t border-line pt-8">
            <ShareLinks
              url={url}
              title={article.title}
              labels={{
                heading: t("article.share"),
                shareOn: (network) => t("article.shareOn", { network }),
                email: t("article.shareEmail"),
                copy: t("article.copyLink"),
                copied: t("article.copied"),
                copyFailed: t("article.copyFailed"),
                newTab: t("article.opensInNewTab"),
              }}
            />
            <LocalizedLink
              to="/novosti"
              data-back-to="news"
              className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-olive-700 hover:text-olive-900"
            >
              <span aria-hidden="true">←</span> {t("article.back")}
            </LocalizedLink>
          </footer>
        </div>
      </article>

      {related.length > 0 ? (
        <section
          aria-labelledby="related-title"
          className="below-fold meets-footer mt-16 bg-linen py-16"
          data-testid="related-articles"
        >
          <div className="mx-auto max-w-page px-5 sm:px-8">
            <h2 id="related-title" className="text-3xl">
              {t("article.relatedTitle")}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.slug}>
                  <ArticleCard article={item} locale={locale} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : (
        <div className="pb-16" />
      )}
      <JsonLd data={structuredData(article, { origin, brand, locale })} />
    </main>
  );
}
