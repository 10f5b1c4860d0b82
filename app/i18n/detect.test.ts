import { describe, expect, it } from "vitest";
import { toLocale } from "./config.ts";
import { cleanLanguageValue, detectLocale, fromAcceptLanguage } from "./detect.ts";

const url = (q = "") => new URL(`http://localhost/proizvodi${q}`);

describe("language detection", () => {
  it("prefers ?lng=, then the cookie, then Accept-Language, then Serbian", () => {
    expect(detectLocale(url("?lng=en"), { cookie: "i18nextLng=sr", acceptLanguage: "sr" })).toEqual({
      locale: "en",
      fromQuery: true,
    });
    expect(detectLocale(url(), { cookie: "a=1; i18nextLng=en", acceptLanguage: "sr" })).toEqual({
      locale: "en",
      fromQuery: false,
    });
    expect(detectLocale(url(), { cookie: "", acceptLanguage: "de-DE,en;q=0.8" })).toEqual({
      locale: "en",
      fromQuery: false,
    });
    expect(detectLocale(url(), { cookie: null, acceptLanguage: "de-DE" })).toEqual({
      locale: "sr",
      fromQuery: false,
    });
    expect(detectLocale(url(), {})).toEqual({ locale: "sr", fromQuery: false });
  });

  it("treats anything other than English as Serbian", () => {
    expect(toLocale("en-US")).toBe("en");
    expect(toLocale("EN")).toBe("en");
    expect(toLocale("de")).toBe("sr");
    expect(toLocale("sr-Latn")).toBe("sr");
    expect(toLocale(undefined)).toBe("sr");
  });

  it("discards values that look like script injection", () => {
    for (const bad of [
      "<script>alert(1)</script>",
      "en<svg onload=alert(1)>",
      "javascript:alert(1)",
      "en\"'",
      "en;",
      "x".repeat(80),
    ]) {
      expect(cleanLanguageValue(bad)).toBeUndefined();
    }
    expect(detectLocale(url("?lng=%3Cscript%3Een"), { cookie: "i18nextLng=en" })).toEqual({
      locale: "en",
      fromQuery: false,
    });
    expect(detectLocale(url(), { cookie: "i18nextLng=%3Cscript%3E" })).toEqual({
      locale: "sr",
      fromQuery: false,
    });
  });

  it("ranks Accept-Language by quality", () => {
    expect(fromAcceptLanguage("en;q=0.4, sr;q=0.9")).toBe("sr");
    expect(fromAcceptLanguage("hr-HR, en;q=0.5")).toBe("sr");
    expect(fromAcceptLanguage("fr, en-GB;q=0.7")).toBe("en");
    expect(fromAcceptLanguage("fr")).toBeUndefined();
  });
});
