import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import { adminSearch, slugify } from "#app/db/fold.server.ts";
import type { DB } from "#app/db/schema.server.ts";
import { type Outcome, writeChange } from "#app/domain/content/changes.server.ts";
import { claimVersion } from "#app/domain/content/record-version.server.ts";
import {
  getRevision,
  hasRevisions,
  type RevisionEntry,
  recordRevision,
} from "#app/domain/content/revisions.server.ts";
import { trashItem } from "#app/domain/content/trash.server.ts";
import { writeMediaAlt } from "#app/domain/media/media-alt.server.ts";
import { type ArticleTextRow, prepareArticleText } from "#app/domain/news/article-text.server.ts";
import { countPostsBySource } from "#app/domain/social/posts.server.ts";
import type { AdminArticleRow, ArticleState } from "#app/schemas/admin-rows.ts";
import { type ArticleFormValues, isEmptyArticleBody } from "#app/schemas/article-form.ts";
import { belgradeLocalToIso } from "#app/schemas/belgrade-time.ts";
import type { NewsCategory } from "#app/schemas/news-filters.ts";
import { parseSeo, type SeoValues, storedSeo } from "#app/schemas/seo.ts";

// The admin's side of the news: list (with drafts and scheduled articles),
// read for editing, save in one transaction (bodies sanitised and reading time
// computed by prepareArticleText, as for the seed), delete. Public pages show
// an article only when it is published and its time has come.

export const adminArticlePageSize = 20;

function stateOf(status: string, publishedAt: string | null, now: string): ArticleState {
  if (status !== "published") return "draft";
  return publishedAt && publishedAt > now ? "scheduled" : "published";
}

export async function listAdminArticles(params: {
  q: string;
  category: "all" | NewsCategory;
  status: "all" | ArticleState;
  page: number;
}): Promise<{ articles: AdminArticleRow[]; total: number; pageSize: number }> {
  const now = new Date().toISOString();
  let query = getDb()
    .selectFrom("article as a")
    .innerJoin("article_translation as s", (j) =>
      j.onRef("s.article_id", "=", "a.id").on("s.locale", "=", "sr"),
    )
    .leftJoin("article_translation as e", (j) =>
      j.onRef("e.article_id", "=", "a.id").on("e.locale", "=", "en"),
    )
    .where("a.deleted_at", "is", null);
  if (params.category !== "all") query = query.where("a.category", "=", params.category);
  if (params.status === "draft") query = query.where("a.status", "=", "draft");
  if (params.status === "scheduled")
    query = query.where("a.status", "=", "published").where("a.published_at", ">", now);
  if (params.status === "published")
    query = query.where("a.status", "=", "published").where("a.published_at", "<=", now);
  const search = adminSearch(params.q, "a.slug");
  if (search) query = query.where(search);
  const { total } = await query
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select([
      "a.id",
      "a.slug",
      "a.category",
      "a.featured",
      "a.status",
      "a.published_at",
      "a.updated_at",
      "s.title as title_sr",
      "e.title as title_en",
      "e.excerpt as excerpt_en",
      "e.body as body_en",
    ])
    // Drafts first, then the newest publication (scheduled ones lead).
    .orderBy(sql`coalesce(a.published_at, '9999')`, "desc")
    .orderBy("a.updated_at", "desc")
    .orderBy("a.id")
    .limit(adminArticlePageSize)
    .offset((params.page - 1) * adminArticlePageSize)
    .execute();
  const posts = await countPostsBySource(
    "article",
    rows.map((r) => r.id),
  );
  return {
    articles: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      titleSr: r.title_sr,
      titleEn: r.title_en ?? "",
      category: r.category,
      featured: r.featured === 1,
      state: stateOf(r.status, r.published_at, now),
      publishedAt: r.published_at,
      updatedAt: r.updated_at,
      missingEnglish: [r.title_en, r.excerpt_en, r.body_en?.replace(/<[^>]*>/g, "")].some((v) => !v?.trim()),
      socialPosts: posts.get(r.id) ?? 0,
    })),
    total: Number(total),
    pageSize: adminArticlePageSize,
  };
}

