import type { Kysely, Transaction } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import type { DB } from "#app/db/schema.server.ts";
import { configuredOrigin } from "#app/domain/auth/links.server.ts";
import { enqueueJob } from "#app/domain/jobs/jobs.server.ts";
import { defaultSender, sendMail } from "#app/domain/mail/mailer.server.ts";
import { postReminderMail } from "#app/domain/mail/post-reminder-mail.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import type { Platform } from "#app/schemas/social.ts";
import { getSourceImages } from "./sources.server.ts";

// A scheduled post reminds the owners at its time (issue 25, point 9; decision
// 0046): nothing posts for them, so the reminder is the publishing. Scheduling
// queues a job due at the post's date, in the transaction that sets the date; the
// job carries that date and, when it runs, sends only if the post is still
// scheduled for it and not yet reminded of it, so a rescheduled or unscheduled
// post never gets a stale reminder. A date already past runs at once.

export const postReminderJob = "socialPostReminder";

interface ReminderPayload {
  postId: string;
  scheduledAt: string;
}

export async function queuePostReminder(
  trx: Kysely<DB> | Transaction<DB>,
  postId: string,
  scheduledAt: string,
): Promise<void> {
  const payload: ReminderPayload = { postId, scheduledAt };
  await enqueueJob(trx, postReminderJob, payload, { runAt: new Date(scheduledAt), maxAttempts: 8 });
}

/** The post in the admin: its preview on the content overview. */
export function adminPostUrl(postId: string): string {
  return `${configuredOrigin()}/admin/social-media-content?id=${encodeURIComponent(postId)}`;
}

/** What a post is about, in a few words: its item, its topic, or its first words. */
export function postTitle(post: { sourceTitle: string | null; topic: string | null; body: string }): string {
  const title = post.sourceTitle ?? post.topic;
  if (title) return title;
  const words = post.body.replace(/\s+/g, " ").trim();
  return words.length > 60 ? `${words.slice(0, 59)}…` : words;
}

/**
 * The job: a mail to every owner, then the post marked as reminded (its bell
 * entry). A failed send throws and the job is tried again; an owner may then get
 * the mail twice (at least once), never a mail about a date the post no longer has.
 */
export async function sendPostReminder(payload: unknown, now = new Date()): Promise<void> {
  const { postId, scheduledAt } = (payload ?? {}) as Partial<ReminderPayload>;
  if (typeof postId !== "string" || typeof scheduledAt !== "string") return;
  const db = getDb();
  const post = await db.selectFrom("social_post").selectAll().where("id", "=", postId).executeTakeFirst();
  if (post?.status !== "scheduled" || post.scheduled_at !== scheduledAt || post.reminded_at) return;
  const owners = await db
    .selectFrom("user")
    .select("email")
    .where("role", "=", "owner")
    .where("disabled_at", "is", null)
    .where("removed_at", "is", null)
    .execute();
  const { brandName } = await getSettings();
  const images = await getSourceImages([{ sourceType: post.source_type, sourceId: post.source_id }], "sr");
  const image = images[`${post.source_type}:${post.source_id}`];
  const mail = postReminderMail({
    brand: brandName,
    platform: post.platform as Platform,
    title: postTitle({ sourceTitle: post.source_title, topic: post.topic, body: post.body }),
    body: post.body,
    scheduledAt,
    postUrl: adminPostUrl(post.id),
    imageUrl: image ? `${configuredOrigin()}/media/${image.id}/1280.webp` : null,
  });
  for (const owner of owners)
    await sendMail({ to: owner.email, from: defaultSender(brandName), locale: "sr", ...mail });
  await db
    .updateTable("social_post")
    .set({ reminded_at: now.toISOString() })
    .where("id", "=", postId)
    .where("scheduled_at", "=", scheduledAt)
    .where("reminded_at", "is", null)
    .execute();
}

export interface DuePost {
  id: string;
  platform: Platform;
  title: string;
  scheduledAt: string;
}

/** The bell's posts: reminded and not yet marked as published, earliest first. */
export async function listDuePosts(limit = 10): Promise<DuePost[]> {
  const rows = await getDb()
    .selectFrom("social_post")
    .select(["id", "platform", "source_title", "topic", "body", "scheduled_at"])
    .where("status", "=", "scheduled")
    .where("reminded_at", "is not", null)
    .orderBy("scheduled_at")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    platform: r.platform as Platform,
    title: postTitle({ sourceTitle: r.source_title, topic: r.topic, body: r.body }),
    scheduledAt: r.scheduled_at ?? "",
  }));
}
