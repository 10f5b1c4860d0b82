import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import { getDb } from "#app/db/connection.server.ts";
import {
  deleteProduct,
  findProductRedirect,
  getProductForEdit,
  listAdminProducts,
  restoreProductRevision,
  saveProduct,
} from "#app/domain/catalogue/product-admin.server.ts";
import { getProductPage, listPublishedProducts } from "#app/domain/catalogue/products.server.ts";
import { getHistory, restoreRevision } from "#app/domain/content/history.server.ts";
import { listRevisions, revisionsKept } from "#app/domain/content/revisions.server.ts";
import {
  deleteForever,
  listTrash,
  purgeTrash,
  restoreItem,
  trashItem,
} from "#app/domain/content/trash.server.ts";
import { getDashboardCounts } from "#app/domain/dashboard/counts.server.ts";
import { deleteMedia, uploadMedia } from "#app/domain/media/uploads.server.ts";
import {
  deleteArticle,
  getArticleForEdit,
  listAdminArticles,
  saveArticle,
} from "#app/domain/news/article-admin.server.ts";
import {
  findArticleRedirect,
  getPublishedArticle,
  listPublishedArticles,
} from "#app/domain/news/articles.server.ts";
import { renderNewsFeed } from "#app/domain/news/feed.server.ts";
import { listSitemapEntries } from "#app/domain/seo/sitemap.server.ts";
import { listPosts, savePosts, setPostStatus } from "#app/domain/social/posts.server.ts";
import { listPostSources } from "#app/domain/social/sources.server.ts";
import { articleFormSchema } from "#app/schemas/article-form.ts";
import { productFormSchema } from "#app/schemas/product-form.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";

// Trash, history and old addresses (issue 21, points 4 and 5), on both databases.

const actor = "owner@zrnce.rs";
const day = 86_400_000;

