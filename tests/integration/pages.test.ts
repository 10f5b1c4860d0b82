import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/db/connection.server.ts";
import { forgetCachedData } from "#app/domain/content/data-cache.server.ts";
import { listRevisions } from "#app/domain/content/revisions.server.ts";
import { getContentVersion } from "#app/domain/content/version.server.ts";
import { pageDefaults } from "#app/domain/pages/defaults.server.ts";
import {
  discardPageDraft,
  getLocalizedPage,
  getPageForEditor,
  getPublishedPage,
  savePage,
  seedPages,
} from "#app/domain/pages/pages.server.ts";
import {
  createPreviewLink,
  listPreviewLinks,
  previewAccess,
  revokePreviewLink,
  showsDraft,
} from "#app/domain/pages/previews.server.ts";
import { action as pageAction, loader as pageLoader } from "#app/routes/admin/page-edit.tsx";
import { homePageSchema, missingEnglish } from "#app/schemas/pages.ts";
import type { VersionConflict } from "#app/schemas/record-version.ts";
import { adminContext, postForm, replyOf, thrownResponse } from "../support/admin-routes.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";
import { formEntries } from "../support/form-entries.ts";

// Issue 22, point 1: the words and pictures of the home, about and contact pages
// and the footer live in the database, in both languages, seeded from the texts
// the site shipped with; unpublished changes stay out of what visitors see.

const actor = "vlasnik@zrnce.rs";

describe.each(dialects)("page content on %s", (dialect) => {
  useTestDatabase(dialect);

  it("shows the shipped texts before any row exists, with {brand} and the English fallback", async () => {
    expect(await getPublishedPage("contact")).toEqual(pageDefaults.contact);
    const sr = await getLocalizedPage("about", "sr", "Zrnce");
    expect(sr.story.paragraphs[1]).toContain("Tako je nastala radionica Zrnce");
    expect(sr.story.paragraphs[1]).not.toContain("{brand}");
    const values = structuredClone(pageDefaults.footer);
    values.about.en = "";
    await savePage("footer", values, actor, 0, { publish: true });
    expect((await getLocalizedPage("footer", "en", "Zrnce")).about).toBe(values.about.sr);
    expect(missingEnglish(values)).toEqual(["about"]);
  });

  it("seeds every page once, with the artwork, and leaves a page the owner changed alone", async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    // The footer was saved by the owner in the test above: the seed leaves it alone.
    expect(await seedPages({ hero: ids, story: ids[2]!, about: ids[1]! })).toEqual([
      "home",
      "about",
      "contact",
      "privacy",
      "mails",
    ]);
    expect((await getPublishedPage("footer")).about.en).toBe("");
    const home = await getPublishedPage("home");
    expect(home.hero.slides.map((s) => s.image)).toEqual(ids);
    expect(home.story.image).toBe(ids[2]);
    expect((await getPublishedPage("about")).image).toBe(ids[1]);
    expect(await seedPages({ hero: [null, null, null], story: null, about: null })).toEqual([]);
    expect((await getPublishedPage("home")).hero.slides[0]!.image).toBe(ids[0]);
  });

  it("keeps unpublished changes for previews until they are published, refusing a stale save", async () => {
    const version = (await getPageForEditor("contact")).version;
    const draft = structuredClone(pageDefaults.contact);
    draft.faq.items.push({
      question: { sr: "Da li šaljete u inostranstvo?", en: "Do you ship abroad?" },
      answer: { sr: "Za sada samo po Srbiji.", en: "Only within Serbia for now." },
    });
    const before = await getContentVersion();
    expect(await savePage("contact", draft, actor, version, { publish: false })).toBe("saved");
    // Visitors and the page cache see nothing of it.
    expect(await getContentVersion()).toBe(before);
    expect((await getPublishedPage("contact")).faq.items).toHaveLength(pageDefaults.contact.faq.items.length);
    const preview = await getLocalizedPage("contact", "en", "Zrnce", { draft: true });
    expect(preview.faq.items.at(-1)?.question).toBe("Do you ship abroad?");
    const editor = await getPageForEditor("contact");
    expect(editor.values).toEqual(draft);
    expect(editor.draftSavedAt).not.toBeNull();

    // A form loaded before the draft was saved is refused and writes nothing.
    expect(await savePage("contact", pageDefaults.contact, actor, version, { publish: true })).toBe("stale");
    expect((await getPageForEditor("contact")).values).toEqual(draft);

    expect(await savePage("contact", draft, actor, editor.version, { publish: true })).toBe("saved");
    expect(await getContentVersion()).toBeGreaterThan(before);
    expect((await getPublishedPage("contact")).faq.items.at(-1)?.answer.sr).toBe("Za sada samo po Srbiji.");
    const published = await getPageForEditor("contact");
    expect(published.draftSavedAt).toBeNull();
    // The texts visitors saw before the first save, the draft and the publish.
    expect((await listRevisions("page", "contact")).map((r) => r.actor)).toEqual([actor, actor, null]);

    // A draft can be thrown away; what visitors see stays.
    const next = structuredClone(draft);
    next.heading.sr = "Pišite nam";
    await savePage("contact", next, actor, published.version, { publish: false });
    expect(await discardPageDraft("contact", actor)).toBe(true);
    expect(await discardPageDraft("contact", actor)).toBe(false);
    expect((await getPageForEditor("contact")).values.heading.sr).toBe(draft.heading.sr);
  });

  it("shows the shipped texts when a stored page no longer fits its schema", async () => {
    await getDb().updateTable("page").set({ content: '{"hero":7}' }).where("key", "=", "home").execute();
    forgetCachedData();
    expect(await getPublishedPage("home")).toEqual(pageDefaults.home);
  });
});

