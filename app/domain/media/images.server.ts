import { randomBytes, randomUUID } from "node:crypto";
import sharp from "sharp";
import { writeChange } from "#app/domain/content/changes.server.ts";
import { writeMediaAlt } from "#app/domain/media/media-alt.server.ts";
import { getMediaStorage } from "#app/domain/media/storage.server.ts";

// Each image is stored as AVIF and WebP variants at the widths public pages
// ask for in srcset, under "<media id>/<width>.<format>" in the media storage
// (a folder or an S3 bucket, storage.server.ts).

export const imageWidths = [320, 640, 960, 1280] as const;
export const imageFormats = ["avif", "webp"] as const;
export type ImageFormat = (typeof imageFormats)[number];

export function variantKey(mediaId: string, width: number, format: ImageFormat): string {
  return `${mediaId}/${width}.${format}`;
}

export function variantKeys(mediaId: string): string[] {
  return imageWidths.flatMap((w) => imageFormats.map((f) => variantKey(mediaId, w, f)));
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

/** The bytes are not an image sharp can decode (a truncated or hostile file). */
export class InvalidImageError extends Error {}

/** Re-encodes the image (dropping metadata) into every variant, then records it. */
export async function storeImage(input: StoreImageInput): Promise<string> {
  const id = randomUUID();
  const storage = getMediaStorage();
  try {
    const source = sharp(input.bytes, { limitInputPixels: 40_000_000 }).rotate();
    const meta = await source.metadata().catch(() => ({ width: 0, height: 0 }));
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (!width || !height) throw new InvalidImageError("invalid-format");
    const effort = input.effort ?? 4;
    let total = 0;
    for (const w of imageWidths) {
      const target = Math.min(w, width);
      const resized = source.clone().resize({ width: target, withoutEnlargement: true });
      const [avif, webp] = await Promise.all([
        resized.clone().avif({ quality: 55, effort }).toBuffer(),
        resized
          .clone()
          .webp({ quality: 78, effort: Math.min(effort, 6) })
          .toBuffer(),
      ]).catch((error: unknown) => {
        throw new InvalidImageError(String(error));
      });
      await storage.put(variantKey(id, w, "avif"), avif, "image/avif");
      await storage.put(variantKey(id, w, "webp"), webp, "image/webp");
      total += avif.length + webp.length;
    }
    const now = new Date().toISOString();
    // A new image shows nowhere until an editor places it.
    await writeChange("nothing public", async (trx) => {
      await trx
        .insertInto("media")
        .values({
          id,
          file_name: input.fileName,
          mime_type: "image/webp",
          width,
          height,
          size_bytes: total,
          token: randomBytes(16).toString("base64url"),
          created_at: now,
        })
        .execute();
      await writeMediaAlt(trx, id, input.alt);
      const audit = input.actor
        ? {
            actor: input.actor,
            action: "upload",
            entity: "media",
            entityId: id,
            detail: { name: input.fileName },
          }
        : null;
      return { result: null, audit };
    });
    return id;
  } catch (error) {
    // No orphaned files or objects when the image, the storage or the database refuses.
    await storage.delete(variantKeys(id)).catch(() => undefined);
    throw error;
  }
}
