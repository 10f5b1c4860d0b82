import { describe, expect, it } from "vitest";
import { settingsFieldSpecs } from "#app/components/admin/history/field-specs.ts";
import { requestInfoContext } from "#app/context.server.ts";
import { getDb } from "#app/db/connection.server.ts";
import { listRevisions } from "#app/domain/content/revisions.server.ts";
import { getSettings, getSettingsVersion } from "#app/domain/settings/settings.server.ts";
import {
  deletePost,
  getPost,
  savePosts,
  setPostStatus,
  updatePostBody,
} from "#app/domain/social/posts.server.ts";
import { getI18n } from "#app/i18n/translate.ts";
import { action as historyAction, loader as historyLoader } from "#app/routes/admin/history.tsx";
import { action as settingsAction } from "#app/routes/admin/settings.tsx";
import { action as overviewAction } from "#app/routes/admin/social-media-content.tsx";
import { compareValues } from "#app/schemas/revision-compare.ts";
import { adminContext, origin, postForm, replyOf, thrownResponse } from "../support/admin-routes.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";
import { validSettingsForm } from "../support/settings-form.ts";

// "Istorija izmena" of the site settings and of a social post (issue 21, point
// 4): every save keeps a revision, seen beside the current version under the
// editor's labels in both languages, and restored through the history screen.

const actor = "owner@zrnce.rs";

function args(request: Request, params: Record<string, string> = {}) {
  const context = adminContext({ userId: "u1", email: actor });
  context.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp: "127.0.0.1" });
  return { request, context, params, unstable_pattern: "" } as never;
}

type HistoryData = {
  title: string;
  version: number;
  current: Record<string, unknown>;
  revisions: { id: string; actor: string | null }[];
  selected: { id: string; values: Record<string, unknown> } | null;
  platform?: string;
  locked?: string;
};

const history = async (kind: string, id: string, revision?: string) =>
  (await historyLoader(
    args(new Request(`${origin}/admin/history/${kind}/${id}${revision ? `?r=${revision}` : ""}`), {
      kind,
      id,
    }),
  )) as HistoryData;

const restore = (kind: string, id: string, fields: Record<string, string>) =>
  historyAction(
    args(postForm(`/admin/history/${kind}/${id}`, { intent: "restore", ...fields }), { kind, id }),
  );

const labelsOf = (locale: "sr" | "en", selected: Record<string, unknown>, current: Record<string, unknown>) =>
  compareValues(
    settingsFieldSpecs(getI18n(locale).getFixedT(locale, "admin") as never, locale),
    selected,
    current,
  )
    .filter((row) => row.changed)
    .map((row) => [
      row.label,
      "text" in row.selected ? row.selected.text : "",
      "text" in row.current ? row.current.text : "",
    ]);

/** A draft post about a topic, as the writer saves it. */
async function newPost(platform: "instagram" | "facebook", locale: "sr" | "en", topic: string, body: string) {
  const [id] = await savePosts({
    drafts: [{ platform, locale, variant: 1, body }],
    sourceType: "topic",
    sourceId: null,
    sourceTitle: {},
    topic,
    tone: "friendly",
    linkUrl: {},
    writer: "builtin",
    actor,
  });
  return id as string;
}

