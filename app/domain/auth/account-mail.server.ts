import type { Kysely } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import type { DB } from "#app/db/schema.server.ts";
import { enqueueJob } from "#app/domain/jobs/jobs.server.ts";
import { defaultSender, sendMail } from "#app/domain/mail/mailer.server.ts";
import { type AccountNotice, accountNoticeMail } from "#app/domain/mail/templates.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import type { Locale } from "#app/i18n/config.ts";
import { getLogger } from "#app/logger.server.ts";
import { forgotPasswordUrl } from "./links.server.ts";

// Mails to a person about their own account (issue 24, point 17): a changed
// password, two-step sign-in turned on or off, a lock, a sign-in from a new
// browser. They go out as durable jobs, so the action that caused one neither
// waits for the mail server nor fails with it; a failed send is retried and,
// in the end, kept among the failed work. The language is the one of the admin
// page the person (or the stranger, for a lock) used; people have no stored language.

export const accountNoticeJob = "accountNotice";

interface NoticePayload {
  userId: string;
  locale: Locale;
  notice: AccountNotice;
}

/**
 * Queues the mail; pass the transaction of the change when there is one. A failure
 * to queue is logged and swallowed: the change itself stands.
 */
export async function queueAccountNotice(input: NoticePayload & { db?: Kysely<DB> }): Promise<void> {
  const { db = getDb(), ...payload } = input;
  try {
    await enqueueJob(db, accountNoticeJob, payload);
  } catch (error) {
    getLogger().error({ err: error, notice: payload.notice.kind }, "account mail could not be queued");
  }
}

/** The same, for an account known by its address (sign-in knows the address typed). */
export async function queueAccountNoticeByEmail(email: string, locale: Locale, notice: AccountNotice) {
  try {
    const user = await getDb()
      .selectFrom("user")
      .select("id")
      .where("email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
    if (user) await queueAccountNotice({ userId: user.id, locale, notice });
  } catch (error) {
    getLogger().error({ err: error, notice: notice.kind }, "account mail could not be queued");
  }
}

/** The job: the mail to the account's current address. A failed send throws, and the job is tried again. */
export async function sendAccountNotice(payload: unknown): Promise<void> {
  const { userId, locale, notice } = (payload ?? {}) as Partial<NoticePayload>;
  if (typeof userId !== "string" || !notice) return;
  const user = await getDb().selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
  // The person was removed meanwhile: nobody to tell.
  if (!user) return;
  const language: Locale = locale === "en" ? "en" : "sr";
  const { brandName } = await getSettings();
  const mail = accountNoticeMail(language, notice, {
    brand: brandName,
    email: user.email,
    resetUrl: forgotPasswordUrl(language),
  });
  await sendMail({ to: user.email, from: defaultSender(brandName), locale: language, ...mail });
}

const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS/, "Firefox"],
  [/SamsungBrowser/, "Samsung Internet"],
  [/Chrome\/|CriOS/, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
];
const systems: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

/** "Chrome, Windows": the browser and system a User-Agent names, in words a person knows, or null. */
export function describeBrowser(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  return [browser, system].filter(Boolean).join(", ") || null;
}
