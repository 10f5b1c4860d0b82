import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import { getDb } from "#app/db/connection.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { demoProducts } from "#app/demo/products.ts";
import { insertProduct } from "#app/demo/seed.server.ts";
import {
  deleteProduct,
  duplicateProduct,
  findProductRedirect,
  getProductForEdit,
  listAdminProducts,
  saveProduct,
  setProductStatus,
} from "#app/domain/catalogue/product-admin.server.ts";
import { getPublishedProduct, listPublishedProducts } from "#app/domain/catalogue/products.server.ts";
import { purgeTrash } from "#app/domain/content/trash.server.ts";
import { deleteMedia, getMediaMetadata, uploadMedia } from "#app/domain/media/uploads.server.ts";
import { productFormSchema } from "#app/schemas/product-form.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";

/** Who the audit log says made the changes. */
const actor = "owner@zrnce.rs";

/** The form as a browser posts it, through the same parsing as the route. */
function parseForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseSubmission(form, productFormSchema);
}

const baseFields: Record<string, string> = {
  id: "",
  type: "snacks",
  status: "draft",
  weightGrams: "150",
  isNew: "on",
  "categories.glutenFree": "on",
  "categories.vegan": "on",
  "allergens.sesame": "contains",
  "allergens.nuts": "may_contain",
  "nutrition.energyKj": "1800",
  "nutrition.energyKcal": "430",
  "nutrition.fat": "18,5",
  "nutrition.salt": "1.2",
  shop1Url: "https://shop.example/krekeri",
  shop2Url: "",
  "sr.name": "Krekeri sa čiom",
  "sr.shortDescription": "Hrskavi krekeri sa semenkama čije.",
  "sr.description": "Pečeni, ne prženi.",
  "sr.ingredients": "brašno od pirinča, **susam**, čia",
  "en.name": "",
  "en.shortDescription": "",
  "en.description": "",
  "en.ingredients": "",
};

const valid = (extra: Record<string, string> = {}) => {
  const parsed = parseForm({ ...baseFields, ...extra });
  if (parsed.status !== "success") throw new Error(JSON.stringify(parsed.reply().error));
  return parsed.value;
};

const counts = async (id: string) => {
  const db = getDb();
  const n = async (
    table: "product_translation" | "product_category" | "product_allergen" | "product_image",
  ) => (await db.selectFrom(table).select("product_id").where("product_id", "=", id).execute()).length;
  return {
    product: (await db.selectFrom("product").select("id").where("id", "=", id).execute()).length,
    translations: await n("product_translation"),
    categories: await n("product_category"),
    allergens: await n("product_allergen"),
    images: await n("product_image"),
  };
};

describe("product form schema", () => {
  it("turns typed errors into keys per field", () => {
    const parsed = parseForm({
      ...baseFields,
      id: "Nije Slug!",
      weightGrams: "-3",
      "sr.name": "",
      shop1Url: "javascript:alert(1)",
      "nutrition.fat": "mnogo",
      isFeatured: "on",
      featuredOrder: "",
      type: "shoes",
    });
    expect(parsed.status).toBe("error");
    // Each field's messages, under the name the form gives it.
    expect(parsed.reply().error).toMatchObject({
      id: ["errors.slug"],
      weightGrams: ["errors.weight"],
      "sr.name": ["errors.required"],
      shop1Url: ["errors.url"],
      "nutrition.fat": ["errors.number"],
      type: ["errors.required"],
    });
  });

  it("refuses the editor's own address, a forged image and more images than a product has room for", () => {
    const image = (i: number) => ({ [`images[${i}].mediaId`]: randomUUID() });
    const reserved = parseForm({ ...baseFields, id: "new", "images[0].mediaId": "../etc/passwd" });
    expect(reserved.reply().error).toMatchObject({
      id: ["errors.addressReserved"],
      "images[0].mediaId": ["errors.image"],
    });
    const seven = Object.assign({}, ...[0, 1, 2, 3, 4, 5].map(image), { addImage: randomUUID() });
    expect(parseForm({ ...baseFields, ...seven }).reply().error).toEqual({
      images: ["errors.tooManyImages"],
    });
    const twice = randomUUID();
    expect(parseForm({ ...baseFields, "images[0].mediaId": twice, addImage: twice }).reply().error).toEqual({
      images: ["errors.duplicateImage"],
    });
  });

  it("reads checkboxes, allergen choices, decimal commas and image rows", () => {
    const id = randomUUID();
    const removed = randomUUID();
    const added = randomUUID();
    const data = valid({
      "images[0].mediaId": removed,
      "images[0].remove": "on",
      "images[1].mediaId": id,
      "images[1].altSr": "a",
      "images[1].altEn": "b",
      addImage: added,
    });
    expect(data.categories.sort()).toEqual(["glutenFree", "vegan"]);
    expect(data.allergens).toMatchObject({ sesame: "contains", nuts: "may_contain" });
    expect(data.nutrition.fat).toBe(18.5);
    expect(data.nutrition.sugars).toBeNull();
    // The one from the library comes without alt texts: it keeps its own.
    expect(data.images).toEqual([{ mediaId: id, altSr: "a", altEn: "b" }, { mediaId: added }]);
    expect(data.isNew).toBe(true);
    expect(data.isBestseller).toBe(false);
  });
});

