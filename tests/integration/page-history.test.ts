import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import { pageFieldSpecs, uncompared } from "#app/components/admin/history/field-specs.ts";
import { requestInfoContext } from "#app/context.server.ts";
import { getDb } from "#app/db/connection.server.ts";
import { getProductForEdit, importProduct, saveProduct } from "#app/domain/catalogue/product-admin.server.ts";
import { listRevisions } from "#app/domain/content/revisions.server.ts";
import { pageDefaults } from "#app/domain/pages/defaults.server.ts";
import {
  getLocalizedPage,
  getPageForEditor,
  getPublishedPage,
  savePage,
  seedPages,
} from "#app/domain/pages/pages.server.ts";
import { getI18n } from "#app/i18n/translate.ts";
import { action as historyAction, loader as historyLoader } from "#app/routes/admin/history.tsx";
import { action as pageAction, loader as pageLoader } from "#app/routes/admin/page-edit.tsx";
import { type PageContent, pageSchemas } from "#app/schemas/pages.ts";
import { productFormSchema } from "#app/schemas/product-form.ts";
import { compareValues, type Values } from "#app/schemas/revision-compare.ts";
import { adminContext, origin, postForm, replyOf, thrownResponse } from "../support/admin-routes.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";
import { formEntries } from "../support/form-entries.ts";

// Issue 22: "Istorija izmena" of the site's page texts, on the same screen and
// revisions as products and articles: a page's versions, one compared with what
// visitors see now field by field under the editor's names, a restore that
// publishes it as a new save (discarding a draft in progress), and the refusals
// of a stale restore and of an editor loaded before the restore.

const actor = "vlasnik@zrnce.rs";

/** A product's form values, as its editor posts them. */
function product(fields: Record<string, string>) {
  const parsed = parseSubmission(
    new URLSearchParams({
      type: "snacks",
      status: "published",
      weightGrams: "100",
      "sr.name": "Krekeri",
      "sr.shortDescription": "Kratko.",
      "sr.description": "Opis.",
      "sr.ingredients": "pirinač",
      ...fields,
    }),
    productFormSchema,
  );
  if (parsed.status !== "success") throw new Error("invalid product");
  return parsed.value;
}
const t = (key: string, options?: Record<string, unknown>) =>
  String(getI18n("sr").getFixedT("sr", "admin")(key as never, options as never));

function args(url: string, params: Record<string, string>, request?: Request) {
  const context = adminContext({ userId: "u1", email: actor });
  context.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp: "127.0.0.1" });
  return {
    request: request ?? new Request(`${origin}${url}`),
    context,
    params,
    unstable_pattern: "",
  } as never;
}

const historyUrl = "/admin/history/page/contact";
const loadHistory = (query = "") =>
  historyLoader(args(`${historyUrl}${query}`, { kind: "page", id: "contact" }));
const restore = (fields: Record<string, string>, url = historyUrl, id = "contact") =>
  historyAction(args(url, { kind: url.split("/")[3]!, id }, postForm(url, { intent: "restore", ...fields })));

const loadEditor = async () => {
  const loaded = await pageLoader(args("/admin/pages/contact", { key: "contact" }));
  return { values: loaded.values as PageContent<"contact">, version: loaded.version };
};
/** The page editor's form posted with these values, as loaded with `version`. */
const saveInEditor = (values: PageContent<"contact">, version: string, intent: "publish" | "draft") =>
  pageAction(
    args(
      "/admin/pages/contact",
      { key: "contact" },
      postForm("/admin/pages/contact", { ...formEntries(values), version, intent }),
    ),
  );

