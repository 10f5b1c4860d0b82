import { useTranslation } from "react-i18next";
import { data, Form, useNavigation } from "react-router";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { buttonPrimary, Field, FormSection, Notice } from "#app/components/ui/field.tsx";
import { adminSessionContext, requestInfoContext } from "#app/context.server.ts";
import { changeAdminEmail, changeAdminPassword } from "#app/domain/auth/account.server.ts";
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  isTwoFactorEnabled,
  startTwoFactorSetup,
} from "#app/domain/auth/two-factor.server.ts";
import { getSettings, saveSettings } from "#app/domain/settings/settings.server.ts";
import { describeWriter } from "#app/domain/social/ai-provider.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { issuesByPath, nestFormData } from "#app/schemas/form-data.ts";
import {
  accountEmailSchema,
  passwordFormSchema,
  settingsFormSchema,
  twoFactorPasswordSchema,
} from "#app/schemas/settings-form.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/settings";

export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  const [settings, twoFactor] = await Promise.all([getSettings(), isTwoFactorEnabled(session.userId)]);
  return { settings, email: session.email, twoFactor, writer: describeWriter() };
}

type Result = {
  form: "settings" | "email" | "password" | "2fa";
  ok: boolean;
  errors?: Record<string, string>;
  message?: string;
  values?: Record<string, unknown>;
  setup?: { secret: string; uri: string; backupCodes: string[] };
};

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "email") {
    const parsed = accountEmailSchema.safeParse(nestFormData(form));
    if (!parsed.success)
      return data<Result>(
        { form: "email", ok: false, errors: issuesByPath(parsed.error.issues) },
        { status: 400 },
      );
    const result = await changeAdminEmail(session, parsed.data.email);
    if (result === "taken")
      return data<Result>(
        { form: "email", ok: false, errors: { email: "settings.emailTaken" } },
        { status: 409 },
      );
    return data<Result>({ form: "email", ok: true, message: "settings.emailSaved" });
  }
  if (intent === "2fa-start" || intent === "2fa-disable") {
    const parsed = twoFactorPasswordSchema.safeParse(nestFormData(form));
    if (!parsed.success)
      return data<Result>(
        { form: "2fa", ok: false, errors: issuesByPath(parsed.error.issues) },
        { status: 400 },
      );
    if (intent === "2fa-disable") {
      const result = await disableTwoFactor({ request, account: session, password: parsed.data.password });
      if (!result.ok)
        return data<Result>(
          { form: "2fa", ok: false, errors: { password: "settings.wrongPassword" } },
          { status: 400 },
        );
      return data<Result>(
        { form: "2fa", ok: true, message: "settings.twoFactorDisabled" },
        { headers: result.headers },
      );
    }
    const { brandName } = await getSettings();
    const result = await startTwoFactorSetup({ request, password: parsed.data.password, brand: brandName });
    if (!result.ok) {
      return data<Result>(
        {
          form: "2fa",
          ok: false,
          errors: result.reason === "wrongPassword" ? { password: "settings.wrongPassword" } : {},
          message: result.reason === "failed" ? "settings.failed" : undefined,
        },
        { status: result.reason === "failed" ? 500 : 400 },
      );
    }
    return data<Result>({
      form: "2fa",
      ok: true,
      setup: { secret: result.secret, uri: result.uri, backupCodes: result.backupCodes },
    });
  }
  if (intent === "2fa-confirm") {
    const code = String(form.get("code") ?? "").slice(0, 32);
    const { clientIp } = context.get(requestInfoContext);
    const result = await confirmTwoFactorSetup({ request, account: session, code, clientIp });
    if (!result.ok) {
      const secret = String(form.get("setupSecret") ?? "").slice(0, 128);
      const uri = String(form.get("setupUri") ?? "");
      const codes = String(form.get("setupCodes") ?? "")
        .split(" ")
        .filter(Boolean)
        .slice(0, 20);
      const setup =
        secret && uri.startsWith("otpauth://")
          ? { secret, uri: uri.slice(0, 500), backupCodes: codes }
          : undefined;
      return data<Result>(
        { form: "2fa", ok: false, errors: { code: "settings.twoFactorCodeInvalid" }, setup },
        { status: 400 },
      );
    }
    return data<Result>(
      { form: "2fa", ok: true, message: "settings.twoFactorEnabled" },
      { headers: result.headers },
    );
  }
  if (intent === "password") {
    const parsed = passwordFormSchema.safeParse(nestFormData(form));
    if (!parsed.success)
      return data<Result>(
        { form: "password", ok: false, errors: issuesByPath(parsed.error.issues) },
        { status: 400 },
      );
    const result = await changeAdminPassword({
      request,
      account: session,
      currentPassword: parsed.data.currentPassword,
      newPassword: parsed.data.newPassword,
    });
    if (!result.ok) {
      return data<Result>(
        {
          form: "password",
          ok: false,
          errors: result.reason === "wrongPassword" ? { currentPassword: "settings.wrongPassword" } : {},
          message: result.reason === "failed" ? "settings.failed" : undefined,
        },
        { status: result.reason === "failed" ? 500 : 400 },
      );
    }
    return data<Result>(
      { form: "password", ok: true, message: "settings.passwordSaved" },
      { headers: result.headers },
    );
  }
  const raw = nestFormData(form);
  const parsed = settingsFormSchema.safeParse(raw);
  if (!parsed.success) {
    return data<Result>(
      {
        form: "settings",
        ok: false,
        errors: issuesByPath(parsed.error.issues),
        message: "settings.invalid",
        values: raw,
      },
      { status: 400 },
    );
  }
  await saveSettings(parsed.data, session.email);
  return data<Result>({ form: "settings", ok: true, message: "settings.saved" });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.settings");

