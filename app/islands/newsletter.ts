// The newsletter forms (spec §4), in place: checked in the browser with the server's
// own rule, sent without leaving the page, the success shown for 5 s and the address
// cleared. Without this the form posts and the page comes back with the same message.
import { isAcceptableNewsletterEmail } from "#app/schemas/newsletter-rules.ts";

type Outcome = "invalid" | "failed" | "limited" | "ok" | null;

function enhance(form: HTMLFormElement) {
  // The site's own messages from here on, not the browser's check (the one without scripts).
  form.noValidate = true;
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  // The title is that check's message; kept, it shows as a tooltip on hover.
  input?.removeAttribute("title");
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const submitLabel = button?.textContent ?? "";
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let busy = false;

  const showOutcome = (outcome: Outcome) => {
    clearTimeout(hideTimer);
    for (const message of form.querySelectorAll<HTMLElement>("[data-outcome]")) {
      // A message that had the focus (the success, below) gives it back to the field as it goes.
      const hiding = message.dataset.outcome !== outcome;
      if (hiding && message === document.activeElement) input?.focus({ preventScroll: true });
      message.hidden = hiding;
    }
    if (outcome === "invalid") input?.setAttribute("aria-invalid", "true");
    else input?.removeAttribute("aria-invalid");
    if (outcome === "ok")
      hideTimer = setTimeout(() => showOutcome(null), Number(form.dataset.successMs) || 5000);
  };

  // After a sign-up the focus is where the visitor reads or acts next, not lost on the
  // page (the disabled button dropped it): the field to correct, or the message to read
  // (issue 26, point 3), with the message in view below the field.
  const refocus = (outcome: Exclude<Outcome, null>) => {
    const message = form.querySelector<HTMLElement>(`[data-outcome="${outcome}"]`);
    if (outcome === "invalid") input?.focus();
    else if (message) {
      message.tabIndex = -1;
      message.focus();
    }
    message?.scrollIntoView({ block: "nearest" });
  };

  // A plain post's success (the page came back with it) also goes after 5 s.
  if (form.querySelector('[data-outcome="ok"]:not([hidden])')) showOutcome("ok");

  input?.addEventListener("input", () => {
    if (input.getAttribute("aria-invalid")) showOutcome(null);
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy || !input) return;
    if (!isAcceptableNewsletterEmail(input.value)) {
      showOutcome("invalid");
      refocus("invalid");
      return;
    }
    busy = true;
    let failed: "invalid" | "failed" | "limited" | undefined;
    showOutcome(null);
    if (button) {
      button.disabled = true;
      button.textContent = form.dataset.submitting ?? submitLabel;
    }
    try {
      const body = new FormData(form);
      body.set("enhanced", "1");
      const response = await fetch(form.action, { method: "POST", body });
      const result = (await response.json().catch(() => null)) as { ok?: boolean; error?: string } | null;
      if (response.ok && result?.ok) {
        input.value = "";
        showOutcome("ok");
        refocus("ok");
      } else failed = result?.error === "invalid" || result?.error === "limited" ? result.error : "failed";
    } catch {
      failed = "failed";
    } finally {
      busy = false;
      if (button) {
        button.disabled = false;
        button.textContent = submitLabel;
      }
    }
    if (failed) {
      showOutcome(failed);
      refocus(failed);
    }
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>('[data-testid="newsletter-form"]'))
  enhance(form);
