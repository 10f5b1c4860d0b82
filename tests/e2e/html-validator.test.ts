import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { baseUrl } from "./support/page.ts";

// The W3C validator (the Nu Html Checker, vnu.jar from npm) over every public page
// of the sitemap in both languages, the 404 page and the sign-in page (issue 26,
// point 10). Only HTML is judged: the checker does not know some modern CSS our
// stylesheet uses (@property, margin-trim), which browsers do.

const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;
const folder = mkdtempSync(path.join(tmpdir(), "zrnce-vnu-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

describe("the W3C validator", () => {
  it("finds no error on any public page, in either language", { timeout: 300_000 }, async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? "").pathname + new URL(m[1] ?? "").search,
    );
    expect(paths.length).toBeGreaterThan(40);
    paths.push("/nema-te-stranice", "/nema-te-stranice?lng=en", "/admin/login", "/newsletter/odjava");
    const files: Record<string, string> = {};
    for (const [i, page] of paths.entries()) {
      const res = await fetch(`${baseUrl()}${page}`);
      expect(res.headers.get("content-type"), page).toContain("text/html");
      const file = path.join(folder, `page-${i}.html`);
      writeFileSync(file, await res.text());
      files[`file:${file}`] = page;
    }
    const run = await promisify(execFile)(
      "java",
      [
        "-jar",
        vnuJar,
        "--errors-only",
        "--format",
        "json",
        "--filterpattern",
        "CSS: .*",
        ...Object.keys(files).map((f) => f.slice(5)),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string; code?: number }) => {
      // The checker exits 1 when it found errors; its report is still on stderr.
      if (error.code === 1 && error.stderr) return { stderr: error.stderr };
      throw error;
    });
    const report = JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((m) => m.type === "error")
      .map((m) => `${files[m.url] ?? m.url}:${m.lastLine ?? "?"} ${m.message} ${m.extract ?? ""}`.trim());
    expect(errors).toEqual([]);
  });
});
