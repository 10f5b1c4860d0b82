import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cookiesFrom, postLogin, signInOverHttp } from "./support/http.ts";
import { startInProcess } from "./support/in-process.ts";
import { captureLogLines } from "./support/log-lines.ts";
import { visibleText } from "./support/responses.ts";

// Sign-in, throttling and sessions over plain HTTP against the production build
// configured as it runs in production: NODE_ENV=production behind an https
// PUBLIC_URL, no trusted proxy, three failed sign-ins per window.

const logLines = captureLogLines();

const env = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://zrnce.example",
  SESSION_SECRET: "a-production-like-session-secret-of-enough-length",
  TRUST_PROXY: "0",
  AUTH_RATE_LIMIT_MAX: "3",
  LOG_LEVEL: "info",
};

type Server = Awaited<ReturnType<typeof startInProcess>>;
let server: Server;
let admin = { email: "", password: "" };
const figures = { requests: 0 };
const count = <T>(p: Promise<T>) => {
  figures.requests++;
  return p;
};

beforeAll(async () => {
  server = await startInProcess(env);
  admin = { ...(server.admin ?? admin) };
});
afterAll(async () => {
  await server?.close();
  console.log(`sign-in figures: ${JSON.stringify({ ...figures, logLines: logLines.length })}`);
});

const sessionCookie = (res: Response) => res.headers.getSetCookie().find((c) => /session_token=[^;]/.test(c));
const loginError = async (res: Response) =>
  /data-testid="login-error"[^>]*>([^<]*)</.exec(await res.text())?.[1] ?? visibleText("");
const isSignedIn = async (cookie: string) => {
  const res = await count(fetch(`${server.baseUrl}/admin`, { redirect: "manual", headers: { cookie } }));
  return res.status === 200;
};

