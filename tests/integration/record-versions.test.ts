import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { MediaReply } from "#app/components/admin/media/media-card.tsx";
import type { ArticleReply } from "#app/components/admin/news/reply.ts";
import type { ProductEditorReply } from "#app/components/admin/products/use-product-form.ts";
import type { SettingsReply } from "#app/components/admin/settings/reply.ts";
import type { PostReply } from "#app/components/admin/social/post-parts.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { getDb } from "#app/db/connection.server.ts";
import {
  deleteProduct,
  getProductForEdit,
  saveProduct,
  setProductStatus,
} from "#app/domain/catalogue/product-admin.server.ts";
import { getMediaAlt, updateMediaAlt, uploadMedia } from "#app/domain/media/uploads.server.ts";
import { getArticleForEdit, setArticleStatus } from "#app/domain/news/article-admin.server.ts";
import {
  cancelCampaign,
  createCampaign,
  getCampaign,
  saveCampaign,
  scheduleCampaign,
} from "#app/domain/newsletter/campaigns.server.ts";
import { getSettings, getSettingsVersion, saveSettings } from "#app/domain/settings/settings.server.ts";
import {
  deletePost,
  getPost,
  savePosts,
  setPostStatus,
  updatePostBody,
} from "#app/domain/social/posts.server.ts";
import { action as articleAction, loader as articleLoader } from "#app/routes/admin/article-edit.tsx";
import { action as mediaAction } from "#app/routes/admin/media.tsx";
import { action as campaignAction, loader as campaignLoader } from "#app/routes/admin/newsletter-edit.tsx";
import { action as productAction, loader as productLoader } from "#app/routes/admin/product-edit.tsx";
import { action as settingsAction, loader as settingsLoader } from "#app/routes/admin/settings.tsx";
import { action as postsAction } from "#app/routes/admin/social-media-content.tsx";
import { changedFields, parseVersionToken, versionToken } from "#app/schemas/record-version.ts";
import { adminContext, origin, postForm, replyOf, thrownResponse } from "../support/admin-routes.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";
import { formEntries } from "../support/form-entries.ts";
import { validSettingsForm } from "../support/settings-form.ts";

// Optimistic concurrency (issue 21, point 2; docs/decisions/0028-record-versions.md):
// every editable record has a version each save raises; a save from a form loaded
// with an older one is refused inside its transaction, writes nothing, and the
// route answers 409 with the typed values, who saved, when and which fields.

const actor = "vlasnik@zrnce.rs";
const other = { userId: "u2", email: "druga@zrnce.rs" };

const product: Record<string, string> = {
  intent: "save",
  id: "",
  type: "pasta",
  status: "draft",
  weightGrams: "400",
  "sr.name": "Heljdini špageti",
  "sr.shortDescription": "Špageti od heljdinog brašna.",
  "sr.description": "Kuvajte 8 minuta.",
  "sr.ingredients": "heljdino brašno, voda",
  "en.name": "",
  "en.shortDescription": "",
  "en.description": "",
  "en.ingredients": "",
};

