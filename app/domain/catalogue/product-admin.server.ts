import { sql, type Transaction } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import { adminSearch, slugify } from "#app/db/fold.server.ts";
import type { DB } from "#app/db/schema.server.ts";
import type { AuditEntry } from "#app/domain/audit/audit.server.ts";
import { productSearchFields } from "#app/domain/catalogue/search-fields.server.ts";
import { type Outcome, writeChange } from "#app/domain/content/changes.server.ts";
import { claimVersion } from "#app/domain/content/record-version.server.ts";
import {
  getRevision,
  hasRevisions,
  type RevisionEntry,
  recordRevision,
} from "#app/domain/content/revisions.server.ts";
import { trashItem } from "#app/domain/content/trash.server.ts";
import { writeMediaAlt } from "#app/domain/media/media-alt.server.ts";
import { retargetPreviewLinks } from "#app/domain/pages/previews.server.ts";
import { countPostsBySource } from "#app/domain/social/posts.server.ts";
import type { AdminProductRow } from "#app/schemas/admin-rows.ts";
import type { ProductFormValues } from "#app/schemas/product-form.ts";
import type {
  Allergen,
  AllergenKind,
  ProductCategory,
  ProductType,
} from "#app/schemas/product-vocabulary.ts";
import { emptySeo, parseSeo, storedSeo } from "#app/schemas/seo.ts";

// The admin's side of the catalogue: list, read for editing, save (one
// transaction: the product, its translations, categories, allergens, images
// and their alt text, and a redirect when the id changes), duplicate, delete,
// publish. Public pages read the same tables at every request.

export const adminProductPageSize = 20;

export interface AdminProductListParams {
  q: string;
  type: "all" | ProductType;
  category: "all" | ProductCategory;
  status: "all" | "draft" | "published";
  sort: "updated" | "name" | "type" | "featured";
  page: number;
}

export async function listAdminProducts(
  params: AdminProductListParams,
): Promise<{ products: AdminProductRow[]; total: number; pageSize: number }> {
  const db = getDb();
  let query = db
    .selectFrom("product as p")
    .innerJoin("product_translation as s", (j) =>
      j.onRef("s.product_id", "=", "p.id").on("s.locale", "=", "sr"),
    )
    .leftJoin("product_translation as e", (j) =>
      j.onRef("e.product_id", "=", "p.id").on("e.locale", "=", "en"),
    )
    .where("p.deleted_at", "is", null);
  if (params.type !== "all") query = query.where("p.type", "=", params.type);
  if (params.status !== "all") query = query.where("p.status", "=", params.status);
  const category = params.category;
  if (category !== "all")
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("product_category as c")
          .select("c.product_id")
          .whereRef("c.product_id", "=", "p.id")
          .where("c.category", "=", category),
      ),
    );
  const search = adminSearch(params.q, "p.id");
  if (search) query = query.where(search);
  const { total } = await query
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  let ordered = query.select([
    "p.id",
    "p.type",
    "p.status",
    "p.is_featured",
    "p.featured_order",
    "p.updated_at",
    "s.name as name_sr",
    "e.name as name_en",
    "e.short_description as short_en",
    "e.description as description_en",
    "e.ingredients as ingredients_en",
  ]);
  if (params.sort === "name") ordered = ordered.orderBy("s.name").orderBy("p.id");
  else if (params.sort === "type") ordered = ordered.orderBy("p.type").orderBy("s.name");
  else if (params.sort === "featured")
    ordered = ordered
      .orderBy("p.is_featured", "desc")
      .orderBy(sql`coalesce(p.featured_order, 1000000)`)
      .orderBy("s.name");
  else ordered = ordered.orderBy("p.updated_at", "desc").orderBy("p.id");
  const rows = await ordered
    .limit(adminProductPageSize)
    .offset((params.page - 1) * adminProductPageSize)
    .execute();
  const ids = rows.map((r) => r.id);
  const [cats, imgs, posts] = ids.length
    ? await Promise.all([
        db
          .selectFrom("product_category")
          .select(["product_id", "category"])
          .where("product_id", "in", ids)
          .execute(),
        db
          .selectFrom("product_image")
          .select(["product_id", "media_id", "position"])
          .where("product_id", "in", ids)
          .orderBy("position")
          .execute(),
        countPostsBySource("product", ids),
      ])
    : [[], [], new Map<string, number>()];
  return {
    products: rows.map((r) => ({
      id: r.id,
      nameSr: r.name_sr,
      nameEn: r.name_en ?? "",
      type: r.type,
      status: r.status,
      isFeatured: r.is_featured === 1,
      featuredOrder: r.featured_order,
      categories: cats.filter((c) => c.product_id === r.id).map((c) => c.category),
      imageId: imgs.find((i) => i.product_id === r.id)?.media_id ?? null,
      missingEnglish: [r.name_en, r.short_en, r.description_en, r.ingredients_en].some((v) => !v?.trim()),
      updatedAt: r.updated_at,
      socialPosts: posts.get(r.id) ?? 0,
    })),
    total: Number(total),
    pageSize: adminProductPageSize,
  };
}

