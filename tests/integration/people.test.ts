import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestInfoContext } from "#app/context.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { listRecentAudit } from "#app/domain/audit/audit.server.ts";
import { getAdminSession, upsertAdmin } from "#app/domain/auth/auth.server.ts";
import { signInAdmin } from "#app/domain/auth/sign-in.server.ts";
import { setSmtpUrlForTests } from "#app/domain/mail/mailer.server.ts";
import {
  acceptInvitation,
  changeRole,
  findInvitation,
  invitePerson,
  listPeople,
  removePerson,
  resendInvitation,
  setDisabled,
  withdrawInvitation,
} from "#app/domain/people/people.server.ts";
import { action as invitationAction, loader as invitationLoader } from "#app/routes/admin/invitation.tsx";
import { middleware } from "#app/routes/admin/layout.tsx";
import { adminAccess, adminResourceRoutes } from "#app/schemas/people.ts";
import routes from "../../app/routes.ts";
import { cookieOf, origin, signInRequest } from "../support/admin-routes.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";
import { readableMail } from "../support/mail.ts";
import { startSmtp } from "../support/smtp.ts";

// Issue 24, point 19: more than one person, an owner and editors (decision 0041).

/** Every pattern under the admin layout in app/routes.ts, as React Router names them. */
interface Entry {
  path?: string;
  index?: boolean;
  file: string;
  children?: Entry[];
}
function guardedRoutes(entries: Entry[], parent = "", guarded = false): { pattern: string; file: string }[] {
  return entries.flatMap((e) => {
    const own = [parent, e.path].filter(Boolean).join("/");
    const inside = guarded || e.file === "routes/admin/layout.tsx";
    const here = inside && (e.path || e.index) ? [{ pattern: `/${own}`, file: e.file }] : [];
    return [...here, ...(e.children ? guardedRoutes(e.children, own, inside) : [])];
  });
}
const adminRoutes = guardedRoutes(routes as Entry[]);

/** The owner-only routes, as the issue names them: nothing else may be refused to an editor. */
const ownersOnly = [
  "/admin/settings",
  "/admin/messages",
  "/admin/subscribers",
  "/admin/subscribers/export.csv",
  "/admin/newsletter",
  "/admin/newsletter/:id",
  "/admin/people",
];

const password = "a-long-enough-password-1";

/**
 * Runs the admin layout's middleware as React Router would: the 403 or redirect it throws, or
 * "next". React Router names the pattern by the matched routes' paths joined, without the
 * leading slash ("admin/products/:id"; utils.js getRoutePattern).
 */
