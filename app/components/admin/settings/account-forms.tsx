import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormErrorSummary } from "#app/components/admin/form/error-summary.tsx";
import { TextField } from "#app/components/admin/form/field.tsx";
import { useAdminForm, useSubmittingAny } from "#app/components/admin/form/use-admin-form.ts";
import { PasswordStrength } from "#app/components/admin/password-strength.tsx";
import type { SettingsReply } from "#app/components/admin/settings/reply.ts";
import { buttonPrimary, Notice } from "#app/components/ui/field.tsx";
import { accountEmailSchema, passwordFormSchema } from "#app/schemas/settings-form.ts";

/** The signed-in person's sign-in email and password. */
export function AccountForms({
  email,
  emailReply,
  passwordReply,
}: {
  email: string;
  emailReply?: SettingsReply;
  passwordReply?: SettingsReply;
}) {
  const { t } = useTranslation("admin");
  const busy = useSubmittingAny();
  const [emailForm, emailFields] = useAdminForm({
    id: "account-email",
    schema: accountEmailSchema,
    lastResult: emailReply?.result,
    defaultValue: { email },
  });
  const [passwordForm, passwordFields] = useAdminForm({
    id: "account-password",
    schema: passwordFormSchema,
    lastResult: passwordReply?.result,
  });
  const notice = emailReply?.message ? emailReply : passwordReply?.message ? passwordReply : undefined;
  return (
    <>
      {notice ? (
        <Notice tone={notice.ok ? "success" : "danger"}>{t(notice.message as "settings.saved")}</Notice>
      ) : null}
      <Form
        method="post"
        className="flex flex-col gap-4 rounded-lg bg-white p-5 ring-1 ring-line sm:flex-row sm:items-end sm:p-6"
        {...getFormProps(emailForm)}
      >
        <input type="hidden" name="intent" value="email" />
        <TextField
          className="flex-1"
          field={emailFields.email}
          type="email"
          autoComplete="username"
          label={t("settings.accountEmail")}
        />
        <button type="submit" className={buttonPrimary} disabled={busy("email")}>
          {t("settings.saveEmail")}
        </button>
      </Form>
      <Form
        method="post"
        className="rounded-lg bg-white p-5 ring-1 ring-line sm:p-6"
        {...getFormProps(passwordForm)}
      >
        <input type="hidden" name="intent" value="password" />
        <h3 className="mb-4 text-xl">{t("settings.passwordTitle")}</h3>
        {/* The line on the required mark is at the top of the page (the site settings' form). */}
        <FormErrorSummary form={passwordForm} requiredNote={false} className="mb-4" />
        <div className="grid gap-4 sm:grid-cols-3 sm:items-start">
          {(["currentPassword", "newPassword", "confirmPassword"] as const).map((name) => (
            <TextField
              key={name}
              field={passwordFields[name]}
              type="password"
              autoComplete={name === "currentPassword" ? "current-password" : "new-password"}
              label={t(`settings.${name}`)}
              hint={
                name === "newPassword" ? (
                  <PasswordStrength inputId={passwordFields[name].id} value={passwordFields[name].value} />
                ) : undefined
              }
            />
          ))}
        </div>
        <button type="submit" className={`${buttonPrimary} mt-5`} disabled={busy("password")}>
          {t("settings.savePassword")}
        </button>
      </Form>
    </>
  );
}
