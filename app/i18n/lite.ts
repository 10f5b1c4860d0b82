// The browser's translator: the part of i18next this site uses (namespaces, nested
// keys, {{interpolation}} without escaping, CLDR plural suffixes, returnObjects,
// defaultValue, fallback to Serbian) in a few hundred bytes, so public pages fit
// the 130 KB JavaScript budget (docs/decisions/0015-public-javascript-budget.md).
// The server keeps i18next; app/i18n/lite.test.ts proves both give the same text
// for every key of every namespace in both languages.

type Tree = { [key: string]: unknown };
type Options = { count?: number; returnObjects?: boolean; defaultValue?: string; ns?: string } & Record<
  string,
  unknown
>;
export type LiteT = (key: string, options?: Options) => never;

export interface LiteI18nOptions {
  lng: string;
  fallbackLng: string;
  defaultNS: string;
  /** Fetches one namespace of one language (a lazy chunk in the browser). */
  load: (lng: string, ns: string) => Promise<Tree>;
}

// CLDR's plural rules for whole numbers in our two languages, written out: the first
// Intl object a page makes loads the browser's locale data, a long task during
// hydration on a phone (docs/decisions/0021-no-intl-in-the-browser.md). Fractions and
// other languages still ask Intl; lite.test.ts checks both against Intl.PluralRules.
const pluralRules = new Map<string, Intl.PluralRules>();
export function pluralCategory(lng: string, count: number): string {
  if (Number.isInteger(count) && count >= 0) {
    if (lng === "en") return count === 1 ? "one" : "other";
    if (lng === "sr") {
      const last = count % 10;
      const lastTwo = count % 100;
      if (last === 1 && lastTwo !== 11) return "one";
      if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return "few";
      return "other";
    }
  }
  let rules = pluralRules.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng);
    pluralRules.set(lng, rules);
  }
  return rules.select(count);
}

function lookup(tree: Tree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function interpolate(text: string, options: Options): string {
  // A value not given leaves its placeholder, as i18next does.
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    const value = lookup(options as Tree, name.trim());
    return value === undefined ? placeholder : String(value);
  });
}

function deepInterpolate(value: unknown, options: Options): unknown {
  if (typeof value === "string") return interpolate(value, options);
  if (Array.isArray(value)) return value.map((v) => deepInterpolate(v, options));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepInterpolate(v, options)]));
  return value;
}

export class LiteI18n {
  readonly language: string;
  readonly isInitialized = true;
  private readonly bundles = new Map<string, Tree>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly fixed = new Map<string, LiteT>();

  private readonly options: LiteI18nOptions;

  constructor(options: LiteI18nOptions) {
    this.options = options;
    this.language = options.lng;
  }

  addResourceBundle(lng: string, ns: string, tree: Tree): void {
    this.bundles.set(`${lng}/${ns}`, tree);
  }

  getResourceBundle(lng: string, ns: string): Tree | undefined {
    return this.bundles.get(`${lng}/${ns}`);
  }

  hasLoadedNamespace(ns: string): boolean {
    return this.bundles.has(`${this.language}/${ns}`);
  }

  /** One promise per namespace, so a suspended render can throw it again and again. */
  loadNamespaces(namespaces: readonly string[]): Promise<void> {
    return Promise.all(
      namespaces.map((ns) => {
        const id = `${this.language}/${ns}`;
        let promise = this.pending.get(id);
        if (!promise) {
          promise = this.options
            .load(this.language, ns)
            .then((tree) => this.addResourceBundle(this.language, ns, tree));
          this.pending.set(id, promise);
        }
        return promise;
      }),
    ).then(() => undefined);
  }

  /** The same function for the same namespace, so effects that depend on t stay put. */
  getFixedT(_lng: string | null, ns?: string): LiteT {
    const fixedNs = ns ?? this.options.defaultNS;
    let t = this.fixed.get(fixedNs);
    if (!t) {
      t = ((key: string, options: Options = {}) => this.translate(key, options, fixedNs)) as LiteT;
      this.fixed.set(fixedNs, t);
    }
    return t;
  }

  readonly t: LiteT = ((key: string, options: Options = {}) =>
    this.translate(key, options, this.options.defaultNS)) as LiteT;

  private translate(fullKey: string, options: Options, fixedNs: string): unknown {
    const colon = fullKey.indexOf(":");
    const ns = colon > 0 ? fullKey.slice(0, colon) : (options.ns ?? fixedNs);
    const key = colon > 0 ? fullKey.slice(colon + 1) : fullKey;
    const codes =
      this.language === this.options.fallbackLng
        ? [this.language]
        : [this.language, this.options.fallbackLng];
    for (const code of codes) {
      const tree = this.bundles.get(`${code}/${ns}`);
      let found: unknown;
      if (typeof options.count === "number")
        found = lookup(tree, `${key}_${pluralCategory(code, options.count)}`);
      if (found === undefined) found = lookup(tree, key);
      if (found === undefined || found === null) continue;
      if (typeof found === "string") return interpolate(found, options);
      if (options.returnObjects) return deepInterpolate(found, options);
      return `key '${key} (${code})' returned an object instead of string.`;
    }
    if (options.defaultValue !== undefined) return interpolate(options.defaultValue, options);
    return key;
  }
}
