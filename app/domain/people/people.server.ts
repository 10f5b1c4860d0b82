import { createHash, randomBytes, randomUUID } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { getDatabase, getDb } from "#app/db/connection.server.ts";
import type { DB, Locale } from "#app/db/schema.server.ts";
import { recordAudit } from "#app/domain/audit/audit.server.ts";
import { getAuth } from "#app/domain/auth/auth.server.ts";
import { writeChange } from "#app/domain/content/changes.server.ts";
import { invitationMail } from "#app/domain/mail/invitation-mail.server.ts";
import { defaultSender, sendMail } from "#app/domain/mail/mailer.server.ts";
import { hitRateLimit } from "#app/domain/security/rate-limit.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import { getEnv } from "#app/env.server.ts";
import { getLogger } from "#app/logger.server.ts";
import { isRole, type PersonRow, type Role } from "#app/schemas/people.ts";

// The people of the admin (docs/decisions/0041-people-and-roles.md): the owner
// invites by mail, changes roles, disables and removes. There is always at least
// one owner who can sign in: the last one cannot be demoted, disabled or removed.
// An invitation's token is 32 random bytes kept only as its SHA-256, valid 72
// hours and once; a resend makes a new token and the old one dies.

export const invitationHours = 72;
const hour = 3_600_000;
/** Invitations (and resends) one owner may send in an hour. */
export const invitationsPerHour = 20;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

/** Who acts: the signed-in owner. */
export interface Actor {
  userId: string;
  email: string;
  name: string;
}

/** The address the links in mails start with: the configured one, never the request's Host. */
export function publicOrigin(): string {
  const env = getEnv();
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}

export const invitationPath = "/admin/invitation";
/** The link in the mail; an English invitation opens the English page. */
export const invitationUrl = (token: string, locale: Locale) =>
  `${publicOrigin()}${invitationPath}?token=${token}${locale === "en" ? "&lng=en" : ""}`;

const activeUsers = (db: Kysely<DB>) => db.selectFrom("user").where("removed_at", "is", null);

/** Everyone who may or might sign in, and the invitations not yet accepted, for the People screen. */
export async function listPeople(selfId: string, now = new Date()): Promise<PersonRow[]> {
  const db = getDb();
  const [users, invitations] = await Promise.all([
    activeUsers(db)
      .select(["id", "name", "email", "role", "disabled_at", "last_sign_in_at"])
      .orderBy("createdAt")
      .execute(),
    db
      .selectFrom("invitation")
      .select(["id", "name", "email", "role", "expires_at"])
      .where("accepted_at", "is", null)
      .where("withdrawn_at", "is", null)
      .orderBy("created_at")
      .execute(),
  ]);
  const owners = users.filter((u) => u.role === "owner" && !u.disabled_at);
  return [
    ...users.map(
      (u): PersonRow => ({
        id: u.id,
        kind: "person",
        name: u.name,
        email: u.email,
        role: isRole(u.role) ? u.role : "editor",
        state: u.disabled_at ? "disabled" : "active",
        expiresAt: null,
        lastSignIn: u.last_sign_in_at,
        isSelf: u.id === selfId,
        lastOwner: owners.length === 1 && owners[0]?.id === u.id,
      }),
    ),
    ...invitations.map(
      (i): PersonRow => ({
        id: i.id,
        kind: "invitation",
        name: i.name,
        email: i.email,
        role: isRole(i.role) ? i.role : "editor",
        state: new Date(i.expires_at) > now ? "invited" : "expired",
        expiresAt: i.expires_at,
        lastSignIn: null,
        isSelf: false,
        lastOwner: false,
      }),
    ),
  ];
}

export type InviteResult =
  | { ok: true; mailed: boolean }
  | { ok: false; reason: "member" | "invited" | "limited" };

