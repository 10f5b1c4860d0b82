// Turns flat form fields with dotted names ("address.street", "shops.0.url")
// into the nested object a zod schema expects. Only own string values are kept
// and "__proto__"-like keys are refused, so a crafted form cannot reach Object.prototype.

const forbidden = new Set(["__proto__", "prototype", "constructor"]);

export function nestFormData(
  form: FormData | Iterable<[string, FormDataEntryValue]>,
): Record<string, unknown> {
  const root: Record<string, unknown> = Object.create(null);
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const parts = name.split(".");
    if (parts.some((p) => forbidden.has(p) || p === "")) continue;
    let node: Record<string, unknown> = root;
    for (const [i, part] of parts.entries()) {
      if (i === parts.length - 1) {
        if (!(part in node)) node[part] = value;
      } else {
        const next = node[part];
        if (typeof next !== "object" || next === null) node[part] = Object.create(null);
        node = node[part] as Record<string, unknown>;
      }
    }
  }
  return root;
}

/** The first issue per field path ("shops.0.url") as a message key. */
export function issuesByPath(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
