import type { Transaction } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import type { DB } from "#app/db/schema.server.ts";
import { type AuditEntry, recordAudit } from "#app/domain/audit/audit.server.ts";
import { bumpContentVersion, type ContentPart } from "./version.server.ts";

// Every admin write goes through writeChange (docs/decisions/0024-cache-invalidation-at-the-write.md):
// the write and its audit line commit together, and only after the commit are the
// copies it made stale dropped, so no instance caches a page built from a change
// that was then rolled back.

/**
 * What a write makes stale: the part or parts of what visitors see it changes
 * (version.server.ts; the pages showing them and the data cached per content
 * version, on every instance), or "nothing public" for a change that shows only
 * in the admin.
 */
export type Stale = ContentPart | readonly ContentPart[] | "nothing public";

/** The work's result, and its audit line; null when nothing changed (nothing to record or drop). */
export interface Outcome<T> {
  result: T;
  audit: AuditEntry | null;
}

export async function writeChange<T>(
  stale: Stale,
  work: (trx: Transaction<DB>) => Promise<Outcome<T>>,
): Promise<T> {
  let changed = false;
  const result = await getDb()
    .transaction()
    .execute(async (trx) => {
      const outcome = await work(trx);
      if (outcome.audit) {
        await recordAudit(trx, outcome.audit);
        changed = true;
      }
      return outcome.result;
    });
  if (changed) await invalidate(stale);
  return result;
}

/**
 * The rows a list deletes from, with the audit log's name for each. Products and
 * articles go to the trash instead (trash.server.ts).
 */
const deletable = { social_post: "socialPost" } as const;

/** Deletes one row by id, with its audit line; false when it was not there (nothing recorded or dropped). */
export function deleteRecorded(
  table: keyof typeof deletable,
  id: string,
  actor: string,
  stale: Stale,
): Promise<boolean> {
  return writeChange(stale, async (trx) => {
    const result = await trx.deleteFrom(table).where("id", "=", id).executeTakeFirst();
    const deleted = Number(result.numDeletedRows) > 0;
    return {
      result: deleted,
      audit: deleted ? { actor, action: "delete", entity: deletable[table], entityId: id } : null,
    };
  });
}

/**
 * For a change another library has already committed (better-auth's accounts),
 * which no transaction of ours can hold: its audit line right after, then what it made stale.
 */
export async function recordCommittedChange(stale: Stale, audit: AuditEntry): Promise<void> {
  await recordAudit(getDb(), audit);
  await invalidate(stale);
}

async function invalidate(stale: Stale): Promise<void> {
  if (stale === "nothing public") return;
  await bumpContentVersion(typeof stale === "string" ? [stale] : stale);
}
