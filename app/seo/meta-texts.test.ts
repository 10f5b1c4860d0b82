import { describe, expect, it } from "vitest";
import { locales, namespaces } from "#app/i18n/config.ts";
import { resources } from "#app/i18n/resources.ts";
import { defaultSettings } from "#app/schemas/settings-defaults.ts";
import { metaLimits } from "./page-meta.ts";

// The pages' own titles and descriptions are written to fit a search result whole
// (issue 26, point 13): the automatic cut (page-meta.ts) is for texts made from
// the owner's content, never for ours, which would end mid-phrase ("…vegan and high…").

type Tree = Record<string, unknown>;
const entries = (tree: Tree, path = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === "string"
      ? [[`${path}${key}`, value]]
      : value && typeof value === "object"
        ? entries(value as Tree, `${path}${key}.`)
        : [],
  );

describe("the pages' own search texts", () => {
  const brand = defaultSettings.brandName;
  for (const locale of locales) {
    it(`fit a search result whole in ${locale}`, () => {
      let checked = 0;
      for (const ns of namespaces) {
        for (const [key, text] of entries(resources[locale][ns] as Tree)) {
          if (!/(^|\.)meta\./.test(key)) continue;
          const filled = text.replaceAll("{{brand}}", brand);
          // A text with the owner's words in it ({{filters}}, {{title}}) is cut where needed.
          if (filled.includes("{{")) continue;
          if (/description$/i.test(key)) {
            expect(filled.length, `${ns}:${key}`).toBeLessThanOrEqual(metaLimits.description);
            checked++;
          } else if (/title$/i.test(key)) {
            expect(filled.length, `${ns}:${key}`).toBeLessThanOrEqual(metaLimits.title - brand.length - 3);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(10);
    });
  }
});
