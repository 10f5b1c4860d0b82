import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { requestInfoContext } from "#app/context.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { changeAdminPassword } from "#app/domain/auth/account.server.ts";
import { currentLock } from "#app/domain/auth/account-guard.server.ts";
import { getAdminSession, upsertAdmin } from "#app/domain/auth/auth.server.ts";
import { isResetTokenValid, resetPasswordWithToken } from "#app/domain/auth/password-reset.server.ts";
import { settleResetMails } from "#app/domain/auth/reset-mail.server.ts";
import { signInAdmin } from "#app/domain/auth/sign-in.server.ts";
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  startTwoFactorSetup,
} from "#app/domain/auth/two-factor.server.ts";
import { setSmtpUrlForTests } from "#app/domain/mail/mailer.server.ts";
import {
  authorizeStorageRequest,
  issueUploadTokens,
  type TokenHolder,
} from "#app/domain/media/uploads.server.ts";
import type { Locale } from "#app/i18n/config.ts";
import { action as forgotAction } from "#app/routes/admin/forgot-password.tsx";
import { loader as loginLoader } from "#app/routes/admin/login.tsx";
import { action as resetAction, loader as resetLoader } from "#app/routes/admin/reset-password.tsx";
import { createTestDatabase, dialects } from "../support/databases.ts";
import { runBackgroundJobs } from "../support/jobs.ts";
import { readableMail } from "../support/mail.ts";
import { cookieOf, origin, requestWith, signIn } from "../support/sessions.ts";
import { startSmtp } from "../support/smtp.ts";
import { rejection } from "../support/storage-rejection.ts";
import { totp } from "../support/totp.ts";

// Issue 24, points 16 and 17: a forgotten password through a mailed link that works
// once and for an hour, and mails to a person about their own account. Mails are
// received by a real SMTP server.

// Failed sign-ins are not slowed here, so a lock comes without waiting.
process.env.AUTH_ACCOUNT_SLOWDOWN_MS = "0";

let ip = 0;
const nextIp = () => `10.24.${Math.floor(++ip / 250)}.${ip % 250}`;

const contextFor = (locale: Locale, clientIp = nextIp()) => {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "t", nonce: "n", locale, clientIp });
  return context;
};

/** The form on /admin/forgot-password, posted to a Host the site is not (the link must not follow it). */
async function askForLink(email: string, { locale = "sr" as Locale, clientIp = nextIp() } = {}) {
  const started = Date.now();
  const answer = (await forgotAction({
    request: new Request("http://evil.example/admin/forgot-password", {
      method: "POST",
      body: new URLSearchParams({ email }),
      headers: { origin: "http://evil.example", host: "evil.example" },
    }),
    context: contextFor(locale, clientIp),
    params: {},
  } as never)) as unknown as { data: { sent: boolean; formError?: string }; init: ResponseInit | null };
  return { data: answer.data, status: answer.init?.status ?? 200, ms: Date.now() - started };
}

const resetPage = (token: string) =>
  resetLoader({
    request: new Request(`${origin}/admin/reset-password?token=${encodeURIComponent(token)}`),
    context: contextFor("sr"),
    params: {},
  } as never) as unknown as Promise<
    { data: { valid: boolean }; init: ResponseInit | null } | { valid: boolean }
  >;

const pageValid = async (token: string) => {
  const answer = await resetPage(token);
  return "data" in answer ? answer.data.valid : answer.valid;
};

async function postNewPassword(token: string, password: string, confirm = password, locale: Locale = "sr") {
  try {
    const answer = (await resetAction({
      request: new Request(`${origin}/admin/reset-password`, {
        method: "POST",
        body: new URLSearchParams({ token, newPassword: password, confirmPassword: confirm }),
        headers: { origin },
      }),
      context: contextFor(locale),
      params: {},
    } as never)) as unknown as { data: Record<string, unknown>; init: ResponseInit | null };
    return { status: answer.init?.status ?? 200, data: answer.data, location: null };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, data: null, location: thrown.headers.get("location") };
  }
}

const storageRequest = (holder: TokenHolder) => {
  const t = issueUploadTokens(holder);
  return new Request(`${origin}/api/media/00000000-0000-0000-0000-000000000000`, {
    headers: { authorization: `Bearer ${t.authorization}`, "x-app-check": t.appCheck },
  });
};

