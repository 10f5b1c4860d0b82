import { APIError } from "better-auth/api";
import QRCode from "qrcode";
import { getDb } from "#app/db/connection.server.ts";
import { getEnv } from "#app/env.server.ts";
import { getLogger } from "#app/logger.server.ts";
import { hitRateLimit, isRateLimited } from "../security/rate-limit.server.ts";
import { type Account, noticeOf, recordAccountChange } from "./account.server.ts";
import { getAuth } from "./auth.server.ts";

// Optional TOTP two-factor sign-in (authenticator app), through better-auth's plugin.

function cookies(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

export async function isTwoFactorEnabled(userId: string): Promise<boolean> {
  // biome-ignore lint/suspicious/noExplicitAny: better-auth's column is not in our typed schema
  const row = await (getDb() as any)
    .selectFrom("user")
    .select("twoFactorEnabled")
    .where("id", "=", userId)
    .executeTakeFirst();
  return Boolean(row?.twoFactorEnabled);
}

/** A QR code: its width in modules (quiet zone included) and its dark modules as an SVG path. */
export interface TwoFactorQr {
  size: number;
  path: string;
}

/**
 * The setup's otpauth link as a QR code to scan: its dark modules as one SVG path
 * (a row's run of modules is one rectangle), with a quiet zone of 2 modules. The
 * page draws it as an inline <svg> (QrCode): no script, no image request, nothing
 * for the CSP to allow, and no markup from elsewhere in the page.
 */
export function renderTwoFactorQr(uri: string): TwoFactorQr {
  const { modules } = QRCode.create(uri, { errorCorrectionLevel: "M" });
  const margin = 2;
  const { size, data } = modules;
  let path = "";
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; ) {
      if (!data[y * size + x]) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < size && data[y * size + x + run]) run++;
      path += `M${x + margin} ${y + margin}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return { size: size + 2 * margin, path };
}

export type SetupResult =
  | { ok: true; secret: string; uri: string; qr: TwoFactorQr; backupCodes: string[] }
  | { ok: false; reason: "wrongPassword" | "failed" };

/** Step one: a new secret and backup codes; two-factor is on only once a code confirms it. */
export async function startTwoFactorSetup(input: {
  request: Request;
  password: string;
  brand: string;
}): Promise<SetupResult> {
  try {
    const result = await getAuth().api.enableTwoFactor({
      body: { password: input.password, issuer: input.brand },
      headers: input.request.headers,
    });
    if (!("totpURI" in result) || !result.totpURI) return { ok: false, reason: "failed" };
    const secret = new URL(result.totpURI).searchParams.get("secret") ?? "";
    const qr = renderTwoFactorQr(result.totpURI);
    return { ok: true, secret, uri: result.totpURI, qr, backupCodes: result.backupCodes ?? [] };
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) return { ok: false, reason: "wrongPassword" };
    getLogger().error({ err: error }, "two-factor setup failed");
    return { ok: false, reason: "failed" };
  }
}

/** Step two (and the sign-in step): a code from the app. Returns fresh session cookies. */
export async function verifyTwoFactorCode(input: {
  request: Request;
  code: string;
  clientIp: string;
  /** At sign-in: marks the browser as known to the account once the code is right. */
  rememberBrowser?: (headers: Headers, account: string) => void | Promise<void>;
}): Promise<{ ok: true; headers: Headers } | { ok: false; reason: "invalid" | "throttled" }> {
  const env = getEnv();
  const key = `2fa:${input.clientIp}`;
  if (await isRateLimited(key, env.AUTH_RATE_LIMIT_MAX, env.AUTH_RATE_LIMIT_WINDOW_SECONDS))
    return { ok: false, reason: "throttled" };
  const code = input.code.replace(/\s+/g, "");
  try {
    const response = /^\d{6}$/.test(code)
      ? await getAuth().api.verifyTOTP({ body: { code }, headers: input.request.headers, asResponse: true })
      : await getAuth().api.verifyBackupCode({
          body: { code },
          headers: input.request.headers,
          asResponse: true,
        });
    if (response.ok) {
      const headers = cookies(response);
      if (input.rememberBrowser) {
        const body = (await response.json().catch(() => null)) as { user?: { email?: string } } | null;
        if (body?.user?.email) await input.rememberBrowser(headers, body.user.email.toLowerCase());
      }
      return { ok: true, headers };
    }
  } catch (error) {
    if (!(error instanceof APIError) || error.statusCode >= 500) throw error;
  }
  const hit = await hitRateLimit(key, env.AUTH_RATE_LIMIT_MAX, env.AUTH_RATE_LIMIT_WINDOW_SECONDS);
  getLogger().warn({ security: "2fa-failed", ip: input.clientIp }, "two-factor code refused");
  return { ok: false, reason: hit.allowed ? "invalid" : "throttled" };
}

/** Two-factor goes on once a code from the app confirms the setup. */
export async function confirmTwoFactorSetup(input: {
  request: Request;
  account: Account;
  code: string;
  clientIp: string;
}): ReturnType<typeof verifyTwoFactorCode> {
  const result = await verifyTwoFactorCode(input);
  if (result.ok) {
    await recordAccountChange(input.account, "twoFactor", { enabled: true });
    await noticeOf(input.account, "twoFactorOn");
  }
  return result;
}

export async function disableTwoFactor(input: {
  request: Request;
  account: Account;
  password: string;
}): Promise<{ ok: true; headers: Headers } | { ok: false }> {
  try {
    const response = await getAuth().api.disableTwoFactor({
      body: { password: input.password },
      headers: input.request.headers,
      asResponse: true,
    });
    if (!response.ok) return { ok: false };
    await recordAccountChange(input.account, "twoFactor", { enabled: false });
    await noticeOf(input.account, "twoFactorOff");
    return { ok: true, headers: cookies(response) };
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) return { ok: false };
    throw error;
  }
}
