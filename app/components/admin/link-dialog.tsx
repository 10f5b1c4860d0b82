import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { buttonPrimary, buttonSecondary } from "#app/components/ui/field.tsx";
import { checkLinkHref } from "./link-href.ts";

// The rich-text editor's link dialog: a native modal <dialog>, so focus is
// trapped, Escape closes it and the browser returns focus where it was. It is
// portalled to <body> because the editor sits inside the article's <form> and
// forms cannot nest.

export function LinkDialog({
  open,
  current,
  onApply,
  onRemove,
  onClose,
}: {
  open: boolean;
  /** The link under the cursor, when there is one: the dialog edits or removes it. */
  current: string | undefined;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      setValue(current ?? "");
      setError(null);
      node.showModal();
    } else if (!open && node.open) node.close();
  }, [open, current]);

  if (!open) return null;
  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-6 shadow-card backdrop:bg-olive-900/40"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // React carries the portal's events to the article form around the editor.
          event.stopPropagation();
          const check = checkLinkHref(value);
          if (!check.ok) {
            setError(t(`newsEditor.linkDialog.errors.${check.error}`));
            return;
          }
          // Close first: while the modal is open the editor behind it cannot take focus.
          dialog.current?.close();
          onApply(check.href);
        }}
      >
        <h2 id={`${id}-title`} className="font-display text-xl text-olive-900">
          {t(current ? "newsEditor.linkDialog.editTitle" : "newsEditor.linkDialog.title")}
        </h2>
        <label htmlFor={`${id}-href`} className="mt-4 block text-sm font-medium text-ink">
          {t("newsEditor.linkDialog.address")}
        </label>
        <input
          id={`${id}-href`}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          placeholder="https://"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className={`mt-1.5 h-11 w-full rounded-md border px-3 text-sm ${error ? "border-danger" : "border-line"}`}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {t("newsEditor.linkDialog.hint")}
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
            {error}
          </p>
        ) : null}
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
    </dialog>,
    document.body,
  );
}
