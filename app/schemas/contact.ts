import { z } from "zod";
import { contactLimits, contactSubjects } from "./contact-shared.ts";

// The contact form (spec §3, §5), as the action parses it; the browser checks the
// same rules with ./contact-rules.ts. Messages are i18n keys in the contact namespace ("form.errors.*").
// Conform turns empty fields into undefined, so "required" is also the
// message for a missing value.

export { type ContactSubject, contactLimits, contactSubjects } from "./contact-shared.ts";

const noLineBreaks = (v: string) => !/[\r\n]/.test(v);

export const contactSchema = z.object({
  name: z
    .string({ error: "form.errors.nameRequired" })
    .trim()
    .min(1, "form.errors.nameRequired")
    .max(contactLimits.name, "form.errors.nameTooLong")
    .refine(noLineBreaks, "form.errors.nameRequired"),
  email: z
    .string({ error: "form.errors.emailRequired" })
    .trim()
    .min(1, "form.errors.emailRequired")
    .max(contactLimits.email, "form.errors.emailInvalid")
    .pipe(z.email("form.errors.emailInvalid")),
  phone: z
    .string()
    .trim()
    .max(contactLimits.phone, "form.errors.phoneInvalid")
    .regex(/^[0-9+()/.\s-]*$/, "form.errors.phoneInvalid")
    .optional(),
  subject: z.enum(contactSubjects, { error: "form.errors.subjectRequired" }),
  message: z
    .string({ error: "form.errors.messageRequired" })
    .trim()
    .min(1, "form.errors.messageRequired")
    .max(contactLimits.message, "form.errors.messageTooLong"),
  /** The product a visitor asks about, when they came from a product page. */
  product: z
    .string()
    .max(120)
    .regex(/^[a-z0-9-]+$/)
    .optional()
    .catch(undefined),
  // Honeypot: hidden from people, so anything in it came from a bot.
  website: z.string().optional(),
  /** When the form was made, signed by the server (domain/security/form-start.server.ts). */
  started: z.string().max(200).optional().catch(undefined),
});

export type ContactInput = z.infer<typeof contactSchema>;
