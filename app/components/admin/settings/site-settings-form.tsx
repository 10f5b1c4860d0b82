import { type FieldMetadata, getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormErrorSummary } from "#app/components/admin/form/error-summary.tsx";
import { CheckboxField, TextField } from "#app/components/admin/form/field.tsx";
import { fieldList, useAdminForm, useSubmitting } from "#app/components/admin/form/use-admin-form.ts";
import { VersionConflictNotice, VersionField } from "#app/components/admin/form/version-conflict.tsx";
import type { SettingsReply } from "#app/components/admin/settings/reply.ts";
import { buttonPrimary, FormSection, Notice } from "#app/components/ui/field.tsx";
import type { Settings } from "#app/schemas/settings.ts";
import { settingsFormSchema } from "#app/schemas/settings-form.ts";
import { secondsText } from "./seconds.ts";

const days = ["weekdays", "saturday", "sunday"] as const;

/** The saved settings shaped as the form posts them. */
function formValues(settings: Settings, locale: string) {
  return {
    ...settings,
    workingHours: Object.fromEntries(
      days.map((day) => {
        const hours = settings.workingHours[day];
        return [day, hours ? { open: hours.open, close: hours.close } : { closed: "1" }];
      }),
    ),
    overlay: {
      initialSeconds: secondsText(settings.overlay.initialMs, locale),
      navigationSeconds: secondsText(settings.overlay.navigationMs, locale),
    },
    newsletter: { perMinute: String(settings.newsletter.perMinute) },
  };
}

