import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/db.server.ts";
import { listMessages } from "#app/domain/contact/inbox.server.ts";
import { submitContactMessage } from "#app/domain/contact/messages.server.ts";
import { outboxDir, setSmtpUrlForTests } from "#app/domain/mail/mailer.server.ts";
import {
  findSubscriber,
  subscribe,
  subscribeToNewsletter,
  unsubscribe,
} from "#app/domain/newsletter/subscribers.server.ts";
import { pageDefaults } from "#app/domain/pages/defaults.server.ts";
import { savePage } from "#app/domain/pages/pages.server.ts";
import {
  clearRateLimit,
  consumeFormRateLimit,
  consumeRateLimit,
} from "#app/domain/security/rate-limit.server.ts";
import { saveSettings } from "#app/domain/settings/settings.server.ts";
import { contactSchema } from "#app/schemas/contact.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";
import { runBackgroundJobs } from "../support/jobs.ts";
import { startSmtp } from "../support/smtp.ts";

/** Who the audit log says made the changes. */
const actor = "owner@zrnce.rs";

const valid = {
  name: "Marko Marković",
  email: "Marko@Example.com",
  phone: "+381 64 123 4567",
  subject: "wholesale" as const,
  message: "Zanima me veleprodaja heljdinog brašna.\nHvala!",
};

/** Unfolds the header lines and decodes quoted-printable body text well enough to read what arrived. */
function readable(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const body = raw
    .slice(split)
    .replace(/=\r?\n/g, "")
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ""), "hex").toString("utf8"));
  return head + body;
}

