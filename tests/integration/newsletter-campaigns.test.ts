import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#app/db/db.server.ts";
import { type JobRunner, startJobRunner } from "#app/domain/jobs/jobs.server.ts";
import { setSmtpUrlForTests } from "#app/domain/mail/mailer.server.ts";
import {
  newsletterSendJob,
  runNewsletterRound,
  type SendingOptions,
} from "#app/domain/newsletter/campaign-sending.server.ts";
import {
  cancelCampaign,
  createCampaign,
  deleteDraftCampaign,
  getCampaign,
  saveCampaign,
  scheduleCampaign,
} from "#app/domain/newsletter/campaigns.server.ts";
import { saveSettings } from "#app/domain/settings/settings.server.ts";
import { createPostgresDatabase, createTestDatabase, dialects } from "../support/databases.ts";
import { readableMail } from "../support/mail.ts";
import { startSmtp } from "../support/smtp.ts";

// Issue 25, point 3: campaigns sent over real SMTP by the durable job runner.

const actor = "vlasnik@zrnce.test";
const origin = "https://zrnce.example";

const header = (mail: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, "mi").exec(mail.slice(0, mail.search(/\r?\n\r?\n/)))?.[1]?.trim();

async function until(check: () => Promise<boolean> | boolean, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await sleep(25);
  }
}

