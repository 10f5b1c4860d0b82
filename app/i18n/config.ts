// Languages and namespaces of the UI strings (spec §9). Content from the
// database is not here: it is translated per row (DESIGN.md §6).

export const locales = ["sr", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "sr";
export const namespaces = ["common", "home", "products", "about", "news", "contact", "admin"] as const;
export type Namespace = (typeof namespaces)[number];
export const localeCookie = "i18nextLng";
export const localeStorageKey = "i18nextLng";

/** Spec §3: anything other than English is Serbian. */
export function toLocale(value: string | null | undefined): Locale {
  return value && /^en(-[a-z]{2,4})?$/i.test(value.trim()) ? "en" : "sr";
}

/** i18next's settings shared by the server's instances and the admin's browser one (i18n.browser.ts). */
export function baseOptions(locale: Locale) {
  return {
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: ["sr", "en"],
    defaultNS: "common",
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  } as const;
}
