import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { data, Form, useNavigation } from "react-router";
import { TextField } from "#app/components/admin/form/field.tsx";
import { parseSubmission, useAdminForm } from "#app/components/admin/form/use-admin-form.ts";
import { AuthCard, AuthMessage } from "#app/components/admin/login/auth-card.tsx";
import { loginButton } from "#app/components/admin/login/password-form.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { requestPasswordReset } from "#app/domain/auth/password-reset.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches } from "#app/root-data.ts";
import { resetRequestSchema } from "#app/schemas/password-reset.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/forgot-password";

// A forgotten password, step one: the address to mail a link to. Outside the
// admin guard, like the sign-in page. The answer is the same for an address with
// an account and one without (status, words and about the same time).

interface ForgotReply {
  result: ReturnType<ReturnType<typeof parseSubmission>["reply"]>;
  sent: boolean;
  formError?: "reset.throttled";
}

const reply = (value: ForgotReply, init?: number | ResponseInit) => data(value, init);

export async function action({ request, context }: Route.ActionArgs) {
  const { clientIp, locale } = context.get(requestInfoContext);
  const submission = parseSubmission(await readForm(request), resetRequestSchema);
  if (submission.status !== "success") return reply({ result: submission.reply(), sent: false }, 400);
  const answer = await requestPasswordReset({ email: submission.value.email, locale, clientIp });
  if (answer === "throttled")
    return reply(
      { result: submission.reply(), sent: false, formError: "reset.throttled" },
      { status: 429, headers: { "Retry-After": "900" } },
    );
  return reply({ result: submission.reply({ resetForm: true }), sent: true });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = getT(site.locale);
  return pageMeta(site, {
    title: t("admin:reset.requestTitle"),
    description: t("admin:reset.requestIntro"),
    path: "/admin/forgot-password",
    noindex: true,
  });
};

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useAdminForm({
    id: "forgot-password",
    schema: resetRequestSchema,
    lastResult: actionData?.result,
  });
  return (
    <AuthCard
      heading={t("reset.requestHeading")}
      intro={actionData?.sent ? undefined : t("reset.requestIntro")}
    >
      {actionData?.sent ? (
        <AuthMessage tone="success">{t("reset.requestSent")}</AuthMessage>
      ) : (
        <>
          {actionData?.formError ? <AuthMessage tone="danger">{t(actionData.formError)}</AuthMessage> : null}
          <Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
            <TextField field={fields.email} type="email" autoComplete="username" label={t("login.email")} />
            <button type="submit" disabled={pending} className={loginButton}>
              {pending ? t("reset.requestSending") : t("reset.requestSubmit")}
            </button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
