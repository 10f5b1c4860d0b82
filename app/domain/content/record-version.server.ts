import { sql, type Transaction } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import type { DB } from "#app/db/schema.server.ts";
import { namesOf } from "#app/domain/audit/audit.server.ts";
import {
  changedFields,
  type LoadedVersion,
  type VersionConflict,
  versionToken,
} from "#app/schemas/record-version.ts";

// Optimistic concurrency for every record the admin edits
// (docs/decisions/0028-record-versions.md). A save claims the version its form was
// loaded with, inside its own transaction: one conditional update raises the
// version only if it is still the expected one, so of two saves of the same
// version exactly one wins, on SQLite and on PostgreSQL (the row stays locked
// until the winner commits). The loser is refused and told what changed.

/** A record with a row of its own (a version column), or one made of several rows (versioned by name). */
export type VersionedRecord =
  | { table: "product" | "article" | "social_post" | "media" | "newsletter_campaign"; id: string }
  | { name: "settings" | `page:${string}` };

export type VersionClaim = { ok: true; version: number } | { ok: false; reason: "missing" | "stale" };

/**
 * Raises the record's version, if it is still `expected` (null: any version, for
 * a row action that carries none). "missing": the record is gone (nothing is
 * written, so nothing deleted comes back); "stale": someone saved in between.
 * Call it after the save's own refusals and before its writes: the transaction
 * commits what came before a refusal.
 */
export async function claimVersion(
  trx: Transaction<DB>,
  record: VersionedRecord,
  expected: number | null,
): Promise<VersionClaim> {
  if ("table" in record) {
    let update = trx.updateTable(record.table).set({ version: sql`version + 1` }).where("id", "=", record.id);
    if (expected !== null) update = update.where("version", "=", expected);
    const row = await update.returning("version").executeTakeFirst();
    if (row) return { ok: true, version: row.version };
    const exists = await trx
      .selectFrom(record.table)
      .select("id")
      .where("id", "=", record.id)
      .executeTakeFirst();
    return { ok: false, reason: exists ? "stale" : "missing" };
  }
  // A record never saved is at version 0; its row appears with the first save.
  await trx
    .insertInto("record_version")
    .values({ name: record.name, version: 0 })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  let update = trx
    .updateTable("record_version")
    .set({ version: sql`version + 1` })
    .where("name", "=", record.name);
  if (expected !== null) update = update.where("version", "=", expected);
  const row = await update.returning("version").executeTakeFirst();
  return row ? { ok: true, version: row.version } : { ok: false, reason: "stale" };
}

/** The current version of a record made of several rows (0 before its first save). */
export async function namedRecordVersion(name: "settings" | `page:${string}`): Promise<number> {
  const row = await getDb()
    .selectFrom("record_version")
    .select("version")
    .where("name", "=", name)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/**
 * What a refused save tells the owner: who saved the newer version and when
 * (the record's last audit line), which fields differ from what the form was
 * loaded with, and the newer version's token for "Save anyway".
 */
export async function describeConflict({
  entity,
  entityId,
  sent,
  current,
}: {
  /** The audit log's name for the record, and its id (none for the settings). */
  entity: string;
  entityId: string | null;
  /** What the refused save posted (postedVersion). */
  sent: { expected: LoadedVersion | null; posted: string };
  current: { version: number; values: unknown };
}): Promise<VersionConflict> {
  let query = getDb()
    .selectFrom("audit_log")
    .select(["actor", "created_at"])
    .where("entity", "=", entity)
    .orderBy("created_at", "desc")
    .limit(1);
  query = entityId === null ? query.where("entity_id", "is", null) : query.where("entity_id", "=", entityId);
  const last = await query.executeTakeFirst();
  return {
    by: last?.actor ? ((await namesOf([last.actor])).get(last.actor) ?? last.actor) : null,
    at: last?.created_at ?? null,
    fields: changedFields(sent.expected, current.values),
    token: versionToken(current.version, current.values),
    posted: sent.posted,
  };
}
