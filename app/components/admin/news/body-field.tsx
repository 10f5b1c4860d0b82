import type { FieldMetadata } from "@conform-to/react";
import { type ComponentType, useEffect, useState } from "react";
import { FormField, TextAreaField, useFieldError } from "#app/components/admin/form/field.tsx";
import type RichTextEditorType from "#app/components/admin/rich-text-editor.tsx";
import type { LibraryImage } from "#app/components/admin/rich-text-editor.tsx";

type Editor = ComponentType<Parameters<typeof RichTextEditorType>[0]>;

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
  // The Tiptap editor is a separate chunk fetched only here, after hydration.
  // Until it has arrived the textarea stays, and the editor starts from what
  // was typed into it meanwhile.
  const served = typeof field.initialValue === "string" ? field.initialValue : "";
  const [editor, setEditor] = useState<{
    Editor: Editor;
    typed?: { text: string; over: string };
    focused: boolean;
  } | null>(null);
  useEffect(() => {
    let current = true;
    void import("#app/components/admin/rich-text-editor.tsx").then(({ default: Editor }) => {
      if (!current) return;
      const area = document.getElementById(field.id);
      // Left before it is replaced: removing a focused field blurs it inside React's
      // commit, where the form's check of the left field would post the form itself.
      const focused = area !== null && area === document.activeElement;
      if (focused) area.blur();
      setEditor({
        focused,
        Editor,
        typed:
          area instanceof HTMLTextAreaElement && area.value !== area.defaultValue
            ? { text: area.value, over: area.defaultValue }
            : undefined,
      });
    });
    return () => {
      current = false;
    };
  }, [field.id]);
  if (!editor) {
    return (
      <TextAreaField field={field} rows={12} label={label} badge={badge} hint={hint} required={required} />
    );
  }
  const { Editor: RichTextEditor, typed, focused } = editor;
  const labelId = `${field.id}-label`;
  return (
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
        // What was typed over the text now served (a later save serves another).
        defaultValue={typed?.over === served ? typed.text : served}
        served={served}
        autofocus={focused}
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
  );
}
