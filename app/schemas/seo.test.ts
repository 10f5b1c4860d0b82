import { describe, expect, it } from "vitest";
import { asSearchResult, emptySeo, parseSeo, seoSchema, storedSeo } from "./seo.ts";

describe("search-result texts", () => {
  it("cuts a text as a search result does: at a word, with an ellipsis, only when it is too long", () => {
    expect(asSearchResult("Heljdino brašno | Zrnce", 60)).toEqual({
      shown: "Heljdino brašno | Zrnce",
      cut: false,
    });
    const long = asSearchResult("Organski špageti od heljde, kuvani za osam minuta, iz male radionice", 40);
    expect(long).toEqual({ shown: "Organski špageti od heljde, kuvani za…", cut: true });
  });

  it("reads what a form posts and what the database keeps, and nothing for a stored document that no longer fits", () => {
    expect(seoSchema.parse(undefined)).toEqual(emptySeo);
    expect(seoSchema.parse({ sr: { title: "  Tahini  " }, image: "" })).toEqual({
      ...emptySeo,
      sr: { title: "Tahini", description: "" },
    });
    expect(storedSeo(emptySeo)).toBeNull();
    const seo = { ...emptySeo, en: { title: "Tahini", description: "" } };
    expect(parseSeo(storedSeo(seo))).toEqual(seo);
    expect(parseSeo('{"sr":{"title":5}}')).toEqual(emptySeo);
    expect(parseSeo("{")).toEqual(emptySeo);
  });
});
