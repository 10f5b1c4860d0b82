import { getDb } from "#app/db/connection.server.ts";
import { getAdminSession, upsertAdmin } from "#app/domain/auth/auth.server.ts";
import { signInAdmin } from "#app/domain/auth/sign-in.server.ts";

export const origin = "http://localhost:3000";

/** The Cookie header that sends back what a sign-in set. */
export const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** A request of the signed-in browser with this cookie. */
export const requestWith = (cookie: string, path = "/admin") =>
  new Request(`${origin}${path}`, { method: "POST", headers: { origin, cookie } });

/**
 * Signs `email` in for real in the current test database, making the admin first if
 * there is none (an existing one keeps its password and its other sessions):
 * a new session, and the cookie a browser would send with it.
 */
export async function signIn(email: string, password = "a-test-password-123") {
  const known = await getDb().selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
  if (!known) await upsertAdmin(email, password);
  const result = await signInAdmin({ email, password, request: requestWith(""), clientIp: "10.255.0.1" });
  if (!result.ok) throw new Error(`sign-in of ${email} failed: ${result.reason}`);
  const cookie = cookieOf(result.headers);
  const session = await getAdminSession(requestWith(cookie));
  if (!session) throw new Error(`no session for ${email}`);
  return { session, cookie };
}

/** The session of an admin signed in for real (what upload tokens are bound to). */
export async function signedInSession(email: string) {
  return (await signIn(email)).session;
}
