import { describe, expect, it } from "vitest";
import { sameSitePath } from "./same-site-path.ts";

describe("sameSitePath", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(sameSitePath("/admin/news?status=draft#top", "/admin")).toBe("/admin/news?status=draft#top");
    expect(sameSitePath("/admin/./news/../media", "/admin")).toBe("/admin/media");
    expect(sameSitePath("/%5Cevil.example", "/admin")).toBe("/%5Cevil.example");
  });

  it("refuses every spelling that a browser would take off the site", () => {
    for (const target of [
      "//evil.example/steal",
      "/.//evil.example",
      "/./\\evil.example",
      "/%2e//evil.example",
      "/%2E%2E//evil.example",
      "/admin/..//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      " //evil.example",
      "https:evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "admin",
      "",
      null,
      undefined,
    ]) {
      expect(sameSitePath(target, "/admin"), JSON.stringify(target)).toBe("/admin");
    }
  });
});
