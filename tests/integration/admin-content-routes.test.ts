import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductEditorReply } from "#app/components/admin/products/use-product-form.ts";
import { getDb } from "#app/db/connection.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { getProductForEdit } from "#app/domain/catalogue/product-admin.server.ts";
import { getMediaMetadata, uploadMedia } from "#app/domain/media/uploads.server.ts";
import { action as mediaAction, loader as mediaLoader } from "#app/routes/admin/media.tsx";
import { action as editAction, loader as editLoader } from "#app/routes/admin/product-edit.tsx";
import { action as listAction, loader as listLoader } from "#app/routes/admin/products.tsx";
import {
  adminContext as context,
  origin,
  postForm as post,
  thrownResponse as thrown,
} from "../support/admin-routes.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";
import { formEntries } from "../support/form-entries.ts";

/** Who the audit log says made the changes. */
const actor = "owner@zrnce.rs";

// Route loaders and actions of the product and media admin, called as React
// Router calls them (the admin layout's middleware has put the session in context).

const auditFor = (entityId: string) =>
  getDb()
    .selectFrom("audit_log")
    .selectAll()
    .where("entity_id", "=", entityId)
    .orderBy("created_at")
    .execute();

const form = {
  id: "",
  type: "spreads",
  status: "published",
  weightGrams: "250",
  "sr.name": "Namaz od lešnika",
  "sr.shortDescription": "Gust namaz.",
  "sr.description": "Opis.",
  "sr.ingredients": "**lešnik**, kakao",
  "en.name": "Hazelnut spread",
  "en.shortDescription": "",
  "en.description": "",
  "en.ingredients": "",
};

