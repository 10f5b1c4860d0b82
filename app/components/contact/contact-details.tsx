import { useTranslation } from "react-i18next";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "#app/components/ui/icons.tsx";
import type { Settings } from "#app/schemas/settings.ts";

type Day = "weekdays" | "saturday" | "sunday";

/** The workshop's address in one line, or null when it is the office's (no street given). */
export function workshopAddress(settings: Settings): string | null {
  const { street, postalCode, city } = settings.workshop;
  if (!street) return null;
  return `${street}, ${[postalCode, city].filter(Boolean).join(" ")}`;
}

/** Address, email, phone and working hours, with whether the workshop is open now. */
export function ContactDetails({
  settings,
  address,
  today,
}: {
  settings: Settings;
  address: string;
  today: { day: Day; open: boolean };
}) {
  const { t } = useTranslation(["contact", "common"]);
  const hours = settings.workingHours;
  const workshop = workshopAddress(settings);
  const row = (part: Day, labelKey: string) => {
    const value = hours[part];
    const isToday = today.day === part;
    return (
      <div
        className={`flex justify-between gap-6 py-2 ${isToday ? "font-semibold text-olive-800" : ""}`}
        data-today={isToday ? "true" : undefined}
      >
        <dt>
          {t(labelKey as "common:hours.weekdays")}
          {isToday ? <span className="sr-only"> ({t("contact:info.today")})</span> : null}
        </dt>
        <dd>{value ? `${value.open} – ${value.close}` : t("common:hours.closed")}</dd>
      </div>
    );
  };
  return (
    <section
      aria-labelledby="contact-info-title"
      className="rounded-xl bg-white p-7 shadow-soft ring-1 ring-line lg:col-start-1 lg:row-start-1"
    >
      <h2 id="contact-info-title" className="text-xl">
        {t("contact:info.title")}
      </h2>
      <address className="mt-4 space-y-3 not-italic">
        <p className="flex gap-3" data-testid="office-address">
          <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-honey-500" />
          <span>
            <span className="block text-xs font-semibold uppercase tracking-wide text-muted">
              {t("contact:info.office")}
            </span>
            {address}
          </span>
        </p>
        {workshop ? (
          <p className="flex gap-3" data-testid="workshop-address">
            <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-honey-500" />
            <span>
              <span className="block text-xs font-semibold uppercase tracking-wide text-muted">
                {t("contact:info.workshop")}
              </span>
              {workshop}
            </span>
          </p>
        ) : null}
        <p className="flex gap-3">
          <MailIcon className="mt-0.5 h-5 w-5 shrink-0 text-honey-500" />
          <a className="text-olive-700 underline underline-offset-4" href={`mailto:${settings.email}`}>
            {settings.email}
          </a>
        </p>
        <p className="flex gap-3">
          <PhoneIcon className="mt-0.5 h-5 w-5 shrink-0 text-honey-500" />
          <a
            className="text-olive-700 underline underline-offset-4"
            href={`tel:${settings.phone.replace(/[^\d+]/g, "")}`}
          >
            {settings.phone}
          </a>
        </p>
      </address>
      <div className="mt-7 border-t border-line pt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="flex items-center gap-2.5 font-sans text-base font-semibold">
            <ClockIcon className="h-5 w-5 text-honey-500" />
            {workshop ? t("contact:info.officeHours") : t("common:hours.title")}
          </h3>
          <span
            className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold ${
              today.open ? "bg-success-bg text-success" : "bg-linen text-muted"
            }`}
            data-testid="open-status"
            data-open={today.open ? "true" : "false"}
          >
            <span
              aria-hidden="true"
              className={`h-2 w-2 rounded-full ${today.open ? "bg-success" : "bg-muted"}`}
            />
            {today.open ? t("contact:info.openNow") : t("contact:info.closedNow")}
          </span>
        </div>
        <dl className="mt-3 divide-y divide-line text-sm">
          {row("weekdays", "common:hours.weekdays")}
          {row("saturday", "common:hours.saturday")}
          {row("sunday", "common:hours.sunday")}
        </dl>
      </div>
    </section>
  );
}
