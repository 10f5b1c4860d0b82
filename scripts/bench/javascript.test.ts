import { describe, expect, it } from "vitest";
import { formatCls, lighthouseScripts, type PassRow, scriptBudget, targetLine } from "./javascript.ts";

describe("lighthouseScripts", () => {
  it("sums the transfer size of the Script requests in the network records", () => {
    const lhr = {
      audits: {
        "network-requests": {
          details: {
            items: [
              { resourceType: "Document", transferSize: 9000 },
              { resourceType: "Script", transferSize: 1200 },
              { resourceType: "Stylesheet", transferSize: 4000 },
              { resourceType: "Script", transferSize: 800 },
              { resourceType: "Script" },
            ],
          },
        },
      },
    };
    expect(lighthouseScripts(lhr)).toEqual({ bytes: 2000, files: 3 });
  });

  it("says nothing when the report has no network records", () => {
    expect(lighthouseScripts({ audits: {} })).toBeUndefined();
  });
});

describe("targetLine", () => {
  const good = (page: string, lang: string): PassRow => ({
    page,
    lang,
    performance: 99,
    tbt: 40,
    cls: 0,
    scripts: { bytes: 30 * 1024, files: 3 },
  });

  it("gives the lists 60 KB of JavaScript and the other pages 40 KB", () => {
    expect(scriptBudget("products")).toBe(60 * 1024);
    expect(scriptBudget("news")).toBe(60 * 1024);
    expect(scriptBudget("home")).toBe(40 * 1024);
    expect(scriptBudget("article")).toBe(40 * 1024);
  });

  it("says yes to each target every page met", () => {
    const rows = [good("home", "sr"), { ...good("news", "en"), scripts: { bytes: 55 * 1024, files: 4 } }];
    expect(targetLine("quiet", rows)).toBe(
      "Targets, quiet: performance ≥ 98: yes (2 of 2); CLS 0: yes (2 of 2); JavaScript ≤ 40 KB, on products and news ≤ 60 KB: yes (2 of 2).",
    );
    expect(targetLine("busy", rows)).toBe(
      "Targets, one core busy: performance ≥ 95: yes (2 of 2); TBT ≤ 150 ms: yes (2 of 2); CLS 0: yes (2 of 2); JavaScript ≤ 40 KB, on products and news ≤ 60 KB: yes (2 of 2).",
    );
  });

  it("names the pages that miss, and counts a page without a result as a miss", () => {
    const rows: PassRow[] = [
      { ...good("home", "sr"), performance: 96, tbt: 151, cls: 0.0002 },
      { ...good("product", "en"), scripts: { bytes: 50 * 1024, files: 5 } },
      { page: "about", lang: "sr" },
    ];
    expect(targetLine("busy", rows)).toBe(
      "Targets, one core busy: performance ≥ 95: **no** (2 of 3; about sr no result); TBT ≤ 150 ms: **no** (1 of 3; home sr 151 ms, about sr no result); CLS 0: **no** (1 of 3; home sr 0.0002, about sr no result); JavaScript ≤ 40 KB, on products and news ≤ 60 KB: **no** (1 of 3; product en 50.0 KB, about sr no result).",
    );
    expect(targetLine("quiet", rows)).toContain(
      "performance ≥ 98: **no** (1 of 3; home sr 96, about sr no result)",
    );
  });

  it("names at most four misses", () => {
    const rows = ["home", "products", "product", "news", "article", "about"].map((page) => ({
      ...good(page, "sr"),
      performance: 90,
    }));
    expect(targetLine("quiet", rows)).toContain(
      "performance ≥ 98: **no** (0 of 6; home sr 90, products sr 90, product sr 90, news sr 90, and 2 more)",
    );
  });

  it("shows a layout shift too small for three places", () => {
    expect(formatCls(0)).toBe("0.000");
    expect(formatCls(0.0123)).toBe("0.012");
    expect(formatCls(0.00004)).toBe("0.00004");
  });
});
