import { createHash, randomBytes } from "node:crypto";
import { getDb } from "#app/db/connection.server.ts";
import { configuredOrigin } from "#app/domain/auth/links.server.ts";
import type { Platform } from "#app/schemas/social.ts";
import { writeCalendar } from "./ical.server.ts";
import { adminPostUrl, postTitle } from "./reminders.server.ts";

// The content calendar as an iCal feed for the owner's phone (issue 25, point 9;
// decision 0046). A calendar app fetches it without cookies, so its address is
// the secret: 32 random bytes, kept only as their SHA-256 (as invitations and
// preview links), looked up by that hash, so no comparison of the secret
// itself can leak by its timing. One address per owner; a new one replaces it.

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export const calendarFeedUrl = (token: string) => `${configuredOrigin()}/kalendar/${token}.ics`;

/** Makes the owner's feed address anew (the old one stops working); the address, shown once. */
export async function renewCalendarFeed(userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const row = { user_id: userId, token_hash: hashOf(token), created_at: now.toISOString() };
  await getDb()
    .insertInto("calendar_feed")
    .values(row)
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({ token_hash: row.token_hash, created_at: row.created_at }),
    )
    .execute();
  return calendarFeedUrl(token);
}

/** When the owner's current address was made, or null when there is none. */
export async function getCalendarFeedMadeAt(userId: string): Promise<string | null> {
  const row = await getDb()
    .selectFrom("calendar_feed")
    .select("created_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

const platformNames: Record<Platform, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  x: "X",
};

/**
 * The feed for a token, or null when the token is not a current address of an
 * owner who may still sign in: every scheduled and published post with a date.
 */
export async function renderCalendarFeed(token: string): Promise<string | null> {
  if (!tokenPattern.test(token)) return null;
  const db = getDb();
  const owner = await db
    .selectFrom("calendar_feed as f")
    .innerJoin("user as u", "u.id", "f.user_id")
    .select("u.id")
    .where("f.token_hash", "=", hashOf(token))
    .where("u.role", "=", "owner")
    .where("u.disabled_at", "is", null)
    .where("u.removed_at", "is", null)
    .executeTakeFirst();
  if (!owner) return null;
  const posts = await db
    .selectFrom("social_post")
    .select(["id", "platform", "status", "source_title", "topic", "body", "scheduled_at", "updated_at"])
    .select("published_url")
    .where("status", "in", ["scheduled", "published"])
    .where("scheduled_at", "is not", null)
    .orderBy("scheduled_at")
    .execute();
  const host = new URL(configuredOrigin()).hostname;
  return writeCalendar({
    productId: "-//Zrnce//Kalendar objava//SR",
    name: "Kalendar objava",
    events: posts.map((p) => {
      const platform = platformNames[p.platform as Platform] ?? p.platform;
      const title = postTitle({ sourceTitle: p.source_title, topic: p.topic, body: p.body });
      const done = p.status === "published" ? " ✓" : "";
      return {
        uid: `social-post-${p.id}@${host}`,
        start: new Date(p.scheduled_at!),
        summary: `${platform}: ${title}${done}`,
        description: p.published_url ? `${p.body}\n\n${p.published_url}` : p.body,
        url: adminPostUrl(p.id),
        stamp: new Date(p.updated_at),
      };
    }),
  });
}
