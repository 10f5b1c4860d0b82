import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestInfoContext } from "#app/context.server.ts";
import { getDb } from "#app/db/connection.server.ts";
import { listRecentAudit } from "#app/domain/audit/audit.server.ts";
import { deleteProduct } from "#app/domain/catalogue/product-admin.server.ts";
import { deleteForever } from "#app/domain/content/trash.server.ts";
import { getArticleForEdit } from "#app/domain/news/article-admin.server.ts";
import { action as articleAction, loader as articleEditor } from "#app/routes/admin/article-edit.tsx";
import { action as pageAction, loader as pageEditor } from "#app/routes/admin/page-edit.tsx";
import { action as productAction, loader as productEditor } from "#app/routes/admin/product-edit.tsx";
import { loader as articlePage } from "#app/routes/public/article.tsx";
import { loader as productPage } from "#app/routes/public/product.tsx";
import { isoToBelgradeLocal } from "#app/schemas/belgrade-time.ts";
import type { PreviewLinkReply } from "#app/schemas/preview-links.ts";
import { adminContext, origin, postForm, replyOf, thrownResponse } from "../support/admin-routes.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";

// Share links for a draft product or article (issue 22, decision 0032), as the
// editors' preview panel uses them: the editor route's intents make and
// withdraw a link, its loader lists the working ones, and the public page's
// loader shows the draft to whoever holds a working link, and nobody else. A
// link outlives a new address: an article's names it by id, a product's moves
// with it. The page editor answers the same intents the same way.

const productFields: Record<string, string> = {
  intent: "save",
  id: "",
  type: "snacks",
  status: "draft",
  weightGrams: "120",
  "sr.name": "Krekeri u pripremi",
  "sr.shortDescription": "Hrskavi krekeri od heljde.",
  "sr.description": "Pečeni krekeri.",
  "sr.ingredients": "heljda, **susam**",
  "en.name": "Crackers in the making",
  "en.shortDescription": "",
  "en.description": "",
  "en.ingredients": "",
};

const articleFields: Record<string, string> = {
  intent: "save",
  slug: "",
  category: "recipes",
  author: "",
  publish: "draft",
  publishAt: "",
  coverId: "",
  coverAltSr: "",
  coverAltEn: "",
  "sr.title": "Hleb od heljde u pripremi",
  "sr.excerpt": "Recept koji još pišemo.",
  "sr.body": "<p>Heljda i voda.</p>",
  "en.title": "Buckwheat bread in the making",
  "en.excerpt": "",
  "en.body": "",
};

/** A public page's loader arguments, as a visitor without an account asks for `url`. */
function visit(url: string, params: Record<string, string>) {
  const context = new RouterContextProvider();
  const locale = new URL(url, origin).searchParams.get("lng") === "en" ? "en" : "sr";
  context.set(requestInfoContext, { requestId: "test", nonce: "nonce", locale, clientIp: "127.0.0.1" });
  return { request: new Request(new URL(url, origin)), params, context } as never;
}

/** What a loader threw (a redirect, a 404, a 410) as its status, and where a redirect goes. */
async function refusal(promise: Promise<unknown>): Promise<{ status?: number; location?: string | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("location") };
    return { status: (error as { init?: { status?: number } }).init?.status };
  }
  throw new Error("expected the loader to refuse");
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

