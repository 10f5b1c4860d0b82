import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessionContext, requestInfoContext } from "#app/context.server.ts";
import { getDb } from "#app/db/connection.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { demoArticles } from "#app/demo/articles.ts";
import { demoProducts } from "#app/demo/products.ts";
import { insertArticle, insertProduct } from "#app/demo/seed.server.ts";
import { generateDrafts, prepareGeneration } from "#app/domain/social/generate.server.ts";
import { action as createAction } from "#app/routes/admin/social-media.tsx";
import { action as streamAction } from "#app/routes/admin/social-media-generate.ts";
import type { GenerateForm } from "#app/schemas/social-form.ts";
import { origin } from "../support/admin-routes.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";

// Issue 25, points 7 and 8, through the database and the routes: an item
// without its English text gets no English drafts (the owner is sent to its
// editor instead), and a free topic is written by kind in the languages asked,
// with a field error for an empty one.

function routeArgs(url: string, body: FormData) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp: "127.0.0.1" });
  context.set(adminSessionContext, {
    userId: `writer-${Math.random()}`,
    email: "owner@zrnce.rs",
    sessionId: "s1",
    role: "owner",
    name: "Admin",
  });
  const request = new Request(`${origin}${url}`, { method: "POST", body, headers: { origin } });
  return { request, context, params: {}, unstable_pattern: "" } as any;
}

function formOf(values: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values))
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  return form;
}

const form = (over: Partial<GenerateForm> = {}): GenerateForm => ({
  sourceType: "product",
  productId: "",
  articleId: "",
  topic: "",
  topicEn: "",
  topicKind: "event",
  platforms: ["instagram", "facebook", "linkedin", "x"],
  language: "both",
  tone: "warm",
  length: "medium",
  hashtags: true,
  cta: "page",
  variants: 2,
  ...over,
});

describe.each(dialects)("the writer's sources and topics on %s", (dialect) => {
  let database: Database;
  const complete = demoProducts[0]!;
  const noEnglish = demoProducts[1]!;
  const article = demoArticles[0]!;
  let articleId = "";

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await insertProduct(complete);
    await insertProduct(noEnglish);
    articleId = await insertArticle(article);
    const db = getDb();
    // The owner has not written this product's English text yet.
    await db
      .deleteFrom("product_translation")
      .where("product_id", "=", noEnglish.id)
      .where("locale", "=", "en")
      .execute();
    await db
      .updateTable("article_translation")
      .set({ excerpt: "" })
      .where("article_id", "=", articleId)
      .where("locale", "=", "en")
      .execute();
  });
  afterAll(async () => {
    await database.close();
  });

  it("writes every draft of a complete product, all different, each language on its own", async () => {
    const prepared = await prepareGeneration(form({ productId: complete.id }), origin);
    expect(prepared!.gaps).toEqual([]);
    const { drafts } = await generateDrafts(prepared!);
    expect(drafts).toHaveLength(16);
    expect(new Set(drafts.map((d) => d.text)).size).toBe(16);
    for (const d of drafts) {
      expect(d.text).toContain(complete[d.locale].name);
      if (d.locale === "en") expect(d.text.replace(/Fruška Gora/g, "")).not.toMatch(/[čćšžđ]/i);
    }
  });

  it("makes no English draft of a product without English text, and names the gap with its editor", async () => {
    const prepared = await prepareGeneration(form({ productId: noEnglish.id }), origin);
    expect(prepared!.gaps).toEqual([
      { locale: "en", sourceType: "product", editPath: `/admin/products/${noEnglish.id}` },
    ]);
    const { drafts, gaps } = await generateDrafts(prepared!);
    expect(gaps).toHaveLength(1);
    expect(drafts).toHaveLength(8);
    expect(new Set(drafts.map((d) => d.locale))).toEqual(new Set(["sr"]));
    // English only: nothing is written, and the owner still learns why and where to fix it.
    const englishOnly = await prepareGeneration(form({ productId: noEnglish.id, language: "en" }), origin);
    expect(englishOnly!.drafts).toEqual([]);
    expect(englishOnly!.gaps).toHaveLength(1);
  });

  it("treats an article without its English excerpt the same way", async () => {
    const prepared = await prepareGeneration(form({ sourceType: "article", articleId }), origin);
    expect(prepared!.gaps).toEqual([
      { locale: "en", sourceType: "article", editPath: `/admin/news/${articleId}` },
    ]);
    expect(prepared!.drafts.every((d) => d.locale === "sr")).toBe(true);
  });

  it("answers the plain form and the stream with the gap", async () => {
    const fields = {
      intent: "generate",
      sourceType: "product",
      productId: noEnglish.id,
      platforms: ["instagram", "x"],
      language: "both",
      tone: "warm",
      length: "short",
      cta: "page",
      variants: "1",
      hashtags: "1",
    };
    const page = (await createAction(routeArgs("/admin/social-media", formOf(fields)))) as any;
    expect(page.data.generated.gaps).toEqual([
      { locale: "en", sourceType: "product", editPath: `/admin/products/${noEnglish.id}` },
    ]);
    expect(page.data.generated.drafts.map((d: { key: string }) => d.key)).toEqual([
      "instagram-sr-1",
      "x-sr-1",
    ]);
    const stream = (await streamAction(
      routeArgs("/admin/social-media/generate", formOf(fields)),
    )) as Response;
    const start = JSON.parse((await stream.text()).split("\n")[0]!);
    expect(start).toMatchObject({ type: "start", gaps: [{ locale: "en", sourceType: "product" }] });
  });

  it("writes a free topic of every kind in both languages, and refuses an empty one beside its field", async () => {
    for (const topicKind of ["event", "season", "recipe", "behindTheScenes", "newProduct"] as const) {
      const prepared = await prepareGeneration(
        form({
          sourceType: "topic",
          topicKind,
          topic: "Naš štand na sajmu u Novom Sadu",
          topicEn: "Our stand at the Novi Sad fair",
        }),
        origin,
      );
      const { drafts } = await generateDrafts(prepared!);
      expect(drafts).toHaveLength(16);
      expect(new Set(drafts.map((d) => d.text)).size).toBe(16);
      for (const d of drafts)
        expect(d.text).toContain(
          d.locale === "sr" ? "Naš štand na sajmu u Novom Sadu" : "Our stand at the Novi Sad fair",
        );
    }
    const base = {
      intent: "generate",
      sourceType: "topic",
      topicKind: "recipe",
      platforms: "x",
      tone: "warm",
      length: "short",
      cta: "page",
    };
    const empty = (await createAction(
      routeArgs("/admin/social-media", formOf({ ...base, language: "both", topic: "", topicEn: "" })),
    )) as any;
    expect(empty.init.status).toBe(400);
    expect(empty.data.result.error).toMatchObject({ topic: ["errors.topic"], topicEn: ["errors.topicEn"] });
    const noEnglishTopic = (await createAction(
      routeArgs(
        "/admin/social-media",
        formOf({ ...base, language: "both", topic: "Pite sa bundevom", topicEn: "" }),
      ),
    )) as any;
    expect(noEnglishTopic.data.result.error).toEqual({ topicEn: ["errors.topicEn"] });
    expect(noEnglishTopic.data.result.initialValue.topic).toBe("Pite sa bundevom");
    const englishOnly = (await createAction(
      routeArgs("/admin/social-media", formOf({ ...base, language: "en", topicEn: "Pumpkin pies" })),
    )) as any;
    expect(englishOnly.data.generated.drafts).toHaveLength(1);
    expect(englishOnly.data.generated.drafts[0].text).toContain("Pumpkin pies");
  });
});
