import { contactReplyJob, sendContactReply } from "#app/domain/contact/messages.server.ts";
import type { JobHandler } from "#app/domain/jobs/jobs.server.ts";
import { processImageVariants, variantsJob } from "#app/domain/media/images.server.ts";

// Every kind of background job, by the name it is enqueued under. A handler may
// run more than once for one job (at least once): it must be idempotent.
export const jobHandlers: Record<string, JobHandler> = {
  [variantsJob]: (payload, job) => processImageVariants(payload, job),
  [contactReplyJob]: (payload) => sendContactReply(payload),
};
