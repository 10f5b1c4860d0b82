import type { FieldMetadata } from "@conform-to/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { FormField, TextAreaField, useFieldError } from "#app/components/admin/form/field.tsx";
import type { LibraryImage } from "#app/components/admin/rich-text-editor.tsx";

// The Tiptap editor is a separate chunk fetched only here, after hydration.
const RichTextEditor = lazy(() => import("#app/components/admin/rich-text-editor.tsx"));

/**
 * An article's body in one language. Without JavaScript (and until the editor's
 * chunk arrives) it is plain HTML in a textarea; then the rich-text editor, whose
 * hidden input carries the same field.
 */
export function BodyField({
  field,
  label,
  badge,
  hint,
  library,
  locale,
  required = false,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  required?: boolean;
  badge?: string;
  hint?: string;
  library: LibraryImage[];
  locale: "sr" | "en";
}) {
  const error = useFieldError(field);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const fallback = (
    <TextAreaField field={field} rows={12} label={label} badge={badge} hint={hint} required={required} />
  );
  if (!hydrated) return fallback;
  const labelId = `${field.id}-label`;
  return (
    <Suspense fallback={fallback}>
      <FormField
        id={field.id}
        label={<span id={labelId}>{label}</span>}
        badge={badge}
        hint={hint}
        error={error}
        required={required}
      >
        <RichTextEditor
          key={field.key}
          id={field.id}
          name={field.name}
          defaultValue={typeof field.initialValue === "string" ? field.initialValue : ""}
          label={label}
          labelId={labelId}
          describedBy={
            [error ? `${field.id}-error` : "", hint ? `${field.id}-hint` : ""].filter(Boolean).join(" ") ||
            undefined
          }
          invalid={Boolean(error)}
          library={library}
          locale={locale}
        />
      </FormField>
    </Suspense>
  );
}
