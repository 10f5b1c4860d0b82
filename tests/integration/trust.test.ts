import { describe, expect, it } from "vitest";
import type { ProductEditorReply } from "#app/components/admin/products/use-product-form.ts";
import type { SettingsReply } from "#app/components/admin/settings/reply.ts";
import { getProductForEdit } from "#app/domain/catalogue/product-admin.server.ts";
import { getProductPage } from "#app/domain/catalogue/products.server.ts";
import { listRevisions } from "#app/domain/content/revisions.server.ts";
import { pageDefaults } from "#app/domain/pages/defaults.server.ts";
import { getLocalizedPage, getPageForEditor, getPublishedPage } from "#app/domain/pages/pages.server.ts";
import { listSitemapEntries } from "#app/domain/seo/sitemap.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import { englishAddress } from "#app/http/canonical-path.ts";
import { action as pageAction, loader as pageLoader } from "#app/routes/admin/page-edit.tsx";
import { action as productAction } from "#app/routes/admin/product-edit.tsx";
import { action as settingsAction } from "#app/routes/admin/settings.tsx";
import { adminContext, postForm, replyOf, thrownResponse } from "../support/admin-routes.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";
import { formEntries } from "../support/form-entries.ts";
import { validSettingsForm } from "../support/settings-form.ts";

// Issue 26, point 8: the company's legal data and the organic certificate in the
// settings (PIB checked by its check digit, MB by its length), the privacy page
// the owner writes in "Stranice", and the organic mark on a product.

const actor = "vlasnik@zrnce.rs";