export interface ArticleForEdit {
  id: string;
  slug: string;
  category: string;
  featured: boolean;
  author: string;
  state: ArticleState;
  publishedAt: string | null;
  coverId: string | null;
  coverAlt: { sr: string; en: string };
  seo: SeoValues;
  /** Changes with every save: the editor starts afresh from what was saved. */
  updatedAt: string;
  /** Raised by every save; a save from a form loaded with an older one is refused. */
  version: number;
  sr: { title: string; excerpt: string; body: string; readingMinutes: number };
  en: { title: string; excerpt: string; body: string; readingMinutes: number };
}

export async function getArticleForEdit(id: string): Promise<ArticleForEdit | null> {
  const db = getDb();
  const a = await db
    .selectFrom("article")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!a) return null;
  const [translations, alts] = await Promise.all([
    db.selectFrom("article_translation").selectAll().where("article_id", "=", id).execute(),
    a.cover_id
      ? db
          .selectFrom("media_translation")
          .select(["locale", "alt"])
          .where("media_id", "=", a.cover_id)
          .execute()
      : Promise.resolve([]),
  ]);
  const tr = (locale: "sr" | "en") => {
    const t = translations.find((x) => x.locale === locale);
    return {
      title: t?.title ?? "",
      excerpt: t?.excerpt ?? "",
      body: t?.body ?? "",
      readingMinutes: t?.reading_minutes ?? 0,
    };
  };
  return {
    id: a.id,
    slug: a.slug,
    category: a.category,
    featured: a.featured === 1,
    author: a.author,
    state: stateOf(a.status, a.published_at, new Date().toISOString()),
    publishedAt: a.published_at,
    coverId: a.cover_id,
    coverAlt: {
      sr: alts.find((x) => x.locale === "sr")?.alt ?? "",
      en: alts.find((x) => x.locale === "en")?.alt ?? "",
    },
    seo: parseSeo(a.seo),
    updatedAt: a.updated_at,
    version: a.version,
    sr: tr("sr"),
    en: tr("en"),
  };
}

/** A saved article as its save function takes it (publishing left as it is): a revision's values. */
export function articleValuesOf(article: ArticleForEdit): ArticleFormValues {
  return {
    slug: article.slug,
    category: article.category as NewsCategory,
    featured: article.featured,
    author: article.author,
    publish: "keep",
    publishAt: "",
    coverId: article.coverId,
    coverAltSr: article.coverAlt.sr,
    coverAltEn: article.coverAlt.en,
    sr: { title: article.sr.title, excerpt: article.sr.excerpt, body: article.sr.body },
    en: { title: article.en.title, excerpt: article.en.excerpt, body: article.en.body },
    seo: article.seo,
  };
}

/** Both languages as visitors will read them (sanitised bodies, reading time). */
export function previewArticle(values: Pick<ArticleFormValues, "sr" | "en">): {
  sr: ArticleTextRow;
  en: ArticleTextRow;
} {
  return { sr: prepareArticleText(values.sr), en: prepareArticleText(values.en) };
}

/**
 * A refused save: messages (keys of the admin namespace's `errors`) by the form
 * field they concern; `form` when the whole form is concerned (the article is gone).
 */
export type SaveArticleErrors = Partial<
  Record<"form" | "slug" | "publishAt" | "coverId" | "sr.body", string>
>;

export type SaveArticleResult =
  | { ok: true; id: string; slug: string }
  | { ok: false; errors: SaveArticleErrors };

async function slugTaken(trx: Transaction<DB>, slug: string, except: string | null): Promise<boolean> {
  return (await slugHolder(trx, slug, except)) !== null;
}

