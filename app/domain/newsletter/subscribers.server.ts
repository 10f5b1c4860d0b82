import { randomBytes, randomUUID } from "node:crypto";
import { getDb } from "#app/db/connection.server.ts";
import type { Locale } from "#app/db/schema.server.ts";
import { sendMail } from "#app/domain/mail/mailer.server.ts";
import { welcomeMail } from "#app/domain/mail/templates.server.ts";
import { getLocalizedPage } from "#app/domain/pages/pages.server.ts";
import { checkFormLimits } from "#app/domain/security/rate-limit.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import { getLogger } from "#app/logger.server.ts";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface SubscribeResult {
  /** True when the address is newly active (a new row or a returning subscriber). */
  created: boolean;
  token: string;
  locale: Locale;
}

/** Subscribing twice is the same success and never a duplicate row. */
export async function subscribe({
  email,
  locale,
}: {
  email: string;
  locale: Locale;
}): Promise<SubscribeResult> {
  const address = normaliseEmail(email);
  const now = new Date().toISOString();
  const db = getDb();
  const inserted = await db
    .insertInto("newsletter_subscriber")
    .values({
      id: randomUUID(),
      email: address,
      locale,
      status: "active",
      token: randomBytes(24).toString("base64url"),
      created_at: now,
      unsubscribed_at: null,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  let created = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  if (!created) {
    // A returning subscriber is welcome again, in the language they use now.
    const returned = await db
      .updateTable("newsletter_subscriber")
      .set({ status: "active", unsubscribed_at: null, locale })
      .where("email", "=", address)
      .where("status", "=", "unsubscribed")
      .executeTakeFirst();
    created = Number(returned.numUpdatedRows ?? 0) > 0;
  }
  const row = await db
    .selectFrom("newsletter_subscriber")
    .select(["token", "locale"])
    .where("email", "=", address)
    .executeTakeFirstOrThrow();
  return { created, token: row.token, locale: row.locale };
}

export function unsubscribeUrl(origin: string, token: string, locale: Locale): string {
  const params = new URLSearchParams({ token });
  if (locale === "en") params.set("lng", "en");
  return `${origin}/newsletter/odjava?${params.toString()}`;
}

export type SubscribeToNewsletterResult =
  | { status: "subscribed"; created: boolean; mailed: boolean }
  | { status: "rate-limited" };

/**
 * The footer and home form: rate limit per client address, store, and on a
 * new subscription a welcome mail in the subscriber's language with a
 * one-click unsubscribe link and List-Unsubscribe headers (RFC 2369, 8058).
 * A mail failure does not undo the subscription. During a flood of signups from
 * many addresses the subscription is still kept, but no welcome mail goes out, so
 * the form cannot be used to mail strangers in bulk (docs/decisions/0037-held-messages.md).
 */
export async function subscribeToNewsletter({
  email,
  locale,
  clientIp,
  origin,
  honeypot,
}: {
  email: string;
  locale: Locale;
  clientIp: string;
  origin: string;
  honeypot?: string;
}): Promise<SubscribeToNewsletterResult> {
  const log = getLogger();
  if (honeypot) {
    log.warn({ ip: clientIp }, "newsletter honeypot filled; ignored");
    return { status: "subscribed", created: false, mailed: false };
  }
  const limit = await checkFormLimits("newsletter", clientIp);
  if (limit === "address-limited") {
    log.warn({ ip: clientIp }, "newsletter rate limit reached");
    return { status: "rate-limited" };
  }
  const result = await subscribe({ email, locale });
  if (!result.created) return { status: "subscribed", created: false, mailed: false };
  if (limit === "flood") {
    log.warn({ ip: clientIp }, "newsletter signups flooding; subscribed without a welcome mail");
    return { status: "subscribed", created: true, mailed: false };
  }
  try {
    const { brandName } = await getSettings();
    const link = unsubscribeUrl(origin, result.token, result.locale);
    const { welcome } = await getLocalizedPage("mails", result.locale, brandName);
    await sendMail({
      to: normaliseEmail(email),
      locale: result.locale,
      headers: {
        "List-Unsubscribe": `<${link}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
      ...welcomeMail(result.locale, welcome, link),
    });
    return { status: "subscribed", created: true, mailed: true };
  } catch (error) {
    log.error({ err: error }, "newsletter welcome mail failed; the subscription stays");
    return { status: "subscribed", created: true, mailed: false };
  }
}

/** Idempotent: an unknown token is "not found", a second click is still "unsubscribed". */
export async function unsubscribe(
  token: string,
): Promise<{ status: "unsubscribed"; locale: Locale } | { status: "not-found" }> {
  const db = getDb();
  const row = await db
    .selectFrom("newsletter_subscriber")
    .select(["id", "locale", "status"])
    .where("token", "=", token)
    .executeTakeFirst();
  if (!row) return { status: "not-found" };
  if (row.status !== "unsubscribed") {
    await db
      .updateTable("newsletter_subscriber")
      .set({ status: "unsubscribed", unsubscribed_at: new Date().toISOString() })
      .where("id", "=", row.id)
      .execute();
  }
  return { status: "unsubscribed", locale: row.locale };
}

export async function findSubscriber(email: string) {
  return getDb()
    .selectFrom("newsletter_subscriber")
    .selectAll()
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
}
