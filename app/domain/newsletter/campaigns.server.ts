import { randomUUID } from "node:crypto";
import { type Selectable, sql } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import type { CampaignStatus, Locale, NewsletterCampaignTable } from "#app/db/schema.server.ts";
import { listPublishedProducts } from "#app/domain/catalogue/products.server.ts";
import { writeChange } from "#app/domain/content/changes.server.ts";
import { claimVersion } from "#app/domain/content/record-version.server.ts";
import { wakeJobRunners } from "#app/domain/jobs/jobs.server.ts";
import { defaultSender, sendMail } from "#app/domain/mail/mailer.server.ts";
import { listPublishedArticles } from "#app/domain/news/articles.server.ts";
import {
  lacksEnglish,
  parseCards,
  personalise,
  renderCampaignMail,
  renderCards,
} from "#app/domain/newsletter/campaign-mail.server.ts";
import { enqueueCampaignStart } from "#app/domain/newsletter/campaign-sending.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import type { CampaignCard, CampaignForm } from "#app/schemas/campaigns.ts";

// The owner's newsletter campaigns (issue 25, point 2): drafts written in both
// languages, a preview, a test mail, sending now or at a time, and the figures.
// A campaign can be edited only as a draft; a scheduled one goes back to a draft
// when cancelled; one that started sending is never changed again.

export interface CampaignFigures {
  recipients: number;
  sent: number;
  failed: number;
  remaining: number;
}

export interface CampaignRow extends CampaignFigures {
  id: string;
  status: CampaignStatus;
  subject: string;
  /** When it was sent, started, is planned, or last edited (by its status). */
  date: string;
}

async function figuresOf(ids: string[]): Promise<Map<string, { sent: number; failed: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb()
    .selectFrom("newsletter_delivery")
    .select((eb) => [
      "campaign_id",
      eb.fn.sum<number>(sql`case when status = 'sent' then 1 else 0 end`).as("sent"),
      eb.fn.sum<number>(sql`case when status = 'failed' then 1 else 0 end`).as("failed"),
    ])
    .where("campaign_id", "in", ids)
    .groupBy("campaign_id")
    .execute();
  return new Map(rows.map((r) => [r.campaign_id, { sent: Number(r.sent), failed: Number(r.failed) }]));
}

function toRow(
  c: Selectable<NewsletterCampaignTable>,
  f: { sent: number; failed: number } | undefined,
): CampaignRow {
  const sent = f?.sent ?? 0;
  const failed = f?.failed ?? 0;
  const started = c.status === "sending" || c.status === "sent";
  return {
    id: c.id,
    status: c.status,
    subject: c.subject_sr,
    date: c.finished_at ?? c.started_at ?? c.scheduled_at ?? c.updated_at,
    recipients: c.recipients,
    sent,
    failed,
    remaining: started ? Math.max(0, c.recipients - sent - failed) : 0,
  };
}

/** Every campaign, the newest first. */
export async function listCampaigns(): Promise<CampaignRow[]> {
  const campaigns = await getDb()
    .selectFrom("newsletter_campaign")
    .selectAll()
    .orderBy("created_at", "desc")
    .limit(200)
    .execute();
  const figures = await figuresOf(campaigns.map((c) => c.id));
  return campaigns.map((c) => toRow(c, figures.get(c.id)));
}

