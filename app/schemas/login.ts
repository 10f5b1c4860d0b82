import { z } from "zod";

// The sign-in form and its second step; messages are keys of the admin namespace's errors group.
export const loginSchema = z.object({
  email: z
    .string({ error: "errors.emailRequired" })
    .trim()
    .min(1, "errors.emailRequired")
    .max(254, "errors.tooLong")
    .pipe(z.email("errors.email")),
  password: z
    .string({ error: "errors.passwordRequired" })
    .min(1, "errors.passwordRequired")
    .max(512, "errors.tooLong"),
  redirectTo: z.string().max(2000).optional(),
});

export const codeSchema = z.object({
  // Six digits from the app, or a longer backup code.
  code: z
    .string({ error: "errors.codeRequired" })
    .trim()
    .min(6, "errors.codeRequired")
    .max(32, "errors.tooLong"),
  redirectTo: z.string().max(2000).optional(),
});
