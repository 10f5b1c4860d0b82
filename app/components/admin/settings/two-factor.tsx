import { getFormProps } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { TextField } from "#app/components/admin/form/field.tsx";
import { useAdminForm, useSubmittingAny } from "#app/components/admin/form/use-admin-form.ts";
import { QrCode } from "#app/components/admin/settings/qr-code.tsx";
import type { SettingsReply, TwoFactorSetup } from "#app/components/admin/settings/reply.ts";
import { buttonPrimary, buttonSecondary, Notice } from "#app/components/ui/field.tsx";
import { CopyButton } from "#app/components/ui/social-post.tsx";
import { twoFactorCodeSchema, twoFactorPasswordSchema } from "#app/schemas/settings-form.ts";

/** Sign-in codes from a phone app: turned on with the password and a first code, off with the password. */
export function TwoFactorSection({ enabled, reply }: { enabled: boolean; reply?: SettingsReply }) {
  const { t } = useTranslation("admin");
  return (
    <section
      className="rounded-lg bg-white p-5 ring-1 ring-line sm:p-6"
      aria-labelledby="two-factor-title"
      data-testid="two-factor"
    >
      <h3 id="two-factor-title" className="text-xl">
        {t("settings.twoFactorTitle")}
      </h3>
      {reply?.message ? (
        <div className="mt-3">
          <Notice tone={reply.ok ? "success" : "danger"}>{t(reply.message as "settings.saved")}</Notice>
        </div>
      ) : null}
      <p className="mt-2 text-sm text-muted">
        {enabled ? t("settings.twoFactorOn") : t("settings.twoFactorOff")}
      </p>
      {reply?.setup ? (
        <SetupSteps setup={reply.setup} reply={reply} />
      ) : (
        <PasswordStep enabled={enabled} reply={reply} />
      )}
    </section>
  );
}

function PasswordStep({ enabled, reply }: { enabled: boolean; reply?: SettingsReply }) {
  const { t } = useTranslation("admin");
  const busy = useSubmittingAny();
  const [form, fields] = useAdminForm({
    id: "two-factor-password",
    schema: twoFactorPasswordSchema,
    lastResult: reply?.result,
  });
  return (
    <Form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={enabled ? "2fa-disable" : "2fa-start"} />
      <TextField
        className="flex-1"
        field={fields.password}
        type="password"
        autoComplete="current-password"
        label={t("settings.twoFactorPassword")}
      />
      <button type="submit" className={buttonPrimary} disabled={busy("2fa-start", "2fa-disable")}>
        {enabled ? t("settings.twoFactorDisable") : t("settings.twoFactorStart")}
      </button>
    </Form>
  );
}

function SetupSteps({ setup, reply }: { setup: TwoFactorSetup; reply: SettingsReply }) {
  const { t } = useTranslation("admin");
  const busy = useSubmittingAny();
  const [form, fields] = useAdminForm({
    id: "two-factor-code",
    schema: twoFactorCodeSchema,
    lastResult: reply.result,
  });
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-6">
        <div className="w-44 shrink-0 self-center rounded-md p-1 ring-1 ring-line sm:self-start">
          <QrCode qr={setup.qr} label={t("settings.twoFactorQrAlt")} />
        </div>
        <div className="min-w-0 space-y-3">
          <p className="text-sm">{t("settings.twoFactorScan")}</p>
          <p className="text-sm text-muted">{t("settings.twoFactorSecret")}</p>
          <p
            className="rounded-md bg-linen px-4 py-3 font-mono text-base tracking-wider break-all"
            data-testid="two-factor-secret"
          >
            {setup.secret}
          </p>
          <p className="text-sm">
            <a href={setup.uri} className="text-olive-700 underline underline-offset-4">
              {t("settings.twoFactorUri")}
            </a>
          </p>
        </div>
      </div>
      <BackupCodes codes={setup.backupCodes} />
      <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="2fa-confirm" />
        {/* Posted back, so a wrong code shows the same setup again. */}
        <input type="hidden" name="setupSecret" value={setup.secret} />
        <input type="hidden" name="setupUri" value={setup.uri} />
        <input type="hidden" name="setupCodes" value={setup.backupCodes.join(" ")} />
        <TextField
          className="flex-1"
          field={fields.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          label={t("settings.twoFactorCode")}
        />
        <button type="submit" className={buttonPrimary} disabled={busy("2fa-confirm")}>
          {t("settings.twoFactorConfirm")}
        </button>
      </Form>
    </div>
  );
}

/**
 * The one-time backup codes, to keep: visible to copy by hand, downloaded as a text
 * file (a plain post of the codes shown to /admin/account/backup-codes, which
 * answers with the file; without JavaScript too), or copied with a button.
 */
function BackupCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation("admin");
  const [canCopy, setCanCopy] = useState(false);
  useEffect(() => setCanCopy(Boolean(navigator.clipboard)), []);
  if (codes.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-semibold">{t("settings.twoFactorBackup")}</p>
      <p className="text-xs text-muted">{t("settings.twoFactorBackupHint")}</p>
      <ul
        className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 font-mono text-sm sm:grid-cols-5"
        data-testid="two-factor-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        {/* A document post: the answer is a download and the page stays as it is. */}
        <form method="post" action="/admin/account/backup-codes">
          <input type="hidden" name="codes" value={codes.join(" ")} />
          <button type="submit" className={buttonSecondary}>
            {t("settings.twoFactorDownload")}
          </button>
        </form>
        {canCopy ? (
          <CopyButton
            text={codes.join("\n")}
            label={t("settings.twoFactorCopy")}
            className={buttonSecondary}
            said={{ copied: t("settings.twoFactorCopied"), failed: t("settings.twoFactorCopyFailed") }}
          />
        ) : null}
      </div>
    </div>
  );
}
