import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type Location, useBlocker, useLocation } from "react-router";
import { overwriteField, versionField } from "#app/schemas/record-version.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";

// The unsaved-changes guard (docs/decisions/0028-record-versions.md). The admin
// layout holds one guard (React Router allows one blocker at a time); every
// form of the kit registers with it (useAdminForm does). Leaving by a link or
// Back asks in a dialog; closing or reloading the tab asks through the
// browser's own beforeunload prompt.
//
// A form holds changes when the owner has typed or chosen something in it and
// what it would post now differs from what the page served (or the last save
// left). The question is asked only when leaving, so nothing is compared while
// typing. Conform's own dirty state is not used: it compares against the whole
// default value (settings the form does not show, key order), which an
// untouched form after a save does not match.

type HoldsChanges = () => boolean;

interface GuardStore {
  register(formId: string, holdsChanges: HoldsChanges): () => void;
  /** The history entry the page on screen shows (React Router's key, "default" for the first). */
  shownEntry(): string;
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
  const forms = useRef(new Map<string, HoldsChanges>());
  const { key: locationKey } = useLocation();
  const shown = useRef(locationKey);
  useLayoutEffect(() => {
    shown.current = locationKey;
  }, [locationKey]);
  const anyChanges = useCallback(() => [...forms.current.values()].some((holds) => holds()), []);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
        leavesPage(currentLocation, nextLocation) && anyChanges(),
      [anyChanges],
    ),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!anyChanges()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [anyChanges]);
  const store = useMemo<GuardStore>(
    () => ({
      register(formId, holdsChanges) {
        forms.current.set(formId, holdsChanges);
        return () => {
          if (forms.current.get(formId) === holdsChanges) forms.current.delete(formId);
        };
      },
      shownEntry: () => shown.current,
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
          forms.current.clear();
          blocker.proceed?.();
        }}
      />
    </GuardContext.Provider>
  );
}

/** Hidden fields a form posts for the server's sake, never typed by the owner. */
const machinery = new Set(["intent", versionField, overwriteField]);

/** What the form would post, as one string (files by name and size). */
function postedNow(form: HTMLFormElement): string {
  const entries: string[] = [];
  for (const [name, value] of new FormData(form))
    if (!machinery.has(name))
      entries.push(`${name}=${typeof value === "string" ? value : `${value.name}:${value.size}`}`);
  return JSON.stringify(entries);
}

/**
 * What the form would post as the page served it (or as its last save left
 * it): a copy, reset. A field that a script fills (a rich-text editor's hidden
 * input) names its served value in data-served.
 */
function postedAsServed(form: HTMLFormElement): string {
  const copy = form.cloneNode(true) as HTMLFormElement;
  // A control inside that belongs to another form (a photo's upload form) would join the detached copy.
  const id = form.getAttribute("id");
  for (const foreign of copy.querySelectorAll("[form]"))
    if (foreign.getAttribute("form") !== id) foreign.remove();
  copy.reset();
  for (const field of copy.querySelectorAll<HTMLInputElement>("input[data-served]"))
    field.value = field.dataset.served ?? "";
  return postedNow(copy);
}

/** The current history entry's key, as React Router names it ("default" for the entry the page loaded on). */
const historyKey = () => String((window.history.state as { key?: string } | null)?.key ?? "default");

/**
 * Registers the form (by its element id) with the page's guard. `savedWith`
 * changes when a save succeeded without leaving the page: what the form holds
 * then is what was saved. Outside the admin layout (the sign-in page) there is
 * no guard, and nothing happens.
 */
export function useUnsavedChanges(formId: string, savedWith: unknown): void {
  const guard = useContext(GuardContext);
  // A new save starts afresh.
  useEffect(() => {
    const form = document.forms.namedItem(formId);
    if (!guard || !form) return;
    // Typed before the page's scripts ran (typed-before-hydration.ts keeps it). After
    // a save, what the form holds is what was saved, though the page may still show
    // the data it was loaded with: React Router answers before it reads them again.
    let touched = savedWith === null && postedNow(form) !== postedAsServed(form);
    // The owner's own typing and choosing, not a value a script set (an editor loading).
    // A form's own buttons (add an image, move it, remove it) change it too.
    const onEdit = (event: Event) => {
      if (!event.isTrusted) return;
      if (event.type !== "click" || (event.target as Element).closest?.('button[type="button"]'))
        touched = true;
    };
    for (const type of ["input", "change", "click"]) form.addEventListener(type, onEdit);
    // A successful save answers with a redirect, a new history entry. The address
    // changes before the saved page renders (seconds on a slow phone): a link
    // clicked meanwhile finds the form as typed, and must not ask about what was
    // saved. Once that page shows, what is typed into a form still there counts again.
    let submittedFrom: string | null = null;
    const onSubmit = () => {
      submittedFrom = historyKey();
    };
    form.addEventListener("submit", onSubmit);
    const unregister = guard.register(formId, () => {
      const entry = historyKey();
      if (submittedFrom !== null && entry !== submittedFrom && entry !== guard.shownEntry()) return false;
      const now = document.forms.namedItem(formId);
      return touched && now !== null && postedNow(now) !== postedAsServed(now);
    });
    return () => {
      for (const type of ["input", "change", "click"]) form.removeEventListener(type, onEdit);
      form.removeEventListener("submit", onSubmit);
      unregister();
    };
  }, [guard, formId, savedWith]);
}