describe("cookies and sessions in production", () => {
  it("sets an HttpOnly, SameSite, Secure session cookie with the __Secure- prefix, and HSTS", async () => {
    const res = await count(postLogin(server.baseUrl, { ...admin, redirectTo: "/admin" }));
    expect(res.status).toBe(302);
    const cookie = sessionCookie(res) ?? "";
    expect(cookie).toMatch(/^__Secure-[\w.-]+session_token=/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Secure/i);
    for (const other of res.headers.getSetCookie()) {
      expect(other, other).toMatch(/^__(Secure|Host)-/);
      expect(other).toMatch(/; HttpOnly/i);
    }
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("starts a new session on every sign-in and ignores a session id planted before it", async () => {
    const planted = "__Secure-better-auth.session_token=planted.by-attacker";
    const res = await count(
      postLogin(server.baseUrl, { ...admin, redirectTo: "/admin" }, { cookie: planted }),
    );
    const first = cookiesFrom(res);
    expect(first).not.toContain("planted");
    const second = await signInOverHttp(server.baseUrl, admin);
    expect(second).not.toBe(first);
    expect(await isSignedIn(first)).toBe(true);
    expect(await isSignedIn(planted)).toBe(false);
  });

  it("kills the old cookie on sign-out", async () => {
    const cookie = await signInOverHttp(server.baseUrl, admin);
    expect(await isSignedIn(cookie)).toBe(true);
    const out = await count(
      fetch(`${server.baseUrl}/admin/logout`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: server.baseUrl, cookie, "content-type": "application/x-www-form-urlencoded" },
        body: "",
      }),
    );
    expect(out.status).toBe(302);
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it("kills every other session on a password change, and the old password with it", async () => {
    const other = await signInOverHttp(server.baseUrl, admin);
    const mine = await signInOverHttp(server.baseUrl, admin);
    const newPassword = "a-brand-new-password-42";
    const res = await count(
      fetch(`${server.baseUrl}/admin/account`, {
        method: "POST",
        redirect: "manual",
        headers: {
          origin: server.baseUrl,
          cookie: mine,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({
          intent: "password",
          currentPassword: admin.password,
          newPassword,
          confirmPassword: newPassword,
        }),
      }),
    );
    expect(res.status).toBeLessThan(400);
    expect(await isSignedIn(other)).toBe(false);
    const refused = await count(postLogin(server.baseUrl, { ...admin, redirectTo: "/admin" }));
    expect(refused.status).toBe(401);
    admin.password = newPassword;
    expect(await isSignedIn(await signInOverHttp(server.baseUrl, admin))).toBe(true);
  });
});

describe("the redirect after sign-in", () => {
  it("follows only same-site paths", async () => {
    const cases: [string, string][] = [
      ["/admin/news?status=draft", "/admin/news?status=draft"],
      ["//evil.example/steal", "/admin"],
      ["/.//evil.example", "/admin"],
      ["/%2e//evil.example", "/admin"],
      ["https:evil.example", "/admin"],
      ["https://evil.example", "/admin"],
      ["/\\evil.example", "/admin"],
      ["/%5Cevil.example", "/admin/%5Cevil.example"],
      ["\\\\evil.example", "/admin"],
      ["javascript:alert(1)", "/admin"],
      ["/\t/evil.example", "/admin"],
      [" //evil.example", "/admin"],
    ];
    for (const [redirectTo, expected] of cases) {
      const res = await count(postLogin(server.baseUrl, { ...admin, redirectTo }));
      expect(res.status, redirectTo).toBe(302);
      const location = res.headers.get("location") ?? "";
      expect(new URL(location, server.baseUrl).origin, redirectTo).toBe(server.baseUrl);
      if (!expected.includes("%5C")) expect(location, redirectTo).toBe(expected);
    }
  });
});

describe("sign-in throttling", () => {
  let attempt = 0;
  const wrong = () => `wrong-password-${++attempt}`;

  it("gives an unknown email and a wrong password the same answer", async () => {
    const unknown = await count(
      postLogin(server.baseUrl, { email: "nobody@example.com", password: wrong() }, {}),
    );
    const wrongPassword = await count(postLogin(server.baseUrl, { email: admin.email, password: wrong() }));
    expect(unknown.status).toBe(401);
    expect(wrongPassword.status).toBe(401);
    const [a, b] = [await loginError(unknown), await loginError(wrongPassword)];
    expect(a).toBe("E-adresa ili lozinka nisu ispravni.");
    expect(b).toBe(a);
  });

  it("cannot be escaped by rotating X-Forwarded-For when no proxy is trusted, nor by other spellings of the path", async () => {
    // Two failures above; the third reaches the limit, whatever the header says.
    const third = await count(
      postLogin(
        server.baseUrl,
        { email: admin.email, password: wrong() },
        { "x-forwarded-for": "203.0.113.1" },
      ),
    );
    expect(third.status).toBe(401);
    const headers: Record<string, string>[] = [
      { "x-forwarded-for": "203.0.113.2" },
      { "x-forwarded-for": "2001:db8::7" },
      { "x-real-ip": "203.0.113.3", forwarded: "for=203.0.113.3" },
      {},
    ];
    for (const h of headers) {
      const res = await count(postLogin(server.baseUrl, { ...admin, redirectTo: "/admin" }, h));
      expect(res.status, JSON.stringify(h)).toBe(429);
      expect(sessionCookie(res)).toBeUndefined();
      expect(await loginError(res)).toBe("Previše neuspelih pokušaja. Sačekajte malo pa pokušajte ponovo.");
    }
    for (const path of [
      "//admin/login",
      "/admin//login",
      "/ADMIN/login",
      "/admin/login/",
      "/admin/login.data",
    ]) {
      const res = await count(postLogin(server.baseUrl, { ...admin, redirectTo: "/admin" }, {}, path));
      expect(sessionCookie(res), path).toBeUndefined();
      // Either refused, or sent (without a session) to the sign-in page.
      if (res.status < 400) expect(res.headers.get("location"), path).toMatch(/^\/admin\/login/);
    }
  });

  it("refuses a post from another site and a body of the wrong kind before reading it", async () => {
    const foreign = await count(
      postLogin(
        server.baseUrl,
        { ...admin },
        { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      ),
    );
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toBe("Zahtev je odbijen jer nije poslat sa ovog sajta.");
    const json = await count(
      fetch(`${server.baseUrl}/admin/login`, {
        method: "POST",
        headers: { origin: server.baseUrl, "content-type": "application/json", "accept-language": "en" },
        body: JSON.stringify(admin),
      }),
    );
    expect(json.status).toBe(415);
    expect(await json.text()).toBe("This kind of request is not supported. Send the form from the page.");
  });

  it("has no second way in: better-auth's own sign-in endpoint is not mounted", async () => {
    for (const type of ["application/json", "application/x-www-form-urlencoded"]) {
      const res = await count(
        fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
          method: "POST",
          redirect: "manual",
          headers: { origin: server.baseUrl, "content-type": type },
          body: type === "application/json" ? JSON.stringify(admin) : new URLSearchParams(admin).toString(),
        }),
      );
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it("logs sign-ins, refusals and throttling as JSON with time, address and user, never a password", async () => {
    const events = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.security);
    const kinds = new Set(events.map((e) => e.security));
    for (const kind of ["signin", "signin-failed", "signin-throttled", "cross-site-refused", "body-refused"])
      expect(kinds, kind).toContain(kind);
    const changes = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.audit);
    expect(changes.map((e) => (e.audit as { entity: string }).entity)).toContain("password");
    for (const e of [...events, ...changes]) {
      expect(e.time, JSON.stringify(e)).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(e.ip, JSON.stringify(e)).toBe("127.0.0.1");
    }
    for (const e of events.filter((e) => String(e.security).startsWith("signin")))
      expect(String(e.user), JSON.stringify(e)).toMatch(/@/);
    for (const e of changes) expect((e.audit as { actor: string }).actor).toBe(admin.email);
    const all = logLines.join("\n");
    expect(all).not.toContain(admin.password);
    expect(all).not.toContain("wrong-password-");
    expect(all).not.toContain(env.SESSION_SECRET);
    expect(all).not.toMatch(/session_token=[^;"\s]{8}/);
  });
});

describe("after a restart", () => {
  it("still throttles: the counters live in the database", async () => {
    // A new process image of the app on the same data folder: modules and memory fresh.
    await server.close();
    vi.resetModules();
    server = await startInProcess(env);
    const res = await count(postLogin(server.baseUrl, { ...admin, redirectTo: "/admin" }));
    expect(res.status).toBe(429);
  });
});
