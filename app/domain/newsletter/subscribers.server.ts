import { createHash, randomBytes, randomUUID } from "node:crypto";
import { getDb } from "#app/db/connection.server.ts";
import type { Locale } from "#app/db/schema.server.ts";
import { defaultSender, sendMail } from "#app/domain/mail/mailer.server.ts";
import { confirmationMail, welcomeMail } from "#app/domain/mail/templates.server.ts";
import { getLocalizedPage } from "#app/domain/pages/pages.server.ts";
import { checkFormLimits } from "#app/domain/security/rate-limit.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import { getLogger } from "#app/logger.server.ts";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** How long a confirmation link works (issue 25: seven days). */
export const confirmationDays = 7;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface SubscribeResult {
  /**
   * The confirmation link's token when the address now waits for confirmation (a new
   * address, one still pending, or one unsubscribed before); null for an address
   * already active, which gets no mail.
   */
  confirmToken: string | null;
  locale: Locale;
}

/**
 * Double opt-in (decision 0044): a new or returning address is stored as pending
 * with a fresh confirmation token (only its hash is kept; the old link dies); an
 * active address is left as it is. Never a duplicate row.
 */
export async function subscribe({
  email,
  locale,
  now = new Date(),
}: {
  email: string;
  locale: Locale;
  now?: Date;
}): Promise<SubscribeResult> {
  const address = normaliseEmail(email);
  const confirmToken = randomBytes(24).toString("base64url");
  const pending = {
    status: "pending" as const,
    locale,
    confirm_token_hash: hashToken(confirmToken),
    confirm_expires_at: new Date(now.getTime() + confirmationDays * 86_400_000).toISOString(),
  };
  const db = getDb();
  const inserted = await db
    .insertInto("newsletter_subscriber")
    .values({
      id: randomUUID(),
      email: address,
      token: randomBytes(24).toString("base64url"),
      created_at: now.toISOString(),
      unsubscribed_at: null,
      confirmed_at: null,
      ...pending,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { confirmToken, locale };
  // Pending again, or back after unsubscribing: a new link in the language they use now.
  const again = await db
    .updateTable("newsletter_subscriber")
    .set(pending)
    .where("email", "=", address)
    .where("status", "in", ["pending", "unsubscribed"])
    .executeTakeFirst();
  if (Number(again.numUpdatedRows ?? 0) > 0) return { confirmToken, locale };
  const row = await db
    .selectFrom("newsletter_subscriber")
    .select("locale")
    .where("email", "=", address)
    .executeTakeFirstOrThrow();
  return { confirmToken: null, locale: row.locale };
}

export function unsubscribeUrl(origin: string, token: string, locale: Locale): string {
  const params = new URLSearchParams({ token });
  if (locale === "en") params.set("lng", "en");
  return `${origin}/newsletter/odjava?${params.toString()}`;
}

export function confirmationUrl(origin: string, token: string, locale: Locale): string {
  const params = new URLSearchParams({ token });
  if (locale === "en") params.set("lng", "en");
  return `${origin}/newsletter/potvrda?${params.toString()}`;
}

/** Every case gets this one answer, so the form reveals nothing about an address. */
export type SubscribeToNewsletterResult = { status: "subscribed" } | { status: "rate-limited" };

/**
 * The footer and home form: rate limit per client address, store the address as
 * pending, and mail it a confirmation link in the visitor's language. An address
 * already active gets no mail; the answer is the same in every case. A mail failure
 * does not undo the sign-up (signing up again sends a new link). During a flood of
 * signups from many addresses the address is still stored, but no mail goes out, so
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
    return { status: "subscribed" };
  }
  const limit = await checkFormLimits("newsletter", clientIp);
  if (limit === "address-limited") {
    log.warn({ ip: clientIp }, "newsletter rate limit reached");
    return { status: "rate-limited" };
  }
  const result = await subscribe({ email, locale });
  if (!result.confirmToken) return { status: "subscribed" };
  if (limit === "flood") {
    log.warn({ ip: clientIp }, "newsletter signups flooding; stored without a confirmation mail");
    return { status: "subscribed" };
  }
  // Sent after the answer, not awaited: a new address (a mail) and an active one (none)
  // must not differ in time either, as the reset form does (decision 0039). A lost
  // mail is asked again by signing up again.
  const confirmToken = result.confirmToken;
  void (async () => {
    const { brandName } = await getSettings();
    await sendMail({
      to: normaliseEmail(email),
      locale: result.locale,
      from: defaultSender(brandName),
      ...confirmationMail(result.locale, {
        brand: brandName,
        url: confirmationUrl(origin, confirmToken, result.locale),
        days: confirmationDays,
      }),
    });
  })().catch((error: unknown) =>
    log.error({ err: error }, "newsletter confirmation mail failed; signing up again sends a new one"),
  );
  return { status: "subscribed" };
}

export type ConfirmResult =
  | { status: "confirmed"; locale: Locale }
  | { status: "used"; locale: Locale }
  | { status: "expired"; locale: Locale }
  | { status: "not-found" };

/**
 * The confirmation link: a pending address within its seven days becomes active and
 * gets the welcome mail (the owner's words, with the unsubscribe link and the RFC 8058
 * headers). Only the one request that turns it active sends the welcome, so a second
 * click or a mail scanner's visit sends nothing twice.
 */
export async function confirmSubscription({
  token,
  origin,
  now = new Date(),
}: {
  token: string;
  origin: string;
  now?: Date;
}): Promise<ConfirmResult> {
  const db = getDb();
  const hash = hashToken(token);
  const row = await db
    .selectFrom("newsletter_subscriber")
    .select(["id", "email", "locale", "status", "token", "confirm_expires_at"])
    .where("confirm_token_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return { status: "not-found" };
  if (row.status !== "pending") return { status: "used", locale: row.locale };
  if (!row.confirm_expires_at || row.confirm_expires_at <= now.toISOString())
    return { status: "expired", locale: row.locale };
  const turned = await db
    .updateTable("newsletter_subscriber")
    .set({ status: "active", confirmed_at: now.toISOString(), unsubscribed_at: null })
    .where("id", "=", row.id)
    .where("status", "=", "pending")
    .where("confirm_token_hash", "=", hash)
    .executeTakeFirst();
  if (Number(turned.numUpdatedRows ?? 0) === 0) return { status: "used", locale: row.locale };
  try {
    const { brandName } = await getSettings();
    const link = unsubscribeUrl(origin, row.token, row.locale);
    const { welcome } = await getLocalizedPage("mails", row.locale, brandName);
    await sendMail({
      to: row.email,
      from: defaultSender(brandName),
      locale: row.locale,
      headers: {
        "List-Unsubscribe": `<${link}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
      ...welcomeMail(row.locale, welcome, link),
    });
  } catch (error) {
    getLogger().error({ err: error }, "newsletter welcome mail failed; the subscription stays");
  }
  return { status: "confirmed", locale: row.locale };
}

export const stalePendingJob = "newsletter-stale-pending";

/**
 * Pending addresses whose link died more than `graceDays` ago are forgotten: nobody
 * vouched for them (a daily recurring job).
 */
export async function purgeStalePending(graceDays = 7, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - graceDays * 86_400_000).toISOString();
  const result = await getDb()
    .deleteFrom("newsletter_subscriber")
    .where("status", "=", "pending")
    .where("confirmed_at", "is", null)
    .where("confirm_expires_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

/** What an unsubscribe link shows before the button is pressed: nothing changes. */
export async function findUnsubscribeToken(
  token: string,
): Promise<{ locale: Locale; unsubscribed: boolean } | null> {
  const row = await getDb()
    .selectFrom("newsletter_subscriber")
    .select(["locale", "status"])
    .where("token", "=", token)
    .executeTakeFirst();
  return row ? { locale: row.locale, unsubscribed: row.status === "unsubscribed" } : null;
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
