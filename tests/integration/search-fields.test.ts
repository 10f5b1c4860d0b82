import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ProductEditorReply } from "#app/components/admin/products/use-product-form.ts";
import { getDb } from "#app/db/connection.server.ts";
import { demoArticles } from "#app/demo/articles.ts";
import { insertArticle } from "#app/demo/seed.server.ts";
import { duplicateProduct, getProductForEdit } from "#app/domain/catalogue/product-admin.server.ts";
import { getPublishedProduct } from "#app/domain/catalogue/products.server.ts";
import { writeMediaAlt } from "#app/domain/media/media-alt.server.ts";
import { articleValuesOf, getArticleForEdit, saveArticle } from "#app/domain/news/article-admin.server.ts";
import { getPublishedArticle } from "#app/domain/news/articles.server.ts";
import { pageDefaults } from "#app/domain/pages/defaults.server.ts";
import { getLocalizedPage, savePage } from "#app/domain/pages/pages.server.ts";
import { publicSeo } from "#app/domain/seo/share-image.server.ts";
import { action as productAction } from "#app/routes/admin/product-edit.tsx";
import { pageMeta } from "#app/seo/page-meta.ts";
import { adminContext, postForm, replyOf, thrownResponse } from "../support/admin-routes.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";

// Issue 22, point 4: an optional search title, description and share image for
// every product, article and page; the automatic values where the owner wrote
// none, and the automatic English value (not the Serbian text) where only the
// English is empty.

const actor = "vlasnik@zrnce.rs";

const product: Record<string, string> = {
  intent: "save",
  id: "",
  type: "pasta",
  status: "published",
  weightGrams: "400",
  "sr.name": "Heljdini špageti",
  "sr.shortDescription": "Špageti od heljdinog brašna.",
  "sr.description": "Kuvajte 8 minuta.",
  "sr.ingredients": "heljdino brašno, voda",
  "en.name": "Buckwheat spaghetti",
};

async function addMedia(status: "ready" | "processing") {
  const id = randomUUID();
  await getDb()
    .insertInto("media")
    .values({
      id,
      file_name: "polje.png",
      mime_type: "image/webp",
      width: 1600,
      height: 900,
      size_bytes: 100,
      token: "t",
      created_at: new Date().toISOString(),
      status,
    })
    .execute();
  await writeMediaAlt(getDb(), id, { sr: "Polje heljde u cvetu", en: "A buckwheat field in flower" });
  return id;
}

const site = { brand: "Zrnce", origin: "https://zrnce.rs", locale: "en" as const };
const tag = (tags: ReturnType<typeof pageMeta>, key: string, value: string) =>
  tags.find((t) => (t as Record<string, string>)[key] === value) as Record<string, string> | undefined;

