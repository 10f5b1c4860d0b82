import { APIError } from "better-auth/api";
import { recordCommittedChange } from "#app/domain/content/changes.server.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/domain/security/rate-limit.server.ts";
import type { Locale } from "#app/i18n/config.ts";
import { getLogger } from "#app/logger.server.ts";
import { forgetSignInGuard } from "./account-guard.server.ts";
import { queueAccountNotice } from "./account-mail.server.ts";
import { getAuth } from "./auth.server.ts";
import { withResetLanguage } from "./reset-mail.server.ts";

// A forgotten password (issue 24, point 16; docs/decisions/0039-password-reset-and-account-mails.md), through
// better-auth's own reset: a random token, kept hashed, good for an hour and once;
// a reset ends every session of the person (and so every upload token bound to one).

/** Per client address: asking for links is limited like signing in. */
export const resetLimitPerAddress: RateLimitRule = { max: 5, windowSeconds: 15 * 60 };
/** Per address typed: a few mails an hour at most, so the form cannot bury someone in mail. */
export const resetLimitPerAccount: RateLimitRule = { max: 3, windowSeconds: 60 * 60 };
/** Every answer takes at least this long, so its time does not tell whether a mail was made. */
const answerFloorMs = 300;

export type ResetRequestResult = "sent" | "throttled";

/**
 * Asks for a reset link for `email`. The answer is "sent" whether an account has
 * the address or not (and whether the mail could be sent): only the mailbox learns.
 */
export async function requestPasswordReset(input: {
  email: string;
  locale: Locale;
  clientIp: string;
}): Promise<ResetRequestResult> {
  const started = Date.now();
  const account = input.email.trim().toLowerCase();
  const log = getLogger().child({ user: account });
  if (!(await consumeRateLimit(`reset:${input.clientIp}`, resetLimitPerAddress))) {
    log.warn({ security: "reset-throttled" }, "password reset requests throttled");
    return "throttled";
  }
  try {
    if (await consumeRateLimit(`reset-account:${account}`, resetLimitPerAccount)) {
      await withResetLanguage(input.locale, () =>
        getAuth().api.requestPasswordReset({ body: { email: account } }),
      );
      log.info({ security: "reset-requested" }, "password reset asked for");
    } else
      log.warn({ security: "reset-account-limited" }, "password reset not mailed: too many for this address");
  } catch (error) {
    log.error({ err: error }, "password reset request failed");
  }
  const wait = answerFloorMs - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return "sent";
}

const identifier = (token: string) => `reset-password:${token}`;

/** Is this a link that can still set a password: known, not used, not past its hour? */
export async function isResetTokenValid(token: string, now = new Date()): Promise<boolean> {
  if (!token) return false;
  const ctx = await getAuth().$context;
  const found = await ctx.internalAdapter.findVerificationValue(identifier(token));
  return Boolean(found && new Date(found.expiresAt) > now);
}

export type ResetResult = { ok: true; email: string } | { ok: false; reason: "invalid" | "failed" };

/**
 * Sets the new password with the link's token, once: the token is used up, every
 * session of the person ends, the audit log has a line and the person a mail.
 */
export async function resetPasswordWithToken(input: {
  token: string;
  newPassword: string;
  locale: Locale;
}): Promise<ResetResult> {
  const ctx = await getAuth().$context;
  const found = input.token ? await ctx.internalAdapter.findVerificationValue(identifier(input.token)) : null;
  if (!found || new Date(found.expiresAt) <= new Date()) return { ok: false, reason: "invalid" };
  const userId = found.value;
  try {
    await getAuth().api.resetPassword({ body: { token: input.token, newPassword: input.newPassword } });
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) return { ok: false, reason: "invalid" };
    getLogger().error({ err: error }, "password reset failed");
    return { ok: false, reason: "failed" };
  }
  const user = await ctx.internalAdapter.findUserById(userId);
  const email = user?.email ?? "";
  if (email) await forgetSignInGuard(email.toLowerCase());
  getLogger().info({ security: "password-reset", user: email }, "password reset; every session ended");
  await recordCommittedChange("nothing public", {
    actor: email,
    action: "reset",
    entity: "password",
    entityId: userId,
  });
  await queueAccountNotice({
    userId,
    locale: input.locale,
    notice: { kind: "passwordReset", at: new Date().toISOString() },
  });
  return { ok: true, email };
}
