import type { SubmissionResult } from "@conform-to/react";

/**
 * The sign-in action's answer: which step to show (the password, or the code from
 * the app), Conform's reply for its form, and a message for the whole form (a key of
 * the admin namespace) that names no field, so it does not tell which one was wrong.
 */
export interface LoginReply {
  step: "password" | "code";
  result?: SubmissionResult<string[]>;
  formError?: string;
  /** How many minutes a lock lasts, for its message. */
  minutes?: number;
}

/** What each sign-in step's form gets: where to go after, the action's answer, and whether it is sending. */
export interface LoginStepProps {
  redirectTo: string;
  reply?: LoginReply;
  pending: boolean;
}