/** The editor's values for one product, or null. */
export async function getProductForEdit(
  id: string,
): Promise<(ProductFormValues & { updatedAt: string; version: number }) | null> {
  const db = getDb();
  const p = await db
    .selectFrom("product")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!p) return null;
  const [translations, cats, allergens, images] = await Promise.all([
    db.selectFrom("product_translation").selectAll().where("product_id", "=", id).execute(),
    db.selectFrom("product_category").select("category").where("product_id", "=", id).execute(),
    db.selectFrom("product_allergen").select(["allergen", "kind"]).where("product_id", "=", id).execute(),
    db
      .selectFrom("product_image as pi")
      .leftJoin("media_translation as s", (j) =>
        j.onRef("s.media_id", "=", "pi.media_id").on("s.locale", "=", "sr"),
      )
      .leftJoin("media_translation as e", (j) =>
        j.onRef("e.media_id", "=", "pi.media_id").on("e.locale", "=", "en"),
      )
      .select(["pi.media_id", "s.alt as alt_sr", "e.alt as alt_en"])
      .where("pi.product_id", "=", id)
      .orderBy("pi.position")
      .execute(),
  ]);
  const tr = (locale: "sr" | "en") => {
    const t = translations.find((x) => x.locale === locale);
    return {
      name: t?.name ?? "",
      shortDescription: t?.short_description ?? "",
      description: t?.description ?? "",
      ingredients: t?.ingredients ?? "",
    };
  };
  return {
    id: p.id,
    type: p.type as ProductFormValues["type"],
    status: p.status,
    weightGrams: p.weight_grams,
    isNew: p.is_new === 1,
    isOrganic: Number(p.is_organic) === 1,
    isBestseller: p.is_bestseller === 1,
    isFeatured: p.is_featured === 1,
    featuredOrder: p.featured_order,
    shop1Url: p.shop1_url,
    shop2Url: p.shop2_url,
    priceRsd: p.price_rsd,
    priceFrom: p.price_from === 1,
    availability: p.availability,
    gtin: p.gtin,
    categories: cats.map((c) => c.category) as ProductFormValues["categories"],
    allergens: Object.fromEntries(
      allergens.map((a) => [a.allergen, a.kind]),
    ) as ProductFormValues["allergens"],
    nutrition: {
      energyKj: p.energy_kj,
      energyKcal: p.energy_kcal,
      fat: p.fat,
      saturatedFat: p.saturated_fat,
      carbohydrate: p.carbohydrate,
      sugars: p.sugars,
      fibre: p.fibre,
      protein: p.protein,
      salt: p.salt,
    },
    sr: tr("sr"),
    en: tr("en"),
    images: images.map((i) => ({ mediaId: i.media_id, altSr: i.alt_sr ?? "", altEn: i.alt_en ?? "" })),
    seo: parseSeo(p.seo),
    updatedAt: p.updated_at,
    version: p.version,
  };
}

/**
 * A refused save: what is wrong, as keys of the admin namespace's errors group,
 * by the form field it concerns (`form` for the whole form).
 */
export interface SaveProductErrors {
  /** Gone, or saved by someone else since the form was loaded. */
  form?: "errors.productMissing" | "errors.recordChanged";
  id?: "errors.addressTaken" | "errors.addressInTrash";
  images?: "errors.imageMissing";
}

export type SaveProductResult = { ok: true; id: string } | { ok: false; errors: SaveProductErrors };

async function idTaken(trx: Transaction<DB>, id: string, except: string | null): Promise<boolean> {
  return (await idHolder(trx, id, except)) !== null;
}

