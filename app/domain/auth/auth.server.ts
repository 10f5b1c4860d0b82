import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins";
import { getDatabase } from "#app/db/connection.server.ts";
import { getEnv } from "#app/env.server.ts";
import { getLogger } from "#app/logger.server.ts";
import { isRole, type Role } from "#app/schemas/people.ts";
import { sendResetLink } from "./reset-mail.server.ts";

/** A session ends after 12 idle hours, and in any case 7 days after sign-in. */
export const sessionIdleSeconds = 60 * 60 * 12;
export const sessionAbsoluteSeconds = 60 * 60 * 24 * 7;

// better-auth with email and password; sessions live in our database and its
// tables are created by our own migration (DESIGN.md §3). No public sign-up:
// the first owner is made by script/server on an empty database or by
// admin:create; more people are invited by an owner (people.server.ts). Our
// columns on its user table (role, disabled_at, …) are read with Kysely.

function createAuth() {
  const env = getEnv();
  const { db, dialect } = getDatabase();
  return betterAuth({
    appName: "Zrnce",
    secret: env.SESSION_SECRET,
    baseURL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    basePath: "/api/auth",
    database: { db, type: dialect === "postgres" ? "postgres" : "sqlite" },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 12,
      // A forgotten password (password-reset.server.ts): a link good for an hour and
      // once, mailed to our own page; using it ends every session of the person.
      sendResetPassword: (data) => sendResetLink(data),
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
    },
    // Reset tokens are kept hashed: the database alone cannot set anyone's password.
    verification: { storeIdentifier: { default: "plain", overrides: { "reset-password:": "hashed" } } },
    // Idle expiry: a session unused for 12 hours ends; each use within it extends it.
    session: {
      expiresIn: sessionIdleSeconds,
      updateAge: 60 * 60,
    },
    // Sign-ins go through our own action and are throttled there (sign-in.server.ts);
    // better-auth's HTTP endpoints are not mounted at all.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: env.NODE_ENV === "production" && (env.PUBLIC_URL?.startsWith("https:") ?? false),
    },
    telemetry: { enabled: false },
    // Its messages join ours as JSON lines (with the request's address), not coloured text on stderr.
    logger: {
      log: (level, message) => getLogger()[level]({ component: "better-auth" }, message),
    },
    // Optional TOTP for the owner, set up in Settings; the secret is stored encrypted.
    plugins: [twoFactor({ issuer: "Zrnce" })],
  });
}

type Auth = ReturnType<typeof createAuth>;
let auth: Auth | undefined;

export function getAuth(): Auth {
  auth ??= createAuth();
  return auth;
}

/** Forget the instance (tests switch databases). */
export function resetAuth(): void {
  auth = undefined;
}

export interface AdminSession {
  userId: string;
  email: string;
  sessionId: string;
  /** What the person may open (app/schemas/people.ts). */
  role: Role;
  /** Their name, as the admin shows who changed what. */
  name: string;
}

/** A person's role and whether they may sign in at all (decision 0041). */
export async function getPersonStanding(
  userId: string,
): Promise<{ role: Role; name: string; canSignIn: boolean } | null> {
  const row = await getDatabase()
    .db.selectFrom("user")
    .select(["role", "name", "disabled_at", "removed_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    // An unknown role opens the least.
    role: isRole(row.role) ? row.role : "editor",
    name: row.name,
    canSignIn: !row.disabled_at && !row.removed_at,
  };
}

export async function getAdminSession(request: Request): Promise<AdminSession | null> {
  const session = await getAuth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const started = new Date(session.session.createdAt).getTime();
  const standing = await getPersonStanding(session.user.id);
  // A disabled or removed person's sessions end here too, should one have outlived the change.
  if (Date.now() - started > sessionAbsoluteSeconds * 1000 || !standing?.canSignIn) {
    await getAuth()
      .api.revokeSession({ headers: request.headers, body: { token: session.session.token } })
      .catch(() => {});
    return null;
  }
  return {
    userId: session.user.id,
    email: session.user.email,
    sessionId: session.session.id,
    role: standing.role,
    name: standing.name,
  };
}

/**
 * Is this session still signed in: not signed out, not ended by a password change,
 * not past its idle or absolute end? (What upload tokens are checked against.)
 */
export async function isSessionActive(
  session: { userId: string; sessionId: string },
  now = Date.now(),
): Promise<boolean> {
  const ctx = await getAuth().$context;
  // better-auth lists only the user's unexpired sessions.
  const found = (await ctx.internalAdapter.listSessions(session.userId)).find(
    (s) => s.id === session.sessionId,
  );
  return (
    found !== undefined &&
    new Date(found.expiresAt).getTime() > now &&
    now - new Date(found.createdAt).getTime() <= sessionAbsoluteSeconds * 1000
  );
}

export async function countAdmins(): Promise<number> {
  const row = await getDatabase()
    .db.selectFrom("user")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function generatePassword(): string {
  return randomBytes(15).toString("base64url");
}

/** Adds an admin, or sets a new password for an existing one. */
export async function upsertAdmin(email: string, password: string): Promise<"created" | "updated"> {
  const ctx = await getAuth().$context;
  const normalised = email.trim().toLowerCase();
  const hash = await ctx.password.hash(password);
  const existing = await ctx.internalAdapter.findUserByEmail(normalised, { includeAccounts: true });
  if (existing) {
    const credential = existing.accounts.find((a) => a.providerId === "credential");
    if (credential) await ctx.internalAdapter.updatePassword(existing.user.id, hash);
    else
      await ctx.internalAdapter.linkAccount({
        providerId: "credential",
        accountId: existing.user.id,
        userId: existing.user.id,
        password: hash,
      });
    // A new password ends every other session.
    await ctx.internalAdapter.deleteUserSessions(existing.user.id);
    return "updated";
  }
  const user = await ctx.internalAdapter.createUser(
    { email: normalised, name: "Admin", emailVerified: true },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    providerId: "credential",
    accountId: user.id,
    userId: user.id,
    password: hash,
  });
  return "created";
}
