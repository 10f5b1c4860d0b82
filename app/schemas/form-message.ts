// A form error is a string (Conform carries strings): the key of the admin
// namespace's `errors` group, and for a message that names figures ("about 359
// kcal expected") its values after a "?", as in a URL's query. The form kit
// (useFieldError) reads it back and translates it with the values.

export type MessageValues = Record<string, string | number>;

/** "errors.energyMismatch?expected=359&kj=1500" */
export function formMessage(key: string, values: MessageValues): string {
  const query = new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]));
  return `${key}?${query}`;
}

export function readFormMessage(message: string): { key: string; values: Record<string, string> } {
  const at = message.indexOf("?");
  if (at < 0) return { key: message, values: {} };
  return {
    key: message.slice(0, at),
    values: Object.fromEntries(new URLSearchParams(message.slice(at + 1))),
  };
}
