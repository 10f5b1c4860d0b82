import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import type { ArticleReply } from "#app/components/admin/news/reply.ts";
import { getDb } from "#app/db/connection.server.ts";
import { deleteMedia, uploadMedia } from "#app/domain/media/uploads.server.ts";
import {
  deleteArticle,
  getArticleForEdit,
  listAdminArticles,
  saveArticle,
  setArticleStatus,
} from "#app/domain/news/article-admin.server.ts";
import { getPublishedArticle, listPublishedArticles } from "#app/domain/news/articles.server.ts";
import { action as editAction } from "#app/routes/admin/article-edit.tsx";
import { action as listAction, loader as listLoader } from "#app/routes/admin/news.tsx";
import { articleFormSchema } from "#app/schemas/article-form.ts";
import { belgradeLocalToIso, isoToBelgradeLocal } from "#app/schemas/belgrade-time.ts";
import {
  adminContext as context,
  origin,
  postForm as post,
  thrownResponse as thrown,
} from "../support/admin-routes.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";

/** Who the audit log says made the changes. */
const actor = "owner@zrnce.rs";

const base: Record<string, string> = {
  slug: "",
  category: "recipes",
  publish: "draft",
  "sr.title": "Hleb od heljde bez kvasca",
  "sr.excerpt": "Jednostavan recept.",
  "sr.body":
    '<h2>Sastojci</h2><p>Heljda i <a href="https://example.com" onclick="x()">voda</a>.</p><script>alert(1)</script>',
  "en.title": "",
  "en.excerpt": "",
  "en.body": "",
};
/** The form as the editor posts it, read as its action reads it. */
const values = (extra: Record<string, string> = {}) => {
  const submission = parseSubmission(new URLSearchParams({ ...base, ...extra }), articleFormSchema);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value;
};
const localIn = (ms: number) => isoToBelgradeLocal(new Date(Date.now() + ms).toISOString());

describe("Belgrade wall clock", () => {
  it("converts in winter and summer and back", () => {
    expect(belgradeLocalToIso("2026-01-15T09:30")).toBe("2026-01-15T08:30:00.000Z");
    expect(belgradeLocalToIso("2026-07-15T09:30")).toBe("2026-07-15T07:30:00.000Z");
    expect(isoToBelgradeLocal("2026-07-15T07:30:00.000Z")).toBe("2026-07-15T09:30");
    expect(belgradeLocalToIso("sutra")).toBeNull();
  });
});

