// A form's values, nested as Conform reads them, flattened into the fields a
// browser posts: objects as "sr.name", lists as "images[0].mediaId". Empty
// values (undefined, null) post nothing, as an unticked checkbox does.

export function formEntries(value: unknown, prefix = ""): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (Array.isArray(value))
    return Object.assign({}, ...value.map((item, i) => formEntries(item, `${prefix}[${i}]`)));
  if (typeof value === "object")
    return Object.assign(
      {},
      ...Object.entries(value).map(([key, item]) => formEntries(item, prefix ? `${prefix}.${key}` : key)),
    );
  return { [prefix]: String(value) };
}
