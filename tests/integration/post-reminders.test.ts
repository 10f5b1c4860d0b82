import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostReply } from "#app/components/admin/social/post-parts.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { demoProducts } from "#app/demo/products.ts";
import { insertProduct } from "#app/demo/seed.server.ts";
import { getNotifications } from "#app/domain/admin/notifications.server.ts";
import { upsertAdmin } from "#app/domain/auth/auth.server.ts";
import { jobHandlers } from "#app/domain/jobs/handlers.server.ts";
import { runDueJobs } from "#app/domain/jobs/jobs.server.ts";
import { setSmtpUrlForTests } from "#app/domain/mail/mailer.server.ts";
import { renewCalendarFeed } from "#app/domain/social/calendar-feed.server.ts";
import { getPost, savePosts, setPostStatus } from "#app/domain/social/posts.server.ts";
import { postReminderJob } from "#app/domain/social/reminders.server.ts";
import { action as overviewAction } from "#app/routes/admin/social-media-content.tsx";
import { loader as feedLoader } from "#app/routes/resources/calendar-feed.ts";
import { adminContext, origin, replyOf, thrownResponse } from "../support/admin-routes.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";
import { readableMail } from "../support/mail.ts";
import { startSmtp } from "../support/smtp.ts";

// Issue 25, point 9: a scheduled post reminds the owners at its time (a mail and
// the bell), never for a date it no longer has; it is marked as published with
// its address; the content calendar is an iCal feed at a secret address.

/** An iCalendar document's lines unfolded (RFC 5545 §3.1), its events as property maps. */
function parseCalendar(text: string) {
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n");
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const at = line.indexOf(":");
      current[line.slice(0, at)] = line
        .slice(at + 1)
        .replace(/\\n/g, "\n")
        .replace(/\\([,;\\])/g, "$1");
    }
  }
  return { lines, events };
}

