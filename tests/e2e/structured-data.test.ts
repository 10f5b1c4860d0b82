import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "#app/seo/structured-data.ts";
import { baseUrl } from "./support/page.ts";

// Every JSON-LD block of every public page type, in both languages, as the server
// sends it, checked against the schema.org definitions of the types we use:
// each type known, each property defined for it (or for a type it inherits
// from), the values Google's rich results require, absolute URLs and ISO dates.

const thing = [
  "@id",
  "@type",
  "name",
  "description",
  "url",
  "image",
  "sameAs",
  "identifier",
  "alternateName",
];
const creativeWork = [
  ...thing,
  "headline",
  "author",
  "publisher",
  "datePublished",
  "dateModified",
  "inLanguage",
  "mainEntityOfPage",
  "mainEntity",
  "timeRequired",
  "about",
  "keywords",
  "text",
];
const organization = [...thing, "logo", "email", "telephone", "address", "brand", "founder"];
/** schema.org properties per type (https://schema.org/<Type>, inherited ones included). */
const vocabulary: Record<string, string[]> = {
  LocalBusiness: [...organization, "openingHoursSpecification", "openingHours", "priceRange", "geo"],
  Organization: organization,
  Brand: [...thing, "logo"],
  PostalAddress: [
    ...thing,
    "streetAddress",
    "postalCode",
    "addressLocality",
    "addressRegion",
    "addressCountry",
  ],
  OpeningHoursSpecification: [...thing, "dayOfWeek", "opens", "closes", "validFrom", "validThrough"],
  Product: [...thing, "sku", "brand", "category", "weight", "offers", "gtin", "material", "isSimilarTo"],
  Offer: [...thing, "price", "priceCurrency", "availability", "seller", "priceValidUntil", "itemCondition"],
  AggregateOffer: [
    ...thing,
    "lowPrice",
    "highPrice",
    "offerCount",
    "priceCurrency",
    "availability",
    "seller",
  ],
  QuantitativeValue: [...thing, "value", "unitCode", "unitText", "minValue", "maxValue"],
  BlogPosting: [...creativeWork, "articleSection", "articleBody", "wordCount"],
  WebPage: [...creativeWork, "breadcrumb"],
  Person: [...thing, "jobTitle"],
  ImageObject: [...creativeWork, "contentUrl", "width", "height", "caption"],
  BreadcrumbList: [...thing, "itemListElement", "numberOfItems", "itemListOrder"],
  ListItem: [...thing, "position", "item", "nextItem", "previousItem"],
  FAQPage: creativeWork,
  Question: [...creativeWork, "acceptedAnswer", "suggestedAnswer", "answerCount"],
  Answer: [...creativeWork],
};
const days = new Set(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
const urlProps = new Set(["url", "item", "logo", "image", "sameAs", "@id"]);

const isUrl = (v: unknown) => {
  if (typeof v !== "string") return false;
  try {
    const u = new URL(v);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
};
const isDate = (v: unknown) =>
  typeof v === "string" && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(v);
const text = (v: unknown) => typeof v === "string" && v.trim().length > 0;

function check(node: unknown, where: string, problems: string[], types: Set<string>) {
  if (Array.isArray(node)) {
    for (const [i, n] of node.entries()) check(n, `${where}[${i}]`, problems, types);
    return;
  }
  if (!node || typeof node !== "object") return;
  const o = node as Record<string, unknown>;
  if (o["@graph"]) return check(o["@graph"], `${where}.@graph`, problems, types);
  const type = o["@type"];
  if (typeof type !== "string" || !vocabulary[type]) {
    problems.push(`${where}: unknown type ${String(type)}`);
    return;
  }
  types.add(type);
  for (const [prop, value] of Object.entries(o)) {
    if (prop === "@context") {
      if (value !== "https://schema.org") problems.push(`${where}: @context ${String(value)}`);
      continue;
    }
    if (!vocabulary[type]?.includes(prop)) problems.push(`${where}: ${type} has no property ${prop}`);
    if (value === null || value === "" || (Array.isArray(value) && value.length === 0))
      problems.push(`${where}.${prop} is empty`);
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (urlProps.has(prop) && typeof v === "string" && !isUrl(v))
        problems.push(`${where}.${prop}: not a URL: ${v}`);
      if (/^date/.test(prop) && !isDate(v)) problems.push(`${where}.${prop}: not an ISO date: ${String(v)}`);
      if (v && typeof v === "object") check(v, `${where}.${prop}`, problems, types);
    }
  }
  // What Google's rich results require of each type.
  const need = (ok: boolean, what: string) => ok || problems.push(`${where}: ${type} ${what}`);
  switch (type) {
    case "LocalBusiness":
      need(text(o.name), "needs a name");
      need(Boolean(o.address), "needs an address");
      need(isUrl(o.url), "needs a url");
      break;
    case "PostalAddress":
      need(
        text(o.streetAddress) && text(o.addressLocality) && text(o.addressCountry),
        "needs street, city, country",
      );
      break;
    case "OpeningHoursSpecification":
      need(
        (o.dayOfWeek as string[]).every((d) => days.has(d)) &&
          /^\d\d:\d\d$/.test(String(o.opens)) &&
          /^\d\d:\d\d$/.test(String(o.closes)),
        "needs days and hh:mm times",
      );
      break;
    case "Product":
      need(text(o.name), "needs a name");
      need(
        o.gtin === undefined || /^(\d{8}|\d{12,14})$/.test(String(o.gtin)),
        "needs a GTIN of 8, 12, 13 or 14 digits",
      );
      break;
    case "Offer":
    case "AggregateOffer":
      need(
        typeof (type === "Offer" ? o.price : o.lowPrice) === "number" && o.priceCurrency === "RSD",
        "needs a price and its currency",
      );
      need(
        o.availability === undefined ||
          /^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder)$/.test(String(o.availability)),
        "needs a schema.org availability",
      );
      break;
    case "BlogPosting":
      need(
        text(o.headline) && String(o.headline).length <= 110,
        "needs a headline of at most 110 characters",
      );
      need(isDate(o.datePublished), "needs datePublished");
      need(Boolean(o.author), "needs an author");
      break;
    case "BreadcrumbList": {
      const items = o.itemListElement as Array<Record<string, unknown>>;
      need(Array.isArray(items) && items.length >= 2, "needs at least two items");
      items?.forEach((item, i) => {
        need(item.position === i + 1, `item ${i} needs position ${i + 1}`);
        need(text(item.name), `item ${i} needs a name`);
        need(i === items.length - 1 || isUrl(item.item), `item ${i} needs a URL`);
      });
      break;
    }
    case "FAQPage":
      need(Array.isArray(o.mainEntity) && (o.mainEntity as unknown[]).length > 0, "needs questions");
      break;
    case "Question":
      need(text(o.name) && Boolean(o.acceptedAnswer), "needs a name and an accepted answer");
      break;
    case "Answer":
      need(text(o.text), "needs text");
      break;
  }
}

