import { z } from "zod";
import { isValidMb, isValidPib } from "./company-ids.ts";

// Site settings the owner edits in /admin/settings. Defaults are realistic
// placeholders (DESIGN.md §1); the footer, contact page and titles read them.

const shop = z.object({
  name: z.string().trim().min(1).max(80),
  url: z.url().max(300),
  /** The shop's results page for "zrnce" (shopSearchFor); absent or empty: its home page. */
  searchUrl: z.string().max(400).optional(),
});
const hours = z
  .object({ open: z.string().regex(/^\d{1,2}:\d{2}$/), close: z.string().regex(/^\d{1,2}:\d{2}$/) })
  .nullable();

const socialUrl = z.union([z.url(), z.literal("")]);

export const settingsSchema = z.object({
  brandName: z.string().trim().min(1).max(60),
  address: z.object({
    street: z.string().trim().min(1).max(120),
    postalCode: z.string().trim().min(1).max(12),
    city: z.string().trim().min(1).max(60),
    country: z.string().trim().length(2),
  }),
  email: z.email().max(200),
  phone: z.string().trim().min(6).max(30),
  workingHours: z.object({ weekdays: hours, saturday: hours, sunday: hours }),
  shops: z.tuple([shop, shop]),
  /** An account the company does not have is empty: the footer shows no icon for it. */
  social: z.object({ instagram: socialUrl, facebook: socialUrl, youtube: socialUrl }),
  overlay: z.object({
    initialMs: z.number().int().min(0).max(10000),
    navigationMs: z.number().int().min(0).max(10000),
  }),
  description: z.object({ sr: z.string().trim().max(300), en: z.string().trim().max(300) }),
  /** The registered company, shown in the footer; an empty value shows nothing. */
  company: z.object({
    legalName: z.string().trim().max(120),
    pib: z.string().refine((v) => v === "" || isValidPib(v)),
    mb: z.string().refine((v) => v === "" || isValidMb(v)),
    address: z.string().trim().max(200),
  }),
  /** The organic certificate of the products marked organic: who certified them and its number. */
  certificate: z.object({ body: z.string().trim().max(160), number: z.string().trim().max(60) }),
  /** Where the food is made, apart from the office (`address`); an empty street: one place. */
  workshop: z.object({
    street: z.string().trim().max(120),
    postalCode: z.string().trim().max(12),
    city: z.string().trim().max(60),
  }),
  /** How many newsletter mails go out per minute at most (the mail provider's limit; decision 0045). */
  newsletter: z.object({ perMinute: z.number().int().min(1).max(6000) }),
});

export type Settings = z.infer<typeof settingsSchema>;
export type SettingKey = keyof Settings;
