import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import type { DB } from "#app/db/schema.server.ts";
import { getLogger } from "#app/logger.server.ts";

// Every admin change leaves a line: who, what, when. It is written in the same
// transaction as the change it records (see content/changes.server.ts), so the
// log never tells of a change that was rolled back, nor misses one that was kept.

export interface AuditEntry {
  actor: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  detail?: Record<string, unknown> | null;
}

/** Records one line; pass the transaction that makes the change. */
export async function recordAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  const row = {
    id: randomUUID(),
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId ?? null,
    detail: entry.detail ? JSON.stringify(entry.detail) : null,
    created_at: new Date().toISOString(),
  };
  await db.insertInto("audit_log").values(row).execute();
  getLogger().info(
    { audit: { actor: row.actor, action: row.action, entity: row.entity, entityId: row.entity_id } },
    "admin change",
  );
}

/**
 * The names to show for actors, who are stored as their e-mail address at the time
 * (decision 0041): the person's name, also for people removed since (their row stays).
 */
export async function namesOf(emails: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(emails.filter((e): e is string => Boolean(e)))];
  if (wanted.length === 0) return new Map();
  const rows = await getDb()
    .selectFrom("user")
    .select(["email", "name"])
    .where("email", "in", wanted)
    .execute();
  // The first owner is made without a name ("Admin"): their address says more.
  return new Map(rows.filter((r) => r.name.trim() && r.name !== "Admin").map((r) => [r.email, r.name]));
}

/** Rows with their actor shown by name (falling back to the address); null stays null (the site itself). */
export async function withActorNames<R extends { actor: string | null }>(rows: readonly R[]): Promise<R[]> {
  const names = await namesOf(rows.map((r) => r.actor));
  return rows.map((r) => (r.actor ? { ...r, actor: names.get(r.actor) ?? r.actor } : r));
}

export interface AuditRow {
  id: string;
  /** Who: their name as the admin shows it (the stored address when they have none). */
  actor: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  createdAt: string;
}

/** The latest lines, newest first; only of these kinds of things when `entities` is given. */
export async function listRecentAudit(limit = 10, entities?: readonly string[]): Promise<AuditRow[]> {
  let query = getDb().selectFrom("audit_log").selectAll().orderBy("created_at", "desc").limit(limit);
  if (entities) query = query.where("entity", "in", entities);
  const rows = await query.execute();
  return withActorNames(
    rows.map((r) => ({
      id: r.id,
      actor: r.actor,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      createdAt: r.created_at,
    })),
  );
}
