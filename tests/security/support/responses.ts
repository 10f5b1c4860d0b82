import { expect } from "vitest";
import { resources } from "../../../app/i18n/resources.ts";

// What no answer may contain, whatever was sent.

function flatten(value: unknown, prefix: string, out: Set<string>) {
  if (typeof value === "string") out.add(prefix);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
}

/** Every translation key, "login.invalid" and "admin:login.invalid". */
export const translationKeys: ReadonlySet<string> = (() => {
  const keys = new Set<string>();
  for (const [ns, tree] of Object.entries(resources.sr)) {
    const own = new Set<string>();
    flatten(tree, "", own);
    for (const k of own) {
      keys.add(k);
      keys.add(`${ns}:${k}`);
    }
  }
  return keys;
})();

/** The text a reader sees: no scripts, styles or tags. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, " ")
    .replace(/<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, " ");
}

/** Keys shown to the reader untranslated. */
export function untranslatedKeys(html: string): string[] {
  const words = visibleText(html).match(/[a-zA-Z]+(?::[a-zA-Z]+)?(?:\.[a-zA-Z0-9]+)+/g) ?? [];
  return words.filter((w) => translationKeys.has(w));
}

/** A stack frame, a source path or a database error. */
export const internals =
  /\n\s+at [\w.<>]+ \(|node_modules|\.server\.ts|\/build\/server|SqliteError|SQLITE_|syntax error at or near|violates .* constraint|select .* from "/i;

/** No 5xx, no internals, and (for HTML) no untranslated message. */
export async function expectSafeAnswer(res: Response, label: string) {
  const body = await res.text();
  expect(res.status, `${label}: ${body.slice(0, 300)}`).toBeLessThan(500);
  expect(body, label).not.toMatch(internals);
  if ((res.headers.get("content-type") ?? "").includes("text/html"))
    expect(untranslatedKeys(body), label).toEqual([]);
  return body;
}