for (const dialect of dialects) {
  describe(`newsletter campaigns on ${dialect}`, () => {
    let database: Database;
    let location: string;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    const runners: JobRunner[] = [];
    const extra: Database[] = [];

    beforeAll(async () => {
      location =
        dialect === "sqlite"
          ? path.join(mkdtempSync(path.join(tmpdir(), "zrnce-campaigns-")), "site.db")
          : await createPostgresDatabase();
      database = await createTestDatabase(dialect, location);
      smtp = await startSmtp();
      setSmtpUrlForTests(smtp.url);
      await saveSettings({ newsletter: { perMinute: 6000 } }, actor);
    });
    beforeEach(async () => {
      smtp.received.length = 0;
      smtp.state.refuse = false;
      await database.db.deleteFrom("newsletter_subscriber").execute();
      await database.db.deleteFrom("job").execute();
    });
    afterEach(async () => {
      await Promise.all(runners.splice(0).map((r) => r.stop(5000)));
      await saveSettings({ newsletter: { perMinute: 6000 } }, actor);
    });
    afterAll(async () => {
      setSmtpUrlForTests(undefined);
      await Promise.all(extra.map((d) => d.close()));
      await smtp.close();
      await database.close();
    });

    function runner(options: SendingOptions & { db?: Database; workerId?: string } = {}) {
      const db = options.db ?? database;
      const r = startJobRunner({
        database: db,
        workerId: options.workerId,
        pollMs: 50,
        leaseMs: 3000,
        retryBaseMs: 50,
        handlers: {
          [newsletterSendJob]: (payload) =>
            runNewsletterRound(payload, { database: db, workerId: options.workerId, ...options }),
        },
      });
      runners.push(r);
      return r;
    }

    async function addSubscribers(count: number, locale: "sr" | "en", status = "active", prefix = "p") {
      const emails: string[] = [];
      for (let i = 0; i < count; i++) {
        const email = `${prefix}${i}-${locale}-${status}-${randomBytes(3).toString("hex")}@example.com`;
        emails.push(email);
        await sql`insert into newsletter_subscriber (id, email, locale, status, token, created_at, unsubscribed_at)
          values (${randomUUID()}, ${email}, ${locale}, ${status}, ${randomBytes(12).toString("base64url")},
            ${new Date().toISOString()}, null)`.execute(database.db);
      }
      return emails;
    }

    async function draft(
      texts: Partial<{ subjectSr: string; subjectEn: string; bodySr: string; bodyEn: string }> = {},
    ) {
      const id = await createCampaign(actor);
      await saveCampaign(
        id,
        {
          subjectSr: "Novo u radionici",
          subjectEn: "New in the workshop",
          bodySr: "<p>Dragi prijatelji, stiglo je <strong>novo</strong> brasno.</p>",
          bodyEn: "<p>Dear friends, a <strong>new</strong> flour has arrived.</p>",
          cards: [],
          ...texts,
        },
        actor,
      );
      return id;
    }

    const status = async (id: string) =>
      (
        await database.db
          .selectFrom("newsletter_campaign")
          .select("status")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).status;

    const perAddress = () => {
      const counts = new Map<string, number>();
      for (const m of smtp.received) for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1);
      return counts;
    };

    it("sends each active subscriber exactly one mail in their language, with both parts and the unsubscribe headers", async () => {
      const sr = await addSubscribers(3, "sr");
      const en = await addSubscribers(2, "en");
      const gone = await addSubscribers(1, "sr", "unsubscribed");
      const pending = await addSubscribers(1, "en", "pending");
      const photo = randomUUID();
      const id = await draft({
        bodySr: `<p>Dragi prijatelji, stiglo je <strong>novo</strong> brasno.</p><img src="/media/${photo}/960.webp" alt="Heljda">`,
      });
      runner();
      expect(await scheduleCampaign(id, new Date(), origin, actor)).toBe(true);
      await until(async () => (await status(id)) === "sent");

      const counts = perAddress();
      expect([...counts.keys()].sort()).toEqual([...sr, ...en].sort());
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      for (const address of [...gone, ...pending]) expect(counts.has(address)).toBe(false);

      for (const m of smtp.received) {
        const mail = readableMail(m.raw);
        const english = en.includes(m.to[0]!);
        expect(header(mail, "Subject")).toBe(english ? "New in the workshop" : "Novo u radionici");
        expect(header(mail, "From")).toMatch(/^"?Zrnce"? </);
        const unsubscribe = header(mail, "List-Unsubscribe");
        expect(unsubscribe).toMatch(/^<https:\/\/zrnce\.example\/newsletter\/odjava\?token=[^>]+>$/);
        if (english) expect(unsubscribe).toContain("lng=en");
        expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
        expect(header(mail, "Message-ID")).toMatch(new RegExp(`^<${id}\\.[^@]+@zrnce\\.example>$`));
        expect(mail).toContain("Content-Type: text/plain");
        expect(mail).toContain("Content-Type: text/html");
        expect(mail).toContain(
          english ? "Dear friends, a new flour has arrived." : "Dragi prijatelji, stiglo je novo brasno.",
        );
        // Our photo as the mail's JPEG at the site's address: many mail programs show no WebP.
        if (!english) expect(mail).toContain(`src="https://zrnce.example/media/${photo}/mail.jpg"`);
        expect(mail).not.toContain(".webp");
        // The visible link in both parts is the recipient's own.
        const link = unsubscribe!.slice(1, -1);
        expect(mail).toContain(`href="${link.replace(/&/g, "&#38;")}"`);
        expect(mail).toContain(
          english ? `Unsubscribe from the newsletter: ${link}` : `Odjavite se sa biltena: ${link}`,
        );
      }
      const detail = await getCampaign(id);
      expect(detail).toMatchObject({ status: "sent", recipients: 5, sent: 5, failed: 0, remaining: 0 });
    });

    it("sends English subscribers the Serbian text when the English is missing, and warns the owner first", async () => {
      const en = await addSubscribers(2, "en");
      await addSubscribers(1, "sr");
      const id = await draft({ subjectEn: "", bodyEn: "" });
      const before = await getCampaign(id);
      expect(before).toMatchObject({ lacksEnglish: true, englishSubscribers: 2 });
      runner();
      await scheduleCampaign(id, new Date(), origin, actor);
      await until(async () => (await status(id)) === "sent");
      for (const m of smtp.received.filter((r) => en.includes(r.to[0]!))) {
        const mail = readableMail(m.raw);
        expect(header(mail, "Subject")).toBe("Novo u radionici");
        expect(header(mail, "Content-Language")).toBe("sr");
        expect(mail).toContain("Odjavite se sa biltena");
      }
      expect(smtp.received).toHaveLength(3);
    });

    it("keeps to the messages per minute of the settings", async () => {
      await saveSettings({ newsletter: { perMinute: 300 } }, actor); // one every 200 ms
      await addSubscribers(5, "sr");
      const id = await draft();
      runner();
      const started = Date.now();
      await scheduleCampaign(id, new Date(), origin, actor);
      await until(async () => (await status(id)) === "sent");
      expect(smtp.received).toHaveLength(5);
      // Five sends take four gaps at least.
      expect(Date.now() - started).toBeGreaterThanOrEqual(4 * 200 - 20);
    });

    it("deletes a draft the owner does not want, never a campaign scheduled to go", async () => {
      const unwanted = await draft();
      const planned = await draft();
      await scheduleCampaign(planned, new Date(Date.now() + 3_600_000), origin, actor);
      expect(await deleteDraftCampaign(unwanted, actor)).toBe(true);
      expect(await getCampaign(unwanted)).toBeNull();
      expect(await deleteDraftCampaign(planned, actor)).toBe(false);
      expect(await getCampaign(planned)).toMatchObject({ status: "scheduled" });
      expect(await deleteDraftCampaign(unwanted, actor)).toBe(false);
    });

    it("leaves a scheduled campaign until its time, and a cancelled one unsent", async () => {
      await addSubscribers(2, "sr");
      const later = await draft();
      const cancelled = await draft();
      runner();
      // Two seconds ahead: time enough, on a busy machine, for the steps below before it.
      await scheduleCampaign(later, new Date(Date.now() + 2000), origin, actor);
      await scheduleCampaign(cancelled, new Date(Date.now() + 300), origin, actor);
      expect(await cancelCampaign(cancelled, actor)).toBe(true);
      expect(
        await saveCampaign(
          later,
          { subjectSr: "x", subjectEn: "", bodySr: "<p>x</p>", bodyEn: "", cards: [] },
          actor,
        ),
      ).toBe("not-editable");
      await sleep(300);
      expect(smtp.received).toHaveLength(0);
      await until(async () => (await status(later)) === "sent");
      await sleep(200);
      expect(smtp.received).toHaveLength(2);
      expect(await status(cancelled)).toBe("draft");
    });

    it("resumes after a runner stops mid-campaign and an instance dies holding a delivery: none twice, none missing", async () => {
      await saveSettings({ newsletter: { perMinute: 1200 } }, actor); // 50 ms apart
      const all = await addSubscribers(30, "sr");
      const id = await draft();
      const first = runner({ roundMs: 200, workerId: "first" });
      await scheduleCampaign(id, new Date(), origin, actor);
      await until(() => smtp.received.length >= 5);
      await first.stop(5000);
      runners.splice(runners.indexOf(first), 1);
      const afterStop = smtp.received.length;
      expect(afterStop).toBeLessThan(30);
      // An instance that died after claiming a delivery, before its SMTP conversation: its lease ran out.
      const held = await database.db
        .updateTable("newsletter_delivery")
        .set({
          status: "sending",
          locked_by: "dead",
          locked_until: new Date(Date.now() - 1000).toISOString(),
          attempts: 1,
        })
        .where("id", "=", (eb) =>
          eb
            .selectFrom("newsletter_delivery")
            .select("id")
            .where("campaign_id", "=", id)
            .where("status", "=", "queued")
            .limit(1),
        )
        .executeTakeFirst();
      expect(Number(held.numUpdatedRows)).toBe(1);
      // The stopped runner's jobs are queued or have lapsed leases: another runner takes them up.
      await database.db
        .updateTable("job")
        .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
        .where("status", "=", "running")
        .execute();
      runner({ roundMs: 200, workerId: "second" });
      await until(async () => (await status(id)) === "sent");
      const counts = perAddress();
      expect([...counts.keys()].sort()).toEqual([...all].sort());
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
    });

    it("retries a refused delivery with backoff, then lists it with its reason", async () => {
      const [address] = await addSubscribers(1, "sr");
      smtp.state.refuse = true;
      const id = await draft();
      runner({ retryBaseMs: 50, maxAttempts: 3 });
      await scheduleCampaign(id, new Date(), origin, actor);
      await until(async () => (await status(id)) === "sent");
      const delivery = await database.db
        .selectFrom("newsletter_delivery")
        .select(["attempts", "status"])
        .where("campaign_id", "=", id)
        .executeTakeFirstOrThrow();
      expect(delivery).toEqual({ attempts: 3, status: "failed" });
      const detail = await getCampaign(id);
      expect(detail).toMatchObject({ recipients: 1, sent: 0, failed: 1, remaining: 0 });
      expect(detail?.failures).toEqual([
        { email: address, reason: expect.stringContaining("Mailbox unavailable") },
      ]);
    });

    if (dialect === "postgres")
      it("sends each mail once with two app instances sending at the same time", async () => {
        const all = await addSubscribers(60, "sr");
        const id = await draft();
        const second = openDatabase({ url: location, poolSize: 4 });
        extra.push(second);
        runner({ roundMs: 150, workerId: "one" });
        runner({ db: second, roundMs: 150, workerId: "two" });
        await scheduleCampaign(id, new Date(), origin, actor);
        await until(async () => (await status(id)) === "sent");
        const counts = perAddress();
        expect([...counts.keys()].sort()).toEqual([...all].sort());
        expect([...counts.values()].every((n) => n === 1)).toBe(true);
        // Both instances ran rounds of this campaign.
        const ran = await database.db
          .selectFrom("job")
          .select("locked_by")
          .where("name", "=", newsletterSendJob)
          .execute();
        expect(ran.length).toBeGreaterThan(2);
      });
  });
}
