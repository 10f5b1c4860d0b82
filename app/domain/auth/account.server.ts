import { APIError } from "better-auth/api";
import { recordCommittedChange } from "#app/domain/content/changes.server.ts";
import type { Locale } from "#app/i18n/config.ts";
import { getLogger } from "#app/logger.server.ts";
import { queueAccountNotice } from "./account-mail.server.ts";
import { getAuth } from "./auth.server.ts";

export type PasswordChange =
  | { ok: true; headers: Headers }
  | { ok: false; reason: "wrongPassword" | "failed" };

/** Who is changing their own account. */
export interface Account {
  userId: string;
  email: string;
  /** The language of the admin page used: the person's mails about the change are in it. */
  locale?: Locale;
}

/** A new password ends every other session; this one gets a fresh cookie. */
export async function changeAdminPassword(input: {
  request: Request;
  account: Account;
  currentPassword: string;
  newPassword: string;
}): Promise<PasswordChange> {
  try {
    const response = await getAuth().api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: input.request.headers,
      asResponse: true,
    });
    if (!response.ok) return { ok: false, reason: response.status < 500 ? "wrongPassword" : "failed" };
    const headers = new Headers();
    for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    await recordAccountChange(input.account, "password");
    await noticeOf(input.account, "passwordChanged");
    return { ok: true, headers };
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) return { ok: false, reason: "wrongPassword" };
    getLogger().error({ err: error }, "password change failed");
    return { ok: false, reason: "failed" };
  }
}

export async function changeAdminEmail(account: Account, email: string): Promise<"changed" | "taken"> {
  const ctx = await getAuth().$context;
  const normalised = email.trim().toLowerCase();
  const existing = await ctx.internalAdapter.findUserByEmail(normalised);
  if (existing && existing.user.id !== account.userId) return "taken";
  await ctx.internalAdapter.updateUser(account.userId, { email: normalised });
  await recordAccountChange(account, "email");
  return "changed";
}

/** better-auth commits account changes itself; the audit line follows. */
export function recordAccountChange(
  account: Account,
  entity: "password" | "email" | "twoFactor",
  detail?: Record<string, unknown>,
): Promise<void> {
  return recordCommittedChange("nothing public", {
    actor: account.email,
    action: "update",
    entity,
    entityId: account.userId,
    detail,
  });
}

/** Tells the person, by mail, of a change to their account (sent in the background). */
export function noticeOf(
  account: Account,
  kind: "passwordChanged" | "twoFactorOn" | "twoFactorOff",
): Promise<void> {
  return queueAccountNotice({
    userId: account.userId,
    locale: account.locale ?? "sr",
    notice: { kind, at: new Date().toISOString() },
  });
}
