import { z } from "zod";
import { loginSchema } from "./login.ts";
import { newPasswordField } from "./password.ts";

// A forgotten password: asking for a link, then choosing the new password with it.
// Messages are keys of the admin namespace's errors group.

export const resetRequestSchema = z.object({ email: loginSchema.shape.email });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, "errors.invalid").max(200, "errors.invalid"),
    newPassword: newPasswordField,
    confirmPassword: z.string().max(512, "errors.tooLong"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "errors.passwordMatch",
  });