const productFields = (extra: Record<string, string> = {}) => {
  const fields: Record<string, string> = {
    id: "",
    type: "snacks",
    status: "published",
    weightGrams: "150",
    "categories.glutenFree": "on",
    "allergens.sesame": "contains",
    "nutrition.fat": "18,5",
    "sr.name": "Krekeri sa čiom",
    "sr.shortDescription": "Hrskavi krekeri.",
    "sr.description": "Pečeni, ne prženi.",
    "sr.ingredients": "pirinač, **susam**",
    "en.name": "Chia crackers",
    "en.shortDescription": "Crunchy crackers.",
    "en.description": "Baked, not fried.",
    "en.ingredients": "rice, **sesame**",
    ...extra,
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const parsed = parseSubmission(form, productFormSchema);
  if (parsed.status !== "success") throw new Error(JSON.stringify(parsed.reply().error));
  return parsed.value;
};

const articleFields = (extra: Record<string, string> = {}) => {
  const parsed = parseSubmission(
    new URLSearchParams({
      slug: "",
      category: "recipes",
      publish: "now",
      "sr.title": "Hleb od heljde",
      "sr.excerpt": "Jednostavan recept.",
      "sr.body": "<p>Heljda i voda.</p>",
      "en.title": "Buckwheat bread",
      "en.excerpt": "A simple recipe.",
      "en.body": "<p>Buckwheat and water.</p>",
      ...extra,
    }),
    articleFormSchema,
  );
  if (parsed.status !== "success") throw new Error(JSON.stringify(parsed.error));
  return parsed.value;
};

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#8a5" } })
    .png()
    .toBuffer();

const postAbout = async (sourceType: "product" | "article", sourceId: string) =>
  savePosts({
    drafts: [
      { platform: "instagram", locale: "sr", variant: 1, body: "Probajte!" },
      { platform: "facebook", locale: "sr", variant: 1, body: "Novo!" },
    ],
    sourceType,
    sourceId,
    sourceTitle: { sr: "Naslov" },
    topic: null,
    tone: "warm",
    linkUrl: {},
    writer: "builtin",
    actor,
  });

describe.each(dialects)("trash on %s", (dialect) => {
  useTestDatabase(dialect);
  let imageId = "";

  beforeAll(async () => {
    imageId = (await uploadMedia({ actor, name: "krekeri.png", bytes: await png() })).id;
  });

  it("moves a product to the trash with everything it has, hides it everywhere, and restores it", async () => {
    const saved = await saveProduct(
      null,
      productFields({ id: "cia-krekeri", "images[0].mediaId": imageId, "images[0].altSr": "Krekeri" }),
      actor,
    );
    expect(saved).toEqual({ ok: true, id: "cia-krekeri" });
    const [draftPost, scheduledPost] = await postAbout("product", "cia-krekeri");
    await setPostStatus(scheduledPost!, "scheduled", "2030-01-01T09:00", actor);
    const before = await getProductForEdit("cia-krekeri");
    const listedBefore = (await getDashboardCounts()).productsPublished;

    expect(
      (
        await listAdminProducts({
          q: "",
          type: "all",
          category: "all",
          status: "all",
          sort: "updated",
          page: 1,
        })
      ).products[0]?.socialPosts,
    ).toBe(2);
    expect(await trashItem("product", "cia-krekeri", actor)).toEqual({ posts: 2 });

    // Gone from the public pages, lists, sitemap, writer's pickers and the admin list and counts.
    expect((await getProductPage({ id: "cia-krekeri", locale: "sr" })).status).toBe("missing");
    expect((await listPublishedProducts({ locale: "sr" })).map((p) => p.id)).not.toContain("cia-krekeri");
    expect((await listSitemapEntries()).map((e) => e.path)).not.toContain("/proizvod/cia-krekeri");
    const admin = await listAdminProducts({
      q: "",
      type: "all",
      category: "all",
      status: "all",
      sort: "updated",
      page: 1,
    });
    expect(admin.products.map((p) => p.id)).not.toContain("cia-krekeri");
    expect((await listPostSources("sr")).products.map((p) => p.id)).not.toContain("cia-krekeri");
    expect(await getProductForEdit("cia-krekeri")).toBeNull();
    const counts = await getDashboardCounts();
    expect(counts.productsPublished).toBe(listedBefore - 1);
    expect(counts.productsDraft).toBe(0);

    // In the trash, with its photo; the photo cannot be deleted from the library meanwhile.
    const trash = await listTrash("en");
    expect(trash).toMatchObject([
      { kind: "product", id: "cia-krekeri", title: "Chia crackers", imageId, posts: 2 },
    ]);
    expect(new Date(trash[0]!.purgeAt).getTime() - new Date(trash[0]!.deletedAt).getTime()).toBe(30 * day);
    expect(await deleteMedia(imageId, actor)).toBe("in-use");

    // Its id stays taken: another product cannot take it, and says why.
    expect(await saveProduct(null, productFields({ id: "cia-krekeri" }), actor)).toEqual({
      ok: false,
      errors: { id: "errors.addressInTrash" },
    });

    // Its posts stay, as drafts marked "source deleted".
    const posts = (await listPosts({ source: "product:cia-krekeri" })).posts;
    expect(posts.map((p) => [p.status, p.sourceDeleted])).toEqual([
      ["draft", true],
      ["draft", true],
    ]);
    expect(posts.find((p) => p.id === scheduledPost)?.scheduledAt).toBeNull();
    expect(draftPost).toBeTruthy();

    // Back as it was: published, with its photo, translations, categories and allergens; posts unmarked.
    expect(await restoreItem("product", "cia-krekeri", actor)).toBe(true);
    expect(await getProductForEdit("cia-krekeri")).toEqual(before);
    expect((await getProductPage({ id: "cia-krekeri", locale: "en" })).status).toBe("found");
    expect((await listSitemapEntries()).map((e) => e.path)).toContain("/proizvod/cia-krekeri");
    expect((await listPosts({ source: "product:cia-krekeri" })).posts.every((p) => !p.sourceDeleted)).toBe(
      true,
    );
    expect(await listTrash("sr")).toEqual([]);
    expect(await restoreItem("product", "cia-krekeri", actor)).toBe(false);

    const audit = await getDb()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", "cia-krekeri")
      .orderBy("created_at")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["create", "trash", "restore"]);
  });

  it("the list's delete goes to the trash too", async () => {
    expect(await deleteProduct("cia-krekeri", actor)).toBe(true);
    expect(await deleteProduct("cia-krekeri", actor)).toBe(false);
    expect((await listTrash("sr")).map((t) => t.id)).toEqual(["cia-krekeri"]);
    expect(await restoreItem("product", "cia-krekeri", actor)).toBe(true);
  });

  it("moves an article to the trash, out of the news, feed and sitemap, and brings it back", async () => {
    const saved = await saveArticle(null, articleFields({ slug: "heljda" }), actor);
    if (!saved.ok) throw new Error("not saved");
    await postAbout("article", saved.id);
    expect(
      (await listAdminArticles({ q: "", category: "all", status: "all", page: 1 })).articles[0]?.socialPosts,
    ).toBe(2);
    expect(await deleteArticle(saved.id, actor)).toBe(true);
    expect(await getPublishedArticle({ slug: "heljda", locale: "sr" })).toBeNull();
    expect((await listPublishedArticles({ locale: "sr" })).map((a) => a.slug)).not.toContain("heljda");
    expect(await renderNewsFeed({ locale: "sr", origin: "http://localhost" })).not.toContain("heljda");
    expect((await listSitemapEntries()).map((e) => e.path)).not.toContain("/novosti/heljda");
    expect((await listAdminArticles({ q: "", category: "all", status: "all", page: 1 })).total).toBe(0);
    expect(await saveArticle(null, articleFields({ slug: "heljda" }), actor)).toEqual({
      ok: false,
      errors: { slug: "errors.addressInTrash" },
    });
    expect((await listPosts({ source: `article:${saved.id}` })).posts.every((p) => p.sourceDeleted)).toBe(
      true,
    );
    expect(await restoreItem("article", saved.id, actor)).toBe(true);
    expect((await getPublishedArticle({ slug: "heljda", locale: "en" }))?.title).toBe("Buckwheat bread");
    expect((await listPosts({ source: `article:${saved.id}` })).posts.some((p) => p.sourceDeleted)).toBe(
      false,
    );
  });

  it("purges what has been in the trash for 30 days, and nothing younger", async () => {
    const now = new Date();
    await saveProduct(null, productFields({ id: "stari", "images[0].mediaId": imageId }), actor);
    await saveProduct(null, productFields({ id: "mladji" }), actor);
    await saveProduct("stari", productFields({ id: "stari-novi", "images[0].mediaId": imageId }), actor);
    const [post] = await postAbout("product", "stari-novi");
    await trashItem("product", "stari-novi", actor, new Date(now.getTime() - 30 * day - 1000));
    await trashItem("product", "mladji", actor, new Date(now.getTime() - 29 * day));
    expect(await listRevisions("product", "stari-novi")).toHaveLength(2);

    expect(await purgeTrash(new Date(now.getTime() - 2 * day))).toEqual({ product: [], article: [] });
    expect(await purgeTrash(now)).toEqual({ product: ["stari-novi"], article: [] });
    const db = getDb();
    for (const table of [
      "product_translation",
      "product_category",
      "product_allergen",
      "product_image",
    ] as const)
      expect(
        await db.selectFrom(table).select("product_id").where("product_id", "=", "stari-novi").execute(),
      ).toEqual([]);
    expect(
      await db.selectFrom("product_redirect").selectAll().where("product_id", "=", "stari-novi").execute(),
    ).toEqual([]);
    expect(await listRevisions("product", "stari-novi")).toEqual([]);
    expect((await listTrash("sr")).map((t) => t.id)).toEqual(["mladji"]);
    // The posts made from it keep working, marked; the photo stays in the library.
    const kept = (await listPosts({ source: "product:stari-novi" })).posts;
    expect(kept.map((p) => [p.id === post || p.id !== post, p.status, p.sourceDeleted])).toEqual([
      [true, "draft", true],
      [true, "draft", true],
    ]);
    // Nine days on, the younger one goes too; a second run finds nothing.
    expect(await purgeTrash(new Date(now.getTime() + 9 * day))).toEqual({ product: ["mladji"], article: [] });
    expect(await purgeTrash(new Date(now.getTime() + 9 * day))).toEqual({ product: [], article: [] });
    const purges = await db.selectFrom("audit_log").select("detail").where("action", "=", "purge").execute();
    expect(purges).toHaveLength(2);
  });

  it("deletes for good only what is in the trash", async () => {
    await saveProduct(null, productFields({ id: "zauvek" }), actor);
    expect(await deleteForever("product", "zauvek", actor)).toBe(false);
    await trashItem("product", "zauvek", actor);
    expect(await deleteForever("product", "zauvek", actor)).toBe(true);
    expect(await getDb().selectFrom("product").select("id").where("id", "=", "zauvek").execute()).toEqual([]);
    // Its id is free again.
    expect(await saveProduct(null, productFields({ id: "zauvek" }), actor)).toEqual({
      ok: true,
      id: "zauvek",
    });
  });
});

