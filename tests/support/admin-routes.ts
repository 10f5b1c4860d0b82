// Calling admin route loaders and actions the way React Router does once the
// admin layout's middleware has put the session in context.
import { RouterContextProvider } from "react-router";
import { adminSessionContext } from "#app/context.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { upsertAdmin } from "#app/domain/auth/auth.server.ts";
import type { Role } from "#app/schemas/people.ts";

export const origin = "http://localhost:3000";

/** A router context holding a signed-in admin's session (an owner unless `role` says otherwise). */
export function adminContext(
  session: { userId: string; email: string; sessionId?: string; role?: Role; name?: string } = {
    userId: "u1",
    email: "editor@zrnce.rs",
  },
) {
  const context = new RouterContextProvider();
  context.set(adminSessionContext, { sessionId: "s1", role: "owner", name: "Admin", ...session });
  return context;
}

/** Creates (or updates) an admin and gives a router context with their session. */
export async function contextOfNewAdmin(database: Database, email: string, password: string) {
  await upsertAdmin(email, password);
  const user = await database.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return adminContext({ userId: user.id, email });
}

/** The cookies a response sets, as a browser would send them back. */
export const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** A same-origin post to the sign-in page carrying `cookie`, as domain sign-in functions get it. */
export const signInRequest = (cookie?: string) =>
  new Request(`${origin}/admin/login`, {
    method: "POST",
    headers: { origin, ...(cookie ? { cookie } : {}) },
  });

/** A same-origin form post to `path`. */
export const postForm = (path: string, fields: Record<string, string>) =>
  new Request(`${origin}${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { origin } });

/** The Response (a redirect, a 404) the promise throws; fails when it throws nothing. */
export async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown response");
}

/** What an action answered with data(): the reply and its status (200 unless it set one). */
export async function replyOf<Reply>(answer: Promise<unknown>): Promise<{ reply: Reply; status: number }> {
  const { data, init } = (await answer) as { data: Reply; init: ResponseInit | null };
  return { reply: data, status: init?.status ?? 200 };
}
