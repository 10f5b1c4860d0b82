import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { LoginReply } from "#app/components/admin/login/reply.ts";
import { requestInfoContext } from "#app/context.server.ts";
import { listRecentLocks, lockMinutes, slowdownMs } from "#app/domain/auth/account-guard.server.ts";
import { upsertAdmin } from "#app/domain/auth/auth.server.ts";
import { signInAdmin } from "#app/domain/auth/sign-in.server.ts";
import { startTwoFactorSetup, verifyTwoFactorCode } from "#app/domain/auth/two-factor.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { action } from "#app/routes/admin/login.tsx";
import { cookieOf, origin, signInRequest } from "../support/admin-routes.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";
import { totp } from "../support/totp.ts";

// Sign-in limits per account (issue 24, point 12; docs/decisions/0038-sign-in-locks.md):
// slower answers after 5 failures, a lock at 10 from any number of addresses, longer
// with each lock in a day, told to the owner; a browser that signed in before is not held.

// Small waits, so the slowing can be seen without slowing the tests.
process.env.AUTH_ACCOUNT_SLOWDOWN_MS = "40";

const request = signInRequest;
/** The known-browser cookie among those a sign-in set. */
const knownCookieOf = (headers: Headers) =>
  cookieOf(headers)
    .split("; ")
    .filter((c) => c.startsWith("zrnce_known_"))
    .join("; ");

let ip = 0;
const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;
const attempt = (email: string, password: string, cookie?: string) =>
  signInAdmin({ email, password, request: request(cookie), clientIp: nextIp() });

