import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { getDb } from "#app/db/connection.server.ts";
import { writeMediaAlt } from "#app/domain/media/media-alt.server.ts";
import { getEnv } from "#app/env.server.ts";

// Images are stored as a folder per media id under DATA_DIR/uploads, holding
// AVIF and WebP variants at the widths public pages ask for in srcset.

export const imageWidths = [320, 640, 960, 1280] as const;
export const imageFormats = ["avif", "webp"] as const;
export type ImageFormat = (typeof imageFormats)[number];

export function uploadsDir(): string {
  return path.join(getEnv().DATA_DIR, "uploads");
}

export function variantPath(mediaId: string, width: number, format: ImageFormat): string {
  return path.join(uploadsDir(), mediaId, `${width}.${format}`);
}

export interface StoreImageInput {
  bytes: Buffer;
  fileName: string;
  alt: { sr: string; en: string };
  /** AVIF effort 0–9: lower is faster; the seed uses a low value. */
  effort?: number;
}

/** Re-encodes the image (dropping metadata) into every variant, then records it. */
export async function storeImage(input: StoreImageInput): Promise<string> {
  const id = randomUUID();
  const dir = path.join(uploadsDir(), id);
  await mkdir(dir, { recursive: true });
  try {
    const source = sharp(input.bytes, { limitInputPixels: 40_000_000 }).rotate();
    const meta = await source.metadata();
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (!width || !height) throw new Error("invalid-format");
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
      ]);
      await writeFile(path.join(dir, `${w}.avif`), avif);
      await writeFile(path.join(dir, `${w}.webp`), webp);
      total += avif.length + webp.length;
    }
    const now = new Date().toISOString();
    await getDb()
      .transaction()
      .execute(async (trx) => {
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
      });
    return id;
  } catch (error) {
    // No orphaned files when the image or the database refuses.
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
