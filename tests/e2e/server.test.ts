import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  productionEnv,
  type RunningServer,
  root,
  startDeadlineMs,
  startServer,
} from "../support/app-server.ts";
import { baseUrl } from "./support/page.ts";
import { readAdminCredentials } from "./support/server-env.ts";

describe("the server", () => {
  it("answers /healthz and /readyz", async () => {
    const health = await fetch(`${baseUrl()}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${baseUrl()}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("compresses pages and caches hashed assets for a year", async () => {
    const html = await fetch(`${baseUrl()}/proizvodi`, { headers: { "accept-encoding": "gzip" } });
    expect(html.headers.get("content-encoding")).toBe("gzip");
    const body = await html.text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(body)?.[0];
    expect(asset).toBeDefined();
    const res = await fetch(`${baseUrl()}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("remembers the language chosen with ?lng= in a cookie and ignores injected values", async () => {
    const en = await fetch(`${baseUrl()}/o-nama?lng=en`);
    expect(en.headers.get("set-cookie")).toMatch(/i18nextLng=en; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const bad = await fetch(`${baseUrl()}/o-nama?lng=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(bad.headers.get("set-cookie")).toBeNull();
    const text = await bad.text();
    expect(text).toMatch(/<html lang="sr"/);
    expect(text).not.toContain("<script>alert(1)</script>");
  });
});

describe("for search engines", () => {
  it("serves a sitemap with every public page in both languages and their alternates", async () => {
    const res = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const { parseDocument } = await import("htmlparser2");
    const { findAll, textContent } = await import("domutils");
    const doc = parseDocument(xml, { xmlMode: true });
    const urls = findAll((el) => el.name === "url", doc.children);
    // 6 pages (the privacy policy too) + 28 products + 14 articles, each in Serbian and English.
    expect(urls.length).toBe((6 + 28 + 14) * 2);
    const locs = urls.map((u) => textContent(findAll((el) => el.name === "loc", u.children)[0]!));
    expect(locs).toContain(`${baseUrl()}/proizvodi`);
    expect(locs).toContain(`${baseUrl()}/proizvodi?lng=en`);
    expect(locs).toContain(`${baseUrl()}/privatnost?lng=en`);
    expect(locs).toContain(`${baseUrl()}/proizvod/heljdino-brasno?lng=en`);
    for (const u of urls) {
      const alternates = findAll((el) => el.name === "xhtml:link", u.children).map((l) => l.attribs.hreflang);
      expect(alternates).toEqual(["sr", "en", "x-default"]);
    }
  });

  it("points robots at the sitemap and keeps them out of the admin", async () => {
    const text = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });
});

describe("the public page cache", () => {
  it("answers a repeat visit from memory with the same bytes and ETag, and a 304 when unchanged", async () => {
    const first = await fetch(`${baseUrl()}/o-nama?lng=en`);
    const firstBody = await first.text();
    const second = await fetch(`${baseUrl()}/o-nama?lng=en`);
    const secondBody = await second.text();
    const etag = second.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get("etag")).toBe(etag);
    expect(second.headers.get("cache-control")).toBe("public, no-cache");
    // A public page carries nothing per request (decision 0035): its one inline script is
    // allowed by its hash, so the policy is the same for every visitor.
    expect(secondBody).toBe(firstBody);
    const policy = second.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    expect(policy).not.toContain("nonce");
    expect(first.headers.get("content-security-policy")).toBe(policy);
    expect(firstBody).not.toContain("nonce=");
    const revalidated = await fetch(`${baseUrl()}/o-nama?lng=en`, {
      headers: { "if-none-match": etag ?? "" },
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("content-security-policy")).toBe(policy);
  });

  it("sends Brotli where the browser takes it, and the same page to HEAD with GET's headers", async () => {
    const headers = { "accept-encoding": "gzip, deflate, br" };
    const get = await fetch(`${baseUrl()}/kontakt`, { headers });
    await get.arrayBuffer();
    const head = await fetch(`${baseUrl()}/kontakt`, { method: "HEAD", headers });
    expect(get.headers.get("content-encoding")).toBe("br");
    for (const name of ["content-type", "cache-control", "vary", "etag", "content-security-policy"])
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    expect(await head.text()).toBe("");
  });

  it("sends a page asked for with capitals or a trailing slash to its one address", async () => {
    const real = await (await fetch(`${baseUrl()}/kontakt?lng=en`)).text();
    for (const variant of ["/KONTAKT", "/kontakt/", "/Kontakt//", "//kontakt"]) {
      const res = await fetch(`${baseUrl()}${variant}?lng=en`, { redirect: "manual" });
      expect(res.status, variant).toBe(301);
      expect(res.headers.get("location"), variant).toBe("/kontakt?lng=en");
    }
    // The page itself is what it was: a variant neither replaced nor pushed it out.
    const after = await fetch(`${baseUrl()}/kontakt?lng=en`);
    expect(await after.text()).toBe(real);
  });

  it("sends the English addresses people guess to the page in English (issue 26, point 9)", async () => {
    for (const [guess, page] of [
      ["/products", "/proizvodi?lng=en"],
      ["/About/", "/o-nama?lng=en"],
      ["/news?q=gora", "/novosti?q=gora&lng=en"],
      ["/contact", "/kontakt?lng=en"],
    ]) {
      const res = await fetch(`${baseUrl()}${guess}`, { redirect: "manual" });
      expect(res.status, guess).toBe(301);
      expect(res.headers.get("location"), guess).toBe(page);
      const landed = await fetch(`${baseUrl()}${page}`);
      expect(landed.status, page).toBe(200);
      expect(await landed.text(), page).toContain('<html lang="en"');
    }
  });

  it("never caches admin pages", async () => {
    const res = await fetch(`${baseUrl()}/admin/login`);
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("starting the server", () => {
  // Its own server on a fresh data folder (the folder made by the server itself), under the
  // usual umask, with output to a pipe as under systemd or docker: not a terminal.
  let server: RunningServer;
  let dataDir: string;
  let umask: number;
  beforeAll(async () => {
    umask = process.umask(0o022);
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), "zrnce-start-")), "data");
    server = await startServer({ DATA_DIR: dataDir });
    // A first start renders the demo pictures: beside three other test files it took
    // over the default 180 s once.
  }, startDeadlineMs + 30_000);
  afterAll(async () => {
    await server?.stop();
    process.umask(umask);
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });
  const modeOf = (name: string) => (statSync(path.join(dataDir, name)).mode & 0o777).toString(8);

  it("prints the admin password only to a terminal: here it is only in the file (issue 24, point 9)", () => {
    const { email, password } = readAdminCredentials(dataDir);
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(server.output()).toContain(`Admin login created: ${email}`);
    expect(server.output()).toContain(path.join(dataDir, "admin-credentials.txt"));
    expect(server.output()).not.toContain(password);
    expect(modeOf("admin-credentials.txt")).toBe("600");
  });

  it("makes its data folder, database, journal and outbox for its own user only (point 11)", async () => {
    expect(modeOf(".")).toBe("700");
    for (const file of ["site.db", "site.db-wal", "site.db-shm"]) expect(modeOf(file), file).toBe("600");
    const subscribed = await fetch(`${server.baseUrl}/newsletter`, {
      method: "POST",
      headers: { origin: server.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "citalac@example.com", enhanced: "1" }),
    });
    expect(subscribed.status).toBe(200);
    const outbox = path.join(dataDir, "outbox");
    await expect.poll(() => (existsSync(outbox) ? readdirSync(outbox).length : 0)).toBeGreaterThan(0);
    expect(modeOf("outbox")).toBe("700");
    for (const mail of readdirSync(outbox)) expect(modeOf(`outbox/${mail}`), mail).toBe("600");
  });

  it("says the port is taken and exits non-zero when another server has it (point 8)", async () => {
    const port = new URL(server.baseUrl).port;
    const second = spawn(process.execPath, ["server/main.ts"], {
      cwd: root,
      env: productionEnv(Number(port), dataDir),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let said = "";
    second.stdout.on("data", (d) => {
      said += d;
    });
    second.stderr.on("data", (d) => {
      said += d;
    });
    const code = await new Promise((resolve) => second.once("exit", resolve));
    expect(code, said).toBe(1);
    expect(said).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    expect(said).not.toContain("is running");
    // The first one still serves.
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });
});
