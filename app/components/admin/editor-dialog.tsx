import { type FieldMetadata, getFormProps } from "@conform-to/react";
import { useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import type { z } from "zod";
import { buttonPrimary, buttonSecondary } from "#app/components/ui/field.tsx";
import { parseSubmission, useAdminForm } from "./form/use-admin-form.ts";

// The rich-text editor's small dialogs (a link, an image's description): a
// native modal <dialog>, so focus is trapped, Escape closes it and the browser
// returns focus where it was. It is portalled to <body> because the editor sits
// inside the article's <form> and forms cannot nest. It is built afresh each
// time it opens, so it starts from the value under the cursor.

export interface EditorDialogProps<Schema extends z.ZodType> {
  open: boolean;
  schema: Schema;
  defaultValue: Record<string, string>;
  title: string;
  apply: string;
  cancel: string;
  /** The dialog's fields, from Conform's field metadata. */
  fields: (fields: Record<string, FieldMetadata<unknown>>) => React.ReactNode;
  /** A destructive action beside the buttons (e.g. removing a link). */
  remove?: { label: string; run: () => void };
  onApply: (value: z.output<Schema>) => void;
  onClose: () => void;
  testId?: string;
}

export function EditorDialog<Schema extends z.ZodType>({ open, ...props }: EditorDialogProps<Schema>) {
  return open ? createPortal(<DialogForm {...props} />, document.body) : null;
}

function DialogForm<Schema extends z.ZodType>({
  schema,
  defaultValue,
  title,
  apply,
  cancel,
  fields: renderFields,
  remove,
  onApply,
  onClose,
  testId,
}: Omit<EditorDialogProps<Schema>, "open">) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [form, fields] = useAdminForm({ id: `${id}-form`, schema, defaultValue });

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      data-testid={testId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-6 shadow-card backdrop:bg-olive-900/40"
    >
      <form
        {...getFormProps(form)}
        onSubmit={(event) => {
          // React carries the portal's events to the article form around the editor.
          event.stopPropagation();
          // Conform checks the fields and, when one is refused, shows why beside it.
          form.onSubmit(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          const submission = parseSubmission(new FormData(event.currentTarget), schema);
          if (submission.status !== "success") return;
          // Close first: while the modal is open the editor behind it cannot take focus.
          dialog.current?.close();
          onApply(submission.value as z.output<Schema>);
        }}
      >
        <h2 id={`${id}-title`} className="mb-4 font-display text-xl text-olive-900">
          {title}
        </h2>
        {renderFields(fields as unknown as Record<string, FieldMetadata<unknown>>)}
        <div className="mt-5 flex flex-wrap items-center justify-end gap-2">
          {remove ? (
            <button
              type="button"
              onClick={() => {
                dialog.current?.close();
                remove.run();
              }}
              className="mr-auto h-10 text-sm font-medium text-danger underline underline-offset-4"
            >
              {remove.label}
            </button>
          ) : null}
          <button type="button" className={buttonSecondary} onClick={() => dialog.current?.close()}>
            {cancel}
          </button>
          <button type="submit" className={buttonPrimary}>
            {apply}
          </button>
        </div>
      </form>
    </dialog>
  );
}
