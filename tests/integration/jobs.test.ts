import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import { type Database, openDatabase } from "#app/db/db.server.ts";
import { saveProduct } from "#app/domain/catalogue/product-admin.server.ts";
import { listTrash, trashItem, trashPurgeJob } from "#app/domain/content/trash.server.ts";
import { jobHandlers, recurringJobs } from "#app/domain/jobs/handlers.server.ts";
import {
  claimJob,
  enqueueJob,
  type JobHandler,
  listFailedJobs,
  type RecurringJob,
  retryDelay,
  startJobRunner,
} from "#app/domain/jobs/jobs.server.ts";
import { productFormSchema } from "#app/schemas/product-form.ts";
import { createPostgresDatabase, createTestDatabase, dialects } from "../support/databases.ts";

async function until(check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await sleep(20);
  }
}

describe("retryDelay", () => {
  it("doubles from the base and stops at the cap", () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(30, 1000, 60_000)).toBe(60_000);
  });
});

for (const dialect of dialects) {
  describe(`durable jobs on ${dialect}`, () => {
    let database: Database;
    let location: string;
    beforeAll(async () => {
      location =
        dialect === "sqlite"
          ? path.join(mkdtempSync(path.join(tmpdir(), "zrnce-jobs-")), "site.db")
          : await createPostgresDatabase();
      database = await createTestDatabase(dialect, location);
    });
    afterAll(async () => {
      await database.close();
    });

    /** A second connection (pool) to the same database: another app instance. */
    function secondConnection(): Database {
      return dialect === "sqlite"
        ? openDatabase({ sqliteFile: location })
        : openDatabase({ url: location, poolSize: 4 });
    }

    const status = async (id: string) =>
      database.db.selectFrom("job").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

    it("never runs one job twice when two runners on two connections take from the same table", async () => {
      const ids: string[] = [];
      for (let i = 0; i < 30; i++) ids.push(await enqueueJob(database.db, "count", { i }));
      const ran: { id: string; by: string }[] = [];
      const handler =
        (by: string): JobHandler =>
        async (_payload, job) => {
          ran.push({ id: job.id, by });
          await sleep(5);
        };
      const other = secondConnection();
      const a = startJobRunner({ database, handlers: { count: handler("a") }, concurrency: 3, pollMs: 10 });
      const b = startJobRunner({
        database: other,
        handlers: { count: handler("b") },
        concurrency: 3,
        pollMs: 10,
      });
      try {
        await until(async () => {
          const done = await database.db
            .selectFrom("job")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("name", "=", "count")
            .where("status", "=", "done")
            .executeTakeFirstOrThrow();
          return Number(done.n) === ids.length;
        });
      } finally {
        await a.stop();
        await b.stop();
        await other.close();
      }
      expect(ran.map((r) => r.id).sort()).toEqual([...ids].sort());
      expect(new Set(ran.map((r) => r.by))).toEqual(new Set(["a", "b"]));
    });

    it("claims a due job once, whoever asks at the same moment", async () => {
      const id = await enqueueJob(database.db, "race", {});
      const other = secondConnection();
      try {
        const claims = await Promise.all([
          claimJob(database, "x", 60_000, ["race"]),
          claimJob(other, "y", 60_000, ["race"]),
          claimJob(database, "z", 60_000, ["race"]),
        ]);
        expect(claims.filter(Boolean).map((c) => c?.id)).toEqual([id]);
      } finally {
        await other.close();
      }
    });

    it("runs again a job whose runner died mid-way, once its lease has run out", async () => {
      const id = await enqueueJob(database.db, "crashy", { n: 1 });
      // A runner claims it and dies: nothing finishes it, its lease lapses.
      expect((await claimJob(database, "dead-instance", 50, ["crashy"]))?.id).toBe(id);
      const seen: number[] = [];
      const runner = startJobRunner({
        database,
        handlers: { crashy: async (_p, job) => void seen.push(job.attempt) },
        pollMs: 20,
      });
      try {
        await until(async () => (await status(id)).status === "done");
      } finally {
        await runner.stop();
      }
      expect(seen).toEqual([2]);
      expect((await status(id)).locked_by).toBeNull();
    });

    it("retries a failing job with backoff and keeps it, failed, with its error", async () => {
      const id = await enqueueJob(database.db, "broken", { what: "mail" }, { maxAttempts: 3 });
      const attempts: { attempt: number; last: boolean; at: number }[] = [];
      const runner = startJobRunner({
        database,
        handlers: {
          broken: async (_p, job) => {
            attempts.push({ attempt: job.attempt, last: job.last, at: Date.now() });
            throw new Error(`SMTP refused (attempt ${job.attempt})`);
          },
        },
        pollMs: 10,
        retryBaseMs: 100,
        onError: () => undefined,
      });
      try {
        await until(async () => (await status(id)).status === "failed");
      } finally {
        await runner.stop();
      }
      expect(attempts.map((a) => [a.attempt, a.last])).toEqual([
        [1, false],
        [2, false],
        [3, true],
      ]);
      // 100 ms, then 200 ms.
      expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(90);
      expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(190);
      const row = await status(id);
      expect([row.attempts, row.last_error]).toEqual([3, "SMTP refused (attempt 3)"]);
      expect((await listFailedJobs()).map((j) => j.id)).toContain(id);
    });

    it("gives up on a job whose runner died during its last attempt", async () => {
      const id = await enqueueJob(database.db, "doomed", {}, { maxAttempts: 1 });
      await claimJob(database, "dead-instance", 20, ["doomed"]);
      await sleep(40);
      const ran: string[] = [];
      const runner = startJobRunner({
        database,
        handlers: { doomed: async (_p, job) => void ran.push(job.id) },
        pollMs: 10,
      });
      try {
        await until(async () => (await status(id)).status === "failed");
      } finally {
        await runner.stop();
      }
      expect(ran).toEqual([]);
    });

    it("leaves a job it has not started when stopped, for the next runner", async () => {
      const runner = startJobRunner({ database, handlers: { later: async () => undefined }, pollMs: 10 });
      await runner.stop();
      const id = await enqueueJob(database.db, "later", {});
      await sleep(50);
      expect((await status(id)).status).toBe("queued");
    });

    const hour = 3_600_000;
    const runsOf = (name: string) =>
      database.db
        .selectFrom("job")
        .select(["id", "status", "run_at"])
        .where("name", "=", name)
        .orderBy("run_at")
        .execute();

    /** A runner of one recurring job that notes each run's id (its period), on the given clock. */
    function recurringRunner(db: Database, every: RecurringJob, clock: () => Date, ran: string[]) {
      return startJobRunner({
        database: db,
        handlers: {
          [every.name]: async (_payload, job) => {
            ran.push(job.id);
            await sleep(5);
          },
        },
        recurring: [every],
        clock,
        pollMs: 10,
      });
    }

    it("runs recurring work once per period with two instances, each run queueing the next", async () => {
      let now = new Date(Date.UTC(2030, 0, 1, 12, 5));
      const clock = () => now;
      const every = { name: "tick", everyMs: hour };
      const ran: string[] = [];
      const other = secondConnection();
      const a = recurringRunner(database, every, clock, ran);
      const b = recurringRunner(other, every, clock, ran);
      try {
        // Ran n times, and the last run is over (it queued the next one in the same transaction).
        const ranAndQueued = (n: number) =>
          until(async () => ran.length === n && (await runsOf("tick")).some((r) => r.status === "queued"));
        await ranAndQueued(1);
        for (let n = 2; n <= 4; n++) {
          // The next period begins: one of the two instances runs it.
          now = new Date(now.getTime() + hour);
          await ranAndQueued(n);
        }
        await sleep(100);
      } finally {
        await a.stop();
        await b.stop();
        await other.close();
      }
      expect(ran).toEqual([
        "tick@2030-01-01T12:00:00.000Z",
        "tick@2030-01-01T13:00:00.000Z",
        "tick@2030-01-01T14:00:00.000Z",
        "tick@2030-01-01T15:00:00.000Z",
      ]);
      expect((await runsOf("tick")).filter((r) => r.status !== "done")).toEqual([
        { id: "tick@2030-01-01T16:00:00.000Z", status: "queued", run_at: "2030-01-01T16:00:00.000Z" },
      ]);
    });

    it("keeps recurring work's next run across a restart, and runs a run missed while down once", async () => {
      let now = new Date(Date.UTC(2030, 1, 1, 6, 30));
      const clock = () => now;
      const every = { name: "sweep", everyMs: 6 * hour };
      const ran: string[] = [];
      const first = secondConnection();
      const before = recurringRunner(first, every, clock, ran);
      try {
        await until(async () => ran.length === 1);
      } finally {
        await before.stop();
        await first.close();
      }
      // The next run is a row in the table, not a timer of the process that stopped.
      expect((await runsOf("sweep")).map((r) => [r.id, r.status])).toEqual([
        ["sweep@2030-02-01T06:00:00.000Z", "done"],
        ["sweep@2030-02-01T12:00:00.000Z", "queued"],
      ]);
      // A day later, another instance starts: the run that was due runs once, not once per missed period.
      now = new Date(Date.UTC(2030, 1, 2, 7, 0));
      const second = secondConnection();
      const after = recurringRunner(second, every, clock, ran);
      try {
        await until(async () => ran.length === 2);
        await sleep(100);
      } finally {
        await after.stop();
        await second.close();
      }
      expect(ran).toEqual(["sweep@2030-02-01T06:00:00.000Z", "sweep@2030-02-01T12:00:00.000Z"]);
      expect((await runsOf("sweep")).filter((r) => r.status !== "done")).toEqual([
        { id: "sweep@2030-02-02T12:00:00.000Z", status: "queued", run_at: "2030-02-02T12:00:00.000Z" },
      ]);
    });

    it("empties the trash as recurring work: due at the first start, then every 6 hours", async () => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        id: "davno-obrisan",
        type: "snacks",
        status: "draft",
        weightGrams: "150",
        "sr.name": "Davno obrisan",
        "sr.shortDescription": "Kratko.",
        "sr.description": "Opis.",
        "sr.ingredients": "pirinač",
      }))
        form.append(k, v);
      const values = parseSubmission(form, productFormSchema);
      if (values.status !== "success") throw new Error(JSON.stringify(values.reply().error));
      await saveProduct(null, values.value, "owner@zrnce.rs");
      await trashItem("product", "davno-obrisan", "owner@zrnce.rs", new Date(Date.now() - 31 * 86_400_000));
      const other = secondConnection();
      const runners = [database, other].map((db) =>
        startJobRunner({ database: db, handlers: jobHandlers, recurring: recurringJobs, pollMs: 10 }),
      );
      try {
        await until(async () => (await runsOf(trashPurgeJob)).some((r) => r.status === "done"));
        await sleep(100);
      } finally {
        for (const runner of runners) await runner.stop();
        await other.close();
      }
      expect(await listTrash("sr")).toEqual([]);
      const runs = await runsOf(trashPurgeJob);
      expect(runs.map((r) => r.status)).toEqual(["done", "queued"]);
      const [done, next] = runs.map((r) => new Date(r.id.split("@")[1]!).getTime());
      expect(done! % (6 * hour)).toBe(0);
      expect(next! - done!).toBe(6 * hour);
      expect(runs[1]!.run_at).toBe(new Date(next!).toISOString());
    });
  });
}
