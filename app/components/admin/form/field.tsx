import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { readFormMessage } from "#app/schemas/form-message.ts";
import { Select, type SelectOption } from "./select.tsx";

// One field layout for every admin form (docs/decisions/0025-admin-forms.md):
// label, an optional mark (a missing translation), the control, a hint, and the
// error beside the field. Controls are bound to Conform's field metadata, so the
// typed value comes back after a failed save and the error sits by its field.
// Schemas' messages are keys of the admin namespace's `errors` group.

type AnyField = FieldMetadata<unknown>;

interface Frame {
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** A small mark by the label, e.g. "missing English". */
  badge?: string;
  className?: string;
  /** Marked as required; by default, when the schema refuses an empty value. */
  required?: boolean;
}

/** Marks the label's own words (without the required mark): the error summary names fields by them. */
export const labelTextAttribute = "data-label-text";

export function FormField({
  id,
  label,
  hint,
  badge,
  error,
  required = false,
  count,
  className = "",
  children,
}: Frame & {
  id: string;
  error?: string;
  /** Characters typed and the schema's limit, shown while typing. */
  count?: { length: number; max: number };
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-baseline">
          <label htmlFor={id} className="block text-sm font-medium text-ink">
            <span {...{ [labelTextAttribute]: "" }}>{label}</span>
          </label>
          {/* Beside the label, not in it: the field's name stays the label's words. */}
          {required ? <RequiredMark /> : null}
        </span>
        {badge ? (
          <span
            id={`${id}-badge`}
            className="rounded bg-danger-bg px-1.5 py-0.5 text-xs font-medium text-danger"
          >
            {badge}
          </span>
        ) : null}
      </div>
      <div className="mt-1.5">{children}</div>
      {hint || count ? (
        <div className="mt-1 flex items-start justify-between gap-3">
          {hint ? (
            <p id={`${id}-hint`} className="flex-1 text-xs text-muted">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {count ? <Counter id={`${id}-count`} {...count} /> : null}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The star by a required field's label. Screen readers say "required" from the
 * control's aria-required, in the reader's own words; the star itself is hidden
 * from them, so the field's name stays its label.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-sm font-semibold text-danger" data-testid="required-mark">
      *
    </span>
  );
}

/** "42 / 120": calm while there is room, red once over the limit. */
function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  const { t } = useTranslation("admin");
  const over = length > max;
  return (
    <p
      id={id}
      className={`shrink-0 text-xs tabular-nums ${over ? "font-semibold text-danger" : "text-muted"}`}
      data-testid="field-counter"
    >
      {length} / {max}
      <span className="sr-only"> {t("form.characters")}</span>
    </p>
  );
}

/** Required by the schema: it refuses an empty value (a rule with a minimum length). */
function schemaRequired(field: AnyField): boolean {
  return Boolean(field.required) && (field.minLength ?? 0) >= 1;
}

/** The counter of a text field with a limit in the schema (trimmed, as the schema counts). */
function lengthCount(field: AnyField): { length: number; max: number } | undefined {
  const max = field.maxLength;
  // An HTML body's limit is a safeguard, not a length anyone writes to.
  if (!max || max > 10_000) return undefined;
  const value = typeof field.value === "string" ? field.value : "";
  return { length: value.trim().length, max };
}

/**
 * The control's own attributes from Conform, without the browser's built-in
 * checks: the schema checks (with JavaScript and on the server), and a length
 * limit must not cut off a pasted text silently.
 */
const noNativeChecks = {
  required: undefined,
  minLength: undefined,
  maxLength: undefined,
  min: undefined,
  max: undefined,
  pattern: undefined,
} as const;

/**
 * Turns a form message (a key of the admin namespace, with its values when it
 * names figures: app/schemas/form-message.ts) into the owner's language.
 */
export function useFormMessage(): (message: string) => string {
  const { t, i18n } = useTranslation("admin");
  const decimalComma = i18n.language !== "en";
  return (message) => {
    const { key, values } = readFormMessage(message);
    const shown = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        decimalComma && /^-?\d+\.\d+$/.test(value) ? value.replace(".", ",") : value,
      ]),
    );
    return t(key as "errors.energyMismatch", shown as { expected: string; kj: string });
  };
}

/** The first error of a field, in the owner's language. */
export function useFieldError(field: AnyField): string | undefined {
  const translate = useFormMessage();
  const message = field.errors?.[0];
  return message ? translate(message) : undefined;
}