describe.each(dialects)("sign-in limits per account on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  beforeAll(async () => {
    await upsertAdmin("owner@zrnce.rs", "owner-password-123");
  });

  const unlock = (account: string) =>
    database.db
      .updateTable("sign_in_guard")
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where("account", "=", account)
      .execute();

  it("slows after 5 failures and locks at 10, whatever the addresses, even for the right password", async () => {
    // A known browser: the owner signed in from it before the attack.
    const before = await attempt("owner@zrnce.rs", "owner-password-123");
    if (!before.ok) throw new Error("the owner could not sign in");
    const knownCookie = knownCookieOf(before.headers);
    expect(knownCookie).not.toBe("");

    const times: number[] = [];
    for (let i = 1; i <= 9; i++) {
      const started = Date.now();
      expect(await attempt("Owner@Zrnce.rs", `wrong-${i}`), `attempt ${i}`).toEqual({
        ok: false,
        reason: "invalid",
      });
      times.push(Date.now() - started);
    }
    // The 6th to 9th failures wait 40, 80, 120 and 160 ms more than the first ones.
    expect(Math.min(...times.slice(6))).toBeGreaterThanOrEqual(80);
    const tenth = await attempt("owner@zrnce.rs", "wrong-10");
    expect(tenth).toMatchObject({ ok: false, reason: "locked" });
    expect((tenth as { retryAfter: number }).retryAfter).toBeGreaterThan(290);
    expect((tenth as { retryAfter: number }).retryAfter).toBeLessThanOrEqual(300);
    // A new address with the right password is locked out as well.
    expect(await attempt("owner@zrnce.rs", "owner-password-123")).toMatchObject({ reason: "locked" });

    // The owner's own browser still signs in, and a mistake there does not count.
    expect(await attempt("owner@zrnce.rs", "typo-password", knownCookie)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect((await attempt("owner@zrnce.rs", "owner-password-123", knownCookie)).ok).toBe(true);
    // A known browser of another account is a stranger here.
    await upsertAdmin("helper@zrnce.rs", "helper-password-123");
    const helper = await attempt("helper@zrnce.rs", "helper-password-123");
    if (!helper.ok) throw new Error("the helper could not sign in");
    expect(await attempt("owner@zrnce.rs", "owner-password-123", cookieOf(helper.headers))).toMatchObject({
      reason: "locked",
    });

    // The owner is told: a line on the dashboard from the audit log.
    const [lock] = await listRecentLocks();
    expect(lock).toMatchObject({ account: "owner@zrnce.rs", minutes: 5 });
  });

  it("makes each lock of the day longer, up to 30 minutes, and counts again after one", async () => {
    expect([1, 2, 3, 4, 5].map(lockMinutes)).toEqual([5, 10, 20, 30, 30]);
    const slow = (failures: number, locks = 0) => slowdownMs({ failures, locks });
    expect([slow(1), slow(5), slow(6), slow(7), slow(500), slow(16, 1)]).toEqual([0, 0, 40, 80, 5000, 40]);
    await unlock("owner@zrnce.rs");
    for (let i = 1; i <= 9; i++)
      expect(await attempt("owner@zrnce.rs", `again-${i}`)).toMatchObject({ reason: "invalid" });
    const second = await attempt("owner@zrnce.rs", "again-10");
    expect(second).toMatchObject({ reason: "locked" });
    expect((second as { retryAfter: number }).retryAfter).toBeGreaterThan(590);
    expect((await listRecentLocks())[0]).toMatchObject({ minutes: 10 });
  });

  it("locks an address nobody has in the same way, telling nobody which accounts exist", async () => {
    for (let i = 1; i <= 9; i++)
      expect(await attempt("nobody@zrnce.rs", `x-${i}`)).toEqual({ ok: false, reason: "invalid" });
    expect(await attempt("nobody@zrnce.rs", "x-10")).toMatchObject({ reason: "locked" });
    expect((await listRecentLocks()).some((l) => l.account === "nobody@zrnce.rs")).toBe(false);
  });

  it("lets no more than 10 guesses through when they all come at once", async () => {
    await upsertAdmin("burst@zrnce.rs", "burst-password-123");
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => attempt("burst@zrnce.rs", `burst-${i}`)),
    );
    expect(results.filter((r) => !r.ok && r.reason === "invalid").length).toBeLessThanOrEqual(9);
    expect(results.filter((r) => !r.ok && r.reason === "locked").length).toBeGreaterThanOrEqual(7);
  });

  it("a right password and a right code from a known browser get in during a lock", async () => {
    await upsertAdmin("coded@zrnce.rs", "coded-password-123");
    const first = await attempt("coded@zrnce.rs", "coded-password-123");
    if (!first.ok) throw new Error("could not sign in");
    const setup = await startTwoFactorSetup({
      request: request(cookieOf(first.headers)),
      password: "coded-password-123",
      brand: "Zrnce",
    });
    if (!setup.ok) throw new Error("two-factor setup failed");
    await verifyTwoFactorCode({
      request: request(cookieOf(first.headers)),
      code: totp(setup.secret),
      clientIp: nextIp(),
    });
    // Signing in with the code marks the browser as known.
    const password = await attempt("coded@zrnce.rs", "coded-password-123");
    expect(password).toMatchObject({ reason: "twoFactor" });
    const { rememberBrowser } = await import("#app/domain/auth/sign-in.server.ts");
    const signedIn = await verifyTwoFactorCode({
      request: request(cookieOf((password as { headers: Headers }).headers)),
      code: totp(setup.secret, Date.now() + 30_000),
      clientIp: nextIp(),
      rememberBrowser,
    });
    if (!signedIn.ok) throw new Error("the code was refused");
    const known = knownCookieOf(signedIn.headers);
    expect(known).not.toBe("");

    for (let i = 1; i <= 10; i++) await attempt("coded@zrnce.rs", `nope-${i}`);
    expect(await attempt("coded@zrnce.rs", "coded-password-123")).toMatchObject({ reason: "locked" });
    expect(await attempt("coded@zrnce.rs", "coded-password-123", known)).toMatchObject({
      reason: "twoFactor",
    });
  });

  it("says on the sign-in page how long the lock lasts, in Serbian and English, with 429 and Retry-After", async () => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp: nextIp() });
    const answer = (await action({
      request: new Request(`${origin}/admin/login`, {
        method: "POST",
        body: new URLSearchParams({
          intent: "password",
          email: "owner@zrnce.rs",
          password: "owner-password-123",
          redirectTo: "/admin",
        }),
        headers: { origin },
      }),
      context,
      params: {},
    } as never)) as { data: LoginReply; init: ResponseInit | null };
    expect(answer.init?.status).toBe(429);
    expect(Number(new Headers(answer.init?.headers).get("Retry-After"))).toBeGreaterThan(500);
    expect(answer.data).toMatchObject({ step: "password", formError: "login.locked", minutes: 10 });
    expect(getT("sr")("admin:login.locked", { count: 10 })).toContain("zaključana na 10 minuta");
    expect(getT("sr")("admin:login.locked", { count: 1 })).toContain("zaključana na 1 minut.");
    expect(getT("en")("admin:login.locked", { count: 10 })).toContain("locked for 10 minutes");
  });
});
