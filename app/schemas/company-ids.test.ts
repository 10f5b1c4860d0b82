import { describe, expect, it } from "vitest";
import { isValidMb, isValidPib } from "./company-ids.ts";

describe("Serbian company identifiers", () => {
  it("accepts a PIB whose ninth digit is its ISO 7064 MOD 11,10 check digit", () => {
    // Real, published PIBs (NIS, Telekom Srbija) and the demo one.
    for (const pib of ["104052135", "100002887", "108123456"]) expect(isValidPib(pib), pib).toBe(true);
  });

  it("refuses a PIB with a mistyped or swapped digit, or not nine digits", () => {
    for (const pib of ["104052136", "140052135", "108123465", "10812345", "1081234567", "10812345a", ""])
      expect(isValidPib(pib), pib).toBe(false);
  });

  it("takes a matični broj of exactly eight digits", () => {
    expect(isValidMb("21345678")).toBe(true);
    for (const mb of ["2134567", "213456789", "2134567a", ""]) expect(isValidMb(mb), mb).toBe(false);
  });
});
