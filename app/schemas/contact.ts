import { z } from "zod";

// The contact form (spec §3, §5), shared by the browser (Conform) and the
// action. Messages are i18n keys in the contact namespace ("form.errors.*").
// Conform turns empty fields into undefined, so "required" is also the
// message for a missing value.

export const contactSubjects = ["general", "products", "wholesale", "cooperation", "other"] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const contactLimits = { name: 100, email: 254, phone: 30, message: 5000 } as const;

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
});

export type ContactInput = z.infer<typeof contactSchema>;