describe.each(dialects)("trust and law on %s", (dialect) => {
  useTestDatabase(dialect);
  const context = () => adminContext({ userId: "u1", email: actor });
  const postSettings = (fields: Record<string, string>) =>
    replyOf<SettingsReply>(
      settingsAction({
        request: postForm("/admin/settings", { intent: "settings", ...fields }),
        context: context(),
        params: {},
      } as never),
    );

  it("refuses a PIB with a wrong check digit and an MB that is not 8 digits, beside each field, saving nothing", async () => {
    const before = await getSettings();
    const { reply, status } = await postSettings({
      ...validSettingsForm,
      "company.pib": "108123457",
      "company.mb": "2134567",
      "workshop.street": "",
    });
    expect(status).toBe(400);
    expect(reply.result?.error).toEqual({
      "company.pib": ["errors.pib"],
      "company.mb": ["errors.mb"],
      // A workshop's town without its street.
      "workshop.street": ["errors.required"],
    });
    expect(reply.result?.initialValue).toMatchObject({ company: { pib: "108123457", mb: "2134567" } });
    expect(await getSettings()).toEqual(before);
  });

  it("saves the legal data as copied from a registry extract (spaces and dots dropped), and empty ones", async () => {
    const saved = await postSettings({
      ...validSettingsForm,
      "company.legalName": "Zrnce Petrović d.o.o.",
      "company.pib": "104 052 135",
      "company.mb": "21.345.678",
      "certificate.number": "RS-ORG-DEMO-0999",
    });
    expect(saved.status).toBe(200);
    expect((await getSettings()).company).toMatchObject({
      legalName: "Zrnce Petrović d.o.o.",
      pib: "104052135",
      mb: "21345678",
    });
    expect((await getSettings()).certificate.number).toBe("RS-ORG-DEMO-0999");
    const emptied = await postSettings({
      ...validSettingsForm,
      "company.legalName": "",
      "company.pib": "",
      "company.mb": "",
      "company.address": "",
      "workshop.street": "",
      "workshop.postalCode": "",
      "workshop.city": "",
    });
    expect(emptied.status).toBe(200);
    const settings = await getSettings();
    expect(settings.company).toEqual({ legalName: "", pib: "", mb: "", address: "" });
    expect(settings.workshop).toEqual({ street: "", postalCode: "", city: "" });
  });

  const loadPrivacy = () => pageLoader({ context: context(), params: { key: "privacy" } } as never);
  const postPrivacy = (fields: Record<string, string>) =>
    pageAction({
      request: postForm("/admin/pages/privacy", fields),
      context: context(),
      params: { key: "privacy" },
    } as never);

  it("keeps the privacy page's draft from visitors until it is published, cleaning its rich text, with history", async () => {
    expect(await getPublishedPage("privacy")).toEqual(pageDefaults.privacy);
    const loaded = await loadPrivacy();
    const values = structuredClone(loaded.values) as typeof pageDefaults.privacy;
    values.heading.sr = "Kako čuvamo vaše podatke";
    values.body.sr = `<h2>Ukratko</h2><p>Čuvamo samo e-adresu.</p><script>alert(1)</script><p onclick="x()">Pitajte nas.</p>`;
    const draft = await thrownResponse(
      postPrivacy({ ...formEntries(values), version: loaded.version, intent: "draft" }),
    );
    expect(draft.headers.get("location")).toBe("/admin/pages/privacy?done=draft");
    // Visitors still read the policy as it was.
    expect((await getLocalizedPage("privacy", "sr", "Zrnce")).heading).toBe("Politika privatnosti");
    const editor = await getPageForEditor("privacy");
    expect(editor.draftSavedAt).not.toBeNull();
    expect(editor.values.body.sr).toBe("<h2>Ukratko</h2><p>Čuvamo samo e-adresu.</p><p>Pitajte nas.</p>");

    const again = await loadPrivacy();
    const published = await thrownResponse(
      postPrivacy({ ...formEntries(again.values), version: again.version, intent: "publish" }),
    );
    expect(published.headers.get("location")).toBe("/admin/pages/privacy?done=published");
    const sr = await getLocalizedPage("privacy", "sr", "Zrnce");
    expect(sr.heading).toBe("Kako čuvamo vaše podatke");
    expect(sr.body).not.toContain("script");
    // English was not changed: the English policy stays English.
    expect((await getLocalizedPage("privacy", "en", "Zrnce")).heading).toBe("Privacy policy");
    // The shipped text, the draft and the published text are each a revision.
    expect((await listRevisions("page", "privacy")).length).toBe(3);
  });

  it("refuses a privacy page without its Serbian title or text, beside the field", async () => {
    const loaded = await loadPrivacy();
    const { reply, status } = await replyOf<{ result: { error: Record<string, string[]> } }>(
      postPrivacy({
        ...formEntries(loaded.values),
        "heading.sr": "",
        "body.sr": "",
        version: loaded.version,
        intent: "publish",
      }),
    );
    expect(status).toBe(400);
    expect(reply.result.error).toMatchObject({
      "heading.sr": ["errors.required"],
      "body.sr": ["errors.required"],
    });
  });

  it("puts the privacy page in the sitemap, and sends /privacy to it in English", async () => {
    expect((await listSitemapEntries()).map((e) => e.path)).toContain("/privatnost");
    expect(englishAddress("/privacy", "")).toBe("/privatnost?lng=en");
    expect(englishAddress("/privacy-policy", "?a=1")).toBe("/privatnost?a=1&lng=en");
  });

  it("marks a product certified organic in the editor, and its page says so", async () => {
    const post = (id: string, fields: Record<string, string>) =>
      replyOf<ProductEditorReply>(
        productAction({
          request: postForm(`/admin/products/${id}`, fields),
          params: { id },
          context: adminContext(),
        } as never),
      );
    const product = {
      intent: "save",
      id: "",
      type: "flourMixes",
      status: "published",
      weightGrams: "500",
      "categories.glutenFree": "on",
      "sr.name": "Organsko proseno brašno",
      "sr.shortDescription": "Brašno od oljuštenog prosa.",
      "sr.description": "Za palačinke i hleb.",
      "sr.ingredients": "proso* (100%) *iz organske proizvodnje",
    };
    await thrownResponse(post("new", { ...product, isOrganic: "on" }));
    expect((await getProductForEdit("organsko-proseno-brasno"))?.isOrganic).toBe(true);
    const page = await getProductPage({ id: "organsko-proseno-brasno", locale: "sr" });
    expect(page.status === "found" && page.product.isOrganic).toBe(true);
    await thrownResponse(post("new", { ...product, "sr.name": "Obično proseno brašno" }));
    expect((await getProductForEdit("obicno-proseno-brasno"))?.isOrganic).toBe(false);
  });
});
