import { createInstance, type InitOptions, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { baseOptions, type Locale, namespaces } from "./config.ts";
import { resources } from "./resources.ts";

/** The site's i18next settings for one language (also what the tests compare against). */
export function i18nOptions(locale: Locale): InitOptions {
  return { ...baseOptions(locale), ns: [...namespaces], resources };
}

/** One i18next instance per request on the server, one per page on the client. */
export function createI18n(locale: Locale): i18n {
  const instance = createInstance();
  instance.use(initReactI18next).init(i18nOptions(locale));
  rememberPlainKeys(instance);
  return instance;
}

type Translate = (key: unknown, options?: unknown) => unknown;
const maxRemembered = 5000;

/**
 * The resources are bundled and an instance never changes language, so a key asked
 * for without options always gives the same text: each namespace's translator (what
 * useTranslation hands out) remembers those, as a page asks for the same labels
 * over and over (a product card's badges, types and categories).
 */
function rememberPlainKeys(instance: i18n) {
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => Translate;
  const byNamespace = new Map<string, Translate>();
  instance.getFixedT = ((...args: unknown[]) => {
    const [lng, ns, keyPrefix] = args;
    if (lng !== null || typeof ns !== "string" || keyPrefix !== undefined) return getFixedT(...args);
    let t = byNamespace.get(ns);
    if (!t) {
      const translate = getFixedT(null, ns);
      const texts = new Map<string, unknown>();
      t = (key, options) => {
        if (options !== undefined || typeof key !== "string") return translate(key, options);
        if (texts.has(key)) return texts.get(key);
        const text = translate(key);
        if (texts.size < maxRemembered) texts.set(key, text);
        return text;
      };
      byNamespace.set(ns, t);
    }
    return t;
  }) as unknown as i18n["getFixedT"];
}
