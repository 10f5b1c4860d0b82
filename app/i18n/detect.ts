import { type Locale, localeCookie, toLocale } from "./config.ts";

// Order of detection (DESIGN.md §7): ?lng=, then the i18nextLng cookie, then
// Accept-Language. Values that look like markup or script are discarded, as
// the spec asks, before they can reach a cookie or the page.

const suspicious = /[<>"'`(){};\\]|script|javascript:|on\w+=/i;

export function cleanLanguageValue(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > 35 || suspicious.test(trimmed)) return undefined;
  return /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8})*$/.test(trimmed) ? trimmed : undefined;
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The first language of Accept-Language by quality that we speak; otherwise undefined. */
export function fromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((item, index) => {
      const [tag = "", ...params] = item.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === "en" || tag.startsWith("en-")) return "en";
    if (["sr", "hr", "bs", "cnr", "sh"].some((l) => tag === l || tag.startsWith(`${l}-`))) return "sr";
  }
  return undefined;
}

export interface LocaleDetection {
  locale: Locale;
  /** Set when ?lng= chose the language, so the choice is remembered in the cookie. */
  fromQuery: boolean;
}

export function detectLocale(
  url: URL,
  headers: { cookie?: string | null; acceptLanguage?: string | null },
): LocaleDetection {
  const query = cleanLanguageValue(url.searchParams.get("lng"));
  if (query) return { locale: toLocale(query), fromQuery: true };
  const cookie = cleanLanguageValue(readCookie(headers.cookie, localeCookie));
  if (cookie) return { locale: toLocale(cookie), fromQuery: false };
  return { locale: fromAcceptLanguage(headers.acceptLanguage) ?? "sr", fromQuery: false };
}
