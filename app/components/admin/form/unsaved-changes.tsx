import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type Location, useBlocker } from "react-router";
import { ConfirmDialog } from "./confirm-dialog.tsx";

// The unsaved-changes guard (docs/decisions/0028-record-versions.md). The admin
// layout holds one guard (React Router allows one blocker at a time); every
// form of the kit reports whether it holds changes (useAdminForm does it with
// Conform's dirty state). Leaving by a link or Back asks in a dialog; closing or
// reloading the tab asks through the browser's own beforeunload prompt.

interface GuardStore {
  report(formId: string, dirty: boolean): void;
}

const GuardContext = createContext<GuardStore | null>(null);

/** A navigation that has already been confirmed (loading a newer version) passes. */
export const discardChangesState = { discardChanges: true } as const;

function leavesPage(current: Location, next: Location): boolean {
  if ((next.state as { discardChanges?: boolean } | null)?.discardChanges) return false;
  // A form posts to its own address: saving is not leaving.
  return current.pathname !== next.pathname || current.search !== next.search;
}

export function UnsavedChangesGuard({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("admin");
  const dirty = useRef(new Set<string>());
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
        dirty.current.size > 0 && leavesPage(currentLocation, nextLocation),
      [],
    ),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current.size === 0) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, []);
  const store = useMemo<GuardStore>(
    () => ({
      report(formId, isDirty) {
        if (isDirty) dirty.current.add(formId);
        else dirty.current.delete(formId);
      },
    }),
    [],
  );
  return (
    <GuardContext.Provider value={store}>
      {children}
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title={t("unsaved.title")}
        question={t("unsaved.question")}
        cancel={t("unsaved.stay")}
        yes={t("unsaved.leave")}
        onCancel={() => blocker.reset?.()}
        onYes={() => {
          // The owner chose to leave: the forms left behind no longer hold anything.
          dirty.current.clear();
          blocker.proceed?.();
        }}
      />
    </GuardContext.Provider>
  );
}

/**
 * Tells the page's guard whether this form holds unsaved changes. Outside the
 * admin layout (the sign-in page) there is no guard, and nothing happens.
 */
export function useUnsavedChanges(formId: string, dirty: boolean): void {
  const guard = useContext(GuardContext);
  useEffect(() => {
    guard?.report(formId, dirty);
    return () => guard?.report(formId, false);
  }, [guard, formId, dirty]);
}
