import { describe, expect, it } from "vitest";
import { isValidGtin, normalizeGtin } from "./product-offer.ts";

describe("isValidGtin", () => {
  it("accepts GTIN-8, -12, -13 and -14 with the right check digit", () => {
    for (const gtin of ["96385074", "036000291452", "4006381333931", "8601234500117", "00012345600012"])
      expect(isValidGtin(gtin), gtin).toBe(true);
  });

  it("refuses a wrong check digit, other lengths and anything but digits", () => {
    for (const gtin of [
      "4006381333932",
      "96385075",
      "1234567",
      "123456789",
      "12345678901",
      "400638133393a",
      "",
    ])
      expect(isValidGtin(gtin), gtin).toBe(false);
  });

  it("reads a barcode typed as printed, with spaces or dashes", () => {
    expect(normalizeGtin("860 1234 50011 7")).toBe("8601234500117");
    expect(isValidGtin(normalizeGtin("4-006381-333931"))).toBe(true);
  });
});