/** Who holds an id: a live product, one in the trash (it keeps its id until purged), or nobody. */
async function idHolder(trx: Transaction<DB>, id: string, except: string | null) {
  const row = await trx
    .selectFrom("product")
    .select(["id", "deleted_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row || row.id === except) return null;
  return row.deleted_at ? "trash" : "live";
}

/** A free id made from the Serbian name ("heljdino-brasno", then "-2", "-3"...). */
async function freeId(trx: Transaction<DB>, base: string, except: string | null): Promise<string> {
  const root = base || "proizvod";
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? root : `${root.slice(0, 76)}-${n}`;
    if (candidate !== "new" && !(await idTaken(trx, candidate, except))) return candidate;
  }
}

/** A product's own row as the form describes it (no id, no dates but updated_at). */
function productRow(values: ProductFormValues, now: string) {
  const n = values.nutrition;
  return {
    type: values.type,
    weight_grams: values.weightGrams,
    is_new: values.isNew ? 1 : 0,
    is_organic: values.isOrganic ? 1 : 0,
    is_bestseller: values.isBestseller ? 1 : 0,
    is_featured: values.isFeatured ? 1 : 0,
    featured_order: values.isFeatured ? values.featuredOrder : null,
    status: values.status,
    shop1_url: values.shop1Url,
    shop2_url: values.shop2Url,
    price_rsd: values.priceRsd,
    price_from: values.priceRsd !== null && values.priceFrom ? 1 : 0,
    availability: values.availability,
    gtin: values.gtin,
    energy_kj: n.energyKj,
    energy_kcal: n.energyKcal,
    fat: n.fat,
    saturated_fat: n.saturatedFat,
    carbohydrate: n.carbohydrate,
    sugars: n.sugars,
    fibre: n.fibre,
    protein: n.protein,
    salt: n.salt,
    seo: storedSeo(values.seo),
    updated_at: now,
  } as const;
}

/** The rows of a product's translations, categories and allergens. */
export function productChildRows(
  id: string,
  values: Pick<ProductFormValues, "sr" | "en" | "categories" | "allergens">,
) {
  return {
    translations: (["sr", "en"] as const).map((locale) => {
      const t = values[locale];
      return {
        product_id: id,
        locale,
        name: t.name,
        short_description: t.shortDescription,
        description: t.description,
        ingredients: t.ingredients,
        ...productSearchFields(locale, t, values.categories),
      };
    }),
    categories: [...new Set(values.categories)].map((category) => ({ product_id: id, category })),
    allergens: Object.entries(values.allergens)
      .filter(([, kind]) => kind === "contains" || kind === "may_contain")
      .map(([allergen, kind]) => ({
        product_id: id,
        allergen: allergen as Allergen,
        kind: kind as AllergenKind,
      })),
  };
}

/**
 * Creates (originalId null) or updates a product in one transaction. An empty
 * id is made from the Serbian name; a typed id must be free. A changed id
 * keeps the old one redirecting. Nothing is written when any step fails.
 * `expectedVersion`: the version the form was loaded with (null: overwrite any).
 */
export async function saveProduct(
  originalId: string | null,
  values: ProductFormValues,
  actor: string,
  expectedVersion: number | null = null,
): Promise<SaveProductResult> {
  return storeProduct(originalId, values, expectedVersion, (id) => ({
    actor,
    action: originalId ? "update" : "create",
    entity: "product",
    entityId: id,
    detail: originalId && originalId !== id ? { renamedFrom: originalId } : null,
  }));
}

async function storeProduct(
  originalId: string | null,
  values: ProductFormValues,
  expectedVersion: number | null,
  auditOf: (id: string) => AuditEntry,
): Promise<SaveProductResult> {
  const db = getDb();
  if (
    originalId &&
    !(await db
      .selectFrom("product")
      .select("id")
      .where("id", "=", originalId)
      .where("deleted_at", "is", null)
      .executeTakeFirst())
  )
    return { ok: false, errors: { form: "errors.productMissing" } };
  const baseline = await firstRevisionOf(originalId);
  try {
    return await writeChange("catalogue", async (trx): Promise<Outcome<SaveProductResult>> => {
      let id = values.id;
      if (!id) id = originalId ?? (await freeId(trx, slugify(values.sr.name), null));
      else if (await idTaken(trx, id, originalId)) {
        const inTrash = (await idHolder(trx, id, originalId)) === "trash";
        const error = inTrash ? "errors.addressInTrash" : "errors.addressTaken";
        return { result: { ok: false as const, errors: { id: error } }, audit: null };
      }
      if (originalId) {
        const claim = await claimVersion(trx, { table: "product", id: originalId }, expectedVersion);
        if (!claim.ok) {
          const form = claim.reason === "missing" ? "errors.productMissing" : "errors.recordChanged";
          return { result: { ok: false as const, errors: { form } }, audit: null };
        }
      }
      const now = new Date().toISOString();
      const row = productRow(values, now);
      if (originalId) {
        const before = await trx
          .selectFrom("product")
          .select(["status", "published_at"])
          .where("id", "=", originalId)
          .executeTakeFirstOrThrow();
        const publishedAt =
          values.status === "published" ? (before.status === "published" ? before.published_at : now) : null;
        // The foreign keys cascade the new id to every child row.
        await trx
          .updateTable("product")
          .set({ ...row, id, published_at: publishedAt })
          .where("id", "=", originalId)
          .execute();
        if (id !== originalId) {
          await trx.deleteFrom("product_redirect").where("old_id", "in", [id, originalId]).execute();
          await trx.insertInto("product_redirect").values({ old_id: originalId, product_id: id }).execute();
          await retargetPreviewLinks(trx, `product:${originalId}`, `product:${id}`);
        }
      } else {
        await trx.deleteFrom("product_redirect").where("old_id", "=", id).execute();
        await trx
          .insertInto("product")
          .values({ ...row, id, published_at: values.status === "published" ? now : null, created_at: now })
          .execute();
      }
      await writeChildren(trx, id, values);
      const audit = auditOf(id);
      if (baseline) await recordRevision(trx, baseline);
      await recordRevision(trx, {
        entity: "product",
        entityId: id,
        values: { ...values, id },
        actor: audit.actor,
        renamedFrom: originalId,
      });
      return { result: { ok: true as const, id }, audit };
    });
  } catch (error) {
    // A foreign key refused an image that no longer exists: nothing was written.
    if (values.images.length && (await missingImages(values.images.map((i) => i.mediaId))))
      return { ok: false, errors: { images: "errors.imageMissing" } };
    throw error;
  }
}

/**
 * A product saved before revisions were kept (or imported) has none: its state
 * before this first save becomes its first revision, so the history has the original.
 */
async function firstRevisionOf(id: string | null): Promise<RevisionEntry | null> {
  if (!id || (await hasRevisions("product", id))) return null;
  const current = await getProductForEdit(id);
  if (!current) return null;
  const { updatedAt, ...values } = current;
  return { entity: "product", entityId: id, values, actor: null, at: updatedAt };
}

/**
 * Adds a product as it is, published at the given time, without an audit line:
 * for the demo content of an empty database and for tests.
 */
export async function importProduct(values: ProductFormValues, publishedAt: string | null): Promise<void> {
  const now = new Date().toISOString();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto("product")
        .values({ ...productRow(values, now), id: values.id, published_at: publishedAt, created_at: now })
        .execute();
      await writeChildren(trx, values.id, values);
    });
}

