import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { locales, namespaces } from "./config.ts";
import { createI18n, i18nOptions } from "./i18n.ts";
import { resources } from "./resources.ts";

// The server's translators remember keys asked for without options: each must
// still give exactly what plain i18next gives, the first time and every time after.

type Tree = Record<string, unknown>;
const keys = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? [`${prefix}${key}`, ...keys(value as Tree, `${prefix}${key}.`)]
      : [`${prefix}${key}`],
  );

describe("the server's translators", () => {
  for (const locale of locales) {
    it(`give plain i18next's text for every key in ${locale}, remembered or not`, () => {
      const plain = createInstance();
      plain.init(i18nOptions(locale));
      const ours = createI18n(locale);
      let compared = 0;
      for (const ns of namespaces) {
        const plainT = plain.getFixedT(null, ns) as unknown as (k: string, o?: object) => unknown;
        const ourT = ours.getFixedT(null, ns) as unknown as (k: string, o?: object) => unknown;
        expect(ours.getFixedT(null, ns)).toBe(ourT);
        for (const key of [...keys(resources.sr[ns] as Tree), "no.such.key", "common:nav.home"]) {
          const text = plainT(key);
          expect(ourT(key), `${ns}:${key}`).toEqual(text);
          expect(ourT(key), `${ns}:${key} again`).toEqual(text);
          compared++;
        }
        // With options nothing is remembered: each count gets its own text.
        expect(ourT("count", { count: 1 })).toEqual(plainT("count", { count: 1 }));
        expect(ourT("count", { count: 5 })).toEqual(plainT("count", { count: 5 }));
      }
      expect(compared).toBeGreaterThan(500);
    });
  }
});
