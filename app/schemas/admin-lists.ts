import { z } from "zod";

// Query strings of the admin lists; anything unexpected falls back to a default.
const page = z.coerce.number().int().min(1).max(100000).catch(1);
const query = z.string().trim().max(200).catch("");

export const messageListSchema = z.object({
  q: query.optional().default(""),
  status: z
    .enum(["inbox", "unread", "read", "archived", "held", "all"])
    .catch("inbox")
    .optional()
    .default("inbox"),
  page: page.optional().default(1),
  id: z.string().uuid().optional().catch(undefined),
});

export const messageActionSchema = z.object({
  intent: z.enum(["archive", "unarchive", "approve", "delete"]),
  id: z.string().uuid(),
});

export const subscriberListSchema = z.object({
  q: query.optional().default(""),
  status: z.enum(["all", "active", "pending", "unsubscribed"]).catch("all").optional().default("all"),
  page: page.optional().default(1),
});

/** The export of the subscriber list as shown (its search and filter) and the file's shape. */
export const subscriberExportSchema = subscriberListSchema.pick({ q: true, status: true }).extend({
  format: z.enum(["excel", "comma"]).catch("excel").optional().default("excel"),
});

export const subscriberActionSchema = z.object({
  intent: z.literal("unsubscribe"),
  id: z.string().uuid(),
});

/**
 * The page a form was posted from, as a path: React Router's data requests
 * carry ".data" and its own parameters, which must not leak into a redirect.
 */
export function pagePathOf(request: Request, changes: Record<string, string | null> = {}): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  const search = url.searchParams.toString();
  return `${url.pathname.replace(/\.data$/, "")}${search ? `?${search}` : ""}`;
}
