import type { Locale } from "#app/i18n/config.ts";

const intlLocale = (locale: Locale) => (locale === "en" ? "en-GB" : "sr-Latn-RS");

// Building an Intl formatter costs far more than using one (a product list
// formats a weight per card), so each kind is made once per language.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

export function formatWeight(grams: number, locale: Locale): string {
  const n = formatter(
    `weight ${locale}`,
    () => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }),
  );
  return grams >= 1000 ? `${n.format(grams / 1000)} kg` : `${n.format(grams)} g`;
}

export function formatDate(iso: string, locale: Locale): string {
  return formatter(
    `date ${locale}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(locale), {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "Europe/Belgrade",
      }),
  ).format(new Date(iso));
}

export function formatNumber(value: number, locale: Locale, digits = 1): string {
  return formatter(
    `number ${locale} ${digits}`,
    () =>
      new Intl.NumberFormat(intlLocale(locale), {
        maximumFractionDigits: digits,
        minimumFractionDigits: 0,
      }),
  ).format(value);
}
