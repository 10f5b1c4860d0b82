import { APIError } from "better-auth/api";
import { getEnv } from "#app/env.server.ts";
import { getLogger } from "#app/logger.server.ts";
import { clearRateLimit, hitRateLimit, isRateLimited } from "../security/rate-limit.server.ts";
import { getAuth } from "./auth.server.ts";

export type SignInResult =
  | { ok: true; headers: Headers }
  /** The password was right and an authenticator code is needed; the headers carry the pending step. */
  | { ok: false; reason: "twoFactor"; headers: Headers }
  | { ok: false; reason: "invalid" | "throttled" | "failed"; retryAfter?: number };

/**
 * Signs in through better-auth. Any wrong credential gets the same answer, and
 * failed attempts are counted per client address in the database, so the
 * limit holds across restarts and instances.
 */
export async function signInAdmin(input: {
  email: string;
  password: string;
  request: Request;
  clientIp: string;
}): Promise<SignInResult> {
  const env = getEnv();
  const key = `signin:${input.clientIp}`;
  // The address and request id come with every line (logContext); the user is the email tried.
  const log = getLogger().child({ user: input.email.toLowerCase() });
  if (await isRateLimited(key, env.AUTH_RATE_LIMIT_MAX, env.AUTH_RATE_LIMIT_WINDOW_SECONDS)) {
    log.warn({ security: "signin-throttled" }, "sign-in throttled");
    return { ok: false, reason: "throttled" };
  }
  let response: Response;
  try {
    response = await getAuth().api.signInEmail({
      body: { email: input.email.toLowerCase(), password: input.password },
      headers: input.request.headers,
      asResponse: true,
    });
  } catch (error) {
    if (!(error instanceof APIError) || error.statusCode >= 500) {
      log.error({ err: error }, "sign-in failed");
      return { ok: false, reason: "failed" };
    }
    response = new Response(null, { status: error.statusCode });
  }
  if (!response.ok) {
    const hit = await hitRateLimit(key, env.AUTH_RATE_LIMIT_MAX, env.AUTH_RATE_LIMIT_WINDOW_SECONDS);
    log.warn({ security: "signin-failed", attempts: hit.count }, "sign-in refused");
    return hit.allowed
      ? { ok: false, reason: "invalid" }
      : { ok: false, reason: "throttled", retryAfter: hit.retryAfter };
  }
  await clearRateLimit(key);
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { twoFactorRedirect?: boolean } | null;
  if (body?.twoFactorRedirect) {
    log.info({ security: "signin-2fa-pending" }, "password accepted; code needed");
    return { ok: false, reason: "twoFactor", headers };
  }
  log.info({ security: "signin" }, "signed in");
  return { ok: true, headers };
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
