import type { Locale } from "#app/i18n/config.ts";

const intlLocale = (locale: Locale) => (locale === "en" ? "en-GB" : "sr-Latn-RS");

export function formatWeight(grams: number, locale: Locale): string {
  const n = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 });
  return grams >= 1000 ? `${n.format(grams / 1000)} kg` : `${n.format(grams)} g`;
}

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Belgrade",
  }).format(new Date(iso));
}

export function formatNumber(value: number, locale: Locale, digits = 1): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    maximumFractionDigits: digits,
    minimumFractionDigits: 0,
  }).format(value);
}
