import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, formatWeight } from "./format.ts";

// The browser's formatters write by hand what Intl writes (0021): each is checked
// against Intl itself, on the server, over the values the site shows and their edges.
const intlLocale = { en: "en-GB", sr: "sr-Latn-RS" } as const;
const locales = ["sr", "en"] as const;

const numbers = [
  0, 0.004, 0.005, 0.015, 0.05, 0.1, 0.25, 0.5, 0.994, 0.995, 0.999, 1, 1.005, 1.05, 1.15, 1.25, 2.675, 3.5,
  9.95, 9.99, 9.999, 10, 12.345, 99.95, 100, 250, 999, 999.5, 999.995, 1000, 1234.5, 12345.678, 99999.999,
  1e6, 1e21, -0.001, -3.5, -1234.567,
];

describe("formatNumber and formatWeight", () => {
  for (const locale of locales) {
    it(`write numbers as Intl does (${locale})`, () => {
      for (const digits of [1, 2]) {
        const intl = new Intl.NumberFormat(intlLocale[locale], {
          maximumFractionDigits: digits,
          minimumFractionDigits: 0,
        });
        for (const value of numbers)
          expect(formatNumber(value, locale, digits), `${value}`).toBe(intl.format(value));
      }
      // Every nutrition value a form accepts: 0–100 g in steps of 0.01.
      const intl = new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 2 });
      for (let i = 0; i <= 10_000; i++) {
        const value = i / 100;
        expect(formatNumber(value, locale, 2), `${value}`).toBe(intl.format(value));
      }
    });

    it(`write weights as Intl does (${locale})`, () => {
      const intl = new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 2 });
      for (let grams = 1; grams <= 30_000; grams += grams < 2000 ? 1 : 7) {
        const expected = grams >= 1000 ? `${intl.format(grams / 1000)} kg` : `${intl.format(grams)} g`;
        expect(formatWeight(grams, locale), `${grams}`).toBe(expected);
      }
    });
  }

  it("uses each language's separators", () => {
    expect(formatWeight(1250, "sr")).toBe("1,25 kg");
    expect(formatWeight(1250, "en")).toBe("1.25 kg");
    expect(formatNumber(1234.5, "sr")).toBe("1.234,5");
  });
});

describe("formatDate", () => {
  for (const locale of locales) {
    it(`gives Belgrade's calendar date as Intl does (${locale})`, () => {
      const intl = new Intl.DateTimeFormat(intlLocale[locale], {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "Europe/Belgrade",
      });
      // Every 37 minutes over five years catches each side of every clock change and midnight.
      const from = Date.UTC(2023, 0, 1);
      for (let at = from; at < Date.UTC(2028, 0, 1); at += 37 * 60_000) {
        const iso = new Date(at).toISOString();
        expect(formatDate(iso, locale), iso).toBe(intl.format(new Date(iso)));
      }
      // The minutes around each change of the clocks, and dates written without a time.
      for (const iso of [
        "2026-03-29T00:59:59Z",
        "2026-03-29T01:00:00Z",
        "2026-10-24T21:59:59Z",
        "2026-10-24T22:00:00Z",
        "2026-10-25T00:59:59Z",
        "2026-10-25T01:00:00Z",
        "2025-12-31T22:59:59Z",
        "2025-12-31T23:00:00Z",
        "2026-06-30",
        "2026-11-22T08:30:00.000Z",
      ])
        expect(formatDate(iso, locale), iso).toBe(intl.format(new Date(iso)));
    });
  }

  it("writes the month in each language", () => {
    expect(formatDate("2026-11-22T10:00:00Z", "sr")).toBe("22. novembar 2026.");
    expect(formatDate("2026-11-22T10:00:00Z", "en")).toBe("22 November 2026");
  });
});
