import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { localizePath, useLocale } from "#app/root-data.ts";
import { isAcceptableNewsletterEmail } from "#app/schemas/newsletter-rules.ts";

export const newsletterSuccessMs = 5000;

interface ActionResult {
  ok: boolean;
  error?: "invalid" | "failed";
}

type Placement = "footer" | "home";

/**
 * Newsletter signup (spec §4): idle → error (red border + message) or success
 * for 5 s, input cleared. Without JavaScript the form posts normally and the
 * action sends the visitor back with ?newsletter=<outcome>&at=<placement>,
 * which is read here so the same message shows.
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
  const inputRef = useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [clientError, setClientError] = useState(false);
  const [success, setSuccess] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);

  useEffect(() => setHydrated(true), []);

  // Success shows for 5 s, then hides (spec §4, §9).
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(false), newsletterSuccessMs);
    return () => clearTimeout(timer);
  }, [success]);

  // A plain fetch rather than a router fetcher: a failed request (network,
  // 5xx) must end in the form's own failure message, not in an error page.
  async function submit(form: HTMLFormElement) {
    setBusy(true);
    setSuccess(false);
    try {
      const response = await fetch(form.action, { method: "POST", body: new FormData(form) });
      const body = (await response.json().catch(() => null)) as ActionResult | null;
      if (response.ok && body?.ok) {
        setResult({ ok: true });
        setSuccess(true);
        if (inputRef.current) inputRef.current.value = "";
      } else {
        setResult({ ok: false, error: body?.error === "invalid" ? "invalid" : "failed" });
      }
    } catch {
      setResult({ ok: false, error: "failed" });
    } finally {
      setBusy(false);
    }
  }

  // The outcome of a plain (no-JavaScript) post, for this form only, until the visitor acts again.
  const plainOutcome =
    !result && !clientError && searchParams.get("at") === placement ? searchParams.get("newsletter") : null;
  const invalid = clientError || result?.error === "invalid" || plainOutcome === "invalid";
  const failed = !clientError && (result?.error === "failed" || plainOutcome === "failed");
  const showSuccess = success || plainOutcome === "ok";
  const dark = tone === "dark";

  return (
    <form
      method="post"
      action={localizePath("/newsletter", locale)}
      noValidate
      id={`newsletter-${placement}`}
      className="w-full scroll-mt-28"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        const email = inputRef.current?.value ?? "";
        if (!isAcceptableNewsletterEmail(email)) {
          setClientError(true);
          setSuccess(false);
          setResult(null);
          return;
        }
        setClientError(false);
        void submit(event.currentTarget);
      }}
      data-testid="newsletter-form"
    >
      <label
        htmlFor={inputId}
        className={`mb-2 block text-sm font-medium ${dark ? "text-cream" : "text-ink"}`}
      >
        {t("newsletter.label")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          placeholder={t("newsletter.placeholder")}
          aria-invalid={invalid || undefined}
          aria-describedby={messageId}
          onInput={() => clientError && setClientError(false)}
          className={`h-12 w-full min-w-0 rounded-full sm:flex-1 border-2 bg-white px-5 text-base text-ink placeholder:text-muted/70 focus:outline-none focus-visible:ring-2 focus-visible:ring-honey-500 ${
            invalid ? "border-danger" : dark ? "border-transparent" : "border-line"
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
        {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
        <button
          type="submit"
          disabled={busy}
          className="h-12 shrink-0 rounded-full bg-honey-400 px-6 text-sm font-semibold text-olive-900 transition-colors hover:bg-honey-500 disabled:opacity-70"
        >
          {busy ? t("newsletter.submitting") : t("newsletter.submit")}
        </button>
      </div>
      <p id={messageId} aria-live="polite" className="mt-2 min-h-6 text-sm">
        {invalid ? (
          <span
            className={dark ? "font-medium text-danger-soft" : "font-medium text-danger"}
            data-testid="newsletter-error"
          >
            {t("newsletter.errorMessage")}
          </span>
        ) : failed ? (
          <span
            className={dark ? "font-medium text-danger-soft" : "font-medium text-danger"}
            data-testid="newsletter-failure"
          >
            {t("newsletter.failureMessage")}
          </span>
        ) : showSuccess ? (
          <span
            className={dark ? "font-medium text-wheat-200" : "font-medium text-success"}
            data-testid="newsletter-success"
          >
            {t("newsletter.successMessage")}
          </span>
        ) : null}
      </p>
    </form>
  );
}
