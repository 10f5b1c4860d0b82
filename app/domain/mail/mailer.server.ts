import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "#app/env.server.ts";
import { getLogger } from "#app/logger.server.ts";
import { privateFileMode, privateFolderMode } from "#app/private-files.server.ts";

// Outgoing mail (DESIGN.md §9). With SMTP_URL set, nodemailer speaks SMTP;
// without it every message is rendered to an .eml file in DATA_DIR/outbox and
// logged, so a fresh checkout never needs a mail server and nothing is lost.
// Addresses are passed to nodemailer as objects, never concatenated into
// header text, so a name or address cannot smuggle in extra headers.

export interface MailAddress {
  name: string;
  address: string;
}

export interface OutgoingMail {
  to: MailAddress | string;
  from?: MailAddress | string;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /**
   * Bulk mail (the newsletter): sent over a pool of kept-open SMTP connections, so
   * thousands of mails do not each pay a connection and greeting (decision 0045).
   */
  bulk?: boolean;
  /** A Message-ID of the caller's (a newsletter delivery keeps one across retries: decision 0045). */
  messageId?: string;
  /** A stable list id etc. are set by callers through headers; this is the language of the mail. */
  locale: "sr" | "en";
}

export interface SentMail {
  messageId: string;
  /** "smtp" or the .eml file written to the outbox. */
  via: "smtp" | "outbox";
  file?: string;
}

// Tests (and one-off scripts) point mail at another SMTP server without
// touching the process environment, which is read once.
let smtpOverride: string | null | undefined;
export function setSmtpUrlForTests(url: string | null | undefined): void {
  smtpOverride = url;
  for (const transport of transports.values()) transport.close();
  transports.clear();
}

const transports = new Map<string, Transporter>();

function smtpUrl(): string | undefined {
  return smtpOverride === undefined ? getEnv().SMTP_URL : (smtpOverride ?? undefined);
}

function smtpTransport(url: string, bulk = false): Transporter {
  const key = bulk ? `bulk:${url}` : url;
  let transport = transports.get(key);
  if (!transport) {
    const parsed = new URL(url);
    const secure = parsed.protocol === "smtps:";
    transport = nodemailer.createTransport({
      ...(bulk ? { pool: true, maxConnections: 4, maxMessages: 500 } : {}),
      host: parsed.hostname,
      port: Number(parsed.port) || (secure ? 465 : 587),
      secure,
      auth: parsed.username
        ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
        : undefined,
      // A visitor waits for the answer: fail within seconds, the message is already stored.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(key, transport);
  }
  return transport;
}

export function outboxDir(): string {
  return path.join(getEnv().DATA_DIR, "outbox");
}

export function defaultSender(brand: string): MailAddress | string {
  return getEnv().MAIL_FROM ?? { name: brand, address: "no-reply@zrnce.rs" };
}

/** Sends one message; throws when the SMTP server refuses or cannot be reached. */
export async function sendMail(mail: OutgoingMail): Promise<SentMail> {
  const message = {
    from: mail.from ?? defaultSender("Zrnce"),
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject.replace(/[\r\n]+/g, " "),
    text: mail.text,
    html: mail.html,
    headers: { "Content-Language": mail.locale, ...mail.headers },
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
  };
  const url = smtpUrl();
  const log = getLogger();
  if (url) {
    const info = await smtpTransport(url, mail.bulk).sendMail(message);
    log.info({ messageId: info.messageId, to: recipientOf(mail.to) }, "mail sent over SMTP");
    return { messageId: info.messageId, via: "smtp" };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const info = await stream.sendMail(message);
  const dir = outboxDir();
  // Mails hold people's addresses and messages: for this user only.
  await mkdir(dir, { recursive: true, mode: privateFolderMode });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`);
  await writeFile(file, info.message as Buffer, { mode: privateFileMode });
  log.info({ messageId: info.messageId, to: recipientOf(mail.to), file }, "mail written to the outbox");
  return { messageId: info.messageId, via: "outbox", file };
}

function recipientOf(to: MailAddress | string): string {
  return typeof to === "string" ? to : to.address;
}
