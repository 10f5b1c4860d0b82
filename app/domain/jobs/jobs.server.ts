import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { type Kysely, sql, type Transaction } from "kysely";
import { getDatabase } from "#app/db/connection.server.ts";
import type { Database } from "#app/db/db.server.ts";
import type { DB, JobTable } from "#app/db/schema.server.ts";

// Durable background work (DESIGN.md §9, docs/decisions/0027-durable-jobs.md).
// A job is a row: enqueued in the same transaction as the change that needs it,
// claimed by one runner for a lease, run by the handler registered under its
// name, then marked done; a failure is retried with exponential backoff and,
// after its last attempt, kept as "failed" with its error. A runner that dies
// mid-job leaves the lease to run out, and another claims the job again, so
// delivery is at least once: handlers must be idempotent.

export type JobHandler = (
  payload: unknown,
  /** attempt counts from 1; last: no retry follows if this one fails. */
  job: { id: string; attempt: number; last: boolean },
) => Promise<void>;

export interface EnqueueOptions {
  /** When it may run first (default: now). */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Adds a job; pass the transaction of the change that needs it so both commit or
 * neither, and call wakeJobRunners() after the commit to start it without waiting for a poll.
 */
export async function enqueueJob(
  db: Kysely<DB> | Transaction<DB>,
  name: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("job")
    .values({
      id,
      name,
      payload: JSON.stringify(payload ?? {}),
      status: "queued",
      attempts: 0,
      max_attempts: options.maxAttempts ?? 5,
      run_at: (options.runAt ?? new Date()).toISOString(),
      locked_by: null,
      locked_until: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (!db.isTransaction) wakeJobRunners();
  return id;
}

/** Tells this process's runners that a job is due (other instances find it at their next poll). */
export function wakeJobRunners(): void {
  for (const runner of runners) runner.wake();
}

/** The wait before attempt n+1 (n ≥ 1): base doubling, capped. */
export function retryDelay(attempt: number, baseMs: number, capMs = 60 * 60_000): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Work that comes back every period (decision 0027, addendum): the trash purge,
 * later the newsletter's and the scheduled posts' rounds. Each period's run is one
 * job row whose id names the period (`trash.purge@2026-11-27T12:00:00.000Z`), so
 * however many instances schedule it, the table holds it once and one runner runs it.
 */
export interface RecurringJob {
  name: string;
  /** The period; runs fall in periods counted from the Unix epoch (6 h: 00, 06, 12, 18 UTC). */
  everyMs: number;
  maxAttempts?: number;
}

const periodStart = (job: RecurringJob, at: Date) => Math.floor(at.getTime() / job.everyMs) * job.everyMs;

async function addOccurrence(
  db: Kysely<DB> | Transaction<DB>,
  job: RecurringJob,
  start: number,
  runAt: Date,
  now: Date,
): Promise<void> {
  await db
    .insertInto("job")
    .values({
      id: `${job.name}@${new Date(start).toISOString()}`,
      name: job.name,
      payload: "{}",
      status: "queued",
      attempts: 0,
      max_attempts: job.maxAttempts ?? 3,
      run_at: runAt.toISOString(),
      locked_by: null,
      locked_until: null,
      last_error: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    // Another instance scheduled the same period first: one row, one run.
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/**
 * Makes sure a recurring job has a run ahead: when none is queued or running
 * (a first start, or its chain was broken), this period's run, due now. A run
 * queued while every instance was down is left to run once: it does not add
 * the periods that were missed.
 */
export async function scheduleRecurringJob(database: Database, job: RecurringJob, now = new Date()) {
  const pending = await database.db
    .selectFrom("job")
    .select("id")
    .where("name", "=", job.name)
    .where("status", "in", ["queued", "running"])
    .limit(1)
    .executeTakeFirst();
  if (!pending) await addOccurrence(database.db, job, periodStart(job, now), now, now);
}

/** The next period's run, due at its start: added when a run ends (done, or failed for good). */
function scheduleNextRun(trx: Transaction<DB>, job: RecurringJob, now: Date): Promise<void> {
  const next = periodStart(job, now) + job.everyMs;
  return addOccurrence(trx, job, next, new Date(next), now);
}

type Claimed = Pick<JobTable, "id" | "name" | "payload" | "attempts" | "max_attempts">;

/**
 * Claims the next due job (queued and due, or running with a lapsed lease) in one
 * statement: SQLite runs one writer at a time, PostgreSQL skips rows another
 * runner has locked, so no two runners get the same job.
 */
export async function claimJob(
  database: Database,
  workerId: string,
  leaseMs: number,
  names: string[],
  now = new Date(),
): Promise<Claimed | null> {
  if (names.length === 0) return null;
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const lock = database.dialect === "postgres" ? sql`for update skip locked` : sql``;
  const result = await sql<Claimed>`
    update job set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
      locked_until = ${until}, updated_at = ${at}
    where id = (
      select id from job
      where name in (${sql.join(names)})
        and ((status = 'queued' and run_at <= ${at}) or (status = 'running' and locked_until < ${at}))
      order by run_at, created_at
      limit 1
      ${lock}
    )
    returning id, name, payload, attempts, max_attempts`.execute(database.db);
  return result.rows[0] ?? null;
}

export interface JobRunnerOptions {
  database?: Database;
  handlers: Record<string, JobHandler>;
  /** Jobs run at once by this runner. */
  concurrency?: number;
  /** How often to look for due jobs when not woken. */
  pollMs?: number;
  /** How long a claim holds before another runner may take the job (renewed while it runs). */
  leaseMs?: number;
  /** The first retry's wait; each later one doubles. */
  retryBaseMs?: number;
  workerId?: string;
  onError?: (error: unknown, job?: { id: string; name: string }) => void;
  /** Recurring work this runner schedules at start and after each run (each needs its handler). */
  recurring?: RecurringJob[];
  /** The time as the runner reads it (tests move it on). */
  clock?: () => Date;
}

export interface JobRunner {
  readonly workerId: string;
  wake(): void;
  /** Resolves once no job is running and none was due at the last look. */
  idle(): Promise<void>;
  /** Stops claiming, and waits (up to timeoutMs) for the jobs it is running. */
  stop(timeoutMs?: number): Promise<void>;
}

const runners = new Set<JobRunner>();

export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const concurrency = options.concurrency ?? 1;
  const pollMs = options.pollMs ?? 2000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const retryBaseMs = options.retryBaseMs ?? 10_000;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const names = Object.keys(options.handlers);
  const database = () => options.database ?? getDatabase();
  const report = options.onError ?? (() => undefined);
  const clock = options.clock ?? (() => new Date());
  const recurring = new Map((options.recurring ?? []).map((r) => [r.name, r]));
  const running = new Set<Promise<void>>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let looking: Promise<void> | undefined;
  let again = false;

  async function finish(job: Claimed, error: unknown): Promise<void> {
    const now = clock();
    const base = { locked_by: null, locked_until: null, updated_at: now.toISOString() };
    const last = error === undefined || job.attempts >= job.max_attempts;
    const change =
      error === undefined
        ? { ...base, status: "done" as const, last_error: null }
        : {
            ...base,
            status: last ? ("failed" as const) : ("queued" as const),
            last_error: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
            run_at: last
              ? now.toISOString()
              : new Date(now.getTime() + retryDelay(job.attempts, retryBaseMs)).toISOString(),
          };
    const every = recurring.get(job.name);
    await database()
      .db.transaction()
      .execute(async (trx) => {
        // Only while still ours (locked_by): a job whose lease lapsed may have been claimed by another runner.
        const result = await trx
          .updateTable("job")
          .set(change)
          .where("id", "=", job.id)
          .where("locked_by", "=", workerId)
          .executeTakeFirst();
        // A recurring run that is over, well or for good, queues the next period's with it.
        if (every && last && Number(result.numUpdatedRows) > 0) await scheduleNextRun(trx, every, now);
      });
  }

  async function run(job: Claimed): Promise<void> {
    const handler = options.handlers[job.name];
    // A job whose runner died on its last attempt is not tried again.
    if (!handler || job.attempts > job.max_attempts) {
      await finish(
        { ...job, attempts: job.max_attempts },
        new Error(
          handler ? "Gave up: the runner stopped during its last attempt." : `No handler for ${job.name}`,
        ),
      );
      return;
    }
    const renew = setInterval(() => {
      const until = new Date(Date.now() + leaseMs).toISOString();
      database()
        .db.updateTable("job")
        .set({ locked_until: until })
        .where("id", "=", job.id)
        .where("locked_by", "=", workerId)
        .execute()
        .catch((error) => report(error, job));
    }, leaseMs / 3);
    let failure: unknown;
    try {
      await handler(JSON.parse(job.payload), {
        id: job.id,
        attempt: job.attempts,
        last: job.attempts >= job.max_attempts,
      });
    } catch (error) {
      failure = error ?? new Error("failed");
      report(error, job);
    } finally {
      clearInterval(renew);
    }
    await finish(job, failure);
  }

  function look(): Promise<void> {
    if (looking) {
      again = true;
      return looking;
    }
    looking = lookNow().finally(() => {
      looking = undefined;
    });
    return looking;
  }

  async function lookNow(): Promise<void> {
    try {
      do {
        again = false;
        while (!stopped && running.size < concurrency) {
          const job = await claimJob(database(), workerId, leaseMs, names, clock());
          if (!job) break;
          const task: Promise<void> = run(job)
            .catch((error) => report(error, job))
            .finally(() => {
              running.delete(task);
              if (!stopped) void look();
            });
          running.add(task);
        }
      } while (again && !stopped);
    } catch (error) {
      report(error);
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(async () => {
      await look();
      schedule();
    }, pollMs);
    timer.unref();
  }

  const runner: JobRunner = {
    workerId,
    wake() {
      if (!stopped) void look();
    },
    async idle() {
      while (looking || running.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    async stop(timeoutMs = 30_000) {
      stopped = true;
      runners.delete(runner);
      clearTimeout(timer);
      // A claim already on its way to the database may still bring back a job: wait for it, then run it out.
      await looking;
      const all = Promise.allSettled([...running]);
      await Promise.race([all, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    },
  };
  runners.add(runner);
  if (recurring.size === 0) void look();
  // The recurring work is scheduled before the first look, so a run due now is found by it.
  else
    looking = Promise.all([...recurring.values()].map((r) => scheduleRecurringJob(database(), r, clock())))
      .catch((error) => report(error))
      .then(() => {
        looking = undefined;
        return look();
      });
  schedule();
  return runner;
}

/** Runs every due job in this process and returns when none is left (scripts, tests). */
export async function runDueJobs(options: Omit<JobRunnerOptions, "pollMs">): Promise<void> {
  const runner = startJobRunner({ ...options, pollMs: 60 * 60_000 });
  try {
    await runner.idle();
  } finally {
    await runner.stop();
  }
}

/** Jobs that ended failed, newest first (the admin's and the operator's view). */
export async function listFailedJobs(limit = 50) {
  return getDatabase()
    .db.selectFrom("job")
    .select(["id", "name", "payload", "attempts", "last_error", "updated_at"])
    .where("status", "=", "failed")
    .orderBy("updated_at", "desc")
    .limit(limit)
    .execute();
}

/**
 * A failed job back in the queue, due now, its attempts counted afresh (the owner
 * asked to try again); false when it is not failed (gone, or already retried).
 */
export async function requeueFailedJob(trx: Transaction<DB>, id: string, now = new Date()): Promise<boolean> {
  const result = await trx
    .updateTable("job")
    .set({ status: "queued", attempts: 0, run_at: now.toISOString(), updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Forgets a failed job (the owner dismissed it); false when it is not failed. */
export async function forgetFailedJob(trx: Transaction<DB>, id: string): Promise<boolean> {
  const result = await trx
    .deleteFrom("job")
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Drops jobs done longer ago than the given age (failed ones are kept for people to see). */
export async function pruneDoneJobs(olderThanMs = 7 * 24 * 60 * 60_000): Promise<number> {
  const before = new Date(Date.now() - olderThanMs).toISOString();
  const result = await getDatabase()
    .db.deleteFrom("job")
    .where("status", "=", "done")
    .where("updated_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
