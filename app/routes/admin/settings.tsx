import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import { AccountForms } from "#app/components/admin/settings/account-forms.tsx";
import type { SettingsReply, TwoFactorSetup } from "#app/components/admin/settings/reply.ts";
import { ShopLinksPanel } from "#app/components/admin/settings/shop-links-panel.tsx";
import { SiteSettingsForm } from "#app/components/admin/settings/site-settings-form.tsx";
import { TwoFactorSection } from "#app/components/admin/settings/two-factor.tsx";
import { WriterSetting } from "#app/components/admin/settings/writer-setting.tsx";
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
import { listLeftBehindShopLinks, moveShopLinks } from "#app/domain/catalogue/shop-links.server.ts";
import { describeConflict } from "#app/domain/content/record-version.server.ts";
import { getSettings, getSettingsVersion, saveSettings } from "#app/domain/settings/settings.server.ts";
import { describeWriter } from "#app/domain/social/ai-provider.server.ts";
import { dispatchIntent } from "#app/http/intents.server.ts";
import { postedVersion, versionToken } from "#app/schemas/record-version.ts";
import {
  accountEmailSchema,
  moveShopLinksSchema,
  passwordFormSchema,
  type SettingsFormName,
  settingsFormSchema,
  twoFactorCodeSchema,
  twoFactorPasswordSchema,
} from "#app/schemas/settings-form.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/settings";

export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  const [settings, version, twoFactor] = await Promise.all([
    getSettings(),
    getSettingsVersion(),
    isTwoFactorEnabled(session.userId),
  ]);
  const token = versionToken(version, settings);
  // Products' shop links a new shop address left behind, offered to be moved.
  const leftBehind = await listLeftBehindShopLinks(settings.shops);
  return { settings, version: token, email: session.email, twoFactor, writer: describeWriter(), leftBehind };
}

const reply = (value: SettingsReply, init?: number | ResponseInit) => data(value, init);

export async function action({ request, context }: Route.ActionArgs) {
  const { clientIp, locale } = context.get(requestInfoContext);
  // Mails about a change to the account are in the language of this page.
  const account = { ...context.get(adminSessionContext), locale };
  return dispatchIntent(
    request,
    {
      settings: (form) => saveSiteSettings(form, account.email),
      shopLinks: (form) => moveLinks(form, account.email),
      email: (form) => changeEmail(form, account),
      password: (form) => changePassword(form, request, account),
      "2fa-start": (form) => startTwoFactor(form, request),
      "2fa-disable": (form) => stopTwoFactor(form, request, account),
      "2fa-confirm": (form) => confirmTwoFactor(form, request, account, clientIp),
    },
    "settings",
  );
}

async function saveSiteSettings(form: FormData, actor: string) {
  const submission = parseSubmission(form, settingsFormSchema);
  if (submission.status !== "success")
    return reply(
      { form: "settings", ok: false, result: submission.reply(), message: "settings.invalid" },
      400,
    );
  const sent = postedVersion(form);
  if ((await saveSettings(submission.value, actor, sent.expected?.version ?? null)) === "stale") {
    // Someone saved since this form was loaded: nothing written, the typed values go back.
    const [version, settings] = await Promise.all([getSettingsVersion(), getSettings()]);
    const conflict = await describeConflict({
      entity: "settings",
      entityId: null,
      sent,
      current: { version, values: settings },
    });
    return reply(
      {
        form: "settings",
        ok: false,
        result: submission.reply({ formErrors: ["errors.recordChanged"] }),
        message: "errors.recordChanged",
        conflict,
      },
      409,
    );
  }
  return reply({ form: "settings", ok: true, result: submission.reply(), message: "settings.saved" });
}

async function moveLinks(form: FormData, actor: string) {
  const parsed = moveShopLinksSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return reply({ form: "shopLinks", ok: false, message: "settings.failed" }, 400);
  const count = await moveShopLinks(parsed.data, (await getSettings()).shops, actor);
  return reply({ form: "shopLinks", ok: true, message: "settings.shopLinksMoved", count });
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

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.settings");

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { settings, version, email, twoFactor, writer, leftBehind } = loaderData;
  const answer = (form: SettingsFormName) => (actionData?.form === form ? actionData : undefined);
  return (
    <AdminPage title={t("pages.settings")}>
      <div className="space-y-8">
        <Link
          to="/admin/history/settings/site"
          className="inline-block text-sm font-medium text-olive-700 underline underline-offset-4"
        >
          {t("history.open")}
        </Link>
        <ShopLinksPanel groups={leftBehind} shops={settings.shops} reply={answer("shopLinks")} />
        <SiteSettingsForm
          // A save brings the settings back as stored: a fresh form, with nothing left to guard.
          key={version.split("|")[0]}
          settings={settings}
          version={version}
          reply={answer("settings")}
          leftBehind={leftBehind.length > 0}
        />
        <WriterSetting writer={writer} />
        <section aria-labelledby="account-title" className="space-y-6 border-t border-line pt-8">
          <h2 id="account-title" className="text-2xl">
            {t("settings.accountTitle")}
          </h2>
          <AccountForms email={email} emailReply={answer("email")} passwordReply={answer("password")} />
          <TwoFactorSection enabled={twoFactor} reply={answer("2fa")} />
        </section>
      </div>
    </AdminPage>
  );
}
