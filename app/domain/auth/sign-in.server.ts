import { APIError } from "better-auth/api";
import { getDb } from "#app/db/connection.server.ts";
import { getEnv } from "#app/env.server.ts";
import type { Locale } from "#app/i18n/config.ts";
import { getLogger } from "#app/logger.server.ts";
import { clearRateLimit, hitRateLimit, isRateLimited } from "../security/rate-limit.server.ts";
import {
  clearFailures,
  countAttempt,
  currentLock,
  failuresBeforeLock,
  isKnownBrowser,
  knownBrowserCookie,
  lockAccount,
  slowdownMs,
} from "./account-guard.server.ts";
import { describeBrowser, queueAccountNoticeByEmail } from "./account-mail.server.ts";
import { getAuth, getPersonStanding } from "./auth.server.ts";

async function findStanding(account: string) {
  const user = await getDb().selectFrom("user").select("id").where("email", "=", account).executeTakeFirst();
  const standing = user ? await getPersonStanding(user.id) : null;
  return user && standing ? { id: user.id, ...standing } : null;
}

/** Notes a completed sign-in (after the code, where two-factor is on), for the list of people. */
export async function noteSignIn(account: string, now = new Date()): Promise<void> {
  await getDb()
    .updateTable("user")
    .set({ last_sign_in_at: now.toISOString() })
    .where("email", "=", account.trim().toLowerCase())
    .execute();
}

export type SignInResult =
  | { ok: true; headers: Headers }
  /** The password was right and an authenticator code is needed; the headers carry the pending step. */
  | { ok: false; reason: "twoFactor"; headers: Headers }
  | { ok: false; reason: "invalid" | "throttled" | "failed"; retryAfter?: number }
  /** The account is locked for a while (seconds in retryAfter). */
  | { ok: false; reason: "locked"; retryAfter: number };

const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/** Marks the browser as one this account signs in from (decision 0038). */
export function rememberBrowser(headers: Headers, account: string): void {
  const env = getEnv();
  const secure = env.NODE_ENV === "production" && (env.PUBLIC_URL?.startsWith("https:") ?? false);
  headers.append("Set-Cookie", knownBrowserCookie(account, secure));
}

/**
 * A sign-in is complete (after the code, where two-step sign-in is on): the browser
 * becomes known to the account, and when it was not known before, the person gets
 * a mail with the time, the browser and the address (issue 24, point 17).
 */
export async function completeSignIn(input: {
  headers: Headers;
  account: string;
  request: Request;
  clientIp: string;
  locale: Locale;
}): Promise<void> {
  const known = isKnownBrowser(input.request, input.account);
  rememberBrowser(input.headers, input.account);
  await noteSignIn(input.account);
  if (!known)
    await queueAccountNoticeByEmail(input.account, input.locale, {
      kind: "newBrowser",
      at: new Date().toISOString(),
      browser: describeBrowser(input.request.headers.get("user-agent")),
      address: input.clientIp || null,
    });
}

/**
 * Signs in through better-auth. Any wrong credential gets the same answer, and
 * failed attempts are counted per client address in the database, so the
 * limit holds across restarts and instances; and per account, which slows
 * and then locks strangers' browsers (docs/decisions/0038-sign-in-locks.md).
 */
export async function signInAdmin(input: {
  email: string;
  password: string;
  request: Request;
  clientIp: string;
  /** The sign-in page's language: mails about the account (a lock, a new browser) are in it. */
  locale?: Locale;
}): Promise<SignInResult> {
  const locale = input.locale ?? "sr";
  const env = getEnv();
  const now = new Date();
  const key = `signin:${input.clientIp}`;
  const account = input.email.trim().toLowerCase();
  // The address and request id come with every line (logContext); the user is the email tried.
  const log = getLogger().child({ user: account });
  if (await isRateLimited(key, env.AUTH_RATE_LIMIT_MAX, env.AUTH_RATE_LIMIT_WINDOW_SECONDS)) {
    log.warn({ security: "signin-throttled" }, "sign-in throttled");
    return { ok: false, reason: "throttled" };
  }
  // A browser that signed in to this account before is not held by its lock.
  const known = isKnownBrowser(input.request, account);
  let attempt: Awaited<ReturnType<typeof countAttempt>> | undefined;
  if (!known) {
    const refused = (until: Date) => {
      log.warn({ security: "signin-locked" }, "sign-in refused: account locked");
      return { ok: false, reason: "locked", retryAfter: secondsUntil(until, now) } as const;
    };
    const lock = await currentLock(account, now);
    if (lock) return refused(lock);
    attempt = await countAttempt(account, now);
    // An attempt that passed the check above while another was setting the lock: the
    // lock raised the next limit, so without this it would be let through.
    if (attempt.lockedUntil) return refused(attempt.lockedUntil);
    // Attempts sent together past the limit wait for the lock the first of them sets.
    if (attempt.failures > failuresBeforeLock(attempt)) {
      const until = await lockAccount(account, now, locale);
      return { ok: false, reason: "locked", retryAfter: secondsUntil(until, now) };
    }
  }
  let response: Response;
  try {
    response = await getAuth().api.signInEmail({
      body: { email: input.email.toLowerCase(), password: input.password },
      headers: input.request.headers,
      asResponse: true,
    });
  } catch (error) {
    if (!(error instanceof APIError) || error.statusCode >= 500) {
      log.error({ err: error }, "sign-in failed");
      return { ok: false, reason: "failed" };
    }
    response = new Response(null, { status: error.statusCode });
  }
  if (!response.ok) {
    const hit = await hitRateLimit(key, env.AUTH_RATE_LIMIT_MAX, env.AUTH_RATE_LIMIT_WINDOW_SECONDS);
    log.warn(
      { security: "signin-failed", attempts: hit.count, accountFailures: attempt?.failures },
      "sign-in refused",
    );
    if (attempt && attempt.failures >= failuresBeforeLock(attempt)) {
      const until = await lockAccount(account, now, locale);
      log.warn({ security: "signin-account-locked", until: until.toISOString() }, "account locked");
      return { ok: false, reason: "locked", retryAfter: secondsUntil(until, now) };
    }
    const wait = attempt ? slowdownMs(attempt) : 0;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return hit.allowed
      ? { ok: false, reason: "invalid" }
      : { ok: false, reason: "throttled", retryAfter: hit.retryAfter };
  }
  // A disabled or removed person gets the answer of a wrong password, and the session
  // better-auth has just made for them ends at once (decision 0041).
  const standing = await findStanding(account);
  if (!standing?.canSignIn) {
    if (standing) await (await getAuth().$context).internalAdapter.deleteUserSessions(standing.id);
    log.warn({ security: "signin-disabled" }, "sign-in refused: person disabled");
    return { ok: false, reason: "invalid" };
  }
  await clearRateLimit(key);
  await clearFailures(account);
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { twoFactorRedirect?: boolean } | null;
  if (body?.twoFactorRedirect) {
    log.info({ security: "signin-2fa-pending" }, "password accepted; code needed");
    return { ok: false, reason: "twoFactor", headers };
  }
  log.info({ security: "signin" }, "signed in");
  await completeSignIn({ headers, account, request: input.request, clientIp: input.clientIp, locale });
  return { ok: true, headers };
}

/** Signs out; a failure is swallowed (spec §4) and the cookies are cleared anyway. */
export async function signOutAdmin(request: Request): Promise<Headers> {
  const headers = new Headers();
  try {
    const response = await getAuth().api.signOut({ headers: request.headers, asResponse: true });
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch (error) {
    getLogger().warn({ err: error }, "sign-out failed; continuing");
  }
  return headers;
}
