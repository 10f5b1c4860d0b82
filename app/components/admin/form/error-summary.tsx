import type { FormMetadata } from "@conform-to/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { labelTextAttribute, useFormMessage } from "./field.tsx";

// The top of every admin form: what the required mark means and, after a failed
// save (refused in the browser or by the server), the summary of what to
// correct. The summary takes the focus and scrolls into view below the fixed
// admin header, however Save was pressed; each error is a link that focuses its
// field. It stays while errors remain, whatever else the form does meanwhile
// (a rich-text editor mounting after the click re-checks its own field).

// biome-ignore lint/suspicious/noExplicitAny: any form's shape
type AnyForm = FormMetadata<any, string[]>;

const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

const controlSelector = "input:not([type=hidden]), select, textarea, [contenteditable=true]";

/** The control an error's link leads to: the field itself, or the first one of a group it names that is marked. */
function controlOf(form: HTMLFormElement | null, id: string, name: string): HTMLElement | null {
  const byId = document.getElementById(id);
  if (byId?.matches(controlSelector)) return byId;
  const named = Array.from(form?.elements ?? []).filter((element): element is HTMLElement => {
    const n = (element as HTMLInputElement).name ?? "";
    return (
      (n === name || n.startsWith(`${name}.`) || n.startsWith(`${name}[`)) && element.matches(controlSelector)
    );
  });
  const candidates = [...Array.from(byId?.querySelectorAll<HTMLElement>(controlSelector) ?? []), ...named];
  return candidates.find((c) => c.getAttribute("aria-invalid") === "true") ?? candidates[0] ?? null;
}

/** Whether the control is one of several the error covers: a group's field, or one box of a set. */
function isInGroup(form: HTMLFormElement | null, control: HTMLElement, id: string, name: string): boolean {
  const input = control as HTMLInputElement;
  // A rich-text editor is the field itself, though it has no name (its hidden input has).
  if (control.id === id && control.isContentEditable) return false;
  if (input.name !== name) return true;
  if (input.type !== "checkbox" && input.type !== "radio") return false;
  return Array.from(form?.elements ?? []).filter((e) => (e as HTMLInputElement).name === name).length > 1;
}

/** The words of a field's label as the form shows them. */
function labelOf(control: HTMLElement | null): string | null {
  if (!control) return null;
  const labelled = control.getAttribute("aria-labelledby");
  const label =
    (labelled ? document.getElementById(labelled.split(" ")[0] ?? "") : null) ??
    (control.id ? document.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null) ??
    control.closest("label");
  const words = label?.querySelector(`[${labelTextAttribute}]`) ?? label;
  return words?.textContent?.trim() || null;
}

/** "Label: message", or the message alone where it already starts with the label ("Izaberite proizvod."). */
function entryText(label: string | undefined, message: string): string {
  if (!label || message.toLocaleLowerCase().startsWith(label.toLocaleLowerCase())) return message;
  return `${label}: ${message}`;
}

