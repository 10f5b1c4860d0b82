import { randomUUID } from "node:crypto";
import { getDb } from "#app/db/connection.server.ts";
import { getLogger } from "#app/logger.server.ts";
import { bumpContentVersion } from "../content/version.server.ts";

// Every admin change leaves a line: who, what, when.

export interface AuditEntry {
  actor: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  detail?: Record<string, unknown> | null;
}

export async function recordAudit(entry: AuditEntry): Promise<void> {
  const row = {
    id: randomUUID(),
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId ?? null,
    detail: entry.detail ? JSON.stringify(entry.detail) : null,
    created_at: new Date().toISOString(),
  };
  await getDb().insertInto("audit_log").values(row).execute();
  // Every admin change may show on public pages: their cached copies are now stale.
  await bumpContentVersion();
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
