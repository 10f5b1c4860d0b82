import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/db.server.ts";
import { jobHandlers, recurringJobs } from "#app/domain/jobs/handlers.server.ts";
import {
  deleteStaleRateLimits,
  hitRateLimit,
  rateLimitCleanupJob,
} from "#app/domain/security/rate-limit.server.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";

// Every visitor's click on a shop and every form's address leave a counter row;
// the hourly cleanup keeps the table from only growing.

describe.each(dialects)("rate-limit counters on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.close();
  });

  const keys = async () =>
    (await database.db.selectFrom("rate_limit").select("key").orderBy("key").execute()).map((r) => r.key);

  it("forgets counters whose window ended more than a day ago and keeps the rest", async () => {
    const now = new Date("2026-11-27T12:00:00.000Z");
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    await hitRateLimit("shop-click:a:1:heljdino-brasno", 1, 1800, hoursAgo(30));
    await hitRateLimit("contact:203.0.113.9", 5, 600, hoursAgo(25));
    await hitRateLimit("shop-click:b:2:heljdino-brasno", 1, 1800, hoursAgo(2));
    await hitRateLimit("signin:203.0.113.9", 5, 900, hoursAgo(0));

    expect(await deleteStaleRateLimits(now)).toBe(2);
    expect(await keys()).toEqual(["shop-click:b:2:heljdino-brasno", "signin:203.0.113.9"]);
  });

  it("runs as recurring background work", async () => {
    expect(recurringJobs.map((j) => j.name)).toContain(rateLimitCleanupJob);
    await hitRateLimit("old", 1, 60, new Date("2020-01-01T00:00:00.000Z"));
    await jobHandlers[rateLimitCleanupJob]?.(null, { id: "x", attempt: 1, last: true });
    expect(await keys()).not.toContain("old");
  });
});
