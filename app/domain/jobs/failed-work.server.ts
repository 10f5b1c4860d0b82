import type { Transaction } from "kysely";
import type { DB } from "#app/db/schema.server.ts";
import { contactReplyJob, describeContactReplyJob } from "#app/domain/contact/messages.server.ts";
import { writeChange } from "#app/domain/content/changes.server.ts";
import { trashPurgeJob } from "#app/domain/content/trash.server.ts";
import {
  forgetFailedJob,
  listFailedJobs,
  requeueFailedJob,
  wakeJobRunners,
} from "#app/domain/jobs/jobs.server.ts";
import { describeVariantsJob, reopenVariantsJob, variantsJob } from "#app/domain/media/images.server.ts";
import { describeNewsletterJob, newsletterSendJob } from "#app/domain/newsletter/campaign-sending.server.ts";
import type { FailedWork, FailedWorkKind } from "#app/schemas/failed-work.ts";

// The owner's view of background work that failed after its last attempt (issue
// 21): each job by what it did for them, what it was about, when, and the two
// things they can do: try again, or dismiss it. The error text stays in the
// table and the logs for whoever runs the server; the owner never sees it.

interface Kind {
  kind: FailedWorkKind;
  /** What it was about, and where that is in the admin (null: gone since). */
  describe?: (payload: unknown) => Promise<{ subject: string; link: string } | null>;
  /** What must be undone before it can run again (in the retry's transaction). */
  reopen?: (trx: Transaction<DB>, payload: unknown) => Promise<void>;
}

const kinds: Record<string, Kind> = {
  [variantsJob]: { kind: "photo", describe: describeVariantsJob, reopen: reopenVariantsJob },
  [contactReplyJob]: { kind: "contactReply", describe: describeContactReplyJob },
  [trashPurgeJob]: { kind: "trashPurge" },
  [newsletterSendJob]: { kind: "newsletter", describe: describeNewsletterJob },
};

const payloadOf = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
};

/** Failed work, the latest failure first. */
export async function listFailedWork(limit = 20): Promise<FailedWork[]> {
  const jobs = await listFailedJobs(limit);
  return Promise.all(
    jobs.map(async (job) => {
      const kind = kinds[job.name];
      const about = (await kind?.describe?.(payloadOf(job.payload))) ?? null;
      return {
        id: job.id,
        kind: kind?.kind ?? "other",
        subject: about?.subject ?? null,
        link: about?.link ?? null,
        failedAt: job.updated_at,
      };
    }),
  );
}

/** Tries failed work again, from its first attempt; false when it is no longer failed (retried or dismissed meanwhile). */
export async function retryFailedWork(id: string, actor: string): Promise<boolean> {
  const retried = await writeChange("nothing public", async (trx) => {
    const job = await trx
      .selectFrom("job")
      .select(["name", "payload"])
      .where("id", "=", id)
      .where("status", "=", "failed")
      .executeTakeFirst();
    if (!job || !(await requeueFailedJob(trx, id))) return { result: false, audit: null };
    await kinds[job.name]?.reopen?.(trx, payloadOf(job.payload));
    return {
      result: true,
      audit: { actor, action: "retry", entity: "failedWork", entityId: id, detail: { name: job.name } },
    };
  });
  if (retried) wakeJobRunners();
  return retried;
}

/** Dismisses failed work: it is not tried again and leaves the list; false when it is not failed. */
export function dismissFailedWork(id: string, actor: string): Promise<boolean> {
  return writeChange("nothing public", async (trx) => {
    const dismissed = await forgetFailedJob(trx, id);
    return {
      result: dismissed,
      audit: dismissed ? { actor, action: "dismiss", entity: "failedWork", entityId: id } : null,
    };
  });
}
