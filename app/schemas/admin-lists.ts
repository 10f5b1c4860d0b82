import { z } from "zod";

// Query strings of the admin lists; anything unexpected falls back to a default.
const page = z.coerce.number().int().min(1).max(100000).catch(1);
const query = z.string().trim().max(200).catch("");

export const messageListSchema = z.object({
  q: query.optional().default(""),
  status: z.enum(["inbox", "unread", "read", "archived", "all"]).catch("inbox").optional().default("inbox"),
  page: page.optional().default(1),
  id: z.string().uuid().optional().catch(undefined),
});

export const messageActionSchema = z.object({
  intent: z.enum(["archive", "unarchive"]),
  id: z.string().uuid(),
});

export const subscriberListSchema = z.object({
  q: query.optional().default(""),
  status: z.enum(["all", "active", "unsubscribed"]).catch("all").optional().default("all"),
  page: page.optional().default(1),
});

export const subscriberActionSchema = z.object({
  intent: z.literal("unsubscribe"),
  id: z.string().uuid(),
});
