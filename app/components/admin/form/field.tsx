import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
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
}

export function FormField({
  id,
  label,
  hint,
  badge,
  error,
  className = "",
  children,
}: Frame & { id: string; error?: string; children: React.ReactNode }) {
  return (
    <div className={className}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          {label}
        </label>
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
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The first error of a field, in the owner's language. */
export function useFieldError(field: AnyField): string | undefined {
  const { t } = useTranslation("admin");
  const key = field.errors?.[0];
  return key ? t(key as "errors.required") : undefined;
}

function describedBy(field: AnyField, frame: Frame, error?: string) {
  return (
    [
      error ? `${field.id}-error` : "",
      frame.hint ? `${field.id}-hint` : "",
      frame.badge ? `${field.id}-badge` : "",
    ]
      .filter(Boolean)
      .join(" ") || undefined
  );
}

const control =
  "block w-full rounded-md border bg-white px-3 text-sm text-ink focus:border-olive-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-honey-400";
const border = (error?: string) => (error ? "border-danger" : "border-line");

export function TextField({
  field,
  type = "text",
  autoComplete,
  inputMode,
  placeholder,
  ...frame
}: Frame & {
  field: AnyField;
  type?: "text" | "email" | "url" | "tel" | "password" | "number" | "datetime-local" | "search";
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  placeholder?: string;
}) {
  const error = useFieldError(field);
  return (
    <FormField id={field.id} error={error} {...frame}>
      <input
        {...getInputProps(field, { type, ariaAttributes: false })}
        key={field.key}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, frame, error)}
        className={`${control} h-11 ${border(error)}`}
      />
    </FormField>
  );
}

export function TextAreaField({ field, rows = 3, ...frame }: Frame & { field: AnyField; rows?: number }) {
  const error = useFieldError(field);
  return (
    <FormField id={field.id} error={error} {...frame}>
      <textarea
        {...getTextareaProps(field, { ariaAttributes: false })}
        key={field.key}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, frame, error)}
        className={`${control} py-2 ${border(error)}`}
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
  return (
    <FormField id={field.id} error={error} {...frame}>
      <Select
        {...getSelectProps(field, { ariaAttributes: false })}
        key={field.key}
        options={options}
        placeholder={placeholder}
        invalid={Boolean(error)}
        aria-describedby={describedBy(field, frame, error)}
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
          key={field.key}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${field.id}-error` : undefined}
          className="h-4 w-4 accent-olive-700"
        />
        {label}
      </label>
      {error ? (
        <p id={`${field.id}-error`} className="mt-1 text-sm text-danger" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
