import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import { AccountForms } from "#app/components/admin/settings/account-forms.tsx";
import type { SettingsReply, TwoFactorSetup } from "#app/components/admin/settings/reply.ts";
import { TwoFactorSection } from "#app/components/admin/settings/two-factor.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { adminSessionContext, requestInfoContext } from "#app/context.server.ts";
import { type Account, changeAdminEmail, changeAdminPassword } from "#app/domain/auth/account.server.ts";
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  isTwoFactorEnabled,
  renderTwoFactorQr,
  startTwoFactorSetup,
} from "#app/domain/auth/two-factor.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import { dispatchIntent } from "#app/http/intents.server.ts";
import {
  accountEmailSchema,
  passwordFormSchema,
  type SettingsFormName,
  twoFactorCodeSchema,
  twoFactorPasswordSchema,
} from "#app/schemas/settings-form.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/account";

// "Moj nalog": each person's own e-mail, password and two-step sign-in, open to every
// role (an editor has no Settings), as WordPress's profile or Ghost's "Your profile".

export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  return { email: session.email, twoFactor: await isTwoFactorEnabled(session.userId) };
}

const reply = (value: SettingsReply, init?: number | ResponseInit) => data(value, init);

export async function action({ request, context }: Route.ActionArgs) {
  const { clientIp, locale } = context.get(requestInfoContext);
  // Mails about a change to the account are in the language of this page.
  const account = { ...context.get(adminSessionContext), locale };
  return dispatchIntent(request, {
    email: (form) => changeEmail(form, account),
    password: (form) => changePassword(form, request, account),
    "2fa-start": (form) => startTwoFactor(form, request),
    "2fa-disable": (form) => stopTwoFactor(form, request, account),
    "2fa-confirm": (form) => confirmTwoFactor(form, request, account, clientIp),
  });
}

async function changeEmail(form: FormData, account: Account) {
  const submission = parseSubmission(form, accountEmailSchema);
  if (submission.status !== "success")
    return reply({ form: "email", ok: false, result: submission.reply() }, 400);
  if ((await changeAdminEmail(account, submission.value.email)) === "taken")
    return reply(
      {
        form: "email",
        ok: false,
        result: submission.reply({ fieldErrors: { email: ["settings.emailTaken"] } }),
      },
      409,
    );
  return reply({ form: "email", ok: true, result: submission.reply(), message: "settings.emailSaved" });
}

// Passwords are never sent back to the page, not even after a mistake.
const passwordFields = ["currentPassword", "newPassword", "confirmPassword", "password"];

async function changePassword(form: FormData, request: Request, account: Account) {
  const submission = parseSubmission(form, passwordFormSchema);
  if (submission.status !== "success")
    return reply(
      { form: "password", ok: false, result: submission.reply({ hideFields: passwordFields }) },
      400,
    );
  const result = await changeAdminPassword({ request, account, ...submission.value });
  if (!result.ok) {
    const wrong = result.reason === "wrongPassword";
    return reply(
      {
        form: "password",
        ok: false,
        result: submission.reply({
          hideFields: passwordFields,
          fieldErrors: wrong ? { currentPassword: ["settings.wrongPassword"] } : {},
        }),
        message: wrong ? undefined : "settings.failed",
      },
      wrong ? 400 : 500,
    );
  }
  return reply(
    {
      form: "password",
      ok: true,
      result: submission.reply({ resetForm: true }),
      message: "settings.passwordSaved",
    },
    { headers: result.headers },
  );
}

async function startTwoFactor(form: FormData, request: Request) {
  const submission = parseSubmission(form, twoFactorPasswordSchema);
  if (submission.status !== "success")
    return reply({ form: "2fa", ok: false, result: submission.reply({ hideFields: passwordFields }) }, 400);
  const { brandName } = await getSettings();
  const result = await startTwoFactorSetup({
    request,
    password: submission.value.password,
    brand: brandName,
  });
  if (!result.ok) {
    const wrong = result.reason === "wrongPassword";
    return reply(
      {
        form: "2fa",
        ok: false,
        result: submission.reply({
          hideFields: passwordFields,
          fieldErrors: wrong ? { password: ["settings.wrongPassword"] } : {},
        }),
        message: wrong ? undefined : "settings.failed",
      },
      wrong ? 400 : 500,
    );
  }
  const { secret, uri, qr, backupCodes } = result;
  return reply({ form: "2fa", ok: true, setup: { secret, uri, qr, backupCodes } });
}

async function stopTwoFactor(form: FormData, request: Request, account: Account) {
  const submission = parseSubmission(form, twoFactorPasswordSchema);
  if (submission.status !== "success")
    return reply({ form: "2fa", ok: false, result: submission.reply({ hideFields: passwordFields }) }, 400);
  const result = await disableTwoFactor({ request, account, password: submission.value.password });
  if (!result.ok)
    return reply(
      {
        form: "2fa",
        ok: false,
        result: submission.reply({
          hideFields: passwordFields,
          fieldErrors: { password: ["settings.wrongPassword"] },
        }),
      },
      400,
    );
  return reply({ form: "2fa", ok: true, message: "settings.twoFactorDisabled" }, { headers: result.headers });
}

async function confirmTwoFactor(form: FormData, request: Request, account: Account, clientIp: string) {
  const submission = parseSubmission(form, twoFactorCodeSchema);
  const result =
    submission.status === "success"
      ? await confirmTwoFactorSetup({ request, account, code: submission.value.code, clientIp })
      : null;
  if (result?.ok)
    return reply(
      { form: "2fa", ok: true, message: "settings.twoFactorEnabled" },
      { headers: result.headers },
    );
  return reply(
    {
      form: "2fa",
      ok: false,
      result: submission.reply({
        fieldErrors: result ? { code: ["settings.twoFactorCodeInvalid"] } : undefined,
      }),
      // Shown again with the error, so the app need not be set up twice.
      setup: setupFromForm(form),
    },
    400,
  );
}

function setupFromForm(form: FormData): TwoFactorSetup | undefined {
  const secret = String(form.get("setupSecret") ?? "").slice(0, 128);
  const uri = String(form.get("setupUri") ?? "").slice(0, 500);
  const backupCodes = String(form.get("setupCodes") ?? "")
    .split(" ")
    .filter(Boolean)
    .slice(0, 20);
  if (!secret || !uri.startsWith("otpauth://")) return undefined;
  return { secret, uri, qr: renderTwoFactorQr(uri), backupCodes };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.account");

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { email, twoFactor } = loaderData;
  const answer = (form: SettingsFormName) => (actionData?.form === form ? actionData : undefined);
  return (
    <AdminPage title={t("pages.account")}>
      <div className="space-y-8">
        <AccountForms email={email} emailReply={answer("email")} passwordReply={answer("password")} />
        <TwoFactorSection enabled={twoFactor} reply={answer("2fa")} />
      </div>
    </AdminPage>
  );
}