describe.each(dialects)("a forgotten password and mails about the account on %s", (dialect) => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startSmtp();
    setSmtpUrlForTests(smtp.url);
    await upsertAdmin("owner@zrnce.rs", "old-password-1234");
  });
  afterEach(() => {
    smtp.state.refuse = false;
    vi.useRealTimers();
  });
  afterAll(async () => {
    setSmtpUrlForTests(undefined);
    await smtp.close();
    await database.close();
  });

  /** The mails that arrived for `to` since `from` (an index into what arrived), readable. */
  const mailsTo = (to: string, from = 0) =>
    smtp.received
      .slice(from)
      .filter((m) => m.to.includes(to))
      .map((m) => readableMail(m.raw));
  const tokenIn = (mail: string) => {
    const found = /\/admin\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail);
    if (!found?.[1]) throw new Error("no reset link in the mail");
    return found[1];
  };

  it("answers an address with an account and one without alike; only the account gets a mail", async () => {
    const before = smtp.received.length;
    const known = await askForLink("Owner@Zrnce.rs");
    const unknown = await askForLink("nobody@zrnce.rs");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.data).toEqual(unknown.data);
    expect(known.data).toMatchObject({ sent: true });
    // About the same time: both wait for the same floor, and the mail is sent after the answer.
    expect(known.ms).toBeGreaterThanOrEqual(290);
    expect(unknown.ms).toBeGreaterThanOrEqual(290);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(250);

    await settleResetMails();
    expect(smtp.received.length - before).toBe(1);
    const [mail = ""] = mailsTo("owner@zrnce.rs", before);
    expect(mail).toContain("Subject: [Zrnce] Nova lozinka za administraciju");
    expect(mail).toContain("Content-Language: sr");
    expect(mail).toContain("Link važi jedan sat i može se upotrebiti samo jednom.");
    // The link names the configured site, not the Host the request claimed.
    expect(mail).toContain("http://localhost:3000/admin/reset-password?token=");
    expect(mail).not.toContain("evil.example");
    // The token is kept hashed: the database does not hold the working link.
    const rows: { identifier: string }[] = await (database.db as any)
      .selectFrom("verification")
      .select("identifier")
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.identifier).join(" ")).not.toContain(tokenIn(mail));
  });

  it("sets a new password once with the link, ends every session and upload token, and lets the person sign in", async () => {
    const here = await signIn("owner@zrnce.rs", "old-password-1234");
    const there = await signIn("owner@zrnce.rs", "old-password-1234");
    expect(await authorizeStorageRequest(storageRequest(here.session), "media")).toBe(here.session.userId);

    const before = smtp.received.length;
    await askForLink("owner@zrnce.rs", { locale: "en" });
    await settleResetMails();
    const [mail = ""] = mailsTo("owner@zrnce.rs", before);
    expect(mail).toContain("Subject: [Zrnce] A new password for the admin");
    expect(mail).toContain("The link works for one hour and only once.");
    expect(mail).toContain("&lng=en");
    const token = tokenIn(mail);
    expect(await pageValid(token)).toBe(true);

    // The confirmation must match, and the new password follow the one rule.
    expect(await postNewPassword(token, "new-password-5678", "new-password-0000")).toMatchObject({
      status: 400,
      data: { result: { error: { confirmPassword: ["errors.passwordMatch"] } } },
    });
    expect(await postNewPassword(token, "short", "short")).toMatchObject({
      status: 400,
      data: { result: { error: { newPassword: ["errors.passwordLength"] } } },
    });

    const done = await postNewPassword(token, "new-password-5678", "new-password-5678", "en");
    expect(done).toMatchObject({ status: 302, location: "/admin/login?reset=done&lng=en" });

    // Every session of the person ended, and with them the upload tokens bound to them.
    expect(await getAdminSession(requestWith(here.cookie))).toBeNull();
    expect(await getAdminSession(requestWith(there.cookie))).toBeNull();
    const refused = await rejection(authorizeStorageRequest(storageRequest(here.session), "media"));
    expect([refused.status, refused.code]).toEqual([401, "storage/unauthenticated"]);

    // The link is used up: the page says so, and a second post changes nothing.
    expect(await pageValid(token)).toBe(false);
    expect(await postNewPassword(token, "third-password-999")).toMatchObject({
      status: 410,
      data: { valid: false },
    });

    // The sign-in page says the password was saved; the new one works, the old one not.
    const login = (await loginLoader({
      request: new Request(`${origin}/admin/login?reset=done`),
      context: contextFor("sr"),
      params: {},
    } as never)) as { passwordReset: boolean };
    expect(login.passwordReset).toBe(true);
    const attempt = (password: string) =>
      signInAdmin({ email: "owner@zrnce.rs", password, request: requestWith(""), clientIp: nextIp() });
    expect((await attempt("old-password-1234")).ok).toBe(false);
    expect((await attempt("new-password-5678")).ok).toBe(true);

    // The audit log has the reset.
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["actor", "entity"])
      .where("action", "=", "reset")
      .execute();
    expect(audit).toEqual([{ actor: "owner@zrnce.rs", entity: "password" }]);

    // And the person is told by mail, in the language of the page they used.
    const sent = smtp.received.length;
    await runBackgroundJobs();
    const notices = mailsTo("owner@zrnce.rs", sent).filter((m) => m.includes("A new password was set"));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain("through the link in a password reset email");
    expect(notices[0]).toContain("http://localhost:3000/admin/forgot-password?lng=en");
  });

  it("does not work after its hour, nor with a made-up token", async () => {
    await upsertAdmin("late@zrnce.rs", "late-password-1234");
    const before = smtp.received.length;
    await askForLink("late@zrnce.rs");
    await settleResetMails();
    const token = tokenIn(mailsTo("late@zrnce.rs", before)[0] ?? "");
    expect(await pageValid("made-up-token")).toBe(false);
    expect(await pageValid(token)).toBe(true);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 59 * 60_000 });
    expect(await pageValid(token)).toBe(true);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(await pageValid(token)).toBe(false);
    expect(await isResetTokenValid(token)).toBe(false);
    expect(await postNewPassword(token, "later-password-999")).toMatchObject({ status: 410 });
    vi.useRealTimers();
    expect(
      await resetPasswordWithToken({ token: "made-up-token", newPassword: "x".repeat(12), locale: "sr" }),
    ).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("mails an address at most 3 times an hour and limits each client address, without telling which exist", async () => {
    await upsertAdmin("bombed@zrnce.rs", "bombed-password-1234");
    const before = smtp.received.length;
    for (let i = 0; i < 5; i++) {
      const answer = await askForLink("bombed@zrnce.rs");
      expect([answer.status, answer.data.sent]).toEqual([200, true]);
    }
    await settleResetMails();
    expect(mailsTo("bombed@zrnce.rs", before)).toHaveLength(3);

    // One client address asking again and again is told to wait (whatever the address typed).
    const clientIp = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await askForLink(`someone${i}@zrnce.rs`, { clientIp })).status).toBe(200);
    const sixth = await askForLink("owner@zrnce.rs", { clientIp });
    expect(sixth.status).toBe(429);
    expect(sixth.data).toMatchObject({ sent: false, formError: "reset.throttled" });
  });

  it("answers alike when the mail cannot be sent", async () => {
    await upsertAdmin("refused@zrnce.rs", "refused-password-1234");
    smtp.state.refuse = true;
    const answer = await askForLink("refused@zrnce.rs");
    expect(answer).toMatchObject({ status: 200, data: { sent: true } });
    await settleResetMails();
  });

  it("mails the person when the password changes in Settings and when two-step sign-in goes on and off", async () => {
    const { session, cookie } = await signIn("settings@zrnce.rs", "settings-password-1");
    const account = { userId: session.userId, email: "settings@zrnce.rs", locale: "sr" as const };
    await runBackgroundJobs();
    const before = smtp.received.length;
    const changed = await changeAdminPassword({
      request: requestWith(cookie, "/admin/settings"),
      account,
      currentPassword: "settings-password-1",
      newPassword: "settings-password-2",
    });
    if (!changed.ok) throw new Error("the password did not change");
    const fresh = cookieOf(changed.headers);

    const setup = await startTwoFactorSetup({
      request: requestWith(fresh, "/admin/settings"),
      password: "settings-password-2",
      brand: "Zrnce",
    });
    if (!setup.ok) throw new Error("two-step setup failed");
    const on = await confirmTwoFactorSetup({
      request: requestWith(fresh, "/admin/settings"),
      account: { ...account, locale: "en" },
      code: totp(setup.secret),
      clientIp: nextIp(),
    });
    if (!on.ok) throw new Error("two-step sign-in did not go on");
    // Turning it on gave the browser a fresh session.
    const off = await disableTwoFactor({
      request: requestWith(cookieOf(on.headers), "/admin/settings"),
      account,
      password: "settings-password-2",
    });
    expect(off.ok).toBe(true);

    await runBackgroundJobs();
    const mails = mailsTo("settings@zrnce.rs", before);
    expect(mails).toHaveLength(3);
    const [password = "", twoFactorOn = "", twoFactorOff = ""] = mails;
    expect(password).toContain("Subject: [Zrnce] Lozinka je promenjena");
    expect(password).toContain("Lozinka za vaš nalog settings@zrnce.rs promenjena je");
    expect(password).toContain("Ako to niste bili vi, odmah postavite novu lozinku:");
    expect(password).toContain("http://localhost:3000/admin/forgot-password");
    expect(twoFactorOn).toContain("Subject: [Zrnce] Two-step sign-in is on");
    expect(twoFactorOn).toContain("Content-Language: en");
    expect(twoFactorOff).toContain("Subject: [Zrnce] Isključena je prijava u dva koraka");
    expect(twoFactorOff).toContain("Od sada je za prijavu dovoljna lozinka.");
  });

  it("mails the person when their account is locked, saying for how long and until when", async () => {
    await upsertAdmin("locked@zrnce.rs", "locked-password-1234");
    const before = smtp.received.length;
    const now = Date.now();
    let last: Awaited<ReturnType<typeof signInAdmin>> | undefined;
    for (let i = 0; i < 10; i++)
      last = await signInAdmin({
        email: "locked@zrnce.rs",
        password: `wrong-${i}`,
        request: requestWith(""),
        clientIp: nextIp(),
        locale: "sr",
      });
    expect(last).toMatchObject({ reason: "locked" });
    // A made-up address is locked alike, and nobody is mailed.
    for (let i = 0; i < 10; i++)
      await signInAdmin({
        email: "ghost@zrnce.rs",
        password: `x-${i}`,
        request: requestWith(""),
        clientIp: nextIp(),
      });
    await runBackgroundJobs();
    const mails = mailsTo("locked@zrnce.rs", before);
    expect(mails).toHaveLength(1);
    expect(smtp.received.slice(before).filter((m) => m.to.includes("ghost@zrnce.rs"))).toHaveLength(0);
    // The lock began between `now` and the end of the attempts: the minute it ends is one of those.
    const ends = [now, Date.now()].map((t) =>
      new Intl.DateTimeFormat("sr-Latn-RS", { timeZone: "Europe/Belgrade", timeStyle: "short" }).format(
        new Date(t + 5 * 60_000),
      ),
    );
    expect(mails[0]).toContain("Subject: [Zrnce] Prijava na vaš nalog je privremeno zaključana");
    expect(
      ends.some((until) => mails[0]?.includes(`zaključana na 5 minuta, do ${until} po beogradskom vremenu`)),
    ).toBe(true);

    // A new password by the mailed link ends the lock: the mailbox is theirs.
    expect(await currentLock("locked@zrnce.rs")).not.toBeNull();
    const asked = smtp.received.length;
    await askForLink("locked@zrnce.rs");
    await settleResetMails();
    const token = tokenIn(mailsTo("locked@zrnce.rs", asked)[0] ?? "");
    expect(await postNewPassword(token, "unlocked-password-5678", "unlocked-password-5678")).toMatchObject({
      status: 302,
    });
    expect(await currentLock("locked@zrnce.rs")).toBeNull();
    const fresh = await signInAdmin({
      email: "locked@zrnce.rs",
      password: "unlocked-password-5678",
      request: requestWith(""),
      clientIp: nextIp(),
    });
    expect(fresh.ok).toBe(true);
  });

  it("mails the person on a sign-in from a browser new to the account, not from one it knows", async () => {
    await upsertAdmin("browser@zrnce.rs", "browser-password-1234");
    const before = smtp.received.length;
    const userAgent =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const from = (cookie = "") =>
      signInAdmin({
        email: "browser@zrnce.rs",
        password: "browser-password-1234",
        request: new Request(`${origin}/admin/login`, {
          method: "POST",
          headers: { origin, cookie, "user-agent": userAgent },
        }),
        clientIp: "203.0.113.7",
        locale: "en",
      });
    const first = await from();
    if (!first.ok) throw new Error("sign-in failed");
    const known = cookieOf(first.headers)
      .split("; ")
      .filter((c) => c.startsWith("zrnce_known_"))
      .join("; ");
    expect((await from(known)).ok).toBe(true);
    await runBackgroundJobs();
    const mails = mailsTo("browser@zrnce.rs", before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Subject: [Zrnce] New sign-in to your account");
    expect(mails[0]).toContain("Browser: Chrome, Windows");
    expect(mails[0]).toContain("Address: 203.0.113.7");
    expect(mails[0]).toMatch(/Time: \d{1,2} \w+ \d{4} at \d{2}:\d{2}/);
    expect(mails[0]).toContain("If this was not you, set a new password right away:");
  });
});
