import { getProductForEdit, restoreProductRevision } from "#app/domain/catalogue/product-admin.server.ts";
import {
  articleValuesOf,
  getArticleForEdit,
  restoreArticleRevision,
} from "#app/domain/news/article-admin.server.ts";
import type { HistoryKind } from "#app/schemas/revision-compare.ts";
import { getRevision, listRevisions, type RevisionSummary } from "./revisions.server.ts";

// The "Istorija izmena" screen of an editor: the record's revisions, one of them
// beside the current values, and bringing one back (as a new, recorded save).

export interface History {
  title: string;
  /** The current values, as a revision holds them. */
  current: Record<string, unknown>;
  revisions: RevisionSummary[];
  /** The revision shown beside the current values (the one before the current by default). */
  selected: (RevisionSummary & { values: Record<string, unknown> }) | null;
}

async function currentOf(kind: HistoryKind, id: string) {
  if (kind === "product") {
    const product = await getProductForEdit(id);
    if (!product) return null;
    const { updatedAt: _, ...values } = product;
    return { title: product.sr.name, values: values as Record<string, unknown> };
  }
  const article = await getArticleForEdit(id);
  if (!article) return null;
  return { title: article.sr.title, values: articleValuesOf(article) as Record<string, unknown> };
}

/** The record's history, or null when there is no live record (gone, or in the trash). */
export async function getHistory(
  kind: HistoryKind,
  id: string,
  revisionId?: string,
): Promise<History | null> {
  const current = await currentOf(kind, id);
  if (!current) return null;
  const revisions = await listRevisions(kind, id);
  const chosen = revisionId ?? (revisions[1] ?? revisions[0])?.id;
  const selected = chosen ? await getRevision<Record<string, unknown>>(kind, id, chosen) : null;
  return { title: current.title, current: current.values, revisions, selected };
}

export type RestoreRevisionResult = { ok: true; id: string } | { ok: false; reason: "notFound" | "refused" };

/** Brings a revision back; the record's address afterwards (a product's id does not change). */
export async function restoreRevision(
  kind: HistoryKind,
  id: string,
  revisionId: string,
  actor: string,
): Promise<RestoreRevisionResult> {
  const result =
    kind === "product"
      ? await restoreProductRevision(id, revisionId, actor)
      : await restoreArticleRevision(id, revisionId, actor);
  if (!result) return { ok: false, reason: "notFound" };
  return result.ok ? { ok: true, id: result.id } : { ok: false, reason: "refused" };
}
