import { describe, expect, it } from "vitest";
import { foldForSearch, slugify } from "./fold.server.ts";

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

describe("slugify", () => {
  it("makes readable ASCII ids from Serbian names", () => {
    expect(slugify("Heljdino brašno")).toBe("heljdino-brasno");
    expect(slugify("Namaz od lešnika i rogača")).toBe("namaz-od-lesnika-i-rogaca");
    expect(slugify("Đevrek")).toBe("djevrek");
  });
});
