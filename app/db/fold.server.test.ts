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
  it("folds, splits, stems and keeps each word once", () => {
    expect(searchTerms("Čokolada")).toEqual(["cokolad"]);
    expect(searchTerms("чоколада")).toEqual(["cokolad"]);
    expect(searchTerms("brašno brasno BRASNO брашном")).toEqual(["brasn"]);
    expect(searchTerms("Fruška gora")).toEqual(["frusk", "gor"]);
    expect(searchTerms("Фрушка")).toEqual(["frusk"]);
    expect(searchTerms("keksi keks")).toEqual(["keks"]);
    expect(searchTerms("100% kakao!")).toEqual(["100", "kaka"]);
    expect(searchTerms("")).toEqual([]);
    expect(searchTerms("%_\\'")).toEqual([]);
  });

  it("leaves out words like na, i, the, unless there is nothing else", () => {
    expect(searchTerms("  med i   hleb ")).toEqual(["med", "hleb"]);
    expect(searchTerms("na Fruškoj gori")).toEqual(["frusk", "gor"]);
    expect(searchTerms("bread with walnuts", "en")).toEqual(["bread", "walnut"]);
    expect(searchTerms("od")).toEqual(["od"]);
  });

  it("takes the shorter of the Serbian and the English stem on English pages", () => {
    expect(searchTerms("flours", "en")).toEqual(["flour"]);
    expect(searchTerms("flours")).toEqual(["flours"]);
    expect(searchTerms("cookies baking", "en")).toEqual(["cook", "bak"]);
    expect(searchTerms("brašno", "en")).toEqual(["brasn"]);
  });

  it("keeps at most eight words", () => {
    expect(searchTerms("b c d e f g h j k l")).toHaveLength(8);
  });
});

describe("slugify", () => {
  it("makes readable ASCII ids from Serbian names", () => {
    expect(slugify("Heljdino brašno")).toBe("heljdino-brasno");
    expect(slugify("Namaz od lešnika i rogača")).toBe("namaz-od-lesnika-i-rogaca");
    expect(slugify("Đevrek")).toBe("djevrek");
  });
});
