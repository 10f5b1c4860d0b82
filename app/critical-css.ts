import { createContext, useContext } from "react";

// The whole stylesheet (Tailwind, about 11 KB gzip) goes inline in the head of every
// page (docs/decisions/0018-critical-path.md): the first paint then waits on no request.
// The server reads it from app.css?inline (entry.server.tsx); the browser bundle never
// holds it: on hydration and any later render it reuses the text already in the page.

export const criticalCssId = "critical-css";

/** Set by entry.server.tsx around the whole render. */
export const CriticalCssContext = createContext("");

let fromPage: string | undefined;

export function useCriticalCss(): string {
  const server = useContext(CriticalCssContext);
  if (typeof document === "undefined") return server;
  fromPage ??= document.getElementById(criticalCssId)?.textContent ?? "";
  return fromPage;
}