const pages = {
  home: ["/", ["LocalBusiness"]],
  products: ["/proizvodi", []],
  product: ["/proizvod/heljdino-brasno", ["Product", "Offer", "Organization", "BreadcrumbList"]],
  productFromPrice: ["/proizvod/mesavina-za-hleb-bez-glutena", ["Product", "AggregateOffer"]],
  productWithoutPrice: ["/proizvod/integralno-brasno-od-spelte", ["Product", "BreadcrumbList"]],
  news: ["/novosti", []],
  article: ["/novosti/posni-keksi-s-orasima-bez-dodatog-secera", ["BlogPosting", "BreadcrumbList"]],
  about: ["/o-nama", []],
  contact: ["/kontakt", ["LocalBusiness", "FAQPage", "Question", "Answer"]],
  privacy: ["/privatnost", []],
} as const;

describe("structured data (JSON-LD)", () => {
  for (const lng of ["sr", "en"]) {
    it(`is valid schema.org on every public page type (${lng})`, async () => {
      for (const [name, [path, expected]] of Object.entries(pages)) {
        const html = await (await fetch(`${baseUrl()}${path}?lng=${lng}`)).text();
        const blocks = [
          ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
        ].map((m) => m[1] ?? "");
        const problems: string[] = [];
        const types = new Set<string>();
        for (const [i, block] of blocks.entries()) {
          expect(block, `${name} block ${i}`).not.toMatch(/</);
          check(JSON.parse(block), `${name}[${i}]`, problems, types);
        }
        expect(problems, name).toEqual([]);
        for (const type of expected) expect(types.has(type), `${name} has ${type}`).toBe(true);
      }
    });
  }

  it("cannot be broken out of by what the owner types", () => {
    const hostile = { name: "</script><script>alert(1)</script>", text: "<!-- \u2028 \u2029" };
    const serialized = serializeJsonLd(hostile);
    expect(serialized).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(serialized)).toEqual(hostile);
  });
});
