import { describe, expect, it } from "vitest";
import { benchEnd, benchStart, withBenchSection } from "./results-file.ts";

describe("withBenchSection", () => {
  it("replaces only what stands between the markers", () => {
    const before = `# Results\n\nIntro.\n\n${benchStart}\nold run\n${benchEnd}\n\n## History\n\nOlder runs.\n`;
    expect(withBenchSection(before, "## Last run\n\nnew figures\n")).toBe(
      `# Results\n\nIntro.\n\n${benchStart}\n## Last run\n\nnew figures\n${benchEnd}\n\n## History\n\nOlder runs.\n`,
    );
  });

  it("adds the marked section at the end of a file without markers, keeping its text", () => {
    expect(withBenchSection("# Notes\n\nHand-written.\n", "run")).toBe(
      `# Notes\n\nHand-written.\n\n${benchStart}\nrun\n${benchEnd}\n`,
    );
  });

  it("makes a file with a title when there is none", () => {
    expect(withBenchSection(undefined, "run")).toBe(
      `# Benchmark results\n\n${benchStart}\nrun\n${benchEnd}\n`,
    );
  });

  it("ignores an end marker that comes before the start marker", () => {
    const text = `${benchEnd}\nIntro.\n${benchStart}\nold\n${benchEnd}\n`;
    expect(withBenchSection(text, "new")).toBe(`${benchEnd}\nIntro.\n${benchStart}\nnew\n${benchEnd}\n`);
  });
});