async function guard(request: Request, pattern: string, params: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  try {
    await middleware[0]!(
      { request, context, params, pattern: pattern.replace(/^\//, ""), url: new URL(request.url) } as never,
      async () => new Response("next"),
    );
    return "next";
  } catch (error) {
    if (error && typeof error === "object" && "init" in error)
      return (error as { init: ResponseInit | null }).init?.status ?? 200;
    if (error instanceof Response) return error.status;
    throw error;
  }
}

const urlOf = (pattern: string) =>
  `${origin}${pattern.replace(":kind", "product").replace(/:\w+/g, "x").replace("*", "does-not-exist")}`;

describe("the rules of who may open what", () => {
  it("has a rule for every route under the admin layout, and nothing more", () => {
    const patterns = adminRoutes.map((r) => r.pattern);
    expect(patterns.length).toBeGreaterThan(20);
    for (const pattern of patterns) expect(adminAccess, `no rule for ${pattern}`).toHaveProperty([pattern]);
    expect(Object.keys(adminAccess).sort()).toEqual([...patterns].sort());
  });

  it("knows which admin routes answer with a file rather than a page", () => {
    const resources = adminRoutes.filter((r) => r.file.endsWith(".ts")).map((r) => r.pattern);
    expect([...adminResourceRoutes].sort()).toEqual(resources.sort());
  });
});

describe.each(dialects)("people and roles on %s", (dialect) => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const owner = { userId: "", email: "owner@zrnce.rs", name: "Vesna" };
  let ownerCookie = "";
  let editorCookie = "";

  const signInCookie = async (email: string, pass = password) => {
    const result = await signInAdmin({
      email,
      password: pass,
      request: signInRequest(),
      clientIp: "10.9.0.1",
    });
    return result.ok ? cookieOf(result.headers) : null;
  };
  const sessionOf = (cookie: string) => getAdminSession(signInRequest(cookie));
  const lastMailTo = (address: string) => {
    const mail = smtp.received.findLast((m) => m.to.includes(address));
    return mail ? readableMail(mail.raw) : null;
  };
  const tokenIn = (mail: string) => /\/admin\/invitation\?token=([\w-]+)/.exec(mail)?.[1] ?? "";
  const idOf = async (email: string) => (await listPeople("")).find((p) => p.email === email)?.id ?? "";

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startSmtp();
    setSmtpUrlForTests(smtp.url);
    await upsertAdmin(owner.email, password);
    const row = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", owner.email)
      .executeTakeFirstOrThrow();
    owner.userId = row.id;
    await database.db.updateTable("user").set({ name: owner.name }).where("id", "=", row.id).execute();
    ownerCookie = (await signInCookie(owner.email))!;
  });
  afterAll(async () => {
    setSmtpUrlForTests(undefined);
    await smtp.close();
    await database.close();
  });

  it("keeps people who were there before as owners", async () => {
    const session = await sessionOf(ownerCookie);
    expect(session).toMatchObject({ role: "owner", name: owner.name, email: owner.email });
  });

  it("invites by mail; the link lets the person choose a password and signs them in as an editor", async () => {
    expect(
      await invitePerson(
        { name: "Marko Marić", email: "Marko@Example.com", role: "editor", locale: "sr" },
        owner,
      ),
    ).toEqual({
      ok: true,
      mailed: true,
    });
    const mail = lastMailTo("marko@example.com");
    expect(mail).toContain("Poziv u administraciju");
    expect(mail).toContain("Vesna vas poziva");
    expect(mail).toMatch(/Content-Type: text\/plain/);
    // The link's origin is the configured one, never a request's Host.
    expect(mail).toContain("http://localhost:3000/admin/invitation?token=");
    const token = tokenIn(mail!);
    expect(token.length).toBeGreaterThan(40);
    // The database keeps only the token's hash.
    const stored = await database.db.selectFrom("invitation").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const people = await listPeople(owner.userId);
    expect(people.find((p) => p.email === "marko@example.com")).toMatchObject({
      kind: "invitation",
      state: "invited",
      role: "editor",
      name: "Marko Marić",
    });

    const page = await invitationLoader({
      request: new Request(`${origin}/admin/invitation?token=${token}`),
    } as never);
    expect((page as { data: { valid: boolean; name: string } }).data).toMatchObject({
      valid: true,
      name: "Marko Marić",
    });

    const context = new RouterContextProvider();
    context.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp: "10.9.0.2" });
    const post = (fields: Record<string, string>) =>
      new Request(`${origin}/admin/invitation?token=${token}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { origin },
      });
    // A password that does not match its confirmation: nothing used up.
    const mismatch = (await invitationAction({
      request: post({ token, name: "Marko", newPassword: password, confirmPassword: "something-else-123" }),
      context,
    } as never)) as { init: ResponseInit };
    expect(mismatch.init.status).toBe(400);

    let answer: unknown;
    try {
      await invitationAction({
        request: post({ token, name: "Marko Marić", newPassword: password, confirmPassword: password }),
        context,
      } as never);
    } catch (thrown) {
      answer = thrown;
    }
    expect(answer).toBeInstanceOf(Response);
    const redirect = answer as Response;
    expect(redirect.headers.get("location")).toBe("/admin");
    const session = await sessionOf(cookieOf(redirect.headers));
    expect(session).toMatchObject({ role: "editor", name: "Marko Marić", email: "marko@example.com" });

    // Once only.
    const again = (await invitationAction({
      request: post({ token, name: "Marko", newPassword: password, confirmPassword: password }),
      context,
    } as never)) as { init: ResponseInit };
    expect(again.init.status).toBe(410);
    expect(await findInvitation(token)).toBeNull();

    editorCookie = (await signInCookie("marko@example.com"))!;
    expect(await sessionOf(editorCookie)).toMatchObject({ role: "editor" });
    expect((await listPeople(owner.userId)).find((p) => p.email === "marko@example.com")).toMatchObject({
      kind: "person",
      state: "active",
      lastSignIn: expect.any(String),
    });
  });

  it("refuses an address that already has an account or an open invitation", async () => {
    expect(
      await invitePerson({ name: "M", email: "marko@example.com", role: "owner", locale: "sr" }, owner),
    ).toEqual({
      ok: false,
      reason: "member",
    });
    await invitePerson({ name: "Ana", email: "ana@example.com", role: "editor", locale: "en" }, owner);
    expect(
      await invitePerson({ name: "Ana", email: "ana@example.com", role: "editor", locale: "en" }, owner),
    ).toEqual({
      ok: false,
      reason: "invited",
    });
    // In the language chosen for her, and her link opens the English page.
    const mail = lastMailTo("ana@example.com")!;
    expect(mail).toContain("Invitation to the website's admin");
    expect(mail).toMatch(/token=[\w-]+&lng=en/);
  });

  it("lets a link die after 72 hours, when sent again, and when withdrawn", async () => {
    const first = tokenIn(lastMailTo("ana@example.com")!);
    const later = new Date(Date.now() + 73 * 3_600_000);
    expect(await findInvitation(first)).not.toBeNull();
    expect(await findInvitation(first, later)).toBeNull();
    expect((await acceptInvitation({ token: first, name: "Ana", password }, later)).ok).toBe(false);
    expect((await listPeople(owner.userId, later)).find((p) => p.email === "ana@example.com")?.state).toBe(
      "expired",
    );

    const id = await idOf("ana@example.com");
    expect(await resendInvitation(id, owner)).toEqual({ ok: true, mailed: true });
    const second = tokenIn(lastMailTo("ana@example.com")!);
    expect(second).not.toBe(first);
    expect(await findInvitation(first)).toBeNull();
    expect(await findInvitation(second)).not.toBeNull();

    expect(await withdrawInvitation(id, owner)).toBe(true);
    expect(await findInvitation(second)).toBeNull();
    expect((await acceptInvitation({ token: second, name: "Ana", password })).ok).toBe(false);
    expect((await listPeople(owner.userId)).some((p) => p.email === "ana@example.com")).toBe(false);
  });

  it("never leaves the site without an owner who can sign in", async () => {
    expect(await changeRole(owner.userId, "editor", owner)).toBe("lastOwner");
    expect(await setDisabled(owner.userId, true, owner)).toBe("lastOwner");
    expect(await removePerson(owner.userId, owner)).toBe("lastOwner");
    expect(await sessionOf(ownerCookie)).toMatchObject({ role: "owner" });

    // With a second owner, one may step down; then the other is the last one.
    const marko = await idOf("marko@example.com");
    expect(await changeRole(marko, "owner", owner)).toBe("done");
    expect(await changeRole(owner.userId, "editor", owner)).toBe("done");
    expect(await changeRole(marko, "editor", owner)).toBe("lastOwner");
    // A disabled owner does not count as one who can sign in.
    expect(await changeRole(owner.userId, "owner", owner)).toBe("done");
    expect(await setDisabled(marko, true, owner)).toBe("done");
    expect(await changeRole(owner.userId, "editor", owner)).toBe("lastOwner");
    expect(await setDisabled(marko, false, owner)).toBe("done");
    expect(await changeRole(marko, "editor", owner)).toBe("done");
  });

  it("signs a disabled person out, refuses their sign-in, and lets them back when enabled", async () => {
    editorCookie = (await signInCookie("marko@example.com"))!;
    const marko = await idOf("marko@example.com");
    expect(await setDisabled(marko, true, owner)).toBe("done");
    expect(await sessionOf(editorCookie)).toBeNull();
    const refused = await signInAdmin({
      email: "marko@example.com",
      password,
      request: signInRequest(),
      clientIp: "10.9.0.3",
    });
    expect(refused).toEqual({ ok: false, reason: "invalid" });
    expect((await listPeople(owner.userId)).find((p) => p.id === marko)?.state).toBe("disabled");
    expect(await setDisabled(marko, false, owner)).toBe("done");
    editorCookie = (await signInCookie("marko@example.com"))!;
    expect(await sessionOf(editorCookie)).toMatchObject({ role: "editor" });
  });

  it("refuses an editor every owner-only route, for pages, data and form posts alike", async () => {
    for (const { pattern } of adminRoutes) {
      const url = urlOf(pattern);
      const params: Record<string, string> = pattern.includes(":kind") ? { kind: "product", id: "x" } : {};
      const owned = ownersOnly.includes(pattern);
      const requests = [
        new Request(url, { headers: { cookie: editorCookie } }),
        new Request(`${url}.data`, { headers: { cookie: editorCookie } }),
        new Request(url, { method: "POST", headers: { cookie: editorCookie, origin } }),
      ];
      const file = adminResourceRoutes.has(pattern);
      // A page (or its data) goes to the 403 page; a form post, or a file fetched, gets the 403.
      const refusals = file ? [403, 403, 403] : [302, 302, 403];
      for (const [i, request] of requests.entries())
        expect(await guard(request, pattern, params), `${request.method} ${request.url}`).toBe(
          owned ? refusals[i] : "next",
        );
      // The owner opens everything.
      expect(await guard(new Request(url, { headers: { cookie: ownerCookie } }), pattern, params)).toBe(
        "next",
      );
    }
    // The settings' history is the settings'.
    const settingsHistory = new Request(`${origin}/admin/history/settings/site`, {
      headers: { cookie: editorCookie },
    });
    expect(await guard(settingsHistory, "/admin/history/:kind/:id", { kind: "settings", id: "site" })).toBe(
      302,
    );
    // The subscribers' file typed into the address bar goes to the 403 page.
    const typed = new Request(`${origin}/admin/subscribers/export.csv`, {
      headers: { cookie: editorCookie, accept: "text/html", "sec-fetch-dest": "document" },
    });
    expect(await guard(typed, "/admin/subscribers/export.csv")).toBe(302);
  });

  it("removes a person: they cannot sign in, and the audit log still names them", async () => {
    const marko = await idOf("marko@example.com");
    expect(await removePerson(marko, owner)).toBe("done");
    expect(await sessionOf(editorCookie)).toBeNull();
    expect(await signInCookie("marko@example.com")).toBeNull();
    expect((await listPeople(owner.userId)).some((p) => p.email === "marko@example.com")).toBe(false);

    const audit = await listRecentAudit(30);
    const line = (action: string) => audit.find((a) => a.entity === "person" && a.action === action);
    for (const action of ["invite", "resend", "withdraw", "changeRole", "disable", "enable", "remove"])
      expect(line(action)?.actor, action).toBe("Vesna");
    // Marko's own line (accepting) shows his name, though he is gone.
    expect(line("accept")?.actor).toBe("Marko Marić");

    // Invited again later, the same address gets its account back.
    await invitePerson({ name: "Marko", email: "marko@example.com", role: "editor", locale: "sr" }, owner);
    const token = tokenIn(lastMailTo("marko@example.com")!);
    expect(await acceptInvitation({ token, name: "Marko M.", password: "another-password-456" })).toEqual({
      ok: true,
      email: "marko@example.com",
    });
    expect(await signInCookie("marko@example.com", "another-password-456")).not.toBeNull();
  });
});
