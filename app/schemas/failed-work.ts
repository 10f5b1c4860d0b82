import { z } from "zod";

// Background work that failed after its last attempt, as the owner sees it on
// the dashboard: what it was, in their words, never the machinery's.

export const failedWorkKinds = ["photo", "contactReply", "trashPurge", "newsletter", "other"] as const;
export type FailedWorkKind = (typeof failedWorkKinds)[number];

export interface FailedWork {
  id: string;
  kind: FailedWorkKind;
  /** What it was about (a photo's file name, a visitor), when that still exists. */
  subject: string | null;
  /** Where the owner finds that (the library, the message). */
  link: string | null;
  /** When the last attempt failed. */
  failedAt: string;
}

/** The dashboard's "Pokušajte ponovo" and "Ukloni": which failed work. */
export const failedWorkActionSchema = z.object({
  intent: z.enum(["retryWork", "dismissWork"]),
  id: z.string().trim().min(1).max(200),
});
