import { data, type RouterContextProvider, redirect } from "react-router";
import { type AdminSessionInfo, adminSessionContext } from "#app/context.server.ts";
import { adminResourceRoutes, type ForbiddenReply, mayOpen } from "#app/schemas/people.ts";

// Who may open what in the admin (docs/decisions/0039-people-and-roles.md). The
// admin layout's middleware checks every request against the rules in
// app/schemas/people.ts before any loader or action runs; requireOwner is for
// a single owner-only intent in a route editors may otherwise use.

/** Throws the 403 the admin layout's error boundary shows as "no access", in the admin's frame. */
export function forbidden(session: AdminSessionInfo): never {
  const reply: ForbiddenReply = {
    forbidden: true,
    email: session.email,
    name: session.name,
    role: session.role,
  };
  throw data(reply, { status: 403, headers: { "Cache-Control": "no-store" } });
}

/**
 * Refuses a request the person's role may not make. A page (or its data, or a form
 * post) gets the 403; a file typed into the address bar (the subscribers' CSV) is
 * sent to the 403 page, since a file's answer cannot draw the admin.
 */
export function checkAccess(
  session: AdminSessionInfo,
  {
    request,
    pattern,
    params,
  }: { request: Request; pattern: string; params: Record<string, string | undefined> },
): void {
  if (mayOpen(session.role, pattern, params)) return;
  const url = new URL(request.url);
  const navigation =
    request.method === "GET" &&
    !url.pathname.endsWith(".data") &&
    (request.headers.get("sec-fetch-dest") === "document" ||
      (request.headers.get("accept") ?? "").includes("text/html"));
  if (adminResourceRoutes.has(pattern.replace(/\/+$/, "")) && navigation) throw redirect("/admin/forbidden");
  forbidden(session);
}

/** For an owner-only action inside a route editors may open; answers the 403 to anyone else. */
export function requireOwner(context: Readonly<RouterContextProvider>): AdminSessionInfo {
  const session = context.get(adminSessionContext);
  if (session.role !== "owner") forbidden(session);
  return session;
}