async function mailInvitation(
  invitation: { email: string; name: string; role: Role; locale: Locale; expiresAt: Date },
  token: string,
  inviter: Actor,
): Promise<boolean> {
  const settings = await getSettings();
  const expires = new Intl.DateTimeFormat(invitation.locale === "en" ? "en-GB" : "sr-Latn-RS", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Belgrade",
  }).format(invitation.expiresAt);
  const mail = invitationMail(invitation.locale, {
    brand: settings.brandName,
    name: invitation.name,
    inviter: inviter.name && inviter.name !== "Admin" ? inviter.name : inviter.email,
    role: invitation.role,
    url: invitationUrl(token, invitation.locale),
    expires,
  });
  try {
    await sendMail({
      to: { name: invitation.name, address: invitation.email },
      from: defaultSender(settings.brandName),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      locale: invitation.locale,
    });
    return true;
  } catch (error) {
    // The invitation stays; the owner sees that the mail did not go and can send it again.
    getLogger().error({ err: error, to: invitation.email }, "invitation mail failed");
    return false;
  }
}

async function withinLimit(inviter: Actor): Promise<boolean> {
  return (await hitRateLimit(`invite:${inviter.userId}`, invitationsPerHour, 3600)).allowed;
}

/** Invites someone by mail; the link in it lets them choose a password within 72 hours. */
export async function invitePerson(
  input: { name: string; email: string; role: Role; locale: Locale },
  inviter: Actor,
  now = new Date(),
): Promise<InviteResult> {
  const email = input.email.trim().toLowerCase();
  const db = getDb();
  const member = await activeUsers(db).select("id").where("email", "=", email).executeTakeFirst();
  if (member) return { ok: false, reason: "member" };
  const open = await db
    .selectFrom("invitation")
    .select("id")
    .where("email", "=", email)
    .where("accepted_at", "is", null)
    .where("withdrawn_at", "is", null)
    .executeTakeFirst();
  if (open) return { ok: false, reason: "invited" };
  if (!(await withinLimit(inviter))) return { ok: false, reason: "limited" };
  const token = newToken();
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + invitationHours * hour);
  await writeChange("nothing public", async (trx) => {
    await trx
      .insertInto("invitation")
      .values({
        id,
        token_hash: hashOf(token),
        email,
        name: input.name,
        role: input.role,
        locale: input.locale,
        invited_by: inviter.email,
        created_at: now.toISOString(),
        sent_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        accepted_at: null,
        withdrawn_at: null,
      })
      .execute();
    return {
      result: null,
      audit: {
        actor: inviter.email,
        action: "invite",
        entity: "person",
        entityId: email,
        detail: { name: input.name, role: input.role },
      },
    };
  });
  const mailed = await mailInvitation({ ...input, email, expiresAt }, token, inviter);
  return { ok: true, mailed };
}

export type ResendResult = { ok: true; mailed: boolean } | { ok: false; reason: "missing" | "limited" };

/** Sends an open invitation again with a new link, valid 72 hours from now; the old link dies. */
export async function resendInvitation(id: string, inviter: Actor, now = new Date()): Promise<ResendResult> {
  if (!(await withinLimit(inviter))) return { ok: false, reason: "limited" };
  const token = newToken();
  const expiresAt = new Date(now.getTime() + invitationHours * hour);
  const row = await writeChange("nothing public", async (trx) => {
    const updated = await trx
      .updateTable("invitation")
      .set({ token_hash: hashOf(token), sent_at: now.toISOString(), expires_at: expiresAt.toISOString() })
      .where("id", "=", id)
      .where("accepted_at", "is", null)
      .where("withdrawn_at", "is", null)
      .returning(["email", "name", "role", "locale"])
      .executeTakeFirst();
    return {
      result: updated ?? null,
      audit: updated
        ? { actor: inviter.email, action: "resend", entity: "person", entityId: updated.email }
        : null,
    };
  });
  if (!row) return { ok: false, reason: "missing" };
  const role = isRole(row.role) ? row.role : "editor";
  const mailed = await mailInvitation({ ...row, role, expiresAt }, token, inviter);
  return { ok: true, mailed };
}

