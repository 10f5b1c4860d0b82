import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { requestInfoContext } from "#app/context.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { getNotifications, markSeen } from "#app/domain/admin/notifications.server.ts";
import { upsertAdmin } from "#app/domain/auth/auth.server.ts";
import { getDashboardCounts } from "#app/domain/dashboard/counts.server.ts";
import { recurringJobs } from "#app/domain/jobs/handlers.server.ts";
import { setSmtpUrlForTests } from "#app/domain/mail/mailer.server.ts";
import { listSubscribers, streamSubscribersCsv } from "#app/domain/newsletter/subscriber-admin.server.ts";
import {
  confirmSubscription,
  findSubscriber,
  purgeStalePending,
  stalePendingJob,
  subscribe,
  unsubscribeUrl,
} from "#app/domain/newsletter/subscribers.server.ts";
import { clearRateLimit } from "#app/domain/security/rate-limit.server.ts";
import { loader as confirmLoader } from "#app/routes/public/newsletter-confirm.tsx";
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
  middleware as unsubscribeMiddleware,
} from "#app/routes/public/newsletter-unsubscribe.tsx";
import { action as newsletterAction } from "#app/routes/resources/newsletter.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";
import { readableMail } from "../support/mail.ts";
import { startSmtp } from "../support/smtp.ts";

// Double opt-in and one-click unsubscribe (issue 25, points 1 and 4; decision 0044):
// the domain and the route modules on a real database, the mails over real SMTP.

const site = "https://zrnce.test";

const tokenIn = (mail: string, path: string) =>
  new RegExp(`${path.replace(/\//g, "\\/")}\\?token=([\\w-]+)`).exec(mail)?.[1] ?? "";

let ip = 0;
const context = (locale: "sr" | "en" = "sr") => {
  const ctx = new RouterContextProvider();
  ctx.set(requestInfoContext, { requestId: "t", nonce: "n", locale, clientIp: `10.31.0.${++ip}` });
  return ctx;
};

/** The form as the enhanced (JavaScript) form posts it; the answer's status and body. */
async function signUp(email: string, locale: "sr" | "en" = "sr") {
  const response = (await newsletterAction({
    request: new Request(`${site}/newsletter`, {
      method: "POST",
      body: new URLSearchParams({ email, placement: "home", enhanced: "1" }),
      headers: { origin: site },
    }),
    context: context(locale),
    params: {},
  } as never)) as Response;
  return { status: response.status, body: await response.text() };
}

const dataOf = (result: unknown) =>
  (result as { data: Record<string, unknown>; init: { status?: number } }).data;
const statusOf = (result: unknown) => (result as { init: { status?: number } }).init?.status ?? 200;

