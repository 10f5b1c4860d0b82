import { randomUUID } from "node:crypto";
import { getDb } from "#app/db/connection.server.ts";
import type { Locale } from "#app/db/schema.server.ts";
import { getPublishedProduct } from "#app/domain/catalogue/products.server.ts";
import { type OpeningStatus, openingStatus } from "#app/domain/contact/opening-hours.server.ts";
import { enqueueJob, wakeJobRunners } from "#app/domain/jobs/jobs.server.ts";
import { sendMail } from "#app/domain/mail/mailer.server.ts";
import { contactMail, contactReplyMail } from "#app/domain/mail/templates.server.ts";
import { getLocalizedPage } from "#app/domain/pages/pages.server.ts";
import { checkFormStart } from "#app/domain/security/form-start.server.ts";
import { checkFormLimits } from "#app/domain/security/rate-limit.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { getLogger } from "#app/logger.server.ts";
import type { ContactInput } from "#app/schemas/contact.ts";
import { heldReasons } from "./screening.server.ts";

export type SubmitContactResult =
  | { status: "sent"; id: string | null; mailStatus: "sent" | "failed" | "skipped" }
  /** Kept for the owner to review; the visitor is told it was sent, as it was. */
  | { status: "held"; id: string; reasons: string[] }
  | { status: "rate-limited" };

/**
 * Stores the message first, then mails it to the company address from the
 * settings. A failed send marks the row mail_status "failed" and still counts
 * as received: the owner sees it in the admin, nothing is lost.
 *
 * Spam is kept out without a third party (docs/decisions/0037-held-messages.md):
 * a filled honeypot is dropped; one address past its limit is refused; a message
 * sent during a flood of messages, too fast after the form was made, or with
 * the marks of spam in it is stored as "held", not mailed, and waits for the owner.
 */
export async function submitContactMessage({
  input,
  locale,
  clientIp,
  now = new Date(),
}: {
  input: ContactInput;
  locale: Locale;
  clientIp: string;
  now?: Date;
}): Promise<SubmitContactResult> {
  const log = getLogger();
  // A filled honeypot is a bot: it gets the same answer as a person and nothing is stored or sent.
  if (input.website && input.website.length > 0) {
    log.warn({ ip: clientIp }, "contact honeypot filled; message dropped");
    return { status: "sent", id: null, mailStatus: "skipped" };
  }
  const limit = await checkFormLimits("contact", clientIp);
  if (limit === "address-limited") {
    log.warn({ ip: clientIp }, "contact rate limit reached");
    return { status: "rate-limited" };
  }
  const reasons = heldReasons({ flood: limit === "flood", start: checkFormStart(input.started, now), input });
  const held = reasons.length > 0;

  const id = randomUUID();
  const receivedAt = now.toISOString();
  const db = getDb();
  // The visitor's own reply goes out as a background job, enqueued with the message:
  // the answer to the form does not wait for a second mail, and a failed send is retried.
  // A held message gets its reply when the owner lets it in.
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("contact_message")
      .values({
        id,
        name: input.name,
        email: input.email.toLowerCase(),
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
        locale,
        product_id: input.product ?? null,
        status: held ? "held" : "unread",
        mail_status: "pending",
        created_at: receivedAt,
        held_reason: held ? reasons.join(",") : null,
      })
      .execute();
    if (!held) await enqueueJob(trx, contactReplyJob, { messageId: id });
  });
  if (held) {
    log.warn({ ip: clientIp, contactMessageId: id, reasons }, "contact message held for the owner");
    return { status: "held", id, reasons };
  }
  wakeJobRunners();

  let mailStatus: "sent" | "failed" = "sent";
  try {
    const settings = await getSettings();
    // The company reads Serbian.
    const mail = contactMail("sr", {
      brand: settings.brandName,
      name: input.name,
      email: input.email,
      phone: input.phone || undefined,
      subjectLabel: getT("sr")(`contact:form.subjects.${input.subject}`),
      message: input.message,
      product: input.product,
      visitorLocale: locale,
      receivedAt,
    });
    await sendMail({
      to: { name: settings.brandName, address: settings.email },
      replyTo: { name: input.name, address: input.email },
      locale: "sr",
      ...mail,
    });
  } catch (error) {
    mailStatus = "failed";
    log.error({ err: error, contactMessageId: id }, "contact mail failed; the message is kept");
  }
  await db.updateTable("contact_message").set({ mail_status: mailStatus }).where("id", "=", id).execute();
  return { status: "sent", id, mailStatus };
}

export const contactReplyJob = "contactReply";

/** A failed reply as the owner's list names it: the visitor and their address (null: the message was deleted). */
export async function describeContactReplyJob(
  payload: unknown,
): Promise<{ subject: string; link: string } | null> {
  const id = (payload as { messageId?: unknown } | null)?.messageId;
  const row =
    typeof id === "string"
      ? await getDb()
          .selectFrom("contact_message")
          .select(["name", "email"])
          .where("id", "=", id)
          .executeTakeFirst()
      : undefined;
  return row && typeof id === "string"
    ? { subject: `${row.name} (${row.email})`, link: `/admin/messages?id=${encodeURIComponent(id)}` }
    : null;
}

/**
 * The job that sends a visitor their own mail: their message arrived and when to
 * expect an answer, in their language, in the owner's words; replies to it reach
 * the company. The message itself is not quoted, so the form cannot carry
 * someone's text to an address of their choosing. A message deleted meanwhile (spam)
 * gets no reply; a failed send throws, and the job is tried again.
 */
export async function sendContactReply(payload: unknown): Promise<void> {
  const messageId = (payload as { messageId?: unknown } | null)?.messageId;
  if (typeof messageId !== "string") return;
  const message = await getDb()
    .selectFrom("contact_message")
    .select(["name", "email", "locale"])
    .where("id", "=", messageId)
    .executeTakeFirst();
  if (!message) return;
  const settings = await getSettings();
  const { contactReply } = await getLocalizedPage("mails", message.locale, settings.brandName);
  await sendMail({
    to: { name: message.name, address: message.email },
    replyTo: { name: settings.brandName, address: settings.email },
    locale: message.locale,
    ...contactReplyMail(message.locale, contactReply, message.name),
  });
}

export interface ContactPageData {
  today: OpeningStatus;
  product: { id: string; name: string } | null;
}

/** What the contact page needs beyond the settings: today's status and the product asked about. */
export async function getContactPageData({
  locale,
  productId,
  now = new Date(),
}: {
  locale: Locale;
  productId?: string;
  now?: Date;
}): Promise<ContactPageData> {
  const settings = await getSettings();
  const product = productId ? await getPublishedProduct({ id: productId, locale }) : null;
  return {
    today: openingStatus(settings.workingHours, now),
    product: product ? { id: product.id, name: product.name } : null,
  };
}
