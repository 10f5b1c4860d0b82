import type { Locale } from "#app/i18n/config.ts";

// Numbers, weights and dates in each language, by Intl. Public pages are formatted on
// the server only (decision 0035); the admin formats in the browser the same way.

const intlLocale = { en: "en-GB", sr: "sr-Latn-RS" } as const;
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

export function formatNumber(value: number, locale: Locale, digits = 1): string {
  const key = `${locale}:${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale], {
      maximumFractionDigits: digits,
      minimumFractionDigits: 0,
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

export function formatWeight(grams: number, locale: Locale): string {
  return grams >= 1000
    ? `${formatNumber(grams / 1000, locale, 2)} kg`
    : `${formatNumber(grams, locale, 2)} g`;
}

/** The calendar date in Belgrade, where the workshop is. */
export function formatDate(iso: string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/Belgrade",
    });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

const priceFormats = new Map<Locale, Intl.NumberFormat>();

/** Whole dinars in the language's way: "1.200 RSD" in Serbian, "RSD 1,200" in English. */
export function formatPrice(dinars: number, locale: Locale): string {
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale], {
      style: "currency",
      currency: "RSD",
      currencyDisplay: "code",
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    priceFormats.set(locale, format);
  }
  return format.format(dinars);
}
