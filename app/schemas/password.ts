import { z } from "zod";

// The rule for every new password, wherever one is chosen: changing it in
// Settings, a reset link, an invitation. The server checks it; the form's
// strength hint only helps while typing.

export const passwordMinLength = 12;

/** A new password: long enough and not one of the common ones. */
export const newPasswordField = z
  .string()
  .min(passwordMinLength, "errors.passwordLength")
  .max(512, "errors.tooLong");
