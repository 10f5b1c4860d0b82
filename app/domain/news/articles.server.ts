import { sql } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import type { Locale } from "#app/db/schema.server.ts";

// Public reads of the news: only published articles whose time has come.

export interface ArticleCard {
  slug: string;
  category: string;
  featured: boolean;
  author: string;
  publishedAt: string;
  title: string;
  excerpt: string;
  readingMinutes: number;
  cover: { id: string; width: number; height: number; alt: string } | null;
}

export interface ArticleDetail extends ArticleCard {
  body: string;
  updatedAt: string;
}

function baseQuery(locale: Locale, now: string) {
  return getDb()
    .selectFrom("article as a")
    .innerJoin("article_translation as s", (j) =>
      j.onRef("s.article_id", "=", "a.id").on("s.locale", "=", "sr"),
    )
    .leftJoin("article_translation as t", (j) =>
      j.onRef("t.article_id", "=", "a.id").on("t.locale", "=", locale),
    )
    .leftJoin("media as m", "m.id", "a.cover_id")
    .leftJoin("media_translation as mt", (j) =>
      j.onRef("mt.media_id", "=", "m.id").on("mt.locale", "=", locale),
    )
    .where("a.status", "=", "published")
    .where("a.published_at", "<=", now)
    .select([
      "a.slug",
      "a.category",
      "a.featured",
      "a.author",
      "a.published_at",
      "a.updated_at",
      "m.id as cover_id",
      "m.width as cover_width",
      "m.height as cover_height",
      "mt.alt as cover_alt",
      sql<string>`coalesce(nullif(t.title, ''), s.title)`.as("title"),
      sql<string>`coalesce(nullif(t.excerpt, ''), s.excerpt)`.as("excerpt"),
      sql<number>`case when t.body is null or t.body = '' then s.reading_minutes else t.reading_minutes end`.as(
        "reading_minutes",
      ),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>["executeTakeFirstOrThrow"]>>;

function toCard(r: Row): ArticleCard {
  return {
    slug: r.slug,
    category: r.category,
    featured: r.featured === 1,
    author: r.author,
    publishedAt: r.published_at ?? "",
    title: r.title,
    excerpt: r.excerpt,
    readingMinutes: Number(r.reading_minutes),
    cover: r.cover_id
      ? { id: r.cover_id, width: r.cover_width ?? 0, height: r.cover_height ?? 0, alt: r.cover_alt ?? "" }
      : null,
  };
}

export async function listPublishedArticles({
  locale,
  limit = 50,
  now = new Date(),
}: {
  locale: Locale;
  limit?: number;
  now?: Date;
}): Promise<ArticleCard[]> {
  const rows = await baseQuery(locale, now.toISOString())
    .orderBy("a.published_at", "desc")
    .limit(limit)
    .execute();
  return rows.map(toCard);
}

export async function getPublishedArticle({
  slug,
  locale,
  now = new Date(),
}: {
  slug: string;
  locale: Locale;
  now?: Date;
}): Promise<ArticleDetail | null> {
  const row = await baseQuery(locale, now.toISOString())
    .select(sql<string>`coalesce(nullif(t.body, ''), s.body)`.as("body"))
    .where("a.slug", "=", slug)
    .executeTakeFirst();
  return row ? { ...toCard(row), body: row.body, updatedAt: row.updated_at } : null;
}
