import { sql } from "kysely";
import { getDb } from "#app/db/connection.server.ts";

// Fixed-window counters in the database (table rate_limit), so a restart does
// not reset them and several instances share them (DESIGN.md §11). One
// upsert per hit: atomic on both SQLite and PostgreSQL, no read-then-write race.

export interface RateLimitRule {
  /** Hits allowed per window. */
  max: number;
  windowSeconds: number;
}

/** Counts one hit for the key; returns whether it is still within the limit. */
export async function consumeRateLimit(
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<boolean> {
  const start = now.toISOString();
  const cutoff = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
  const expired = sql<boolean>`${sql.ref("rate_limit.window_start")} <= ${cutoff}`;
  const row = await getDb()
    .insertInto("rate_limit")
    .values({ key, count: 1, window_start: start })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else ${sql.ref("rate_limit.count")} + 1 end`,
        window_start: sql<string>`case when ${expired} then ${start} else ${sql.ref("rate_limit.window_start")} end`,
      }),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  return Number(row.count) <= rule.max;
}
