import { sql } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import { getEnv } from "#app/env.server.ts";

// Fixed-window counters in the database, so several instances agree and a
// restart does not reset them. One row per key (e.g. "signin:203.0.113.7").

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window ends. */
  retryAfter: number;
}

/** Counts one hit against `key`; allowed while the count stays within `max` per `windowSeconds`. */
export async function hitRateLimit(
  key: string,
  max: number,
  windowSeconds: number,
  now = new Date(),
): Promise<RateLimitResult> {
  const db = getDb();
  const windowStart = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const nowIso = now.toISOString();
  // One statement: a new window starts when the stored one has ended.
  const row = await db
    .insertInto("rate_limit")
    .values({ key, count: 1, window_start: nowIso })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limit.window_start <= ${windowStart} then 1 else rate_limit.count + 1 end`,
        window_start: sql<string>`case when rate_limit.window_start <= ${windowStart} then ${nowIso} else rate_limit.window_start end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  const ends = new Date(row.window_start).getTime() + windowSeconds * 1000;
  return {
    allowed: row.count <= max,
    count: row.count,
    retryAfter: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)),
  };
}

export interface RateLimitRule {
  /** Hits allowed per window. */
  max: number;
  windowSeconds: number;
}

/** Counts one hit for the key; true while it is still within the rule. */
export async function consumeRateLimit(key: string, rule: RateLimitRule, now = new Date()): Promise<boolean> {
  return (await hitRateLimit(key, rule.max, rule.windowSeconds, now)).allowed;
}

export type FormLimit = "ok" | "address-limited" | "flood";

/**
 * A public form (contact, newsletter) is limited per client address: one address
 * past its limit is refused. All addresses together are only counted: past that
 * count is a flood, which the caller answers by holding what arrives, not by
 * refusing it, so a few addresses cannot shut a form for everyone (decision 0037).
 */
export async function checkFormLimits(form: "contact" | "newsletter", clientIp: string): Promise<FormLimit> {
  const env = getEnv();
  const windowSeconds = env.FORM_RATE_LIMIT_WINDOW_SECONDS;
  if (!(await consumeRateLimit(`${form}:${clientIp}`, { max: env.FORM_RATE_LIMIT_MAX, windowSeconds })))
    return "address-limited";
  const everyone = await consumeRateLimit(`${form}:*`, {
    max: env.FORM_RATE_LIMIT_GLOBAL_MAX,
    windowSeconds,
  });
  return everyone ? "ok" : "flood";
}

/** Is `key` over its limit now, without counting a hit? */
export async function isRateLimited(
  key: string,
  max: number,
  windowSeconds: number,
  now = new Date(),
): Promise<boolean> {
  const row = await getDb()
    .selectFrom("rate_limit")
    .select(["count", "window_start"])
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row) return false;
  const fresh = new Date(row.window_start).getTime() > now.getTime() - windowSeconds * 1000;
  return fresh && row.count >= max;
}

export async function clearRateLimit(key: string): Promise<void> {
  await getDb().deleteFrom("rate_limit").where("key", "=", key).execute();
}

export const rateLimitCleanupJob = "rate-limit-cleanup";

/**
 * Forgets counters whose window ended long ago: one row is kept per address,
 * visitor and shop, so without this the table would only grow. No window is
 * longer than a day unless an operator sets one, hence the larger of the two.
 */
export async function deleteStaleRateLimits(now = new Date()): Promise<number> {
  const env = getEnv();
  const keepSeconds = Math.max(
    24 * 3600,
    env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    env.FORM_RATE_LIMIT_WINDOW_SECONDS,
  );
  const before = new Date(now.getTime() - keepSeconds * 1000).toISOString();
  const result = await getDb().deleteFrom("rate_limit").where("window_start", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
