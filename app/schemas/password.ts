import { z } from "zod";
import { isGuessablePassword } from "#app/schemas/password-guard.ts";

// The rule for every new password, wherever one is chosen: changing it in
// Settings, a reset link, an invitation, `npm run admin:create`. Use
// `newPasswordField` for the field and nothing else: it is at least 12 characters
// and, on the server, not a common or easily guessed password (zxcvbn's list of
// common and breached passwords: password-strength.ts). In the browser's build the
// second check is left to the server (package.json's `imports` maps
// password-guard.ts to password-guard.browser.ts there), so the word lists never
// reach a page; the action's reply shows errors.passwordCommon beside the field.
// The hint while typing is app/components/admin/password-strength.tsx.

export const passwordMinLength = 12;

/** A new password: long enough and not one of the common ones. */
export const newPasswordField = z
  .string()
  .min(passwordMinLength, "errors.passwordLength")
  .max(512, "errors.tooLong")
  // After the length: a short password gets one message, not two.
  .refine(
    (value) => value.length < passwordMinLength || value.length > 512 || !isGuessablePassword(value),
    "errors.passwordCommon",
  );
