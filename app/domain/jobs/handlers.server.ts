import { accountNoticeJob, sendAccountNotice } from "#app/domain/auth/account-mail.server.ts";
import { contactReplyJob, sendContactReply } from "#app/domain/contact/messages.server.ts";
import { runTrashPurge, trashPurgeJob } from "#app/domain/content/trash.server.ts";
import type { JobHandler, RecurringJob } from "#app/domain/jobs/jobs.server.ts";
import { processImageVariants, variantsJob } from "#app/domain/media/images.server.ts";
import { newsletterSendJob, runNewsletterRound } from "#app/domain/newsletter/campaign-sending.server.ts";
import { purgeStalePending, stalePendingJob } from "#app/domain/newsletter/subscribers.server.ts";
import { deleteStaleRateLimits, rateLimitCleanupJob } from "#app/domain/security/rate-limit.server.ts";
import { postReminderJob, sendPostReminder } from "#app/domain/social/reminders.server.ts";

// Every kind of background job, by the name it is enqueued under. A handler may
// run more than once for one job (at least once): it must be idempotent.
export const jobHandlers: Record<string, JobHandler> = {
  [variantsJob]: (payload, job) => processImageVariants(payload, job),
  [contactReplyJob]: (payload) => sendContactReply(payload),
  [trashPurgeJob]: () => runTrashPurge(),
  [rateLimitCleanupJob]: async () => {
    await deleteStaleRateLimits();
  },
  [accountNoticeJob]: (payload) => sendAccountNotice(payload),
  [postReminderJob]: (payload) => sendPostReminder(payload),
  [stalePendingJob]: async () => {
    await purgeStalePending();
  },
  [newsletterSendJob]: (payload) => runNewsletterRound(payload),
};

/** The work that comes back every period, once per period whatever the number of instances. */
export const recurringJobs: RecurringJob[] = [
  { name: trashPurgeJob, everyMs: 6 * 3_600_000 },
  { name: rateLimitCleanupJob, everyMs: 3_600_000 },
  { name: stalePendingJob, everyMs: 24 * 3_600_000 },
];
