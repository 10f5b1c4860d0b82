import type { SelectHTMLAttributes } from "react";

export interface SelectOption {
  value: string;
  label: string;
}

// The one select of the admin: list filters and form fields alike. A native
// <select> (keyboard, screen readers and phones' pickers for free), styled once.
export function Select({
  options,
  placeholder,
  invalid = false,
  fill = true,
  className = "",
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & {
  options: readonly SelectOption[];
  /** A first, empty choice ("— choose —"); its value is "". */
  placeholder?: string;
  invalid?: boolean;
  /** As wide as its column (forms), or as wide as its longest choice (list filters). */
  fill?: boolean;
}) {
  return (
    <select
      {...props}
      aria-invalid={invalid || undefined}
      className={`block h-11 ${fill ? "w-full" : ""} rounded-md border bg-white px-3 text-sm text-ink focus:border-olive-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-honey-400 ${
        invalid ? "border-danger" : "border-line"
      } ${className}`}
    >
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