/** Who holds a slug: a live article, one in the trash (it keeps its slug until purged), or nobody. */
async function slugHolder(trx: Transaction<DB>, slug: string, except: string | null) {
  const row = await trx
    .selectFrom("article")
    .select(["id", "deleted_at"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!row || row.id === except) return null;
  return row.deleted_at ? "trash" : "live";
}

/**
 * Every earlier slug of an article answers with a permanent redirect to its current
 * one. Redirects point at the article's id, so they never chain; the slug now in
 * use is no redirect of any article (renaming back removes it: no loop).
 */
async function keepOldSlug(trx: Transaction<DB>, articleId: string, oldSlug: string | null, slug: string) {
  await trx.deleteFrom("article_redirect").where("old_slug", "=", slug).execute();
  if (oldSlug && oldSlug !== slug)
    await trx
      .insertInto("article_redirect")
      .values({ old_slug: oldSlug, article_id: articleId })
      .onConflict((oc) => oc.column("old_slug").doUpdateSet({ article_id: articleId }))
      .execute();
}

/**
 * Creates (id null) or updates an article in one transaction. An empty slug is
 * made from the Serbian title; a typed one must be free. Publishing: draft,
 * now, at a scheduled Belgrade time, or keep (leave the current state).
 */
export async function saveArticle(
  id: string | null,
  values: ArticleFormValues,
  actor: string,
  /** The version the form was loaded with (null: overwrite any). */
  expectedVersion: number | null = null,
): Promise<SaveArticleResult> {
  const db = getDb();
  const before = id
    ? await db
        .selectFrom("article")
        .selectAll()
        .where("id", "=", id)
        .where("deleted_at", "is", null)
        .executeTakeFirst()
    : null;
  if (id && !before) return { ok: false, errors: { form: "errors.articleMissing" } };
  const baseline = await firstRevisionOf(id);
  const now = new Date().toISOString();
  let status: "draft" | "published" = "draft";
  let publishedAt: string | null = null;
  if (values.publish === "now") {
    status = "published";
    // Re-saving a live article keeps its date; a draft or scheduled one goes live now.
    publishedAt =
      before?.status === "published" && before.published_at && before.published_at <= now
        ? before.published_at
        : now;
  } else if (values.publish === "schedule") {
    const at = belgradeLocalToIso(values.publishAt);
    if (!at) return { ok: false, errors: { publishAt: "errors.dateRequired" } };
    if (at <= now) return { ok: false, errors: { publishAt: "errors.dateFuture" } };
    status = "published";
    publishedAt = at;
  } else if (values.publish === "keep" && before) {
    status = before.status;
    publishedAt = before.published_at;
  }
  const texts = previewArticle(values);
  if (isEmptyArticleBody(texts.sr.body)) return { ok: false, errors: { "sr.body": "errors.required" } };
  try {
    return await writeChange("news", async (trx): Promise<Outcome<SaveArticleResult>> => {
      let slug = values.slug;
      if (!slug) {
        const base = before?.slug ?? (slugify(values.sr.title, 90) || "clanak");
        slug = base;
        for (let n = 2; (await slugTaken(trx, slug, id)) || slug === "new"; n++) slug = `${base}-${n}`;
      } else if (await slugTaken(trx, slug, id)) {
        const inTrash = (await slugHolder(trx, slug, id)) === "trash";
        const error = inTrash ? "errors.addressInTrash" : "errors.addressTaken";
        return { result: { ok: false, errors: { slug: error } }, audit: null };
      }
      if (id) {
        const claim = await claimVersion(trx, { table: "article", id }, expectedVersion);
        if (!claim.ok) {
          const form = claim.reason === "missing" ? "errors.articleMissing" : "errors.recordChanged";
          return { result: { ok: false, errors: { form } }, audit: null };
        }
      }
      const articleId = id ?? randomUUID();
      const row = {
        slug,
        category: values.category,
        featured: values.featured ? 1 : 0,
        author: values.author || before?.author || "Zrnce",
        cover_id: values.coverId,
        status,
        published_at: publishedAt,
        seo: storedSeo(values.seo),
        updated_at: now,
      } as const;
      if (before) await trx.updateTable("article").set(row).where("id", "=", articleId).execute();
      else
        await trx
          .insertInto("article")
          .values({ ...row, id: articleId, created_at: now })
          .execute();
      await trx.deleteFrom("article_translation").where("article_id", "=", articleId).execute();
      await trx
        .insertInto("article_translation")
        .values(
          (["sr", "en"] as const).map((locale) => ({ article_id: articleId, locale, ...texts[locale] })),
        )
        .execute();
      if (values.coverId)
        await writeMediaAlt(trx, values.coverId, { sr: values.coverAltSr, en: values.coverAltEn });
      await keepOldSlug(trx, articleId, before?.slug ?? null, slug);
      if (baseline) await recordRevision(trx, baseline);
      await recordRevision(trx, {
        entity: "article",
        entityId: articleId,
        values: { ...values, slug, publish: "keep", publishAt: "" },
        actor,
      });
      return {
        result: { ok: true, id: articleId, slug },
        audit: {
          actor,
          action: id ? "update" : "create",
          entity: "article",
          entityId: articleId,
          detail: { slug, publish: values.publish },
        },
      };
    });
  } catch (error) {
    // The cover vanished between choosing and saving: the foreign key refused, nothing was written.
    if (values.coverId) {
      const cover = await db
        .selectFrom("media")
        .select("id")
        .where("id", "=", values.coverId)
        .executeTakeFirst();
      if (!cover) return { ok: false, errors: { coverId: "errors.imageMissing" } };
    }
    throw error;
  }
}

/**
 * An article saved before revisions were kept (or imported) has none: its state
 * before this first save becomes its first revision, so the history has the original.
 */
async function firstRevisionOf(id: string | null): Promise<RevisionEntry | null> {
  if (!id || (await hasRevisions("article", id))) return null;
  const current = await getArticleForEdit(id);
  if (!current) return null;
  return {
    entity: "article",
    entityId: id,
    values: articleValuesOf(current),
    actor: null,
    at: current.updatedAt,
  };
}

/**
 * Brings an article's texts and cover back to a revision, as a new save (recorded,
 * with its own revision). Its address and publication stay as they are now; a
 * cover since deleted from the library is left out.
 */
export async function restoreArticleRevision(
  id: string,
  revisionId: string,
  actor: string,
  /** The version the history compared the revision with (null: any). */
  expectedVersion: number | null = null,
): Promise<SaveArticleResult | null> {
  const [current, revision] = await Promise.all([
    getArticleForEdit(id),
    getRevision<Partial<ArticleFormValues>>("article", id, revisionId),
  ]);
  if (!current || !revision) return null;
  const now = articleValuesOf(current);
  let coverId = revision.values.coverId ?? null;
  if (
    coverId &&
    !(await getDb().selectFrom("media").select("id").where("id", "=", coverId).executeTakeFirst())
  )
    coverId = null;
  return saveArticle(
    id,
    { ...now, ...revision.values, slug: now.slug, publish: "keep", publishAt: "", coverId },
    actor,
    expectedVersion,
  );
}

/** Moves an article to the trash (content/trash.server.ts); false when there is no such live article. */
export async function deleteArticle(id: string, actor: string): Promise<boolean> {
  return (await trashItem("article", id, actor)) !== null;
}

export async function setArticleStatus(
  id: string,
  status: "draft" | "published",
  actor: string,
): Promise<boolean> {
  const now = new Date().toISOString();
  return writeChange("news", async (trx) => {
    const result = await trx
      .updateTable("article")
      .set(
        // An editor open on the article was loaded with the status before this.
        status === "published"
          ? { status, published_at: now, updated_at: now, version: sql<number>`version + 1` }
          : { status, updated_at: now, version: sql<number>`version + 1` },
      )
      .where("id", "=", id)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    const changed = Number(result.numUpdatedRows) > 0;
    const action = status === "published" ? "publish" : "unpublish";
    return { result: changed, audit: changed ? { actor, action, entity: "article", entityId: id } : null };
  });
}

/**
 * Adds an article as it is (its own slug, author and publishing time), without an
 * audit line: for the demo content of an empty database and for tests.
 */
export async function importArticle(
  article: Pick<ArticleFormValues, "slug" | "category" | "featured" | "author" | "coverId" | "sr" | "en">,
  publishing: { status: "draft" | "published"; publishedAt: string | null },
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const texts = previewArticle(article);
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto("article")
        .values({
          id,
          slug: article.slug,
          category: article.category,
          featured: article.featured ? 1 : 0,
          author: article.author,
          cover_id: article.coverId,
          status: publishing.status,
          published_at: publishing.publishedAt,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto("article_translation")
        .values((["sr", "en"] as const).map((locale) => ({ article_id: id, locale, ...texts[locale] })))
        .execute();
    });
  return id;
}