export async function createCampaign(actor: string): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await writeChange("nothing public", async (trx) => {
    await trx
      .insertInto("newsletter_campaign")
      .values({
        id,
        status: "draft",
        subject_sr: "",
        subject_en: "",
        body_sr: "",
        body_en: "",
        cards: "[]",
        scheduled_at: null,
        started_at: null,
        finished_at: null,
        recipients: 0,
        next_slot_at: null,
        origin: null,
        created_by: actor,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { result: id, audit: { actor, action: "create", entity: "campaign", entityId: id } };
  });
  return id;
}

export interface CampaignDetail extends CampaignRow {
  /** Raised by each save, schedule and cancel (docs/decisions/0028-record-versions.md). */
  version: number;
  subjectSr: string;
  subjectEn: string;
  bodySr: string;
  bodyEn: string;
  cards: CampaignCard[];
  scheduledAt: string | null;
  /** Active subscribers who read English (they get the Serbian while the English is missing). */
  englishSubscribers: number;
  activeSubscribers: number;
  lacksEnglish: boolean;
  failures: { email: string; reason: string }[];
}

export async function getCampaign(id: string): Promise<CampaignDetail | null> {
  const db = getDb();
  const c = await db.selectFrom("newsletter_campaign").selectAll().where("id", "=", id).executeTakeFirst();
  if (!c) return null;
  const [figures, counts, failures] = await Promise.all([
    figuresOf([id]),
    db
      .selectFrom("newsletter_subscriber")
      .select((eb) => [
        eb.fn.countAll<number>().as("active"),
        eb.fn.sum<number>(sql`case when locale = 'en' then 1 else 0 end`).as("english"),
      ])
      .where("status", "=", "active")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("newsletter_delivery")
      .select(["email", "last_error"])
      .where("campaign_id", "=", id)
      .where("status", "=", "failed")
      .orderBy("email")
      .limit(200)
      .execute(),
  ]);
  return {
    ...toRow(c, figures.get(id)),
    version: c.version,
    subjectSr: c.subject_sr,
    subjectEn: c.subject_en,
    bodySr: c.body_sr,
    bodyEn: c.body_en,
    cards: parseCards(c.cards),
    scheduledAt: c.scheduled_at,
    activeSubscribers: Number(counts.active),
    englishSubscribers: Number(counts.english ?? 0),
    lacksEnglish: lacksEnglish(c),
    failures: failures.map((f) => ({ email: f.email, reason: f.last_error ?? "" })),
  };
}

/** What can be shown as a card: the published products and articles, in the owner's language. */
export async function listCardChoices(locale: Locale) {
  const [products, articles] = await Promise.all([
    listPublishedProducts({ locale, limit: 200 }),
    listPublishedArticles({ locale, limit: 100 }),
  ]);
  return {
    products: products.map((p) => ({ value: `product:${p.id}`, label: p.name })),
    articles: articles.map((a) => ({ value: `article:${a.slug}`, label: a.title })),
  };
}

export type SaveResult = "saved" | "not-editable" | "not-found" | "stale";

/**
 * Saves a draft's texts and cards; a campaign scheduled or sent is not changed.
 * `expectedVersion`: the version the editor was loaded with (null: overwrite
 * any); "stale" when someone saved, scheduled or cancelled since.
 */
export async function saveCampaign(
  id: string,
  form: CampaignForm,
  actor: string,
  expectedVersion: number | null = null,
): Promise<SaveResult> {
  return writeChange("nothing public", async (trx) => {
    const row = await trx
      .selectFrom("newsletter_campaign")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return { result: "not-found" as const, audit: null };
    if (row.status !== "draft") return { result: "not-editable" as const, audit: null };
    const claim = await claimVersion(trx, { table: "newsletter_campaign", id }, expectedVersion);
    if (!claim.ok) return { result: claim.reason === "missing" ? "not-found" : "stale", audit: null };
    const result = await trx
      .updateTable("newsletter_campaign")
      .set({
        subject_sr: form.subjectSr,
        subject_en: form.subjectEn,
        body_sr: form.bodySr,
        body_en: form.bodyEn,
        cards: JSON.stringify(form.cards),
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", id)
      // Scheduled by another tab between the read and the claim (a writer without a version).
      .where("status", "=", "draft")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0
      ? { result: "saved" as const, audit: { actor, action: "update", entity: "campaign", entityId: id } }
      : { result: "not-editable" as const, audit: null };
  });
}

/**
 * Sends a draft at `at` (now for "Pošalji sada"): scheduled, and the job that
 * starts it queued, in one transaction; false when it is no longer a draft or
 * has no Serbian subject or text.
 */
export async function scheduleCampaign(
  id: string,
  at: Date,
  origin: string,
  actor: string,
): Promise<boolean> {
  const scheduled = await writeChange("nothing public", async (trx) => {
    const iso = at.toISOString();
    const result = await trx
      .updateTable("newsletter_campaign")
      .set({
        status: "scheduled",
        scheduled_at: iso,
        origin,
        updated_at: new Date().toISOString(),
        // An editor loaded before this is stale (docs/decisions/0028-record-versions.md).
        version: sql`version + 1`,
      })
      .where("id", "=", id)
      .where("status", "=", "draft")
      .where("subject_sr", "!=", "")
      .where("body_sr", "!=", "")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return { result: false, audit: null };
    await enqueueCampaignStart(trx, id, at);
    return {
      result: true,
      audit: { actor, action: "schedule", entity: "campaign", entityId: id, detail: { at: iso } },
    };
  });
  if (scheduled) wakeJobRunners();
  return scheduled;
}

/** A scheduled campaign back to a draft; false when it already started (or was not scheduled). */
export async function cancelCampaign(id: string, actor: string): Promise<boolean> {
  return writeChange("nothing public", async (trx) => {
    const result = await trx
      .updateTable("newsletter_campaign")
      .set({
        status: "draft",
        scheduled_at: null,
        updated_at: new Date().toISOString(),
        version: sql`version + 1`,
      })
      .where("id", "=", id)
      .where("status", "=", "scheduled")
      .executeTakeFirst();
    const done = Number(result.numUpdatedRows) > 0;
    return {
      result: done,
      audit: done ? { actor, action: "cancel", entity: "campaign", entityId: id } : null,
    };
  });
}

/** Deletes a draft the owner does not want (a campaign scheduled or sent stays); false when it is not a draft. */
export async function deleteDraftCampaign(id: string, actor: string): Promise<boolean> {
  return writeChange("nothing public", async (trx) => {
    const result = await trx
      .deleteFrom("newsletter_campaign")
      .where("id", "=", id)
      .where("status", "=", "draft")
      .executeTakeFirst();
    const done = Number(result.numDeletedRows) > 0;
    return {
      result: done,
      audit: done ? { actor, action: "delete", entity: "campaign", entityId: id } : null,
    };
  });
}

/** The campaign as a subscriber of that language would get it (the preview's iframe). */
export async function previewCampaign(id: string, locale: Locale, origin: string): Promise<string | null> {
  const c = await getDb()
    .selectFrom("newsletter_campaign")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!c) return null;
  const { brandName } = await getSettings();
  const mail = renderCampaignMail(c, locale, {
    brand: brandName,
    origin,
    cards: await renderCards(parseCards(c.cards), locale, origin),
  });
  return personalise(mail, `${origin}/newsletter/odjava`).html;
}

/** "Pošalji probnu poruku": the campaign in one language to the signed-in person. */
export async function sendTestCampaign(
  id: string,
  to: string,
  locale: Locale,
  origin: string,
): Promise<boolean> {
  const c = await getDb()
    .selectFrom("newsletter_campaign")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!c) return false;
  const { brandName } = await getSettings();
  const mail = renderCampaignMail(c, locale, {
    brand: brandName,
    origin,
    cards: await renderCards(parseCards(c.cards), locale, origin),
  });
  await sendMail({
    to,
    from: defaultSender(brandName),
    locale: mail.locale,
    ...personalise(mail, `${origin}/newsletter/odjava`),
  });
  return true;
}
