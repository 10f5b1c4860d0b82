import { z } from "zod";

import { isAcceptableNewsletterEmail } from "./newsletter-rules.ts";

export const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .refine(isAcceptableNewsletterEmail, "newsletter.errorMessage")
    // The server also asks for one plausible address, so nothing odd is stored.
    .pipe(z.email("newsletter.errorMessage")),
  // Honeypot: people leave it empty; the domain quietly ignores a filled one.
  website: z.string().max(500).optional(),
});

/** The token of a confirmation or unsubscribe link, as the mails carry it. */
export const linkTokenSchema = z.string().regex(/^[\w-]{16,64}$/);

/** The token of a link's address, or null when it has none that could be one. */
export function linkTokenOf(request: Request): string | null {
  const parsed = linkTokenSchema.safeParse(new URL(request.url).searchParams.get("token"));
  return parsed.success ? parsed.data : null;
}