describe.each(dialects)("product admin on %s", (dialect) => {
  let database: Database;
  let imageId: string;
  const png = () =>
    sharp({ create: { width: 60, height: 40, channels: 3, background: "#8a5" } })
      .png()
      .toBuffer();
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    for (const p of demoProducts.slice(0, 3)) await insertProduct(p);
    imageId = (await uploadMedia({ actor, name: "krekeri.png", bytes: await png() })).id;
  });
  afterAll(async () => {
    await database.close();
  });

  it("creates a product with an id from the Serbian name, visible at once in both languages", async () => {
    const result = await saveProduct(
      null,
      valid({
        status: "published",
        "images[0].mediaId": imageId,
        "images[0].altSr": "Krekeri na dasci",
        "images[0].altEn": "Crackers on a board",
      }),
      actor,
    );
    expect(result).toEqual({ ok: true, id: "krekeri-sa-ciom" });
    expect(await counts("krekeri-sa-ciom")).toEqual({
      product: 1,
      translations: 2,
      categories: 2,
      allergens: 2,
      images: 1,
    });
    const sr = await getPublishedProduct({ id: "krekeri-sa-ciom", locale: "sr" });
    const en = await getPublishedProduct({ id: "krekeri-sa-ciom", locale: "en" });
    expect(sr?.name).toBe("Krekeri sa čiom");
    expect(sr?.image?.alt).toBe("Krekeri na dasci");
    expect(en?.image?.alt).toBe("Crackers on a board");
    // No English yet: the public page falls back to Serbian rather than showing nothing.
    expect(en?.name).toBe("Krekeri sa čiom");
    expect(sr?.contains).toEqual(["sesame"]);
    expect(sr?.mayContain).toEqual(["nuts"]);
    const row = await getDb()
      .selectFrom("product_translation")
      .select("search_text")
      .where("product_id", "=", "krekeri-sa-ciom")
      .where("locale", "=", "sr")
      .executeTakeFirstOrThrow();
    expect(row.search_text).toContain("krekeri sa ciom");
    expect(row.search_text).not.toContain("*");
    // A second product of the same name gets the next free id.
    expect(await saveProduct(null, valid(), actor)).toEqual({ ok: true, id: "krekeri-sa-ciom-2" });
    expect(await saveProduct(null, valid({ id: "krekeri-sa-ciom" }), actor)).toEqual({
      ok: false,
      errors: { id: "errors.addressTaken" },
    });
  });

  it("lists with folded search, filters, sorting, paging and marks missing English", async () => {
    const all = await listAdminProducts({
      q: "",
      type: "all",
      category: "all",
      status: "all",
      sort: "name",
      page: 1,
    });
    expect(all.total).toBe(5);
    const found = await listAdminProducts({
      q: "CIOM",
      type: "all",
      category: "all",
      status: "all",
      sort: "updated",
      page: 1,
    });
    expect(found.products.map((p) => p.id).sort()).toEqual(["krekeri-sa-ciom", "krekeri-sa-ciom-2"]);
    expect(found.products.every((p) => p.missingEnglish)).toBe(true);
    const drafts = await listAdminProducts({
      q: "",
      type: "all",
      category: "all",
      status: "draft",
      sort: "name",
      page: 1,
    });
    expect(drafts.products.map((p) => p.id)).toEqual(["krekeri-sa-ciom-2"]);
    const vegan = await listAdminProducts({
      q: "",
      type: "snacks",
      category: "vegan",
      status: "all",
      sort: "name",
      page: 1,
    });
    expect(vegan.products.every((p) => p.type === "snacks" && p.categories.includes("vegan"))).toBe(true);
    const beyond = await listAdminProducts({
      q: "",
      type: "all",
      category: "all",
      status: "all",
      sort: "name",
      page: 2,
    });
    expect(beyond.products).toEqual([]);
    const names = all.products.map((p) => p.nameSr);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("edits every field, renames the id and keeps redirecting from the old one", async () => {
    const before = await getProductForEdit("krekeri-sa-ciom");
    expect(before?.images).toEqual([
      { mediaId: imageId, altSr: "Krekeri na dasci", altEn: "Crackers on a board" },
    ]);
    const result = await saveProduct(
      "krekeri-sa-ciom",
      valid({
        id: "chia-krekeri",
        status: "published",
        type: "cookiesSweets",
        weightGrams: "200",
        isNew: "",
        isBestseller: "on",
        isFeatured: "on",
        featuredOrder: "1",
        "categories.glutenFree": "",
        "categories.protein": "on",
        "allergens.sesame": "",
        "allergens.milk": "contains",
        "en.name": "Chia crackers",
        "en.shortDescription": "Crunchy crackers with chia seeds.",
        "en.description": "Baked, not fried.",
        "en.ingredients": "rice flour, **sesame**, chia",
        shop2Url: "https://other.example/chia",
        "images[0].mediaId": imageId,
        "images[0].altSr": "Čia krekeri",
        "images[0].altEn": "Chia crackers",
      }),
      actor,
    );
    expect(result).toEqual({ ok: true, id: "chia-krekeri" });
    expect(await findProductRedirect("krekeri-sa-ciom")).toBe("chia-krekeri");
    const after = await getProductForEdit("chia-krekeri");
    expect(after).toMatchObject({
      type: "cookiesSweets",
      weightGrams: 200,
      isNew: false,
      isBestseller: true,
      isFeatured: true,
      featuredOrder: 1,
      shop2Url: "https://other.example/chia",
      allergens: { milk: "contains", nuts: "may_contain" },
      en: { name: "Chia crackers" },
    });
    expect(after?.categories.sort()).toEqual(["protein", "vegan"]);
    expect(await getProductForEdit("krekeri-sa-ciom")).toBeNull();
    const en = await getPublishedProduct({ id: "chia-krekeri", locale: "en" });
    expect(en?.name).toBe("Chia crackers");
    expect(en?.image?.alt).toBe("Chia crackers");
    const home = await listPublishedProducts({ locale: "sr", featuredOnly: true });
    expect(home[0]?.id).toBe("chia-krekeri");
    // Renaming again updates the first redirect too.
    expect(await saveProduct("chia-krekeri", { ...after!, id: "cia-krekeri" }, actor)).toEqual({
      ok: true,
      id: "cia-krekeri",
    });
    expect(await findProductRedirect("krekeri-sa-ciom")).toBe("cia-krekeri");
    expect(await findProductRedirect("chia-krekeri")).toBe("cia-krekeri");
  });

  it("refuses a save whose image vanished, leaving the old rows untouched and no new ones", async () => {
    const gone = await uploadMedia({ actor, name: "nestaje.png", bytes: await png() });
    expect(await deleteMedia(gone.id, actor)).toBe("deleted");
    const before = await getProductForEdit("cia-krekeri");
    const failed = await saveProduct(
      "cia-krekeri",
      valid({
        "sr.name": "Promenjeno ime",
        "images[0].mediaId": gone.id,
        "images[0].altSr": "",
        "images[0].altEn": "",
      }),
      actor,
    );
    expect(failed).toEqual({ ok: false, errors: { images: "errors.imageMissing" } });
    const after = await getProductForEdit("cia-krekeri");
    expect({ ...after, updatedAt: "" }).toEqual({ ...before, updatedAt: "" });
    const created = await saveProduct(
      null,
      valid({ id: "nikad-sacuvan", "images[0].mediaId": gone.id }),
      actor,
    );
    expect(created).toEqual({ ok: false, errors: { images: "errors.imageMissing" } });
    expect(await counts("nikad-sacuvan")).toEqual({
      product: 0,
      translations: 0,
      categories: 0,
      allergens: 0,
      images: 0,
    });
  });

  it("adds an image from the library with its own descriptions, then saves the ones typed", async () => {
    const alt = { sr: "Heljda u zrnu", en: "Buckwheat grains" };
    const library = await uploadMedia({ actor, name: "heljda.png", bytes: await png(), alt });
    const added = await saveProduct(null, valid({ id: "iz-biblioteke", addImage: library.id }), actor);
    expect(added).toEqual({ ok: true, id: "iz-biblioteke" });
    expect((await getProductForEdit("iz-biblioteke"))?.images).toEqual([
      { mediaId: library.id, altSr: alt.sr, altEn: alt.en },
    ]);
    expect((await getMediaMetadata(library.id))?.alt).toEqual(alt);
    await saveProduct(
      "iz-biblioteke",
      valid({
        id: "iz-biblioteke",
        "images[0].mediaId": library.id,
        "images[0].altSr": "Zrna heljde",
        "images[0].altEn": "",
      }),
      actor,
    );
    expect((await getMediaMetadata(library.id))?.alt).toEqual({ sr: "Zrna heljde", en: "" });
    expect(await deleteProduct("iz-biblioteke", actor)).toBe(true);
  });

  it("duplicates as a draft, publishes, unpublishes and deletes", async () => {
    const copy = await duplicateProduct("cia-krekeri", actor);
    expect(copy).toBe("cia-krekeri-kopija");
    const values = await getProductForEdit(copy!);
    expect(values).toMatchObject({
      status: "draft",
      isFeatured: false,
      sr: { name: "Krekeri sa čiom (kopija)" },
    });
    expect(values?.images.map((i) => i.mediaId)).toEqual([imageId]);
    expect(await getPublishedProduct({ id: copy!, locale: "sr" })).toBeNull();
    expect(await setProductStatus(copy!, "published", actor)).toBe(true);
    expect((await getPublishedProduct({ id: copy!, locale: "en" }))?.name).toBe("Chia crackers (copy)");
    expect(await setProductStatus(copy!, "draft", actor)).toBe(true);
    expect(await getPublishedProduct({ id: copy!, locale: "sr" })).toBeNull();
    expect(await deleteMedia(imageId, actor)).toBe("in-use");
    // Deleting moves it to the trash with all its rows (issue 21); purged 30 days on, they go.
    const kept = await counts(copy!);
    expect(await deleteProduct(copy!, actor)).toBe(true);
    expect(await counts(copy!)).toEqual(kept);
    expect(await getProductForEdit(copy!)).toBeNull();
    expect(await deleteProduct(copy!, actor)).toBe(false);
    await purgeTrash(new Date(Date.now() + 31 * 86_400_000));
    expect(await counts(copy!)).toEqual({
      product: 0,
      translations: 0,
      categories: 0,
      allergens: 0,
      images: 0,
    });
    expect(await setProductStatus("nope", "published", actor)).toBe(false);
    expect(await duplicateProduct("nope", actor)).toBeNull();
  });
});
