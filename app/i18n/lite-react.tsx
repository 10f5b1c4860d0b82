import type { i18n as I18n } from "i18next";
import { createContext, type ReactNode, useContext } from "react";

// Our stand-in for react-i18next (swapped in by vite.config.ts, on the server and in
// the admin's browser build): the three things the site imports from it, over i18next
// itself. react-i18next's hook (subscriptions, memos, a fresh translator per call) was
// a tenth of a page render's CPU on the server.
const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export const initReactI18next = { type: "3rdParty", init() {} };

export function useTranslation(ns?: string | readonly string[]) {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation outside I18nextProvider");
  const list = ns === undefined ? ["common"] : typeof ns === "string" ? [ns] : [...ns];
  const missing = list.filter((n) => !i18n.hasLoadedNamespace(n));
  // Suspense: a page that needs a namespace not yet here waits for its chunk
  // (React Router keeps the previous page on screen meanwhile).
  if (missing.length > 0) throw i18n.loadNamespaces(missing);
  return { t: i18n.getFixedT(null, (list[0] ?? "common") as "common"), i18n, ready: true };
}