describe.each(dialects)("search and sharing fields on %s", (dialect) => {
  useTestDatabase(dialect);
  const post = (id: string, fields: Record<string, string>) =>
    productAction({
      request: postForm(`/admin/products/${id}`, fields),
      params: { id },
      context: adminContext(),
    } as never);

  it("refuses a search title over its limit beside the field, keeping what was typed", async () => {
    const long = "Heljdini špageti bez glutena, organski, sa Fruške gore, u pakovanju od 400 grama";
    const { reply, status } = await replyOf<ProductEditorReply>(
      post("new", { ...product, "seo.sr.title": long, "seo.image": "nije-slika" }),
    );
    expect(status).toBe(400);
    expect(reply.result.error).toEqual({ "seo.sr.title": ["errors.tooLong"], "seo.image": ["errors.image"] });
    expect(reply.result.initialValue).toMatchObject({ seo: { sr: { title: long } } });
    expect(await getDb().selectFrom("product").select("id").execute()).toEqual([]);
  });

  it("keeps a product's own search texts and share image and shows them in the page's head", async () => {
    const image = await addMedia("ready");
    const saved = await thrownResponse(
      post("new", {
        ...product,
        "seo.sr.title": "Heljdini špageti bez glutena",
        "seo.sr.description": "Organski špageti od heljde, kuvani za 8 minuta.",
        "seo.image": image,
      }),
    );
    expect(saved.headers.get("location")).toBe("/admin/products/heljdini-spageti?saved=1");
    expect((await getProductForEdit("heljdini-spageti"))?.seo).toEqual({
      sr: {
        title: "Heljdini špageti bez glutena",
        description: "Organski špageti od heljde, kuvani za 8 minuta.",
      },
      en: { title: "", description: "" },
      image,
    });

    const sr = await getPublishedProduct({ id: "heljdini-spageti", locale: "sr" });
    expect(sr?.seo).toEqual({
      title: "Heljdini špageti bez glutena",
      description: "Organski špageti od heljde, kuvani za 8 minuta.",
      image: { id: image, alt: "Polje heljde u cvetu" },
    });
    // No English search texts: the English page keeps its automatic English ones, with the image.
    const en = await getPublishedProduct({ id: "heljdini-spageti", locale: "en" });
    expect(en?.seo).toEqual({
      title: null,
      description: null,
      image: { id: image, alt: "A buckwheat field in flower" },
    });
    const tags = pageMeta(site, {
      title: en!.name,
      description: en!.shortDescription,
      path: "/proizvod/heljdini-spageti",
      seo: en!.seo,
    });
    expect(tag(tags, "title", "Buckwheat spaghetti | Zrnce")).toBeDefined();
    expect(tag(tags, "property", "og:image")?.content).toBe(`https://zrnce.rs/media/${image}/share.jpg`);
    expect(tag(tags, "property", "og:image:alt")?.content).toBe("A buckwheat field in flower");
    const srTags = pageMeta(
      { ...site, locale: "sr" },
      {
        title: sr!.name,
        description: sr!.shortDescription,
        path: "/proizvod/heljdini-spageti",
        seo: sr!.seo,
      },
    );
    expect(tag(srTags, "title", "Heljdini špageti bez glutena | Zrnce")).toBeDefined();
    expect(tag(srTags, "name", "description")?.content).toBe(
      "Organski špageti od heljde, kuvani za 8 minuta.",
    );

    // A copy starts with the automatic values: two products must not share one search title.
    const copy = await duplicateProduct("heljdini-spageti", actor);
    expect((await getProductForEdit(copy!))?.seo.sr.title).toBe("");
  });

  it("uses the automatic picture while the chosen one is still being processed or is gone", async () => {
    const processing = await addMedia("processing");
    const seo = { sr: { title: "", description: "" }, en: { title: "", description: "" }, image: processing };
    expect((await publicSeo(seo, "sr")).image).toBeNull();
    expect((await publicSeo({ ...seo, image: randomUUID() }, "sr")).image).toBeNull();
    // A stored document that no longer fits is read as no choice at all, not an error.
    expect(await publicSeo("{not json", "en")).toEqual({ title: null, description: null, image: null });
  });

  it("keeps an article's search texts through a save, and a page's through publishing", async () => {
    const id = await insertArticle(demoArticles[0]!);
    const article = await getArticleForEdit(id);
    const values = articleValuesOf(article!);
    const result = await saveArticle(
      id,
      {
        ...values,
        seo: {
          sr: { title: "Kako se čuva brašno", description: "" },
          en: { title: "How to keep flour", description: "Dry, dark and cool." },
          image: null,
        },
      },
      actor,
      article!.version,
    );
    expect(result.ok).toBe(true);
    const en = await getPublishedArticle({ slug: values.slug, locale: "en" });
    expect(en?.seo).toEqual({ title: "How to keep flour", description: "Dry, dark and cool.", image: null });
    const sr = await getPublishedArticle({ slug: values.slug, locale: "sr" });
    expect(sr?.seo).toEqual({ title: "Kako se čuva brašno", description: null, image: null });

    const contact = structuredClone(pageDefaults.contact);
    contact.seo.sr.title = "Pišite nam";
    await savePage("contact", contact, actor, null, { publish: true });
    const page = await getLocalizedPage("contact", "en", "Zrnce");
    expect(await publicSeo(page.seo, "en")).toEqual({ title: null, description: null, image: null });
    expect((await publicSeo(page.seo, "sr")).title).toBe("Pišite nam");
    // The defaults themselves are untouched (structuredClone above; a shared object would leak).
    expect(pageDefaults.contact.seo.sr.title).toBe("");
  });
});
