import { useTranslation } from "react-i18next";
import type { Locale } from "#app/i18n/config.ts";
import { DottedLine } from "./dotted-line.tsx";
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

export function ArticleCard({
  article,
  locale,
  size = "default",
  eager = false,
  headingLevel = 3,
}: {
  article: ArticleCardData;
  locale: Locale;
  /** "large" leads the featured block: a bigger picture and title. */
  size?: "default" | "large";
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("news");
  const large = size === "large";
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      data-testid="article-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-soft ring-1 ring-line transition-shadow focus-within:ring-2 focus-within:ring-honey-500 hover:shadow-card"
    >
      <div
        className={`overflow-hidden bg-wheat-100 ${large ? "aspect-[16/9] lg:aspect-auto lg:flex-1" : "aspect-[16/9]"}`}
      >
        {article.cover ? (
          <Picture
            image={article.cover}
            sizes={
              large
                ? "(min-width: 1024px) 66vw, calc(100vw - 2.5rem)"
                : "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2.5rem)"
            }
            eager={eager}
            className="h-full w-full object-cover transition-transform duration-500 ease-calm group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className={`flex flex-col ${large ? "p-6 sm:p-8" : "flex-1 p-5"}`}>
        <p className="text-xs text-muted">
          <DottedLine>
            <span
              className="font-semibold uppercase tracking-[0.12em] text-honey-700"
              data-testid="article-category"
            >
              {t(`categories.${article.category}` as "categories.tips")}
            </span>
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time>
            {t("readingTime", { count: article.readingMinutes })}
          </DottedLine>
        </p>
        <Heading className={large ? "mt-3 text-2xl leading-tight sm:text-3xl" : "mt-2 text-xl leading-snug"}>
          <LocalizedLink
            to={`/novosti/${article.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {article.title}
          </LocalizedLink>
        </Heading>
        <p className={`mt-2 text-muted ${large ? "line-clamp-3 text-base" : "line-clamp-3 text-sm"}`}>
          {article.excerpt}
        </p>
      </div>
    </article>
  );
}