describe.each(dialects)("share links for drafts on %s", (dialect) => {
  useTestDatabase(dialect);

  const postProduct = (id: string, fields: Record<string, string>) =>
    productAction({
      request: postForm(`/admin/products/${id}`, fields),
      params: { id },
      context: adminContext(),
    } as never);
  const postArticle = (id: string, fields: Record<string, string>) =>
    articleAction({
      request: postForm(`/admin/news/${id}`, fields),
      params: { id },
      context: adminContext(),
    } as never);
  const openProductEditor = (id: string) =>
    productEditor({
      request: new Request(`${origin}/admin/products/${id}`),
      params: { id },
      context: adminContext(),
    } as never);
  const openArticleEditor = (id: string) =>
    articleEditor({
      request: new Request(`${origin}/admin/news/${id}`),
      params: { id },
      context: adminContext(),
    } as never);

  /** Saves a new article through the editor and gives its id. */
  async function createArticle(fields: Record<string, string>): Promise<string> {
    const saved = await thrownResponse(postArticle("new", { ...articleFields, ...fields }));
    return /\/admin\/news\/([0-9a-f-]+)\?saved=1$/.exec(saved.headers.get("location") ?? "")?.[1] ?? "";
  }

  it("product: a link shows the saved draft to someone without an account, follows a new id, and is dead once withdrawn", async () => {
    await thrownResponse(postProduct("new", productFields));
    const id = "krekeri-u-pripremi";
    expect((await openProductEditor(id)).links).toEqual([]);
    // Visitors, and a guessed ?pregled=, see nothing of the draft.
    expect(await refusal(productPage(visit(`/proizvod/${id}`, { id })))).toMatchObject({ status: 404 });
    expect(await refusal(productPage(visit(`/proizvod/${id}?pregled=1`, { id })))).toMatchObject({
      status: 410,
    });

    const made = await replyOf<PreviewLinkReply>(postProduct(id, { intent: "shareLink" }));
    expect(made.status).toBe(200);
    const link = made.reply.shareLink!;
    expect(link.url).toMatch(new RegExp(`^${origin}/proizvod/${id}\\?pregled=[A-Za-z0-9_-]{43}$`));
    const listed = (await openProductEditor(id)).links;
    expect(listed).toEqual([{ id: link.id, createdAt: expect.any(String), expiresAt: expect.any(String) }]);
    expect(Date.parse(listed[0]!.expiresAt) - Date.parse(listed[0]!.createdAt)).toBe(7 * 86_400_000);

    const shown = await productPage(visit(pathOf(link.url), { id }));
    expect(shown.product.name).toBe("Krekeri u pripremi");
    const english = await productPage(visit(`${pathOf(link.url)}&lng=en`, { id }));
    expect(english.product.name).toBe("Crackers in the making");
    // Making a link is no save: who saved the product last is still the save's line.
    expect((await listRecentAudit(1))[0]).toMatchObject({
      action: "createPreviewLink",
      entity: "product",
      entityId: `product:${id}`,
    });

    // A new id: the link made for the old address goes on to the new one, still a preview.
    const loaded = await openProductEditor(id);
    await thrownResponse(postProduct(id, { ...productFields, id: "krekeri-novi", version: loaded.version }));
    const moved = await refusal(productPage(visit(pathOf(link.url), { id })));
    expect(moved.status).toBe(302);
    const token = new URL(link.url).searchParams.get("pregled");
    expect(moved.location).toBe(`/proizvod/krekeri-novi?pregled=${token}`);
    expect((await productPage(visit(moved.location!, { id: "krekeri-novi" }))).product.name).toBe(
      "Krekeri u pripremi",
    );
    expect((await openProductEditor("krekeri-novi")).links.map((l) => l.id)).toEqual([link.id]);
    // The old id, taken by another product later, is not shown by the link.
    await thrownResponse(postProduct("new", { ...productFields, id, "sr.name": "Drugi krekeri" }));
    expect(await refusal(productPage(visit(pathOf(link.url), { id })))).toMatchObject({ status: 404 });

    // Withdrawn: the link answers 410, and the editor no longer lists it.
    const revoked = await replyOf<PreviewLinkReply>(
      postProduct("krekeri-novi", { intent: "revokeLink", link: link.id }),
    );
    expect(revoked).toEqual({ reply: { revoked: true }, status: 200 });
    expect((await openProductEditor("krekeri-novi")).links).toEqual([]);
    expect(
      await refusal(productPage(visit(`/proizvod/krekeri-novi?pregled=${token}`, { id: "krekeri-novi" }))),
    ).toMatchObject({ status: 410 });
    // Withdrawn twice (another tab): said, nothing else happens.
    expect(
      await replyOf<PreviewLinkReply>(postProduct("krekeri-novi", { intent: "revokeLink", link: link.id })),
    ).toEqual({ reply: { revoked: false }, status: 200 });
  });

  it("product: refuses a link for a product not saved yet or gone, and a forged link id", async () => {
    // A new product has nothing to share: the editor offers no such form, the action knows none.
    await expect(postProduct("new", { intent: "shareLink" })).rejects.toMatchObject({
      init: { status: 400 },
    });
    await expect(postProduct("ne-postoji", { intent: "shareLink" })).rejects.toMatchObject({
      init: { status: 404 },
    });
    await thrownResponse(postProduct("new", { ...productFields, "sr.name": "Keks za brisanje" }));
    for (const link of ["", "../../etc", "ABCDEF0123456789", "0".repeat(64)]) {
      const forged = await replyOf<PreviewLinkReply>(
        postProduct("keks-za-brisanje", { intent: "revokeLink", link }),
      );
      expect(forged, link).toEqual({ reply: { revoked: false }, status: 400 });
    }
    // Deleted for good: its links go with it, so a later product of that id is not shown by them.
    const made = await replyOf<PreviewLinkReply>(postProduct("keks-za-brisanje", { intent: "shareLink" }));
    expect(await deleteProduct("keks-za-brisanje", "owner@zrnce.rs")).toBe(true);
    await expect(postProduct("keks-za-brisanje", { intent: "shareLink" })).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect(await deleteForever("product", "keks-za-brisanje", "owner@zrnce.rs")).toBe(true);
    const left = await getDb()
      .selectFrom("preview_link")
      .select("target")
      .where("target", "=", "product:keks-za-brisanje")
      .execute();
    expect(left).toEqual([]);
    await thrownResponse(postProduct("new", { ...productFields, "sr.name": "Keks za brisanje" }));
    expect(
      await refusal(productPage(visit(pathOf(made.reply.shareLink!.url), { id: "keks-za-brisanje" }))),
    ).toMatchObject({ status: 410 });
  });

  it("article: a link names the article by id, shows a draft or a scheduled one, survives a new slug, and is dead once withdrawn", async () => {
    const id = await createArticle({ slug: "hleb-u-pripremi" });
    expect((await openArticleEditor(id)).links).toEqual([]);
    expect(
      await refusal(articlePage(visit("/novosti/hleb-u-pripremi", { slug: "hleb-u-pripremi" }))),
    ).toMatchObject({ status: 404 });

    const made = await replyOf<PreviewLinkReply>(postArticle(id, { intent: "shareLink" }));
    const link = made.reply.shareLink!;
    expect(link.url).toMatch(new RegExp(`^${origin}/novosti/hleb-u-pripremi\\?pregled=[A-Za-z0-9_-]{43}$`));
    // Stored by the article's id, which no new slug changes.
    const stored = await getDb()
      .selectFrom("preview_link")
      .select("target")
      .where("target", "like", "article:%")
      .execute();
    expect(stored).toEqual([{ target: `article:${id}` }]);
    expect((await openArticleEditor(id)).links.map((l) => l.id)).toEqual([link.id]);

    const shown = await articlePage(visit(pathOf(link.url), { slug: "hleb-u-pripremi" }));
    expect(shown.article.title).toBe("Hleb od heljde u pripremi");
    const english = await articlePage(visit(`${pathOf(link.url)}&lng=en`, { slug: "hleb-u-pripremi" }));
    expect(english.article.title).toBe("Buckwheat bread in the making");

    // Scheduled for next week and given a new slug: the link made before still shows it,
    // its old address going on to the new one with the language and ?pregled= kept.
    const nextWeek = isoToBelgradeLocal(new Date(Date.now() + 7 * 86_400_000).toISOString());
    await thrownResponse(
      postArticle(id, { ...articleFields, slug: "hleb-od-heljde", publish: "schedule", publishAt: nextWeek }),
    );
    expect((await getArticleForEdit(id))?.state).toBe("scheduled");
    const token = new URL(link.url).searchParams.get("pregled");
    const moved = await refusal(
      articlePage(visit(`${pathOf(link.url)}&lng=en`, { slug: "hleb-u-pripremi" })),
    );
    expect(moved).toEqual({ status: 302, location: `/novosti/hleb-od-heljde?pregled=${token}&lng=en` });
    const followed = await articlePage(visit(moved.location!, { slug: "hleb-od-heljde" }));
    expect(followed.article.title).toBe("Buckwheat bread in the making");
    // Visitors still see nothing before the time, at either address.
    for (const slug of ["hleb-od-heljde", "hleb-u-pripremi"])
      expect(await refusal(articlePage(visit(`/novosti/${slug}`, { slug }))), slug).toMatchObject({
        status: 404,
      });
    // The link shows this article alone.
    const other = await createArticle({ slug: "drugi-nacrt", "sr.title": "Drugi nacrt" });
    expect(
      await refusal(articlePage(visit(`/novosti/drugi-nacrt?pregled=${token}`, { slug: "drugi-nacrt" }))),
    ).toMatchObject({ status: 404 });
    // A link made now is of the address the article has now.
    const again = await replyOf<PreviewLinkReply>(postArticle(id, { intent: "shareLink" }));
    expect(again.reply.shareLink?.url).toMatch(/\/novosti\/hleb-od-heljde\?pregled=/);
    expect((await openArticleEditor(id)).links).toHaveLength(2);

    // Withdrawn: 410 at both addresses; the other link still works; another article's form cannot withdraw it.
    expect(
      await replyOf<PreviewLinkReply>(postArticle(other, { intent: "revokeLink", link: link.id })),
    ).toEqual({ reply: { revoked: false }, status: 200 });
    const revoked = await replyOf<PreviewLinkReply>(postArticle(id, { intent: "revokeLink", link: link.id }));
    expect(revoked.reply).toEqual({ revoked: true });
    for (const slug of ["hleb-od-heljde", "hleb-u-pripremi"])
      expect(
        await refusal(articlePage(visit(`/novosti/${slug}?pregled=${token}`, { slug }))),
        slug,
      ).toMatchObject({ status: 410 });
    expect((await openArticleEditor(id)).links.map((l) => l.id)).toEqual([again.reply.shareLink!.id]);
    const still = await articlePage(visit(pathOf(again.reply.shareLink!.url), { slug: "hleb-od-heljde" }));
    expect(still.article.title).toBe("Hleb od heljde u pripremi");
    await expect(postArticle("new", { intent: "shareLink" })).rejects.toMatchObject({
      init: { status: 400 },
    });
  });

  it("page: the editor makes and withdraws links with data, not a redirect, and knows no other intent", async () => {
    const post = (fields: Record<string, string>) =>
      pageAction({
        request: postForm("/admin/pages/about", fields),
        params: { key: "about" },
        context: adminContext(),
      } as never);
    const made = await replyOf<PreviewLinkReply>(post({ intent: "shareLink" }));
    expect(made.reply.shareLink?.url).toMatch(new RegExp(`^${origin}/o-nama\\?pregled=[A-Za-z0-9_-]{43}$`));
    const load = () =>
      pageEditor({ params: { key: "about" }, context: adminContext() } as never) as Promise<{
        links: { id: string }[];
      }>;
    expect((await load()).links.map((l) => l.id)).toEqual([made.reply.shareLink!.id]);
    expect((await listRecentAudit(1))[0]).toMatchObject({ entity: "page", entityId: "page:about" });
    expect(await replyOf(post({ intent: "revokeLink", link: made.reply.shareLink!.id }))).toEqual({
      reply: { revoked: true },
      status: 200,
    });
    expect((await load()).links).toEqual([]);
    await expect(post({ intent: "explode" })).rejects.toMatchObject({ init: { status: 400 } });
  });
});