/** Withdraws an open invitation: its link stops working. */
export function withdrawInvitation(id: string, actor: Actor, now = new Date()): Promise<boolean> {
  return writeChange("nothing public", async (trx) => {
    const row = await trx
      .updateTable("invitation")
      .set({ withdrawn_at: now.toISOString() })
      .where("id", "=", id)
      .where("accepted_at", "is", null)
      .where("withdrawn_at", "is", null)
      .returning("email")
      .executeTakeFirst();
    return {
      result: Boolean(row),
      audit: row ? { actor: actor.email, action: "withdraw", entity: "person", entityId: row.email } : null,
    };
  });
}

export interface OpenInvitation {
  name: string;
  email: string;
  role: Role;
  locale: Locale;
}

/** The invitation a link's token opens, if it still works: not used, withdrawn, replaced or expired. */
export async function findInvitation(token: string, now = new Date()): Promise<OpenInvitation | null> {
  if (!token) return null;
  const row = await getDb()
    .selectFrom("invitation")
    .select(["name", "email", "role", "locale"])
    .where("token_hash", "=", hashOf(token))
    .where("accepted_at", "is", null)
    .where("withdrawn_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, role: isRole(row.role) ? row.role : "editor" };
}

/**
 * Accepts an invitation: uses up its link (once, even with two tabs posting at the
 * same moment), makes the person's account with their name, role and password (or
 * gives back the account of someone removed before), and records it.
 */
export async function acceptInvitation(
  input: { token: string; name: string; password: string },
  now = new Date(),
): Promise<{ ok: true; email: string } | { ok: false }> {
  const db = getDb();
  const claimed = await db
    .updateTable("invitation")
    .set({ accepted_at: now.toISOString() })
    .where("token_hash", "=", hashOf(input.token))
    .where("accepted_at", "is", null)
    .where("withdrawn_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .returning(["id", "email", "role", "invited_by"])
    .executeTakeFirst();
  if (!claimed) return { ok: false };
  const role = isRole(claimed.role) ? claimed.role : "editor";
  try {
    const ctx = await getAuth().$context;
    const hash = await ctx.password.hash(input.password);
    const existing = await db
      .selectFrom("user")
      .select(["id", "removed_at"])
      .where("email", "=", claimed.email)
      .executeTakeFirst();
    if (existing && !existing.removed_at) throw new Error("the address already has an account");
    let userId: string;
    if (existing) {
      userId = existing.id;
      await ctx.internalAdapter.deleteUserSessions(userId);
      await ctx.internalAdapter.deleteAccounts(userId);
    } else {
      userId = (
        await ctx.internalAdapter.createUser(
          { email: claimed.email, name: input.name, emailVerified: true },
          { method: "invitation" },
        )
      ).id;
    }
    // Role and name before the password: without the password nobody can sign in as them yet.
    await db
      .updateTable("user")
      .set({ name: input.name, role, disabled_at: null, removed_at: null })
      .where("id", "=", userId)
      .execute();
    await ctx.internalAdapter.linkAccount({
      providerId: "credential",
      accountId: userId,
      userId,
      password: hash,
    });
    await recordAudit(db, {
      actor: claimed.email,
      action: "accept",
      entity: "person",
      entityId: claimed.email,
      detail: { role, invitedBy: claimed.invited_by },
    });
    return { ok: true, email: claimed.email };
  } catch (error) {
    getLogger().error({ err: error }, "accepting an invitation failed");
    // The link works again, so the person can try once more.
    await db.updateTable("invitation").set({ accepted_at: null }).where("id", "=", claimed.id).execute();
    return { ok: false };
  }
}

export type PersonChange = "done" | "missing" | "lastOwner";

/**
 * A change to one person that must leave an owner who can sign in. On PostgreSQL
 * the owners' rows are locked first, so two owners demoting each other at the same
 * moment cannot both succeed; SQLite runs one write transaction at a time.
 */
async function changePerson(
  id: string,
  actor: Actor,
  change: {
    /** Does this change take the person out of the owners who can sign in? */
    leavesOwners: (person: { role: string; disabled: boolean }) => boolean;
    apply: (trx: Transaction<DB>) => Promise<void>;
    audit: (person: { email: string; name: string; role: string }) => {
      action: string;
      detail?: Record<string, unknown>;
    } | null;
  },
): Promise<PersonChange> {
  const { dialect } = getDatabase();
  return writeChange("nothing public", async (trx) => {
    if (dialect === "postgres")
      await sql`select id from "user" where role = 'owner' and removed_at is null for update`.execute(trx);
    const person = await activeUsers(trx)
      .select(["email", "name", "role", "disabled_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!person) return { result: "missing" as const, audit: null };
    if (change.leavesOwners({ role: person.role, disabled: Boolean(person.disabled_at) })) {
      const others = await activeUsers(trx)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("role", "=", "owner")
        .where("disabled_at", "is", null)
        .where("id", "<>", id)
        .executeTakeFirstOrThrow();
      if (Number(others.n) === 0) return { result: "lastOwner" as const, audit: null };
    }
    await change.apply(trx);
    const line = change.audit(person);
    return {
      result: "done" as const,
      audit: line ? { actor: actor.email, entity: "person", entityId: person.email, ...line } : null,
    };
  });
}

const ownerWhoCanSignIn = (p: { role: string; disabled: boolean }) => p.role === "owner" && !p.disabled;

export async function changeRole(id: string, role: Role, actor: Actor): Promise<PersonChange> {
  return changePerson(id, actor, {
    leavesOwners: (p) => role !== "owner" && ownerWhoCanSignIn(p),
    apply: async (trx) => {
      await trx.updateTable("user").set({ role }).where("id", "=", id).execute();
    },
    audit: (p) => (p.role === role ? null : { action: "changeRole", detail: { from: p.role, to: role } }),
  });
}

/** Disables a person (their sessions end, they cannot sign in) or lets them in again. */
export async function setDisabled(id: string, disabled: boolean, actor: Actor): Promise<PersonChange> {
  const result = await changePerson(id, actor, {
    leavesOwners: (p) => disabled && ownerWhoCanSignIn(p),
    apply: async (trx) => {
      await trx
        .updateTable("user")
        .set({ disabled_at: disabled ? new Date().toISOString() : null })
        .where("id", "=", id)
        .execute();
    },
    audit: () => ({ action: disabled ? "disable" : "enable" }),
  });
  if (result === "done" && disabled) await (await getAuth().$context).internalAdapter.deleteUserSessions(id);
  return result;
}

/**
 * Removes a person: they can no longer sign in and are gone from the list; what they
 * made stays, and the audit log and the history still show their name (the row stays,
 * without password, sessions or two-factor secret).
 */
export async function removePerson(id: string, actor: Actor): Promise<PersonChange> {
  const now = new Date().toISOString();
  const result = await changePerson(id, actor, {
    leavesOwners: ownerWhoCanSignIn,
    apply: async (trx) => {
      await trx.updateTable("user").set({ removed_at: now, disabled_at: now }).where("id", "=", id).execute();
      await trx.deleteFrom("admin_seen").where("user_id", "=", id).execute();
    },
    audit: (p) => ({ action: "remove", detail: { name: p.name, role: p.role } }),
  });
  if (result === "done") {
    const ctx = await getAuth().$context;
    await ctx.internalAdapter.deleteUserSessions(id);
    await ctx.internalAdapter.deleteAccounts(id);
    // better-auth's two-factor tables are not in our typed schema.
    await sql`delete from ${sql.table("twoFactor")} where ${sql.ref("userId")} = ${id}`.execute(getDb());
    await sql`update ${sql.table("user")} set ${sql.ref("twoFactorEnabled")} = ${sql.raw(
      getDatabase().dialect === "postgres" ? "false" : "0",
    )} where id = ${id}`.execute(getDb());
  }
  return result;
}
