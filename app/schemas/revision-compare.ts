// A revision beside the current values, field by field: which fields there are
// (in the editor's order, both languages), how each reads, and which differ.
// Shared by the history screen and its tests; the labels come from the screen.

export const historyKinds = ["product", "article", "page", "settings", "socialPost"] as const;
export type HistoryKind = (typeof historyKinds)[number];

export type Values = Record<string, unknown>;

/** One field as it reads in a version: text, or pictures. */
export type Cell = { text: string } | { images: string[] };

export interface FieldSpec {
  /** Where the field is in the values ("sr.name", "nutrition.fat"). */
  path: string;
  /** How the screen names it: a label key and, for texts, the language. */
  label: string;
  lang?: "sr" | "en";
  show: (value: unknown, values: Values) => Cell;
  /** Compared by what it shows rather than by the raw value (e.g. the images' alt texts). */
  compare?: (values: Values) => unknown;
}

export interface CompareRow {
  path: string;
  label: string;
  lang?: "sr" | "en";
  selected: Cell;
  current: Cell;
  changed: boolean;
}

export function valueAt(values: Values, path: string): unknown {
  let at: unknown = values;
  for (const part of path.split(".")) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** Empty, null and missing read the same; objects compare by their JSON with sorted keys. */
function normal(value: unknown): string {
  if (value === undefined || value === null || value === "") return "";
  if (Array.isArray(value)) return JSON.stringify(value.map((v) => JSON.parse(normal(v) || "null")));
  if (typeof value === "object")
    return JSON.stringify(
      Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== undefined && v !== null && v !== "")
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, JSON.parse(normal(v) || "null")]),
      ),
    );
  return JSON.stringify(value);
}

/** Whether two versions hold the same values (empty, null and missing alike; key order aside). */
export function sameValues(a: unknown, b: unknown): boolean {
  return normal(a) === normal(b);
}

/** Rich text as the reader sees it, without markup. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote)[^>]*>/gi, "\n")
    .replace(/<img\b[^>]*alt="([^"]*)"[^>]*>/gi, "[$1]")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The rows for the fields the specs name, then any other field the values hold (a newer form's). */
export function compareValues(
  specs: FieldSpec[],
  selected: Values,
  current: Values,
  ignore: ReadonlySet<string> = new Set(),
): CompareRow[] {
  const rows = specs.map((spec) => {
    const pick = (values: Values) => (spec.compare ? spec.compare(values) : valueAt(values, spec.path));
    return {
      path: spec.path,
      label: spec.label,
      lang: spec.lang,
      selected: spec.show(valueAt(selected, spec.path), selected),
      current: spec.show(valueAt(current, spec.path), current),
      changed: normal(pick(selected)) !== normal(pick(current)),
    };
  });
  const known = new Set(specs.map((s) => s.path.split(".")[0]));
  const others = [...new Set([...Object.keys(selected), ...Object.keys(current)])].filter(
    (k) => !known.has(k) && !ignore.has(k),
  );
  for (const key of others) {
    const text = (v: unknown): Cell => ({
      text: v === undefined || v === null ? "" : typeof v === "object" ? JSON.stringify(v) : String(v),
    });
    rows.push({
      path: key,
      label: key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase(),
      lang: undefined,
      selected: text(selected[key]),
      current: text(current[key]),
      changed: normal(selected[key]) !== normal(current[key]),
    });
  }
  return rows;
}
