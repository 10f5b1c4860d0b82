import { APIError } from "better-auth/api";
import { getLogger } from "#app/logger.server.ts";
import { getAuth } from "./auth.server.ts";

export type PasswordChange =
  | { ok: true; headers: Headers }
  | { ok: false; reason: "wrongPassword" | "failed" };

/** A new password ends every other session; this one gets a fresh cookie. */
export async function changeAdminPassword(input: {
  request: Request;
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
    return { ok: true, headers };
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) return { ok: false, reason: "wrongPassword" };
    getLogger().error({ err: error }, "password change failed");
    return { ok: false, reason: "failed" };
  }
}

export async function changeAdminEmail(userId: string, email: string): Promise<"changed" | "taken"> {
  const ctx = await getAuth().$context;
  const normalised = email.trim().toLowerCase();
  const existing = await ctx.internalAdapter.findUserByEmail(normalised);
  if (existing && existing.user.id !== userId) return "taken";
  await ctx.internalAdapter.updateUser(userId, { email: normalised });
  return "changed";
}
