import { sql } from "kysely";
import { getDb } from "#app/db/connection.server.ts";

// The content version: bumped after every admin change visitors can see
// (writeChange, in changes.server.ts) and read by the public page cache and the
// data cache, so instances sharing a database agree.

export async function getContentVersion(): Promise<number> {
  const row = await getDb()
    .selectFrom("content_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** How long a read version is trusted: another instance's change shows within this. */
export const versionCheckMs = 250;
let known: { version: number; at: number } | undefined;
let reading: Promise<number> | undefined;
let generation = 0;

/**
 * The content version as the page cache sees it: read from the database at most
 * every 250 ms (one read shared by concurrent requests), and at once after a
 * change made through this instance.
 */
export async function currentContentVersion(): Promise<number> {
  if (known && Date.now() - known.at < versionCheckMs) return known.version;
  if (!reading) {
    const started = Date.now();
    const readFor = generation;
    reading = getContentVersion()
      .then((version) => {
        // A change made while this read was under way must not be hidden by it.
        if (readFor === generation) known = { version, at: started };
        return version;
      })
      .finally(() => {
        reading = undefined;
      });
  }
  return reading;
}

export async function bumpContentVersion(): Promise<void> {
  generation++;
  known = undefined;
  await getDb()
    .updateTable("content_version")
    .set({ version: sql<number>`version + 1`, updated_at: new Date().toISOString() })
    .where("id", "=", 1)
    .execute();
  generation++;
  known = undefined;
}

/** For tests that switch databases: the version read from the last one means nothing for the next. */
export function forgetContentVersion(): void {
  generation++;
  known = undefined;
}
