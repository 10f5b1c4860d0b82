import { createInstance, type i18n } from "i18next";
import { baseOptions, type Locale } from "./config.ts";
import { inlineResourcesId } from "./page-namespaces.ts";

// The admin's browser build of ./i18n.ts (swapped in by vite.config.ts): the same
// i18next with the same settings, but the first page's strings come from the JSON the
// server wrote into the HTML, and any other namespace or language is a lazy chunk of
// its own, fetched when a screen needs it. Public pages load no translator at all:
// their islands get their few strings from the server's HTML (decision 0035).
const chunks = import.meta.glob<Record<string, Record<string, unknown>>>("./resources/*/*.ts");

function readInline(): { locale: string; resources: Record<string, Record<string, unknown>> } | undefined {
  const text =
    typeof document === "undefined" ? null : document.getElementById(inlineResourcesId)?.textContent;
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export function createI18n(locale: Locale): i18n {
  const instance = createInstance();
  instance
    .use({
      type: "backend",
      init() {},
      read(lng: string, ns: string, done: (error: unknown, data?: Record<string, unknown>) => void) {
        const load = chunks[`./resources/${lng}/${ns}.ts`];
        if (!load) return done(null, {});
        load().then(
          (module) => done(null, module[ns] ?? {}),
          (error) => done(error),
        );
      },
    })
    .init({ ...baseOptions(locale), ns: [], partialBundledLanguages: true });
  const inline = readInline();
  if (inline?.locale === locale)
    for (const [ns, tree] of Object.entries(inline.resources)) instance.addResourceBundle(locale, ns, tree);
  return instance;
}
