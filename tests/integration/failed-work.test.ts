import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { requestInfoContext } from "#app/context.server.ts";
import { getDb } from "#app/db/connection.server.ts";
import { contactReplyJob } from "#app/domain/contact/messages.server.ts";
import { listFailedWork } from "#app/domain/jobs/failed-work.server.ts";
import { enqueueJob, runDueJobs } from "#app/domain/jobs/jobs.server.ts";
import { variantsJob } from "#app/domain/media/images.server.ts";
import { uploadMedia } from "#app/domain/media/uploads.server.ts";
import { action as dashboardAction, loader as dashboardLoader } from "#app/routes/admin/dashboard.tsx";
import { adminContext, origin, postForm, thrownResponse } from "../support/admin-routes.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";
import { runBackgroundJobs } from "../support/jobs.ts";
import { contactMessageRow } from "../support/rows.ts";

// Background work that failed after its last attempt, shown to the owner on the
// dashboard in their words, tried again or dismissed (issue 21), on both databases.

function adminArgs(request: Request) {
  const context = adminContext({ userId: "u1", email: "owner@zrnce.rs" });
  context.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp: "127.0.0.1" });
  return { request, context, params: {}, unstable_pattern: "" } as never;
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#8a5" } })
    .png()
    .toBuffer();

/** Runs the due jobs with handlers that fail, as a full disk or a refusing mail server would. */
const failEverything = () =>
  runDueJobs({
    handlers: {
      [variantsJob]: async (_payload, job) => {
        throw new Error(`ENOSPC: no space left on device (attempt ${job.attempt})`);
      },
      [contactReplyJob]: async () => {
        throw new Error("SMTP 554 refused");
      },
    },
    retryBaseMs: 0, // every attempt at once: a retry due in 1 ms may not be due yet at the runner's next look
    onError: () => undefined,
  });

const dashboard = async () =>
  (await dashboardLoader(adminArgs(new Request(`${origin}/admin`)))) as {
    failedWork: { id: string; kind: string; subject: string | null; link: string | null; failedAt: string }[];
  };

const post = (fields: Record<string, string>) => dashboardAction(adminArgs(postForm("/admin", fields)));

for (const dialect of dialects) {
  describe(`failed work on ${dialect}`, () => {
    useTestDatabase(dialect);

    it("lists a failed photo and a failed reply in the owner's words, and tries the photo again for real", async () => {
      const photo = await uploadMedia({ actor: "owner@zrnce.rs", name: "heljda.png", bytes: await png() });
      const messageId = "poruka-1";
      await getDb()
        .insertInto("contact_message")
        .values(contactMessageRow(messageId, "Jovana", "jovana@example.com"))
        .execute();
      await enqueueJob(getDb(), contactReplyJob, { messageId }, { maxAttempts: 2 });
      await failEverything();
      // The real handler marks the photo failed on its last attempt; the stand-in above does not.
      await getDb().updateTable("media").set({ status: "failed" }).where("id", "=", photo.id).execute();

      const { failedWork } = await dashboard();
      expect(
        failedWork
          .map(({ kind, subject, link }) => ({ kind, subject, link }))
          .sort((a, b) => a.kind.localeCompare(b.kind)),
      ).toEqual([
        {
          kind: "contactReply",
          subject: "Jovana (jovana@example.com)",
          link: `/admin/messages?id=${messageId}`,
        },
        { kind: "photo", subject: "heljda.png", link: "/admin/media?q=heljda.png" },
      ]);
      // Nothing of the machinery reaches the screen: no error text, no job name.
      expect(JSON.stringify(failedWork)).not.toMatch(/ENOSPC|SMTP|attempt|media\.variants/);
      const photoWork = failedWork.find((w) => w.kind === "photo")!;

      // "Pokušajte ponovo": from the first attempt, the photo processing again; the real handler then makes it.
      const retried = await thrownResponse(post({ intent: "retryWork", id: photoWork.id }));
      expect(retried.headers.get("location")).toBe("/admin?done=retried");
      const job = await getDb()
        .selectFrom("job")
        .selectAll()
        .where("id", "=", photoWork.id)
        .executeTakeFirstOrThrow();
      expect([job.status, job.attempts]).toEqual(["queued", 0]);
      const media = () =>
        getDb().selectFrom("media").select("status").where("id", "=", photo.id).executeTakeFirstOrThrow();
      expect((await media()).status).toBe("processing");
      expect((await dashboard()).failedWork.map((w) => w.kind)).toEqual(["contactReply"]);
      await runBackgroundJobs();
      expect((await media()).status).toBe("ready");
      // Retried already: a second click (another tab) changes nothing.
      const again = await thrownResponse(post({ intent: "retryWork", id: photoWork.id }));
      expect(again.headers.get("location")).toBe("/admin?done=missing");
    });

    it("dismisses failed work for good, and refuses a form that names none", async () => {
      const [reply] = (await dashboard()).failedWork;
      expect(reply?.kind).toBe("contactReply");
      const dismissed = await thrownResponse(post({ intent: "dismissWork", id: reply!.id }));
      expect(dismissed.headers.get("location")).toBe("/admin?done=dismissed");
      expect((await dashboard()).failedWork).toEqual([]);
      expect(await getDb().selectFrom("job").select("id").where("id", "=", reply!.id).execute()).toEqual([]);
      expect(
        (await thrownResponse(post({ intent: "dismissWork", id: reply!.id }))).headers.get("location"),
      ).toBe("/admin?done=missing");
      const refused = (await post({ intent: "explode", id: reply!.id })) as { init: ResponseInit | null };
      expect(refused.init?.status).toBe(400);
      // Both were done by someone, and the activity says so.
      const audit = await getDb()
        .selectFrom("audit_log")
        .select(["action", "entity", "actor"])
        .where("entity", "=", "failedWork")
        .orderBy("created_at")
        .execute();
      expect(audit).toEqual([
        { action: "retry", entity: "failedWork", actor: "owner@zrnce.rs" },
        { action: "dismiss", entity: "failedWork", actor: "owner@zrnce.rs" },
      ]);
    });

    it("names work the owner has no words for calmly, without what it was about", async () => {
      await enqueueJob(getDb(), "stock.count", { issue: 7 }, { maxAttempts: 1 });
      await runDueJobs({
        handlers: {
          "stock.count": async () => {
            throw new Error("boom");
          },
        },
        onError: () => undefined,
      });
      expect((await listFailedWork()).map(({ kind, subject, link }) => ({ kind, subject, link }))).toEqual([
        { kind: "other", subject: null, link: null },
      ]);
    });
  });
}
