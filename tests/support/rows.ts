import { randomUUID } from "node:crypto";

/** An active newsletter subscriber as a sign-up stores it (the tests insert it directly). */
export function subscriberRow(email: string, id: string = randomUUID()) {
  return {
    id,
    email,
    locale: "sr" as const,
    status: "active" as const,
    token: randomUUID(),
    created_at: new Date().toISOString(),
    unsubscribed_at: null,
  };
}
