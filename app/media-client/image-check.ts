// What the browser checks before sending a photo, and the server again after
// (spec §8, DESIGN.md §9): the type the bytes really are (never the name or the
// browser's content type) and the size.

export const maxUploadBytes = 10 * 1024 * 1024;
/** The limit as the owner reads it, in the hint beside the uploader and in the error. */
export const maxUploadLabel = "10 MB";
export const acceptedImageTypes = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/avif",
  "image/gif",
] as const;
export type SniffedType = (typeof acceptedImageTypes)[number];

/** The image type the bytes really are, or null for anything else (SVG, HTML, text...). */
export function sniffImageType(bytes: Uint8Array): SniffedType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(0, 6))) return "image/gif";
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  if (bytes.length >= 16 && ascii(4, 8) === "ftyp") {
    // The major brand or one of the compatible brands names AVIF.
    const boxSize = Math.min(
      bytes.length,
      (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!,
    );
    const brands = [ascii(8, 12)];
    for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(ascii(i, i + 4));
    if (brands.some((b) => b === "avif" || b === "avis")) return "image/avif";
  }
  return null;
}

/** How many leading bytes sniffImageType needs (an AVIF's brand list is short). */
export const sniffBytes = 64;

export type FileProblem = "storage/file-too-large" | "storage/invalid-format" | null;

/** Checks a chosen file in the browser before any byte is sent. */
export async function checkImageFile(file: Blob): Promise<FileProblem> {
  if (file.size > maxUploadBytes) return "storage/file-too-large";
  const head = new Uint8Array(await file.slice(0, sniffBytes).arrayBuffer());
  return sniffImageType(head) ? null : "storage/invalid-format";
}
