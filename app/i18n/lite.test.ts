import { describe, expect, it } from "vitest";
import { locales, namespaces } from "./config.ts";
import { createI18n } from "./i18n.ts";
import { LiteI18n, pluralCategory } from "./lite.ts";
import { resources } from "./resources.ts";

// The browser translates with LiteI18n, the server with i18next: a page hydrates
// without a mismatch only if both give the same text for every key.

type Tree = Record<string, unknown>;

function leaves(tree: Tree, prefix = ""): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? [[`${prefix}${key}`, value] as [string, unknown], ...leaves(value as Tree, `${prefix}${key}.`)]
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

function lite(locale: "sr" | "en") {
  const instance = new LiteI18n({
    lng: locale,
    fallbackLng: "sr",
    defaultNS: "common",
    load: async () => ({}),
  });
  for (const lng of locales)
    for (const ns of namespaces) instance.addResourceBundle(lng, ns, resources[lng][ns]);
  return instance;
}

const vars = {
  brand: "Zrnce",
  name: "Ana",
  title: "Naslov",
  page: 3,
  pages: 9,
  query: "hleb",
  q: "čokolada",
};

describe("the browser's translator", () => {
  for (const locale of locales) {
    it(`gives i18next's text for every key in ${locale}`, () => {
      const real = createI18n(locale);
      const ours = lite(locale);
      let compared = 0;
      for (const ns of namespaces) {
        const realT = real.getFixedT(locale, ns) as unknown as (k: string, o?: object) => unknown;
        const ourT = ours.getFixedT(null, ns) as unknown as (k: string, o?: object) => unknown;
        for (const [key, value] of leaves(resources.sr[ns] as Tree)) {
          const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
          const options: object[] =
            value && typeof value === "object" ? [{ returnObjects: true, ...vars }] : [{}, vars];
          if (base !== key)
            for (const count of [0, 1, 2, 4, 5, 11, 21, 22, 101]) options.push({ ...vars, count });
          for (const o of options) {
            expect(ourT(base, o), `${ns}:${base} ${JSON.stringify(o)}`).toEqual(realT(base, o));
            compared++;
          }
        }
      }
      // Keys named through another namespace, a missing key, and a default value.
      const realCommon = real.getFixedT(locale, "common") as unknown as (k: string, o?: object) => unknown;
      const ourCommon = ours.getFixedT(null, "common") as unknown as (k: string, o?: object) => unknown;
      for (const [key, o] of [
        ["products:count", { count: 3 }],
        ["news:readingTime", { count: 1 }],
        ["nav.home", {}],
        ["no.such.key", { defaultValue: "Rezerva {{name}}", name: "Ana" }],
      ] as const) {
        expect(ourCommon(key, o)).toEqual(realCommon(key, o));
      }
      expect(compared).toBeGreaterThan(500);
    });
  }

  it("picks each plural form as Intl.PluralRules does", () => {
    for (const locale of locales) {
      const intl = new Intl.PluralRules(locale);
      for (let n = 0; n <= 1000; n++)
        expect(pluralCategory(locale, n), `${locale} ${n}`).toBe(intl.select(n));
      for (const n of [0.5, 1.5, 2.1, 21.3, 1e6 + 1, 1e6 + 2])
        expect(pluralCategory(locale, n), `${locale} ${n}`).toBe(intl.select(n));
    }
  });

  it("waits for a namespace it does not have, once", async () => {
    let loads = 0;
    const instance = new LiteI18n({
      lng: "en",
      fallbackLng: "sr",
      defaultNS: "common",
      load: async (lng, ns) => {
        loads++;
        return resources[lng as "en"][ns as "common"];
      },
    });
    expect(instance.hasLoadedNamespace("common")).toBe(false);
    const first = instance.loadNamespaces(["common"]);
    await Promise.all([first, instance.loadNamespaces(["common"])]);
    expect(loads).toBe(1);
    expect(instance.t("nav.home" as never)).toBe(resources.en.common.nav.home);
  });
});