describe.each(dialects)("the page editor's route on %s", (dialect) => {
  useTestDatabase(dialect);
  const context = () => adminContext({ userId: "u1", email: actor });
  const load = () => pageLoader({ context: context(), params: { key: "contact" } } as never);
  const post = (fields: Record<string, string>) =>
    pageAction({
      request: postForm("/admin/pages/contact", fields),
      context: context(),
      params: { key: "contact" },
    } as never);

  it("publishes, keeps a draft, refuses a stale form with what changed, and answers 404 for an unknown page", async () => {
    const loaded = await load();
    const values = structuredClone(loaded.values) as typeof pageDefaults.contact;
    values.heading.sr = "Pišite nam";
    const published = await thrownResponse(
      post({ ...formEntries(values), version: loaded.version, intent: "publish" }),
    );
    expect(published.headers.get("location")).toBe("/admin/pages/contact?done=published");
    expect((await getPublishedPage("contact")).heading.sr).toBe("Pišite nam");

    // The same old form again: someone saved since, nothing is written, the typed values come back.
    values.heading.sr = "Javite se";
    const { reply, status } = await replyOf<{ result: { initialValue: unknown }; conflict: VersionConflict }>(
      post({ ...formEntries(values), version: loaded.version, intent: "draft" }),
    );
    expect(status).toBe(409);
    expect(reply.result.initialValue).toMatchObject({ heading: { sr: "Javite se" } });
    expect(reply.conflict.fields).toContain("heading.sr");
    expect((await getPageForEditor("contact")).draftSavedAt).toBeNull();

    const fresh = await load();
    const draft = await thrownResponse(
      post({ ...formEntries(values), version: fresh.version, intent: "draft" }),
    );
    expect(draft.headers.get("location")).toBe("/admin/pages/contact?done=draft");
    expect((await getPublishedPage("contact")).heading.sr).toBe("Pišite nam");
    expect((await load()).draftSavedAt).not.toBeNull();

    await expect(
      pageLoader({ context: context(), params: { key: "nepostojeca" } } as never),
    ).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("without JavaScript, a list's buttons answer with the changed form and save nothing", async () => {
    const loaded = await load();
    const fields = formEntries(loaded.values);
    const { reply, status } = await replyOf<{ result: { initialValue: { faq: { items: unknown[] } } } }>(
      post({
        ...fields,
        version: loaded.version,
        __intent__: JSON.stringify({ type: "remove", payload: { name: "faq.items", index: 0 } }),
      }),
    );
    expect(status).toBe(200);
    expect(reply.result.initialValue.faq.items).toHaveLength(pageDefaults.contact.faq.items.length - 1);
    expect((await getPageForEditor("contact")).values.faq.items).toHaveLength(
      pageDefaults.contact.faq.items.length,
    );
  });

  it("refuses bad input with the field's message and the typed text", async () => {
    const loaded = await load();
    const fields = formEntries(loaded.values);
    const { reply, status } = await replyOf<{ result: { error: Record<string, string[]> } }>(
      post({
        ...fields,
        "heading.sr": " ",
        "faq.items[0].answer.en": "x".repeat(1201),
        version: loaded.version,
        intent: "publish",
      }),
    );
    expect(status).toBe(400);
    expect(reply.result.error).toMatchObject({
      "heading.sr": ["errors.required"],
      "faq.items[0].answer.en": ["errors.tooLong"],
    });
  });
});

describe.each(dialects)("preview links on %s", (dialect) => {
  useTestDatabase(dialect);
  const request = (value: string) => new Request(`http://localhost:3000/kontakt?pregled=${value}`);

  it("work for 7 days for their own page only, stop when withdrawn or expired, and never for a guess", async () => {
    const token = await createPreviewLink("page:contact", actor);
    expect(await previewAccess(request(token))).toEqual({ kind: "draft", targets: ["page:contact"] });
    const [link] = await listPreviewLinks("page:contact");
    expect(new Date(link!.expiresAt).getTime() - new Date(link!.createdAt).getTime()).toBe(7 * 86_400_000);
    expect(showsDraft(await previewAccess(request(token)), "page:home")).toBe(false);

    expect(await previewAccess(request("1"))).toEqual({ kind: "refused" });
    expect(await previewAccess(request("x".repeat(43)))).toEqual({ kind: "refused" });
    expect(await previewAccess(new Request("http://localhost:3000/kontakt"))).toEqual({ kind: "none" });

    expect(await revokePreviewLink("page:home", link!.id, actor)).toBe(false);
    expect(await revokePreviewLink("page:contact", link!.id, actor)).toBe(true);
    expect(await previewAccess(request(token))).toEqual({ kind: "refused" });
    expect(await listPreviewLinks("page:contact")).toEqual([]);

    const later = await createPreviewLink("page:contact", actor);
    await getDb()
      .updateTable("preview_link")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("revoked_at", "is", null)
      .execute();
    expect(await previewAccess(request(later))).toEqual({ kind: "refused" });
    // Only the hash is kept: the stored rows cannot make a working link.
    const stored = await getDb().selectFrom("preview_link").select("token_hash").execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(later);
  });
});

describe("the page schemas", () => {
  it("accept the shipped texts and refuse an empty Serbian title, an overlong text and a javascript: link", () => {
    expect(homePageSchema.safeParse(pageDefaults.home).success).toBe(true);
    const bad = structuredClone(pageDefaults.home) as unknown as {
      hero: { slides: { title: { sr: string }; text: { sr: string }; link: string }[] };
    };
    bad.hero.slides[0]!.title.sr = "  ";
    bad.hero.slides[1]!.text.sr = "x".repeat(201);
    bad.hero.slides[2]!.link = "javascript:alert(1)";
    const result = homePageSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message]).sort()).toEqual([
      ["hero.slides.0.title.sr", "errors.required"],
      ["hero.slides.1.text.sr", "errors.tooLong"],
      ["hero.slides.2.link", "errors.pageLink"],
    ]);
  });
});
