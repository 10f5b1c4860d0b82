import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginReply } from "#app/components/admin/login/reply.ts";
import { requestInfoContext } from "#app/context.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { getAdminSession, upsertAdmin } from "#app/domain/auth/auth.server.ts";
import { signInAdmin } from "#app/domain/auth/sign-in.server.ts";
import { startTwoFactorSetup, verifyTwoFactorCode } from "#app/domain/auth/two-factor.server.ts";
import { action } from "#app/routes/admin/login.tsx";
import { origin, thrownResponse } from "../support/admin-routes.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";
import { totp } from "../support/totp.ts";

// The sign-in page's action as React Router calls it: the password step and the
// code step each parse their own form and answer with Conform's reply.

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

const contextFor = (clientIp: string) => {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp });
  return context;
};

const postTo = (fields: Record<string, string>, clientIp: string, cookie?: string) =>
  action({
    request: new Request(`${origin}/admin/login`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { origin, ...(cookie ? { cookie } : {}) },
    }),
    context: contextFor(clientIp),
    params: {},
  } as never) as unknown as Promise<{ data: LoginReply; init: ResponseInit | null }>;

describe.each(dialects)("the sign-in page's action on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await upsertAdmin("owner@zrnce.rs", "owner-password-123");
    await upsertAdmin("coded@zrnce.rs", "coded-password-123");
  });
  afterAll(async () => {
    await database.close();
  });

  it("names each missing field and keeps the email typed, never the password", async () => {
    const empty = await postTo(
      { intent: "password", email: "", password: "", redirectTo: "/admin" },
      "10.1.0.1",
    );
    expect(empty.init?.status).toBe(400);
    expect(empty.data).toMatchObject({ step: "password" });
    expect(empty.data.result?.error).toEqual({
      email: ["errors.emailRequired"],
      password: ["errors.passwordRequired"],
    });
    const wrong = await postTo(
      { intent: "password", email: "owner@zrnce.rs", password: "not-the-password", redirectTo: "/admin" },
      "10.1.0.2",
    );
    expect(wrong.init?.status).toBe(401);
    // One message for the whole form: it does not say which field was wrong.
    expect(wrong.data).toMatchObject({ step: "password", formError: "login.invalid" });
    expect(wrong.data.result?.error ?? {}).toEqual({});
    expect(wrong.data.result?.initialValue).toMatchObject({ email: "owner@zrnce.rs" });
    expect(JSON.stringify(wrong.data)).not.toContain("not-the-password");
  });

  it("signs in with the right password and goes where the person was going", async () => {
    // A form posted without an intent is the password step.
    const response = await thrownResponse(
      postTo(
        { email: "Owner@Zrnce.rs", password: "owner-password-123", redirectTo: "/admin/news" },
        "10.1.0.3",
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/news");
    const session = await getAdminSession(
      new Request(`${origin}/admin`, { headers: { cookie: cookieOf(response.headers) } }),
    );
    expect(session?.email).toBe("owner@zrnce.rs");
  });

  it("goes only to a path on this site after sign-in, else to the dashboard", async () => {
    for (const [redirectTo, expected] of [
      ["/admin/media?q=keks", "/admin/media?q=keks"],
      ["/.//evil.example", "/admin"],
      ["/%2e//evil.example/x", "/admin"],
      ["/admin/..//evil.example", "/admin"],
      ["/\\evil.example", "/admin"],
      ["https:evil.example", "/admin"],
    ] as const) {
      const response = await thrownResponse(
        postTo({ email: "owner@zrnce.rs", password: "owner-password-123", redirectTo }, "10.1.0.7"),
      );
      expect(response.headers.get("location"), redirectTo).toBe(expected);
    }
  });

  it("asks for the code after the password when two-step sign-in is on, and checks it", async () => {
    const first = await signInAdmin({
      email: "coded@zrnce.rs",
      password: "coded-password-123",
      request: new Request(`${origin}/admin/login`, { method: "POST", headers: { origin } }),
      clientIp: "10.1.0.4",
    });
    if (!first.ok) throw new Error("sign-in failed");
    const signedIn = new Request(`${origin}/admin/settings`, {
      method: "POST",
      headers: { origin, cookie: cookieOf(first.headers) },
    });
    const setup = await startTwoFactorSetup({
      request: signedIn,
      password: "coded-password-123",
      brand: "Zrnce",
    });
    if (!setup.ok) throw new Error("setup failed");
    expect(
      (await verifyTwoFactorCode({ request: signedIn, code: totp(setup.secret), clientIp: "10.1.0.4" })).ok,
    ).toBe(true);

    const password = await postTo(
      { intent: "password", email: "coded@zrnce.rs", password: "coded-password-123", redirectTo: "/admin" },
      "10.1.0.5",
    );
    expect(password.data).toEqual({ step: "code" });
    const pending = cookieOf(new Headers((password.init as ResponseInit).headers));
    const empty = await postTo({ intent: "code", code: "", redirectTo: "/admin" }, "10.1.0.5", pending);
    expect(empty.init?.status).toBe(400);
    expect(empty.data.result?.error).toEqual({ code: ["errors.codeRequired"] });
    const wrong = await postTo({ intent: "code", code: "000000", redirectTo: "/admin" }, "10.1.0.5", pending);
    expect(wrong.init?.status).toBe(401);
    expect(wrong.data).toMatchObject({ step: "code", formError: "login.codeInvalid" });
    const right = await thrownResponse(
      postTo({ intent: "code", code: totp(setup.secret), redirectTo: "/admin/media" }, "10.1.0.5", pending),
    );
    expect(right.headers.get("location")).toBe("/admin/media");
  });

  it("answers a step it does not know with 400", async () => {
    await expect(postTo({ intent: "explode" }, "10.1.0.6")).rejects.toMatchObject({ init: { status: 400 } });
  });
});
