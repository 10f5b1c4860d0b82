import { z } from "zod";

// Query strings and form posts of the image library.
export const mediaListSchema = z.object({
  q: z.string().trim().max(200).catch("").optional().default(""),
  page: z.coerce.number().int().min(1).max(100000).catch(1).optional().default(1),
});

export const mediaActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.string().uuid() }),
  z.object({
    intent: z.literal("alt"),
    id: z.string().uuid(),
    altSr: z.string().trim().max(300),
    altEn: z.string().trim().max(300),
  }),
]);
