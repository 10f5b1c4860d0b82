import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormErrorSummary } from "#app/components/admin/form/error-summary.tsx";
import { TextField } from "#app/components/admin/form/field.tsx";
import { parseSubmission, useAdminForm } from "#app/components/admin/form/use-admin-form.ts";
import { loginButton } from "#app/components/admin/login/password-form.tsx";
import { Logo } from "#app/components/ui/logo.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { signInAdmin } from "#app/domain/auth/sign-in.server.ts";
import { acceptInvitation, findInvitation } from "#app/domain/people/people.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches, useRootData } from "#app/root-data.ts";
import { acceptInvitationSchema } from "#app/schemas/people.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/invitation";

// The page an invitation mail's link opens (decision 0041), outside the admin's
// guard: the person confirms their name, chooses a password, and is signed in. A
// link that no longer works (used, withdrawn, replaced by a newer one, or older
// than 72 hours) says so and who can send a new one.

const noStore = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invitation = await findInvitation(token);
  if (!invitation) return data({ valid: false as const }, { status: 410, headers: noStore });
  return data(
    { valid: true as const, token, name: invitation.name, email: invitation.email, role: invitation.role },
    { headers: noStore },
  );
}

interface InvitationReply {
  result?: SubmissionResult<string[]>;
  gone?: boolean;
}

// Passwords are never sent back to the page, not even after a mistake.
const hidePasswords = { hideFields: ["newPassword", "confirmPassword"] };

export async function action({ request, context }: Route.ActionArgs) {
  const { clientIp } = context.get(requestInfoContext);
  const submission = parseSubmission(await readForm(request), acceptInvitationSchema);
  if (submission.status !== "success")
    return data<InvitationReply>({ result: submission.reply(hidePasswords) }, 400);
  const { token, name, newPassword } = submission.value;
  const accepted = await acceptInvitation({ token, name, password: newPassword });
  if (!accepted.ok) return data<InvitationReply>({ gone: true }, 410);
  const signedIn = await signInAdmin({ email: accepted.email, password: newPassword, request, clientIp });
  if (signedIn.ok) throw redirect("/admin", { headers: signedIn.headers });
  throw redirect("/admin/login");
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = getT(site.locale);
  return pageMeta(site, {
    title: t("admin:invitation.metaTitle"),
    description: t("admin:invitation.metaTitle"),
    path: "/admin/invitation",
    noindex: true,
  });
};

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const brand = useRootData()?.settings.brandName ?? "Zrnce";
  const gone = !loaderData.valid || actionData?.gone;
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-linen px-5 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <Logo brand={brand} />
        </div>
        <div className="rounded-xl bg-white p-6 shadow-card ring-1 ring-line sm:p-8" data-testid="invitation">
          {gone || !loaderData.valid ? (
            <>
              <h1 className="text-2xl">{t("invitation.goneHeading")}</h1>
              <p className="mt-3 text-sm">{t("invitation.gone")}</p>
              <p className="mt-5 text-sm">
                <Link to="/admin/login" className="text-olive-700 underline underline-offset-4">
                  {t("invitation.toLogin")}
                </Link>
              </p>
            </>
          ) : (
            <AcceptForm {...loaderData} reply={actionData} />
          )}
        </div>
      </div>
    </main>
  );
}

function AcceptForm({
  token,
  name,
  email,
  role,
  reply,
}: {
  token: string;
  name: string;
  email: string;
  role: "owner" | "editor";
  reply?: InvitationReply;
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useAdminForm({
    id: "invitation",
    schema: acceptInvitationSchema,
    lastResult: reply?.result,
    defaultValue: { token, name },
  });
  return (
    <>
      <h1 className="text-2xl">{t("invitation.heading")}</h1>
      <p className="mt-2 text-sm text-muted">
        {t("invitation.intro", { email, role: t(`invitation.as.${role}`) })}
      </p>
      <Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
        <input type="hidden" name="token" value={token} />
        <FormErrorSummary form={form} requiredNote={false} />
        {/* The address the invitation is for, so a password manager files the password under it. */}
        <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
        <TextField field={fields.name} label={t("invitation.name")} autoComplete="name" />
        <TextField
          field={fields.newPassword}
          type="password"
          autoComplete="new-password"
          label={t("invitation.password")}
          hint={t("invitation.passwordHint")}
        />
        <TextField
          field={fields.confirmPassword}
          type="password"
          autoComplete="new-password"
          label={t("invitation.confirmPassword")}
        />
        <button type="submit" disabled={pending} className={loginButton}>
          {pending ? t("invitation.submitting") : t("invitation.submit")}
        </button>
      </Form>
    </>
  );
}
