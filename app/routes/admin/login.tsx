import { useTranslation } from "react-i18next";
import { data, Form, redirect, useNavigation } from "react-router";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { Logo } from "#app/components/ui/logo.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { getAdminSession } from "#app/domain/auth/auth.server.ts";
import { signInAdmin } from "#app/domain/auth/sign-in.server.ts";
import { verifyTwoFactorCode } from "#app/domain/auth/two-factor.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches, useRootData } from "#app/root-data.ts";
import { codeSchema, loginSchema, safeRedirect } from "#app/schemas/login.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/login";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getAdminSession(request)) throw redirect(redirectTo);
  return { redirectTo };
}

type FieldErrors = Partial<Record<"email" | "password" | "code", string>>;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { clientIp } = context.get(requestInfoContext);
  if (form.get("intent") === "code") {
    const parsed = codeSchema.safeParse({
      code: form.get("code"),
      redirectTo: form.get("redirectTo") ?? undefined,
    });
    if (!parsed.success) {
      return data(
        {
          step: "code" as const,
          errors: { code: "login.codeRequired" } as FieldErrors,
          formError: undefined as string | undefined,
          email: "",
        },
        { status: 400 },
      );
    }
    const result = await verifyTwoFactorCode({ request, code: parsed.data.code, clientIp });
    if (!result.ok) {
      const formError = result.reason === "throttled" ? "login.throttled" : "login.codeInvalid";
      return data(
        { step: "code" as const, errors: {} as FieldErrors, formError, email: "" },
        { status: result.reason === "throttled" ? 429 : 401 },
      );
    }
    throw redirect(safeRedirect(parsed.data.redirectTo), { headers: result.headers });
  }
  const parsed = loginSchema.safeParse(
    Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")),
  );
  const email = typeof form.get("email") === "string" ? String(form.get("email")).slice(0, 254) : "";
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof FieldErrors;
      if ((field === "email" || field === "password") && !errors[field]) errors[field] = issue.message;
    }
    return data(
      { step: "password" as const, errors, formError: undefined as string | undefined, email },
      { status: 400 },
    );
  }
  const result = await signInAdmin({
    email: parsed.data.email,
    password: parsed.data.password,
    request,
    clientIp,
  });
  if (!result.ok && result.reason === "twoFactor") {
    return data(
      { step: "code" as const, errors: {} as FieldErrors, formError: undefined as string | undefined, email },
      { headers: result.headers },
    );
  }
  if (!result.ok) {
    const status = result.reason === "throttled" ? 429 : result.reason === "failed" ? 503 : 401;
    return data(
      { step: "password" as const, errors: {} as FieldErrors, formError: `login.${result.reason}`, email },
      { status },
    );
  }
  throw redirect(safeRedirect(parsed.data.redirectTo), { headers: result.headers });
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
  const brand = useRootData()?.settings.brandName ?? "Zrnce";
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const errors = actionData?.errors ?? {};
  const input =
    "mt-1.5 block h-12 w-full rounded-md border bg-white px-4 text-base text-ink focus:border-olive-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-honey-400";
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-linen px-5 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <Logo brand={brand} />
        </div>
        <div className="rounded-xl bg-white p-8 shadow-card ring-1 ring-line">
          <h1 className="text-2xl">
            {actionData?.step === "code" ? t("login.codeHeading") : t("login.heading")}
          </h1>
          {actionData?.step === "code" ? null : <p className="mt-2 text-sm text-muted">{t("login.intro")}</p>}
          {actionData?.formError ? (
            <p
              role="alert"
              className="mt-5 rounded-md bg-danger-bg px-4 py-3 text-sm font-medium text-danger"
              data-testid="login-error"
            >
              {t(actionData.formError as "login.invalid")}
            </p>
          ) : null}
          {actionData?.step === "code" ? (
            <Form method="post" noValidate className="mt-6 space-y-5" data-testid="code-form">
              <input type="hidden" name="intent" value="code" />
              <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
              <p className="text-sm text-muted">{t("login.codeIntro")}</p>
              <div>
                <label htmlFor="code" className="text-sm font-medium">
                  {t("login.code")}
                </label>
                <input
                  id="code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                  aria-invalid={errors.code ? true : undefined}
                  aria-describedby={errors.code ? "code-error" : undefined}
                  className={`${input} ${errors.code ? "border-danger" : "border-line"} tracking-[0.3em]`}
                />
                {errors.code ? (
                  <p id="code-error" className="mt-1.5 text-sm text-danger">
                    {t(errors.code as "login.codeRequired")}
                  </p>
                ) : null}
              </div>
              <button
                type="submit"
                disabled={pending}
                className="h-12 w-full rounded-full bg-olive-700 text-sm font-semibold text-cream transition-colors hover:bg-olive-800 disabled:opacity-70"
              >
                {pending ? t("login.submitting") : t("login.codeSubmit")}
              </button>
            </Form>
          ) : (
            <Form method="post" noValidate className="mt-6 space-y-5">
              <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
              <div>
                <label htmlFor="email" className="text-sm font-medium">
                  {t("login.email")}
                </label>
                <input
                  id="email"
                  name="email"
                  type="email"
                  autoComplete="username"
                  required
                  defaultValue={actionData?.email}
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={errors.email ? "email-error" : undefined}
                  className={`${input} ${errors.email ? "border-danger" : "border-line"}`}
                />
                {errors.email ? (
                  <p id="email-error" className="mt-1.5 text-sm text-danger">
                    {t(errors.email as "login.emailRequired")}
                  </p>
                ) : null}
              </div>
              <div>
                <label htmlFor="password" className="text-sm font-medium">
                  {t("login.password")}
                </label>
                <input
                  id="password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={errors.password ? "password-error" : undefined}
                  className={`${input} ${errors.password ? "border-danger" : "border-line"}`}
                />
                {errors.password ? (
                  <p id="password-error" className="mt-1.5 text-sm text-danger">
                    {t(errors.password as "login.passwordRequired")}
                  </p>
                ) : null}
              </div>
              <button
                type="submit"
                disabled={pending}
                className="h-12 w-full rounded-full bg-olive-700 text-sm font-semibold text-cream transition-colors hover:bg-olive-800 disabled:opacity-70"
              >
                {pending ? t("login.submitting") : t("login.submit")}
              </button>
            </Form>
          )}
        </div>
        <p className="mt-6 text-center text-sm">
          <LocalizedLink to="/" className="text-olive-700 underline underline-offset-4">
            {t("login.backToSite")}
          </LocalizedLink>
        </p>
      </div>
    </main>
  );
}
