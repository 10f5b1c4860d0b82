import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import { foldForSearch } from "#app/db/fold.server.ts";
import type { DB, SocialPostTable } from "#app/db/schema.server.ts";
import type { AuditEntry } from "#app/domain/audit/audit.server.ts";
import { deleteRecorded, type Outcome, writeChange } from "#app/domain/content/changes.server.ts";
import { claimVersion, type VersionClaim } from "#app/domain/content/record-version.server.ts";
import {
  dropRevisions,
  getRevision,
  hasRevisions,
  recordRevision,
} from "#app/domain/content/revisions.server.ts";
import { wakeJobRunners } from "#app/domain/jobs/jobs.server.ts";
import { belgradeLocalToIso } from "#app/schemas/belgrade-time.ts";
import {
  type Platform,
  type PostLocale,
  type PostStatus,
  type SocialPost,
  type SourceType,
  statusTransitions,
} from "#app/schemas/social.ts";
import type { DraftInput } from "#app/schemas/social-form.ts";
import { queuePostReminder } from "./reminders.server.ts";

export type { SocialPost };

// Saved social posts: the content overview's list and calendar, and the
// workflow draft → approved → scheduled (a date and time) → published.

function toPost(r: Selectable<SocialPostTable>): SocialPost {
  return {
    id: r.id,
    platform: r.platform as Platform,
    locale: r.locale,
    sourceType: r.source_type,
    sourceId: r.source_id,
    sourceTitle: r.source_title,
    topic: r.topic,
    tone: r.tone,
    body: r.body,
    status: r.status,
    scheduledAt: r.scheduled_at,
    groupId: r.group_id,
    variant: r.variant,
    linkUrl: r.link_url,
    writer: r.writer,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: r.version,
    sourceDeleted: r.source_deleted_at !== null,
    publishedUrl: r.published_url ?? null,
  };
}

const searchTextOf = (body: string, title: string | null, topic: string | null) =>
  foldForSearch([title ?? "", topic ?? "", body].join(" "));

export interface SavePostsInput {
  drafts: DraftInput[];
  sourceType: SourceType;
  sourceId: string | null;
  /** The item's name or title in each language, kept with the post. */
  sourceTitle: Partial<Record<PostLocale, string>>;
  topic: string | null;
  tone: string;
  linkUrl: Partial<Record<PostLocale, string | null>>;
  writer: "builtin" | "ai";
  actor: string;
}

/** Saves one generation's drafts as drafts of one group. Returns their ids in order. */
export async function savePosts(input: SavePostsInput): Promise<string[]> {
  const now = new Date().toISOString();
  const groupId = randomUUID();
  const rows = input.drafts.map((d) => {
    const title = input.sourceTitle[d.locale] ?? input.sourceTitle.sr ?? null;
    return {
      id: randomUUID(),
      platform: d.platform,
      locale: d.locale,
      source_type: input.sourceType,
      source_id: input.sourceId,
      source_title: title,
      topic: input.topic,
      tone: input.tone,
      body: d.body,
      status: "draft" as const,
      scheduled_at: null,
      group_id: groupId,
      variant: d.variant,
      link_url: input.linkUrl[d.locale] ?? null,
      writer: input.writer,
      search_text: searchTextOf(d.body, title, input.topic),
      created_at: now,
      updated_at: now,
    };
  });
  if (rows.length === 0) return [];
  return writeChange("nothing public", async (trx) => {
    await trx.insertInto("social_post").values(rows).execute();
    return {
      result: rows.map((r) => r.id),
      audit: {
        actor: input.actor,
        action: "create",
        entity: "socialPost",
        entityId: rows[0]?.id ?? null,
        detail: {
          count: rows.length,
          source: `${input.sourceType}:${input.sourceId ?? ""}`,
          writer: input.writer,
        },
      },
    };
  });
}

export interface PostFilters {
  query?: string;
  platform?: Platform;
  status?: PostStatus;
  locale?: PostLocale;
  /** "product:<id>", "article:<id>" or "topic". */
  source?: string;
}

function filtered(filters: PostFilters) {
  let q = getDb().selectFrom("social_post");
  if (filters.platform) q = q.where("platform", "=", filters.platform);
  if (filters.status) q = q.where("status", "=", filters.status);
  if (filters.locale) q = q.where("locale", "=", filters.locale);
  if (filters.source) {
    const [type, ...rest] = filters.source.split(":");
    const id = rest.join(":");
    q = q.where("source_type", "=", type as SourceType);
    if (id) q = q.where("source_id", "=", id);
  }
  const folded = foldForSearch(filters.query ?? "");
  for (const word of folded.split(/\s+/).filter(Boolean)) {
    // Folded text is [a-z0-9 ] only, so no LIKE wildcard can come from the query.
    q = q.where("search_text", "like", `%${word}%`);
  }
  return q;
}

export const postPageSize = 20;

