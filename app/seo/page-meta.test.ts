import { describe, expect, it } from "vitest";
import { clipText } from "#app/schemas/seo.ts";
import { metaLimits, pageMeta } from "./page-meta.ts";

const site = { brand: "Zrnce", origin: "https://zrnce.rs", locale: "en" as const };
const content = (tags: ReturnType<typeof pageMeta>, name: string) =>
  (tags.find((t) => "name" in t && t.name === name) as { content: string } | undefined)?.content ?? "";
const title = (tags: ReturnType<typeof pageMeta>) =>
  (tags.find((t) => "title" in t) as { title: string } | undefined)?.title ?? "";

describe("clipText", () => {
  it("keeps a short text and cuts a long one at a word, with an ellipsis, within the limit", () => {
    expect(clipText("Heljdino brašno", 60)).toBe("Heljdino brašno");
    const cut = clipText("Open days and a bread-baking workshop at the manufactory", 51);
    expect(cut).toBe("Open days and a bread-baking workshop at the…");
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(clipText("word, word, word, word", 12)).toBe("word, word…");
  });
});

describe("pageMeta", () => {
  it("cuts automatic titles and descriptions to what a search result shows, the brand kept", () => {
    const tags = pageMeta(site, {
      title: "Open days and a bread-baking workshop at the manufactory",
      description: "On the first weekend of June we opened the doors of our manufactory. ".repeat(4),
      path: "/novosti/dani",
    });
    expect(title(tags)).toBe("Open days and a bread-baking workshop at the… | Zrnce");
    expect(title(tags).length).toBeLessThanOrEqual(metaLimits.title);
    expect(content(tags, "description").length).toBeLessThanOrEqual(metaLimits.description);
    expect(content(tags, "description").endsWith("…")).toBe(true);
  });

  it("leaves what the owner wrote for search as written", () => {
    const owners = "A title the owner chose on purpose, longer than a result shows";
    const tags = pageMeta(site, {
      title: "Short",
      description: "Short description of the page for a search result.",
      path: "/",
      seo: { title: owners, description: null, image: null },
    });
    expect(title(tags)).toBe(`${owners} | Zrnce`);
  });
});
