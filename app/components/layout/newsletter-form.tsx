import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Island } from "#app/components/ui/island.tsx";
import { localizePath, useLocale } from "#app/root-data.ts";
import { ConsentNote } from "./consent-note.tsx";

export const newsletterSuccessMs = 5000;

type Placement = "footer" | "home";

/** The refusals and failures, each with its own words: shown one at a time. */
const failures = [
  ["invalid", "newsletter-error", "newsletter.errorMessage"],
  ["failed", "newsletter-failure", "newsletter.failureMessage"],
  ["limited", "newsletter-limited", "newsletter.limitedMessage"],
] as const;

/**
 * Newsletter signup (spec §4): idle → error (red border + message) or success
 * for 5 s, input cleared. Without scripts the browser first checks the address
 * itself (required, an address with a dot after the at-sign, the spec's rule),
 * so a mistyped one stays in the field; the form then posts normally and the
 * action sends the visitor back with ?newsletter=<outcome>&at=<placement>,
 * which is read here so the same message shows. The island turns the
 * browser's check off and shows the site's own messages in place.
 */
export function NewsletterForm({
  tone = "light",
  placement = "footer",
}: {
  tone?: "light" | "dark";
  placement?: Placement;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const inputId = useId();
  const messageId = useId();
  // The outcome of a plain (no-script) post, for this form only (app/islands/newsletter.ts
  // shows the same messages in place, and the success for 5 s).
  const plainOutcome = searchParams.get("at") === placement ? searchParams.get("newsletter") : null;
  const invalid = plainOutcome === "invalid";
  const dark = tone === "dark";
  const errorClass = dark ? "font-medium text-danger-soft" : "font-medium text-danger";

  return (
    <form
      method="post"
      action={localizePath("/newsletter", locale)}
      id={`newsletter-${placement}`}
      className="group/newsletter w-full"
      data-testid="newsletter-form"
      data-success-ms={newsletterSuccessMs}
      data-submitting={t("newsletter.submitting")}
    >
      <label
        htmlFor={inputId}
        className={`mb-2 block text-sm font-medium ${dark ? "text-cream" : "text-ink"}`}
      >
        {t("newsletter.label")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
          pattern="[^@\s]+@[^@\s]+\.[^@\s]+"
          title={t("newsletter.errorMessage")}
          placeholder={t("newsletter.placeholder")}
          aria-invalid={invalid || undefined}
          aria-describedby={messageId}
          className={`h-12 w-full min-w-0 rounded-full sm:flex-1 border-2 bg-white px-5 text-base text-ink placeholder:text-muted/70 focus:outline-none focus-visible:ring-2 focus-visible:ring-honey-500 aria-invalid:border-danger ${
            dark ? "border-transparent" : "border-line"
          }`}
        />
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          className="hidden"
        />
        <input type="hidden" name="placement" value={placement} />
        <button
          type="submit"
          className="h-12 shrink-0 rounded-full bg-honey-400 px-6 text-sm font-semibold text-olive-900 transition-colors hover:bg-honey-500 disabled:opacity-70"
        >
          {t("newsletter.submit")}
        </button>
      </div>
      <p id={messageId} aria-live="polite" className="mt-2 min-h-6 text-sm">
        {failures.map(([outcome, testId, message]) => (
          <span
            key={outcome}
            className={errorClass}
            data-testid={testId}
            data-outcome={outcome}
            hidden={plainOutcome !== outcome}
          >
            {t(message)}
          </span>
        ))}
        <span
          className={dark ? "font-medium text-wheat-200" : "font-medium text-success"}
          data-testid="newsletter-success"
          data-outcome="ok"
          hidden={plainOutcome !== "ok"}
        >
          {t("newsletter.successMessage")}
          {/* Double opt-in (decision 0044): the spec's words stay, and one line says what comes next. */}
          <span className="block" data-testid="newsletter-check-mail">
            {t("newsletter.checkMail")}
          </span>
        </span>
      </p>
      <ConsentNote form="newsletter" tone={tone} />
      <Island name="newsletter" />
    </form>
  );
}
