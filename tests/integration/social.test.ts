import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessionContext, requestInfoContext } from "#app/context.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { demoArticles } from "#app/demo/articles.ts";
import { demoProducts } from "#app/demo/products.ts";
import { insertArticle, insertProduct } from "#app/demo/seed.server.ts";
import { listRecentAudit } from "#app/domain/audit/audit.server.ts";
import { getDashboardCounts } from "#app/domain/dashboard/counts.server.ts";
import {
  generateDrafts,
  generationLimit,
  hitGenerationLimit,
  prepareGeneration,
} from "#app/domain/social/generate.server.ts";
import {
  deletePost,
  duplicatePost,
  getPost,
  listPostSourcesUsed,
  listPosts,
  listPostsInMonth,
  savePosts,
  setPostStatus,
  updatePostBody,
} from "#app/domain/social/posts.server.ts";
import {
  getArticleSource,
  getProductSource,
  getSourceImages,
  listPostSources,
} from "#app/domain/social/sources.server.ts";
import { action as createAction, loader as createLoader } from "#app/routes/admin/social-media.tsx";
import {
  action as overviewAction,
  loader as overviewLoader,
} from "#app/routes/admin/social-media-content.tsx";
import { action as streamAction } from "#app/routes/admin/social-media-generate.ts";
import { belgradeLocalToIso, isoToBelgradeLocal } from "#app/schemas/belgrade-time.ts";
import { checkLimits } from "#app/schemas/social.ts";
import type { GenerateForm } from "#app/schemas/social-form.ts";
import { origin, thrownResponse } from "../support/admin-routes.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";

/** Who the audit log says made the changes. */
const actor = "owner@zrnce.rs";

function routeArgs(url: string, init?: RequestInit, userId = "admin-1") {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "test", nonce: "n", locale: "sr", clientIp: "127.0.0.1" });
  context.set(adminSessionContext, {
    userId,
    email: "owner@zrnce.rs",
    sessionId: "s1",
    role: "owner",
    name: "Admin",
  });
  return {
    request: new Request(`${origin}${url}`, { ...init, headers: { origin, ...(init?.headers ?? {}) } }),
    context,
    params: {},
    unstable_pattern: "",
  } as any;
}

function formOf(values: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values))
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  return form;
}

const form = (over: Partial<GenerateForm> = {}): GenerateForm => ({
  sourceType: "product",
  productId: "heljdino-brasno",
  articleId: "",
  topic: "",
  topicEn: "",
  topicKind: "event",
  platforms: ["instagram", "x"],
  language: "both",
  tone: "warm",
  length: "medium",
  hashtags: true,
  cta: "page",
  variants: 2,
  ...over,
});