function describedBy(field: AnyField, frame: Frame, error?: string, also?: string) {
  return (
    [
      error ? `${field.id}-error` : "",
      also ?? "",
      frame.hint ? `${field.id}-hint` : "",
      frame.badge ? `${field.id}-badge` : "",
    ]
      .filter(Boolean)
      .join(" ") || undefined
  );
}

const control =
  "block w-full scroll-mt-24 rounded-md border bg-white px-3 text-sm text-ink focus:border-olive-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-honey-400";
const border = (invalid: boolean) => (invalid ? "border-danger" : "border-line");

/**
 * A rule over several fields (e.g. nutrients that add up to more than 100 g)
 * shows its message once, by the group; each field it concerns points to it.
 */
interface Shared {
  /** The id of the group's error, when there is one. */
  sharedError?: string;
}

export function TextField({
  field,
  type = "text",
  autoComplete,
  inputMode,
  placeholder,
  sharedError,
  ...frame
}: Frame &
  Shared & {
    field: AnyField;
    type?: "text" | "email" | "url" | "tel" | "password" | "number" | "datetime-local" | "search";
    autoComplete?: string;
    inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
    placeholder?: string;
  }) {
  const error = useFieldError(field);
  const required = frame.required ?? schemaRequired(field);
  // Counted where words are typed; addresses, numbers and codes have no use for it.
  const counted = type === "text" && inputMode === undefined;
  const invalid = Boolean(error || sharedError);
  return (
    <FormField
      id={field.id}
      error={error}
      {...frame}
      required={required}
      count={counted ? lengthCount(field) : undefined}
    >
      <input
        {...getInputProps(field, { type, ariaAttributes: false })}
        {...noNativeChecks}
        key={field.key}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(field, frame, error, sharedError)}
        className={`${control} h-11 ${border(invalid)}`}
      />
    </FormField>
  );
}

export function TextAreaField({
  field,
  rows = 3,
  placeholder,
  ...frame
}: Frame & { field: AnyField; rows?: number; placeholder?: string }) {
  const error = useFieldError(field);
  const required = frame.required ?? schemaRequired(field);
  return (
    <FormField id={field.id} error={error} {...frame} required={required} count={lengthCount(field)}>
      <textarea
        {...getTextareaProps(field, { ariaAttributes: false })}
        {...noNativeChecks}
        key={field.key}
        rows={rows}
        placeholder={placeholder}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, frame, error)}
        className={`${control} py-2 ${border(Boolean(error))}`}
      />
    </FormField>
  );
}

export function SelectField({
  field,
  options,
  placeholder,
  ...frame
}: Frame & { field: AnyField; options: readonly SelectOption[]; placeholder?: string }) {
  const error = useFieldError(field);
  // A choice is required when there is an empty one to leave ("— choose —") and the schema refuses it.
  const required = frame.required ?? (placeholder !== undefined && schemaRequired(field));
  return (
    <FormField id={field.id} error={error} {...frame} required={required}>
      <Select
        {...getSelectProps(field, { ariaAttributes: false })}
        required={undefined}
        key={field.key}
        options={options}
        placeholder={placeholder}
        invalid={Boolean(error)}
        aria-required={required || undefined}
        aria-describedby={describedBy(field, frame, error)}
        className="scroll-mt-24"
      />
    </FormField>
  );
}

/** A checkbox with its label after it; posts `value` (default "on") when ticked. */
export function CheckboxField({
  field,
  label,
  value = "on",
  className = "",
}: {
  field: AnyField;
  label: React.ReactNode;
  value?: string;
  className?: string;
}) {
  const error = useFieldError(field);
  return (
    <div className={className}>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          {...getInputProps(field, { type: "checkbox", value, ariaAttributes: false })}
          required={undefined}
          key={field.key}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${field.id}-error` : undefined}
          className="h-4 w-4 scroll-mt-24 accent-olive-700"
        />
        <span {...{ [labelTextAttribute]: "" }}>{label}</span>
      </label>
      {error ? (
        <p id={`${field.id}-error`} className="mt-1 text-sm text-danger" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A group's own error (a rule over several of its fields), shown once beside them. */
export function GroupError({ id, message }: { id: string; message?: string }) {
  const translate = useFormMessage();
  return message ? (
    <p id={id} className="text-sm text-danger sm:col-span-2" data-testid="field-error">
      {translate(message)}
    </p>
  ) : null;
}