for (const dialect of dialects) {
  describe(`settings and post history on ${dialect}`, () => {
    useTestDatabase(dialect);

    it("keeps a revision of every settings save, compares it under the screen's labels and restores it", async () => {
      const save = async (fields: Record<string, string>) =>
        replyOf<{ ok: boolean }>(
          settingsAction(
            args(postForm("/admin/settings", { intent: "settings", ...validSettingsForm, ...fields })),
          ),
        );
      expect((await save({ phone: "+381 21 555 0101" })).reply.ok).toBe(true);
      expect(
        (
          await save({
            phone: "+381 21 555 0202",
            "workingHours.saturday.closed": "1",
            "overlay.navigationSeconds": "1,5",
          })
        ).reply.ok,
      ).toBe(true);

      // The defaults before the first save, then each save, newest first.
      const seen = await history("settings", "site");
      expect(seen.revisions.map((r) => r.actor)).toEqual([actor, actor, null]);
      expect(seen.current).toMatchObject({ phone: "+381 21 555 0202" });
      // Beside the current settings by default: the save before.
      expect(seen.selected?.id).toBe(seen.revisions[1]!.id);
      expect(labelsOf("sr", seen.selected!.values, seen.current)).toEqual([
        ["Telefon", "+381 21 555 0101", "+381 21 555 0202"],
        ["Radno vreme › Subota", "9:00–14:00", "Zatvoreno"],
        ["Pri prelasku na drugu stranicu (sekunde)", "0,8", "1,5"],
      ]);
      expect(labelsOf("en", seen.selected!.values, seen.current).map(([label]) => label)).toEqual([
        "Phone",
        "Working hours › Saturday",
        "On moving to another page (seconds)",
      ]);

      // Restored through the history screen: a new save, audited as a restore, the site shows it.
      const done = await thrownResponse(
        restore("settings", "site", { revision: seen.revisions[1]!.id, version: String(seen.version) }),
      );
      expect(done.headers.get("location")).toBe("/admin/history/settings/site?done=restored");
      const settings = await getSettings();
      expect([settings.phone, settings.workingHours.saturday, settings.overlay.navigationMs]).toEqual([
        "+381 21 555 0101",
        { open: "9:00", close: "14:00" },
        800,
      ]);
      expect(await listRevisions("settings", "site")).toHaveLength(4);
      const audit = await getDb()
        .selectFrom("audit_log")
        .select(["action", "actor"])
        .where("entity", "=", "settings")
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow();
      expect(audit).toEqual({ action: "restore", actor });

      // A screen loaded before that restore is stale: nothing written, the same revision beside the newer settings.
      const stale = await thrownResponse(
        restore("settings", "site", { revision: seen.revisions[2]!.id, version: String(seen.version) }),
      );
      expect(stale.headers.get("location")).toBe(
        `/admin/history/settings/site?r=${seen.revisions[2]!.id}&done=stale`,
      );
      expect((await getSettings()).phone).toBe("+381 21 555 0101");
      expect(await getSettingsVersion()).toBe(seen.version + 1);
      // There is one settings record.
      await expect(history("settings", "other")).rejects.toMatchObject({ init: { status: 404 } });
    });

    it("keeps a revision of every edit of a post's text and restores one; a published post is only viewed", async () => {
      const id = await newPost("instagram", "sr", "Heljda", "Prvi tekst o heljdi.");
      const edit = (body: string) =>
        thrownResponse(
          overviewAction(
            args(
              postForm(`/admin/social-media-content?view=list&edit=${id}`, { intent: "edit", id: id, body }),
            ),
          ),
        );
      await edit("Drugi tekst o heljdi.");
      await edit("Treći tekst o heljdi.");

      const seen = await history("socialPost", id);
      expect([seen.title, seen.platform, seen.locked]).toEqual(["Heljda", "instagram", undefined]);
      expect(seen.revisions.map((r) => r.actor)).toEqual([actor, actor, null]);
      expect(seen.current).toEqual({ body: "Treći tekst o heljdi." });
      expect(seen.selected?.values).toEqual({ body: "Drugi tekst o heljdi." });

      const original = seen.revisions[2]!.id;
      const done = await thrownResponse(
        restore("socialPost", id, { revision: original, version: String(seen.version) }),
      );
      expect(done.headers.get("location")).toBe(`/admin/history/socialPost/${id}?done=restored`);
      expect((await getPost(id))?.body).toBe("Prvi tekst o heljdi.");
      expect(await listRevisions("socialPost", id)).toHaveLength(4);

      // Published, it stays as it went out: the history shows it, a restore is refused.
      await setPostStatus(id, "approved", undefined, actor);
      await setPostStatus(id, "published", undefined, actor);
      const published = await history("socialPost", id);
      expect(published.locked).toBe("published");
      const { reply, status } = await replyOf<{ error: string }>(
        restore("socialPost", id, { revision: seen.revisions[0]!.id }),
      );
      expect([status, reply.error]).toEqual([409, "refused"]);
      expect((await getPost(id))?.body).toBe("Prvi tekst o heljdi.");

      // Deleted, its history goes with it.
      expect(await deletePost(id, actor)).toBe(true);
      expect(await listRevisions("socialPost", id)).toEqual([]);
      await expect(history("socialPost", id)).rejects.toMatchObject({ init: { status: 404 } });
    });

    it("keeps the text a post had before its first edit, when edited directly", async () => {
      const id = await newPost("facebook", "en", "Buckwheat", "Buckwheat, first.");
      const post = await getPost(id);
      expect((await updatePostBody(id, "Buckwheat, second.", actor, post!.version)).ok).toBe(true);
      expect((await updatePostBody(id, "Buckwheat, third.", actor, post!.version)).ok).toBe(false);
      const revisions = await history("socialPost", id);
      expect(revisions.revisions).toHaveLength(2);
      expect(revisions.selected?.values).toEqual({ body: "Buckwheat, first." });
    });
  });
}
