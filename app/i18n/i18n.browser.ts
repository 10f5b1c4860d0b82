import { defaultLocale, type Locale } from "./config.ts";
import { LiteI18n } from "./lite.ts";
import { inlineResourcesId } from "./page-namespaces.ts";

// The browser's stand-in for ./i18n.ts (swapped in by vite.config.ts): the first
// page's strings come from the JSON the server wrote into the HTML; any other
// namespace or language is a lazy chunk of its own, fetched when a page needs it.
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

export function createI18n(locale: Locale) {
  const instance = new LiteI18n({
    lng: locale,
    fallbackLng: defaultLocale,
    defaultNS: "common",
    load: async (lng, ns) => {
      const load = chunks[`./resources/${lng}/${ns}.ts`];
      if (!load) return {};
      return (await load())[ns] ?? {};
    },
  });
  const inline = readInline();
  if (inline?.locale === locale)
    for (const [ns, tree] of Object.entries(inline.resources)) instance.addResourceBundle(locale, ns, tree);
  return instance;
}
