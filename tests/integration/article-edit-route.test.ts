import { describe, expect, it } from "vitest";
import type { ArticleReply } from "#app/components/admin/news/reply.ts";
import { getDb } from "#app/db/connection.server.ts";
import { listRecentAudit } from "#app/domain/audit/audit.server.ts";
import { deleteArticle, getArticleForEdit } from "#app/domain/news/article-admin.server.ts";
import { action, loader } from "#app/routes/admin/article-edit.tsx";
import { isoToBelgradeLocal } from "#app/schemas/belgrade-time.ts";
import { adminContext, postForm, replyOf, thrownResponse } from "../support/admin-routes.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";

// The article editor's action as React Router calls it: one function per intent
// (save, preview), each answering with Conform's reply for the form.

const valid: Record<string, string> = {
  intent: "save",
  slug: "",
  category: "recipes",
  author: "",
  publish: "draft",
  publishAt: "",
  coverId: "",
  coverAltSr: "",
  coverAltEn: "",
  "sr.title": "Hleb od heljde",
  "sr.excerpt": "Jednostavan recept.",
  "sr.body": "<p>Heljda i voda.</p>",
  "en.title": "",
  "en.excerpt": "",
  "en.body": "",
};

describe.each(dialects)("the article editor's action on %s", (dialect) => {
  useTestDatabase(dialect);
  const post = async (id: string, fields: Record<string, string>) => {
    return replyOf<ArticleReply>(
      action({
        request: postForm(`/admin/news/${id}`, fields),
        params: { id },
        context: adminContext(),
      } as never),
    );
  };
  /** Saves and returns the new article's id from the redirect. */
  const create = async (fields: Record<string, string>) => {
    const response = await thrownResponse(post("new", { ...valid, ...fields }));
    return /\/admin\/news\/([0-9a-f-]+)\?saved=1$/.exec(response.headers.get("location") ?? "")?.[1] ?? "";
  };
  const count = async () => (await getDb().selectFrom("article").select("id").execute()).length;

  it("keeps what was typed and names each invalid field, saving nothing", async () => {
    const before = await count();
    const { reply, status } = await post("new", {
      ...valid,
      slug: "Ne valja!",
      "sr.title": "",
      "en.title": "Buckwheat bread",
      publish: "schedule",
      publishAt: "",
    });
    expect(status).toBe(400);
    expect(reply.result.status).toBe("error");
    expect(reply.result.error).toEqual({
      slug: ["errors.slug"],
      "sr.title": ["errors.required"],
      publishAt: ["errors.dateRequired"],
    });
    expect(reply.result.initialValue).toMatchObject({
      slug: "Ne valja!",
      publish: "schedule",
      en: { title: "Buckwheat bread" },
      sr: { excerpt: "Jednostavan recept.", body: "<p>Heljda i voda.</p>" },
    });
    expect(await count()).toBe(before);
  });

  it("says beside the field what the domain refused: a taken, a reserved address, a past time", async () => {
    await create({ slug: "zauzeto" });
    const taken = await post("new", { ...valid, slug: "zauzeto", "en.title": "Taken" });
    expect(taken.status).toBe(400);
    expect(taken.reply.result.error).toEqual({ slug: ["errors.addressTaken"] });
    expect(taken.reply.result.initialValue).toMatchObject({ slug: "zauzeto", en: { title: "Taken" } });

    const reserved = await post("new", { ...valid, slug: "new" });
    expect(reserved.reply.result.error).toEqual({ slug: ["errors.addressReserved"] });

    const past = await post("new", {
      ...valid,
      publish: "schedule",
      publishAt: isoToBelgradeLocal(new Date(Date.now() - 3_600_000).toISOString()),
    });
    expect(past.status).toBe(400);
    expect(past.reply.result.error).toEqual({ publishAt: ["errors.dateFuture"] });
  });

  it("answers a save of an article deleted meanwhile with 404 and a message for the whole form", async () => {
    const id = await create({ slug: "obrisan-u-medjuvremenu" });
    await deleteArticle(id, "owner@zrnce.rs");
    const { reply, status } = await post(id, { ...valid, publish: "keep" });
    expect(status).toBe(404);
    expect(reply.result.error).toEqual({ "": ["errors.articleMissing"] });
    expect(await getArticleForEdit(id)).toBeNull();
  });

  it("saves an edit, which the loader then gives back as the form posts it", async () => {
    const id = await create({ slug: "za-izmenu", featured: "on" });
    const page = await loader({ params: { id }, context: adminContext() } as never);
    expect(page.defaultValue).toMatchObject({
      slug: "za-izmenu",
      publish: "keep",
      featured: "on",
      sr: { title: "Hleb od heljde", body: "<p>Heljda i voda.</p>" },
    });
    const response = await thrownResponse(
      post(id, { ...valid, slug: "za-izmenu", publish: "now", "sr.title": "Hleb od heljde, izmenjen" }),
    );
    expect(response.headers.get("location")).toBe(`/admin/news/${id}?saved=1`);
    const saved = await getArticleForEdit(id);
    expect(saved).toMatchObject({
      state: "published",
      featured: false,
      sr: { title: "Hleb od heljde, izmenjen" },
    });
    expect((await listRecentAudit(1))[0]).toMatchObject({
      action: "update",
      entity: "article",
      entityId: id,
    });
    const again = await loader({ params: { id }, context: adminContext() } as never);
    expect(again.version).not.toBe(page.version);
  });

  it("previews an unfinished article, sanitised, keeping what was typed and saving nothing", async () => {
    const before = await count();
    const { reply, status } = await post("new", {
      ...valid,
      intent: "preview",
      "sr.title": "",
      "sr.excerpt": "",
      "sr.body": '<p onclick="x()">Samo tekst.</p><script>alert(1)</script>',
    });
    expect(status).toBe(200);
    expect(reply.preview?.sr.body).toBe("<p>Samo tekst.</p>");
    expect(reply.preview?.sr.reading_minutes).toBe(1);
    expect(reply.result.error).toBeUndefined();
    expect(reply.result.initialValue).toMatchObject({ category: "recipes" });
    expect(await count()).toBe(before);
  });

  it("answers an intent it does not know with 400", async () => {
    await expect(post("new", { ...valid, intent: "explode" })).rejects.toMatchObject({
      init: { status: 400 },
    });
  });
});
