import { type Kysely, sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import { getDb } from "#app/db/connection.server.ts";
import type { Database, Dialect } from "#app/db/db.server.ts";
import type { DB } from "#app/db/schema.server.ts";
import { getProductForEdit, saveProduct } from "#app/domain/catalogue/product-admin.server.ts";
import { getMediaStorage } from "#app/domain/media/storage.server.ts";
import { uploadMedia } from "#app/domain/media/uploads.server.ts";
import { getArticleForEdit, saveArticle } from "#app/domain/news/article-admin.server.ts";
import { articleFormSchema } from "#app/schemas/article-form.ts";
import { productFormSchema } from "#app/schemas/product-form.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";

/** Who the audit log says made the changes. */
const actor = "owner@zrnce.rs";

// Issue 10 (Data): a save that fails midway leaves no partial rows and no
// orphaned files. The database itself refuses the save's last insert (a trigger
// raises), so every earlier write of the save has already happened when it fails.

async function failInsertsInto(
  db: Kysely<DB>,
  dialect: Dialect,
  table: keyof DB,
): Promise<() => Promise<void>> {
  const name = sql.raw(`fail_${table}`);
  const target = sql.raw(table);
  if (dialect === "sqlite") {
    await sql`create trigger ${name} before insert on ${target} begin select raise(abort, 'injected failure'); end`.execute(
      db,
    );
    return async () => void (await sql`drop trigger ${name}`.execute(db));
  }
  await sql`create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`.execute(
    db,
  );
  await sql`create trigger ${name} before insert on ${target} for each row execute function ${name}()`.execute(
    db,
  );
  return async () => {
    await sql`drop trigger ${name} on ${target}`.execute(db);
    await sql`drop function ${name}()`.execute(db);
  };
}

/** Every row of the tables a save touches, to compare before and after. */
async function snapshot(tables: (keyof DB)[]) {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = await getDb().selectFrom(table).selectAll().execute();
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

const productTables: (keyof DB)[] = [
  "product",
  "product_translation",
  "product_category",
  "product_allergen",
  "product_image",
  "product_redirect",
  "media",
  "media_translation",
];
const articleTables: (keyof DB)[] = ["article", "article_translation", "media", "media_translation"];

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#c9a227" } })
    .png()
    .toBuffer();

/** A product as the editor posts it, through the same parsing as the route. */
function productValues(extra: Record<string, string>) {
  const fields: Record<string, string> = {
    id: "",
    type: "snacks",
    status: "published",
    weightGrams: "150",
    "categories.vegan": "on",
    "allergens.sesame": "contains",
    "nutrition.energyKj": "1800",
    "sr.name": "Krekeri",
    "sr.shortDescription": "Hrskavi krekeri.",
    "sr.description": "Pečeni.",
    "sr.ingredients": "pirinač, **susam**",
    "en.name": "",
    "en.shortDescription": "",
    "en.description": "",
    "en.ingredients": "",
    ...extra,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const parsed = parseSubmission(form, productFormSchema);
  if (parsed.status !== "success") throw new Error(JSON.stringify(parsed.reply().error));
  return parsed.value;
}

function articleValues(extra: Record<string, string>) {
  const submission = parseSubmission(
    new URLSearchParams({
      slug: "",
      category: "recipes",
      publish: "draft",
      "sr.title": "Hleb od heljde",
      "sr.excerpt": "Recept.",
      "sr.body": "<p>Heljda i voda.</p>",
      "en.title": "",
      "en.excerpt": "",
      "en.body": "",
      ...extra,
    }),
    articleFormSchema,
  );
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value;
}

describe.each(dialects)("a save that fails midway on %s", (dialect) => {
  let database: Database;
  let imageId: string;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    imageId = (await uploadMedia({ actor, name: "slika.png", bytes: await png() })).id;
  });
  afterAll(async () => {
    await database.close();
  });

  it("product: a new one leaves no rows, an edited one keeps every old row", async () => {
    const image = { "images[0].mediaId": imageId, "images[0].altSr": "Krekeri", "images[0].altEn": "" };
    expect(await saveProduct(null, productValues({ id: "krekeri", ...image }), actor)).toEqual({
      ok: true,
      id: "krekeri",
    });
    const before = await snapshot(productTables);
    const restore = await failInsertsInto(database.db, dialect, "product_image");
    try {
      await expect(saveProduct(null, productValues({ id: "novi", ...image }), actor)).rejects.toThrow(
        /injected failure/,
      );
      await expect(
        saveProduct(
          "krekeri",
          productValues({ id: "preimenovan", "sr.name": "Novo ime", "categories.protein": "on", ...image }),
          actor,
        ),
      ).rejects.toThrow(/injected failure/);
    } finally {
      await restore();
    }
    expect(await snapshot(productTables)).toEqual(before);
    expect(await getProductForEdit("novi")).toBeNull();
    expect((await getProductForEdit("krekeri"))?.sr.name).toBe("Krekeri");
  });

  it("article: a new one leaves no rows, an edited one keeps every old row", async () => {
    const saved = await saveArticle(null, articleValues({ slug: "heljda", coverId: imageId }), actor);
    expect(saved).toMatchObject({ ok: true });
    const id = (saved as { id: string }).id;
    const before = await snapshot(articleTables);
    // The cover's alt text is the save's last write.
    const restore = await failInsertsInto(database.db, dialect, "media_translation");
    try {
      await expect(
        saveArticle(null, articleValues({ slug: "novi", coverId: imageId, coverAltSr: "Heljda" }), actor),
      ).rejects.toThrow(/injected failure/);
      await expect(
        saveArticle(
          id,
          // A changed alt text (an unchanged one is not written again).
          articleValues({ slug: "heljda-2", "sr.title": "Novo", coverId: imageId, coverAltSr: "Heljda" }),
          actor,
        ),
      ).rejects.toThrow(/injected failure/);
    } finally {
      await restore();
    }
    expect(await snapshot(articleTables)).toEqual(before);
    expect((await getArticleForEdit(id))?.slug).toBe("heljda");
  });

  it("media: an upload whose rows fail leaves no rows and no stored objects", async () => {
    const before = await snapshot(["media", "media_translation"]);
    const objects = await getMediaStorage().list();
    const restore = await failInsertsInto(database.db, dialect, "media_translation");
    try {
      // The database's refusal surfaces as such (a server error), not as "not a valid image".
      await expect(uploadMedia({ actor, name: "nova.png", bytes: await png() })).rejects.toThrow(
        /injected failure/,
      );
    } finally {
      await restore();
    }
    expect(await snapshot(["media", "media_translation"])).toEqual(before);
    expect(await getMediaStorage().list()).toEqual(objects);
  });
});
