import { useTranslation } from "react-i18next";
import { data, Form, useNavigation } from "react-router";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { buttonPrimary, Field, FormSection, Notice } from "#app/components/ui/field.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { recordAudit } from "#app/domain/audit/audit.server.ts";
import { changeAdminEmail, changeAdminPassword } from "#app/domain/auth/account.server.ts";
import { getSettings, saveSettings } from "#app/domain/settings/settings.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches } from "#app/root-data.ts";
import { issuesByPath, nestFormData } from "#app/schemas/form-data.ts";
import { accountEmailSchema, passwordFormSchema, settingsFormSchema } from "#app/schemas/settings-form.ts";
import { brandTitle } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/settings";

export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  return { settings: await getSettings(), email: session.email };
}

type Result = {
  form: "settings" | "email" | "password";
  ok: boolean;
  errors?: Record<string, string>;
  message?: string;
  values?: Record<string, unknown>;
};

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "email") {
    const parsed = accountEmailSchema.safeParse(nestFormData(form));
    if (!parsed.success)
      return data<Result>(
        { form: "email", ok: false, errors: issuesByPath(parsed.error.issues) },
        { status: 400 },
      );
    const result = await changeAdminEmail(session.userId, parsed.data.email);
    if (result === "taken")
      return data<Result>(
        { form: "email", ok: false, errors: { email: "settings.emailTaken" } },
        { status: 409 },
      );
    await recordAudit({ actor: session.email, action: "update", entity: "email", entityId: session.userId });
    return data<Result>({ form: "email", ok: true, message: "settings.emailSaved" });
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
    await recordAudit({
      actor: session.email,
      action: "update",
      entity: "password",
      entityId: session.userId,
    });
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
  await saveSettings(parsed.data);
  await recordAudit({ actor: session.email, action: "update", entity: "settings" });
  return data<Result>({ form: "settings", ok: true, message: "settings.saved" });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return [
    { title: brandTitle(getT(site.locale)("admin:pages.settings"), site.brand) },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

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
  const { settings, email } = loaderData;
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

        <section aria-labelledby="account-title" className="space-y-6 border-t border-line pt-8">
          <h2 id="account-title" className="text-2xl">
            {t("settings.accountTitle")}
          </h2>
          {result && result.form !== "settings" && result.message ? (
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
        </section>
      </div>
    </AdminPage>
  );
}
