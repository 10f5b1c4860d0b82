import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import { requestInfoContext } from "#app/context.server.ts";
import { getProductForEdit, saveProduct } from "#app/domain/catalogue/product-admin.server.ts";
import { listRevisions } from "#app/domain/content/revisions.server.ts";
import { listTrash } from "#app/domain/content/trash.server.ts";
import { getArticleForEdit, saveArticle } from "#app/domain/news/article-admin.server.ts";
import { savePosts } from "#app/domain/social/posts.server.ts";
import { action as historyAction, loader as historyLoader } from "#app/routes/admin/history.tsx";
import { action as newsAction } from "#app/routes/admin/news.tsx";
import { action as productsAction } from "#app/routes/admin/products.tsx";
import { loader as overviewLoader } from "#app/routes/admin/social-media-content.tsx";
import { action as trashAction, loader as trashLoader } from "#app/routes/admin/trash.tsx";
import { loader as articleLoader } from "#app/routes/public/article.tsx";
import { loader as productLoader } from "#app/routes/public/product.tsx";
import { loader as sitemapLoader } from "#app/routes/resources/sitemap.ts";
import { articleFormSchema } from "#app/schemas/article-form.ts";
import { productFormSchema } from "#app/schemas/product-form.ts";
import { adminContext, origin, postForm, replyOf, thrownResponse } from "../support/admin-routes.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";

// The routes of the trash, the history and the old addresses (issue 21, points 4 and 5).

const actor = "editor@zrnce.rs";

function adminArgs(url: string, params: Record<string, string> = {}, request?: Request) {
  const context = adminContext();
  context.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp: "127.0.0.1" });
  return {
    request: request ?? new Request(`${origin}${url}`),
    context,
    params,
    unstable_pattern: "",
  } as never;
}

function publicArgs(url: string, params: Record<string, string>) {
  const context = new RouterContextProvider();
  const locale = url.includes("lng=en") ? "en" : "sr";
  context.set(requestInfoContext, { requestId: "t", nonce: "n", locale, clientIp: "127.0.0.1" });
  return { request: new Request(`${origin}${url}`), context, params, unstable_pattern: "" } as never;
}

const product = (fields: Record<string, string>) => {
  const form = new FormData();
  const all: Record<string, string> = {
    type: "snacks",
    status: "published",
    weightGrams: "100",
    "sr.name": "Krekeri",
    "sr.shortDescription": "Kratko.",
    "sr.description": "Opis.",
    "sr.ingredients": "pirinač",
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) form.append(k, v);
  const parsed = parseSubmission(form, productFormSchema);
  if (parsed.status !== "success") throw new Error("invalid product");
  return parsed.value;
};

const article = (fields: Record<string, string>) => {
  const parsed = parseSubmission(
    new URLSearchParams({
      category: "recipes",
      publish: "now",
      "sr.title": "Hleb",
      "sr.excerpt": "Uvod.",
      "sr.body": "<p>Tekst.</p>",
      "en.title": "Bread",
      "en.excerpt": "Intro.",
      "en.body": "<p>Text.</p>",
      ...fields,
    }),
    articleFormSchema,
  );
  if (parsed.status !== "success") throw new Error("invalid article");
  return parsed.value;
};