/** The value to show: what was just posted (so nothing typed is lost), else what is saved. */
function pick(values: Record<string, unknown> | undefined, path: string, saved: unknown): string {
  if (values) {
    let node: unknown = values;
    for (const part of path.split("."))
      node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
    if (typeof node === "string") return node;
  }
  return saved === null || saved === undefined ? "" : String(saved);
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const { settings, email, twoFactor, writer } = loaderData;
  const result = actionData as Result | undefined;
  const errorsFor = (form: Result["form"]) => (result?.form === form ? (result.errors ?? {}) : {});
  const e = errorsFor("settings");
  const err = (path: string) => (e[path] ? t(e[path] as "errors.required") : undefined);
  const values = result?.form === "settings" && !result.ok ? result.values : undefined;
  const v = (path: string, saved: unknown) => pick(values, path, saved);
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const days = ["weekdays", "saturday", "sunday"] as const;

  return (
    <AdminPage title={t("pages.settings")}>
      <div className="space-y-8">
        {result?.form === "settings" && result.message ? (
          <Notice tone={result.ok ? "success" : "danger"}>{t(result.message as "settings.saved")}</Notice>
        ) : null}
        <Form method="post" className="space-y-6" noValidate>
          <input type="hidden" name="intent" value="settings" />
          <FormSection title={t("settings.siteTitle")}>
            <Field
              label={t("settings.brandName")}
              name="brandName"
              defaultValue={v("brandName", settings.brandName)}
              error={err("brandName")}
            />
            <div className="sm:col-span-2 grid gap-4 sm:grid-cols-2">
              <Field
                label={t("settings.descriptionSr")}
                name="description.sr"
                defaultValue={v("description.sr", settings.description.sr)}
                error={err("description.sr")}
                hint={t("settings.descriptionHint")}
              />
              <Field
                label={t("settings.descriptionEn")}
                name="description.en"
                defaultValue={v("description.en", settings.description.en)}
                error={err("description.en")}
              />
            </div>
          </FormSection>
          <FormSection title={t("settings.contactTitle")}>
            <Field
              label={t("settings.street")}
              name="address.street"
              defaultValue={v("address.street", settings.address.street)}
              error={err("address.street")}
              autoComplete="street-address"
            />
            <div className="grid grid-cols-[1fr_2fr] gap-4">
              <Field
                label={t("settings.postalCode")}
                name="address.postalCode"
                defaultValue={v("address.postalCode", settings.address.postalCode)}
                error={err("address.postalCode")}
              />
              <Field
                label={t("settings.city")}
                name="address.city"
                defaultValue={v("address.city", settings.address.city)}
                error={err("address.city")}
              />
            </div>
            <Field
              label={t("settings.email")}
              name="email"
              type="email"
              defaultValue={v("email", settings.email)}
              error={err("email")}
            />
            <Field
              label={t("settings.phone")}
              name="phone"
              type="tel"
              defaultValue={v("phone", settings.phone)}
              error={err("phone")}
            />
          </FormSection>
          <FormSection title={t("settings.hoursTitle")}>
            {days.map((day) => {
              const saved = settings.workingHours[day];
              const closedPosted = values
                ? pick(values, `workingHours.${day}.closed`, "") !== ""
                : saved === null;
              return (
                <div
                  key={day}
                  className="sm:col-span-2 grid items-end gap-3 sm:grid-cols-[12rem_1fr_1fr_auto]"
                >
                  <p className="pb-2.5 text-sm font-semibold text-olive-800">{t(`settings.${day}`)}</p>
                  <Field
                    label={t("settings.opens")}
                    name={`workingHours.${day}.open`}
                    defaultValue={v(`workingHours.${day}.open`, saved?.open ?? "")}
                    error={err(`workingHours.${day}.open`)}
                    inputMode="numeric"
                  />
                  <Field
                    label={t("settings.closes")}
                    name={`workingHours.${day}.close`}
                    defaultValue={v(`workingHours.${day}.close`, saved?.close ?? "")}
                    error={err(`workingHours.${day}.close`)}
                    inputMode="numeric"
                  />
                  <label className="flex h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name={`workingHours.${day}.closed`}
                      value="1"
                      defaultChecked={closedPosted}
                      className="h-4 w-4 accent-olive-700"
                    />
                    {t("settings.closed")}
                  </label>
                </div>
              );
            })}
          </FormSection>
          <FormSection title={t("settings.shopsTitle")}>
            {[0, 1].map((i) => (
              <div key={i} className="space-y-3 rounded-md bg-linen/60 p-4">
                <p className="text-sm font-semibold text-olive-800">{t("settings.shop", { n: i + 1 })}</p>
                <Field
                  label={t("settings.shopName")}
                  name={`shops.${i}.name`}
                  defaultValue={v(`shops.${i}.name`, settings.shops[i]?.name)}
                  error={err(`shops.${i}.name`)}
                />
                <Field
                  label={t("settings.shopUrl")}
                  name={`shops.${i}.url`}
                  type="url"
                  defaultValue={v(`shops.${i}.url`, settings.shops[i]?.url)}
                  error={err(`shops.${i}.url`)}
                />
              </div>
            ))}
          </FormSection>
          <FormSection title={t("settings.socialTitle")}>
            {(["instagram", "facebook", "youtube"] as const).map((network) => (
              <Field
                key={network}
                label={t(`settings.${network}`)}
                name={`social.${network}`}
                type="url"
                defaultValue={v(`social.${network}`, settings.social[network])}
                error={err(`social.${network}`)}
              />
            ))}
          </FormSection>
          <FormSection title={t("settings.overlayTitle")} description={t("settings.overlayHint")}>
            <Field
              label={t("settings.overlayInitial")}
              name="overlay.initialMs"
              inputMode="numeric"
              defaultValue={v("overlay.initialMs", settings.overlay.initialMs)}
              error={err("overlay.initialMs")}
            />
            <Field
              label={t("settings.overlayNavigation")}
              name="overlay.navigationMs"
              inputMode="numeric"
              defaultValue={v("overlay.navigationMs", settings.overlay.navigationMs)}
              error={err("overlay.navigationMs")}
            />
          </FormSection>
          <button type="submit" className={buttonPrimary} disabled={busy("settings")}>
            {busy("settings") ? t("settings.saving") : t("settings.save")}
          </button>
        </Form>

        <section
          aria-labelledby="writer-title"
          className="rounded-lg bg-white p-5 ring-1 ring-line sm:p-6"
          data-testid="writer-setting"
        >
          <h2 id="writer-title" className="font-serif text-xl font-semibold text-olive-800">
            {t("social.writer.settingsTitle")}
          </h2>
          <p className="mt-2 text-sm">
            {writer.kind === "ai"
              ? t("social.writer.ai", { model: writer.model, host: writer.host })
              : t("social.writer.builtin")}
          </p>
          <p className="mt-1 text-xs text-muted">{t("social.writer.settingsHint")}</p>
        </section>

        <section aria-labelledby="account-title" className="space-y-6 border-t border-line pt-8">
          <h2 id="account-title" className="text-2xl">
            {t("settings.accountTitle")}
          </h2>
          {result && (result.form === "email" || result.form === "password") && result.message ? (
            <Notice tone={result.ok ? "success" : "danger"}>{t(result.message as "settings.saved")}</Notice>
          ) : null}
          <Form
            method="post"
            className="flex flex-col gap-4 rounded-lg bg-white p-5 ring-1 ring-line sm:flex-row sm:items-end sm:p-6"
            noValidate
          >
            <input type="hidden" name="intent" value="email" />
            <Field
              className="flex-1"
              label={t("settings.accountEmail")}
              name="email"
              type="email"
              autoComplete="username"
              defaultValue={email}
              error={errorsFor("email").email ? t(errorsFor("email").email as "errors.email") : undefined}
            />
            <button type="submit" className={buttonPrimary} disabled={busy("email")}>
              {t("settings.saveEmail")}
            </button>
          </Form>
          <Form method="post" className="rounded-lg bg-white p-5 ring-1 ring-line sm:p-6" noValidate>
            <input type="hidden" name="intent" value="password" />
            <h3 className="mb-4 text-xl">{t("settings.passwordTitle")}</h3>
            <div className="grid gap-4 sm:grid-cols-3">
              {(["currentPassword", "newPassword", "confirmPassword"] as const).map((name) => {
                const key = errorsFor("password")[name];
                return (
                  <Field
                    key={name}
                    label={t(`settings.${name}`)}
                    name={name}
                    type="password"
                    autoComplete={name === "currentPassword" ? "current-password" : "new-password"}
                    error={key ? t(key as "errors.required") : undefined}
                  />
                );
              })}
            </div>
            <button type="submit" className={`${buttonPrimary} mt-5`} disabled={busy("password")}>
              {t("settings.savePassword")}
            </button>
          </Form>
          <section
            className="rounded-lg bg-white p-5 ring-1 ring-line sm:p-6"
            aria-labelledby="two-factor-title"
            data-testid="two-factor"
          >
            <h3 id="two-factor-title" className="text-xl">
              {t("settings.twoFactorTitle")}
            </h3>
            {result?.form === "2fa" && result.message ? (
              <div className="mt-3">
                <Notice tone={result.ok ? "success" : "danger"}>
                  {t(result.message as "settings.saved")}
                </Notice>
              </div>
            ) : null}
            <p className="mt-2 text-sm text-muted">
              {twoFactor ? t("settings.twoFactorOn") : t("settings.twoFactorOff")}
            </p>
            {result?.form === "2fa" && result.setup ? (
              <div className="mt-4 space-y-4">
                <p className="text-sm">{t("settings.twoFactorSecret")}</p>
                <p
                  className="rounded-md bg-linen px-4 py-3 font-mono text-base tracking-wider break-all"
                  data-testid="two-factor-secret"
                >
                  {result.setup.secret}
                </p>
                <p className="text-sm">
                  <a href={result.setup.uri} className="text-olive-700 underline underline-offset-4">
                    {t("settings.twoFactorUri")}
                  </a>
                </p>
                <div>
                  <p className="text-sm font-semibold">{t("settings.twoFactorBackup")}</p>
                  <p className="text-xs text-muted">{t("settings.twoFactorBackupHint")}</p>
                  <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5">
                    {result.setup.backupCodes.map((code) => (
                      <li key={code}>{code}</li>
                    ))}
                  </ul>
                </div>
                <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
                  <input type="hidden" name="intent" value="2fa-confirm" />
                  {/* Shown again if the code is wrong, so the app need not be set up twice. */}
                  <input type="hidden" name="setupSecret" value={result.setup.secret} />
                  <input type="hidden" name="setupUri" value={result.setup.uri} />
                  <input type="hidden" name="setupCodes" value={result.setup.backupCodes.join(" ")} />
                  <Field
                    className="flex-1"
                    label={t("settings.twoFactorCode")}
                    name="code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                  />
                  <button type="submit" className={buttonPrimary} disabled={busy("2fa-confirm")}>
                    {t("settings.twoFactorConfirm")}
                  </button>
                </Form>
              </div>
            ) : (
              <Form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
                <input type="hidden" name="intent" value={twoFactor ? "2fa-disable" : "2fa-start"} />
                <Field
                  className="flex-1"
                  label={t("settings.twoFactorPassword")}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  error={
                    errorsFor("2fa").password ? t(errorsFor("2fa").password as "errors.required") : undefined
                  }
                />
                <button
                  type="submit"
                  className={buttonPrimary}
                  disabled={busy("2fa-start") || busy("2fa-disable")}
                >
                  {twoFactor ? t("settings.twoFactorDisable") : t("settings.twoFactorStart")}
                </button>
              </Form>
            )}
            {result?.form === "2fa" && result.errors?.code ? (
              <p className="mt-2 text-sm text-danger" role="alert">
                {t(result.errors.code as "settings.twoFactorCodeInvalid")}
              </p>
            ) : null}
          </section>
        </section>
      </div>
    </AdminPage>
  );
}
