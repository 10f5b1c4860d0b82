import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import { getDatabase } from "#app/db/connection.server.ts";
import type { Database } from "#app/db/db.server.ts";
import type { DB, Locale, NewsletterCampaignTable } from "#app/db/schema.server.ts";
import { enqueueJob, retryDelay, wakeJobRunners } from "#app/domain/jobs/jobs.server.ts";
import { defaultSender, sendMail } from "#app/domain/mail/mailer.server.ts";
import {
  parseCards,
  personalise,
  type RenderedMail,
  renderCampaignMail,
  renderCards,
} from "#app/domain/newsletter/campaign-mail.server.ts";
import { unsubscribeUrl } from "#app/domain/newsletter/subscribers.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import { getLogger } from "#app/logger.server.ts";

// Sending a campaign (issue 25, point 3; docs/decisions/0045-newsletter-sending.md).
// When sending starts, one delivery row is made per subscriber active at that
// moment (unique on campaign + subscriber). Jobs of the durable runner ("lanes",
// each a chain of short rounds) claim deliveries one at a time with a lease, the
// claim also taking the next send slot from the campaign row (the throttle every
// instance shares), send, and mark them sent. A delivery is marked "sending"
// before the SMTP conversation and "sent" after it; one whose lease ran out (the
// instance died in between) is sent again with the same Message-ID.

export const newsletterSendJob = "newsletter.send";

/** Chains of rounds per campaign: two instances can send at once, still within one throttle. */
const lanes = 2;
/** Sends under way at once in one round (the pooled SMTP connections are 4). */
const sendsAtOnce = 4;

export interface SendingOptions {
  database?: Database;
  workerId?: string;
  /** How long one round sends before it hands over to the next (other jobs run between). */
  roundMs?: number;
  /** How long a claimed delivery is held before another runner may take it. */
  leaseMs?: number;
  /** The first retry's wait; each later one doubles. */
  retryBaseMs?: number;
  /** Attempts per delivery before it is listed as failed. */
  maxAttempts?: number;
}

interface RoundPayload {
  campaignId: string;
  lane?: number;
  round?: number;
}

const defaults = {
  roundMs: 20_000,
  leaseMs: 2 * 60_000,
  retryBaseMs: 60_000,
  maxAttempts: 4,
} as const;

const workerName = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

function readPayload(payload: unknown): Required<RoundPayload> | null {
  const p = payload as RoundPayload | null;
  if (!p || typeof p.campaignId !== "string") return null;
  return { campaignId: p.campaignId, lane: Number(p.lane ?? 0), round: Number(p.round ?? 0) };
}

/**
 * Queues the campaign to start at `at` (now for "Pošalji sada"): its first job
 * checks the time again, so a campaign cancelled or moved meanwhile is left alone.
 * Run in the transaction that sets it scheduled.
 */
export async function enqueueCampaignStart(trx: Transaction<DB>, campaignId: string, at: Date) {
  await enqueueJob(trx, newsletterSendJob, { campaignId, round: 0 }, { runAt: at, maxAttempts: 5 });
}