/** Newest first. */
export async function listPosts(filters: PostFilters & { page?: number }) {
  const page = Math.max(1, filters.page ?? 1);
  const [rows, count] = await Promise.all([
    filtered(filters)
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("group_id")
      .orderBy("locale", "desc")
      .orderBy("platform")
      .orderBy("variant")
      .limit(postPageSize)
      .offset((page - 1) * postPageSize)
      .execute(),
    filtered(filters)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { posts: rows.map(toPost), total: Number(count.n), pageSize: postPageSize };
}

/** Posts planned within a month (Belgrade time), earliest first, and how many have no date. */
export async function listPostsInMonth(month: string, filters: PostFilters) {
  const [y, m] = month.split("-").map(Number);
  const next = m === 12 ? `${y! + 1}-01` : `${y}-${String(m! + 1).padStart(2, "0")}`;
  const from = belgradeToIso(`${month}-01T00:00`);
  const to = belgradeToIso(`${next}-01T00:00`);
  const [rows, undated] = await Promise.all([
    filtered(filters)
      .selectAll()
      .where("scheduled_at", ">=", from)
      .where("scheduled_at", "<", to)
      .orderBy("scheduled_at")
      .execute(),
    filtered(filters)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("scheduled_at", "is", null)
      .executeTakeFirstOrThrow(),
  ]);
  return { posts: rows.map(toPost), undated: Number(undated.n) };
}

export async function getPost(id: string): Promise<SocialPost | null> {
  const row = await getDb().selectFrom("social_post").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toPost(row) : null;
}

/** The sources posts have been written about, for the overview's filter. */
export async function listPostSourcesUsed(): Promise<{ value: string; label: string }[]> {
  const rows = await getDb()
    .selectFrom("social_post")
    .select(["source_type", "source_id", (eb) => eb.fn.max("source_title").as("title")])
    .where("source_type", "!=", "topic")
    .groupBy(["source_type", "source_id"])
    .execute();
  return rows
    .map((r) => ({ value: `${r.source_type}:${r.source_id}`, label: r.title ?? r.source_id ?? "" }))
    .sort((a, b) => a.label.localeCompare(b.label, "sr"));
}

export type EditResult =
  | { ok: true; post: SocialPost }
  | { ok: false; reason: "notFound" | "published" | "stale" };

/**
 * A published post is history and stays as it went out. `expectedVersion`: the
 * version the editor was loaded with (null: overwrite any). Every edit keeps the
 * text as a revision (the first also keeps the text the post had before);
 * `restoredFrom`: the revision it brings back (audited as a restore).
 */
export async function updatePostBody(
  id: string,
  body: string,
  actor: string,
  expectedVersion: number | null = null,
  { restoredFrom }: { restoredFrom?: string } = {},
): Promise<EditResult> {
  const post = await getPost(id);
  if (!post) return { ok: false, reason: "notFound" };
  if (post.status === "published") return { ok: false, reason: "published" };
  const now = new Date().toISOString();
  const first = !(await hasRevisions(postRevision, id));
  const claim = await writeChange("nothing public", async (trx): Promise<Outcome<VersionClaim>> => {
    const claim = await claimVersion(trx, { table: "social_post", id }, expectedVersion);
    if (!claim.ok) return { result: claim, audit: null };
    await trx
      .updateTable("social_post")
      .set({ body, updated_at: now, search_text: searchTextOf(body, post.sourceTitle, post.topic) })
      .where("id", "=", id)
      .execute();
    const revision = { entity: postRevision, entityId: id };
    if (first)
      await recordRevision(trx, {
        ...revision,
        values: { body: post.body },
        actor: null,
        at: post.updatedAt,
      });
    await recordRevision(trx, { ...revision, values: { body }, actor });
    const audit = restoredFrom
      ? postAudit(actor, "restore", id, { revision: restoredFrom })
      : postAudit(actor, "update", id, { field: "body" });
    return { result: claim, audit };
  });
  if (!claim.ok) return { ok: false, reason: claim.reason === "missing" ? "notFound" : "stale" };
  return { ok: true, post: { ...post, body, updatedAt: now, version: claim.version } };
}

/** A post's revisions hold what its editor saves: its text. */
export const postRevision = "socialPost";

/**
 * Brings a post's text back to a revision, as a new edit. `expectedVersion`: the
 * version the history compared it with (null: any). A published post stays as it went out.
 */
export async function restorePostRevision(
  id: string,
  revisionId: string,
  actor: string,
  expectedVersion: number | null,
): Promise<EditResult> {
  const revision = await getRevision<{ body?: unknown }>(postRevision, id, revisionId);
  if (!revision || typeof revision.values.body !== "string") return { ok: false, reason: "notFound" };
  return updatePostBody(id, revision.values.body, actor, expectedVersion, { restoredFrom: revisionId });
}

export type StatusResult =
  | { ok: true; from: PostStatus; post: SocialPost }
  | { ok: false; reason: "notFound" | "transition" | "scheduledAt" };

/** Moves a post along the workflow; scheduling needs a Belgrade date and time. */
export async function setPostStatus(
  id: string,
  status: PostStatus,
  scheduledAtLocal: string | undefined,
  actor: string,
  /** Where the post went out (marking it as published). */
  publishedUrl: string | null = null,
): Promise<StatusResult> {
  const post = await getPost(id);
  if (!post) return { ok: false, reason: "notFound" };
  if (!statusTransitions[post.status].includes(status)) return { ok: false, reason: "transition" };
  let scheduledAt = post.scheduledAt;
  if (status === "scheduled") {
    if (!scheduledAtLocal) return { ok: false, reason: "scheduledAt" };
    scheduledAt = belgradeToIso(scheduledAtLocal);
    if (Number.isNaN(new Date(scheduledAt).getTime())) return { ok: false, reason: "scheduledAt" };
  } else if (status === "draft" || status === "approved") scheduledAt = null;
  else if (status === "published") scheduledAt ??= new Date().toISOString();
  const now = new Date().toISOString();
  const claim = await writeChange("nothing public", async (trx): Promise<Outcome<VersionClaim>> => {
    // No version of a form to check, but a post deleted meanwhile stays deleted.
    const claim = await claimVersion(trx, { table: "social_post", id }, null);
    if (!claim.ok) return { result: claim, audit: null };
    const scheduling = status === "scheduled" && scheduledAt !== null;
    await trx
      .updateTable("social_post")
      .set({
        status,
        scheduled_at: scheduledAt,
        updated_at: now,
        // A new date is a new reminder; the bell's entry for the old one goes.
        ...(scheduling ? { reminded_at: null } : {}),
        ...(status === "published" ? { published_url: publishedUrl } : {}),
      })
      .where("id", "=", id)
      .execute();
    // With the change or not at all. The reminder for an older date finds the post moved and sends nothing.
    if (status === "scheduled" && scheduledAt) await queuePostReminder(trx, id, scheduledAt);
    const detail = { status: { from: post.status, to: status }, scheduledAt, publishedUrl };
    return { result: claim, audit: postAudit(actor, "update", id, detail) };
  });
  if (!claim.ok) return { ok: false, reason: "notFound" };
  if (status === "scheduled") wakeJobRunners();
  const moved = {
    ...post,
    status,
    scheduledAt,
    updatedAt: now,
    version: claim.version,
    publishedUrl: status === "published" ? publishedUrl : post.publishedUrl,
  };
  return { ok: true, from: post.status, post: moved };
}

/** A copy as a new draft without a date, next to the original in its group. */
export async function duplicatePost(id: string, actor: string): Promise<SocialPost | null> {
  const row = await getDb().selectFrom("social_post").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const now = new Date().toISOString();
  const copy = {
    ...row,
    id: randomUUID(),
    status: "draft" as const,
    scheduled_at: null,
    reminded_at: null,
    published_url: null,
    created_at: now,
    updated_at: now,
    version: 1,
  };
  await writeChange("nothing public", async (trx) => {
    await trx.insertInto("social_post").values(copy).execute();
    return { result: null, audit: postAudit(actor, "duplicate", copy.id, { from: id }) };
  });
  return toPost(copy);
}

export async function deletePost(id: string, actor: string): Promise<boolean> {
  const deleted = await deleteRecorded("social_post", id, actor, "nothing public");
  // Its history goes with it: nothing is left to restore it into.
  if (deleted) await dropRevisions(getDb(), postRevision, [id]);
  return deleted;
}

function postAudit(actor: string, action: string, id: string, detail?: Record<string, unknown>): AuditEntry {
  return { actor, action, entity: "socialPost", entityId: id, detail };
}

/** A Belgrade wall-clock time the schema has already checked, as ISO UTC. */
function belgradeToIso(local: string): string {
  const iso = belgradeLocalToIso(local);
  if (!iso) throw new Error(`Not a date and time: ${local}`);
  return iso;
}

/** How many posts were made from each of the products or articles (none: not listed). */
export async function countPostsBySource(
  sourceType: "product" | "article",
  ids: string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb()
    .selectFrom("social_post")
    .select(["source_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("source_type", "=", sourceType)
    .where("source_id", "in", ids)
    .groupBy("source_id")
    .execute();
  return new Map(rows.map((r) => [r.source_id ?? "", Number(r.n)]));
}

/**
 * The source went to the trash (`at`) or came back (null): its posts are marked
 * "izvor obrisan" or no longer. A post not yet out (approved, scheduled) goes back
 * to the drafts, so nothing is published about an item the site no longer shows;
 * a published post stays as it went out. Returns how many posts were touched.
 */
export async function markPostsSourceDeleted(
  trx: Transaction<DB>,
  sourceType: "product" | "article",
  sourceId: string,
  at: string | null,
): Promise<number> {
  const query = trx
    .updateTable("social_post")
    .where("source_type", "=", sourceType)
    .where("source_id", "=", sourceId);
  if (at === null) {
    const result = await query
      .set({ source_deleted_at: null })
      .where("source_deleted_at", "is not", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
  await query
    .set({ status: "draft", scheduled_at: null, updated_at: at })
    .where("status", "in", ["approved", "scheduled"])
    .execute();
  const result = await query.set({ source_deleted_at: at }).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
