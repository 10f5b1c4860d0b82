import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/db.server.ts";
import { streamSubscribersCsv } from "#app/domain/newsletter/subscriber-admin.server.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";

const rows = 100_000;

describe.each(dialects)("the subscriber CSV export on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const base = Date.parse("2025-01-01T00:00:00.000Z");
    for (let start = 0; start < rows; start += 2000) {
      const batch = Array.from({ length: Math.min(2000, rows - start) }, (_, k) => {
        const i = start + k;
        return {
          id: randomUUID(),
          email: `reader${i}@example.com`,
          locale: (i % 3 ? "sr" : "en") as "sr" | "en",
          status: "active" as const,
          token: randomUUID(),
          // Many share a second, so paging must not skip or repeat rows with equal times.
          created_at: new Date(base + Math.floor(i / 7) * 1000).toISOString(),
          unsubscribed_at: null,
        };
      });
      await database.db.insertInto("newsletter_subscriber").values(batch).execute();
    }
  }, 240_000);
  afterAll(async () => {
    await database.close();
  });

  it("streams 100 000 subscribers, each exactly once, without holding them all", async () => {
    const reader = streamSubscribersCsv({ locale: "en", format: "comma", batchSize: 2000 }).getReader();
    const decoder = new TextDecoder();
    let lines = 0;
    let pending = "";
    let largestChunk = 0;
    const seen = new Set<string>();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      largestChunk = Math.max(largestChunk, value.length);
      pending += decoder.decode(value, { stream: true });
      const parts = pending.split("\r\n");
      pending = parts.pop() ?? "";
      for (const line of parts) {
        lines++;
        seen.add(line.split(",")[0] ?? "");
      }
    }
    expect(lines).toBe(rows + 1);
    expect(seen.size).toBe(rows + 1);
    // Batches, not the whole file at once.
    expect(largestChunk).toBeLessThan(400_000);
  }, 240_000);
});
