import type { i18n } from "i18next";
import type { Locale } from "./config.ts";
import { createI18n } from "./i18n.ts";

// One ready instance per language, never switched: safe to share between
// concurrent server requests, and reused on the client when the visitor toggles.
const instances = new Map<Locale, i18n>();

export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    instances.set(locale, instance);
  }
  return instance;
}

/** For code outside React (meta functions, mail): a translator fixed to one language. */
export function getT(locale: Locale) {
  return getI18n(locale).t;
}
