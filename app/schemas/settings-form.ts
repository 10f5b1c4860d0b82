import { z } from "zod";
import { isValidMb, isValidPib } from "./company-ids.ts";
import { formMessage } from "./form-message.ts";
import { newPasswordField } from "./password.ts";
import { settingsSchema } from "./settings.ts";
import { isOnShopDomain, shopDomain, shopSearchFor } from "./shop-link.ts";

// The settings screen's forms as posted: strings everywhere, "closed" checkboxes
// for days off, numbers as text. Messages are keys of the admin namespace.

const text = (max: number) => z.string().trim().max(max, "errors.tooLong");
const required = (max: number) => text(max).min(1, "errors.required");
const url = z
  .string()
  .trim()
  .min(1, "errors.required")
  .max(300, "errors.tooLong")
  .pipe(z.url({ protocol: /^https?$/, error: "errors.url" }));
/** A profile the company may not have: empty, or an http(s) address. */
const optionalUrl = z
  .string()
  .trim()
  .max(300, "errors.tooLong")
  .pipe(
    z.union([z.literal(""), z.url({ protocol: /^https?$/, error: "errors.url" })], { error: "errors.url" }),
  );
const time = z
  .string()
  .trim()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, "errors.time");
const day = z
  .object({ open: z.string().optional(), close: z.string().optional(), closed: z.string().optional() })
  .transform((d, ctx) => {
    if (d.closed) return null;
    const open = time.safeParse(d.open ?? "");
    const close = time.safeParse(d.close ?? "");
    if (!open.success) ctx.addIssue({ code: "custom", path: ["open"], message: "errors.time" });
    if (!close.success) ctx.addIssue({ code: "custom", path: ["close"], message: "errors.time" });
    if (!open.success || !close.success) return z.NEVER;
    const minutes = (v: string) => Number(v.split(":")[0]) * 60 + Number(v.split(":")[1]);
    if (minutes(close.data) <= minutes(open.data)) {
      ctx.addIssue({ code: "custom", path: ["close"], message: "errors.closeAfterOpen" });
      return z.NEVER;
    }
    return { open: open.data, close: close.data };
  });
// The loading screen's times are asked in seconds ("0,8" or "0.8"), kept in milliseconds.
const seconds = z
  .string()
  .trim()
  .regex(/^\d{1,2}([.,]\d{1,3})?$/, "errors.seconds")
  .transform((v) => Math.round(Number(v.replace(",", ".")) * 1000))
  .pipe(z.number().max(10000, "errors.seconds"));
// A shop's search address: a results page of its own site for the word "zrnce".
const shop = z.object({ name: required(80), url, searchUrl: text(400).optional() }).superRefine((s, ctx) => {
  // No check against a shop address that is itself refused.
  if (!s.searchUrl || shopDomain(s.url) === null) return;
  const path = ["searchUrl"];
  if (!z.url({ protocol: /^https?$/ }).safeParse(s.searchUrl).success)
    ctx.addIssue({ code: "custom", path, message: "errors.url" });
  else if (!isOnShopDomain(s.searchUrl, s.url))
    ctx.addIssue({
      code: "custom",
      path,
      message: formMessage("errors.shopSearchDomain", { domain: shopDomain(s.url) ?? "" }),
    });
  else if (!shopSearchFor(s.searchUrl, "x"))
    ctx.addIssue({ code: "custom", path, message: "errors.shopSearchWord" });
});
// Spaces and dots as people copy the numbers from a registry extract are dropped.
const digits = (check: (v: string) => boolean, message: string) =>
  z
    .string()
    .transform((v) => v.replace(/[\s.]/g, ""))
    .refine((v) => v === "" || check(v), message);

export const settingsFormSchema = z
  .object({
    brandName: required(60),
    address: z.object({ street: required(120), postalCode: required(12), city: required(60) }),
    email: z
      .string()
      .trim()
      .min(1, "errors.required")
      .max(200, "errors.tooLong")
      .pipe(z.email("errors.email")),
    phone: z
      .string()
      .trim()
      .min(6, "errors.phone")
      .max(30, "errors.tooLong")
      .regex(/^[+\d][\d\s/()-]+$/, "errors.phone"),
    workingHours: z.object({ weekdays: day, saturday: day, sunday: day }),
    shops: z.tuple([shop, shop]),
    social: z.object({ instagram: optionalUrl, facebook: optionalUrl, youtube: optionalUrl }),
    overlay: z.object({ initialSeconds: seconds, navigationSeconds: seconds }),
    description: z.object({ sr: text(300), en: text(300) }),
    company: z.object({
      legalName: text(120),
      pib: digits(isValidPib, "errors.pib"),
      mb: digits(isValidMb, "errors.mb"),
      address: text(200),
    }),
    certificate: z.object({ body: text(160), number: text(60) }),
    workshop: z.object({ street: text(120), postalCode: text(12), city: text(60) }).superRefine((w, ctx) => {
      // A workshop is named by its street and town; the rest is optional.
      if ((w.postalCode || w.city) && !w.street)
        ctx.addIssue({ code: "custom", path: ["street"], message: "errors.required" });
      if (w.street && !w.city) ctx.addIssue({ code: "custom", path: ["city"], message: "errors.required" });
    }),
    // Optional: a form posted without it (an older page) leaves the saved figure as it is.
    newsletter: z
      .object({
        perMinute: z
          .string()
          .trim()
          .regex(/^\d{1,4}$/, "errors.perMinute")
          .transform(Number)
          .pipe(z.number().int().min(1, "errors.perMinute").max(6000, "errors.perMinute")),
      })
      .optional(),
  })
  .transform(({ overlay, ...v }) => ({
    ...v,
    address: { ...v.address, country: "RS" },
    overlay: { initialMs: overlay.initialSeconds, navigationMs: overlay.navigationSeconds },
  }))
  .pipe(settingsSchema.partial({ newsletter: true }));

export const passwordFormSchema = z
  .object({
    currentPassword: z.string().min(1, "errors.required").max(512),
    newPassword: newPasswordField,
    confirmPassword: z.string().max(512),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "errors.passwordMatch",
  });

export const accountEmailSchema = z.object({
  email: z.string().trim().min(1, "errors.required").max(254, "errors.tooLong").pipe(z.email("errors.email")),
});

export const twoFactorPasswordSchema = z.object({
  password: z.string().min(1, "errors.required").max(512),
});

export const twoFactorCodeSchema = z.object({
  code: z.string().trim().min(1, "errors.required").max(32, "errors.tooLong"),
});

/**
 * The backup codes the two-factor setup shows, posted back by its download button
 * to be returned as a text file: the server keeps them only hashed, so the page's
 * copy is the one there is. Codes as better-auth makes them ("AbC12-dE34f").
 */
export const backupCodesSchema = z.object({
  codes: z
    .string()
    .max(800)
    .transform((v) => v.split(/\s+/).filter(Boolean))
    .pipe(
      z
        .array(z.string().regex(/^[A-Za-z0-9-]{4,32}$/))
        .min(1)
        .max(20),
    ),
});

/** Moves a shop's links that start with `origin` to the shop's address (the settings screen's list). */
export const moveShopLinksSchema = z.object({
  shop: z.enum(["1", "2"]).transform((n) => (n === "1" ? 1 : 2) as 1 | 2),
  origin: z.string().trim().min(1).max(300),
});

/** The forms of the settings screen; the action's reply names the one it answers. */
export type SettingsFormName = "settings" | "email" | "password" | "2fa" | "shopLinks";
