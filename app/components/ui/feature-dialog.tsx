import { useId } from "react";
import { CloseIcon } from "./icons.tsx";
import { Island } from "./island.tsx";

/**
 * A card whose button opens a native modal <dialog>: focus moves into it, Escape, the
 * close button and a click on the backdrop close it, and the browser returns focus to
 * the button. The buttons are the browser's own invoker commands (`command`/`commandfor`)
 * and the backdrop its `closedby="any"`, so all of it works without JavaScript;
 * app/islands/widgets.ts does the same for browsers that lack them. Without a detail it
 * is a plain card.
 */
export function FeatureDialogCard({
  index,
  title,
  text,
  detail,
  whyLabel,
  closeLabel,
}: {
  index: number;
  title: string;
  text: string;
  detail: string;
  whyLabel: string;
  closeLabel: string;
}) {
  return (
    <div className="flex h-full flex-col rounded-xl bg-white p-7 shadow-soft ring-1 ring-line">
      <span className="font-serif text-2xl text-honey-500" aria-hidden="true">
        {String(index + 1).padStart(2, "0")}
      </span>
      <h3 className="mt-3 text-xl">{title}</h3>
      <p className="mt-2 flex-1 text-sm text-muted">{text}</p>
      {detail ? (
        <WhyDialog title={title} detail={detail} whyLabel={whyLabel} closeLabel={closeLabel} />
      ) : null}
    </div>
  );
}

function WhyDialog({
  title,
  detail,
  whyLabel,
  closeLabel,
}: {
  title: string;
  detail: string;
  whyLabel: string;
  closeLabel: string;
}) {
  const titleId = useId();
  const dialogId = useId();
  return (
    <>
      <button
        type="button"
        command="show-modal"
        commandfor={dialogId}
        data-dialog-open={dialogId}
        aria-haspopup="dialog"
        className="mt-5 self-start rounded-full border border-olive-700/30 px-5 py-2.5 text-sm font-semibold text-olive-800 transition-colors hover:border-olive-700 hover:bg-olive-50"
        data-testid="feature-why"
      >
        {whyLabel}
        <span className="sr-only"> — {title}</span>
      </button>
      <dialog
        id={dialogId}
        closedby="any"
        aria-labelledby={titleId}
        data-testid="feature-dialog"
        className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-xl bg-cream p-0 text-ink shadow-card backdrop:bg-olive-900/50"
      >
        <div className="p-7 sm:p-9">
          <div className="flex items-start justify-between gap-4">
            <h3 id={titleId} className="text-2xl">
              {title}
            </h3>
            <button
              type="button"
              command="close"
              commandfor={dialogId}
              data-dialog-close
              className="-mt-1 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-olive-800 hover:bg-linen"
              aria-label={closeLabel}
              data-testid="feature-dialog-close"
            >
              <CloseIcon className="h-5 w-5" />
            </button>
          </div>
          <p className="mt-4 text-base text-muted">{detail}</p>
        </div>
      </dialog>
      <Island name="widgets" />
    </>
  );
}
