import { type SqlBool, sql } from "kysely";
import { getDatabase, getDb } from "#app/db/connection.server.ts";
import { searchTerms } from "#app/db/fold.server.ts";
import type { Locale } from "#app/db/schema.server.ts";
import { holdsWords, pageOverTiers, relevance, relevanceTiers } from "#app/db/search.server.ts";
import { articlesWithTitles } from "#app/domain/content/named-rows.server.ts";
import { publicSeo } from "#app/domain/seo/share-image.server.ts";
import type { NewsCategory } from "#app/schemas/news-filters.ts";
import type { PublicSeo } from "#app/schemas/seo.ts";
import { sanitizeArticleHtml } from "./sanitize-article.server.ts";

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
  /** The owner's search-result texts and share image, where written. */
  seo: PublicSeo;
}

/** Articles as visitors see them: published and due. `draft`: any article not in the trash (a preview). */
function baseQuery(locale: Locale, now: string, { draft = false }: { draft?: boolean } = {}) {
  return articlesWithTitles(locale)
    .leftJoin("media as m", "m.id", "a.cover_id")
    .leftJoin("media_translation as mt", (j) =>
      j.onRef("mt.media_id", "=", "m.id").on("mt.locale", "=", locale),
    )
    .$if(!draft, (q) => q.where("a.status", "=", "published").where("a.published_at", "<=", now))
    .$if(draft, (q) => q.where("a.deleted_at", "is", null))
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

export const newsPageSize = 12;
export const featuredLimit = 3;
export const relatedLimit = 3;

export interface NewsPage {
  /** Featured articles: only on the unfiltered first page, where they open the list. */
  featured: ArticleCard[];
  articles: ArticleCard[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

/**
 * A condition on a.id: the article's text in the visitor's language holds
 * every word, or its Serbian text does where there is no such translation.
 */
async function holdsInReadText(words: readonly string[], locale: Locale) {
  const inSerbian = await holdsWords("article", "a", words, ["sr"]);
  if (locale === "sr") return inSerbian;
  return sql<SqlBool>`(${await holdsWords("article", "a", words, [locale])} or (${inSerbian}
    and not exists (select 1 from article_translation as x where x.article_id = a.id and x.locale = ${locale})))`;
}

/** Cards of the given articles, in the given order. */
async function cardsOf(ids: string[], locale: Locale, nowIso: string): Promise<ArticleCard[]> {
  if (ids.length === 0) return [];
  const rows = await baseQuery(locale, nowIso).where("a.id", "in", ids).select("a.id").execute();
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return rows.map(toCard);
}

/** The published, due articles a list reads (narrowed by category and search), from listNewsPage. */
type Matching = ReturnType<typeof matchingArticles>;

function matchingArticles(nowIso: string) {
  return getDb()
    .selectFrom("article as a")
    .where("a.status", "=", "published")
    .where("a.published_at", "<=", nowIso);
}

/** The languages whose title and excerpt rank a search: the visitor's, and Serbian's that stands in for a missing one. */
const rankLocales = (locale: Locale) => [...new Set([locale, "sr"])];

/**
 * One page (the last where `asked` is past the end) and the count, in one read
 * (the count taken before the limit), so the search runs once; only a page past
 * the end needs the count first. A search lists the best matches first (a
 * title, then an excerpt, then the body; of the visitor's language or Serbian),
 * each newest first.
 */
async function pageWithCount(
  matching: Matching,
  words: readonly string[],
  locale: Locale,
  asked: number,
  pageSize: number,
): Promise<{ ids: string[]; total: number }> {
  const rank = words.length === 0 ? undefined : relevance("article", "a", words, rankLocales(locale));
  const pageOf = (n: number) =>
    matching
      .select(["a.id", sql<number>`count(*) over ()`.as("total")])
      .$if(rank !== undefined, (q) => q.orderBy(rank!))
      .orderBy("a.published_at", "desc")
      .orderBy("a.slug")
      .limit(pageSize)
      .offset((n - 1) * pageSize)
      .execute();
  let rows = await pageOf(asked);
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && asked > 1) {
    total = await countOf(matching);
    if (total > 0) rows = await pageOf(Math.ceil(total / pageSize));
  }
  return { ids: rows.map((r) => r.id), total };
}

const countOf = async (matching: Matching) =>
  Number((await matching.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

/**
 * A search's page on SQLite, as the product list does (pageOverTiers): the
 * count first, then the few whose title or excerpt holds the words, ranked,
 * and only where they do not fill the page the rest, newest first along the
 * list's index. Ranking every match in one sort took twice as long ('hleb',
 * 5 714 of 10 000 articles: 10.8 ms against 5.6). `listed` is the list before
 * the search, `matching` after it.
 */
async function searchPageInTiers(
  { listed, matching }: { listed: Matching; matching: Matching },
  words: readonly string[],
  locale: Locale,
  asked: number,
  pageSize: number,
): Promise<{ ids: string[]; total: number }> {
  const total = await countOf(matching);
  const current = Math.min(asked, Math.max(1, Math.ceil(total / pageSize)));
  const tiers = relevanceTiers("article", "a", words, rankLocales(locale));
  // A Serbian title or excerpt holding the words is a match of the Serbian text,
  // which holds them too (search_text is folded from both): the heads need no
  // second test (3.1 → 1.6 ms). An English reader's heads may be of the Serbian
  // text of an article whose English text does not match, so they do.
  const heads = (locale === "sr" ? listed : matching).where(tiers.heads);
  const ids = await pageOverTiers(
    pageSize,
    (current - 1) * pageSize,
    {
      page: (limit, offset) =>
        heads
          .select(["a.id", sql<number>`count(*) over ()`.as("n")])
          .orderBy(tiers.rank)
          .orderBy("a.published_at", "desc")
          .orderBy("a.slug")
          .limit(limit)
          .offset(offset)
          .execute(),
      count: () => countOf(heads),
    },
    (limit, offset) =>
      matching
        .where(tiers.rest)
        .select("a.id")
        .orderBy("a.published_at", "desc")
        .orderBy("a.slug")
        .limit(limit)
        .offset(offset)
        .execute(),
  );
  return { ids, total };
}

/**
 * The news list: published articles newest first, narrowed by category and by
 * a search that ignores diacritics, script and word endings (every word's stem
 * must start a word of the folded text of the visitor's language, or of Serbian
 * where that is missing), best matches first. A page past the end shows the
 * last page.
 */
export async function listNewsPage({
  locale,
  query = "",
  category,
  page = 1,
  pageSize = newsPageSize,
  now = new Date(),
}: {
  locale: Locale;
  query?: string;
  category?: NewsCategory;
  page?: number;
  pageSize?: number;
  now?: Date;
}): Promise<NewsPage> {
  const words = searchTerms(query, locale);
  const nowIso = now.toISOString();
  // The count and the page read the article table alone (and the word index);
  // only the page's rows are then joined to their texts and covers. The same
  // rows as baseQuery's: published, due, and with a Serbian translation.
  let matching = matchingArticles(nowIso);
  // A search of the Serbian text already requires a Serbian translation.
  if (!(words.length > 0 && locale === "sr"))
    matching = matching.where((eb) =>
      eb.exists(
        eb
          .selectFrom("article_translation as s")
          .select(eb.lit(1).as("one"))
          .whereRef("s.article_id", "=", "a.id")
          .where("s.locale", "=", "sr"),
      ),
    );
  if (category) matching = matching.where("a.category", "=", category);
  // The featured block opens the unfiltered list's first page; the list below
  // leaves its articles out on every page, so none is shown twice, neither on
  // page one nor further on where its date would put it (issue 26, point 9).
  const featured =
    !category && words.length === 0
      ? await baseQuery(locale, nowIso)
          .where("a.featured", "=", 1)
          .orderBy("a.published_at", "desc")
          .limit(featuredLimit)
          .execute()
      : [];
  if (featured.length > 0)
    matching = matching.where(
      "a.slug",
      "not in",
      featured.map((r) => r.slug),
    );
  // Every word must occur in the text the visitor reads: their language's, or
  // Serbian's where the article has no translation (found through the index).
  const listed = matching;
  if (words.length > 0) matching = matching.where(await holdsInReadText(words, locale));
  const asked = Math.max(1, Math.floor(page));
  const { ids, total } =
    words.length > 0 && getDatabase().dialect === "sqlite"
      ? await searchPageInTiers({ listed, matching }, words, locale, asked, pageSize)
      : await pageWithCount(matching, words, locale, asked, pageSize);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(asked, pageCount);
  return {
    featured: current === 1 ? featured.map(toCard) : [],
    articles: await cardsOf(ids, locale, nowIso),
    total,
    page: current,
    pageCount,
    pageSize,
  };
}

/** One published article by its address, in a language, as of a moment (now unless a test says otherwise). */
interface ArticleLookup {
  slug: string;
  locale: Locale;
  now?: Date;
  /** A preview: the article even while it is a draft or scheduled (not in the trash). */
  draft?: boolean;
}

export async function getPublishedArticle({
  slug,
  locale,
  now = new Date(),
  draft = false,
}: ArticleLookup): Promise<ArticleDetail | null> {
  const row = await baseQuery(locale, now.toISOString(), { draft })
    .select(sql<string>`coalesce(nullif(t.body, ''), s.body)`.as("body"))
    .select("a.seo")
    .where("a.slug", "=", slug)
    .executeTakeFirst();
  if (!row) return null;
  // A draft previewed shows the date it would have if published now.
  const card = toCard({ ...row, published_at: row.published_at ?? now.toISOString() });
  // Sanitised again on the way out: stored HTML is trusted no further than it must be.
  return {
    ...card,
    body: sanitizeArticleHtml(row.body),
    updatedAt: row.updated_at,
    seo: await publicSeo(row.seo, locale),
  };
}

/** An article and its related reading: the same category first, then the newest others. */
/**
 * The current slug of the published article that once had this slug, for a
 * permanent redirect (article_redirect, migration 0014); null when there is none.
 */
export async function findArticleRedirect(slug: string, now = new Date()): Promise<string | null> {
  const row = await getDb()
    .selectFrom("article_redirect as r")
    .innerJoin("article as a", "a.id", "r.article_id")
    .select("a.slug")
    .where("r.old_slug", "=", slug)
    .where("a.status", "=", "published")
    .where("a.published_at", "<=", now.toISOString())
    .executeTakeFirst();
  return row?.slug ?? null;
}

/**
 * The article at this address, or that had it before, whatever its state (a
 * draft, scheduled, published; not in the trash): its id, which a preview link
 * names, and its address now. Null when no such article is kept.
 */
export async function findArticleForPreview(slug: string): Promise<{ id: string; slug: string } | null> {
  const db = getDb();
  const current = await db
    .selectFrom("article")
    .select(["id", "slug"])
    .where("slug", "=", slug)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (current) return current;
  const moved = await db
    .selectFrom("article_redirect as r")
    .innerJoin("article as a", "a.id", "r.article_id")
    .select(["a.id", "a.slug"])
    .where("r.old_slug", "=", slug)
    .where("a.deleted_at", "is", null)
    .executeTakeFirst();
  return moved ?? null;
}

export async function getArticlePage({
  slug,
  locale,
  now = new Date(),
  draft = false,
}: ArticleLookup): Promise<{ article: ArticleDetail; related: ArticleCard[] } | null> {
  const article = await getPublishedArticle({ slug, locale, now, draft });
  if (!article) return null;
  const rows = await baseQuery(locale, now.toISOString())
    .where("a.slug", "!=", slug)
    .orderBy(sql`case when a.category = ${article.category} then 0 else 1 end`)
    .orderBy("a.published_at", "desc")
    .limit(relatedLimit)
    .execute();
  return { article, related: rows.map(toCard) };
}
