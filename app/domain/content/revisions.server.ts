import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import type { DB } from "#app/db/schema.server.ts";

// Every save of an editable record keeps its form values as one revision
// (docs/decisions/0029-trash-history-redirects.md): one table for products,
// articles and whatever else comes to have an editor (settings, posts, page
// texts). The record's own save writes it, inside the same writeChange
// transaction, so no revision tells of a save that was rolled back.

/** The revisions kept per record; older ones are dropped as new ones come. */
export const revisionsKept = 20;

export interface RevisionSummary {
  id: string;
  actor: string | null;
  createdAt: string;
}

export interface Revision<V = unknown> extends RevisionSummary {
  values: V;
}

export interface RevisionEntry {
  entity: string;
  entityId: string;
  /** The record's form values as its save function takes them. */
  values: unknown;
  actor: string | null;
  /** The record's earlier id, whose revisions it takes along. */
  renamedFrom?: string | null;
  /** When these values were saved (now by default). */
  at?: string;
}

/** A record's revisions, newest first (strictly: recordRevision keeps their times apart). */
function newestFirst(db: Kysely<DB>, entity: string, entityId: string) {
  return db
    .selectFrom("revision")
    .where("entity", "=", entity)
    .where("entity_id", "=", entityId)
    .orderBy("created_at", "desc");
}

/** Records a save's values, and drops the revisions past the kept number. */
export async function recordRevision(trx: Transaction<DB>, entry: RevisionEntry): Promise<void> {
  const { entity, entityId } = entry;
  if (entry.renamedFrom && entry.renamedFrom !== entityId)
    await trx
      .updateTable("revision")
      .set({ entity_id: entityId })
      .where("entity", "=", entity)
      .where("entity_id", "=", entry.renamedFrom)
      .execute();
  // Strictly later than the last one, so "newest first" holds within one millisecond.
  const last = await newestFirst(trx, entity, entityId).select("created_at").limit(1).executeTakeFirst();
  let at = entry.at ? new Date(entry.at) : new Date();
  if (last && new Date(last.created_at) >= at) at = new Date(new Date(last.created_at).getTime() + 1);
  await trx
    .insertInto("revision")
    .values({
      id: randomUUID(),
      entity,
      entity_id: entityId,
      data: JSON.stringify(entry.values),
      actor: entry.actor,
      created_at: at.toISOString(),
    })
    .execute();
  const old = await newestFirst(trx, entity, entityId)
    .select("id")
    .offset(revisionsKept)
    .limit(1000)
    .execute();
  if (old.length)
    await trx
      .deleteFrom("revision")
      .where(
        "id",
        "in",
        old.map((r) => r.id),
      )
      .execute();
}

export async function hasRevisions(entity: string, entityId: string): Promise<boolean> {
  const row = await newestFirst(getDb(), entity, entityId).select("id").limit(1).executeTakeFirst();
  return Boolean(row);
}

/** A record's revisions, newest first. */
export async function listRevisions(entity: string, entityId: string): Promise<RevisionSummary[]> {
  const rows = await newestFirst(getDb(), entity, entityId).select(["id", "actor", "created_at"]).execute();
  return rows.map((r) => ({ id: r.id, actor: r.actor, createdAt: r.created_at }));
}

/** A record's revisions with their values, newest first (at most revisionsKept of them). */
export async function listRevisionsWithValues<V = unknown>(
  entity: string,
  entityId: string,
): Promise<Revision<V>[]> {
  const rows = await newestFirst(getDb(), entity, entityId).selectAll().execute();
  return rows.map((r) => ({
    id: r.id,
    actor: r.actor,
    createdAt: r.created_at,
    values: JSON.parse(r.data) as V,
  }));
}

/** One revision of the record, or null (another record's id is not found here). */
export async function getRevision<V>(
  entity: string,
  entityId: string,
  id: string,
): Promise<Revision<V> | null> {
  const row = await getDb()
    .selectFrom("revision")
    .selectAll()
    .where("id", "=", id)
    .where("entity", "=", entity)
    .where("entity_id", "=", entityId)
    .executeTakeFirst();
  return row
    ? { id: row.id, actor: row.actor, createdAt: row.created_at, values: JSON.parse(row.data) as V }
    : null;
}

/** Drops a record's revisions (its trash was emptied). */
export async function dropRevisions(db: Kysely<DB>, entity: string, entityIds: string[]): Promise<void> {
  if (entityIds.length === 0) return;
  await db.deleteFrom("revision").where("entity", "=", entity).where("entity_id", "in", entityIds).execute();
}