describe.each(dialects)("news admin on %s", (dialect) => {
  useTestDatabase(dialect);

  it("saves a draft with a slug from the Serbian title and a sanitised body, hidden from visitors", async () => {
    const result = await saveArticle(null, values(), actor);
    expect(result).toMatchObject({ ok: true, slug: "hleb-od-heljde-bez-kvasca" });
    if (!result.ok) return;
    const saved = await getArticleForEdit(result.id);
    expect(saved?.state).toBe("draft");
    expect(saved?.sr.body).not.toContain("script");
    expect(saved?.sr.body).not.toContain("onclick");
    expect(saved?.sr.body).toContain("<h2>Sastojci</h2>");
    expect(saved?.sr.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(await getPublishedArticle({ slug: "hleb-od-heljde-bez-kvasca", locale: "sr" })).toBeNull();
    const again = await saveArticle(null, values(), actor);
    expect(again).toMatchObject({ ok: true, slug: "hleb-od-heljde-bez-kvasca-2" });
    expect(await saveArticle(null, values({ slug: "hleb-od-heljde-bez-kvasca" }), actor)).toEqual({
      ok: false,
      errors: { slug: "errors.addressTaken" },
    });
  });

  it("schedules for a future time, which visitors see only once it has come", async () => {
    const future = await saveArticle(
      null,
      values({ slug: "zakazano", publish: "schedule", publishAt: localIn(86_400_000) }),
      actor,
    );
    expect(future.ok).toBe(true);
    if (!future.ok) return;
    expect((await getArticleForEdit(future.id))?.state).toBe("scheduled");
    expect(await getPublishedArticle({ slug: "zakazano", locale: "en" })).toBeNull();
    expect(
      (await listAdminArticles({ q: "", category: "all", status: "scheduled", page: 1 })).articles.map(
        (a) => a.slug,
      ),
    ).toEqual(["zakazano"]);
    // The moment passes (moved into the past directly, as time would).
    await getDb()
      .updateTable("article")
      .set({ published_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", future.id)
      .execute();
    expect((await getPublishedArticle({ slug: "zakazano", locale: "sr" }))?.title).toBe(
      "Hleb od heljde bez kvasca",
    );
    expect(
      await saveArticle(
        future.id,
        values({ slug: "zakazano", publish: "schedule", publishAt: localIn(-3_600_000) }),
        actor,
      ),
    ).toEqual({ ok: false, errors: { publishAt: "errors.dateFuture" } });
  });

  it("publishes now with English, cover and alt text; both languages show at the next request", async () => {
    const cover = await uploadMedia({
      actor,
      name: "heljda.png",
      bytes: await sharp({ create: { width: 80, height: 60, channels: 3, background: "#963" } })
        .png()
        .toBuffer(),
    });
    const result = await saveArticle(
      null,
      values({
        slug: "heljda-sada",
        publish: "now",
        featured: "on",
        coverId: cover.id,
        coverAltSr: "Zrna heljde",
        coverAltEn: "Buckwheat grains",
        "en.title": "Buckwheat bread without yeast",
        "en.excerpt": "A simple recipe.",
        "en.body": "<p>Buckwheat and water.</p>",
      }),
      actor,
    );
    expect(result.ok).toBe(true);
    const en = await getPublishedArticle({ slug: "heljda-sada", locale: "en" });
    expect(en?.title).toBe("Buckwheat bread without yeast");
    expect(en?.cover?.alt).toBe("Buckwheat grains");
    const listed = await listPublishedArticles({ locale: "sr" });
    expect(listed.some((a) => a.slug === "heljda-sada")).toBe(true);
    expect(await deleteMedia(cover.id, actor)).toBe("in-use");
  });

  it("refuses a save whose cover vanished, leaving no partial rows", async () => {
    const gone = await uploadMedia({
      actor,
      name: "nestaje.png",
      bytes: await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
        .png()
        .toBuffer(),
    });
    await deleteMedia(gone.id, actor);
    const before = await getDb().selectFrom("article").select("id").execute();
    const beforeT = await getDb().selectFrom("article_translation").select("article_id").execute();
    expect(await saveArticle(null, values({ slug: "bez-slike", coverId: gone.id }), actor)).toEqual({
      ok: false,
      errors: { coverId: "errors.imageMissing" },
    });
    expect(await getDb().selectFrom("article").select("id").execute()).toHaveLength(before.length);
    expect(await getDb().selectFrom("article_translation").select("article_id").execute()).toHaveLength(
      beforeT.length,
    );
  });

  it("editor action: keeps typed values on errors, previews sanitised, saves with an audit entry", async () => {
    const bad = (await editAction({
      request: post("/admin/news/new", {
        ...base,
        "sr.title": "",
        "en.title": "Kept",
        publish: "schedule",
        publishAt: "",
      }),
      params: { id: "new" },
      context: context(),
    } as never)) as unknown as { data: ArticleReply; init: ResponseInit };
    expect(bad.init.status).toBe(400);
    expect(bad.data.result.error).toMatchObject({
      "sr.title": ["errors.required"],
      publishAt: ["errors.dateRequired"],
    });
    expect(bad.data.result.initialValue).toMatchObject({ en: { title: "Kept" } });

    const preview = (await editAction({
      request: post("/admin/news/new", { ...base, intent: "preview" }),
      params: { id: "new" },
      context: context(),
    } as never)) as unknown as { data: ArticleReply };
    expect(preview.data.preview?.sr.body).not.toContain("<script");
    expect(preview.data.preview?.sr.reading_minutes).toBe(1);
    expect(await getDb().selectFrom("article").select("id").where("slug", "=", "pregled").execute()).toEqual(
      [],
    );

    const saved = await thrown(
      editAction({
        request: post("/admin/news/new", { ...base, slug: "iz-forme", publish: "now" }),
        params: { id: "new" },
        context: context(),
      } as never),
    );
    const id = /\/admin\/news\/([0-9a-f-]+)\?saved=1$/.exec(saved.headers.get("location") ?? "")?.[1];
    expect(id).toBeDefined();
    const audit = await getDb().selectFrom("audit_log").selectAll().where("entity_id", "=", id!).execute();
    expect(audit.map((a) => [a.action, a.entity, a.actor])).toEqual([
      ["create", "article", "editor@zrnce.rs"],
    ]);
  });

  it("list: filters, unpublishes, publishes and deletes, each audited", async () => {
    const page = await listLoader({
      request: new Request(`${origin}/admin/news?q=IZ-FORME&status=published`),
      context: context(),
    } as never);
    expect(page.articles.map((a) => a.slug)).toEqual(["iz-forme"]);
    expect(page.articles[0]?.missingEnglish).toBe(true);
    const id = page.articles[0]!.id;
    await thrown(
      listAction({ request: post("/admin/news", { intent: "unpublish", id }), context: context() } as never),
    );
    expect(await getPublishedArticle({ slug: "iz-forme", locale: "sr" })).toBeNull();
    await thrown(
      listAction({ request: post("/admin/news", { intent: "publish", id }), context: context() } as never),
    );
    expect(await getPublishedArticle({ slug: "iz-forme", locale: "sr" })).not.toBeNull();
    const del = await thrown(
      listAction({
        request: post("/admin/news.data?status=all", { intent: "delete", id }),
        context: context(),
      } as never),
    );
    expect(del.headers.get("location")).toBe("/admin/news?status=all&done=deleted");
    expect(await getArticleForEdit(id)).toBeNull();
    const actions = await getDb()
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("entity_id", "=", id)
      .execute();
    // The list's delete moves the article to the trash (issue 21).
    expect(actions.map((a) => a.action).sort()).toEqual(["create", "publish", "trash", "unpublish"]);
    expect(actions.filter((a) => a.action !== "create").map((a) => a.detail)).toEqual([null, null, null]);
    expect(await deleteArticle(id, actor)).toBe(false);
    expect(await setArticleStatus(id, "published", actor)).toBe(false);
  });
});