describe.each(dialects)("social posts on %s", (dialect) => {
  let database: Database;
  let articleId = "";
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    for (const product of demoProducts.slice(1)) await insertProduct(product);
    // One product with its picture, to see the image travel to the preview.
    await insertProduct(demoProducts[0]!, { image: true });
    for (const article of demoArticles) {
      const id = await insertArticle(article);
      if (article.slug === demoArticles[0]!.slug) articleId = id;
    }
  });
  afterAll(async () => {
    await database.close();
  });

  it("lists every product and article for the writer's pickers, by name in the admin's language", async () => {
    const sr = await listPostSources("sr");
    expect(sr.products).toHaveLength(28);
    expect(sr.articles).toHaveLength(14);
    expect(sr.products.map((p) => p.label)).toContain("Heljdino brašno");
    const en = await listPostSources("en");
    expect(en.products.map((p) => p.label)).toContain("Buckwheat Flour");
    const labels = en.products.map((p) => p.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("reads a product's and an article's facts and pictures", async () => {
    const product = await getProductSource("namaz-od-lesnika-i-rogaca");
    expect(product?.facts).toMatchObject({
      kind: "product",
      categories: ["glutenFree", "sugarFree", "vegan"],
      weightGrams: 250,
      isBestseller: true,
      name: { sr: "Namaz od lešnika i rogača", en: "Hazelnut & Carob Spread" },
    });
    expect(product?.image).toBeNull();
    const withImage = await getProductSource("heljdino-brasno", "en");
    expect(withImage?.image?.alt).toContain("Buckwheat Flour");
    const article = await getArticleSource(articleId);
    expect(article?.facts.title.sr).toBe(demoArticles[0]!.sr.title);
    expect(article?.facts.readingMinutes.sr).toBeGreaterThan(0);
    expect(await getProductSource("nema-ga")).toBeNull();
    expect(await getArticleSource("00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("generates one draft per platform, language and variant from the product's data", async () => {
    const prepared = await prepareGeneration(form(), origin);
    expect(prepared).not.toBeNull();
    const { drafts, fallback } = await generateDrafts(prepared!, { ai: null });
    expect(fallback).toBe(false);
    expect(drafts.map((d) => d.key)).toEqual([
      "instagram-sr-1",
      "instagram-sr-2",
      "x-sr-1",
      "x-sr-2",
      "instagram-en-1",
      "instagram-en-2",
      "x-en-1",
      "x-en-2",
    ]);
    for (const d of drafts) {
      expect(d.writer).toBe("builtin");
      expect(checkLimits(d.text, d.platform).ok).toBe(true);
      expect(d.text).toContain(d.locale === "en" ? "Buckwheat Flour" : "Heljdino brašno");
      expect(d.text).toContain(
        d.locale === "en"
          ? `${origin}/proizvod/heljdino-brasno?lng=en`
          : `${origin}/proizvod/heljdino-brasno`,
      );
    }
    expect(drafts[0]!.text).not.toBe(drafts[1]!.text);
    const shop = await prepareGeneration(form({ cta: "shop", language: "sr" }), origin);
    const shopDrafts = await generateDrafts(shop!, { ai: null });
    expect(shopDrafts.drafts[0]!.text).toContain("https://www.zdravakorpa.rs/");
    const article = await prepareGeneration(
      form({ sourceType: "article", articleId, language: "en" }),
      origin,
    );
    const articleDrafts = await generateDrafts(article!, { ai: null });
    expect(articleDrafts.drafts[0]!.text).toContain(demoArticles[0]!.en.title);
    expect(articleDrafts.drafts[0]!.text).toContain(`/novosti/${demoArticles[0]!.slug}?lng=en`);
    expect(await prepareGeneration(form({ productId: "nema-ga" }), origin)).toBeNull();
  });

  let ids: string[] = [];
  it("saves drafts as a group, lists, filters and searches them, and counts drafts on the dashboard", async () => {
    const before = (await getDashboardCounts()).socialDrafts;
    ids = await savePosts({
      actor,
      drafts: [
        {
          platform: "instagram",
          locale: "sr",
          variant: 1,
          body: "Heljdino brašno sa kamenog mlina, bez dodatog šećera.",
        },
        { platform: "x", locale: "en", variant: 1, body: "Buckwheat flour, stone-milled." },
        { platform: "facebook", locale: "sr", variant: 2, body: "Druga varijanta za Facebook." },
      ],
      sourceType: "product",
      sourceId: "heljdino-brasno",
      sourceTitle: { sr: "Heljdino brašno", en: "Buckwheat Flour" },
      topic: null,
      tone: "warm",
      linkUrl: { sr: `${origin}/proizvod/heljdino-brasno`, en: null },
      writer: "builtin",
    });
    expect(ids).toHaveLength(3);
    await savePosts({
      actor,
      drafts: [
        { platform: "linkedin", locale: "sr", variant: 1, body: "Zimnica bez šećera, tema za jesen." },
      ],
      sourceType: "topic",
      sourceId: null,
      sourceTitle: { sr: "Zimnica" },
      topic: "Zimnica",
      tone: "professional",
      linkUrl: {},
      writer: "builtin",
    });
    expect((await getDashboardCounts()).socialDrafts).toBe(before + 4);
    const all = await listPosts({});
    expect(all.total).toBe(4);
    const first = all.posts.find((p) => p.id === ids[0]);
    expect(first).toMatchObject({
      status: "draft",
      sourceTitle: "Heljdino brašno",
      variant: 1,
      groupId: expect.any(String),
    });
    expect(all.posts.find((p) => p.id === ids[1])?.sourceTitle).toBe("Buckwheat Flour");
    expect((await listPosts({ platform: "x" })).posts.map((p) => p.id)).toEqual([ids[1]]);
    expect((await listPosts({ locale: "en" })).total).toBe(1);
    expect((await listPosts({ source: "product:heljdino-brasno" })).total).toBe(3);
    expect((await listPosts({ source: "topic" })).total).toBe(1);
    // Search folds diacritics and scripts, as everywhere on the site.
    expect((await listPosts({ query: "secera" })).total).toBe(2);
    expect((await listPosts({ query: "šećera mlina" })).posts.map((p) => p.id)).toEqual([ids[0]]);
    // The English post is found by its body, not by the Serbian title.
    expect((await listPosts({ query: "heljdino" })).total).toBe(2);
    expect((await listPosts({ query: "nepostojece" })).total).toBe(0);
    expect(await listPostSourcesUsed()).toEqual([
      { value: "product:heljdino-brasno", label: expect.any(String) },
    ]);
    const images = await getSourceImages(all.posts, "sr");
    expect(images["product:heljdino-brasno"]?.alt).toContain("Heljdino brašno");
  });

  it("moves a post along draft → approved → scheduled → published, and only forward or back to draft", async () => {
    const id = ids[0]!;
    expect(await setPostStatus(id, "scheduled", "2026-12-01T10:00", actor)).toEqual({
      ok: false,
      reason: "transition",
    });
    expect(await setPostStatus(id, "published", undefined, actor)).toEqual({
      ok: false,
      reason: "transition",
    });
    const approved = await setPostStatus(id, "approved", undefined, actor);
    expect(approved).toMatchObject({ ok: true, from: "draft" });
    expect(await setPostStatus(id, "scheduled", undefined, actor)).toEqual({
      ok: false,
      reason: "scheduledAt",
    });
    const scheduled = await setPostStatus(id, "scheduled", "2026-12-01T10:00", actor);
    expect(scheduled.ok && scheduled.post.scheduledAt).toBe("2026-12-01T09:00:00.000Z");
    const summer = await setPostStatus(id, "scheduled", "2026-07-01T10:00", actor);
    expect(summer.ok && summer.post.scheduledAt).toBe("2026-07-01T08:00:00.000Z");
    await setPostStatus(id, "scheduled", "2026-12-01T10:00", actor);
    const december = await listPostsInMonth("2026-12", {});
    expect(december.posts.map((p) => p.id)).toEqual([id]);
    expect(december.undated).toBe(3);
    expect((await listPostsInMonth("2026-11", {})).posts).toEqual([]);
    expect((await listPostsInMonth("2026-12", { platform: "x" })).posts).toEqual([]);
    expect(await updatePostBody(id, "Izmenjen tekst pre objave.", actor)).toMatchObject({ ok: true });
    const published = await setPostStatus(id, "published", undefined, actor);
    expect(published).toMatchObject({
      ok: true,
      from: "scheduled",
      post: { scheduledAt: "2026-12-01T09:00:00.000Z" },
    });
    expect(await setPostStatus(id, "draft", undefined, actor)).toEqual({ ok: false, reason: "transition" });
    expect(await updatePostBody(id, "Posle objave", actor)).toEqual({ ok: false, reason: "published" });
    expect((await getPost(id))?.body).toBe("Izmenjen tekst pre objave.");
    expect(await setPostStatus("00000000-0000-4000-8000-000000000000", "approved", undefined, actor)).toEqual(
      {
        ok: false,
        reason: "notFound",
      },
    );
    // Back to draft clears the date.
    await setPostStatus(ids[2]!, "approved", undefined, actor);
    await setPostStatus(ids[2]!, "scheduled", "2026-12-05T18:30", actor);
    const back = await setPostStatus(ids[2]!, "draft", undefined, actor);
    expect(back.ok && back.post.scheduledAt).toBeNull();
  });

  it("duplicates a post as a new draft and deletes a post", async () => {
    const copy = await duplicatePost(ids[0]!, actor);
    expect(copy).toMatchObject({ status: "draft", scheduledAt: null, body: "Izmenjen tekst pre objave." });
    expect(copy?.id).not.toBe(ids[0]);
    expect(await deletePost(copy!.id, actor)).toBe(true);
    expect(await deletePost(copy!.id, actor)).toBe(false);
    expect(await getPost(copy!.id)).toBeNull();
    expect(await duplicatePost("00000000-0000-4000-8000-000000000000", actor)).toBeNull();
  });

  it("converts between Belgrade wall-clock time and UTC both ways", () => {
    expect(belgradeLocalToIso("2026-03-29T03:30")).toBe("2026-03-29T01:30:00.000Z");
    expect(isoToBelgradeLocal("2026-12-01T09:00:00.000Z")).toBe("2026-12-01T10:00");
    expect(isoToBelgradeLocal("2026-07-01T08:00:00.000Z")).toBe("2026-07-01T10:00");
  });

  it("limits generation per admin", async () => {
    const now = new Date("2026-11-21T12:00:00.000Z");
    for (let i = 0; i < generationLimit.max; i += 1)
      expect((await hitGenerationLimit("limit-test", now)).allowed).toBe(true);
    const over = await hitGenerationLimit("limit-test", now);
    expect(over.allowed).toBe(false);
    expect(over.retryAfter).toBeGreaterThan(0);
    expect((await hitGenerationLimit("another-admin", now)).allowed).toBe(true);
  });

  describe("the route actions", () => {
    const generateForm = {
      sourceType: "product",
      productId: "krekeri-sa-susamom-i-ruzmarinom",
      platforms: ["facebook", "linkedin"],
      language: "sr",
      tone: "informative",
      length: "short",
      hashtags: "1",
      cta: "page",
      variants: "1",
    };

    it("loads the pickers and the active writer", async () => {
      const data = await createLoader(routeArgs("/admin/social-media?product=heljdino-brasno"));
      expect(data.sources.products).toHaveLength(28);
      expect(data.writer).toEqual({ kind: "builtin" });
      expect(data.preset.productId).toBe("heljdino-brasno");
    });

    it("generates without JavaScript, reports invalid fields, and saves with an audit entry", async () => {
      const invalid = (await createAction(
        routeArgs("/admin/social-media", {
          method: "POST",
          body: formOf({
            intent: "generate",
            sourceType: "topic",
            topic: "a",
            language: "sr",
            tone: "warm",
            length: "short",
          }),
        }),
      )) as any;
      expect(invalid.init.status).toBe(400);
      expect(invalid.data.result.error).toMatchObject({
        topic: ["errors.topic"],
        platforms: ["errors.platforms"],
      });
      expect(invalid.data.result.initialValue.topic).toBe("a");

      const generated = (await createAction(
        routeArgs("/admin/social-media", {
          method: "POST",
          body: formOf({ intent: "generate", ...generateForm }),
        }),
      )) as any;
      expect(generated.data.intent).toBe("generate");
      expect(generated.data.generated.drafts).toHaveLength(2);

      const redirect = await thrownResponse(
        createAction(
          routeArgs("/admin/social-media", {
            method: "POST",
            body: formOf({
              intent: "save",
              writer: "builtin",
              ...generateForm,
              "drafts[0].platform": "facebook",
              "drafts[0].locale": "sr",
              "drafts[0].variant": "1",
              "drafts[0].body": "Uređen tekst za Facebook.",
              "drafts[1].platform": "linkedin",
              "drafts[1].locale": "sr",
              "drafts[1].variant": "1",
              "drafts[1].body": generated.data.generated.drafts[1].text,
            }),
          }),
        ),
      );
      expect(redirect.headers.get("location")).toBe("/admin/social-media-content?saved=2");
      const saved = await listPosts({ source: "product:krekeri-sa-susamom-i-ruzmarinom" });
      expect(saved.posts.map((p) => p.body)).toContain("Uređen tekst za Facebook.");
      expect(saved.posts[0]?.linkUrl).toBe(`${origin}/proizvod/krekeri-sa-susamom-i-ruzmarinom`);
      const audit = await listRecentAudit(1);
      expect(audit[0]).toMatchObject({ action: "create", entity: "socialPost", actor: "owner@zrnce.rs" });
    });

    it("streams the drafts as JSON lines", async () => {
      const response = (await streamAction(
        routeArgs("/admin/social-media/generate", { method: "POST", body: formOf(generateForm) }),
      )) as Response;
      expect(response.headers.get("content-type")).toContain("application/x-ndjson");
      expect(response.headers.get("cache-control")).toContain("no-transform");
      const events = (await response.text())
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l));
      expect(events[0]).toMatchObject({ type: "start", writer: "builtin" });
      expect(events.filter((e) => e.type === "final")).toHaveLength(2);
      expect(events.at(-1)).toEqual({ type: "done" });
      const bad = (await streamAction(
        routeArgs("/admin/social-media/generate", {
          method: "POST",
          body: formOf({ ...generateForm, platforms: [] }),
        }),
      )) as Response;
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        error: "invalid",
        result: { error: { platforms: ["errors.platforms"] } },
      });
      const missing = (await streamAction(
        routeArgs("/admin/social-media/generate", {
          method: "POST",
          body: formOf({ ...generateForm, productId: "nema-ga" }),
        }),
      )) as Response;
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({
        error: "notFound",
        result: { error: { productId: ["errors.productMissing"] } },
      });
    });

    it("answers 429 once an admin has generated too much", async () => {
      const now = new Date();
      for (let i = 0; i < generationLimit.max; i += 1) await hitGenerationLimit("busy-admin", now);
      const response = (await streamAction(
        routeArgs(
          "/admin/social-media/generate",
          { method: "POST", body: formOf(generateForm) },
          "busy-admin",
        ),
      )) as Response;
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("edits, approves, schedules, publishes, duplicates and deletes through the overview, each in the audit log", async () => {
      const [id] = await savePosts({
        actor,
        drafts: [{ platform: "instagram", locale: "en", variant: 1, body: "Route test post." }],
        sourceType: "article",
        sourceId: articleId,
        sourceTitle: { en: "An article" },
        topic: null,
        tone: "warm",
        linkUrl: {},
        writer: "builtin",
      });
      const post = (intent: string, extra: Record<string, string> = {}) =>
        overviewAction(
          routeArgs("/admin/social-media-content?view=list&edit=x", {
            method: "POST",
            body: formOf({ intent, id: id!, ...extra }),
          }),
        );
      const empty = (await post("edit", { body: "  " })) as any;
      expect(empty.init.status).toBe(400);
      expect(empty.data.result.error.body).toEqual(["errors.postBody"]);
      const edited = await thrownResponse(post("edit", { body: "Edited by the owner." }));
      expect(edited.headers.get("location")).toBe(`/admin/social-media-content?view=list&done=edit&id=${id}`);
      // Marked as published with its address (issue 25, point 9), and only from where it may be.
      const early = (await post("publish", { url: "https://www.instagram.com/p/zrnce1/" })) as any;
      expect(early.init.status).toBe(409);
      await thrownResponse(post("approve"));
      const noDate = (await post("schedule", { scheduledAt: "" })) as any;
      expect(noDate.init.status).toBe(400);
      await thrownResponse(post("schedule", { scheduledAt: "2026-12-24T09:15" }));
      expect((await getPost(id!))?.scheduledAt).toBe("2026-12-24T08:15:00.000Z");
      await thrownResponse(post("publish", { url: "https://www.instagram.com/p/zrnce1/" }));
      expect((await getPost(id!))?.publishedUrl).toBe("https://www.instagram.com/p/zrnce1/");
      const audit = await listRecentAudit(4);
      expect(audit.map((a) => a.action)).toEqual(["update", "update", "update", "update"]);
      expect(audit.every((a) => a.entity === "socialPost" && a.entityId === id)).toBe(true);
      const copy = await thrownResponse(post("duplicate"));
      const copyId = new URL(copy.headers.get("location")!, origin).searchParams.get("id");
      expect(copyId).not.toBe(id);
      expect((await getPost(copyId!))?.status).toBe("draft");
      await thrownResponse(post("delete"));
      expect(await getPost(id!)).toBeNull();
      const gone = (await post("approve")) as any;
      expect(gone.init.status).toBe(404);
      expect((await listRecentAudit(2)).map((a) => a.action)).toEqual(["delete", "duplicate"]);
    });

    it("loads the list, the calendar, a preview and filters", async () => {
      const list = await overviewLoader(
        routeArgs("/admin/social-media-content?platform=instagram&locale=sr"),
      );
      expect(list.posts.every((p) => p.platform === "instagram" && p.locale === "sr")).toBe(true);
      expect(list.params.view).toBe("list");
      const calendar = await overviewLoader(
        routeArgs("/admin/social-media-content?view=calendar&month=2026-12"),
      );
      expect(calendar.posts.map((p) => p.scheduledAt)).toContain("2026-12-01T09:00:00.000Z");
      const preview = await overviewLoader(routeArgs(`/admin/social-media-content?id=${ids[0]}`));
      expect(preview.focus?.id).toBe(ids[0]);
      expect(preview.images["product:heljdino-brasno"]).toBeDefined();
      const junk = await overviewLoader(
        routeArgs("/admin/social-media-content?view=nope&platform=myspace&page=-3&id=x"),
      );
      expect(junk.params).toMatchObject({ view: "list", platform: undefined, page: 1, id: undefined });
    });
  });
});
