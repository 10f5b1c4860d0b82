import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { TextField } from "#app/components/admin/form/field.tsx";
import { useAdminForm } from "#app/components/admin/form/use-admin-form.ts";
import { codeSchema } from "#app/schemas/login.ts";
import { loginButton } from "./password-form.tsx";
import type { LoginStepProps } from "./reply.ts";

/** The second step, for people who sign in with a code from an app. */
export function CodeForm({ redirectTo, reply, pending }: LoginStepProps) {
  const { t } = useTranslation("admin");
  const [form, fields] = useAdminForm({ id: "login-code", schema: codeSchema, lastResult: reply?.result });
  return (
    <Form method="post" className="mt-6 space-y-5" data-testid="code-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="code" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <p className="text-sm text-muted">{t("login.codeIntro")}</p>
      <TextField
        field={fields.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        label={t("login.code")}
      />
      <button type="submit" disabled={pending} className={loginButton}>
        {pending ? t("login.submitting") : t("login.codeSubmit")}
      </button>
    </Form>
  );
}
