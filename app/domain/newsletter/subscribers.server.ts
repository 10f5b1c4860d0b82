import { randomBytes, randomUUID } from "node:crypto";
import { getDb } from "#app/db/connection.server.ts";
import type { Locale } from "#app/db/schema.server.ts";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Subscribing twice is the same success and never a duplicate row. */
export async function subscribe({
  email,
  locale,
}: {
  email: string;
  locale: Locale;
}): Promise<{ created: boolean }> {
  const address = normaliseEmail(email);
  const now = new Date().toISOString();
  const db = getDb();
  const inserted = await db
    .insertInto("newsletter_subscriber")
    .values({
      id: randomUUID(),
      email: address,
      locale,
      status: "active",
      token: randomBytes(24).toString("base64url"),
      created_at: now,
      unsubscribed_at: null,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { created: true };
  await db
    .updateTable("newsletter_subscriber")
    .set({ status: "active", unsubscribed_at: null })
    .where("email", "=", address)
    .where("status", "=", "unsubscribed")
    .execute();
  return { created: false };
}
