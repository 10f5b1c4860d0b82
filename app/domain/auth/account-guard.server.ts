import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import { recordAudit } from "#app/domain/audit/audit.server.ts";
import { consumeRateLimit } from "#app/domain/security/rate-limit.server.ts";
import { getEnv } from "#app/env.server.ts";
import type { Locale } from "#app/i18n/config.ts";
import { queueAccountNotice } from "./account-mail.server.ts";

// Sign-in limits per account, beside those per address (docs/decisions/0038-sign-in-locks.md):
// failures past a few slow the answers down; then the account is locked for a
// few minutes, longer with each lock in a day, and the owner sees it in the
// admin. A browser the account has signed in from before is not held by the
// lock, so a stranger cannot lock the owner out of their own browsers.

/** Failures and locks count within a day from the first failure. */
const windowMs = 24 * 3600_000;

export interface Attempt {
  /** Failures in this window, this attempt included. */
  failures: number;
  locks: number;
  /** A lock set by an attempt that raced ahead of this one, if it runs. */
  lockedUntil: Date | null;
}

/**
 * A new password set through a reset link (which proves the mailbox is theirs) ends
 * the account's lock and its failures: the guessing they guarded against is moot.
 */
export async function forgetSignInGuard(account: string): Promise<void> {
  await getDb().deleteFrom("sign_in_guard").where("account", "=", account).execute();
}

/** The lock on an account now: when it ends, or null. */
export async function currentLock(account: string, now = new Date()): Promise<Date | null> {
  const row = await getDb()
    .selectFrom("sign_in_guard")
    .select("locked_until")
    .where("account", "=", account)
    .executeTakeFirst();
  const until = row?.locked_until ? new Date(row.locked_until) : null;
  return until && until > now ? until : null;
}

/**
 * Counts an attempt before the password is checked, in one statement, so
 * attempts sent at the same moment cannot all slip in under the limit. A
 * success takes it back (clearFailures).
 */
export async function countAttempt(account: string, now = new Date()): Promise<Attempt> {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  const expired = sql<boolean>`sign_in_guard.window_start <= ${windowStart}`;
  const row = await getDb()
    .insertInto("sign_in_guard")
    .values({ account, failures: 1, window_start: nowIso, locks: 0, locked_until: null })
    .onConflict((oc) =>
      oc.column("account").doUpdateSet({
        failures: sql<number>`case when ${expired} then 1 else sign_in_guard.failures + 1 end`,
        locks: sql<number>`case when ${expired} then 0 else sign_in_guard.locks end`,
        window_start: sql<string>`case when ${expired} then ${nowIso} else sign_in_guard.window_start end`,
      }),
    )
    .returning(["failures", "locks", "locked_until"])
    .executeTakeFirstOrThrow();
  const until = row.locked_until ? new Date(row.locked_until) : null;
  return {
    failures: Number(row.failures),
    locks: Number(row.locks),
    lockedUntil: until && until > now ? until : null,
  };
}

/**
 * A right password: the failures since the last lock are forgotten; the day's
 * locks still count, and a lock that runs (the owner signed in from a known
 * browser) still holds strangers.
 */
export async function clearFailures(account: string): Promise<void> {
  await getDb()
    .updateTable("sign_in_guard")
    .set({ failures: sql<number>`${getEnv().AUTH_ACCOUNT_LOCK_AFTER} * locks` })
    .where("account", "=", account)
    .execute();
}

/**
 * The failures at which the next lock comes: every LOCK_AFTER of them. Failures
 * are never set back when a lock starts, since attempts still on their way
 * would then count from nothing again and slip past the limit.
 */
export function failuresBeforeLock(attempt: Pick<Attempt, "locks">): number {
  return getEnv().AUTH_ACCOUNT_LOCK_AFTER * (attempt.locks + 1);
}

/** How long the n-th lock of a day lasts, in minutes: 5, 10, 20, then 30 by default. */
export function lockMinutes(n: number): number {
  const env = getEnv();
  return Math.min(env.AUTH_ACCOUNT_LOCK_MINUTES * 2 ** Math.max(0, n - 1), env.AUTH_ACCOUNT_LOCK_MAX_MINUTES);
}

/** How long a failed attempt's answer waits, in milliseconds: by the failures since the last lock. */
export function slowdownMs(attempt: Pick<Attempt, "failures" | "locks">): number {
  const env = getEnv();
  const past = attempt.failures - env.AUTH_ACCOUNT_LOCK_AFTER * attempt.locks - env.AUTH_ACCOUNT_SLOW_AFTER;
  return past > 0 ? Math.min(env.AUTH_ACCOUNT_SLOWDOWN_MS * past, 5000) : 0;
}

