import { describe, expect, it } from "vitest";
import { getI18n } from "#app/i18n/translate.ts";
import { defaultSettings } from "#app/schemas/settings-defaults.ts";
import { settingsFieldSpecs } from "./field-specs.ts";

/** Every leaf of a settings object, as a dotted path (list items by index). */
const leaves = (value: unknown, prefix = ""): string[] =>
  value !== null && typeof value === "object"
    ? Object.entries(value).flatMap(([key, v]) => leaves(v, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe("the settings history's fields", () => {
  it.each(["sr", "en"] as const)("compares every setting under a label of the screen (%s)", (locale) => {
    const specs = settingsFieldSpecs(getI18n(locale).getFixedT(locale, "admin") as never, locale);
    // A row compares its value whole (the hours of a day): it covers what is under it.
    const covered = (path: string) => specs.some((s) => path === s.path || path.startsWith(`${s.path}.`));
    // A setting added without its row here would change unseen in the history.
    // (The country is no field: the form always saves RS.)
    expect(leaves(defaultSettings).filter((path) => !covered(path) && path !== "address.country")).toEqual(
      [],
    );
    // And no label is a bare key.
    expect(specs.filter((s) => /settings\.\w/.test(s.label)).map((s) => s.label)).toEqual([]);
  });
});
