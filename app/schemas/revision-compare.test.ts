import { describe, expect, it } from "vitest";
import { compareValues, type FieldSpec, plainText } from "./revision-compare.ts";

const text = (v: unknown) => ({ text: v === undefined || v === null ? "" : String(v) });
const specs: FieldSpec[] = [
  { path: "sr.name", label: "Naziv (srpski)", lang: "sr", show: text },
  { path: "nutrition.fat", label: "Masti", show: text },
  {
    path: "categories",
    label: "Kategorije",
    show: (v) => text((v as string[]).join(", ")),
    compare: (values) => [...(values.categories as string[])].sort(),
  },
];

describe("compareValues", () => {
  it("marks the fields that differ, reading empty, null and missing alike", () => {
    const rows = compareValues(
      specs,
      { sr: { name: "Hleb" }, nutrition: { fat: null }, categories: ["vegan", "glutenFree"] },
      { sr: { name: "Hleb od heljde" }, nutrition: {}, categories: ["glutenFree", "vegan"] },
    );
    expect(rows.map((r) => [r.path, r.changed])).toEqual([
      ["sr.name", true],
      ["nutrition.fat", false],
      ["categories", false],
    ]);
    expect(rows[0]).toMatchObject({
      selected: { text: "Hleb" },
      current: { text: "Hleb od heljde" },
      lang: "sr",
    });
  });

  it("shows a field the list does not know (a newer form's), and leaves out the ignored ones", () => {
    const rows = compareValues(
      specs,
      { sr: { name: "A" }, categories: [], shelfLife: "6 meseci", id: "stari" },
      { sr: { name: "A" }, categories: [], shelfLife: "9 meseci", id: "novi" },
      new Set(["id"]),
    );
    expect(rows.slice(3).map((r) => [r.path, r.label, r.changed])).toEqual([
      ["shelfLife", "shelf life", true],
    ]);
  });

  it("reads rich text without its markup", () => {
    expect(plainText('<h2>Sastojci</h2><p>Heljda &amp; voda</p><img src="/x" alt="zrna">')).toBe(
      "Sastojci\nHeljda & voda\n[zrna]",
    );
  });
});
