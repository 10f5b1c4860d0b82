import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultLocale, type Locale, namespaces } from "./config.ts";
import { resources } from "./resources.ts";

/** One i18next instance per request on the server, one per page on the client. */
export function createI18n(locale: Locale): i18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: ["sr", "en"],
    ns: [...namespaces],
    defaultNS: "common",
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
