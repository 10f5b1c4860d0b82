// A product's price and barcode as the owner enters them (issue 26, point 5).
// Plain TypeScript, no imports: the editor's schema, the pages and the tests use it.

/** Whole dinars, as shops price these goods. */
export const priceLimits = { min: 1, max: 1_000_000 } as const;

/** The lengths of GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14. */
const gtinLengths = new Set([8, 12, 13, 14]);

/**
 * A GTIN of 8, 12, 13 or 14 digits whose last digit is the GS1 check digit
 * (weights 3 and 1 alternating from the right, excluding the check digit).
 */
export function isValidGtin(value: string): boolean {
  if (!/^\d+$/.test(value) || !gtinLengths.has(value.length)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** A barcode as typed: spaces and dashes (as printed under the bars) left out. */
export const normalizeGtin = (value: string) => value.replace(/[\s-]/g, "");
