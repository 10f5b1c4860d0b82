import { withActorNames } from "#app/domain/audit/audit.server.ts";
import { getProductForEdit, restoreProductRevision } from "#app/domain/catalogue/product-admin.server.ts";
import {
  articleValuesOf,
  getArticleForEdit,
  restoreArticleRevision,
} from "#app/domain/news/article-admin.server.ts";
import { getPageHistory, restorePageRevision } from "#app/domain/pages/pages.server.ts";
import {
  getSettings,
  getSettingsVersion,
  restoreSettingsRevision,
  settingsRevision,
} from "#app/domain/settings/settings.server.ts";
import { getPost, restorePostRevision } from "#app/domain/social/posts.server.ts";
import { type PageKey, pageKeys } from "#app/schemas/pages.ts";
import type { HistoryKind } from "#app/schemas/revision-compare.ts";
import { getRevision, listRevisions, type RevisionSummary } from "./revisions.server.ts";

// The "Istorija izmena" screen of an editor: the record's revisions, one of them
// beside the current values, and bringing one back (as a new, recorded save).
// Products, articles, the site's page texts (docs/decisions/0033-page-history.md),
// the site settings (one record, "site") and social posts (their text).

export interface HistoryRevision extends RevisionSummary {
  /** A page's: what visitors see now, or the draft in progress (null: neither). */
  state?: "published" | "draft" | null;
}

export interface History {
  /** The record's name (a page's key: the screen names it in the owner's language). */
  title: string;
  /** The current values, as a revision holds them (a page's: what visitors see now). */
  current: Record<string, unknown>;
  /** The current version: a restore from a screen that looked at an older one is refused. */
  version: number;
  revisions: HistoryRevision[];
  /** The revision shown beside the current values (the one before the current by default). */
  selected: (RevisionSummary & { values: Record<string, unknown> }) | null;
  /** A page's draft in progress: when it was saved (null: none, or not a page). */
  draftSavedAt: string | null;
  /** A post's platform, which the screen names it by with its title. */
  platform?: string;
  /** Why no revision can be brought back (a published post stays as it went out). */
  locked?: "published";
}

async function currentOf(kind: Exclude<HistoryKind, "page">, id: string) {
  if (kind === "settings") {
    if (id !== settingsRevision.entityId) return null;
    const [settings, version] = await Promise.all([getSettings(), getSettingsVersion()]);
    return { title: settings.brandName, version, values: settings as Record<string, unknown> };
  }
  if (kind === "socialPost") {
    const post = await getPost(id);
    if (!post) return null;
    return {
      title: post.sourceTitle ?? post.topic ?? "",
      version: post.version,
      values: { body: post.body },
      platform: post.platform,
      locked: post.status === "published" ? ("published" as const) : undefined,
    };
  }
  if (kind === "product") {
    const product = await getProductForEdit(id);
    if (!product) return null;
    const { updatedAt: _, version, ...values } = product;
    return { title: product.sr.name, version, values: values as Record<string, unknown> };
  }
  const article = await getArticleForEdit(id);
  if (!article) return null;
  return {
    title: article.sr.title,
    version: article.version,
    values: articleValuesOf(article) as Record<string, unknown>,
  };
}

const pageKeyOf = (id: string): PageKey | null => pageKeys.find((k) => k === id) ?? null;

async function selectedOf(kind: HistoryKind, id: string, chosen: string | null | undefined) {
  return chosen ? await getRevision<Record<string, unknown>>(kind, id, chosen) : null;
}

/**
 * The record's history, or null when there is no live record (gone, in the trash, no such page);
 * who saved each version by their name.
 */
export async function getHistory(
  kind: HistoryKind,
  id: string,
  revisionId?: string,
): Promise<History | null> {
  const history = await readHistory(kind, id, revisionId);
  return history && { ...history, revisions: await withActorNames(history.revisions) };
}

async function readHistory(kind: HistoryKind, id: string, revisionId?: string): Promise<History | null> {
  if (kind === "page") {
    const key = pageKeyOf(id);
    if (!key) return null;
    const page = await getPageHistory(key);
    return {
      title: key,
      current: page.published as Record<string, unknown>,
      version: page.version,
      revisions: page.revisions,
      selected: await selectedOf(kind, id, revisionId ?? page.suggested),
      draftSavedAt: page.draftSavedAt,
    };
  }
  const current = await currentOf(kind, id);
  if (!current) return null;
  const revisions = await listRevisions(kind, id);
  const chosen = revisionId ?? (revisions[1] ?? revisions[0])?.id;
  return {
    title: current.title,
    current: current.values,
    version: current.version,
    revisions,
    selected: await selectedOf(kind, id, chosen),
    draftSavedAt: null,
    ...("platform" in current ? { platform: current.platform, locked: current.locked } : {}),
  };
}

export type RestoreRevisionResult =
  | { ok: true; id: string }
  | { ok: false; reason: "notFound" | "refused" | "stale" };

/**
 * Brings a revision back; the record's address afterwards (a product's id does
 * not change). `expectedVersion`: the version the screen compared with (null:
 * any); "stale" when the record was saved since, and nothing is written.
 */
export async function restoreRevision(
  kind: HistoryKind,
  id: string,
  revisionId: string,
  actor: string,
  expectedVersion: number | null = null,
): Promise<RestoreRevisionResult> {
  if (kind === "page") {
    const key = pageKeyOf(id);
    const result = key ? await restorePageRevision(key, revisionId, actor, expectedVersion) : "missing";
    if (result === "saved") return { ok: true, id };
    return {
      ok: false,
      reason: result === "missing" ? "notFound" : result === "stale" ? "stale" : "refused",
    };
  }
  if (kind === "settings") {
    const result =
      id === settingsRevision.entityId
        ? await restoreSettingsRevision(revisionId, actor, expectedVersion)
        : "missing";
    if (result === "saved") return { ok: true, id };
    return {
      ok: false,
      reason: result === "missing" ? "notFound" : result === "stale" ? "stale" : "refused",
    };
  }
  if (kind === "socialPost") {
    const result = await restorePostRevision(id, revisionId, actor, expectedVersion);
    return result.ok
      ? { ok: true, id }
      : { ok: false, reason: result.reason === "published" ? "refused" : result.reason };
  }
  const result =
    kind === "product"
      ? await restoreProductRevision(id, revisionId, actor, expectedVersion)
      : await restoreArticleRevision(id, revisionId, actor, expectedVersion);
  if (!result) return { ok: false, reason: "notFound" };
  if (result.ok) return { ok: true, id: result.id };
  return { ok: false, reason: result.errors.form === "errors.recordChanged" ? "stale" : "refused" };
}
