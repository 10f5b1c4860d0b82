import { useEffect, useId, useRef } from "react";

/**
 * A calm question in a native modal dialog (focus moves in and comes back,
 * Escape cancels), for the admin's "are you sure" moments that are not a
 * form's own submit: leaving unsaved changes, loading a newer version.
 */
export function ConfirmDialog({
  open,
  title,
  question,
  yes,
  cancel,
  onYes,
  onCancel,
}: {
  open: boolean;
  title: string;
  question: string;
  yes: string;
  cancel: string;
  onYes: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-question`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-6 shadow-card backdrop:bg-olive-900/40"
    >
      <h2 id={`${id}-title`} className="font-display text-xl text-olive-900">
        {title}
      </h2>
      <p id={`${id}-question`} className="mt-2 text-base text-ink">
        {question}
      </p>
      {/* The safe answer comes first: the modal dialog puts the focus on it. */}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className="h-10 rounded-full bg-olive-700 px-4 text-sm font-semibold text-cream hover:bg-olive-800"
          onClick={onCancel}
        >
          {cancel}
        </button>
        <button
          type="button"
          className="h-10 rounded-full border border-line px-4 text-sm font-medium text-olive-800 hover:border-olive-600"
          onClick={onYes}
        >
          {yes}
        </button>
      </div>
    </dialog>
  );
}