const article: Record<string, string> = {
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

describe("a version token", () => {
  it("carries the version and each field's fingerprint, and names the fields that differ", () => {
    const token = versionToken(7, { sr: { name: "Hleb" }, weight: 400, tags: ["a", "b"], empty: "" });
    const loaded = parseVersionToken(token);
    expect(loaded?.version).toBe(7);
    expect(Object.keys(loaded?.fields ?? {})).toEqual(["sr.name", "weight", "tags.0", "tags.1"]);
    expect(changedFields(loaded, { sr: { name: "Hleb" }, weight: 400, tags: ["a", "b"] })).toEqual([]);
    expect(changedFields(loaded, { sr: { name: "Kruh" }, weight: 400, tags: ["a"], empty: "x" })).toEqual([
      "sr.name",
      "empty",
      "tags.1",
    ]);
    expect(parseVersionToken("not ours")).toBeNull();
    expect(parseVersionToken(undefined)).toBeNull();
  });
});

describe.each(dialects)("record versions on %s", (dialect) => {
  useTestDatabase(dialect);

  const productPost = (id: string, fields: Record<string, string>, session?: typeof other) =>
    productAction({
      request: postForm(`/admin/products/${id}`, fields),
      params: { id },
      context: adminContext(session),
    } as never);
  const productToken = async (id: string) =>
    (await productLoader({ params: { id }, context: adminContext() } as never)).version;

  async function newProduct(name: string): Promise<string> {
    const saved = await thrownResponse(productPost("new", { ...product, "sr.name": name }));
    return /\/admin\/products\/([^?]+)/.exec(saved.headers.get("location") ?? "")?.[1] ?? "";
  }

  it("product: a save with the loaded version raises it; the same version again is refused, writing nothing", async () => {
    const id = await newProduct("Verzija jedan");
    const values = await getProductForEdit(id);
    expect(values?.version).toBe(1);
    if (!values) throw new Error("no product");
    expect(await saveProduct(id, { ...values, weightGrams: 500 }, actor, 1)).toEqual({ ok: true, id });
    expect((await getProductForEdit(id))?.version).toBe(2);
    const stale = await saveProduct(id, { ...values, weightGrams: 600 }, actor, 1);
    expect(stale).toEqual({ ok: false, errors: { form: "errors.recordChanged" } });
    expect((await getProductForEdit(id))?.weightGrams).toBe(500);
    // No version (an import, a duplicate): saved over whatever is there.
    expect(await saveProduct(id, { ...values, weightGrams: 700 }, actor, null)).toEqual({ ok: true, id });
    expect((await getProductForEdit(id))?.version).toBe(3);
  });

  it("product: of two saves of the same version at once, exactly one wins", async () => {
    const id = await newProduct("Istovremeno");
    const values = await getProductForEdit(id);
    if (!values) throw new Error("no product");
    const results = await Promise.all(
      [100, 200, 300].map((weightGrams) =>
        saveProduct(id, { ...values, weightGrams }, actor, values.version),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.errors.form === "errors.recordChanged")).toHaveLength(2);
    expect((await getProductForEdit(id))?.version).toBe(values.version + 1);
  });

  it("product: publishing from the list makes an open editor stale, and never brings a deleted one back", async () => {
    const id = await newProduct("Objava iz liste");
    const token = await productToken(id);
    expect(await setProductStatus(id, "published", actor)).toBe(true);
    const { status } = await replyOf<ProductEditorReply>(productPost(id, { ...product, id, version: token }));
    expect(status).toBe(409);
    expect(await deleteProduct(id, actor)).toBe(true);
    expect(await setProductStatus(id, "draft", actor)).toBe(false);
    const gone = await replyOf<ProductEditorReply>(
      productPost(id, { ...product, id, version: token, "sr.name": "Vaskrsao?" }),
    );
    expect(gone.status).toBe(404);
    // Still in the trash, untouched by either.
    const row = await getDb()
      .selectFrom("product")
      .select(["deleted_at", "version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    const name = await getDb()
      .selectFrom("product_translation")
      .select("name")
      .where("product_id", "=", id)
      .where("locale", "=", "sr")
      .executeTakeFirstOrThrow();
    expect(name.name).toBe("Objava iz liste");
  });

  it("product route: a stale save answers 409 with the typed values, who saved, when and which fields", async () => {
    const id = await newProduct("Dve kartice");
    const token = await productToken(id);
    // Someone else saves a new weight first.
    await thrownResponse(
      productPost(
        id,
        { ...product, id, "sr.name": "Dve kartice", weightGrams: "321", version: token },
        other,
      ),
    );
    const typed = {
      ...product,
      id,
      "sr.name": "Dve kartice",
      "sr.description": "Moj novi opis",
      version: token,
    };
    const { reply, status } = await replyOf<ProductEditorReply>(productPost(id, typed));
    expect(status).toBe(409);
    expect(reply.result.error).toEqual({ "": ["errors.recordChanged"] });
    expect(reply.result.initialValue).toMatchObject({ sr: { description: "Moj novi opis" } });
    expect(reply.conflict).toMatchObject({ by: other.email, fields: ["weightGrams"], posted: token });
    expect(Date.now() - Date.parse(reply.conflict?.at ?? "")).toBeLessThan(60_000);
    expect((await getProductForEdit(id))?.sr.description).toBe(product["sr.description"]);
    // "Save anyway" posts the newer version: saved over it.
    const anyway = await thrownResponse(
      productPost(id, { ...typed, overwrite: reply.conflict?.token ?? "" }),
    );
    expect(anyway.headers.get("location")).toBe(`/admin/products/${id}?saved=1`);
    expect(await getProductForEdit(id)).toMatchObject({
      weightGrams: 400,
      sr: { description: "Moj novi opis" },
    });
  });

  it("article route: a stale save answers 409 naming the changed fields; 'save anyway' saves", async () => {
    const post = (id: string, fields: Record<string, string>, session?: typeof other) =>
      articleAction({
        request: postForm(`/admin/news/${id}`, fields),
        params: { id },
        context: adminContext(session),
      } as never);
    const created = await thrownResponse(post("new", article));
    const id = /\/admin\/news\/([^?]+)/.exec(created.headers.get("location") ?? "")?.[1] ?? "";
    const { version: token } = await articleLoader({ params: { id }, context: adminContext() } as never);
    const slug = (await getArticleForEdit(id))?.slug ?? "";
    await thrownResponse(post(id, { ...article, slug, author: "Ana", version: token }, other));
    const typed = { ...article, slug, "sr.excerpt": "Moj uvod", version: token };
    const { reply, status } = await replyOf<ArticleReply>(post(id, typed));
    expect(status).toBe(409);
    expect(reply.result.initialValue).toMatchObject({ sr: { excerpt: "Moj uvod" } });
    expect(reply.conflict).toMatchObject({ by: other.email, fields: ["author"] });
    expect((await getArticleForEdit(id))?.sr.excerpt).toBe("Jednostavan recept.");
    // Publishing from the list raises the version too.
    expect(await setArticleStatus(id, "published", actor)).toBe(true);
    const again = await replyOf<ArticleReply>(post(id, { ...typed, overwrite: reply.conflict?.token ?? "" }));
    expect(again.status).toBe(409);
    await thrownResponse(post(id, { ...typed, overwrite: again.reply.conflict?.token ?? "" }));
    expect((await getArticleForEdit(id))?.sr.excerpt).toBe("Moj uvod");
  });

  it("settings: a stale save is refused with 409, saving nothing; the route names what changed", async () => {
    const contextOf = (session?: typeof other) => {
      const context = adminContext(session);
      context.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp: "10.0.0.1" });
      return context;
    };
    const post = (fields: Record<string, string>) =>
      settingsAction({
        request: postForm("/admin/settings", { intent: "settings", ...fields }),
        context: contextOf(),
        params: {},
      } as never);
    const { version: token } = await settingsLoader({ context: contextOf(), params: {} } as never);
    const version = await getSettingsVersion();
    expect(await saveSettings({ phone: "+381 21 555 0001" }, other.email, version)).toBe("saved");
    expect(await saveSettings({ phone: "+381 21 555 0002" }, actor, version)).toBe("stale");
    expect((await getSettings()).phone).toBe("+381 21 555 0001");
    const { reply, status } = await replyOf<SettingsReply>(
      post({ ...validSettingsForm, "address.city": "Irig", version: token }),
    );
    expect(status).toBe(409);
    expect(reply.message).toBe("errors.recordChanged");
    expect(reply.result?.initialValue).toMatchObject({ address: { city: "Irig" } });
    expect(reply.conflict?.by).toBe(other.email);
    expect(reply.conflict?.fields).toContain("phone");
    const anyway = await replyOf<SettingsReply>(
      post({
        ...validSettingsForm,
        "address.city": "Irig",
        version: token,
        overwrite: reply.conflict?.token ?? "",
      }),
    );
    expect(anyway.status).toBe(200);
    expect((await getSettings()).address.city).toBe("Irig");
  });

  it("social post: a stale edit is refused with 409; a status change never brings a deleted post back", async () => {
    const [id, second] = await savePosts({
      actor,
      drafts: [
        { platform: "instagram", locale: "sr", variant: 1, body: "Prvi tekst." },
        { platform: "facebook", locale: "sr", variant: 2, body: "Drugi tekst." },
      ],
      sourceType: "topic",
      sourceId: null,
      sourceTitle: { sr: "Zimnica" },
      topic: "Zimnica",
      tone: "warm",
      linkUrl: {},
      writer: "builtin",
    });
    if (!id || !second) throw new Error("no posts");
    const loaded = await getPost(id);
    const token = versionToken(loaded?.version ?? 0, { body: loaded?.body });
    expect(await updatePostBody(id, "Tuđi tekst.", other.email, loaded?.version ?? 0)).toMatchObject({
      ok: true,
    });
    expect(await updatePostBody(id, "Moj tekst.", actor, loaded?.version ?? 0)).toEqual({
      ok: false,
      reason: "stale",
    });
    const { reply, status } = await replyOf<PostReply>(
      postsAction({
        request: postForm("/admin/social-media-content", {
          intent: "edit",
          id,
          body: "Moj tekst.",
          version: token,
        }),
        context: adminContext(),
      } as never),
    );
    expect(status).toBe(409);
    expect(reply.result?.initialValue).toMatchObject({ body: "Moj tekst." });
    expect(reply.conflict).toMatchObject({ by: other.email, fields: ["body"] });
    expect((await getPost(id))?.body).toBe("Tuđi tekst.");
    // A status change raises the version; on a deleted post it writes nothing.
    expect(await setPostStatus(second, "approved", undefined, actor)).toMatchObject({ ok: true });
    expect((await getPost(second))?.version).toBe(2);
    expect(await deletePost(second, actor)).toBe(true);
    expect(await setPostStatus(second, "draft", undefined, actor)).toEqual({ ok: false, reason: "notFound" });
    expect(await getPost(second)).toBeNull();
  });

  it("media alt texts: a stale save is refused with 409; a product editor changing them raises the version", async () => {
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c08a2c" } })
      .png()
      .toBuffer();
    const image = await uploadMedia({ actor, name: "zrno.png", bytes });
    const start = await getMediaAlt(image.id);
    if (!start) throw new Error("no image");
    const token = versionToken(start.version, { alt: start.alt });
    expect(await updateMediaAlt(image.id, { sr: "Zrno", en: "Grain" }, other.email, start.version)).toBe(
      "saved",
    );
    expect(await updateMediaAlt(image.id, { sr: "Moje", en: "Mine" }, actor, start.version)).toBe("stale");
    const { reply, status } = await replyOf<MediaReply>(
      mediaAction({
        request: postForm("/admin/media", {
          intent: "alt",
          id: image.id,
          "alt.sr": "Moje",
          "alt.en": "Mine",
          version: token,
        }),
        context: adminContext(),
      } as never),
    );
    expect(status).toBe(409);
    expect(reply.result?.initialValue).toMatchObject({ alt: { sr: "Moje" } });
    expect(reply.conflict).toMatchObject({ by: other.email, fields: ["alt.sr", "alt.en"] });
    // The product editor writes an image's alt text too: an open library card goes stale.
    const before = (await getMediaAlt(image.id))?.version ?? 0;
    const id = await newProduct("Sa slikom");
    await thrownResponse(
      productPost(id, {
        ...product,
        id,
        version: await productToken(id),
        ...formEntries({ images: [{ mediaId: image.id, altSr: "Iz proizvoda", altEn: "From the product" }] }),
      }),
    );
    expect((await getMediaAlt(image.id))?.version).toBe(before + 1);
    expect(await updateMediaAlt(image.id, { sr: "x", en: "y" }, actor, before)).toBe("stale");
    expect(await updateMediaAlt("nema-je", { sr: "x", en: "y" }, actor, 1)).toBe("missing");
  });

  it("newsletter draft: a stale save, test or send is refused with 409, writing and sending nothing; scheduling and cancelling make an open editor stale", async () => {
    const contextOf = (session?: typeof other) => {
      const context = adminContext(session);
      context.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp: "10.0.0.1" });
      return context;
    };
    const id = await createCampaign(actor);
    const load = async () =>
      (
        await campaignLoader({
          request: new Request(`${origin}/admin/newsletter/${id}`),
          params: { id },
          context: contextOf(),
        } as never)
      ).version;
    type CampaignReply = {
      ok: boolean;
      saved?: { initialValue?: unknown };
      conflict?: { by: string | null; fields: string[]; posted: string; token: string };
    };
    const post = (fields: Record<string, string>, session?: typeof other) =>
      replyOf<CampaignReply>(
        campaignAction({
          request: postForm(`/admin/newsletter/${id}`, fields),
          params: { id },
          context: contextOf(session),
        } as never),
      );
    const texts = { subjectSr: "Zimska zaliha", subjectEn: "", bodySr: "<p>Pekara radi.</p>", bodyEn: "" };
    expect(await saveCampaign(id, { ...texts, cards: [] }, actor, 1)).toBe("saved");
    const token = await load();
    // The other tab saves an English subject first.
    expect(
      (await post({ intent: "save", ...texts, subjectEn: "Winter stock", version: token }, other)).status,
    ).toBe(200);
    const typed = { ...texts, bodySr: "<p>Moj novi tekst.</p>", version: token };
    let conflict: CampaignReply["conflict"];
    for (const intent of ["save", "test", "sendNow"]) {
      const { reply, status } = await post({ intent, ...typed });
      expect(status, intent).toBe(409);
      expect(reply.saved?.initialValue, intent).toMatchObject({ bodySr: "<p>Moj novi tekst.</p>" });
      expect(reply.conflict, intent).toMatchObject({ by: other.email, fields: ["subjectEn"], posted: token });
      conflict = reply.conflict;
    }
    const kept = await getCampaign(id);
    expect(kept).toMatchObject({ status: "draft", subjectEn: "Winter stock" });
    expect(kept?.bodySr).toContain("Pekara radi.");
    // "Save anyway" posts the newer version: saved over it.
    expect((await post({ intent: "save", ...typed, overwrite: conflict?.token ?? "" })).status).toBe(200);
    expect((await getCampaign(id))?.bodySr).toContain("Moj novi tekst.");
    // Scheduled and cancelled in another tab: an editor loaded before is stale.
    const loaded = await load();
    expect(await scheduleCampaign(id, new Date(Date.now() + 86_400_000), origin, other.email)).toBe(true);
    expect((await post({ intent: "save", ...typed, version: loaded })).status).toBe(409);
    expect(await cancelCampaign(id, other.email)).toBe(true);
    const stale = await post({ intent: "save", ...typed, bodySr: "<p>Stari tab.</p>", version: loaded });
    expect(stale.status).toBe(409);
    expect((await getCampaign(id))?.bodySr).toContain("Moj novi tekst.");
    // No version (nothing loaded it): saved over whatever is there.
    expect(await saveCampaign(id, { ...texts, cards: [] }, actor, null)).toBe("saved");
    expect(await saveCampaign("nema-ga", { ...texts, cards: [] }, actor, 1)).toBe("not-found");
  });
});