/** The editor's two saves of the contact page, after the demo seed. */
async function editTwice() {
  let loaded = await loadEditor();
  const first = structuredClone(loaded.values);
  first.heading.sr = "Pišite nam";
  first.heading.en = "Write to us";
  first.faq.items[1]!.answer.sr = "Prvi odgovor, izmenjen.";
  await thrownResponse(saveInEditor(first, loaded.version, "publish"));
  loaded = await loadEditor();
  const second = structuredClone(first);
  second.heading.sr = "Javite nam se";
  second.faq.items.push({
    question: { sr: "Da li šaljete u inostranstvo?", en: "Do you ship abroad?" },
    answer: { sr: "Za sada samo po Srbiji.", en: "" },
  });
  await thrownResponse(saveInEditor(second, loaded.version, "publish"));
  // As saved: the form's "" for no picture is null.
  return { first: pageSchemas.contact.parse(first), second: pageSchemas.contact.parse(second) };
}

describe.each(dialects)("a page's history on %s", (dialect) => {
  useTestDatabase(dialect);

  it("lists the original and each save, and compares one with what visitors see under the editor's names", async () => {
    await seedPages({ hero: [null, null, null], story: null, about: null });
    // Before any save there is nothing to list, and no draft.
    expect(await loadHistory()).toMatchObject({ revisions: [], selected: null, draftSavedAt: null });
    const { first, second } = await editTwice();

    const page = await loadHistory();
    expect(page).toMatchObject({ kind: "page", title: "contact", editTo: "/admin/pages/contact" });
    expect(page.current).toEqual(second);
    // Newest first: the second save (what visitors see), the first, and the seeded texts before them.
    expect(page.revisions.map((r) => [r.actor, r.state])).toEqual([
      [actor, "published"],
      [actor, null],
      [null, null],
    ]);
    // By default, the newest version that differs from what visitors see: the first save.
    expect(page.selected?.id).toBe(page.revisions[1]!.id);
    expect(page.selected?.values).toEqual(first);

    const rows = compareValues(
      pageFieldSpecs("contact", [page.selected!.values, page.current], t),
      page.selected!.values,
      page.current,
      uncompared.page,
    );
    // Every field of the page is there, each text in both languages, items as many as the longer list has.
    // Every field of the page is there, and its five search-and-sharing fields.
    expect(rows).toHaveLength(4 + 2 + 6 * 4 + 5);
    expect(rows.filter((r) => r.changed).map((r) => [r.label, r.selected, r.current])).toEqual([
      ["Vrh stranice › Naslov stranice · Srpski", { text: "Pišite nam" }, { text: "Javite nam se" }],
      [
        "Česta pitanja › Pitanje 6 › Pitanje · Srpski",
        { text: "" },
        { text: "Da li šaljete u inostranstvo?" },
      ],
      ["Česta pitanja › Pitanje 6 › Pitanje · Engleski", { text: "" }, { text: "Do you ship abroad?" }],
      ["Česta pitanja › Pitanje 6 › Odgovor · Srpski", { text: "" }, { text: "Za sada samo po Srbiji." }],
    ]);
    expect(rows.find((r) => r.path === "faq.items.1.answer.sr")).toMatchObject({
      label: "Česta pitanja › Pitanje 2 › Odgovor · Srpski",
      lang: "sr",
      changed: false,
    });

    // The original beside the current one; a page with a picture and items shows them by name too.
    const original = await loadHistory(`?r=${page.revisions[2]!.id}`);
    expect(original.selected?.values).toEqual(pageDefaults.contact);
    const home = pageFieldSpecs("home", [pageDefaults.home], t).map((s) => s.label);
    expect(home).toContain("Slajdovi na vrhu › Slajd 3 › Slika");
    expect(home).toContain("Utisci kupaca › Utisak 2 › Ime i prezime");
    expect(home).toContain("Naša priča › Pasus 2 · Engleski");
    expect(pageFieldSpecs("footer", [pageDefaults.footer], t).map((s) => s.label)).toEqual([
      "Podnožje › Tekst o radionici · Srpski",
      "Podnožje › Tekst o radionici · Engleski",
    ]);
  });

  it("restores a version as a new published save, discards the draft in progress and refuses an editor loaded before", async () => {
    const before = await listRevisions("page", "contact");
    // A draft in progress, and an editor tab open on it.
    const loaded = await loadEditor();
    const draft = structuredClone(loaded.values);
    draft.heading.sr = "Nacrt naslova";
    await thrownResponse(saveInEditor(draft, loaded.version, "draft"));
    const openTab = await loadEditor();

    const page = await loadHistory();
    expect(page.draftSavedAt).not.toBeNull();
    expect(page.revisions.map((r) => r.state).slice(0, 2)).toEqual(["draft", "published"]);
    const original = page.revisions.at(-1)!;
    const restored = await thrownResponse(restore({ revision: original.id, version: String(page.version) }));
    expect(restored.headers.get("location")).toBe(`${historyUrl}?done=restored`);

    // Published: visitors see the original again, in both languages; the draft is gone.
    expect(await getPublishedPage("contact")).toEqual(pageDefaults.contact);
    expect((await getLocalizedPage("contact", "en", "Zrnce")).heading).toBe(pageDefaults.contact.heading.en);
    const editor = await getPageForEditor("contact");
    expect(editor.draftSavedAt).toBeNull();
    expect(editor.values).toEqual(pageDefaults.contact);
    // A new revision; the draft's stays in the list.
    const after = await loadHistory();
    expect(after.revisions).toHaveLength(before.length + 2);
    expect(after.revisions[0]).toMatchObject({ actor, state: "published" });
    expect(after.revisions[1]!.state).toBeNull();
    expect(after.draftSavedAt).toBeNull();
    const drafted = await loadHistory(`?r=${after.revisions[1]!.id}`);
    expect(drafted.selected?.values).toMatchObject({ heading: { sr: "Nacrt naslova" } });
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("entity", "=", "page")
      .where("entity_id", "=", "contact")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe("restore");
    expect(JSON.parse(audit.detail ?? "{}")).toEqual({ revision: original.id });

    // The tab opened before the restore: its save is refused with what changed, and writes nothing.
    const typed = structuredClone(openTab.values);
    typed.intro.sr = "Uvod iz stare kartice";
    const { reply, status } = await replyOf<{ conflict: { fields: string[] } }>(
      saveInEditor(typed, openTab.version, "publish"),
    );
    expect(status).toBe(409);
    expect(reply.conflict.fields).toContain("heading.sr");
    expect(await getPublishedPage("contact")).toEqual(pageDefaults.contact);
  });

  it("refuses a restore from a screen loaded before another save, writing nothing, and shows the same version beside the newer one", async () => {
    const page = await loadHistory();
    const chosen = page.revisions[2]!;
    // Someone publishes in the meantime.
    const newer = structuredClone(pageDefaults.contact);
    newer.heading.sr = "Novije od poređenja";
    expect(await savePage("contact", newer, actor, page.version, { publish: true })).toBe("saved");
    const count = (await listRevisions("page", "contact")).length;

    const refused = await thrownResponse(restore({ revision: chosen.id, version: String(page.version) }));
    expect(refused.headers.get("location")).toBe(`${historyUrl}?r=${chosen.id}&done=stale`);
    expect((await getPublishedPage("contact")).heading.sr).toBe("Novije od poređenja");
    expect(await listRevisions("page", "contact")).toHaveLength(count);
    const fresh = await loadHistory(`?r=${chosen.id}&done=stale`);
    expect(fresh.selected?.id).toBe(chosen.id);
    expect(fresh.version).toBeGreaterThan(page.version);
    expect(fresh.current).toEqual(newer);
  });

  it("answers 404 for an unknown page or version, and refuses a version that no longer fits the page", async () => {
    for (const id of ["blog", "toString", "__proto__"]) {
      const gone = await historyLoader(args(`/admin/history/page/${id}`, { kind: "page", id })).catch(
        (e: unknown) => e,
      );
      expect((gone as { init?: { status?: number } }).init?.status).toBe(404);
    }
    const unknownPage = await replyOf(restore({ revision: "nije" }, "/admin/history/page/blog", "blog"));
    expect(unknownPage.status).toBe(404);
    const unknownVersion = await replyOf(restore({ revision: randomUUID() }));
    expect(unknownVersion.status).toBe(404);

    // A revision whose texts no longer fit the page's form (a title now too long).
    const id = randomUUID();
    const unfit = structuredClone(pageDefaults.contact);
    unfit.heading.sr = "x".repeat(200);
    await getDb()
      .insertInto("revision")
      .values({
        id,
        entity: "page",
        entity_id: "contact",
        data: JSON.stringify(unfit),
        actor,
        created_at: "2020-01-01T00:00:00.000Z",
      })
      .execute();
    const before = await getPublishedPage("contact");
    const { reply, status } = await replyOf<{ error: string }>(restore({ revision: id }));
    expect([status, reply.error]).toEqual([409, "refused"]);
    expect(await getPublishedPage("contact")).toEqual(before);
  });

  it("restores a picture since deleted from the library as none, and a field the page gained since as it is now", async () => {
    const gone = randomUUID();
    const withPicture = structuredClone(pageDefaults.about) as PageContent<"about">;
    withPicture.image = gone;
    await savePage("about", withPicture, actor, null, { publish: true });
    const now = structuredClone(pageDefaults.about);
    now.expert.quote.sr = "Citat koji ostaje.";
    await savePage("about", now, actor, null, { publish: true });
    // The older revision as an earlier form kept it: without the expert's quote.
    const [, older] = await listRevisions("page", "about");
    const stored = structuredClone(withPicture) as Values;
    delete (stored.expert as Values).quote;
    await getDb()
      .updateTable("revision")
      .set({ data: JSON.stringify(stored) })
      .where("id", "=", older!.id)
      .execute();

    const url = "/admin/history/page/about";
    await thrownResponse(restore({ revision: older!.id }, url, "about"));
    const published = await getPublishedPage("about");
    expect(published.image).toBeNull();
    expect(published.expert.quote.sr).toBe("Citat koji ostaje.");
    expect(published.heading).toEqual(pageDefaults.about.heading);
  });
});

