import { describe, expect, it } from "vitest";
import { emptyProductQuery, parseProductQuery, productQueryToSearch } from "./product-query.ts";

const parse = (search: string) => parseProductQuery(new URLSearchParams(search));

describe("the products list URL", () => {
  it("reads the spec's category slugs, kebab-case types, repeated or comma-separated", () => {
    expect(parse("category=gluten-free&category=vegan&type=flour-mixes,pasta")).toEqual({
      ...emptyProductQuery,
      categories: ["glutenFree", "vegan"],
      types: ["flourMixes", "pasta"],
    });
    expect(parse("category=glutenFree&category=SUGAR_FREE&type=cookiesSweets").categories).toEqual([
      "glutenFree",
      "sugarFree",
    ]);
  });

  it("ignores unknown, repeated and hostile values instead of failing", () => {
    expect(parse("category=bogus&category=vegan&category=vegan&type=<script>&sort=up&page=-3")).toEqual({
      ...emptyProductQuery,
      categories: ["vegan"],
    });
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=2.9").page).toBe(2);
    expect(parse(`q=${"a".repeat(500)}`).q).toHaveLength(100);
    expect(parse("q=%20%20cokolada%20%20%20i%20med%20").q).toBe("cokolada i med");
  });

  it("writes one canonical URL per selection, whatever order it was read in", () => {
    const a = parse("type=pasta&category=vegan&category=gluten-free&sort=recommended&page=1");
    const b = parse("category=gluten-free&category=vegan&type=pasta");
    expect(productQueryToSearch(a)).toBe("?category=gluten-free&category=vegan&type=pasta");
    expect(productQueryToSearch(b)).toBe(productQueryToSearch(a));
    expect(productQueryToSearch({ ...b, q: "čokolada", sort: "newest", page: 3 })).toBe(
      "?category=gluten-free&category=vegan&type=pasta&q=%C4%8Dokolada&sort=newest&page=3",
    );
    expect(productQueryToSearch(emptyProductQuery)).toBe("");
    expect(parse(productQueryToSearch({ ...b, q: "a&b=c", page: 2 }).slice(1))).toEqual({
      ...b,
      q: "a&b=c",
      page: 2,
    });
  });
});