async function missingImages(ids: string[]): Promise<boolean> {
  const found = await getDb().selectFrom("media").select("id").where("id", "in", ids).execute();
  return found.length !== new Set(ids).size;
}

async function writeChildren(trx: Transaction<DB>, id: string, values: ProductFormValues): Promise<void> {
  const rows = productChildRows(id, values);
  await trx.deleteFrom("product_translation").where("product_id", "=", id).execute();
  await trx.insertInto("product_translation").values(rows.translations).execute();
  await trx.deleteFrom("product_category").where("product_id", "=", id).execute();
  if (rows.categories.length) await trx.insertInto("product_category").values(rows.categories).execute();
  await trx.deleteFrom("product_allergen").where("product_id", "=", id).execute();
  if (rows.allergens.length) await trx.insertInto("product_allergen").values(rows.allergens).execute();
  await trx.deleteFrom("product_image").where("product_id", "=", id).execute();
  for (const [position, image] of values.images.entries()) {
    await trx
      .insertInto("product_image")
      .values({ product_id: id, media_id: image.mediaId, position })
      .execute();
    // Alt text belongs to the image; the product editor is one place to write it.
    // An image just added from the library comes without: it keeps its own.
    if (image.altSr !== undefined || image.altEn !== undefined)
      await writeMediaAlt(trx, image.mediaId, { sr: image.altSr ?? "", en: image.altEn ?? "" });
  }
}

