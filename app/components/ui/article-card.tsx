import { useTranslation } from "react-i18next";
import type { Locale } from "#app/i18n/config.ts";
import { formatDate } from "./format.ts";
import { LocalizedLink } from "./localized-link.tsx";
import { Picture, type PictureImage } from "./picture.tsx";

export interface ArticleCardData {
  slug: string;
  category: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  readingMinutes: number;
  cover: PictureImage | null;
}

export function ArticleCard({ article, locale }: { article: ArticleCardData; locale: Locale }) {
  const { t } = useTranslation("news");
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-soft ring-1 ring-line transition-shadow hover:shadow-card">
      <div className="aspect-[16/9] overflow-hidden bg-wheat-100">
        {article.cover ? (
          <Picture
            image={article.cover}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="h-full w-full object-cover transition-transform duration-500 ease-calm group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
          <span className="font-semibold uppercase tracking-[0.12em] text-honey-700">
            {t(`categories.${article.category}` as "categories.tips")}
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
          <span aria-hidden="true">·</span>
          <span>{t("readingTime", { count: article.readingMinutes })}</span>
        </p>
        <h3 className="mt-2 text-xl leading-snug">
          <LocalizedLink
            to={`/novosti/${article.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {article.title}
          </LocalizedLink>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-muted">{article.excerpt}</p>
      </div>
    </article>
  );
}