/** The next round of a lane: its id names it, so a round run twice queues its successor once. */
async function enqueueRound(
  db: Kysely<DB> | Transaction<DB>,
  campaignId: string,
  lane: number,
  round: number,
  runAt: Date,
) {
  const now = new Date().toISOString();
  await db
    .insertInto("job")
    .values({
      id: `${newsletterSendJob}:${campaignId}:${lane}:${round}`,
      name: newsletterSendJob,
      payload: JSON.stringify({ campaignId, lane, round }),
      status: "queued",
      attempts: 0,
      max_attempts: 5,
      run_at: runAt.toISOString(),
      locked_by: null,
      locked_until: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/**
 * Starts a due scheduled campaign: a delivery for each subscriber active now
 * (pending and unsubscribed ones get none), the figure of recipients, and the
 * lanes' first rounds, in one transaction; false when it was not due or not scheduled.
 */
async function beginSending(database: Database, campaignId: string, now: Date): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const started = await trx
      .updateTable("newsletter_campaign")
      .set({ status: "sending", started_at: at, updated_at: at, next_slot_at: at })
      .where("id", "=", campaignId)
      .where("status", "=", "scheduled")
      .where("scheduled_at", "<=", at)
      .executeTakeFirst();
    if (Number(started.numUpdatedRows) === 0) return false;
    await trx
      .insertInto("newsletter_delivery")
      .columns([
        "id",
        "campaign_id",
        "subscriber_id",
        "email",
        "locale",
        "token",
        "status",
        "attempts",
        "next_attempt_at",
      ])
      .expression(
        trx
          .selectFrom("newsletter_subscriber")
          .select([
            // A delivery's id is also its Message-ID's left part: the campaign and the subscriber.
            sql<string>`${campaignId} || '.' || id`.as("id"),
            sql<string>`${campaignId}`.as("campaign_id"),
            "id as subscriber_id",
            "email",
            "locale",
            "token",
            sql<string>`'queued'`.as("status"),
            sql<number>`0`.as("attempts"),
            sql<string>`${at}`.as("next_attempt_at"),
          ])
          .where("status", "=", "active"),
      )
      .onConflict((oc) => oc.columns(["campaign_id", "subscriber_id"]).doNothing())
      .execute();
    const count = await trx
      .selectFrom("newsletter_delivery")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("campaign_id", "=", campaignId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("newsletter_campaign")
      .set({ recipients: Number(count.n) })
      .where("id", "=", campaignId)
      .execute();
    for (let lane = 0; lane < lanes; lane++) await enqueueRound(trx, campaignId, lane, 1, now);
    return true;
  });
}

interface Claimed {
  id: string;
  email: string;
  locale: Locale;
  token: string;
  attempts: number;
  /** When this send may start (the throttle). */
  slot: number;
}

/**
 * Claims one due delivery of the campaign and the next send slot, in one
 * transaction: PostgreSQL skips deliveries another runner holds and queues
 * claimers on the campaign row for the slot; SQLite has one writer at a time.
 */
async function claimDelivery(
  database: Database,
  campaignId: string,
  workerId: string,
  gapMs: number,
  leaseMs: number,
): Promise<Claimed | null> {
  const postgres = database.dialect === "postgres";
  return database.db.transaction().execute(async (trx) => {
    const now = new Date();
    const at = now.toISOString();
    const due = await sql<{ id: string }>`
      select id from newsletter_delivery
      where campaign_id = ${campaignId}
        and ((status = 'queued' and next_attempt_at <= ${at}) or (status = 'sending' and locked_until < ${at}))
      order by next_attempt_at, id
      limit 1
      ${postgres ? sql`for update skip locked` : sql``}`.execute(trx);
    const id = due.rows[0]?.id;
    if (!id) return null;
    const campaign = await sql<{ next_slot_at: string | null }>`
      select next_slot_at from newsletter_campaign where id = ${campaignId}
      ${postgres ? sql`for update` : sql``}`.execute(trx);
    const slot = Math.max(now.getTime(), Date.parse(campaign.rows[0]?.next_slot_at ?? at) || 0);
    await trx
      .updateTable("newsletter_campaign")
      .set({ next_slot_at: new Date(slot + gapMs).toISOString() })
      .where("id", "=", campaignId)
      .execute();
    const row = await trx
      .updateTable("newsletter_delivery")
      .set((eb) => ({
        status: "sending",
        attempts: eb("attempts", "+", 1),
        locked_by: workerId,
        locked_until: new Date(slot + leaseMs).toISOString(),
      }))
      .where("id", "=", id)
      .returning(["id", "email", "locale", "token", "attempts"])
      .executeTakeFirstOrThrow();
    return { ...row, slot };
  });
}

async function renderBoth(campaign: Selectable<NewsletterCampaignTable>, brand: string) {
  const origin = campaign.origin ?? "";
  const cards = parseCards(campaign.cards);
  const [sr, en] = await Promise.all(
    (["sr", "en"] as const).map(async (locale) =>
      renderCampaignMail(campaign, locale, {
        brand,
        origin,
        cards: await renderCards(cards, locale, origin),
      }),
    ),
  );
  return { sr: sr as RenderedMail, en: en as RenderedMail };
}

/** The domain Message-IDs are made under: the site's, else this machine's. */
function messageDomain(origin: string): string {
  try {
    return new URL(origin).hostname || "zrnce.local";
  } catch {
    return "zrnce.local";
  }
}

/**
 * One round of a lane (the job's handler): starts the campaign when it is due,
 * sends deliveries for up to `roundMs`, then queues the lane's next round (due
 * now, or when the earliest retry or held lease falls due) or, when nothing is
 * left anywhere, marks the campaign sent.
 */
export async function runNewsletterRound(payload: unknown, options: SendingOptions = {}): Promise<void> {
  const p = readPayload(payload);
  if (!p) return;
  const database = options.database ?? getDatabase();
  const { roundMs, leaseMs, retryBaseMs, maxAttempts } = { ...defaults, ...stripUndefined(options) };
  const workerId = options.workerId ?? workerName;
  const log = getLogger();
  const db = database.db;
  let campaign = await db
    .selectFrom("newsletter_campaign")
    .selectAll()
    .where("id", "=", p.campaignId)
    .executeTakeFirst();
  if (!campaign) return;
  if (campaign.status === "scheduled") {
    if (!(await beginSending(database, campaign.id, new Date()))) return;
    wakeJobRunners();
    return;
  }
  if (campaign.status !== "sending") return;
  const settings = await getSettings();
  const gapMs = 60_000 / settings.newsletter.perMinute;
  const mails = await renderBoth(campaign, settings.brandName);
  const from = defaultSender(settings.brandName);
  const domain = messageDomain(campaign.origin ?? "");
  const origin = campaign.origin ?? "";
  const started = Date.now();
  let handedOver = false;
  // Each send waits for its slot and then for the SMTP server; several are under way at
  // once, so the rate is the throttle's, not one conversation's round trips.
  const inFlight = new Set<Promise<void>>();
  const deliver = async (claim: Claimed) => {
    const wait = claim.slot - Date.now();
    if (wait > 0) await sleep(wait);
    const link = unsubscribeUrl(origin, claim.token, claim.locale);
    const mail = mails[claim.locale === "en" ? "en" : "sr"];
    try {
      await sendMail({
        to: claim.email,
        from,
        locale: mail.locale,
        bulk: true,
        // The same id on every attempt: a resend after a crash is the same message (decision 0045).
        messageId: `<${claim.id}@${domain}>`,
        headers: {
          "List-Unsubscribe": `<${link}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          "List-Id": `<newsletter.${domain}>`,
          Precedence: "bulk",
        },
        ...personalise(mail, link),
      });
      const marked = await db
        .updateTable("newsletter_delivery")
        .set({ status: "sent", sent_at: new Date().toISOString(), locked_by: null, locked_until: null })
        .where("id", "=", claim.id)
        .where("locked_by", "=", workerId)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0)
        log.warn({ delivery: claim.id }, "newsletter delivery sent after its lease ran out");
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const last = claim.attempts >= maxAttempts;
      log.warn({ delivery: claim.id, attempt: claim.attempts, err: error }, "newsletter delivery failed");
      await db
        .updateTable("newsletter_delivery")
        .set({
          status: last ? "failed" : "queued",
          last_error: reason,
          locked_by: null,
          locked_until: null,
          next_attempt_at: new Date(
            Date.now() + (last ? 0 : retryDelay(claim.attempts, retryBaseMs)),
          ).toISOString(),
        })
        .where("id", "=", claim.id)
        .where("locked_by", "=", workerId)
        .execute();
    }
  };
  try {
    while (Date.now() - started < roundMs) {
      if (inFlight.size >= sendsAtOnce) await Promise.race(inFlight);
      const claim = await claimDelivery(database, campaign.id, workerId, gapMs, leaseMs);
      if (!claim) break;
      const task: Promise<void> = deliver(claim)
        .catch((error) => log.error({ err: error, delivery: claim.id }, "newsletter delivery not recorded"))
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
      // Claimed no further ahead than the sends under way need: a slot far off would hold a lease for nothing.
      const ahead = claim.slot - Date.now();
      if (ahead > gapMs) await sleep(ahead - gapMs);
    }
  } finally {
    await Promise.all(inFlight);
  }
  if (Date.now() - started >= roundMs) handedOver = true;
  campaign = await db
    .selectFrom("newsletter_campaign")
    .selectAll()
    .where("id", "=", p.campaignId)
    .executeTakeFirstOrThrow();
  const next = await db
    .selectFrom("newsletter_delivery")
    .select((eb) => [
      eb.fn
        .min(sql<string>`case when status = 'queued' then next_attempt_at else locked_until end`)
        .as("due"),
      eb.fn.countAll<number>().as("open"),
    ])
    .where("campaign_id", "=", p.campaignId)
    .where("status", "in", ["queued", "sending"])
    .executeTakeFirstOrThrow();
  if (Number(next.open) === 0) {
    const at = new Date().toISOString();
    await db
      .updateTable("newsletter_campaign")
      .set({ status: "sent", finished_at: at, updated_at: at })
      .where("id", "=", p.campaignId)
      .where("status", "=", "sending")
      .execute();
    return;
  }
  const due = handedOver
    ? new Date()
    : new Date(Math.max(Date.now(), Date.parse(String(next.due)) || Date.now()));
  await enqueueRound(db, p.campaignId, p.lane, p.round + 1, due);
  wakeJobRunners();
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The failed-work panel's line: which campaign, and where it is. */
export async function describeNewsletterJob(payload: unknown) {
  const p = readPayload(payload);
  if (!p) return null;
  const c = await getDatabase()
    .db.selectFrom("newsletter_campaign")
    .select(["id", "subject_sr"])
    .where("id", "=", p.campaignId)
    .executeTakeFirst();
  return c ? { subject: c.subject_sr, link: `/admin/newsletter/${c.id}` } : null;
}
