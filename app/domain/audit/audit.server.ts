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

export interface AuditRow {
  id: string;
  actor: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  createdAt: string;
}

export async function listRecentAudit(limit = 10): Promise<AuditRow[]> {
  const rows = await getDb()
    .selectFrom("audit_log")
    .selectAll()
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    actor: r.actor,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    createdAt: r.created_at,
  }));
}