/** Lock mails per account in a day: the first few tell the owner; more would only be noise. */
const lockMailsPerDay = 4;

/**
 * Locks the account, unless a lock already runs (attempts that raced past the
 * limit share it). An account that exists
 * gets a line in the audit log, which the dashboard shows the owner, and a mail
 * (in `locale`, the sign-in page's language) that says how long the lock lasts;
 * a made-up address is locked the same way, so the answer tells nobody which exist.
 */
export async function lockAccount(account: string, now = new Date(), locale: Locale = "sr"): Promise<Date> {
  const lock = await getDb()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom("sign_in_guard")
        .select(["locks", "locked_until"])
        .where("account", "=", account)
        .executeTakeFirst();
      if (row?.locked_until && new Date(row.locked_until) > now)
        return { until: new Date(row.locked_until), userId: null, minutes: 0 };
      const locks = Number(row?.locks ?? 0) + 1;
      const minutes = lockMinutes(locks);
      const until = new Date(now.getTime() + minutes * 60_000);
      await trx
        .updateTable("sign_in_guard")
        .set({ locks, locked_until: until.toISOString() })
        .where("account", "=", account)
        .execute();
      const user = await trx.selectFrom("user").select("id").where("email", "=", account).executeTakeFirst();
      if (user)
        await recordAudit(trx, {
          actor: null,
          action: "lock",
          entity: "signIn",
          entityId: account,
          detail: { minutes, until: until.toISOString(), failures: getEnv().AUTH_ACCOUNT_LOCK_AFTER },
        });
      return { until, userId: user?.id ?? null, minutes };
    });
  // The mail goes out after the lock is committed, and its queueing never fails the sign-in.
  if (
    lock.userId &&
    (await consumeRateLimit(`lock-mail:${account}`, { max: lockMailsPerDay, windowSeconds: 86_400 }, now))
  )
    await queueAccountNotice({
      userId: lock.userId,
      locale,
      notice: {
        kind: "locked",
        at: now.toISOString(),
        minutes: lock.minutes,
        until: lock.until.toISOString(),
      },
    });
  return lock.until;
}

export interface SignInLock {
  account: string;
  minutes: number;
  until: string;
  createdAt: string;
}

/** The locks of the last days, newest first, for the dashboard. */
export async function listRecentLocks({ days = 7, now = new Date() } = {}): Promise<SignInLock[]> {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  const rows = await getDb()
    .selectFrom("audit_log")
    .select(["entity_id", "detail", "created_at"])
    .where("action", "=", "lock")
    .where("entity", "=", "signIn")
    .where("created_at", ">=", since)
    .orderBy("created_at", "desc")
    .limit(5)
    .execute();
  return rows.map((r) => {
    const detail = JSON.parse(r.detail ?? "{}") as { minutes?: number; until?: string };
    return {
      account: r.entity_id ?? "",
      minutes: detail.minutes ?? 0,
      until: detail.until ?? r.created_at,
      createdAt: r.created_at,
    };
  });
}

// A browser the account signed in from: a cookie signed for that account, one per
// account (its name carries a keyed hash of the address, not the address).

const knownPrefix = "zrnce_known_";
const oneYear = 365 * 86_400;

function keyed(text: string): string {
  return createHmac("sha256", getEnv().SESSION_SECRET).update(`known-browser:${text}`).digest("base64url");
}

// Over HTTPS with the __Secure- prefix, as the session cookie: a browser then takes it
// only from a secure origin, so a plain-HTTP page on the same host cannot plant one.
const cookieName = (account: string, secure: boolean) =>
  `${secure ? "__Secure-" : ""}${knownPrefix}${keyed(account).slice(0, 16)}`;

/** Did this browser sign in to this account before? */
export function isKnownBrowser(request: Request, account: string): boolean {
  const cookies = (request.headers.get("cookie") ?? "").split(/;\s*/);
  const value = [true, false]
    .map((secure) => {
      const name = `${cookieName(account, secure)}=`;
      return cookies.find((c) => c.startsWith(name))?.slice(name.length);
    })
    .find((found) => found !== undefined);
  const [issued = "", given = ""] = (value ?? "").split(".");
  if (!/^\d{1,15}$/.test(issued)) return false;
  const expected = Buffer.from(keyed(`${account}:${issued}`));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The Set-Cookie that marks this browser as known to the account, for a year. */
export function knownBrowserCookie(account: string, secure: boolean, now = new Date()): string {
  const issued = String(now.getTime());
  const value = `${issued}.${keyed(`${account}:${issued}`)}`;
  return `${cookieName(account, secure)}=${value}; Path=/admin; Max-Age=${oneYear}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
