import { describe, expect, it } from "vitest";
import { changeAdminPassword } from "#app/domain/auth/account.server.ts";
import { getAdminSession } from "#app/domain/auth/auth.server.ts";
import { signOutAdmin } from "#app/domain/auth/sign-in.server.ts";
import {
  authorizeStorageRequest,
  issueUploadTokens,
  type TokenHolder,
} from "#app/domain/media/uploads.server.ts";
import { loader as metadataLoader } from "#app/routes/resources/media-metadata.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";
import { cookieOf, origin, requestWith, signIn } from "../support/sessions.ts";
import { rejection } from "../support/storage-rejection.ts";

// Issue 24, point 2: the storage API's tokens (decision 0008) are bound to the session
// they were issued in, so they die with it: on sign-out and on a password change,
// not two hours later.

const storageRequest = (holder: TokenHolder) => {
  const t = issueUploadTokens(holder);
  return new Request(`${origin}/api/media/00000000-0000-0000-0000-000000000000`, {
    headers: { authorization: `Bearer ${t.authorization}`, "x-app-check": t.appCheck },
  });
};

const refused = async (holder: TokenHolder) => {
  const error = await rejection(authorizeStorageRequest(storageRequest(holder), "media"));
  return [error.status, error.code];
};

describe.each(dialects)("upload tokens on %s", (dialect) => {
  useTestDatabase(dialect);

  it("hold while their session does, and die when it signs out", async () => {
    const { session, cookie } = await signIn("owner@zrnce.rs");
    const other = await signIn("owner@zrnce.rs");
    expect(await authorizeStorageRequest(storageRequest(session), "media")).toBe(session.userId);
    await signOutAdmin(requestWith(cookie, "/admin/logout"));
    expect(await refused(session)).toEqual([401, "storage/unauthenticated"]);
    // Through the endpoint: the storage catalogue's 401, not the object's 404.
    const res = await metadataLoader({
      request: storageRequest(session),
      params: { id: "00000000-0000-0000-0000-000000000000" },
    } as never);
    expect([res.status, (await res.json()).error.code]).toEqual([401, "storage/unauthenticated"]);
    // Another browser of the same person, still signed in, keeps its tokens.
    expect(await authorizeStorageRequest(storageRequest(other.session), "media")).toBe(other.session.userId);
  });

  it("die in every session of the person when the password changes; the new session gets new ones", async () => {
    const here = await signIn("editor@zrnce.rs", "first-password-123");
    const there = await signIn("editor@zrnce.rs", "first-password-123");
    const changed = await changeAdminPassword({
      request: requestWith(here.cookie, "/admin/settings"),
      account: { userId: here.session.userId, email: "editor@zrnce.rs" },
      currentPassword: "first-password-123",
      newPassword: "second-password-456",
    });
    if (!changed.ok) throw new Error(`password change failed: ${changed.reason}`);
    expect(await refused(here.session)).toEqual([401, "storage/unauthenticated"]);
    expect(await refused(there.session)).toEqual([401, "storage/unauthenticated"]);
    const renewed = await getAdminSession(requestWith(cookieOf(changed.headers)));
    if (!renewed) throw new Error("the changed password's session is missing");
    expect(await authorizeStorageRequest(storageRequest(renewed), "media")).toBe(renewed.userId);
  });

  it("are refused for a session that has passed its end", async () => {
    const { session } = await signIn("late@zrnce.rs");
    const inEightDays = Date.now() + 8 * 24 * 60 * 60 * 1000;
    const t = issueUploadTokens(session, inEightDays - 60_000);
    const request = new Request(`${origin}/api/media/x`, {
      headers: { authorization: `Bearer ${t.authorization}`, "x-app-check": t.appCheck },
    });
    const error = await rejection(authorizeStorageRequest(request, "media", inEightDays));
    expect([error.status, error.code]).toEqual([401, "storage/unauthenticated"]);
  });
});
