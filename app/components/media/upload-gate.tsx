import { createContext, type FormEvent, useCallback, useContext, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { StorageError } from "#app/media-client/storage-errors.ts";

// Save waits for the photos being uploaded (issue 21): an editor's form asks
// the gate before it posts. With an upload under way the save is held, the
// owner is told, and the form is posted once the upload is done, with the new
// photo in it. An upload that failed stops the save with the reason shown, so
// the product is never saved silently without its photo.

export interface UploadGate {
  /** Holds saves until this settles; it resolves once the photo is in the form. */
  track(upload: Promise<unknown>): void;
}

const GateContext = createContext<UploadGate | null>(null);
export const UploadGateProvider = GateContext.Provider;

export function useUploadGateContext(): UploadGate | null {
  return useContext(GateContext);
}

export type GateState = "idle" | "waiting" | "failed";

/** Conform's own field operations (insert, update) submit the form with this button name. */
const conformIntent = "__intent__";

export function useUploadGate() {
  const pending = useRef(new Set<Promise<unknown>>());
  const [state, setState] = useState<GateState>("idle");
  const track = useCallback((upload: Promise<unknown>) => {
    pending.current.add(upload);
    const done = () => {
      pending.current.delete(upload);
    };
    upload.then(done, done);
  }, []);
  const gate = useMemo<UploadGate>(() => ({ track }), [track]);

  /** Wraps the form's onSubmit: a save during an upload is held, then sent. */
  const guard =
    (onSubmit?: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (pending.current.size === 0 || submitter?.getAttribute("name") === conformIntent) {
        if (submitter?.getAttribute("name") !== conformIntent) setState("idle");
        onSubmit?.(event);
        return;
      }
      event.preventDefault();
      const form = event.currentTarget;
      setState("waiting");
      void Promise.allSettled([...pending.current]).then(async (results) => {
        const failed = results.some(
          (r) =>
            r.status === "rejected" &&
            !(r.reason instanceof StorageError && r.reason.code === "storage/canceled"),
        );
        if (failed) return setState("failed");
        // Let the new photo's fields render before the form is read.
        await new Promise((resolve) => setTimeout(resolve, 0));
        setState("idle");
        form.requestSubmit(submitter && form.contains(submitter) ? (submitter as HTMLElement) : undefined);
      });
    };
  return { gate, state, guard };
}

/** What the held save is doing, beside the Save button. */
export function UploadGateNotice({ state }: { state: GateState }) {
  const { t } = useTranslation("admin");
  if (state === "idle") return null;
  return state === "waiting" ? (
    <p role="status" className="text-sm text-muted" data-testid="save-waits-for-upload">
      {t("media.saveWaits")}
    </p>
  ) : (
    <p role="alert" className="text-sm text-danger" data-testid="save-upload-failed">
      {t("media.saveBlocked")}
    </p>
  );
}
