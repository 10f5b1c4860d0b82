import sharp from "sharp";
import { shareImageSize } from "#app/schemas/seo.ts";

// The CPU work of an image, with no database or storage: decode once, re-encode
// (dropping every metadata block: GPS, camera, comments) into AVIF and WebP at
// the srcset widths. Imported by the job handler in the server process and by
// the image worker child process (server/image-worker.ts), which is why it
// imports nothing of the app.

// Every image is read once and its variants are written once, so libvips's cache of
// recent operations (up to 50 MB by default) would only hold memory.
sharp.cache(false);

export const imageWidths = [320, 640, 960, 1280] as const;
export const imageFormats = ["avif", "webp"] as const;
const largestWidth = 1280;
export type ImageFormat = (typeof imageFormats)[number];

/** Decoded pixels an image may have; a larger one (or a decompression bomb) is refused before decoding. */
export const maxImagePixels = 40_000_000;
/**
 * Seconds sharp may spend on one step before it gives up, so a crafted file cannot
 * hold a core for long. Wall-clock time: on a busy machine the low-priority worker
 * is slowed, so a step that runs out is retried (the job's backoff) rather than
 * taken for a bad file.
 */
export const maxEncodeSeconds = 120;

export interface Variant {
  width: number;
  format: ImageFormat;
  bytes: Uint8Array;
}

/** The bytes are not an image sharp can decode within the pixel cap (a truncated or hostile file). */
export class InvalidImageError extends Error {}

/** sharp ran out of its time for one step; worth another try later. */
export class ImageTimeoutError extends Error {}

/** The image's size as shown (EXIF orientation applied), read from its header only. */
export async function readImageSize(bytes: Uint8Array): Promise<{ width: number; height: number } | null> {
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return null;
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

export async function encodeVariants(
  bytes: Uint8Array,
  options: { effort?: number; timeoutSeconds?: number } = {},
): Promise<Variant[]> {
  const effort = options.effort ?? 4;
  const timeout = { seconds: options.timeoutSeconds ?? maxEncodeSeconds };
  try {
    const source = sharp(bytes, { limitInputPixels: maxImagePixels, failOn: "error" }).rotate();
    const meta = await source.metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const width = (turned ? meta.height : meta.width) ?? 0;
    if (!width) throw new InvalidImageError("invalid-format");
    // Decoded once, at the largest width needed; every variant is made from that.
    const largest = await source
      .resize({ width: Math.min(largestWidth, width), withoutEnlargement: true })
      .timeout(timeout)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const base = () =>
      sharp(largest.data, {
        raw: { width: largest.info.width, height: largest.info.height, channels: largest.info.channels },
      });
    const out: Variant[] = [];
    for (const w of imageWidths) {
      const resized = () => base().resize({ width: Math.min(w, largest.info.width) });
      const [avif, webp] = await Promise.all([
        resized().avif({ quality: 55, effort }).timeout(timeout).toBuffer(),
        resized()
          .webp({ quality: 78, effort: Math.min(effort, 6) })
          .timeout(timeout)
          .toBuffer(),
      ]);
      out.push({ width: w, format: "avif", bytes: avif }, { width: w, format: "webp", bytes: webp });
    }
    return out;
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/timeout/i.test(message)) throw new ImageTimeoutError(message);
    throw new InvalidImageError(message);
  }
}

const placeholders = new Map<ImageFormat, Promise<Buffer>>();

/** A plain linen-coloured image in the given format: what a variant still being made answers with. */
export function placeholderImage(format: ImageFormat): Promise<Buffer> {
  let made = placeholders.get(format);
  if (!made) {
    const blank = sharp({ create: { width: 4, height: 3, channels: 3, background: "#efe9dc" } });
    made = (format === "avif" ? blank.avif({ effort: 0 }) : blank.webp()).toBuffer();
    placeholders.set(format, made);
  }
  return made;
}

/** A newsletter's picture: the image 640 px wide (a mail's width), as JPEG, which every mail program shows. */
export function encodeMailImage(webp: Uint8Array): Promise<Buffer> {
  return sharp(webp, { limitInputPixels: maxImagePixels })
    .resize({ width: 640, withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80, mozjpeg: true })
    .timeout({ seconds: 30 })
    .toBuffer();
}

/** A shared link's picture: the image cut to 1200×630 around what draws the eye, as JPEG. */
export function encodeShareImage(webp: Uint8Array): Promise<Buffer> {
  return sharp(webp, { limitInputPixels: maxImagePixels })
    .resize({ ...shareImageSize, fit: "cover", position: sharp.strategy.attention })
    .flatten({ background: "#faf6ee" })
    .jpeg({ quality: 82, mozjpeg: true })
    .timeout({ seconds: 30 })
    .toBuffer();
}
