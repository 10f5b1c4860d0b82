import { useId } from "react";

// A labelled textarea with its error beside it; the badge marks, for example,
// a missing translation (admin editors).
export function TextArea({
  label,
  name,
  defaultValue,
  error,
  rows = 3,
  badge,
  hint,
}: {
  label: string;
  name: string;
  defaultValue?: string;
  error?: string;
  rows?: number;
  badge?: string;
  hint?: string;
}) {
  const id = useId();
  const describedBy =
    [error ? `${id}-error` : "", hint ? `${id}-hint` : "", badge ? `${id}-badge` : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <div>
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
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 block w-full rounded-md border bg-white px-3 py-2 text-sm text-ink focus:border-olive-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-honey-400 ${
          error ? "border-danger" : "border-line"
        }`}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
