import { randomBytes, randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import type { DB } from "#app/db/schema.server.ts";
import { writeChange } from "#app/domain/content/changes.server.ts";
import { bumpContentVersion } from "#app/domain/content/version.server.ts";
import { enqueueJob, wakeJobRunners } from "#app/domain/jobs/jobs.server.ts";
import { writeMediaAlt } from "#app/domain/media/media-alt.server.ts";
import { getMediaStorage } from "#app/domain/media/storage.server.ts";
import { makeVariants } from "#app/domain/media/variant-maker.server.ts";
import {
  encodeVariants,
  type ImageFormat,
  InvalidImageError,
  imageFormats,
  imageWidths,
  readImageSize,
  type Variant,
} from "#app/domain/media/variants.server.ts";

// Each image is stored as AVIF and WebP variants at the widths public pages
// ask for in srcset, under "<media id>/<width>.<format>" in the media storage
// (a folder or an S3 bucket, storage.server.ts). An upload keeps its original
// under "<media id>/original" (never served publicly: it may carry GPS) and
// answers at once; the variants are made by the "media.variants" job
// (decision 0027), and the media row says "processing" until they exist.

export { type ImageFormat, InvalidImageError, imageFormats, imageWidths };

export const variantsJob = "media.variants";

export function variantKey(mediaId: string, width: number, format: ImageFormat): string {
  return `${mediaId}/${width}.${format}`;
}

export function originalKey(mediaId: string): string {
  return `${mediaId}/original`;
}

/** The 1200×630 JPEG a shared link shows, made from the largest WebP when first asked for (shareImage). */
export function shareImageKey(mediaId: string): string {
  return `${mediaId}/share.jpg`;
}

export function variantKeys(mediaId: string): string[] {
  return imageWidths.flatMap((w) => imageFormats.map((f) => variantKey(mediaId, w, f)));
}

/** The objects an image has once processed: its variants and its original. */
export function mediaKeys(mediaId: string): string[] {
  return [...variantKeys(mediaId), originalKey(mediaId)];
}

/**
 * The 640 px JPEG a newsletter shows, made from the largest WebP when first asked
 * for: many mail programs (Outlook on Windows among them) show no WebP.
 */
export function mailImageKey(mediaId: string): string {
  return `${mediaId}/mail.jpg`;
}

/** Every object an image may have, for deleting it: with the shared link's and the mail's pictures, if made. */
export function allMediaKeys(mediaId: string): string[] {
  return [...mediaKeys(mediaId), shareImageKey(mediaId), mailImageKey(mediaId)];
}

export interface StoreImageInput {
  bytes: Buffer;
  fileName: string;
  alt: { sr: string; en: string };
  /** AVIF effort 0–9: lower is faster; the seed uses a low value. */
  effort?: number;
  /** Who uploaded it, for the audit log (the demo seed has no one). */
  actor?: string;
}

async function putVariants(id: string, variants: Variant[]): Promise<number> {
  const storage = getMediaStorage();
  let total = 0;
  for (const v of variants) {
    await storage.put(variantKey(id, v.width, v.format), v.bytes, `image/${v.format}`);
    total += v.bytes.length;
  }
  return total;
}

async function insertMedia(
  trx: Transaction<DB>,
  row: { id: string; fileName: string; width: number; height: number; size: number },
  extra: { status: "processing" | "ready"; originalType: string | null },
) {
  await trx
    .insertInto("media")
    .values({
      id: row.id,
      file_name: row.fileName,
      mime_type: "image/webp",
      width: row.width,
      height: row.height,
      size_bytes: row.size,
      token: randomBytes(16).toString("base64url"),
      created_at: new Date().toISOString(),
      status: extra.status,
      original_type: extra.originalType,
    })
    .execute();
}

function uploadAudit(actor: string | undefined, id: string, name: string) {
  return actor ? { actor, action: "upload", entity: "media", entityId: id, detail: { name } } : null;
}

/** Makes every variant now and records the image ready (the demo seed; no original is kept). */
export async function storeImage(input: StoreImageInput): Promise<string> {
  const id = randomUUID();
  const storage = getMediaStorage();
  try {
    const size = await readImageSize(input.bytes);
    if (!size) throw new InvalidImageError("invalid-format");
    const total = await putVariants(id, await encodeVariants(input.bytes, { effort: input.effort }));
    // A new image shows nowhere until an editor places it.
    await writeChange("nothing public", async (trx) => {
      await insertMedia(
        trx,
        { id, fileName: input.fileName, ...size, size: total },
        { status: "ready", originalType: null },
      );
      await writeMediaAlt(trx, id, input.alt);
      return { result: null, audit: uploadAudit(input.actor, id, input.fileName) };
    });
    return id;
  } catch (error) {
    // No orphaned files or objects when the image, the storage or the database refuses.
    await storage.delete(variantKeys(id)).catch(() => undefined);
    throw error;
  }
}

export interface AcceptImageInput {
  bytes: Buffer;
  fileName: string;
  /** The sniffed type of the bytes. */
  contentType: string;
  width: number;
  height: number;
  alt: { sr: string; en: string };
  actor?: string;
}

/**
 * Keeps the original, records the image as processing and enqueues its variants
 * in the same transaction: the upload answers without waiting for them.
 */
export async function acceptImage(input: AcceptImageInput): Promise<string> {
  const id = randomUUID();
  const storage = getMediaStorage();
  try {
    await storage.put(originalKey(id), input.bytes, input.contentType);
    await writeChange("nothing public", async (trx) => {
      await insertMedia(
        trx,
        { id, fileName: input.fileName, width: input.width, height: input.height, size: input.bytes.length },
        { status: "processing", originalType: input.contentType },
      );
      await writeMediaAlt(trx, id, input.alt);
      await enqueueJob(trx, variantsJob, { mediaId: id }, { maxAttempts: 3 });
      return { result: null, audit: uploadAudit(input.actor, id, input.fileName) };
    });
    wakeJobRunners();
    return id;
  } catch (error) {
    await storage.delete([originalKey(id)]).catch(() => undefined);
    throw error;
  }
}

/**
 * The "media.variants" job: makes the variants of a processing image from its
 * original and marks it ready. Idempotent: a deleted or already ready image is
 * left alone, and variants written by an earlier, interrupted run are overwritten.
 * A file sharp refuses (or that takes too long) marks the image failed at once.
 */
export async function processImageVariants(
  payload: unknown,
  job: { last: boolean } = { last: true },
): Promise<void> {
  const mediaId = mediaIdOf(payload);
  if (!mediaId) return;
  const row = await getDb()
    .selectFrom("media")
    .select(["status"])
    .where("id", "=", mediaId)
    .executeTakeFirst();
  if (row?.status !== "processing") return;
  const original = await getMediaStorage().get(originalKey(mediaId));
  if (!original) return markMedia(mediaId, "failed");
  const bytes = new Uint8Array(await new Response(original.body).arrayBuffer());
  let variants: Variant[];
  try {
    variants = await makeVariants(bytes);
  } catch (error) {
    if (error instanceof InvalidImageError || job.last) await markMedia(mediaId, "failed");
    if (error instanceof InvalidImageError) return;
    throw error;
  }
  const total = await putVariants(mediaId, variants);
  // Deleted meanwhile: its files go too.
  const still = await getDb()
    .updateTable("media")
    .set({ status: "ready", size_bytes: total, mime_type: "image/webp" })
    .where("id", "=", mediaId)
    .where("status", "=", "processing")
    .executeTakeFirst();
  if (Number(still.numUpdatedRows) === 0) {
    const exists = await getDb()
      .selectFrom("media")
      .select("id")
      .where("id", "=", mediaId)
      .executeTakeFirst();
    if (!exists) await getMediaStorage().delete(allMediaKeys(mediaId));
    return;
  }
  // Pages cached while it was processing showed a placeholder; they are built
  // again, when there are any: a photo no product or article uses yet is on no
  // page, and dropping every cached page for it made the public p99 jump while
  // photos were processed (bench/results.md).
  if ((await mediaInUse([mediaId])).has(mediaId)) await bumpContentVersion();
}

const mediaIdOf = (payload: unknown) => {
  const id = (payload as { mediaId?: unknown } | null)?.mediaId;
  return typeof id === "string" ? id : null;
};

/** A failed variants job as the owner's list names it: the photo's file name, found in the library (null: deleted since). */
export async function describeVariantsJob(
  payload: unknown,
): Promise<{ subject: string; link: string } | null> {
  const id = mediaIdOf(payload);
  const row = id
    ? await getDb().selectFrom("media").select("file_name").where("id", "=", id).executeTakeFirst()
    : undefined;
  return row ? { subject: row.file_name, link: `/admin/media?q=${encodeURIComponent(row.file_name)}` } : null;
}

/** Before a failed variants job is tried again: its photo is processing again (the job leaves a failed one alone). */
export async function reopenVariantsJob(trx: Transaction<DB>, payload: unknown): Promise<void> {
  const id = mediaIdOf(payload);
  if (id)
    await trx
      .updateTable("media")
      .set({ status: "processing" })
      .where("id", "=", id)
      .where("status", "=", "failed")
      .execute();
}

async function markMedia(id: string, status: "failed"): Promise<void> {
  await getDb().updateTable("media").set({ status }).where("id", "=", id).execute();
}

/** Which of the ids a product, an article cover or an article body refers to. */
export async function mediaInUse(ids: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  if (ids.length === 0) return used;
  const db = getDb();
  const [images, covers] = await Promise.all([
    db.selectFrom("product_image").select("media_id").where("media_id", "in", ids).execute(),
    db.selectFrom("article").select("cover_id").where("cover_id", "in", ids).execute(),
  ]);
  for (const r of images) used.add(r.media_id);
  for (const r of covers) if (r.cover_id) used.add(r.cover_id);
  for (const id of ids) {
    if (used.has(id)) continue;
    const inBody = await db
      .selectFrom("article_translation")
      .select("article_id")
      .where("body", "like", `%/media/${id}/%`)
      .executeTakeFirst();
    if (inBody) used.add(id);
  }
  return used;
}
