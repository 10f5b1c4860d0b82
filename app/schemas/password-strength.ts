import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

// How easy a new password is to guess: zxcvbn with its list of common and breached
// passwords (about 30 000), keyboard rows, repeats, sequences and dates. The same
// verdict refuses a weak password on the server (newPasswordField, through
// password-guard.server.ts) and is the hint shown while typing (the admin's
// PasswordStrength, which loads this module and its lists, about 240 KB gzipped,
// only once the field is focused). Only the language-neutral lists: English words
// add 1.2 MB and 40 MB of memory without refusing more of what an owner would pick.

export type PasswordStrength = "weak" | "fair" | "strong";

/** Why a password is weak (or fair): keys of the admin namespace's `passwordStrength` group. */
export type PasswordReason =
  | "short"
  | "common"
  | "words"
  | "repeat"
  | "sequence"
  | "keyboard"
  | "date"
  | "guessable"
  | "longer"
  | "good";

export interface PasswordVerdict {
  strength: PasswordStrength;
  reason: PasswordReason;
  /** Characters still missing to the minimum length. */
  missing?: number;
}

// zxcvbn's own warnings (its default "translations" are the keys themselves).
const reasonOfWarning: Record<string, PasswordReason> = {
  straightRow: "keyboard",
  keyPattern: "keyboard",
  simpleRepeat: "repeat",
  extendedRepeat: "repeat",
  sequences: "sequence",
  recentYears: "date",
  dates: "date",
  topTen: "common",
  topHundred: "common",
  common: "common",
  similarToCommon: "common",
  pwned: "common",
  wordByItself: "words",
  namesByThemselves: "words",
  commonNames: "words",
  userInputs: "words",
};

// Built on first use: the ranked lists take a tenth of a second and 8 MB.
let factory: ZxcvbnFactory | undefined;
function check(password: string): ZxcvbnResult {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return factory.check(password);
}

/**
 * How guessable a password is, its length aside (newPasswordField and the hint
 * check that first). Weak (refused): guessed in under about 10^10 tries (zxcvbn's
 * score below 3), as are `password1234`, `qwertyuiop12` and `iloveyou2024`.
 */
export function ratePassword(password: string): PasswordVerdict {
  const result = check(password);
  if (result.score >= 4) return { strength: "strong", reason: "good" };
  if (result.score === 3) return { strength: "fair", reason: "longer" };
  const warning = result.feedback.warning;
  return { strength: "weak", reason: (warning && reasonOfWarning[warning]) || "guessable" };
}

/** Common or easy to guess: what newPasswordField refuses with errors.passwordCommon. */
export function isGuessablePassword(password: string): boolean {
  return ratePassword(password).strength === "weak";
}
