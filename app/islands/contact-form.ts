// The contact form (spec §4), in place: checked in the browser with the action's own
// rules before it is sent (first on submit, then on every input), shown sending, and
// answered without leaving the page: the card takes the server's answer (the success,
// or the action's errors with what was typed). A request that fails outright keeps what
// was typed and says so. Without this the form posts and the page that answers shows
// the same states.
import { contactErrors } from "#app/schemas/contact-rules.ts";

const card = document.querySelector<HTMLElement>("[data-contact-card]");
const fields = ["name", "email", "phone", "subject", "message"] as const;

if (card) {
  let checked = false;
  let sending = false;
  const currentForm = () => card.querySelector<HTMLFormElement>("#contact-form");

  /** The form as the action sees it: empty fields are missing. */
  const payload = (form: HTMLFormElement) => {
    const values: Record<string, unknown> = {};
    for (const [key, value] of new FormData(form)) if (value !== "") values[key] = value;
    return values;
  };

  const showErrors = (form: HTMLFormElement, errors: Record<string, string[]>) => {
    const messages = JSON.parse(form.dataset.messages ?? "{}") as Record<string, string>;
    for (const name of fields) {
      const control = form.elements.namedItem(name) as HTMLElement | null;
      const message = document.getElementById(`contact-form-${name}-error`);
      const key = errors[name]?.[0];
      if (key) control?.setAttribute("aria-invalid", "true");
      else control?.removeAttribute("aria-invalid");
      if (message) {
        message.textContent = key ? (messages[key.replace("form.errors.", "")] ?? "") : "";
        message.hidden = !key;
      }
    }
  };

  const removeStates = () => {
    for (const state of card.querySelectorAll(
      '[data-testid="contact-success"], [data-testid="contact-error"]',
    ))
      state.remove();
  };

  const setSending = (form: HTMLFormElement, on: boolean) => {
    const button = form.querySelector<HTMLButtonElement>('[data-testid="contact-submit"]');
    if (!button) return;
    button.dataset.label ??= button.textContent ?? "";
    button.textContent = on ? (form.dataset.sending ?? "") : button.dataset.label;
    button.disabled = on;
    if (on) button.setAttribute("aria-disabled", "true");
    else button.removeAttribute("aria-disabled");
  };

  card.addEventListener("submit", async (event) => {
    const form = event.target as HTMLFormElement;
    if (form.id !== "contact-form") return;
    event.preventDefault();
    if (sending) return;
    const errors = contactErrors(payload(form));
    checked = true;
    showErrors(form, errors ?? {});
    if (errors) {
      const first = fields.find((name) => errors[name]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    sending = true;
    removeStates();
    setSending(form, true);
    try {
      const response = await fetch(location.href, { method: "POST", body: new FormData(form) });
      const answer = new DOMParser().parseFromString(await response.text(), "text/html");
      const next = answer.querySelector("[data-contact-card]");
      if (!next) throw new Error(String(response.status));
      card.innerHTML = next.innerHTML;
      checked = false;
      // The answer (success or failure) in view and read (it has the focus, tabindex -1, so
      // a screen reader says it: a status region put in place is not always announced); a
      // field the server refused gets the focus instead.
      const state = card.querySelector<HTMLElement>(
        '[data-testid="contact-success"], [data-testid="contact-error"]',
      );
      const refused = card.querySelector<HTMLElement>('#contact-form [aria-invalid="true"]');
      if (refused) refused.focus();
      else state?.focus();
    } catch {
      const failure = card.querySelector<HTMLTemplateElement>("template[data-contact-error]");
      if (failure) {
        form.before(failure.content.cloneNode(true));
        card.querySelector<HTMLElement>('[data-testid="contact-error"]')?.focus();
      }
      setSending(form, false);
    } finally {
      sending = false;
    }
  });

  card.addEventListener("input", () => {
    const form = currentForm();
    if (checked && form) showErrors(form, contactErrors(payload(form)) ?? {});
  });
}
