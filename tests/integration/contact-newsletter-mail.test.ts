import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { requestInfoContext } from "#app/context.server.ts";
import type { Database } from "#app/db/db.server.ts";
import {
  approveHeldMessage,
  countHeldMessages,
  deleteHeldMessage,
  listMessages,
  setMessageStatus,
} from "#app/domain/contact/inbox.server.ts";
import { submitContactMessage } from "#app/domain/contact/messages.server.ts";
import { outboxDir, setSmtpUrlForTests } from "#app/domain/mail/mailer.server.ts";
import {
  confirmSubscription,
  findSubscriber,
  subscribe,
  subscribeToNewsletter,
  unsubscribe,
} from "#app/domain/newsletter/subscribers.server.ts";
import { pageDefaults } from "#app/domain/pages/defaults.server.ts";
import { savePage } from "#app/domain/pages/pages.server.ts";
import { formStartToken } from "#app/domain/security/form-start.server.ts";
import { checkFormLimits, clearRateLimit, consumeRateLimit } from "#app/domain/security/rate-limit.server.ts";
import { saveSettings } from "#app/domain/settings/settings.server.ts";
import { action as contactAction, loader as contactLoader } from "#app/routes/public/contact.tsx";
import { contactSchema } from "#app/schemas/contact.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";
import { runBackgroundJobs } from "../support/jobs.ts";
import { readableMail } from "../support/mail.ts";
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

/** The form as a person sends it: filled in over a minute, from the page's own signed time. */
const contactInput = (fields: Record<string, unknown> = {}) =>
  contactSchema.parse({ ...valid, started: formStartToken(new Date(Date.now() - 60_000)), ...fields });

