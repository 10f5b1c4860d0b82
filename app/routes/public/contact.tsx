import { parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, type ShouldRevalidateFunctionArgs, useActionData, useNavigation } from "react-router";
import { PageHero } from "#app/components/layout/page-hero.tsx";
import { ClockIcon, ExternalIcon, MailIcon, MapPinIcon, PhoneIcon } from "#app/components/ui/icons.tsx";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { StaticHtml } from "#app/components/ui/static-html.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { getContactPageData, submitContactMessage } from "#app/domain/contact/messages.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { getLogger } from "#app/logger.server.ts";
import { siteFromMatches, useRootData } from "#app/root-data.ts";
import { contactSchema } from "#app/schemas/contact.ts";
import { contactErrors } from "#app/schemas/contact-rules.ts";
import { contactLimits, contactSubjects } from "#app/schemas/contact-shared.ts";
import { defaultSettings } from "#app/schemas/settings-defaults.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { businessJsonLd, faqJsonLd } from "#app/seo/structured-data.ts";
import type { Route } from "./+types/contact";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  const url = new URL(request.url);
  const subject = contactSubjects.find((s) => s === url.searchParams.get("subject"));
  const productParam = url.searchParams.get("product") ?? "";
  const productId = /^[a-z0-9-]{1,120}$/.test(productParam) ? productParam : undefined;
  const page = await getContactPageData({ locale, productId });
  return { ...page, prefill: { subject: subject ?? (page.product ? "products" : undefined) } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, clientIp } = context.get(requestInfoContext);
  const submission = parseWithZod(await readForm(request), { schema: contactSchema });
  if (submission.status !== "success") {
    return data({ state: "invalid" as const, result: submission.reply() }, { status: 400 });
  }
  try {
    const outcome = await submitContactMessage({ input: submission.value, locale, clientIp });
    if (outcome.status === "rate-limited") {
      return data({ state: "error" as const, result: submission.reply() }, { status: 429 });
    }
    return { state: "success" as const, result: submission.reply({ resetForm: true }) };
  } catch (error) {
    getLogger().error({ err: error }, "contact message could not be stored");
    return data({ state: "error" as const, result: submission.reply() }, { status: 500 });
  }
}

// In the browser: a request that fails outright (network down, a proxy's 5xx
// page) becomes the form's error state instead of the route's error page.
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return { state: "error" as const, result: undefined };
  }
}

// After a failed send there is nothing new to load, and a server that just
// failed should not turn the page into an error page.
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as { state?: string } | undefined)?.state === "error"
    ? false
    : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = getT(site.locale);
  return pageMeta(site, {
    title: t("contact:meta.title"),
    description: t("contact:meta.description", { brand: site.brand }),
    path: "/kontakt",
  });
};