describe.each(dialects)("revisions on %s", (dialect) => {
  useTestDatabase(dialect);

  it("keeps the last revisions of every save, and the original state before the first", async () => {
    const { importProduct } = await import("#app/domain/catalogue/product-admin.server.ts");
    await importProduct(productFields({ id: "uvezen" }), new Date().toISOString());
    expect(await listRevisions("product", "uvezen")).toEqual([]);
    await saveProduct("uvezen", productFields({ id: "uvezen", "sr.name": "Izmena 1" }), actor);
    const two = await listRevisions("product", "uvezen");
    expect(two.map((r) => r.actor)).toEqual([actor, null]);
    for (let n = 2; n <= revisionsKept + 5; n++)
      await saveProduct("uvezen", productFields({ id: "uvezen", "sr.name": `Izmena ${n}` }), actor);
    const kept = await listRevisions("product", "uvezen");
    expect(kept).toHaveLength(revisionsKept);
    const history = await getHistory("product", "uvezen", kept.at(-1)!.id);
    expect(history?.selected?.values).toMatchObject({
      sr: { name: `Izmena ${revisionsKept + 5 - revisionsKept + 1}` },
    });
    expect(history?.current).toMatchObject({ sr: { name: `Izmena ${revisionsKept + 5}` } });
  });

  it("restores a product's revision as a new save, keeping its address and status", async () => {
    await saveProduct(
      null,
      productFields({ id: "hleb", "sr.name": "Hleb", "en.name": "Bread", "categories.vegan": "on" }),
      actor,
    );
    await saveProduct(
      "hleb",
      productFields({ id: "hleb", "sr.name": "Hleb 2", "en.name": "Bread 2", status: "draft" }),
      actor,
    );
    await saveProduct(
      "hleb",
      productFields({ id: "hleb-novi", "sr.name": "Hleb 3", status: "draft" }),
      actor,
    );
    const revisions = await listRevisions("product", "hleb-novi");
    expect(revisions).toHaveLength(3);
    const first = revisions.at(-1)!;
    expect(await restoreRevision("product", "hleb-novi", first.id, actor)).toEqual({
      ok: true,
      id: "hleb-novi",
    });
    const now = await getProductForEdit("hleb-novi");
    expect(now).toMatchObject({
      id: "hleb-novi",
      status: "draft",
      sr: { name: "Hleb" },
      en: { name: "Bread" },
    });
    expect(now?.categories.sort()).toEqual(["glutenFree", "vegan"]);
    const after = await listRevisions("product", "hleb-novi");
    expect(after).toHaveLength(4);
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("entity_id", "=", "hleb-novi")
      .where("action", "=", "restore")
      .execute();
    expect(audit.map((a) => JSON.parse(a.detail ?? "{}"))).toEqual([{ revision: first.id }]);
    expect(await restoreProductRevision("hleb-novi", "nepostojeca", actor)).toBeNull();
    expect(await restoreRevision("product", "nepostoji", first.id, actor)).toEqual({
      ok: false,
      reason: "notFound",
    });
  });

  it("restores a revision whose photo has since left the library, without the photo", async () => {
    const photo = await uploadMedia({ actor, name: "ode.png", bytes: await png() });
    await saveProduct(null, productFields({ id: "sa-slikom", "images[0].mediaId": photo.id }), actor);
    await saveProduct("sa-slikom", productFields({ id: "sa-slikom", "sr.name": "Bez slike" }), actor);
    expect(await deleteMedia(photo.id, actor)).toBe("deleted");
    const withPhoto = (await listRevisions("product", "sa-slikom")).at(-1)!;
    expect(await restoreRevision("product", "sa-slikom", withPhoto.id, actor)).toEqual({
      ok: true,
      id: "sa-slikom",
    });
    expect(await getProductForEdit("sa-slikom")).toMatchObject({
      sr: { name: "Krekeri sa čiom" },
      images: [],
    });
  });

  it("keeps an article's revisions and restores one, keeping its address and publication", async () => {
    const saved = await saveArticle(null, articleFields({ slug: "recept" }), actor);
    if (!saved.ok) throw new Error("not saved");
    await saveArticle(
      saved.id,
      articleFields({ slug: "recept", "sr.title": "Drugi naslov", "en.body": "<p>Second.</p>" }),
      actor,
    );
    const history = await getHistory("article", saved.id);
    expect(history?.revisions).toHaveLength(2);
    expect(history?.selected?.values).toMatchObject({ sr: { title: "Hleb od heljde" } });
    expect(history?.current).toMatchObject({ sr: { title: "Drugi naslov" }, en: { body: "<p>Second.</p>" } });
    expect(await restoreRevision("article", saved.id, history!.selected!.id, actor)).toEqual({
      ok: true,
      id: saved.id,
    });
    const now = await getArticleForEdit(saved.id);
    expect(now).toMatchObject({ slug: "recept", state: "published", sr: { title: "Hleb od heljde" } });
    expect((await getHistory("article", saved.id))?.revisions).toHaveLength(3);
    // A trashed record has no history screen.
    await deleteArticle(saved.id, actor);
    expect(await getHistory("article", saved.id)).toBeNull();
  });
});

