import { describe, expect, it } from "vitest";
import { canonicalPath, englishAddress } from "./canonical-path.ts";

describe("English addresses people guess", () => {
  it("lead to the real page in English, the rest of the query kept", () => {
    expect(englishAddress("/products", "")).toBe("/proizvodi?lng=en");
    expect(englishAddress("/products", "?kategorija=brasno")).toBe("/proizvodi?kategorija=brasno&lng=en");
    expect(englishAddress("/product/heljdino-brasno", "")).toBe("/proizvod/heljdino-brasno?lng=en");
    expect(englishAddress("/about", "")).toBe("/o-nama?lng=en");
    expect(englishAddress("/news", "?q=gora")).toBe("/novosti?q=gora&lng=en");
    expect(englishAddress("/news/berba-heljde", "")).toBe("/novosti/berba-heljde?lng=en");
    expect(englishAddress("/contact", "")).toBe("/kontakt?lng=en");
    expect(englishAddress("/en", "")).toBe("/?lng=en");
  });

  it("keep a language someone chose, and leave every other path alone", () => {
    expect(englishAddress("/about", "?lng=sr")).toBe("/o-nama?lng=sr");
    for (const path of [
      "/",
      "/proizvodi",
      "/o-nama",
      "/kontakt",
      "/products/a/b",
      "/aboutus2",
      "/newsletter",
    ])
      expect(englishAddress(path, ""), path).toBeNull();
  });

  it("apply after case and slashes are folded", () => {
    expect(englishAddress(canonicalPath("/About/"), "")).toBe("/o-nama?lng=en");
  });
});
