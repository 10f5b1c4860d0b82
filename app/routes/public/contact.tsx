import { useTranslation } from "react-i18next";
import { PageHero } from "#app/components/layout/page-hero.tsx";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "#app/components/ui/icons.tsx";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches, useRootData } from "#app/root-data.ts";
import { defaultSettings } from "#app/schemas/settings-defaults.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = getT(site.locale);
  return pageMeta(site, {
    title: t("contact:meta.title"),
    description: t("contact:meta.description"),
    path: "/kontakt",
  });
};

export default function Contact() {
  const { t } = useTranslation(["contact", "common"]);
  const settings = useRootData()?.settings ?? defaultSettings;
  const hours = settings.workingHours;
  const row = (label: string, value: { open: string; close: string } | null) => (
    <div className="flex justify-between gap-6 py-1.5">
      <dt>{label}</dt>
      <dd className="font-medium">{value ? `${value.open} – ${value.close}` : t("common:hours.closed")}</dd>
    </div>
  );
  return (
    <main id="main" tabIndex={-1}>
      <PageHero title={t("contact:heading")} intro={t("contact:intro")} />
      <section className="mx-auto grid max-w-page gap-8 px-5 py-14 sm:px-8 md:grid-cols-2">
        <address className="space-y-4 rounded-xl bg-white p-8 not-italic shadow-soft ring-1 ring-line">
          <p className="flex gap-3">
            <MapPinIcon className="mt-0.5 h-5 w-5 text-honey-500" />
            {settings.address.street}, {settings.address.postalCode} {settings.address.city}
          </p>
          <p className="flex gap-3">
            <MailIcon className="mt-0.5 h-5 w-5 text-honey-500" />
            <a className="text-olive-700 underline underline-offset-4" href={`mailto:${settings.email}`}>
              {settings.email}
            </a>
          </p>
          <p className="flex gap-3">
            <PhoneIcon className="mt-0.5 h-5 w-5 text-honey-500" />
            <a
              className="text-olive-700 underline underline-offset-4"
              href={`tel:${settings.phone.replace(/[^\d+]/g, "")}`}
            >
              {settings.phone}
            </a>
          </p>
        </address>
        <div className="rounded-xl bg-white p-8 shadow-soft ring-1 ring-line">
          <h2 className="flex items-center gap-3 text-xl">
            <ClockIcon className="h-5 w-5 text-honey-500" />
            {t("common:hours.title")}
          </h2>
          <dl className="mt-4 divide-y divide-line text-sm">
            {row(t("common:hours.weekdays"), hours.weekdays)}
            {row(t("common:hours.saturday"), hours.saturday)}
            {row(t("common:hours.sunday"), hours.sunday)}
          </dl>
        </div>
      </section>
    </main>
  );
}
