import { useTranslation } from "react-i18next";
import { data, redirect, useNavigation } from "react-router";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import { AuthCard, AuthMessage } from "#app/components/admin/login/auth-card.tsx";
import { CodeForm } from "#app/components/admin/login/code-form.tsx";
import { PasswordForm } from "#app/components/admin/login/password-form.tsx";
import type { LoginReply } from "#app/components/admin/login/reply.ts";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { getAdminSession } from "#app/domain/auth/auth.server.ts";
import { completeSignIn, signInAdmin } from "#app/domain/auth/sign-in.server.ts";
import { verifyTwoFactorCode } from "#app/domain/auth/two-factor.server.ts";
import { dispatchIntent } from "#app/http/intents.server.ts";
import { sameSitePath } from "#app/http/same-site-path.ts";
import type { Locale } from "#app/i18n/config.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches } from "#app/root-data.ts";
import { codeSchema, loginSchema } from "#app/schemas/login.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/login";

/** Only a path on this site may follow sign-in; anything else goes to the dashboard. */
const afterSignIn = (target: string | null | undefined) => sameSitePath(target, "/admin");

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = afterSignIn(url.searchParams.get("redirectTo"));
  if (await getAdminSession(request)) throw redirect(redirectTo);
  // Back from setting a new password (reset-password.tsx): say so above the form.
  return { redirectTo, passwordReset: url.searchParams.get("reset") === "done" };
}

const reply = (value: LoginReply, init?: number | ResponseInit) => data(value, init);

export async function action({ request, context }: Route.ActionArgs) {
  const { clientIp, locale } = context.get(requestInfoContext);
  return dispatchIntent(
    request,
    {
      password: (form) => signIn(form, request, clientIp, locale),
      code: (form) => confirmCode(form, request, clientIp, locale),
    },
    "password",
  );
}

// The password is never sent back to the page, not even after a mistake.
const hidePassword = { hideFields: ["password"] };

async function signIn(form: FormData, request: Request, clientIp: string, locale: Locale) {
  const submission = parseSubmission(form, loginSchema);
  if (submission.status !== "success")
    return reply({ step: "password", result: submission.reply(hidePassword) }, 400);
  const { email, password, redirectTo } = submission.value;
  const result = await signInAdmin({ email, password, request, clientIp, locale });
  if (result.ok) throw redirect(afterSignIn(redirectTo), { headers: result.headers });
  if (result.reason === "twoFactor") return reply({ step: "code" }, { headers: result.headers });
  if (result.reason === "locked") {
    // The lock's length, rounded up to whole minutes, is said in the message.
    const minutes = Math.ceil(result.retryAfter / 60);
    return reply(
      { step: "password", result: submission.reply(hidePassword), formError: "login.locked", minutes },
      { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
    );
  }
  // One message for a wrong password and an unknown address: it must not tell which.
  const status = result.reason === "throttled" ? 429 : result.reason === "failed" ? 503 : 401;
  return reply(
    { step: "password", result: submission.reply(hidePassword), formError: `login.${result.reason}` },
    status,
  );
}

async function confirmCode(form: FormData, request: Request, clientIp: string, locale: Locale) {
  const submission = parseSubmission(form, codeSchema);
  if (submission.status !== "success") return reply({ step: "code", result: submission.reply() }, 400);
  const result = await verifyTwoFactorCode({
    request,
    code: submission.value.code,
    clientIp,
    rememberBrowser: (headers, account) => completeSignIn({ headers, account, request, clientIp, locale }),
  });
  if (result.ok) {
    throw redirect(afterSignIn(submission.value.redirectTo), { headers: result.headers });
  }
  const throttled = result.reason === "throttled";
  return reply(
    {
      step: "code",
      result: submission.reply({ hideFields: ["code"] }),
      formError: throttled ? "login.throttled" : "login.codeInvalid",
    },
    throttled ? 429 : 401,
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = getT(site.locale);
  return pageMeta(site, {
    title: t("admin:login.metaTitle"),
    description: t("admin:login.intro"),
    path: "/admin/login",
    noindex: true,
  });
};

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const codeStep = actionData?.step === "code";
  return (
    <AuthCard
      heading={codeStep ? t("login.codeHeading") : t("login.heading")}
      intro={codeStep ? undefined : t("login.intro")}
      back={{ to: "/", label: t("login.backToSite") }}
    >
      {loaderData.passwordReset && !actionData ? (
        <AuthMessage tone="success" testId="login-notice">
          {t("reset.done")}
        </AuthMessage>
      ) : null}
      {actionData?.formError ? (
        <AuthMessage tone="danger" testId="login-error">
          {t(actionData.formError as "login.invalid", { count: actionData.minutes })}
        </AuthMessage>
      ) : null}
      {codeStep ? (
        <CodeForm redirectTo={loaderData.redirectTo} reply={actionData} pending={pending} />
      ) : (
        <PasswordForm redirectTo={loaderData.redirectTo} reply={actionData} pending={pending} />
      )}
      {codeStep ? null : (
        <p className="mt-5 text-center text-sm">
          <LocalizedLink
            to="/admin/forgot-password"
            className="text-olive-700 underline underline-offset-4 hover:text-olive-900"
          >
            {t("login.forgot")}
          </LocalizedLink>
        </p>
      )}
    </AuthCard>
  );
}
