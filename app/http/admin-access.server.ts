import { data, type RouterContextProvider, redirect } from "react-router";
import { type AdminSessionInfo, adminSessionContext } from "#app/context.server.ts";
import { adminResourceRoutes, mayOpen, normalisePattern } from "#app/schemas/people.ts";

// Who may open what in the admin (docs/decisions/0041-people-and-roles.md). The
// admin layout's middleware checks every request against the rules in
// app/schemas/people.ts before any loader or action runs; requireOwner is for
// a single owner-only intent in a route editors may otherwise use.

/** The page that says "no access" in the admin's frame (answered with 403). */
export const forbiddenPath = "/admin/forbidden";

/** Throws the 403 (for a form post or a fetch; a page is sent to forbiddenPath instead). */
export function forbidden(): never {
  throw data({ forbidden: true }, { status: 403, headers: { "Cache-Control": "no-store" } });
}

/**
 * Refuses a request the person's role may not make. A page (typed, or a click in the
 * admin, which asks for its data) is sent to the 403 page, /admin/forbidden, in the
 * admin's frame: React Router shows an error thrown by middleware in the root's
 * boundary, outside the admin, and before any loader runs (so nothing of the page is
 * computed). A form post, and a file fetched by a script, get the 403 itself. A file
 * typed into the address bar (the subscribers' CSV) goes to the 403 page too.
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
  const reading = request.method === "GET" || request.method === "HEAD";
  const file = adminResourceRoutes.has(normalisePattern(pattern));
  const typed =
    request.headers.get("sec-fetch-dest") === "document" ||
    (request.headers.get("accept") ?? "").includes("text/html");
  if (reading && (!file || typed)) throw redirect(forbiddenPath);
  forbidden();
}

/** For an owner-only action inside a route editors may open; answers the 403 to anyone else. */
export function requireOwner(context: Readonly<RouterContextProvider>): AdminSessionInfo {
  const session = context.get(adminSessionContext);
  if (session.role !== "owner") forbidden();
  return session;
}
