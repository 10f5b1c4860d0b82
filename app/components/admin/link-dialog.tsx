import { getFormProps } from "@conform-to/react";
import { useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { buttonPrimary, buttonSecondary } from "#app/components/ui/field.tsx";
import { linkFormSchema } from "#app/schemas/link-href.ts";
import { TextField } from "./form/field.tsx";
import { parseSubmission, useAdminForm } from "./form/use-admin-form.ts";

// The rich-text editor's link dialog: a native modal <dialog>, so focus is
// trapped, Escape closes it and the browser returns focus where it was. It is
// portalled to <body> because the editor sits inside the article's <form> and
// forms cannot nest.

export function LinkDialog({
  open,
  ...props
}: {
  open: boolean;
  /** The link under the cursor, when there is one: the dialog edits or removes it. */
  current: string | undefined;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  // Built afresh each time it opens, so it starts from the link under the cursor.
  return open ? createPortal(<LinkForm {...props} />, document.body) : null;
}

function LinkForm({
  current,
  onApply,
  onRemove,
  onClose,
}: {
  current: string | undefined;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [form, fields] = useAdminForm({
    id: `${id}-link`,
    schema: linkFormSchema,
    defaultValue: { href: current ?? "" },
  });

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-6 shadow-card backdrop:bg-olive-900/40"
    >
      <form
        {...getFormProps(form)}
        onSubmit={(event) => {
          // React carries the portal's events to the article form around the editor.
          event.stopPropagation();
          // Conform checks the address and, when it is refused, shows why beside it.
          form.onSubmit(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          const submission = parseSubmission(new FormData(event.currentTarget), linkFormSchema);
          if (submission.status !== "success") return;
          // Close first: while the modal is open the editor behind it cannot take focus.
          dialog.current?.close();
          onApply(submission.value.href);
        }}
      >
        <h2 id={`${id}-title`} className="mb-4 font-display text-xl text-olive-900">
          {t(current ? "newsEditor.linkDialog.editTitle" : "newsEditor.linkDialog.title")}
        </h2>
        <TextField
          field={fields.href}
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          label={t("newsEditor.linkDialog.address")}
          hint={t("newsEditor.linkDialog.hint")}
        />
        <div className="mt-5 flex flex-wrap items-center justify-end gap-2">
          {current ? (
            <button
              type="button"
              onClick={() => {
                dialog.current?.close();
                onRemove();
              }}
              className="mr-auto h-10 text-sm font-medium text-danger underline underline-offset-4"
            >
              {t("newsEditor.linkDialog.remove")}
            </button>
          ) : null}
          <button type="button" className={buttonSecondary} onClick={() => dialog.current?.close()}>
            {t("newsEditor.linkDialog.cancel")}
          </button>
          <button type="submit" className={buttonPrimary}>
            {t("newsEditor.linkDialog.apply")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
