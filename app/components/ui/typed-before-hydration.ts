import { useEffect } from "react";

// What a person types before the page's scripts have run stays typed.
//
// React 19 keeps what was typed into an <input> when it hydrates it, but it
// sets a <textarea> back to the text the server sent (initTextarea in
// react-dom: `element.value = element.textContent`), so a message or a product
// description typed while the scripts were still loading vanished. This module
// notes every text typed before hydration, puts a textarea's text back the
// moment React resets it, and once the page is hydrated tells the page's forms
// (an input event each), so their checks and counters see the typed text.

type Control = HTMLInputElement | HTMLTextAreaElement;

const typed = new Map<Control, string>();
let stop: (() => void) | undefined;

function isText(target: EventTarget | null): target is Control {
  return target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement;
}

function note(control: Control) {
  if (control.value !== control.defaultValue) typed.set(control, control.value);
  else typed.delete(control);
}

function start() {
  for (const control of document.querySelectorAll<Control>("textarea, input")) note(control);
  const onInput = (event: Event) => {
    if (isText(event.target)) note(event.target);
  };
  document.addEventListener("input", onInput, true);
  // React writes a textarea's default text (a change of its children) just
  // before it resets the value: put the typed text back right after.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const control = record.target;
      if (!(control instanceof HTMLTextAreaElement)) continue;
      const text = typed.get(control);
      if (text !== undefined && control.value !== text) control.value = text;
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  stop = () => {
    observer.disconnect();
    document.removeEventListener("input", onInput, true);
  };
}

// In the browser, this module runs before React hydrates (the root imports it).
if (typeof document !== "undefined") start();

/** Called once by the root: the page is hydrated, its forms now listen. */
export function useHandOverTypedText() {
  useEffect(() => {
    if (!stop) return;
    const restore = stop;
    stop = undefined;
    // The textarea reset may still sit in the observer's queue.
    for (const [control, text] of typed) {
      if (control.isConnected && control.value !== text) control.value = text;
    }
    restore();
    for (const control of typed.keys()) {
      if (control.isConnected) control.dispatchEvent(new Event("input", { bubbles: true }));
    }
    typed.clear();
  }, []);
}