describe.each(dialects)("trash and history routes on %s", (dialect) => {
  useTestDatabase(dialect);

  it("deletes from the products list into the trash, lists it there and restores it", async () => {
    await saveProduct(null, product({ id: "krekeri" }), actor);
    await savePosts({
      drafts: [{ platform: "x", locale: "sr", variant: 1, body: "Krekeri!" }],
      sourceType: "product",
      sourceId: "krekeri",
      sourceTitle: { sr: "Krekeri" },
      topic: null,
      tone: "warm",
      linkUrl: {},
      writer: "builtin",
      actor,
    });
    const deleted = await thrownResponse(
      productsAction(
        adminArgs("/admin/products", {}, postForm("/admin/products", { intent: "delete", id: "krekeri" })),
      ),
    );
    expect(deleted.headers.get("location")).toBe("/admin/products?done=deleted");

    const overview = await overviewLoader(adminArgs("/admin/social-media-content?view=list"));
    expect(overview.posts.map((p) => [p.status, p.sourceDeleted])).toEqual([["draft", true]]);

    const page = await trashLoader(adminArgs("/admin/trash"));
    expect(page.items).toMatchObject([{ kind: "product", id: "krekeri", title: "Krekeri", posts: 1 }]);
    const restored = await thrownResponse(
      trashAction(
        adminArgs("/admin/trash", {}, postForm("/admin/trash", { intent: "restore", id: "product:krekeri" })),
      ),
    );
    expect(restored.headers.get("location")).toBe("/admin/trash?done=restored");
    expect(await getProductForEdit("krekeri")).toMatchObject({ status: "published" });
    const again = await thrownResponse(
      trashAction(
        adminArgs("/admin/trash", {}, postForm("/admin/trash", { intent: "restore", id: "product:krekeri" })),
      ),
    );
    expect(again.headers.get("location")).toBe("/admin/trash?done=missing");
    const overviewAfter = await overviewLoader(adminArgs("/admin/social-media-content?view=list"));
    expect(overviewAfter.posts.map((p) => p.sourceDeleted)).toEqual([false]);
  });

  it("deletes an article for good from the trash, and refuses a forged row", async () => {
    const saved = await saveArticle(null, article({ slug: "za-kantu" }), actor);
    if (!saved.ok) throw new Error("not saved");
    await thrownResponse(
      newsAction(adminArgs("/admin/news", {}, postForm("/admin/news", { intent: "delete", id: saved.id }))),
    );
    expect((await listTrash("sr")).map((t) => t.id)).toEqual([saved.id]);
    const gone = await thrownResponse(
      trashAction(
        adminArgs(
          "/admin/trash",
          {},
          postForm("/admin/trash", { intent: "deleteForever", id: `article:${saved.id}` }),
        ),
      ),
    );
    expect(gone.headers.get("location")).toBe("/admin/trash?done=deletedForever");
    expect(await listTrash("sr")).toEqual([]);
    const forged = await replyOf(
      trashAction(
        adminArgs("/admin/trash", {}, postForm("/admin/trash", { intent: "restore", id: "user:1" })),
      ),
    );
    expect(forged.status).toBe(400);
  });

  it("shows a record's revisions beside the current one and restores one", async () => {
    const saved = await saveArticle(null, article({ slug: "istorija" }), actor);
    if (!saved.ok) throw new Error("not saved");
    await saveArticle(saved.id, article({ slug: "istorija", "sr.title": "Hleb, drugi put" }), actor);
    const page = await historyLoader(
      adminArgs(`/admin/history/article/${saved.id}`, { kind: "article", id: saved.id }),
    );
    expect(page.title).toBe("Hleb, drugi put");
    expect(page.revisions).toHaveLength(2);
    expect(page.selected?.values).toMatchObject({ sr: { title: "Hleb" } });
    const url = `/admin/history/article/${saved.id}`;
    const restored = await thrownResponse(
      historyAction(
        adminArgs(
          url,
          { kind: "article", id: saved.id },
          postForm(url, { intent: "restore", revision: page.selected!.id }),
        ),
      ),
    );
    expect(restored.headers.get("location")).toBe(`${url}?done=restored`);
    expect((await getArticleForEdit(saved.id))?.sr.title).toBe("Hleb");
    expect(await listRevisions("article", saved.id)).toHaveLength(3);
    const missing = await replyOf(
      historyAction(
        adminArgs(
          url,
          { kind: "article", id: saved.id },
          postForm(url, { intent: "restore", revision: "nije" }),
        ),
      ),
    );
    expect(missing.status).toBe(404);
    for (const params of [
      { kind: "user", id: saved.id },
      { kind: "product", id: "nema" },
    ]) {
      const notFound = await historyLoader(adminArgs("/admin/history/x/y", params)).catch((e: unknown) => e);
      expect((notFound as { init?: { status?: number } }).init?.status).toBe(404);
    }
  });

  it("answers an article's and a product's earlier addresses with one 301 in the same language", async () => {
    const saved = await saveArticle(null, article({ slug: "prva-adresa" }), actor);
    if (!saved.ok) throw new Error("not saved");
    await saveArticle(saved.id, article({ slug: "druga-adresa" }), actor);
    await saveArticle(saved.id, article({ slug: "treca-adresa" }), actor);
    for (const slug of ["prva-adresa", "druga-adresa"])
      for (const [query, suffix] of [
        ["", ""],
        ["?lng=en", "?lng=en"],
      ]) {
        const moved = await thrownResponse(articleLoader(publicArgs(`/novosti/${slug}${query}`, { slug })));
        expect(moved.status).toBe(301);
        expect(moved.headers.get("location")).toBe(`/novosti/treca-adresa${suffix}`);
      }
    const current = await articleLoader(publicArgs("/novosti/treca-adresa?lng=en", { slug: "treca-adresa" }));
    expect(current.article.title).toBe("Bread");
    const unknown = await articleLoader(publicArgs("/novosti/nikad", { slug: "nikad" })).catch(
      (e: unknown) => e,
    );
    expect((unknown as { init?: { status?: number } }).init?.status).toBe(404);

    await saveProduct(null, product({ id: "prvi-id" }), actor);
    await saveProduct("prvi-id", product({ id: "drugi-id" }), actor);
    await saveProduct("drugi-id", product({ id: "treci-id" }), actor);
    const moved = await thrownResponse(
      productLoader(publicArgs("/proizvod/prvi-id?lng=en", { id: "prvi-id" })),
    );
    expect([moved.status, moved.headers.get("location")]).toEqual([301, "/proizvod/treci-id?lng=en"]);

    const sitemap = await (
      await sitemapLoader({ request: new Request(`${origin}/sitemap.xml`) } as never)
    ).text();
    expect(sitemap).toContain("/novosti/treca-adresa");
    expect(sitemap).toContain("/proizvod/treci-id");
    for (const old of ["prva-adresa", "druga-adresa", "prvi-id", "drugi-id"])
      expect(sitemap).not.toContain(old);
  });
});
