import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { data, Form, redirect, useNavigation } from "react-router";
import { TextField } from "#app/components/admin/form/field.tsx";
import { parseSubmission, useAdminForm } from "#app/components/admin/form/use-admin-form.ts";
import { AuthCard, AuthMessage } from "#app/components/admin/login/auth-card.tsx";
import { loginButton } from "#app/components/admin/login/password-form.tsx";
import { PasswordStrength } from "#app/components/admin/password-strength.tsx";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { isResetTokenValid, resetPasswordWithToken } from "#app/domain/auth/password-reset.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { localizePath, siteFromMatches } from "#app/root-data.ts";
import { resetPasswordSchema } from "#app/schemas/password-reset.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/reset-password";

// A forgotten password, step two: the mail's link opens this page with its token.
// A link that is unknown, used or past its hour says so and offers a new one.

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!(await isResetTokenValid(token))) return data({ valid: false as const, token: "" }, 410);
  return { valid: true as const, token };
}

// The passwords are never sent back to the page.
const hidePasswords = { hideFields: ["newPassword", "confirmPassword"] };

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = context.get(requestInfoContext);
  const submission = parseSubmission(await readForm(request), resetPasswordSchema);
  if (submission.status !== "success")
    return data({ valid: true as const, result: submission.reply(hidePasswords) }, 400);
  const { token, newPassword } = submission.value;
  const result = await resetPasswordWithToken({ token, newPassword, locale });
  if (result.ok) throw redirect(localizePath("/admin/login?reset=done", locale));
  if (result.reason === "invalid") return data({ valid: false as const }, 410);
  return data(
    { valid: true as const, result: submission.reply(hidePasswords), formError: "reset.failed" as const },
    503,
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = getT(site.locale);
  return pageMeta(site, {
    title: t("admin:reset.setTitle"),
    description: t("admin:reset.setIntro"),
    path: "/admin/reset-password",
    noindex: true,
  });
};

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const valid = loaderData.valid && actionData?.valid !== false;
  if (!valid)
    return (
      <AuthCard heading={t("reset.invalidHeading")} intro={t("reset.invalidIntro")}>
        <LocalizedLink
          to="/admin/forgot-password"
          className={`${loginButton} mt-6 flex items-center justify-center`}
          data-testid="reset-again"
        >
          {t("reset.askAgain")}
        </LocalizedLink>
      </AuthCard>
    );
  return <NewPasswordForm token={loaderData.token} reply={actionData} />;
}

function NewPasswordForm({
  token,
  reply,
}: {
  token: string;
  reply?: { result?: Parameters<typeof useAdminForm>[0]["lastResult"]; formError?: "reset.failed" };
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useAdminForm({
    id: "reset-password",
    schema: resetPasswordSchema,
    lastResult: reply?.result,
    defaultValue: { token },
  });
  return (
    <AuthCard heading={t("reset.setHeading")} intro={t("reset.setIntro")}>
      {reply?.formError ? <AuthMessage tone="danger">{t(reply.formError)}</AuthMessage> : null}
      <Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
        <input type="hidden" name="token" value={token} />
        <TextField
          field={fields.newPassword}
          type="password"
          autoComplete="new-password"
          label={t("reset.newPassword")}
          hint={<PasswordStrength inputId={fields.newPassword.id} value={fields.newPassword.value} />}
        />
        <TextField
          field={fields.confirmPassword}
          type="password"
          autoComplete="new-password"
          label={t("reset.confirmPassword")}
        />
        <button type="submit" disabled={pending} className={loginButton}>
          {pending ? t("reset.setSaving") : t("reset.setSubmit")}
        </button>
      </Form>
    </AuthCard>
  );
}
