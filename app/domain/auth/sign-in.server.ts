import { APIError } from "better-auth/api";
import { getLogger } from "#app/logger.server.ts";
import { getAuth } from "./auth.server.ts";

export type SignInResult =
  | { ok: true; headers: Headers }
  | { ok: false; reason: "invalid" | "throttled" | "failed" };

/** Signs in through better-auth; one generic answer for any wrong credential. */
export async function signInAdmin(input: {
  email: string;
  password: string;
  request: Request;
}): Promise<SignInResult> {
  try {
    const response = await getAuth().api.signInEmail({
      body: { email: input.email.toLowerCase(), password: input.password },
      headers: input.request.headers,
      asResponse: true,
    });
    if (response.status === 429) return { ok: false, reason: "throttled" };
    if (!response.ok) return { ok: false, reason: "invalid" };
    const headers = new Headers();
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    return { ok: true, headers };
  } catch (error) {
    if (error instanceof APIError) {
      if (error.statusCode === 429) return { ok: false, reason: "throttled" };
      if (error.statusCode === 401 || error.statusCode === 400 || error.statusCode === 403)
        return { ok: false, reason: "invalid" };
    }
    getLogger().error({ err: error }, "sign-in failed");
    return { ok: false, reason: "failed" };
  }
}

/** Signs out; a failure is swallowed (spec §4) and the cookies are cleared anyway. */
export async function signOutAdmin(request: Request): Promise<Headers> {
  const headers = new Headers();
  try {
    const response = await getAuth().api.signOut({ headers: request.headers, asResponse: true });
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch (error) {
    getLogger().warn({ err: error }, "sign-out failed; continuing");
  }
  return headers;
}
