import { getDb } from "#app/db/connection.server.ts";
import { dropRevisions } from "#app/domain/content/revisions.server.ts";
import { dropPreviewLinks } from "#app/domain/pages/previews.server.ts";
import { countPostsBySource, markPostsSourceDeleted } from "#app/domain/social/posts.server.ts";
import { getLogger } from "#app/logger.server.ts";
import type { TrashKind, TrashRow } from "#app/schemas/trash.ts";
import { writeChange } from "./changes.server.ts";
import { articlesWithTitles, productsWithNames } from "./named-rows.server.ts";

// Deleting a product or an article moves it to the trash for 30 days
// (docs/decisions/0029-trash-history-redirects.md). The row stays where it is,
// with its translations, categories, allergens, photos and old addresses, and
// becomes a draft, so no public page, list, feed or sitemap shows it, its id and
// slug stay taken, and the library keeps its photos (they are still in use). A
// restore gives its status back; after 30 days the purge deletes it for good.

export const trashDays = 30;
const day = 86_400_000;

const tables = { product: "product", article: "article" } as const;
/** What a product or an article in or out of the trash changes for visitors. */
const partOf = { product: "catalogue", article: "news" } as const;

/** Moves a live item to the trash; null when there is no live item of that id. */
export async function trashItem(
  kind: TrashKind,
  id: string,
  actor: string,
  now = new Date(),
): Promise<{ posts: number } | null> {
  const at = now.toISOString();
  return writeChange(partOf[kind], async (trx) => {
    const row = await trx
      .selectFrom(tables[kind])
      .select("status")
      .where("id", "=", id)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (!row) return { result: null, audit: null };
    await trx
      .updateTable(tables[kind])
      .set({ deleted_at: at, deleted_status: row.status, status: "draft" })
      .where("id", "=", id)
      .execute();
    const posts = await markPostsSourceDeleted(trx, kind, id, at);
    return {
      result: { posts },
      audit: { actor, action: "trash", entity: kind, entityId: id, detail: posts ? { posts } : null },
    };
  });
}

/** Brings an item back from the trash as it was (published again if it was); false when it is not there. */
export async function restoreItem(kind: TrashKind, id: string, actor: string): Promise<boolean> {
  return writeChange(partOf[kind], async (trx) => {
    const row = await trx
      .selectFrom(tables[kind])
      .select("deleted_status")
      .where("id", "=", id)
      .where("deleted_at", "is not", null)
      .executeTakeFirst();
    if (!row) return { result: false, audit: null };
    await trx
      .updateTable(tables[kind])
      .set({ deleted_at: null, deleted_status: null, status: row.deleted_status ?? "draft" })
      .where("id", "=", id)
      .execute();
    await markPostsSourceDeleted(trx, kind, id, null);
    return { result: true, audit: { actor, action: "restore", entity: kind, entityId: id } };
  });
}

/** Deletes a trashed item for good, before its 30 days are up; false when it is not in the trash. */
export async function deleteForever(kind: TrashKind, id: string, actor: string): Promise<boolean> {
  return writeChange("nothing public", async (trx) => {
    const result = await trx
      .deleteFrom(tables[kind])
      .where("id", "=", id)
      .where("deleted_at", "is not", null)
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows) > 0;
    if (deleted) {
      await dropRevisions(trx, kind, [id]);
      await dropPreviewLinks(trx, [`${kind}:${id}`]);
    }
    return {
      result: deleted,
      audit: deleted ? { actor, action: "delete", entity: kind, entityId: id } : null,
    };
  });
}

/**
 * Deletes what has been in the trash for 30 days (its translations, categories,
 * allergens, photo links, redirects, revisions and share links with it; the
 * photos stay in the library). A recurring job runs it (trashPurgeJob); running
 * it twice, or on several instances at once, deletes nothing more.
 */
export async function purgeTrash(now = new Date()): Promise<{ product: string[]; article: string[] }> {
  const before = new Date(now.getTime() - trashDays * day).toISOString();
  return writeChange("nothing public", async (trx) => {
    const purged = { product: [] as string[], article: [] as string[] };
    for (const kind of ["product", "article"] as const) {
      const rows = await trx
        .deleteFrom(tables[kind])
        .where("deleted_at", "is not", null)
        .where("deleted_at", "<=", before)
        .returning("id")
        .execute();
      purged[kind] = rows.map((r) => r.id);
      await dropRevisions(trx, kind, purged[kind]);
      await dropPreviewLinks(
        trx,
        purged[kind].map((id) => `${kind}:${id}` as const),
      );
    }
    const any = purged.product.length + purged.article.length > 0;
    return {
      result: purged,
      audit: any ? { actor: null, action: "purge", entity: "trash", detail: purged } : null,
    };
  });
}

/** The recurring job that empties the trash (handlers.server.ts runs it every 6 hours). */
export const trashPurgeJob = "trash.purge";

/** The job's run: what is due now goes, and the log says what went. Idempotent, as every job must be. */
export async function runTrashPurge(): Promise<void> {
  const purged = await purgeTrash();
  if (purged.product.length + purged.article.length)
    getLogger().info({ purged }, "trash emptied of items deleted 30 days ago");
}

/** How many products and articles are in the trash. */
export async function countTrash(): Promise<number> {
  const db = getDb();
  const counts = await Promise.all(
    (["product", "article"] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("deleted_at", "is not", null)
        .executeTakeFirstOrThrow(),
    ),
  );
  return counts.reduce((sum, c) => sum + Number(c.n), 0);
}

/** What is in the trash, most recently deleted first. */
export async function listTrash(locale: "sr" | "en"): Promise<TrashRow[]> {
  const [products, articles] = await Promise.all([
    productsWithNames(locale)
      .select([
        "p.id",
        "p.deleted_at",
        "s.name as sr_name",
        "t.name as name",
        (eb) =>
          eb
            .selectFrom("product_image as i")
            .select("i.media_id")
            .whereRef("i.product_id", "=", "p.id")
            .orderBy("i.position")
            .limit(1)
            .as("image_id"),
      ])
      .where("p.deleted_at", "is not", null)
      .execute(),
    articlesWithTitles(locale)
      .select(["a.id", "a.deleted_at", "a.cover_id as image_id", "s.title as sr_name", "t.title as name"])
      .where("a.deleted_at", "is not", null)
      .execute(),
  ]);
  const [productPosts, articlePosts] = await Promise.all([
    countPostsBySource(
      "product",
      products.map((p) => p.id),
    ),
    countPostsBySource(
      "article",
      articles.map((a) => a.id),
    ),
  ]);
  const row = (kind: TrashKind, posts: Map<string, number>) => (r: (typeof products)[number]) => {
    const deletedAt = r.deleted_at ?? "";
    return {
      kind,
      id: r.id,
      title: r.name || r.sr_name,
      imageId: r.image_id ?? null,
      deletedAt,
      purgeAt: new Date(new Date(deletedAt).getTime() + trashDays * day).toISOString(),
      posts: posts.get(r.id) ?? 0,
    };
  };
  return [...products.map(row("product", productPosts)), ...articles.map(row("article", articlePosts))].sort(
    (a, b) => b.deletedAt.localeCompare(a.deletedAt),
  );
}
