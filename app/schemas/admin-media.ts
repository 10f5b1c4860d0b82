import { z } from "zod";

// Query strings and forms of the image library and the uploader.
export const mediaListSchema = z.object({
  q: z.string().trim().max(200).catch("").optional().default(""),
  page: z.coerce.number().int().min(1).max(100000).catch(1).optional().default(1),
});

const altText = z.string({ error: "errors.required" }).trim().max(300, "errors.tooLong");

/** An image's description in each language (its alt text); either may be left empty. */
export const altTextsSchema = z.object({ sr: altText, en: altText });

/** The library's form for one image's descriptions. */
export const mediaAltSchema = z.object({ id: z.uuid(), alt: altTextsSchema });

/** Deleting an image from the library. */
export const mediaDeleteSchema = z.object({ id: z.uuid() });

/**
 * The uploader: an image picked in the browser and its descriptions. Only the
 * browser checks this form; the storage API checks the file itself (spec §8).
 */
export const mediaUploadSchema = z.object({
  file: z.custom<File>(
    (value) => typeof File !== "undefined" && value instanceof File && value.size > 0,
    "errors.imageRequired",
  ),
  alt: altTextsSchema,
});
