import { z } from "zod";

// What the rich-text editor's link dialog accepts: web addresses, email links
// and paths on this site. Everything else is refused before it reaches the
// body (the server's sanitiser drops it too, but silently).

export type LinkCheck = { ok: true; href: string } | { ok: false; error: "required" | "unsafe" | "invalid" };

export function checkLinkHref(input: string): LinkCheck {
  const href = input.trim();
  if (!href) return { ok: false, error: "required" };
  // Browsers ignore tabs and newlines inside a scheme ("java\tscript:"), so we do too.
  const scheme = /^([a-z][a-z0-9+.-]*):/i
    .exec([...href].filter((ch) => ch.charCodeAt(0) > 32).join(""))?.[1]
    ?.toLowerCase();
  if (scheme === "javascript" || scheme === "data" || scheme === "vbscript" || scheme === "file")
    return { ok: false, error: "unsafe" };
  if (scheme === "http" || scheme === "https") {
    try {
      const url = new URL(href);
      return url.hostname.includes(".") || url.hostname === "localhost"
        ? { ok: true, href }
        : { ok: false, error: "invalid" };
    } catch {
      return { ok: false, error: "invalid" };
    }
  }
  if (scheme === "mailto")
    return /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+/i.test(href)
      ? { ok: true, href }
      : { ok: false, error: "invalid" };
  if (scheme) return { ok: false, error: "invalid" };
  // A path on this site; "//host" would leave it.
  if (href.startsWith("/") && !href.startsWith("//") && !/\s/.test(href)) return { ok: true, href };
  // "zrnce.rs/proizvodi" is most likely a web address without its scheme.
  if (/^[^\s/]+\.[a-z]{2,}(\/\S*)?$/i.test(href)) return { ok: true, href: `https://${href}` };
  return { ok: false, error: "invalid" };
}

const linkErrors = {
  required: "errors.linkRequired",
  unsafe: "errors.linkUnsafe",
  invalid: "errors.link",
} as const;

/** The link dialog's form: the address as typed; its value is the link to set (scheme added where missing). */
export const linkFormSchema = z.object({
  href: z.string({ error: "errors.linkRequired" }).transform((value, ctx) => {
    const check = checkLinkHref(value);
    if (check.ok) return check.href;
    ctx.addIssue({ code: "custom", message: linkErrors[check.error] });
    return z.NEVER;
  }),
});
