import { useRef } from "react";

/**
 * A submit button that asks first, in an accessible native dialog; without
 * JavaScript the form submits straight away (the server still checks).
 */
export function ConfirmButton({
  children,
  question,
  yes,
  cancel,
  className,
  name,
  value,
}: {
  children: React.ReactNode;
  question: string;
  yes: string;
  cancel: string;
  className?: string;
  name?: string;
  value?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={submit}
        type="submit"
        name={name}
        value={value}
        className={className}
        onClick={(event) => {
          if (event.currentTarget.dataset.confirmed === "1") {
            event.currentTarget.dataset.confirmed = "";
            return;
          }
          event.preventDefault();
          dialog.current?.showModal();
        }}
      >
        {children}
      </button>
      <dialog
        ref={dialog}
        className="m-auto max-w-sm rounded-lg bg-white p-6 shadow-card backdrop:bg-olive-900/40"
      >
        <p className="text-base text-ink">{question}</p>
        <div className="mt-5 flex justify-end gap-2">
          <button
            type="button"
            className="h-10 rounded-full px-4 text-sm font-medium text-olive-800 hover:bg-olive-50"
            onClick={() => dialog.current?.close()}
          >
            {cancel}
          </button>
          <button
            type="button"
            className="h-10 rounded-full bg-danger px-4 text-sm font-semibold text-white"
            onClick={() => {
              dialog.current?.close();
              if (submit.current) {
                submit.current.dataset.confirmed = "1";
                submit.current.click();
              }
            }}
          >
            {yes}
          </button>
        </div>
      </dialog>
    </>
  );
}