/** A draft copy with a free id; images are shared, not copied. */
export async function duplicateProduct(id: string, actor: string): Promise<string | null> {
  const values = await getProductForEdit(id);
  if (!values) return null;
  const base = `${id.slice(0, 72)}-kopija`;
  const newId = await getDb()
    .transaction()
    .execute((trx) => freeId(trx, base, null));
  const result = await storeProduct(
    null,
    {
      ...values,
      id: newId,
      status: "draft",
      isFeatured: false,
      featuredOrder: null,
      sr: { ...values.sr, name: `${values.sr.name} (kopija)`.slice(0, 120) },
      en: { ...values.en, name: values.en.name ? `${values.en.name} (copy)`.slice(0, 120) : "" },
      // Two products with one search title would compete with each other: the copy starts automatic.
      seo: emptySeo,
      // A copy is usually another size or flavour, with a barcode of its own.
      gtin: null,
    },
    null,
    (copy) => ({ actor, action: "duplicate", entity: "product", entityId: copy, detail: { from: id } }),
  );
  return result.ok ? result.id : null;
}

/**
 * Brings a product's texts, facts and photos back to a revision, as a new save
 * (recorded, with its own revision). Its address and publication stay as they are
 * now; photos since deleted from the library are left out.
 */
export async function restoreProductRevision(
  id: string,
  revisionId: string,
  actor: string,
  /** The version the history compared the revision with (null: any). */
  expectedVersion: number | null = null,
): Promise<SaveProductResult | null> {
  const [current, revision] = await Promise.all([
    getProductForEdit(id),
    getRevision<Partial<ProductFormValues>>("product", id, revisionId),
  ]);
  if (!current || !revision) return null;
  const { updatedAt: _, ...now } = current;
  const images = revision.values.images ?? [];
  const kept = images.length
    ? new Set(
        (
          await getDb()
            .selectFrom("media")
            .select("id")
            .where(
              "id",
              "in",
              images.map((i) => i.mediaId),
            )
            .execute()
        ).map((m) => m.id),
      )
    : new Set<string>();
  const values: ProductFormValues = {
    ...now,
    ...revision.values,
    id: now.id,
    status: now.status,
    images: images.filter((i) => kept.has(i.mediaId)),
  };
  // A restore is chosen from the history, looking at the current version: refused if that is no longer current.
  return storeProduct(id, values, expectedVersion, (saved) => ({
    actor,
    action: "restore",
    entity: "product",
    entityId: saved,
    detail: { revision: revisionId },
  }));
}

/** Moves a product to the trash (content/trash.server.ts); false when there is no such live product. */
export async function deleteProduct(id: string, actor: string): Promise<boolean> {
  return (await trashItem("product", id, actor)) !== null;
}

export async function setProductStatus(
  id: string,
  status: "draft" | "published",
  actor: string,
): Promise<boolean> {
  const now = new Date().toISOString();
  return writeChange("catalogue", async (trx) => {
    const result = await trx
      .updateTable("product")
      .set((eb) => ({
        status,
        updated_at: now,
        // An editor open on the product was loaded with the status before this.
        version: sql<number>`version + 1`,
        published_at:
          status === "published" ? eb.fn.coalesce("published_at", sql<string>`${now}`) : sql<null>`null`,
      }))
      .where("id", "=", id)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    const changed = Number(result.numUpdatedRows) > 0;
    const action = status === "published" ? "publish" : "unpublish";
    return { result: changed, audit: changed ? { actor, action, entity: "product", entityId: id } : null };
  });
}

/** Where an old product id now lives, for the public product page. */
export async function findProductRedirect(oldId: string): Promise<string | null> {
  // A product in the trash is not shown: its old ids answer 404 until it is restored.
  const row = await getDb()
    .selectFrom("product_redirect as r")
    .innerJoin("product as p", "p.id", "r.product_id")
    .select("r.product_id")
    .where("r.old_id", "=", oldId)
    .where("p.deleted_at", "is", null)
    .executeTakeFirst();
  return row?.product_id ?? null;
}