describe.each(dialects)("newsletter double opt-in and one-click unsubscribe on %s", (dialect) => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startSmtp();
    setSmtpUrlForTests(smtp.url);
    await clearRateLimit("newsletter:*");
  });
  afterAll(async () => {
    setSmtpUrlForTests(undefined);
    await smtp.close();
    await database.close();
  });

  /** The latest mail to `to` among those after the first `since`, once `count` have come. */
  const mailTo = (to: string, count = 1, since = 0) =>
    vi.waitFor(() => {
      const mails = smtp.received.slice(since).filter((m) => m.to.includes(to));
      if (mails.length < count) throw new Error(`${mails.length} mails to ${to}`);
      return readableMail(mails.at(-1)!.raw);
    });

  it("keeps a sign-up pending until its link is followed, then active with one welcome", async () => {
    expect(await signUp("Nova@Example.com", "en")).toEqual({ status: 200, body: '{"ok":true}' });
    expect(await findSubscriber("nova@example.com")).toMatchObject({ status: "pending", locale: "en" });
    // Not counted, not active in the list nor in the export.
    expect((await getDashboardCounts()).subscribers).toBe(0);
    expect((await listSubscribers({ status: "active" })).total).toBe(0);
    expect((await listSubscribers({ status: "pending" })).subscribers.map((s) => s.email)).toEqual([
      "nova@example.com",
    ]);
    const csv = (status: "all" | "active") =>
      new Response(streamSubscribersCsv({ status, locale: "sr" })).text();
    expect(await csv("all")).toContain('"nova@example.com";"engleski";"čeka potvrdu"');
    expect(await csv("active")).not.toContain("nova@example.com");

    const mail = await mailTo("nova@example.com");
    expect(mail).toMatch(/From: "?Zrnce"? <no-reply@zrnce\.rs>/);
    expect(mail).toContain("Subject: [Zrnce] Please confirm your newsletter sign-up");
    expect(mail).toContain("Content-Language: en");
    expect(mail).toContain("The link works for 7 days.");
    expect(mail).toContain("Content-Type: text/plain");
    expect(mail).toContain("Content-Type: text/html");
    expect(mail).toContain(`${site}/newsletter/potvrda?token=`);
    expect(mail).toContain("&lng=en");
    // The confirmation is not the newsletter: nothing to unsubscribe from yet.
    expect(mail).not.toContain("List-Unsubscribe");
    const token = tokenIn(mail, "/newsletter/potvrda");
    // Only the token's hash is stored.
    const row = await findSubscriber("nova@example.com");
    expect(JSON.stringify(row)).not.toContain(token);

    // The owner looked at the bell after the sign-up: the confirmation makes it news.
    await upsertAdmin("zvono@zrnce.test", "dugacka-lozinka-za-test-42");
    const owner = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "zvono@zrnce.test")
      .executeTakeFirstOrThrow();
    await markSeen(owner.id, "subscribers");
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await getNotifications(owner.id)).subscribers).toEqual([]);

    const before = smtp.received.length;
    const page = await confirmLoader({
      request: new Request(`${site}/newsletter/potvrda?token=${token}&lng=en`),
      context: context("en"),
      params: {},
    } as never);
    expect(dataOf(page)).toEqual({ status: "confirmed" });
    expect(await findSubscriber("nova@example.com")).toMatchObject({ status: "active" });
    expect((await getDashboardCounts()).subscribers).toBe(1);
    expect((await getNotifications(owner.id)).subscribers.map((n) => n.email)).toEqual(["nova@example.com"]);
    const welcome = await mailTo("nova@example.com", 2);
    expect(welcome).toContain("Subject: Welcome to the Zrnce newsletter");
    const { token: unsub } = (await findSubscriber("nova@example.com"))!;
    expect(welcome).toContain(`List-Unsubscribe: <${unsubscribeUrl(site, unsub, "en")}>`);
    expect(welcome).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    // A second visit (or a mail scanner after the person) sends nothing more and says the link is used.
    const again = await confirmLoader({
      request: new Request(`${site}/newsletter/potvrda?token=${token}`),
      context: context(),
      params: {},
    } as never);
    expect(dataOf(again)).toEqual({ status: "used" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.length).toBe(before + 1);
  });

  it("gives one answer for a new, a pending, an unsubscribed and an active address; only the active one gets no mail", async () => {
    await subscribe({ email: "aktivna@example.com", locale: "sr" }).then((r) =>
      confirmSubscription({ token: r.confirmToken!, origin: site }),
    );
    await subscribe({ email: "otisla@example.com", locale: "sr" }).then((r) =>
      confirmSubscription({ token: r.confirmToken!, origin: site }),
    );
    await database.db
      .updateTable("newsletter_subscriber")
      .set({ status: "unsubscribed", unsubscribed_at: new Date().toISOString() })
      .where("email", "=", "otisla@example.com")
      .execute();
    await subscribe({ email: "ceka@example.com", locale: "sr" });
    await vi.waitFor(() => expect(smtp.received.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = smtp.received.length;

    const answers = [];
    for (const email of ["prva@example.com", "ceka@example.com", "otisla@example.com", "aktivna@example.com"])
      answers.push(await signUp(email));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);

    await mailTo("prva@example.com", 1, before);
    await mailTo("ceka@example.com", 1, before);
    const back = await mailTo("otisla@example.com", 1, before);
    expect(back).toContain("Subject: [Zrnce] Potvrdite prijavu na bilten");
    expect(back).toContain("Link važi 7 dana.");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.length).toBe(before + 3);
    expect(smtp.received.slice(before).some((m) => m.to.includes("aktivna@example.com"))).toBe(false);
    expect(await findSubscriber("aktivna@example.com")).toMatchObject({ status: "active" });
    expect(await findSubscriber("otisla@example.com")).toMatchObject({ status: "pending" });
  });

  it("kills the older link when a new one is sent, and refuses a link past its seven days", async () => {
    const first = await subscribe({ email: "dvaput@example.com", locale: "sr" });
    const second = await subscribe({ email: "dvaput@example.com", locale: "en" });
    expect(await confirmSubscription({ token: first.confirmToken!, origin: site })).toEqual({
      status: "not-found",
    });
    const later = new Date(Date.now() + 7 * 86_400_000 + 60_000);
    expect(await confirmSubscription({ token: second.confirmToken!, origin: site, now: later })).toEqual({
      status: "expired",
      locale: "en",
    });
    expect(await findSubscriber("dvaput@example.com")).toMatchObject({ status: "pending" });
    // The page says so (200, with the way back to the form); an unknown link is a 404.
    const expiredPage = await confirmLoader({
      request: new Request(`${site}/newsletter/potvrda?token=${first.confirmToken}`),
      context: context(),
      params: {},
    } as never);
    expect(dataOf(expiredPage)).toEqual({ status: "not-found" });
    expect(statusOf(expiredPage)).toBe(404);
    // Within the days it works.
    const inTime = new Date(Date.now() + 6 * 86_400_000);
    expect(await confirmSubscription({ token: second.confirmToken!, origin: site, now: inTime })).toEqual({
      status: "confirmed",
      locale: "en",
    });

    // Pending rows long dead are forgotten; active ones stay.
    await subscribe({ email: "zaboravljena@example.com", locale: "sr" });
    expect(await purgeStalePending(7, new Date(Date.now() + 13 * 86_400_000))).toBe(0);
    expect(recurringJobs.map((j) => j.name)).toContain(stalePendingJob);
    expect(await purgeStalePending(7, new Date(Date.now() + 15 * 86_400_000))).toBeGreaterThan(0);
    expect(await findSubscriber("zaboravljena@example.com")).toBeUndefined();
    expect(await findSubscriber("dvaput@example.com")).toMatchObject({ status: "active" });
  });

  it("shows a button on GET without unsubscribing; the button's POST unsubscribes", async () => {
    const r = await subscribe({ email: "dugme@example.com", locale: "sr" });
    await confirmSubscription({ token: r.confirmToken!, origin: site });
    const { token } = (await findSubscriber("dugme@example.com"))!;
    const url = `${site}/newsletter/odjava?token=${token}`;

    // A scanner's GET, twice: still active.
    for (let i = 0; i < 2; i++) {
      const page = await unsubscribeLoader({
        request: new Request(url),
        context: context(),
        params: {},
      } as never);
      expect(dataOf(page)).toEqual({ status: "ask", token });
    }
    expect(await findSubscriber("dugme@example.com")).toMatchObject({ status: "active" });
    const unknown = await unsubscribeLoader({
      request: new Request(`${site}/newsletter/odjava?token=nepoznat-token-123456`),
      context: context(),
      params: {},
    } as never);
    expect(dataOf(unknown)).toMatchObject({ status: "not-found" });

    // The page's button: the middleware lets it through to the action, which answers with the page's data.
    const post = new Request(url, {
      method: "POST",
      body: new URLSearchParams({}),
      headers: { origin: site },
    });
    const next = vi.fn(async () => new Response("page"));
    await unsubscribeMiddleware[0]!(
      { request: post, context: context(), params: {} } as never,
      next as never,
    );
    expect(next).toHaveBeenCalledOnce();
    const done = await unsubscribeAction({ request: post, context: context(), params: {} } as never);
    expect(dataOf(done)).toEqual({ status: "unsubscribed" });
    expect(await findSubscriber("dugme@example.com")).toMatchObject({ status: "unsubscribed" });
    // Back on the link, the page says so rather than asking again.
    const after = await unsubscribeLoader({
      request: new Request(url),
      context: context(),
      params: {},
    } as never);
    expect(dataOf(after)).toEqual({ status: "unsubscribed", token });
  });

  it("unsubscribes on a mail client's one-click POST (RFC 8058) with a short plain answer, no session, no Origin", async () => {
    const r = await subscribe({ email: "jedan.klik@example.com", locale: "en" });
    await confirmSubscription({ token: r.confirmToken!, origin: site });
    const { token } = (await findSubscriber("jedan.klik@example.com"))!;
    const next = vi.fn(async () => new Response("page"));
    const response = (await unsubscribeMiddleware[0]!(
      {
        request: new Request(unsubscribeUrl(site, token, "en"), {
          method: "POST",
          body: "List-Unsubscribe=One-Click",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
        context: context(),
        params: {},
      } as never,
      next as never,
    )) as Response;
    expect(next).not.toHaveBeenCalled();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect((await response.text()).length).toBeLessThan(40);
    expect(await findSubscriber("jedan.klik@example.com")).toMatchObject({ status: "unsubscribed" });
  });
});
