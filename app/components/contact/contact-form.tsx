import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useActionData } from "react-router";
import { ConsentNote } from "#app/components/layout/consent-note.tsx";
import { Island } from "#app/components/ui/island.tsx";
import { contactLimits, contactSubjects } from "#app/schemas/contact-shared.ts";

/** The contact page's action answer: what happened, and Conform's reply (errors, typed values). */
export interface ContactReply {
  state: "invalid" | "success" | "error";
  result?: SubmissionResult<string[]>;
  /** The form's signed start time, kept when the form comes back to be corrected. */
  started?: string;
}

const inputClass =
  "mt-1.5 block w-full rounded-md border-2 bg-white px-4 py-2.5 text-base text-ink placeholder:text-muted/70 focus:outline-none focus-visible:ring-2 focus-visible:ring-honey-500";

/**
 * The answer of a post is where the visitor is taken: it has the focus (tabindex -1), with
 * `autoFocus` when the page itself is the answer (a post without scripts), and from
 * app/islands/contact-form.ts when the answer is put in place.
 */
function SendError({ answer = false }: { answer?: boolean }) {
  const { t } = useTranslation("contact");
  return (
    <div
      role="alert"
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the answer to the visitor's own post, brought into view and read
      autoFocus={answer}
      className="mt-6 rounded-lg bg-danger-bg p-5 text-danger ring-1 ring-danger/30"
      data-testid="contact-error"
    >
      <p className="font-semibold">{t("form.errorTitle")}</p>
      <p className="mt-1 text-sm">{t("form.errorText")}</p>
    </div>
  );
}

/** A field's error: from the server's answer, or written in by app/islands/contact-form.ts. */
function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation("contact");
  return (
    <p
      id={id}
      className="mt-1.5 text-sm font-medium text-danger"
      data-testid="field-error"
      hidden={!errors?.length}
    >
      {/* The schema's messages are keys of the contact namespace. */}
      {errors?.length ? t(errors[0] as "form.errors.nameRequired") : null}
    </p>
  );
}

const fieldNames = { name: 1, email: 1, phone: 1, subject: 1, message: 1 } as const;

/**
 * The contact form: a plain post, answered by the page with the action's errors or its
 * success. app/islands/contact-form.ts checks it first in the browser with the action's
 * own rules (contact-rules.ts), sends it without leaving the page, shows it sending, and
 * puts the server's answer in place.
 */
export function ContactForm({
  prefill,
  product,
  started,
}: {
  prefill: { subject?: string };
  product: { id: string; name: string } | null;
  /** When the page made the form, signed (domain/security/form-start.server.ts). */
  started: string;
}) {
  const { t } = useTranslation("contact");
  const actionData = useActionData<ContactReply>();
  const result = actionData?.result;
  const errors = (result?.error as Record<string, string[]> | undefined) ?? {};
  const typed = (result?.initialValue ?? {}) as Record<string, unknown>;
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
    "aria-describedby": `contact-form-${name}-error`,
    autoFocus: name === firstRefused,
  });
  const state = actionData?.state;
  // A post without scripts comes back with its errors: the first refused field has the
  // focus, as the island gives it, so the visitor starts there (below the fixed header:
  // scroll-padding-top in app.css).
  const firstRefused = (Object.keys(fieldNames) as Array<keyof typeof fieldNames>).find(
    (name) => errors[name]?.length,
  );
  const label = "block text-sm font-semibold text-olive-800";

  return (
    <div
      className="rounded-xl bg-white p-7 shadow-soft ring-1 ring-line sm:p-9 lg:col-start-2 lg:row-span-2 lg:row-start-1"
      data-contact-card
    >
      <h2 className="text-2xl sm:text-3xl">{t("form.title")}</h2>
      <p className="mt-2 text-sm text-muted">{t("form.intro")}</p>

      {state === "success" ? (
        <div
          role="status"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: the answer to the visitor's own post, brought into view and read
          autoFocus
          className="mt-6 rounded-lg bg-success-bg p-5 text-success ring-1 ring-success/30"
          data-testid="contact-success"
        >
          <p className="font-semibold">{t("form.successTitle")}</p>
          <p className="mt-1 text-sm">{t("form.successText")}</p>
        </div>
      ) : null}
      {state === "error" ? <SendError answer /> : null}
      {/* What app/islands/contact-form.ts shows when the request fails outright (network, a proxy's error page). */}
      <template data-contact-error>
        <SendError />
      </template>

      <form
        method="post"
        id="contact-form"
        noValidate
        className="mt-6 space-y-5"
        data-messages={JSON.stringify(t("form.errors", { returnObjects: true }))}
        data-sending={t("form.sending")}
      >
        <input type="hidden" name="form" value="contact" />
        <input
          type="hidden"
          name="started"
          value={state === "success" ? started : (actionData?.started ?? started)}
        />
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
              className={`${inputClass} border-line aria-invalid:border-danger`}
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
              className={`${inputClass} border-line aria-invalid:border-danger`}
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
              className={`${inputClass} border-line aria-invalid:border-danger`}
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
              className={`${inputClass} border-line aria-invalid:border-danger`}
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
            className={`${inputClass} border-line aria-invalid:border-danger`}
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
          className="inline-flex items-center gap-2 rounded-full bg-olive-700 px-8 py-3.5 text-sm font-semibold text-cream shadow-soft transition-colors hover:bg-olive-800 disabled:cursor-wait disabled:opacity-75"
          data-testid="contact-submit"
        >
          {t("form.submit")}
        </button>
        <ConsentNote form="contact" />
      </form>
      <Island name="contact-form" />
    </div>
  );
}
