import { describe, expect, it } from "vitest";
import { foldForSearch, searchTerms, slugify } from "./fold.server.ts";

describe("foldForSearch", () => {
  it("folds Serbian Latin diacritics, Cyrillic and case to the same text", () => {
    expect(foldForSearch("Čokolada")).toBe("cokolada");
    expect(foldForSearch("чоколада")).toBe("cokolada");
    expect(foldForSearch("cokolada")).toBe("cokolada");
    expect(foldForSearch("brašno")).toBe(foldForSearch("brasno"));
    expect(foldForSearch("Đumbir i žalfija")).toBe("djumbir i zalfija");
    expect(foldForSearch("ЂУМБИР, шећер")).toBe("djumbir secer");
    expect(foldForSearch("Ljubičica Њива")).toBe("ljubicica njiva");
  });

  it("turns punctuation into single spaces", () => {
    expect(foldForSearch("  Krekeri — sa susamom!  ")).toBe("krekeri sa susamom");
  });
});

describe("searchTerms", () => {
  it("folds, splits, drops one final vowel of longer words and keeps each word once", () => {
    expect(searchTerms("Čokolada")).toEqual(["cokolad"]);
    expect(searchTerms("чоколада")).toEqual(["cokolad"]);
    expect(searchTerms("brašno brasno BRASNO")).toEqual(["brasn"]);
    expect(searchTerms("  med i   hleb ")).toEqual(["med", "i", "hleb"]);
    expect(searchTerms("100% kakao!")).toEqual(["100", "kaka"]);
    expect(searchTerms("")).toEqual([]);
    expect(searchTerms("%_\\'")).toEqual([]);
  });

  it("keeps at most eight words", () => {
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("slugify", () => {
  it("makes readable ASCII ids from Serbian names", () => {
    expect(slugify("Heljdino brašno")).toBe("heljdino-brasno");
    expect(slugify("Namaz od lešnika i rogača")).toBe("namaz-od-lesnika-i-rogaca");
    expect(slugify("Đevrek")).toBe("djevrek");
  });
});
