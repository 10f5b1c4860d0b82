import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { adminCredentials } from "../e2e/support/admin.ts";
import { baseUrl } from "../e2e/support/page.ts";
import { postLogin } from "./support/http.ts";
import { actionRoutes } from "./support/routes.ts";

// Against the shared end-to-end server: the production build with the demo
// content, NODE_ENV=production, one trusted proxy (TRUST_PROXY=1) and five
// failed sign-ins per window.

const figures = { requests: 0 };
const send = (path: string, init: RequestInit = {}) => {
  figures.requests++;
  return fetch(`${baseUrl()}${path}`, { redirect: "manual", ...init });
};

const expectSecurityHeaders = (res: Response, label: string) => {
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toContain("object-src 'none'");
  expect(csp, label).toContain("base-uri 'none'");
  // The admin runs React Router's scripts by the request's nonce; everything else (public
  // pages, files, refusals) allows only our files and the one inline script by its hash.
  expect(csp, label).toMatch(
    label.startsWith("/admin")
      ? /script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/
      : /script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/,
  );
  expect(csp, label).not.toContain("unsafe-inline' 'unsafe-eval");
  expect(res.headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(res.headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  // This server is reached over plain HTTP: no HSTS (issue 26, point 14; over HTTPS below).
  expect(res.headers.get("strict-transport-security"), label).toBeNull();
  expect(res.headers.get("x-request-id"), label).toMatch(/^[\w-]+$/);
};

const form = { "content-type": "application/x-www-form-urlencoded" };

describe("mutating requests from elsewhere", () => {
  // The newsletter's unsubscribe address is POSTed by mail providers from their own
  // servers (RFC 8058 one-click; decision 0044): its token is the permission (below).
  for (const route of actionRoutes.filter((r) => r.path !== "/newsletter/odjava")) {
    const path = route.path.replace(/:[a-z]+/g, "1");
    it(`refuses a foreign Origin (another host or scheme), Origin: null and Sec-Fetch-Site: cross-site at ${path} with 403`, async () => {
      const attempts: Record<string, string>[] = [
        { origin: "https://evil.example" },
        { origin: "null" },
        { origin: `${baseUrl()}.evil.example` },
        // The same host under another scheme is another origin (issue 24, point 13).
        { origin: baseUrl().replace(/^http:/, "https:") },
        { "sec-fetch-site": "cross-site" },
        { origin: baseUrl(), "sec-fetch-site": "cross-site" },
      ];
      for (const headers of attempts) {
        const res = await send(path, { method: "POST", headers: { ...form, ...headers }, body: "a=1" });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expectSecurityHeaders(res, path);
      }
    });
  }

  it("lets a one-click unsubscribe through from another Origin, where only a known token unsubscribes anyone", async () => {
    const res = await send("/newsletter/odjava?token=nepoznat-token-1234567", {
      method: "POST",
      headers: { ...form, origin: "https://mail.example", "sec-fetch-site": "cross-site" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expectSecurityHeaders(res, "/newsletter/odjava");
  });

  it("refuses a form or text body aimed at the JSON storage API with 403, and other bodies to forms with 415", async () => {
    for (const type of ["application/x-www-form-urlencoded", "text/plain"]) {
      const res = await send("/api/media?name=x.png", {
        method: "POST",
        headers: { origin: baseUrl(), "content-type": type },
        body: "a=1",
      });
      expect(res.status, type).toBe(403);
    }
    for (const type of ["application/json", "text/plain", "application/xml"]) {
      const res = await send("/kontakt", { method: "POST", headers: { "content-type": type }, body: "{}" });
      expect(res.status, type).toBe(415);
    }
  });
});

describe("security headers", () => {
  it("are on every kind of response: HTML, data, JSON, XML, text, images, assets, redirects, 404 and refusals", async () => {
    const html = await send("/");
    const body = await html.text();
    const image = /\/media\/[0-9a-f-]{36}\/640\.webp/.exec(body)?.[0] ?? "";
    const asset = /\/assets\/[\w.-]+\.js/.exec(body)?.[0] ?? "";
    expect(image && asset).toBeTruthy();
    const cases: [string, RequestInit?][] = [
      ["/"],
      ["/proizvodi?lng=en"],
      ["/proizvodi.data"],
      ["/healthz"],
      ["/api/media/00000000-0000-4000-8000-000000000000"],
      ["/sitemap.xml"],
      ["/novosti/rss.xml"],
      ["/robots.txt"],
      [image],
      [asset],
      ["/favicon.svg"],
      ["/admin"],
      ["/nema-ove-stranice"],
      ["/media/00000000-0000-4000-8000-000000000000/640.webp"],
      ["/kontakt", { method: "POST", headers: { ...form, origin: "https://evil.example" }, body: "a" }],
      ["/kontakt", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }],
      [
        "/newsletter",
        { method: "POST", headers: { ...form, origin: baseUrl() }, body: "enhanced=1&email=not-an-email" },
      ],
    ];
    const kinds = new Set<string>();
    for (const [path, init] of cases) {
      const res = await send(path, init);
      kinds.add(`${res.status} ${(res.headers.get("content-type") ?? "").split(";")[0]}`);
      expectSecurityHeaders(res, path);
      if (path === image) expect(res.headers.get("cache-control")).toContain("immutable");
    }
    // The responses above really were of that many kinds.
    expect([...kinds]).toEqual(
      expect.arrayContaining([
        "200 text/html",
        "200 application/json",
        "200 image/webp",
        "302 ",
        "404 text/html",
        "403 text/plain",
        "415 text/plain",
        "400 application/json",
      ]),
    );
  });

  it("include HSTS only when the page was asked for over HTTPS (here: as the trusted proxy says)", async () => {
    for (const path of ["/", "/proizvodi?lng=en", "/admin/login", "/healthz"]) {
      const https = await send(path, { headers: { "x-forwarded-proto": "https" } });
      expect(https.headers.get("strict-transport-security"), path).toBe(
        "max-age=31536000; includeSubDomains",
      );
      const plain = await send(path, { headers: { "x-forwarded-proto": "http" } });
      expect(plain.headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  it("serve a fresh nonce on each admin response, used by every script of the page", async () => {
    const html = await send("/admin/login");
    const body = await html.text();
    const nonce = /'nonce-([^']+)'/.exec(html.headers.get("content-security-policy") ?? "")?.[1];
    expect(body).toContain(`nonce="${nonce}"`);
    for (const tag of body.match(/<script\b[^>]*>/g) ?? [])
      if (!tag.includes("application/ld+json")) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await send("/admin/login");
    expect(again.headers.get("content-security-policy")).not.toBe(
      html.headers.get("content-security-policy"),
    );
  });

  it("allow a public page's one inline script by its hash, and no other", async () => {
    const html = await send("/");
    const body = await html.text();
    const hash = /'(sha256-[^']+)'/.exec(html.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    const inline = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
    expect(inline).toHaveLength(1);
    expect(
      `sha256-${createHash("sha256")
        .update(inline[0] ?? "")
        .digest("base64")}`,
    ).toBe(hash);
    for (const tag of body.match(/<script\b[^>]*>/g) ?? [])
      if (tag !== "<script>" && !tag.includes("application/ld+json"))
        expect(tag).toMatch(/^<script type="module" src="\/assets\/island-[\w-]+\.js">$/);
    expect(body).not.toContain("nonce=");
  });
});

describe("the public page cache", () => {
  it("cannot be changed by request headers", async () => {
    const page = "/proizvod/heljdino-brasno";
    const poison = {
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "http",
      "x-forwarded-prefix": "/evil",
      "x-original-url": "/admin",
      "x-rewrite-url": "/admin",
      "x-http-method-override": "POST",
      "accept-language": "en",
      cookie: "i18nextLng=en",
      "user-agent": "<script>alert(1)</script>",
      "x-request-id": "poisoned",
    };
    for (let i = 0; i < 2; i++) await (await send(page, { headers: poison })).text();
    const plain = await send(page);
    const html = await plain.text();
    expect(html).toMatch(/<html lang="sr"/);
    expect(html).not.toContain("evil.example");
    expect(html).not.toContain("/evil");
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("poisoned");
    expect(plain.headers.get("x-request-id")).not.toBe("poisoned");
  });

  it("keeps pages of the site's own host only, so made-up hosts cannot fill it and evict real pages", async () => {
    const page = "/o-nama?host-test=1";
    for (const host of ["made-up-1.example", "made-up-2.example"]) {
      const res = await send(page, { headers: { "x-forwarded-host": host } });
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain(host);
      expect(res.headers.get("etag"), host).toBeNull();
    }
    await (await send(page)).text();
    const own = await send(page);
    expect(own.headers.get("etag")).toMatch(/^W\//);
  });
});

describe("sign-in throttling behind one trusted proxy", () => {
  const attempt = (xff: string, password: string) =>
    postLogin(
      baseUrl(),
      { email: adminCredentials().email, password, redirectTo: "/admin" },
      { "x-forwarded-for": xff },
    );

  it("counts the address our proxy saw, whatever the client wrote before it", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await attempt(`10.${i}.0.1, 203.0.113.50`, `wrong-${i}`);
      figures.requests++;
      expect(res.status).toBe(401);
    }
    const res = await attempt("192.0.2.99, 203.0.113.50", adminCredentials().password);
    figures.requests++;
    expect(res.status).toBe(429);
  });

  it("folds IPv6 spellings and addresses of one /64 together, and keeps other networks apart", async () => {
    const spellings = [
      "2001:db8:77::1",
      "2001:DB8:77:0::2",
      "2001:0db8:0077:0000:0000:0000:0000:0003",
      "2001:db8:77:0:ffff::4",
      "2001:db8:77:0:0:0:0:5",
    ];
    for (const [i, ip] of spellings.entries()) {
      const res = await attempt(ip, `wrong-${i}`);
      figures.requests++;
      expect(res.status, ip).toBe(401);
    }
    const throttled = await attempt("2001:db8:77:0:1:2:3:4", adminCredentials().password);
    expect(throttled.status).toBe(429);
    const elsewhere = await attempt("2001:db8:78::1", adminCredentials().password);
    figures.requests += 2;
    expect(elsewhere.status).toBe(302);
    console.log(`request figures: ${JSON.stringify(figures)}`);
  });
});
