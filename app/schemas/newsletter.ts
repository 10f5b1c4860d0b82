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