// The map pin for the default address (Bulevar kralja Aleksandra 112, Beograd);
// the link beside the map searches OpenStreetMap for the address from the settings.
const mapCenter = { lat: 44.80332, lon: 20.47905 };
const mapEmbedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${mapCenter.lon - 0.008}%2C${
  mapCenter.lat - 0.004
}%2C${mapCenter.lon + 0.008}%2C${mapCenter.lat + 0.004}&layer=mapnik&marker=${mapCenter.lat}%2C${mapCenter.lon}`;

const inputClass =
  "mt-1.5 block w-full rounded-md border-2 bg-white px-4 py-2.5 text-base text-ink placeholder:text-muted/70 focus:outline-none focus-visible:ring-2 focus-visible:ring-honey-500";

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation("contact");
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger" data-testid="field-error">
      {/* The schema's messages are keys of the contact namespace. */}
      {t(errors[0] as "form.errors.nameRequired")}
    </p>
  );
}

const fieldNames = { name: 1, email: 1, phone: 1, subject: 1, message: 1 } as const;

/** The form as the action sees it after Conform: empty fields are missing. */
function formPayload(form: HTMLFormElement): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of new FormData(form)) if (value !== "") payload[key] = value;
  return payload;
}

function ContactForm({
  prefill,
  product,
}: {
  prefill: { subject?: string };
  product: { id: string; name: string } | null;
}) {
  const { t } = useTranslation("contact");
  const actionData = useActionData<typeof clientAction>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("form") === "contact";
  const result = navigation.state === "idle" ? actionData?.result : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  // The browser checks the same rules as the action (no form library, no zod here:
  // docs/decisions/0015-public-javascript-budget.md): first on submit, then on every
  // input. Without JavaScript the action's errors come back with the page.
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | null>(null);
  const errors = clientErrors ?? (result?.error as Record<string, string[]> | undefined) ?? {};
  const typed = (result?.initialValue ?? {}) as Record<string, unknown>;
  const check = () => (formRef.current ? contactErrors(formPayload(formRef.current)) : null);

  useEffect(() => {
    setClientErrors(null);
    if (actionData?.state === "success") formRef.current?.reset();
  }, [actionData]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = check();
    setClientErrors(found ?? {});
    if (!found) return;
    event.preventDefault();
    const first = Object.keys(fieldNames).find((n) => found[n]);
    if (first) (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
  };
  const onInput = () => {
    if (clientErrors !== null) setClientErrors(check() ?? {});
  };
  const field = (name: keyof typeof fieldNames) => ({
    id: `contact-form-${name}`,
    name,
    defaultValue:
      typeof typed[name] === "string"
        ? (typed[name] as string)
        : name === "subject"
          ? (prefill.subject ?? "")
          : undefined,
    "aria-invalid": errors[name]?.length ? true : undefined,
    "aria-describedby": errors[name]?.length ? `contact-form-${name}-error` : undefined,
  });
  const state = navigation.state === "idle" ? actionData?.state : undefined;
  const border = (errors?: string[]) => (errors?.length ? "border-danger" : "border-line");
  const label = "block text-sm font-semibold text-olive-800";

  return (
    <div className="rounded-xl bg-white p-7 shadow-soft ring-1 ring-line sm:p-9 lg:col-start-2 lg:row-span-2 lg:row-start-1">
      <h2 className="text-2xl sm:text-3xl">{t("form.title")}</h2>
      <p className="mt-2 text-sm text-muted">{t("form.intro")}</p>

      {state === "success" ? (
        <div
          role="status"
          className="mt-6 rounded-lg bg-success-bg p-5 text-success ring-1 ring-success/30"
          data-testid="contact-success"
        >
          <p className="font-semibold">{t("form.successTitle")}</p>
          <p className="mt-1 text-sm">{t("form.successText")}</p>
        </div>
      ) : null}
      {state === "error" ? (
        <div
          role="alert"
          className="mt-6 rounded-lg bg-danger-bg p-5 text-danger ring-1 ring-danger/30"
          data-testid="contact-error"
        >
          <p className="font-semibold">{t("form.errorTitle")}</p>
          <p className="mt-1 text-sm">{t("form.errorText")}</p>
        </div>
      ) : null}

      <Form
        method="post"
        id="contact-form"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        onInput={onInput}
        className="mt-6 space-y-5"
        preventScrollReset
      >
        <input type="hidden" name="form" value="contact" />
        {product ? (
          <p
            className="rounded-md bg-wheat-100 px-4 py-3 text-sm text-olive-800"
            data-testid="contact-product"
          >
            {t("form.product")} <strong>{product.name}</strong>
            <input type="hidden" name="product" value={product.id} />
          </p>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor="contact-form-name" className={label}>
              {t("form.name")} <span aria-hidden="true">*</span>
            </label>
            <input
              {...field("name")}
              type="text"
              autoComplete="name"
              maxLength={contactLimits.name}
              aria-required="true"
              className={`${inputClass} ${border(errors.name)}`}
            />
            <FieldError id="contact-form-name-error" errors={errors.name} />
          </div>
          <div>
            <label htmlFor="contact-form-email" className={label}>
              {t("form.email")} <span aria-hidden="true">*</span>
            </label>
            <input
              {...field("email")}
              type="email"
              autoComplete="email"
              maxLength={contactLimits.email}
              aria-required="true"
              className={`${inputClass} ${border(errors.email)}`}
            />
            <FieldError id="contact-form-email-error" errors={errors.email} />
          </div>
          <div>
            <label htmlFor="contact-form-phone" className={label}>
              {t("form.phone")} <span className="font-normal text-muted">{t("form.optional")}</span>
            </label>
            <input
              {...field("phone")}
              type="tel"
              autoComplete="tel"
              maxLength={contactLimits.phone}
              className={`${inputClass} ${border(errors.phone)}`}
            />
            <FieldError id="contact-form-phone-error" errors={errors.phone} />
          </div>
          <div>
            <label htmlFor="contact-form-subject" className={label}>
              {t("form.subject")} <span aria-hidden="true">*</span>
            </label>
            <select
              {...field("subject")}
              aria-required="true"
              className={`${inputClass} ${border(errors.subject)}`}
            >
              <option value="">{t("form.subjectPlaceholder")}</option>
              {contactSubjects.map((s) => (
                <option key={s} value={s}>
                  {t(`form.subjects.${s}`)}
                </option>
              ))}
            </select>
            <FieldError id="contact-form-subject-error" errors={errors.subject} />
          </div>
        </div>
        <div>
          <label htmlFor="contact-form-message" className={label}>
            {t("form.message")} <span aria-hidden="true">*</span>
          </label>
          <textarea
            {...field("message")}
            rows={6}
            maxLength={contactLimits.message}
            aria-required="true"
            className={`${inputClass} ${border(errors.message)}`}
          />
          <FieldError id="contact-form-message-error" errors={errors.message} />
        </div>
        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <div className="hidden" aria-hidden="true">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" type="text" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <button
          type="submit"
          disabled={sending}
          aria-disabled={sending || undefined}
          className="inline-flex items-center gap-2 rounded-full bg-olive-700 px-8 py-3.5 text-sm font-semibold text-cream shadow-soft transition-colors hover:bg-olive-800 disabled:cursor-wait disabled:opacity-75"
          data-testid="contact-submit"
        >
          {sending ? t("form.sending") : t("form.submit")}
        </button>
      </Form>
    </div>
  );
}

function MapOnRequest({ address }: { address: string }) {
  const { t } = useTranslation("contact");
  const [shown, setShown] = useState(false);
  const searchUrl = `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-soft ring-1 ring-line lg:col-start-1 lg:row-start-2">
      <h2 className="sr-only">{t("map.title")}</h2>
      {shown ? (
        <iframe
          title={t("map.frameTitle")}
          src={mapEmbedUrl}
          className="block aspect-[4/3] w-full border-0"
          loading="lazy"
          referrerPolicy="no-referrer"
          data-testid="map-frame"
        />
      ) : (
        <div className="flex aspect-[4/3] flex-col items-center justify-center gap-4 bg-linen p-6 text-center">
          <MapPinIcon className="h-8 w-8 text-honey-500" />
          <p className="max-w-xs text-sm text-muted">{t("map.notice")}</p>
          <button
            type="button"
            onClick={() => setShown(true)}
            className="rounded-full bg-olive-700 px-6 py-3 text-sm font-semibold text-cream transition-colors hover:bg-olive-800"
            data-testid="map-show"
          >
            {t("map.show")}
          </button>
        </div>
      )}
      <p className="border-t border-line px-5 py-3 text-sm">
        <a
          href={searchUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-olive-700 underline underline-offset-4"
          data-testid="map-link"
        >
          {address}
          <ExternalIcon className="h-3.5 w-3.5" />
          <span className="sr-only">{t("map.openExternal")}</span>
        </a>
      </p>
    </div>
  );
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["contact", "common"]);
  const root = useRootData();
  const settings = root?.settings ?? defaultSettings;
  const hours = settings.workingHours;
  const { today, product, prefill } = loaderData;
  const address = `${settings.address.street}, ${settings.address.postalCode} ${settings.address.city}`;
  const faq = t("contact:faq.items", { returnObjects: true });
  const row = (part: "weekdays" | "saturday" | "sunday", labelKey: string) => {
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
    <main id="main" tabIndex={-1}>
      <JsonLd
        nonce={root?.nonce}
        data={[
          businessJsonLd(
            settings,
            root?.origin ?? "",
            t("contact:meta.description", { brand: settings.brandName }),
          ),
          faqJsonLd(faq),
        ]}
      />
      <PageHero title={t("contact:heading")} intro={t("contact:intro")} />
      {/* On phones the form follows the details directly; on wide screens the map sits under the details. */}
      <div className="mx-auto grid max-w-page items-start gap-8 px-5 py-14 sm:px-8 lg:grid-cols-[1fr_1.5fr]">
        <StaticHtml
          as="section"
          data={loaderData}
          aria-labelledby="contact-info-title"
          className="rounded-xl bg-white p-7 shadow-soft ring-1 ring-line lg:col-start-1 lg:row-start-1"
        >
          <h2 id="contact-info-title" className="text-xl">
            {t("contact:info.title")}
          </h2>
          <address className="mt-4 space-y-3 not-italic">
            <p className="flex gap-3">
              <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-honey-500" />
              <span>
                <span className="sr-only">{t("contact:info.address")}: </span>
                {address}
              </span>
            </p>
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
                {t("common:hours.title")}
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
        </StaticHtml>
        <ContactForm prefill={prefill} product={product} />
        <MapOnRequest address={address} />
      </div>

      <StaticHtml
        as="section"
        data={loaderData}
        id="faq"
        aria-labelledby="faq-title"
        className="scroll-mt-24 border-t border-line pt-20 pb-4"
      >
        <div className="mx-auto max-w-prose px-5 sm:px-0">
          <h2 id="faq-title" className="text-3xl sm:text-4xl">
            {t("contact:faq.title")}
          </h2>
          <div className="mt-8 divide-y divide-line rounded-xl bg-white shadow-soft ring-1 ring-line">
            {faq.map((item) => (
              <details key={item.question} className="group px-6" data-testid="faq-item">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold text-olive-800 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <span
                    aria-hidden="true"
                    className="text-2xl leading-none text-honey-500 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <p className="pb-5 text-muted">{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </StaticHtml>
    </main>
  );
}
