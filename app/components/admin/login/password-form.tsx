import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { TextField } from "#app/components/admin/form/field.tsx";
import { useAdminForm } from "#app/components/admin/form/use-admin-form.ts";
import { loginSchema } from "#app/schemas/login.ts";
import type { LoginStepProps } from "./reply.ts";

export const loginButton =
  "h-12 w-full rounded-full bg-olive-700 text-sm font-semibold text-cream transition-colors hover:bg-olive-800 disabled:opacity-70";

/** The first step: email and password. */
export function PasswordForm({ redirectTo, reply, pending }: LoginStepProps) {
  const { t } = useTranslation("admin");
  const [form, fields] = useAdminForm({ id: "login", schema: loginSchema, lastResult: reply?.result });
  return (
    <Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="password" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField field={fields.email} type="email" autoComplete="username" label={t("login.email")} />
      <TextField
        field={fields.password}
        type="password"
        autoComplete="current-password"
        label={t("login.password")}
      />
      <button type="submit" disabled={pending} className={loginButton}>
        {pending ? t("login.submitting") : t("login.submit")}
      </button>
    </Form>
  );
}
