import { z } from "zod";

export const loginSchema = z.object({
  email: z
    .string({ error: "login.emailRequired" })
    .trim()
    .min(1, "login.emailRequired")
    .max(254)
    .pipe(z.email("login.emailInvalid")),
  password: z.string({ error: "login.passwordRequired" }).min(1, "login.passwordRequired").max(512),
  redirectTo: z.string().max(2000).optional(),
});

export const codeSchema = z.object({
  code: z.string().trim().min(6).max(32),
  redirectTo: z.string().max(2000).optional(),
});

/** Only same-site paths may follow sign-in: "/admin/news", never "//evil" or "https:evil". */
export function safeRedirect(target: string | null | undefined, fallback = "/admin"): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.includes("\\")) return fallback;
  try {
    const url = new URL(target, "http://x");
    return url.host === "x" ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
