import { getDb } from "#app/db/connection.server.ts";
import { type DuePost, listDuePosts } from "#app/domain/social/reminders.server.ts";

// The bell: unread messages and new subscribers since the admin last looked, and
// the scheduled posts whose time has come, until they are marked as published.

export interface Notifications {
  messages: { id: string; name: string; createdAt: string }[];
  subscribers: { id: string; email: string; createdAt: string }[];
  posts: DuePost[];
  total: number;
}

const epoch = "1970-01-01T00:00:00.000Z";

export async function getNotifications(userId: string): Promise<Notifications> {
  const db = getDb();
  const seen = await db.selectFrom("admin_seen").selectAll().where("user_id", "=", userId).executeTakeFirst();
  const [messages, subscribers, posts] = await Promise.all([
    db
      .selectFrom("contact_message")
      .select(["id", "name", "created_at"])
      .where("status", "=", "unread")
      .where("created_at", ">", seen?.messages_seen_at ?? epoch)
      .orderBy("created_at", "desc")
      .limit(10)
      .execute(),
    db
      .selectFrom("newsletter_subscriber")
      // A subscriber is new when confirmed (double opt-in), which may be days after signing up.
      .select((eb) => ["id", "email", eb.fn.coalesce("confirmed_at", "created_at").as("created_at")])
      .where("status", "=", "active")
      .where((eb) =>
        eb(eb.fn.coalesce("confirmed_at", "created_at"), ">", seen?.subscribers_seen_at ?? epoch),
      )
      .orderBy("created_at", "desc")
      .limit(10)
      .execute(),
    listDuePosts(),
  ]);
  return {
    messages: messages.map((m) => ({ id: m.id, name: m.name, createdAt: m.created_at })),
    subscribers: subscribers.map((s) => ({ id: s.id, email: s.email, createdAt: s.created_at })),
    posts,
    total: messages.length + subscribers.length + posts.length,
  };
}

export async function markSeen(userId: string, what: "messages" | "subscribers"): Promise<void> {
  const now = new Date().toISOString();
  const column = what === "messages" ? "messages_seen_at" : "subscribers_seen_at";
  await getDb()
    .insertInto("admin_seen")
    .values({ user_id: userId, messages_seen_at: null, subscribers_seen_at: null, [column]: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ [column]: now }))
    .execute();
}
