import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, formatPrice, formatWeight } from "./format.ts";

describe("formatNumber and formatWeight", () => {
  it("use each language's separators and at most the digits asked for", () => {
    expect(formatWeight(1250, "sr")).toBe("1,25 kg");
    expect(formatWeight(1250, "en")).toBe("1.25 kg");
    expect(formatWeight(500, "sr")).toBe("500 g");
    expect(formatNumber(1234.5, "sr")).toBe("1.234,5");
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
    expect(formatNumber(2.675, "en", 2)).toBe("2.68");
    expect(formatNumber(3, "sr", 2)).toBe("3");
  });
});

describe("formatDate", () => {
  it("writes the month in each language", () => {
    expect(formatDate("2026-11-22T10:00:00Z", "sr")).toBe("22. novembar 2026.");
    expect(formatDate("2026-11-22T10:00:00Z", "en")).toBe("22 November 2026");
  });

  it("gives Belgrade's calendar date, across midnight and the clock changes", () => {
    expect(formatDate("2025-12-31T22:59:59Z", "en")).toBe("31 December 2025");
    expect(formatDate("2025-12-31T23:00:00Z", "en")).toBe("1 January 2026");
    expect(formatDate("2026-06-30T21:59:59Z", "sr")).toBe("30. jun 2026.");
    expect(formatDate("2026-06-30T22:00:00Z", "sr")).toBe("1. jul 2026.");
  });
});

describe("formatPrice", () => {
  it("writes whole dinars in each language's way, no decimals", () => {
    // Intl's currency formats put a no-break space between the figure and the code.
    const plain = (text: string) => text.replace(/\u00a0/g, " ");
    expect(plain(formatPrice(450, "sr"))).toBe("450 RSD");
    expect(plain(formatPrice(1200, "sr"))).toBe("1.200 RSD");
    expect(plain(formatPrice(1_000_000, "sr"))).toBe("1.000.000 RSD");
    expect(plain(formatPrice(450, "en"))).toBe("RSD 450");
    expect(plain(formatPrice(1200, "en"))).toBe("RSD 1,200");
  });
});
