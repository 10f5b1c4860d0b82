import { sql } from "kysely";
import { getDb } from "#app/db/connection.server.ts";

// The content version: bumped by every admin change (through the audit log)
// and read by the public page cache, so instances sharing a database agree.

export async function getContentVersion(): Promise<number> {
  const row = await getDb()
    .selectFrom("content_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

export async function bumpContentVersion(): Promise<void> {
  await getDb()
    .updateTable("content_version")
    .set({ version: sql<number>`version + 1`, updated_at: new Date().toISOString() })
    .where("id", "=", 1)
    .execute();
}