const post = (path: string, fields: Record<string, string>) =>
  new Request(`${origin}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { origin } });

describe.each(dialects)("reminders of scheduled posts and the calendar feed on %s", (dialect) => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const owners = ["vesna@zrnce.rs", "marko@zrnce.rs"];
  const ownerIds: string[] = [];
  const actor = "vesna@zrnce.rs";

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startSmtp();
    setSmtpUrlForTests(smtp.url);
    await insertProduct(demoProducts.find((p) => p.id === "heljdino-brasno")!, { image: true });
    for (const email of [...owners, "urednik@zrnce.rs"]) await upsertAdmin(email, "long-password-1234");
    await database.db
      .updateTable("user")
      .set({ role: "editor" })
      .where("email", "=", "urednik@zrnce.rs")
      .execute();
    for (const email of owners)
      ownerIds.push(
        (
          await database.db
            .selectFrom("user")
            .select("id")
            .where("email", "=", email)
            .executeTakeFirstOrThrow()
        ).id,
      );
  });
  afterAll(async () => {
    setSmtpUrlForTests(undefined);
    await smtp.close();
    await database.close();
  });

  /** A new approved Instagram post about the buckwheat flour. */
  async function approvedPost(body: string): Promise<string> {
    const [id] = await savePosts({
      drafts: [{ platform: "instagram", locale: "sr", variant: 1, body }],
      sourceType: "product",
      sourceId: "heljdino-brasno",
      sourceTitle: { sr: "Heljdino brašno" },
      topic: null,
      tone: "warm",
      linkUrl: { sr: "https://zrnce.rs/proizvod/heljdino-brasno" },
      writer: "builtin",
      actor,
    });
    await setPostStatus(id!, "approved", undefined, actor);
    return id!;
  }

  /** The reminder jobs due at `at`, run as the server's runner would at that time. */
  const runRemindersAt = (at: Date) =>
    runDueJobs({
      database,
      handlers: { [postReminderJob]: jobHandlers[postReminderJob]! },
      retryBaseMs: 10,
      clock: () => at,
    });

  const mailsAbout = (text: string, from = 0) =>
    smtp.received
      .slice(from)
      .map((m) => ({ to: m.to, text: readableMail(m.raw) }))
      .filter((m) => m.text.includes(text));

  it("reminds every owner at the scheduled time, by mail and in the bell, and not before", async () => {
    const id = await approvedPost("Probajte palačinke od heljdinog brašna! #bezglutena");
    // 10:00 in Belgrade is 09:00 UTC in January.
    expect(await setPostStatus(id, "scheduled", "2030-01-15T10:00", actor)).toMatchObject({ ok: true });
    const from = smtp.received.length;
    await runRemindersAt(new Date("2030-01-15T08:59:00Z"));
    expect(mailsAbout("palačinke", from)).toEqual([]);
    expect((await getNotifications(ownerIds[0]!)).posts).toEqual([]);

    await runRemindersAt(new Date("2030-01-15T09:00:30Z"));
    const mails = mailsAbout("palačinke", from);
    expect(mails.flatMap((m) => m.to).sort()).toEqual([...owners].sort());
    const mail = mails[0]!.text;
    expect(mail).toContain("Subject: Vreme je za objavu na Instagramu: Heljdino brašno");
    expect(mail).toMatch(/From: "?Zrnce"? </);
    expect(mail).toContain("Probajte palačinke od heljdinog brašna! #bezglutena");
    expect(mail).toContain(`/admin/social-media-content?id=${id}`);
    expect(mail).toMatch(
      /Slika za objavu \(preuzmite je\): http:\/\/[^\s]+\/media\/[0-9a-f-]{36}\/1280\.webp/,
    );
    expect(mail).toContain("15. januar 2030. u 10:00");

    const bell = await getNotifications(ownerIds[1]!);
    expect(bell.posts).toEqual([
      { id, platform: "instagram", title: "Heljdino brašno", scheduledAt: "2030-01-15T09:00:00.000Z" },
    ]);
    expect(bell.total).toBeGreaterThanOrEqual(1);

    // At least once, never twice for one date: the same job again sends nothing.
    const before = smtp.received.length;
    await runRemindersAt(new Date("2030-01-15T10:00:00Z"));
    expect(smtp.received.length).toBe(before);
  });

  it("sends no stale reminder for a post rescheduled or taken back to a draft", async () => {
    const moved = await approvedPost("Jesenji kolač sa heljdom, pomeren termin.");
    await setPostStatus(moved, "scheduled", "2030-02-01T10:00", actor);
    await setPostStatus(moved, "scheduled", "2030-02-03T18:30", actor);
    const dropped = await approvedPost("Objava koja je vraćena u nacrt.");
    await setPostStatus(dropped, "scheduled", "2030-02-01T10:00", actor);
    await setPostStatus(dropped, "draft", undefined, actor);
    const from = smtp.received.length;

    await runRemindersAt(new Date("2030-02-02T00:00:00Z"));
    expect(mailsAbout("pomeren termin", from)).toEqual([]);
    expect(mailsAbout("vraćena u nacrt", from)).toEqual([]);
    expect((await getNotifications(ownerIds[0]!)).posts.map((p) => p.id)).not.toContain(moved);

    await runRemindersAt(new Date("2030-02-03T17:31:00Z"));
    expect(mailsAbout("pomeren termin", from)).toHaveLength(owners.length);
    expect(mailsAbout("vraćena u nacrt", from)).toEqual([]);
    expect((await getNotifications(ownerIds[0]!)).posts.map((p) => p.id)).toContain(moved);
  });

  it("reminds at once of a post scheduled for a time already past", async () => {
    const id = await approvedPost("Zakasnela objava o heljdi.");
    await setPostStatus(id, "scheduled", "2020-05-01T12:00", actor);
    const from = smtp.received.length;
    await runRemindersAt(new Date());
    expect(mailsAbout("Zakasnela objava", from)).toHaveLength(owners.length);
    expect((await getPost(id))?.status).toBe("scheduled");
  });

  it("marks a post as published with its address, refusing an address that is not one", async () => {
    const id = await approvedPost("Objava koja izlazi danas.");
    await setPostStatus(id, "scheduled", "2020-06-01T09:00", actor);
    await runRemindersAt(new Date());
    expect((await getNotifications(ownerIds[0]!)).posts.map((p) => p.id)).toContain(id);
    const context = adminContext({ userId: ownerIds[0]!, email: actor });
    context.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp: "10.0.0.1" });
    const path = "/admin/social-media-content?view=list";
    for (const url of [
      "",
      "nije adresa",
      "javascript:alert(1)",
      "ftp://instagram.com/p/1",
      "https://localhost",
    ]) {
      const { reply, status } = await replyOf<PostReply>(
        overviewAction({ request: post(path, { intent: "publish", id, url }), context, params: {} } as never),
      );
      expect(status, url).toBe(400);
      expect(reply.intent).toBe("publish");
      expect(reply.result?.error?.url, url).toEqual(["errors.url"]);
      // What was typed goes back to the field.
      if (url) expect(reply.result?.initialValue?.url).toBe(url);
    }
    expect((await getPost(id))?.status).toBe("scheduled");

    const address = "https://www.instagram.com/p/C0zrnce123/";
    const answer = await thrownResponse(
      overviewAction({
        request: post(path, { intent: "publish", id, url: ` ${address} ` }),
        context,
        params: {},
      } as never),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toContain("done=publish");
    expect(await getPost(id)).toMatchObject({ status: "published", publishedUrl: address });
    // Done: it leaves the bell.
    expect((await getNotifications(ownerIds[0]!)).posts.map((p) => p.id)).not.toContain(id);
  });

  const fetchFeed = (file: string) =>
    feedLoader({ params: { file }, request: new Request(`${origin}/kalendar/${file}`) } as never);
  const tokenOf = (url: string) => /\/kalendar\/([A-Za-z0-9_-]+)\.ics$/.exec(url)![1]!;

  it("serves the content calendar as iCal at the owner's secret address, and a new address ends the old", async () => {
    const url = await renewCalendarFeed(ownerIds[0]!);
    expect(url).toMatch(/^http:\/\/localhost:\d+\/kalendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = tokenOf(url);
    // Kept only as its fingerprint.
    const stored = await database.db.selectFrom("calendar_feed").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const response = (await fetchFeed(`${token}.ics`)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const text = await response.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const { lines, events } = parseCalendar(text);
    expect(text.split("\r\n").every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(events.length);

    const scheduled = await database.db
      .selectFrom("social_post")
      .select(["id", "body", "scheduled_at"])
      .where("status", "in", ["scheduled", "published"])
      .execute();
    expect(events).toHaveLength(scheduled.length);
    const first = scheduled.find((p) => p.body.includes("palačinke"))!;
    const event = events.find((e) => e.UID === `social-post-${first.id}@localhost`)!;
    expect(event).toMatchObject({
      DTSTART: "20300115T090000Z",
      SUMMARY: "Instagram: Heljdino brašno",
      DESCRIPTION: "Probajte palačinke od heljdinog brašna! #bezglutena",
    });
    const published = events.find((e) => e.DESCRIPTION?.includes("Objava koja izlazi danas."))!;
    expect(published.DESCRIPTION).toContain("https://www.instagram.com/p/C0zrnce123/");
    // Drafts are not on the calendar.
    expect(events.some((e) => e.DESCRIPTION?.includes("vraćena u nacrt"))).toBe(false);
    // The same post is the same event at the next fetch.
    const again = parseCalendar(await ((await fetchFeed(`${token}.ics`)) as Response).text());
    expect(again.events.map((e) => e.UID)).toEqual(events.map((e) => e.UID));

    // One character off (never the same one: a token may end in "A"), no ".ics", too short, unknown.
    const offByOne = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}.ics`;
    for (const wrong of [offByOne, `${token}`, "x.ics", `${"a".repeat(43)}.ics`])
      expect((await thrownResponse(fetchFeed(wrong))).status).toBe(404);

    const renewed = await renewCalendarFeed(ownerIds[0]!);
    expect((await thrownResponse(fetchFeed(`${token}.ics`))).status).toBe(404);
    expect(((await fetchFeed(`${tokenOf(renewed)}.ics`)) as Response).status).toBe(200);

    // An owner who may no longer sign in has no calendar either.
    await database.db
      .updateTable("user")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", ownerIds[0]!)
      .execute();
    expect((await thrownResponse(fetchFeed(`${tokenOf(renewed)}.ics`))).status).toBe(404);
    await database.db.updateTable("user").set({ disabled_at: null }).where("id", "=", ownerIds[0]!).execute();
  });

  it("lets only an owner make a calendar address", async () => {
    const editor = adminContext({ userId: "editor-1", email: "urednik@zrnce.rs", role: "editor" });
    editor.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp: "10.0.0.1" });
    const refused = await thrownResponse(
      overviewAction({
        request: post("/admin/social-media-content?view=calendar", { intent: "calendarFeed" }),
        context: editor,
        params: {},
      } as never),
    );
    expect(refused.status).toBe(403);
    const owner = adminContext({ userId: ownerIds[1]!, email: owners[1]! });
    owner.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp: "10.0.0.1" });
    const { reply } = await replyOf<PostReply>(
      overviewAction({
        request: post("/admin/social-media-content?view=calendar", { intent: "calendarFeed" }),
        context: owner,
        params: {},
      } as never),
    );
    expect(reply.feedUrl).toMatch(/\/kalendar\/[A-Za-z0-9_-]{43}\.ics$/);
  });
});