describe.each(dialects)("product and media admin routes on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.close();
  });

  it("keeps every typed value and names the invalid fields when a save fails", async () => {
    const bad = { ...form, "sr.name": "", weightGrams: "teško", shop1Url: "ftp://x", "en.name": "Kept text" };
    const result = (await editAction({
      request: post("/admin/products/new", bad),
      params: { id: "new" },
      context: context(),
    } as never)) as unknown as { data: ProductEditorReply; init: ResponseInit };
    expect(result.init.status).toBe(400);
    expect(result.data.result.error).toMatchObject({
      "sr.name": ["errors.required"],
      weightGrams: ["errors.weight"],
      shop1Url: ["errors.url"],
    });
    expect(result.data.result.initialValue).toMatchObject({
      en: { name: "Kept text" },
      weightGrams: "teško",
    });
    expect(await getDb().selectFrom("product").select("id").execute()).toEqual([]);
  });

  it("creates, edits with a new id, and audits each change", async () => {
    const created = await thrown(
      editAction({
        request: post("/admin/products/new", form),
        params: { id: "new" },
        context: context(),
      } as never),
    );
    expect(created.headers.get("location")).toBe("/admin/products/namaz-od-lesnika?saved=1");
    const loaded = await editLoader({
      request: new Request(`${origin}/admin/products/namaz-od-lesnika`),
      params: { id: "namaz-od-lesnika" },
      context: context(),
    } as never);
    expect(loaded.defaults.sr.name).toBe("Namaz od lešnika");
    expect(loaded.tokens.authorization).toMatch(/\./);
    const edited = await thrown(
      editAction({
        request: post("/admin/products/namaz-od-lesnika", {
          ...formEntries(loaded.defaults),
          id: "lesnik-namaz",
        }),
        params: { id: "namaz-od-lesnika" },
        context: context(),
      } as never),
    );
    expect(edited.headers.get("location")).toBe("/admin/products/lesnik-namaz?saved=1");
    const audit = await auditFor("lesnik-namaz");
    expect(audit.map((a) => a.action)).toEqual(["update"]);
    expect(audit[0]?.actor).toBe("editor@zrnce.rs");
    expect((await auditFor("namaz-od-lesnika")).map((a) => a.action)).toEqual(["create"]);
    const missing = await thrown(
      editLoader({
        request: new Request(`${origin}/admin/products/nema`),
        params: { id: "nema" },
        context: context(),
      } as never),
    ).catch((e) => e);
    expect(missing).toBeDefined();
  });

  it("lists, duplicates, unpublishes and deletes from the list, each audited", async () => {
    const listed = await listLoader({
      request: new Request(`${origin}/admin/products?q=lesnik&status=published`),
      context: context(),
    } as never);
    expect(listed.products.map((p) => p.id)).toEqual(["lesnik-namaz"]);
    expect(listed.products[0]?.missingEnglish).toBe(true);
    const dup = await thrown(
      listAction({
        request: post("/admin/products.data?q=lesnik", { intent: "duplicate", id: "lesnik-namaz" }),
        context: context(),
      } as never),
    );
    expect(dup.headers.get("location")).toBe("/admin/products?q=lesnik&done=duplicated");
    expect((await getProductForEdit("lesnik-namaz-kopija"))?.status).toBe("draft");
    await thrown(
      listAction({
        request: post("/admin/products", { intent: "unpublish", id: "lesnik-namaz" }),
        context: context(),
      } as never),
    );
    expect((await getProductForEdit("lesnik-namaz"))?.status).toBe("draft");
    const deleted = await thrown(
      listAction({
        request: post("/admin/products", { intent: "delete", id: "lesnik-namaz-kopija" }),
        context: context(),
      } as never),
    );
    expect(deleted.headers.get("location")).toBe("/admin/products?done=deleted");
    expect(await getProductForEdit("lesnik-namaz-kopija")).toBeNull();
    expect((await auditFor("lesnik-namaz-kopija")).map((a) => a.action).sort()).toEqual([
      "duplicate",
      // The list's delete moves the product to the trash (issue 21).
      "trash",
    ]);
    expect((await auditFor("lesnik-namaz")).map((a) => a.action)).toEqual(["update", "unpublish"]);
    // The copy's audit line says where it came from.
    const copied = (await auditFor("lesnik-namaz-kopija")).find((a) => a.action === "duplicate");
    expect(JSON.parse(copied?.detail ?? "null")).toEqual({ from: "lesnik-namaz" });
    const gone = await thrown(
      listAction({
        request: post("/admin/products", { intent: "publish", id: "nema" }),
        context: context(),
      } as never),
    );
    expect(gone.headers.get("location")).toBe("/admin/products?done=missing");
    const invalid = (await listAction({
      request: post("/admin/products", { intent: "explode", id: "x" }),
      context: context(),
    } as never)) as { init: ResponseInit };
    expect(invalid.init.status).toBe(400);
  });

  it("saves alt text and deletes an unused image from the library, audited", async () => {
    const bytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const m = await uploadMedia({ actor, name: "crno.png", bytes });
    const page = await mediaLoader({
      request: new Request(`${origin}/admin/media?q=crno`),
      context: context(),
    } as never);
    expect(page.items.map((i) => i.id)).toEqual([m.id]);
    const alt = await thrown(
      mediaAction({
        request: post("/admin/media", {
          intent: "alt",
          id: m.id,
          "alt.sr": "Crni kvadrat",
          "alt.en": "A black square",
        }),
        context: context(),
      } as never),
    );
    expect(alt.headers.get("location")).toBe("/admin/media?done=alt");
    expect((await getMediaMetadata(m.id))?.alt).toEqual({ sr: "Crni kvadrat", en: "A black square" });
    const del = await thrown(
      mediaAction({
        request: post("/admin/media", { intent: "delete", id: m.id }),
        context: context(),
      } as never),
    );
    expect(del.headers.get("location")).toBe("/admin/media?done=deleted");
    expect((await auditFor(m.id)).map((a) => a.action)).toEqual(["upload", "update", "delete"]);
    const bad = (await mediaAction({
      request: post("/admin/media", { intent: "delete", id: "not-a-uuid" }),
      context: context(),
    } as never)) as { init: ResponseInit };
    expect(bad.init.status).toBe(400);
  });
});
