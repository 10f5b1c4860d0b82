import type { Locale } from "#app/i18n/config.ts";

/** A date (and the time, when asked) as the admin's lists show it: Belgrade time, in the admin's language. */
export function formatAdminDate(iso: string, locale: Locale, withTime = false): string {
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "sr-Latn-RS", {
    dateStyle: "medium",
    timeStyle: withTime ? "short" : undefined,
    timeZone: "Europe/Belgrade",
  }).format(new Date(iso));
}