/** The confirmation link's token in a mail (double opt-in). */
const confirmToken = (mail: string) => /\/newsletter\/potvrda\?token=([\w-]+)/.exec(mail)?.[1] ?? "";

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
  /** The newsletter's confirmation goes after the answer: wait for the mail to `to`. */
  const mailTo = (to: string) =>
    vi.waitFor(() => {
      const mail = smtp.received.findLast((m) => m.to.includes(to));
      if (!mail) throw new Error(`no mail to ${to} yet`);
      return readableMail(mail.raw);
    });
  afterAll(async () => {
    setSmtpUrlForTests(undefined);
    await smtp.close();
    await database.close();
  });

  it("stores a contact message first and mails it in Serbian to the company address from the settings", async () => {
    const before = smtp.received.length;
    const input = contactInput();
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
    const text = readableMail(mail.raw);
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
    const replyText = readableMail(reply.raw);
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
    await submitContactMessage({ input: contactInput(visitor), locale: "sr", clientIp: nextIp() });
    await runBackgroundJobs();
    const reply = readableMail(smtp.received.findLast((m) => m.to.includes("jovana@example.com"))!.raw);
    expect(reply).toContain("Draga/dragi Marko Marković,");
    expect(reply).toContain("Pozdrav iz radionice Zrnce.");
    expect(reply).not.toContain("{");

    await subscribeToNewsletter({
      email: "nova.citateljka@example.com",
      locale: "en",
      clientIp: nextIp(),
      origin: "https://zrnce.test",
    });
    // The welcome goes once the address is confirmed (double opt-in).
    const token = confirmToken(await mailTo("nova.citateljka@example.com"));
    expect(await confirmSubscription({ token, origin: "https://zrnce.test" })).toMatchObject({
      status: "confirmed",
    });
    const welcome = readableMail(smtp.received.at(-1)!.raw);
    expect(welcome).toContain("Subject: Zrnce: you are on the list");
    // An empty English text is the Serbian one, as on the pages; the unsubscribe line is always there.
    expect(welcome).toContain("hvala što ste se prijavili na bilten radionice Zrnce");
    expect(welcome).toContain("If you change your mind, you can unsubscribe with one click:");
    await savePage("mails", pageDefaults.mails, actor, null, { publish: true });
  });

  it("keeps the message with mail_status failed when the SMTP server refuses", async () => {
    smtp.state.refuse = true;
    const before = smtp.received.length;
    const input = contactInput({ name: "Neuspešna Pošiljka", email: "fail@example.com" });
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
      const input = contactInput({ email: "down@example.com" });
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
    const input = contactInput({ website: "http://spam.example" });
    const result = await submitContactMessage({ input, locale: "sr", clientIp: nextIp() });
    expect(result).toMatchObject({ status: "sent", id: null });
    expect((await listMessages({ status: "all" })).total).toBe(count);
    expect(smtp.received.length).toBe(before);
  });

  it("rate limits contact messages per client address (5 per window), other addresses unaffected", async () => {
    const ip = nextIp();
    const input = contactInput();
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

  it("stores a subscriber once with the normalised address and language, and mails a welcome with List-Unsubscribe once confirmed", async () => {
    const before = smtp.received.length;
    const first = await subscribeToNewsletter({
      email: "  Ana.Reader@Example.COM ",
      locale: "en",
      clientIp: nextIp(),
      origin: "https://zrnce.test",
    });
    expect(first).toEqual({ status: "subscribed" });
    await vi.waitFor(() => expect(smtp.received.length).toBe(before + 1));
    const again = await subscribeToNewsletter({
      email: "ana.reader@example.com",
      locale: "en",
      clientIp: nextIp(),
      origin: "https://zrnce.test",
    });
    expect(again).toEqual({ status: "subscribed" });
    // Pending until the link is followed; the second sign-up's link is the one that works.
    await vi.waitFor(() => expect(smtp.received.length).toBe(before + 2));
    const token = confirmToken(readableMail(smtp.received.at(-1)!.raw));
    expect(await confirmSubscription({ token, origin: "https://zrnce.test" })).toMatchObject({
      status: "confirmed",
    });
    const rows = await database.db
      .selectFrom("newsletter_subscriber")
      .selectAll()
      .where("email", "=", "ana.reader@example.com")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ locale: "en", status: "active" });
    expect(Date.parse(rows[0]!.created_at)).not.toBeNaN();

    expect(smtp.received.length).toBe(before + 3);
    const mail = readableMail(smtp.received.at(-1)!.raw);
    const link = `https://zrnce.test/newsletter/odjava?token=${rows[0]!.token}&lng=en`;
    expect(mail).toContain(`List-Unsubscribe: <${link}>`);
    expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(mail).toContain("Subject: Welcome to the Zrnce newsletter");
    expect(mail).toContain(link);
  });

  it("writes the confirmation mail in Serbian for a Serbian subscriber", async () => {
    await subscribeToNewsletter({
      email: "citalac@example.rs",
      locale: "sr",
      clientIp: nextIp(),
      origin: "https://zrnce.test",
    });
    const mail = await mailTo("citalac@example.rs");
    expect(mail).toContain("hvala što ste se prijavili na bilten");
    expect(mail).toContain("Subject: [Zrnce] Potvrdite prijavu na bilten");
    expect(mail).toContain("Content-Language: sr");
  });

  it("unsubscribes by token, idempotently, and asks a returning subscriber to confirm again", async () => {
    const pending = await subscribe({ email: "odlazim@example.com", locale: "sr" });
    await confirmSubscription({ token: pending.confirmToken!, origin: "https://zrnce.test" });
    const { token } = (await findSubscriber("odlazim@example.com"))!;
    expect(await unsubscribe(token)).toEqual({ status: "unsubscribed", locale: "sr" });
    expect(await unsubscribe(token)).toEqual({ status: "unsubscribed", locale: "sr" });
    expect(await unsubscribe("not-a-real-token-123456")).toEqual({ status: "not-found" });
    const row = await findSubscriber("ODLAZIM@example.com");
    expect(row).toMatchObject({ status: "unsubscribed" });
    expect(row?.unsubscribed_at).toBeTruthy();
    const back = await subscribe({ email: "odlazim@example.com", locale: "en" });
    expect(back).toMatchObject({ confirmToken: expect.any(String), locale: "en" });
    expect(await findSubscriber("odlazim@example.com")).toMatchObject({ status: "pending", locale: "en" });
  });

  it("keeps a sign-up, pending, when the confirmation mail fails", async () => {
    smtp.state.refuse = true;
    const result = await subscribeToNewsletter({
      email: "nomail@example.com",
      locale: "sr",
      clientIp: nextIp(),
      origin: "https://zrnce.test",
    });
    expect(result).toEqual({ status: "subscribed" });
    expect(await findSubscriber("nomail@example.com")).toMatchObject({ status: "pending" });
    // The refused send (after the answer) is over before the server takes mail again.
    await new Promise((resolve) => setTimeout(resolve, 300));
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
    // The five confirmations arrive before the next test counts mails.
    await vi.waitFor(() =>
      expect(smtp.received.filter((m) => /^limit\d@/.test(m.to[0] ?? "")).length).toBe(5),
    );
  });

  it("limits per address only: 25 addresses at their limit shut neither form for the next visitor", async () => {
    await clearRateLimit("contact:*");
    await clearRateLimit("newsletter:*");
    for (let a = 0; a < 25; a++) {
      for (let i = 0; i < 5; i++) await checkFormLimits("contact", `10.7.${a}.1`);
      expect(await checkFormLimits("contact", `10.7.${a}.1`)).toBe("address-limited");
    }
    const result = await submitContactMessage({ input: contactInput(), locale: "sr", clientIp: "10.7.99.1" });
    expect(result).toMatchObject({ status: "held", reasons: ["flood"] });
    await clearRateLimit("contact:*");
    await clearRateLimit("newsletter:*");
  });

  it("holds, never refuses, what arrives during a flood (past 100 per window): stored, not mailed, no reply", async () => {
    for (const form of ["contact", "newsletter"] as const) {
      await clearRateLimit(`${form}:*`);
      for (let i = 0; i < 100; i++) expect(await checkFormLimits(form, `10.8.${i}.1`)).toBe("ok");
      expect(await checkFormLimits(form, "10.8.200.1"), form).toBe("flood");
    }
    await runBackgroundJobs();
    const before = smtp.received.length;
    const input = contactInput({
      email: "flood@example.com",
      message: "Pravi čovek piše usred navale poruka.",
    });
    const result = await submitContactMessage({ input, locale: "sr", clientIp: "10.8.202.1" });
    expect(result).toMatchObject({ status: "held", reasons: ["flood"] });
    await runBackgroundJobs();
    expect(smtp.received.length).toBe(before);
    const held = (await listMessages({ status: "held" })).messages.find(
      (m) => m.email === "flood@example.com",
    );
    expect(held).toMatchObject({ status: "held", heldReasons: ["flood"], message: input.message });
    // Not in the inbox, not among all the delivered ones, until the owner lets it in.
    expect((await listMessages({ status: "inbox" })).messages.some((m) => m.id === held!.id)).toBe(false);
    expect((await listMessages({ status: "all" })).messages.some((m) => m.id === held!.id)).toBe(false);

    // A signup during a flood is kept, but no confirmation mail goes to an address nobody vouched for.
    const signup = await subscribeToNewsletter({
      email: "flood-reader@example.com",
      locale: "sr",
      clientIp: "10.8.201.1",
      origin: "https://zrnce.test",
    });
    expect(signup).toEqual({ status: "subscribed" });
    expect(await findSubscriber("flood-reader@example.com")).toMatchObject({ status: "pending" });
    expect(smtp.received.length).toBe(before);
    await clearRateLimit("contact:*");
    await clearRateLimit("newsletter:*");
  });

  it("holds a form sent too fast, without the page's signed time, with a forged or a day-old one", async () => {
    const now = new Date();
    const cases = [
      [formStartToken(new Date(now.getTime() - 1000)), "tooFast"],
      [undefined, "noStart"],
      [`${now.getTime() - 60_000}.forged-signature`, "noStart"],
      [formStartToken(new Date(now.getTime() - 25 * 3600_000)), "stale"],
    ] as const;
    for (const [started, reason] of cases) {
      const input = contactSchema.parse({ ...valid, started });
      const result = await submitContactMessage({ input, locale: "sr", clientIp: nextIp(), now });
      expect(result, reason).toMatchObject({ status: "held", reasons: [reason] });
    }
    const fine = await submitContactMessage({
      input: contactSchema.parse({ ...valid, started: formStartToken(new Date(now.getTime() - 4000)) }),
      locale: "sr",
      clientIp: nextIp(),
      now,
    });
    expect(fine.status).toBe("sent");
  });

  it("holds a message with many links, of links only, or with a link for a name", async () => {
    const cases = [
      [{ message: "Pogledajte https://a.example, https://b.example i www.c.example za više." }, "manyLinks"],
      [{ message: "https://cheap-pills.example/buy-now" }, "linksOnly"],
      [{ message: "[url=https://x.example]klik[/url]" }, "linksOnly"],
      [{ name: "Best SEO https://seo.example" }, "linkInName"],
    ] as const;
    for (const [fields, reason] of cases) {
      const result = await submitContactMessage({
        input: contactInput(fields),
        locale: "sr",
        clientIp: nextIp(),
      });
      expect(result, reason).toMatchObject({ status: "held" });
      expect((result as { reasons: string[] }).reasons, reason).toContain(reason);
    }
    // One link in a real message is how people point at what they mean.
    const one = await submitContactMessage({
      input: contactInput({ message: "Da li imate ovo brašno: https://zrnce.rs/proizvod/heljdino-brasno ?" }),
      locale: "sr",
      clientIp: nextIp(),
    });
    expect(one.status).toBe("sent");
  });

  it("the contact page signs when it made the form; the action reads it, and keeps it for a correction", async () => {
    const args = (request: Request) => {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp: nextIp() });
      return { request, context, params: {} } as never;
    };
    const { started } = await contactLoader(args(new Request("http://localhost:3000/kontakt")));
    const post = (fields: Record<string, string>) =>
      contactAction(
        args(
          new Request("http://localhost:3000/kontakt", {
            method: "POST",
            body: new URLSearchParams(fields),
            headers: { origin: "http://localhost:3000" },
          }),
        ),
      ) as Promise<{ data?: { state: string; started?: string }; state?: string }>;
    const form = { ...valid, email: "brzi@example.com", started };
    // The form comes back with its own time to be corrected, not a new one.
    const invalid = await post({ ...form, email: "not-an-address" });
    expect(invalid.data).toMatchObject({ state: "invalid", started });
    // Sent at once: the visitor is told it was sent, and the owner finds it held.
    const sent = await post(form);
    expect(sent.state).toBe("success");
    const held = (await listMessages({ status: "held" })).messages.find(
      (m) => m.email === "brzi@example.com",
    );
    expect(held?.heldReasons).toEqual(["tooFast"]);
  });

  it("lets a held message into the inbox with the visitor's reply, or deletes it; neither touches others", async () => {
    const held = await submitContactMessage({
      input: contactInput({ email: "held-person@example.com", started: undefined }),
      locale: "en",
      clientIp: nextIp(),
    });
    const spam = await submitContactMessage({
      input: contactInput({ email: "spam@example.com", message: "https://spam.example" }),
      locale: "sr",
      clientIp: nextIp(),
    });
    if (held.status !== "held" || spam.status !== "held") throw new Error("expected two held messages");
    const waiting = await countHeldMessages();
    expect(waiting).toBeGreaterThanOrEqual(2);
    // A held message is not archived or restored by mistake; an inbox one cannot be "approved" or deleted.
    expect(await setMessageStatus(held.id, "archived", actor)).toBe(false);
    const delivered = (await listMessages({ status: "inbox" })).messages[0]!;
    expect(await approveHeldMessage(delivered.id, actor)).toBe(false);
    expect(await deleteHeldMessage(delivered.id, actor)).toBe(false);

    await runBackgroundJobs();
    const before = smtp.received.length;
    expect(await approveHeldMessage(held.id, actor)).toBe(true);
    expect(await approveHeldMessage(held.id, actor)).toBe(false);
    const inbox = (await listMessages({ status: "inbox" })).messages.find((m) => m.id === held.id);
    expect(inbox).toMatchObject({ status: "unread", heldReasons: [] });
    await runBackgroundJobs();
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.to).toEqual(["held-person@example.com"]);

    expect(await deleteHeldMessage(spam.id, actor)).toBe(true);
    expect((await listMessages({ status: "all" })).messages.some((m) => m.id === spam.id)).toBe(false);
    expect((await listMessages({ status: "held" })).messages.some((m) => m.id === spam.id)).toBe(false);
    expect(await countHeldMessages()).toBe(waiting - 2);
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "entity_id"])
      .where("entity", "=", "message")
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: "approve", entity_id: held.id },
        { action: "delete", entity_id: spam.id },
      ]),
    );
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
    expect(readableMail(raw)).toContain("Zdravo iz radionice");
    setSmtpUrlForTests(undefined);
  });
});
