import { z } from "zod";
import { altTextsSchema } from "./admin-media.ts";

/** The rich-text editor's dialog for an inline image's description (alt text) in the body's language. */
export const imageAltFormSchema = z.object({ alt: altTextsSchema.shape.sr });
