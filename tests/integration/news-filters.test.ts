import { describe, expect, it } from "vitest";
import { newsFiltersQuery, parseNewsFilters } from "#app/schemas/news-filters.ts";

describe("news filters from the URL", () => {
  it("reads search, category and page", () => {
    expect(parseNewsFilters(new URLSearchParams("q=%20keksi%20&category=recipes&page=2"))).toEqual({
      q: "keksi",
      category: "recipes",
      page: 2,
    });
  });

  it("ignores what it does not know instead of failing", () => {
    expect(parseNewsFilters(new URLSearchParams("category=all&page=-3"))).toEqual({
      q: "",
      category: undefined,
      page: 1,
    });
    expect(parseNewsFilters(new URLSearchParams("category=<script>&page=abc"))).toEqual({
      q: "",
      category: undefined,
      page: 1,
    });
    expect(parseNewsFilters(new URLSearchParams(`q=${"a".repeat(300)}`)).q).toHaveLength(100);
  });

  it("writes a query without defaults", () => {
    expect(newsFiltersQuery({ q: "", page: 1 })).toBe("");
    expect(newsFiltersQuery({ q: "čaj", category: "tips", page: 3 })).toBe(
      "?q=%C4%8Daj&category=tips&page=3",
    );
  });
});