describe.each(dialects)("contact, newsletter and mail on %s", (dialect) => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let ipCounter = 0;
  const nextIp = () => `10.0.0.${++ipCounter}`;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startSmtp();
    setSmtpUrlForTests(smtp.url);
    await saveSettings({ email: "vlasnik@zrnce.test" }, actor);
  });
  afterEach(() => {
    smtp.state.refuse = false;
  });
  afterAll(async () => {
    setSmtpUrlForTests(undefined);
    await smtp.close();
    await database.close();
  });

  it("stores a contact message first and mails it in Serbian to the company address from the settings", async () => {
    const before = smtp.received.length;
    const input = contactSchema.parse(valid);
    const result = await submitContactMessage({ input, locale: "en", clientIp: nextIp() });
    expect(result).toMatchObject({ status: "sent", mailStatus: "sent" });
    const [stored] = (await listMessages({ status: "all" })).messages;
    expect(stored).toMatchObject({
      name: "Marko Marković",
      email: "marko@example.com",
      subject: "wholesale",
      locale: "en",
      mailStatus: "sent",
    });
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(["vlasnik@zrnce.test"]);
    const text = readable(mail.raw);
    expect(text).toMatch(/Reply-To: .*marko@example\.com/i);
    expect(text).toContain("Veleprodaja");
    expect(text).toContain("Zanima me veleprodaja heljdinog brašna.");
    expect(text).toContain("Jezik posetioca: engleski");

    // The visitor hears back in their language, by a background job; a reply reaches the company.
    // Their message is not quoted: the form must not carry anyone's text to an address of their choosing.
    await runBackgroundJobs();
    expect(smtp.received.length).toBe(before + 2);
    const reply = smtp.received.at(-1)!;
    expect(reply.to).toEqual(["marko@example.com"]);
    const replyText = readable(reply.raw);
    expect(replyText).toMatch(/Reply-To: .*vlasnik@zrnce\.test/i);
    expect(replyText).toContain("Content-Language: en");
    expect(replyText).toContain("Hello Marko Marković,");
    expect(replyText).toContain("We have received your message and will reply");
    expect(replyText).toContain("The Petrović family and everyone at Zrnce");
    expect(replyText).not.toContain("veleprodaja");
  });

  it("sends the visitors' mails in the words the owner keeps, with {name} and {brand} filled in", async () => {
    const mails = structuredClone(pageDefaults.mails);
    mails.contactReply.greeting.sr = "Draga/dragi {name},";
    mails.contactReply.body.sr = "stiglo je. Javljamo se uskoro.\n\nPozdrav iz radionice {brand}.";
    mails.welcome.subject.en = "{brand}: you are on the list";
    mails.welcome.body.en = "";
    await savePage("mails", mails, actor, null, { publish: true });

    const visitor = { ...valid, email: "jovana@example.com" };
    await submitContactMessage({ input: contactSchema.parse(visitor), locale: "sr", clientIp: nextIp() });
    await runBackgroundJobs();
    const reply = readable(smtp.received.findLast((m) => m.to.includes("jovana@example.com"))!.raw);
    expect(reply).toContain("Draga/dragi Marko Marković,");
    expect(reply).toContain("Pozdrav iz radionice Zrnce.");
    expect(reply).not.toContain("{");

    await subscribeToNewsletter({
      email: "nova.citateljka@example.com",
      locale: "en",
      clientIp: nextIp(),
      origin: "https://zrnce.test",
    });
    const welcome = readable(smtp.received.at(-1)!.raw);
    expect(welcome).toContain("Subject: Zrnce: you are on the list");
    // An empty English text is the Serbian one, as on the pages; the unsubscribe line is always there.
    expect(welcome).toContain("hvala što ste se prijavili na bilten radionice Zrnce");
    expect(welcome).toContain("If you change your mind, you can unsubscribe with one click:");
    await savePage("mails", pageDefaults.mails, actor, null, { publish: true });
  });

  it("keeps the message with mail_status failed when the SMTP server refuses", async () => {
    smtp.state.refuse = true;
    const before = smtp.received.length;
    const input = contactSchema.parse({ ...valid, name: "Neuspešna Pošiljka", email: "fail@example.com" });
    const result = await submitContactMessage({ input, locale: "sr", clientIp: nextIp() });
    expect(result).toMatchObject({ status: "sent", mailStatus: "failed" });
    expect(smtp.received.length).toBe(before);
    const stored = (await listMessages({ status: "all" })).messages.find(
      (m) => m.email === "fail@example.com",
    );
    expect(stored).toMatchObject({
      name: "Neuspešna Pošiljka",
      mailStatus: "failed",
      message: valid.message,
    });
  });

  it("keeps the message when the SMTP server cannot be reached at all", async () => {
    setSmtpUrlForTests("smtp://127.0.0.1:1");
    try {
      const input = contactSchema.parse({ ...valid, email: "down@example.com" });
      const result = await submitContactMessage({ input, locale: "sr", clientIp: nextIp() });
      expect(result).toMatchObject({ status: "sent", mailStatus: "failed" });
      const stored = (await listMessages({ status: "all" })).messages.find(
        (m) => m.email === "down@example.com",
      );
      expect(stored?.mailStatus).toBe("failed");
    } finally {
      setSmtpUrlForTests(smtp.url);
    }
  });

  it("cannot be used for header injection: line breaks in the name or email are refused by the schema", () => {
    expect(contactSchema.safeParse({ ...valid, name: "Eve\r\nBcc: victim@example.com" }).success).toBe(false);
    expect(
      contactSchema.safeParse({ ...valid, email: "eve@example.com\r\nBcc: x@example.com" }).success,
    ).toBe(false);
    expect(contactSchema.safeParse({ ...valid, message: "x".repeat(5001) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, name: "x".repeat(101) }).success).toBe(false);
  });

  it("gives the spec's messages for missing and invalid fields", () => {
    const result = contactSchema.safeParse({ email: "nope" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toMatchObject({
      name: "form.errors.nameRequired",
      email: "form.errors.emailInvalid",
      subject: "form.errors.subjectRequired",
      message: "form.errors.messageRequired",
    });
  });

  it("drops a message whose honeypot is filled, storing and sending nothing", async () => {
    const count = (await listMessages({ status: "all" })).total;
    const before = smtp.received.length;
    const input = contactSchema.parse({ ...valid, website: "http://spam.example" });
    const result = await submitContactMessage({ input, locale: "sr", clientIp: nextIp() });
    expect(result).toMatchObject({ status: "sent", id: null });
    expect((await listMessages({ status: "all" })).total).toBe(count);
    expect(smtp.received.length).toBe(before);
  });

  it("rate limits contact messages per client address (5 per window), other addresses unaffected", async () => {
    const ip = nextIp();
    const input = contactSchema.parse(valid);
    for (let i = 0; i < 5; i++) {
      expect((await submitContactMessage({ input, locale: "sr", clientIp: ip })).status).toBe("sent");
    }
    expect((await submitContactMessage({ input, locale: "sr", clientIp: ip })).status).toBe("rate-limited");
    expect((await submitContactMessage({ input, locale: "sr", clientIp: nextIp() })).status).toBe("sent");
  });

  it("counts rate limits in the database across windows, atomically under concurrency", async () => {
    const rule = { max: 3, windowSeconds: 60 };
    const t0 = new Date("2026-11-21T10:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 6 }, () => consumeRateLimit("test:concurrent", rule, t0)),
    );
    expect(results.filter(Boolean).length).toBe(3);
    // A new window starts over.
    expect(await consumeRateLimit("test:concurrent", rule, new Date("2026-11-21T10:01:01Z"))).toBe(true);
    const row = await database.db
      .selectFrom("rate_limit")
      .selectAll()
      .where("key", "=", "test:concurrent")
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(1);
  });

  it("stores a subscriber once with the normalised address and language, and mails a welcome with List-Unsubscribe", async () => {
    const before = smtp.received.length;
    const first = await subscribeToNewsletter({
      email: "  Ana.Reader@Example.COM ",
      locale: "en",
      clientIp: nextIp(),
      origin: "https://zrnce.test",
    });
    expect(first).toEqual({ status: "subscribed", created: true, mailed: true });
    const again = await subscribeToNewsletter({
      email: "ana.reader@example.com",
      locale: "en",
      clientIp: nextIp(),
      origin: "https://zrnce.test",
    });
    expect(again).toEqual({ status: "subscribed", created: false, mailed: false });
    const rows = await database.db
      .selectFrom("newsletter_subscriber")
      .selectAll()
      .where("email", "=", "ana.reader@example.com")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ locale: "en", status: "active" });
    expect(Date.parse(rows[0]!.created_at)).not.toBeNaN();

    expect(smtp.received.length).toBe(before + 1);
    const mail = readable(smtp.received.at(-1)!.raw);
    const link = `https://zrnce.test/newsletter/odjava?token=${rows[0]!.token}&lng=en`;
    expect(mail).toContain(`List-Unsubscribe: <${link}>`);
    expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(mail).toContain("Subject: Welcome to the Zrnce newsletter");
    expect(mail).toContain(link);
  });

  it("writes the welcome mail in Serbian for a Serbian subscriber", async () => {
    await subscribeToNewsletter({
      email: "citalac@example.rs",
      locale: "sr",
      clientIp: nextIp(),
      origin: "https://zrnce.test",
    });
    const mail = readable(smtp.received.at(-1)!.raw);
    expect(mail).toContain("hvala što ste se prijavili na bilten");
    expect(mail).toContain("Content-Language: sr");
  });

  it("unsubscribes by token, idempotently, and welcomes a returning subscriber again", async () => {
    const { token } = await subscribe({ email: "odlazim@example.com", locale: "sr" });
    expect(await unsubscribe(token)).toEqual({ status: "unsubscribed", locale: "sr" });
    expect(await unsubscribe(token)).toEqual({ status: "unsubscribed", locale: "sr" });
    expect(await unsubscribe("not-a-real-token-123456")).toEqual({ status: "not-found" });
    const row = await findSubscriber("ODLAZIM@example.com");
    expect(row).toMatchObject({ status: "unsubscribed" });
    expect(row?.unsubscribed_at).toBeTruthy();
    const back = await subscribe({ email: "odlazim@example.com", locale: "en" });
    expect(back).toMatchObject({ created: true, locale: "en" });
    expect(await findSubscriber("odlazim@example.com")).toMatchObject({
      status: "active",
      unsubscribed_at: null,
    });
  });

  it("keeps a subscription when the welcome mail fails", async () => {
    smtp.state.refuse = true;
    const result = await subscribeToNewsletter({
      email: "nomail@example.com",
      locale: "sr",
      clientIp: nextIp(),
      origin: "https://zrnce.test",
    });
    expect(result).toEqual({ status: "subscribed", created: true, mailed: false });
    expect(await findSubscriber("nomail@example.com")).toMatchObject({ status: "active" });
  });

  it("rate limits newsletter signups per client address", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const r = await subscribeToNewsletter({
        email: `limit${i}@example.com`,
        locale: "sr",
        clientIp: ip,
        origin: "https://zrnce.test",
      });
      expect(r.status).toBe("subscribed");
    }
    const refused = await subscribeToNewsletter({
      email: "limit9@example.com",
      locale: "sr",
      clientIp: ip,
      origin: "https://zrnce.test",
    });
    expect(refused).toEqual({ status: "rate-limited" });
    expect(await findSubscriber("limit9@example.com")).toBeUndefined();
  });

  it("holds a global limit (100 per window) that many addresses together cannot pass", async () => {
    for (const form of ["contact", "newsletter"] as const) {
      await clearRateLimit(`${form}:*`);
      for (let i = 0; i < 100; i++) expect(await consumeFormRateLimit(form, `10.8.${i}.1`)).toBe(true);
      expect(await consumeFormRateLimit(form, "10.8.200.1"), form).toBe(false);
    }
    const refused = await subscribeToNewsletter({
      email: "global@example.com",
      locale: "sr",
      clientIp: "10.8.201.1",
      origin: "https://zrnce.test",
    });
    expect(refused).toEqual({ status: "rate-limited" });
    const input = contactSchema.parse(valid);
    expect((await submitContactMessage({ input, locale: "sr", clientIp: "10.8.202.1" })).status).toBe(
      "rate-limited",
    );
    await clearRateLimit("contact:*");
    await clearRateLimit("newsletter:*");
  });
});

describe("the outbox without SMTP_URL", () => {
  it("writes each mail as an .eml file under DATA_DIR/outbox", async () => {
    setSmtpUrlForTests(null);
    const { sendMail } = await import("#app/domain/mail/mailer.server.ts");
    const sent = await sendMail({
      to: { name: "Zrnce", address: "info@zrnce.test" },
      subject: "Proba — čćšžđ",
      text: "Zdravo iz radionice",
      locale: "sr",
    });
    expect(sent.via).toBe("outbox");
    const files = readdirSync(outboxDir()).filter((f) => f.endsWith(".eml"));
    expect(files.length).toBeGreaterThan(0);
    const raw = readFileSync(path.join(outboxDir(), path.basename(sent.file!)), "utf8");
    expect(raw).toContain("To: Zrnce <info@zrnce.test>");
    expect(readable(raw)).toContain("Zdravo iz radionice");
    setSmtpUrlForTests(undefined);
  });
});