describe.each(dialects)("old addresses on %s", (dialect) => {
  useTestDatabase(dialect);

  it("a product's earlier ids lead straight to the current one, without chains or loops", async () => {
    await saveProduct(null, productFields({ id: "a" }), actor);
    await saveProduct("a", productFields({ id: "b" }), actor);
    await saveProduct("b", productFields({ id: "c" }), actor);
    expect(await findProductRedirect("a")).toBe("c");
    expect(await findProductRedirect("b")).toBe("c");
    // Back to an old id: that id is live again and no longer redirects (no loop).
    await saveProduct("c", productFields({ id: "a" }), actor);
    const rows = await getDb().selectFrom("product_redirect").selectAll().orderBy("old_id").execute();
    expect(rows).toEqual([
      { old_id: "b", product_id: "a" },
      { old_id: "c", product_id: "a" },
    ]);
    expect((await getProductPage({ id: "b", locale: "en" })).status).toBe("moved");
    // In the trash its old ids answer 404; restored, they redirect again.
    await trashItem("product", "a", actor);
    expect(await findProductRedirect("b")).toBeNull();
    await restoreItem("product", "a", actor);
    expect(await findProductRedirect("b")).toBe("a");
    expect((await listSitemapEntries()).map((e) => e.path).filter((p) => p.startsWith("/proizvod/"))).toEqual(
      ["/proizvod/a"],
    );
  });

  it("an article's earlier slugs lead straight to the current one, without chains or loops", async () => {
    const saved = await saveArticle(null, articleFields({ slug: "prvi" }), actor);
    if (!saved.ok) throw new Error("not saved");
    await saveArticle(saved.id, articleFields({ slug: "drugi" }), actor);
    await saveArticle(saved.id, articleFields({ slug: "treci" }), actor);
    expect(await findArticleRedirect("prvi")).toBe("treci");
    expect(await findArticleRedirect("drugi")).toBe("treci");
    expect(await findArticleRedirect("treci")).toBeNull();
    const articlePaths = async () =>
      (await listSitemapEntries()).map((e) => e.path).filter((p) => p.startsWith("/novosti/"));
    expect(await articlePaths()).toEqual(["/novosti/treci"]);
    // Back to the first: it is live and no redirect; the others lead to it.
    await saveArticle(saved.id, articleFields({ slug: "prvi" }), actor);
    expect(await findArticleRedirect("prvi")).toBeNull();
    expect(await findArticleRedirect("drugi")).toBe("prvi");
    expect(await findArticleRedirect("treci")).toBe("prvi");
    // Another article taking an old slug takes it over.
    const other = await saveArticle(
      null,
      articleFields({ slug: "drugi", "sr.title": "Drugi članak" }),
      actor,
    );
    expect(other.ok).toBe(true);
    expect(await findArticleRedirect("drugi")).toBeNull();
    // A trashed article's old slugs answer 404 until it is restored, and keep working after.
    await deleteArticle(saved.id, actor);
    expect(await findArticleRedirect("treci")).toBeNull();
    await restoreItem("article", saved.id, actor);
    expect(await findArticleRedirect("treci")).toBe("prvi");
    // A draft's old slugs do not reveal it.
    await saveArticle(saved.id, articleFields({ slug: "peti", publish: "draft" }), actor);
    expect(await findArticleRedirect("prvi")).toBeNull();
  });
});

describe.each(dialects)("demo content and the trash on %s", (dialect) => {
  useTestDatabase(dialect);

  it("does not seed the demo content again when everything the owner had is in the trash", async () => {
    const { seedDemoContent } = await import("#app/demo/seed.server.ts");
    await saveProduct(null, productFields({ id: "jedini" }), actor);
    await trashItem("product", "jedini", actor);
    expect(await seedDemoContent({ images: false })).toBe(false);
    expect(await listPublishedProducts({ locale: "sr" })).toEqual([]);
  });
});
