import type { Locale } from "#app/i18n/config.ts";

// Numbers and dates as Intl writes them for en-GB and sr-Latn-RS, without Intl: the
// first Intl formatter a page makes loads the browser's locale data, a 20–40 ms task
// in the middle of hydration on a phone (docs/decisions/0021-no-intl-in-the-browser.md).
// format.test.ts checks every function against Intl.

const separators = { en: { group: ",", decimal: "." }, sr: { group: ".", decimal: "," } } as const;

/** `value` rounded half away from zero to at most `digits` decimals, as Intl rounds:
 * on the shortest decimal that reads back as the number (1.005 → 1.01, not 1.00). */
function decimalParts(value: number, digits: number): { int: string; frac: string } {
  const text = String(Math.abs(value));
  if (/e/i.test(text)) {
    // Exponent form: too large for decimals to show, or too small for them to matter.
    if (Math.abs(value) >= 1e21) return { int: BigInt(Math.abs(value)).toString(), frac: "" };
    const [int = "0", frac = ""] = Math.abs(value).toFixed(digits).split(".");
    return { int, frac: frac.replace(/0+$/, "") };
  }
  const [int = "0", frac = ""] = text.split(".");
  if (frac.length <= digits) return { int, frac };
  let kept = BigInt(int + frac.slice(0, digits));
  if (frac.charCodeAt(digits) >= 53 /* "5" */) kept += 1n;
  const all = kept.toString().padStart(digits + 1, "0");
  return { int: all.slice(0, all.length - digits), frac: all.slice(all.length - digits).replace(/0+$/, "") };
}

export function formatNumber(value: number, locale: Locale, digits = 1): string {
  const { group, decimal } = separators[locale];
  const { int, frac } = decimalParts(value, digits);
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = value < 0 ? "-" : "";
  return `${sign}${grouped}${frac ? decimal + frac : ""}`;
}

export function formatWeight(grams: number, locale: Locale): string {
  return grams >= 1000
    ? `${formatNumber(grams / 1000, locale, 2)} kg`
    : `${formatNumber(grams, locale, 2)} g`;
}

const months = {
  en: "January February March April May June July August September October November December".split(" "),
  sr: "januar februar mart april maj jun jul avgust septembar oktobar novembar decembar".split(" "),
};

const hour = 3_600_000;

/** 01:00 UTC on the last Sunday of a month: when Belgrade's clocks change (EU rule). */
function lastSundayAtOne(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  return last.getTime() - last.getUTCDay() * 24 * hour;
}

/** The calendar date in Belgrade (CET, CEST from the last Sunday of March to the last of October). */
export function formatDate(iso: string, locale: Locale): string {
  const at = new Date(iso).getTime();
  const year = new Date(at).getUTCFullYear();
  const summer = at >= lastSundayAtOne(year, 2) && at < lastSundayAtOne(year, 9);
  const local = new Date(at + (summer ? 2 : 1) * hour);
  const day = local.getUTCDate();
  const month = months[locale][local.getUTCMonth()];
  return locale === "en"
    ? `${day} ${month} ${local.getUTCFullYear()}`
    : `${day}. ${month} ${local.getUTCFullYear()}.`;
}
