import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import type { SettingsReply } from "#app/components/admin/settings/reply.ts";
import { ShopLinksPanel } from "#app/components/admin/settings/shop-links-panel.tsx";
import { SiteSettingsForm } from "#app/components/admin/settings/site-settings-form.tsx";
import { WriterSetting } from "#app/components/admin/settings/writer-setting.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { listLeftBehindShopLinks, moveShopLinks } from "#app/domain/catalogue/shop-links.server.ts";
import { describeConflict } from "#app/domain/content/record-version.server.ts";
import { getSettings, getSettingsVersion, saveSettings } from "#app/domain/settings/settings.server.ts";
import { describeWriter } from "#app/domain/social/ai-provider.server.ts";
import { dispatchIntent } from "#app/http/intents.server.ts";
import { postedVersion, versionToken } from "#app/schemas/record-version.ts";
import {
  moveShopLinksSchema,
  type SettingsFormName,
  settingsFormSchema,
} from "#app/schemas/settings-form.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/settings";

export async function loader(_args: Route.LoaderArgs) {
  const [settings, version] = await Promise.all([getSettings(), getSettingsVersion()]);
  const token = versionToken(version, settings);
  // Products' shop links a new shop address left behind, offered to be moved.
  const leftBehind = await listLeftBehindShopLinks(settings.shops);
  return { settings, version: token, writer: describeWriter(), leftBehind };
}

const reply = (value: SettingsReply, init?: number | ResponseInit) => data(value, init);

export async function action({ request, context }: Route.ActionArgs) {
  const { email } = context.get(adminSessionContext);
  return dispatchIntent(
    request,
    {
      settings: (form) => saveSiteSettings(form, email),
      shopLinks: (form) => moveLinks(form, email),
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

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.settings");

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { settings, version, writer, leftBehind } = loaderData;
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
        <p className="border-t border-line pt-6 text-sm text-muted">
          {t("account.whereNow")}{" "}
          <Link to="/admin/account" className="font-medium text-olive-700 underline underline-offset-4">
            {t("pages.account")}
          </Link>
        </p>
      </div>
    </AdminPage>
  );
}
