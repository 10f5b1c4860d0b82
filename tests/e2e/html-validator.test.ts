import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
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

/** Every public page of the sitemap, as a path with its query. */
async function sitemapPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1] ?? "");
    return url.pathname + url.search;
  });
}

describe("search results", () => {
  it("show every page's title (at most 60 characters) and description (at most 160) whole", async () => {
    const tooLong: string[] = [];
    for (const page of await sitemapPaths()) {
      const html = await (await fetch(`${baseUrl()}${page}`)).text();
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
      const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
      expect(title.endsWith("| Zrnce") || title === "Zrnce", page).toBe(true);
      expect(description.length, page).toBeGreaterThan(50);
      if (title.length > 60) tooLong.push(`${page} title ${title.length}: ${title}`);
      if (description.length > 160) tooLong.push(`${page} description ${description.length}: ${description}`);
    }
    expect(tooLong).toEqual([]);
  });
});

describe("shared links", () => {
  it("show a 1200×630 JPEG with its size and alt text on every public page and the sign-in page (issue 26, point 11)", async () => {
    const images = new Map<string, string>();
    for (const page of [...(await sitemapPaths()), "/admin/login", "/admin/login?lng=en"]) {
      const html = await (await fetch(`${baseUrl()}${page}`)).text();
      const meta = (attr: string, name: string) =>
        decode(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1] ?? "");
      const url = meta("property", "og:image");
      expect(url, page).toMatch(/^http.+\.jpg$/);
      expect(meta("property", "og:image:width"), page).toBe("1200");
      expect(meta("property", "og:image:height"), page).toBe("630");
      expect(meta("property", "og:image:type"), page).toBe("image/jpeg");
      expect(meta("property", "og:image:alt").length, page).toBeGreaterThan(3);
      expect(meta("name", "twitter:image:alt"), page).toBe(meta("property", "og:image:alt"));
      expect(meta("name", "twitter:card"), page).toBe("summary_large_image");
      images.set(url, page);
    }
    // The site's card and each library image's picture: JPEG, 1200×630, kept for a year.
    expect([...images.keys()].some((u) => u.endsWith("/share.jpg") && !u.includes("/media/"))).toBe(true);
    for (const [url, page] of images) {
      const res = await fetch(url.replace(/^https?:\/\/[^/]+/, baseUrl()));
      expect(res.status, page).toBe(200);
      expect(res.headers.get("content-type"), page).toBe("image/jpeg");
      const size = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([size.format, size.width, size.height], page).toEqual(["jpeg", 1200, 630]);
    }
  });
});

const decode = (text: string) =>
  text.replace(
    /&(amp|quot|#x27|#39|lt|gt);/g,
    (_, e: string) => ({ amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" })[e] ?? "",
  );

describe("the W3C validator", () => {
  it("finds no error on any public page, in either language", { timeout: 300_000 }, async () => {
    const paths = await sitemapPaths();
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