describe.each(dialects)("the same refusal for products and articles on %s", (dialect) => {
  useTestDatabase(dialect);

  it("refuses a product's restore from a stale screen, and compares no version number", async () => {
    await importProduct(product({ id: "krekeri" }), new Date().toISOString());
    const current = await getProductForEdit("krekeri");
    await saveProduct("krekeri", product({ id: "krekeri", weightGrams: "150" }), actor, current!.version);

    const url = "/admin/history/product/krekeri";
    const page = await historyLoader(args(url, { kind: "product", id: "krekeri" }));
    // The first revision (the product before its first save) holds its version number: not a field.
    expect(page.selected?.values).toHaveProperty("version");
    const rows = compareValues([], page.selected!.values, page.current, uncompared.product);
    expect(rows.map((r) => r.path)).not.toContain("version");

    const latest = await getProductForEdit("krekeri");
    await saveProduct("krekeri", product({ id: "krekeri", weightGrams: "200" }), actor, latest!.version);
    const refused = await thrownResponse(
      restore({ revision: page.selected!.id, version: String(page.version) }, url, "krekeri"),
    );
    expect(refused.headers.get("location")).toBe(`${url}?r=${page.selected!.id}&done=stale`);
    expect((await getProductForEdit("krekeri"))?.weightGrams).toBe(200);
    const fresh = await historyLoader(
      args(`${url}?r=${page.selected!.id}`, { kind: "product", id: "krekeri" }),
    );
    const restored = await thrownResponse(
      restore({ revision: page.selected!.id, version: String(fresh.version) }, url, "krekeri"),
    );
    expect(restored.headers.get("location")).toBe(`${url}?done=restored`);
    expect((await getProductForEdit("krekeri"))?.weightGrams).toBe(100);
  });
});