/** The site's own settings: name, contact, hours, shops, social links and the loading screen. */
export function SiteSettingsForm({
  settings,
  version,
  reply,
  leftBehind = false,
}: {
  settings: Settings;
  /** The version the form is loaded with (record-version.ts). */
  version: string;
  reply?: SettingsReply;
  /** Some products' shop links are off their shop's site (listed above the form). */
  leftBehind?: boolean;
}) {
  const { t, i18n } = useTranslation("admin");
  const [form, fields] = useAdminForm({
    id: "site-settings",
    schema: settingsFormSchema,
    lastResult: reply?.result,
    defaultValue: formValues(settings, i18n.language),
  });
  const saving = useSubmitting("settings");
  const address = fields.address.getFieldset();
  const description = fields.description.getFieldset();
  const hours = fields.workingHours.getFieldset();
  const shops = fieldList(fields.shops);
  const social = fields.social.getFieldset();
  const overlay = fields.overlay.getFieldset();
  const company = fields.company.getFieldset();
  const certificate = fields.certificate.getFieldset();
  const workshop = fields.workshop.getFieldset();
  const newsletter = fields.newsletter.getFieldset();
  return (
    <Form method="post" className="space-y-6" {...getFormProps(form)}>
      {reply?.message && (reply.ok || reply.message !== "settings.invalid") ? (
        <Notice tone={reply.ok ? "success" : "danger"}>{t(reply.message as "settings.saved")}</Notice>
      ) : null}
      {reply?.ok && leftBehind ? (
        <p className="text-sm font-medium text-olive-800">
          <a href="#shop-links" className="underline underline-offset-4">
            {t("settings.shopLinksAfterSave")}
          </a>
        </p>
      ) : null}
      <FormErrorSummary form={form} />
      <input type="hidden" name="intent" value="settings" />
      <VersionField token={version} conflict={reply?.conflict} />
      {reply?.conflict ? (
        <VersionConflictNotice
          conflict={reply.conflict}
          labels={{
            brandName: t("settings.brandName"),
            "description.sr": t("settings.descriptionSr"),
            "description.en": t("settings.descriptionEn"),
            address: t("settings.contactTitle"),
            email: t("settings.email"),
            phone: t("settings.phone"),
            workingHours: t("settings.hoursTitle"),
            shops: t("settings.shopsTitle"),
            social: t("settings.socialTitle"),
            overlay: t("settings.overlayTitle"),
            company: t("settings.companyTitle"),
            certificate: t("settings.certificateTitle"),
            workshop: t("settings.workshopTitle"),
            newsletter: t("settings.newsletterTitle"),
          }}
        />
      ) : null}
      <FormSection title={t("settings.siteTitle")}>
        <TextField field={fields.brandName} label={t("settings.brandName")} />
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <TextField
            field={description.sr}
            label={t("settings.descriptionSr")}
            hint={t("settings.descriptionHint")}
          />
          <TextField field={description.en} label={t("settings.descriptionEn")} />
        </div>
      </FormSection>
      <FormSection title={t("settings.contactTitle")} description={t("settings.officeHint")}>
        <TextField field={address.street} label={t("settings.street")} autoComplete="street-address" />
        <div className="grid grid-cols-[1fr_2fr] gap-4">
          <TextField field={address.postalCode} label={t("settings.postalCode")} />
          <TextField field={address.city} label={t("settings.city")} />
        </div>
        <TextField field={fields.email} type="email" label={t("settings.email")} />
        <TextField field={fields.phone} type="tel" label={t("settings.phone")} />
      </FormSection>
      <FormSection title={t("settings.workshopTitle")} description={t("settings.workshopHint")}>
        <TextField field={workshop.street} label={t("settings.street")} />
        <div className="grid grid-cols-[1fr_2fr] gap-4">
          <TextField field={workshop.postalCode} label={t("settings.postalCode")} />
          <TextField field={workshop.city} label={t("settings.city")} />
        </div>
      </FormSection>
      <FormSection title={t("settings.companyTitle")} description={t("settings.companyHint")}>
        <TextField field={company.legalName} label={t("settings.legalName")} />
        <TextField field={company.address} label={t("settings.registeredAddress")} />
        <TextField field={company.pib} inputMode="numeric" label={t("settings.pib")} />
        <TextField field={company.mb} inputMode="numeric" label={t("settings.mb")} />
      </FormSection>
      <FormSection title={t("settings.certificateTitle")} description={t("settings.certificateHint")}>
        <TextField field={certificate.body} label={t("settings.certificateBody")} />
        <TextField field={certificate.number} label={t("settings.certificateNumber")} />
      </FormSection>
      <FormSection title={t("settings.hoursTitle")}>
        {days.map((day) => (
          <DayHours key={day} label={t(`settings.${day}`)} field={hours[day]} />
        ))}
      </FormSection>
      <FormSection title={t("settings.shopsTitle")}>
        {shops.map((shop, i) => {
          const { name, url, searchUrl } = shop.getFieldset();
          return (
            <div
              key={shop.key}
              className="space-y-3 rounded-md bg-linen/60 p-4"
              data-label-group={t("settings.shop", { n: i + 1 })}
            >
              <p className="text-sm font-semibold text-olive-800">{t("settings.shop", { n: i + 1 })}</p>
              <TextField field={name} label={t("settings.shopName")} />
              <TextField field={url} type="url" label={t("settings.shopUrl")} />
              <TextField
                field={searchUrl}
                type="url"
                label={t("settings.shopSearchUrl")}
                hint={t("settings.shopSearchHint")}
              />
            </div>
          );
        })}
      </FormSection>
      <FormSection title={t("settings.socialTitle")}>
        {(["instagram", "facebook", "youtube"] as const).map((network) => (
          <TextField key={network} field={social[network]} type="url" label={t(`settings.${network}`)} />
        ))}
      </FormSection>
      <FormSection title={t("settings.overlayTitle")} description={t("settings.overlayHint")}>
        <TextField field={overlay.initialSeconds} inputMode="decimal" label={t("settings.overlayInitial")} />
        <TextField
          field={overlay.navigationSeconds}
          inputMode="decimal"
          label={t("settings.overlayNavigation")}
        />
      </FormSection>
      <FormSection title={t("settings.newsletterTitle")} description={t("settings.newsletterHint")}>
        <TextField
          field={newsletter.perMinute}
          inputMode="numeric"
          label={t("settings.newsletterPerMinute")}
        />
      </FormSection>
      <button type="submit" className={buttonPrimary} disabled={saving}>
        {saving ? t("settings.saving") : t("settings.save")}
      </button>
    </Form>
  );
}

function DayHours({
  label,
  field,
}: {
  label: string;
  field: FieldMetadata<{ open?: string; close?: string; closed?: string }>;
}) {
  const { t } = useTranslation("admin");
  const { open, close, closed } = field.getFieldset();
  return (
    <div
      className="grid items-end gap-3 sm:col-span-2 sm:grid-cols-[12rem_1fr_1fr_auto]"
      data-label-group={label}
    >
      <p className="pb-2.5 text-sm font-semibold text-olive-800">{label}</p>
      <TextField field={open} inputMode="numeric" label={t("settings.opens")} />
      <TextField field={close} inputMode="numeric" label={t("settings.closes")} />
      <CheckboxField field={closed} value="1" label={t("settings.closed")} />
    </div>
  );
}