export function FormErrorSummary({
  form,
  title,
  requiredNote = true,
  className = "",
}: {
  form: AnyForm;
  /** What failed ("The product was not saved."); the kit's general words by default. */
  title?: string;
  /** The line that explains the required mark; off for a form without required fields. */
  requiredNote?: boolean;
  /** Room around the summary where the form's layout has none. */
  className?: string;
}) {
  const { t } = useTranslation("admin");
  const translate = useFormMessage();
  const status = form.status;
  const errors = Object.entries(form.allErrors).filter(([, messages]) => messages && messages.length > 0);
  const formErrors = errors.filter(([name]) => name === "").flatMap(([, messages]) => messages);
  // Shown after a failed save until its errors are gone; a save the browser lets through hides it.
  const [failed, setFailed] = useState(status === "error");
  const [focusRequest, setFocusRequest] = useState(0);
  // Each field's label and place in the form, read from the page once it is there.
  const [found, setFound] = useState<{ labels: Record<string, string>; order: Record<string, number> }>({
    labels: {},
    order: {},
  });
  // In the order of the form (once its fields are known), as the owner reads it.
  const fieldErrors = errors
    .filter(([name]) => name !== "")
    .sort(([a], [b]) => (found.order[a] ?? 0) - (found.order[b] ?? 0));
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(form);
  latest.current = form;

  // A refusal from the server (or a page rendered with one) arrives as the form's status.
  useEffect(() => {
    if (status === "error") {
      setFailed(true);
      setFocusRequest((n) => n + 1);
    }
  }, [status]);

  // Every press of Save: Conform has checked the form by the time the event reaches the window.
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement) || event.target.id !== latest.current.id) return;
      const refused = latest.current.status === "error";
      setFailed(refused);
      if (refused) setFocusRequest((n) => n + 1);
    };
    window.addEventListener("submit", onSubmit);
    return () => window.removeEventListener("submit", onSubmit);
  }, []);

  useEffect(() => {
    if (!focusRequest || !box.current) return;
    box.current.focus({ preventScroll: true });
    box.current.scrollIntoView({ block: "start", behavior: "instant" });
  }, [focusRequest]);

  const names = errors
    .map(([name]) => name)
    .filter(Boolean)
    .join("\n");
  useIsomorphicLayoutEffect(() => {
    if (!names) return;
    const element = document.forms.namedItem(form.id);
    const labels: Record<string, string> = {};
    const placed: [string, HTMLElement][] = [];
    for (const name of names.split("\n")) {
      const id = `${form.id}-${name}`;
      const control = controlOf(element, id, name);
      // A rule over a group (fields under one name, or boxes sharing one) is named by the group's title.
      const group = control && isInGroup(element, control, id, name) ? control.closest("fieldset") : null;
      const own = group?.querySelector("legend")?.textContent?.trim() || labelOf(control);
      // A field repeated in look-alike blocks ("Prodavnica 1", "Prodavnica 2") says whose it is.
      const block = control?.closest<HTMLElement>("[data-label-group]")?.dataset.labelGroup;
      const label = own && block ? `${block} – ${own}` : own;
      if (label) labels[name] = label;
      if (control) placed.push([name, control]);
    }
    // In the page's order: a rich-text editor is no form element, so the form's list has no place for it.
    placed.sort(([, a], [, b]) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    const order = Object.fromEntries(placed.map(([name], i) => [name, i]));
    setFound({ labels, order });
  }, [names, form.id]);

  const shown = failed && errors.length > 0;
  return (
    <>
      {requiredNote ? (
        <p className="text-sm text-muted" data-testid="required-note">
          {t("form.requiredNote")}
        </p>
      ) : null}
      {shown ? (
        <div
          ref={box}
          role="alert"
          tabIndex={-1}
          aria-labelledby={`${form.id}-summary-title`}
          className={`scroll-mt-24 rounded-md border border-danger bg-danger-bg px-4 py-3 text-sm text-danger focus:outline-none focus-visible:ring-2 focus-visible:ring-honey-400 ${className}`}
          data-testid="error-summary"
        >
          <p id={`${form.id}-summary-title`} className="font-semibold">
            {title ?? t("form.summaryTitle")}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {formErrors.map((message) => (
              <li key={message}>{translate(message)}</li>
            ))}
            {fieldErrors.map(([name, messages]) => (
              <li key={name}>
                <a
                  href={`#${form.id}-${name}`}
                  className="underline underline-offset-2 hover:no-underline"
                  onClick={(event) => {
                    const control = controlOf(document.forms.namedItem(form.id), `${form.id}-${name}`, name);
                    if (!control) return;
                    event.preventDefault();
                    control.scrollIntoView({ block: "center", behavior: "instant" });
                    control.focus({ preventScroll: true });
                  }}
                >
                  {entryText(found.labels[name], translate(messages[0] ?? "errors.invalid"))}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
