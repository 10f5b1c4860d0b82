import type { MailKey } from "#app/schemas/mails.ts";
import type { PageKey } from "#app/schemas/pages.ts";

// What the page editor shows of each page, in the page's order: its sections
// and, in each, the fields of the page's schema (app/schemas/pages.ts) by name.
// One description drives one form for all four pages, as a CMS's collection
// config does; labels come from the admin namespace (pageEditor.fields.*).

export type FieldSpec =
  /** A text in both languages: one line, several, or a mail's whole text. */
  | { name: string; kind: "line" | "lines" | "text" }
  /** One text for both languages (a person's or a company's name). */
  | { name: string; kind: "name" }
  /** Where a button leads. */
  | { name: string; kind: "link" }
  /** A media library image. */
  | { name: string; kind: "image" }
  /** A long text in both languages with headings, lists and links (the rich-text editor). */
  | { name: string; kind: "richText" }
  /** Texts in both languages, as many as the owner wants (paragraphs). */
  | { name: string; kind: "paragraphs" }
  /** Repeatable items, each with its own fields. */
  | { name: string; kind: "items"; item: string; fields: FieldSpec[] };

export interface SectionSpec {
  /** The schema's group, or null for fields at the page's top. */
  name: string | null;
  /** pageEditor.sections.<page>.<title> */
  title: string;
  fields: FieldSpec[];
  /** A mail's words: the section says which placeholders it knows and shows the mail as it will arrive. */
  mail?: MailKey;
}

const line = (name: string): FieldSpec => ({ name, kind: "line" });
const lines = (name: string): FieldSpec => ({ name, kind: "lines" });

export const pageSpecs: Record<PageKey, SectionSpec[]> = {
  home: [
    {
      name: "hero",
      title: "hero",
      fields: [
        {
          name: "slides",
          kind: "items",
          item: "slide",
          fields: [
            line("eyebrow"),
            line("title"),
            lines("text"),
            line("cta"),
            { name: "link", kind: "link" },
            { name: "image", kind: "image" },
            line("alt"),
          ],
        },
      ],
    },
    {
      name: "categories",
      title: "categories",
      fields: [
        line("title"),
        lines("intro"),
        lines("glutenFree"),
        lines("sugarFree"),
        lines("vegan"),
        lines("protein"),
      ],
    },
    {
      name: "story",
      title: "story",
      fields: [
        line("eyebrow"),
        line("title"),
        { name: "paragraphs", kind: "paragraphs" },
        line("signature"),
        line("cta"),
        { name: "image", kind: "image" },
        line("alt"),
      ],
    },
    {
      name: "why",
      title: "why",
      fields: [
        line("title"),
        lines("intro"),
        { name: "items", kind: "items", item: "benefit", fields: [line("title"), lines("text")] },
      ],
    },
    {
      name: "testimonials",
      title: "testimonials",
      fields: [
        line("title"),
        {
          name: "items",
          kind: "items",
          item: "testimonial",
          fields: [lines("quote"), { name: "author", kind: "name" }, line("role")],
        },
      ],
    },
    {
      name: "partners",
      title: "partners",
      fields: [
        line("title"),
        lines("intro"),
        {
          name: "items",
          kind: "items",
          item: "partner",
          fields: [{ name: "name", kind: "name" }, line("role")],
        },
      ],
    },
    { name: "newsletter", title: "newsletter", fields: [line("title"), lines("text")] },
    { name: "latest", title: "latest", fields: [line("title")] },
    { name: "cta", title: "cta", fields: [line("title"), lines("text"), line("contact"), line("products")] },
  ],
  about: [
    {
      name: null,
      title: "top",
      fields: [line("heading"), lines("intro"), { name: "image", kind: "image" }, line("alt")],
    },
    { name: "story", title: "story", fields: [line("title"), { name: "paragraphs", kind: "paragraphs" }] },
    {
      name: "special",
      title: "special",
      fields: [
        line("title"),
        lines("intro"),
        {
          name: "items",
          kind: "items",
          item: "feature",
          fields: [line("title"), lines("text"), lines("detail")],
        },
      ],
    },
    {
      name: "expert",
      title: "expert",
      fields: [line("eyebrow"), line("title"), { name: "paragraphs", kind: "paragraphs" }, lines("quote")],
    },
    {
      name: "process",
      title: "process",
      fields: [
        line("title"),
        lines("intro"),
        { name: "steps", kind: "items", item: "step", fields: [line("title"), lines("text")] },
      ],
    },
    {
      name: "quality",
      title: "quality",
      fields: [
        line("title"),
        lines("intro"),
        { name: "items", kind: "items", item: "standard", fields: [line("title"), lines("text")] },
      ],
    },
  ],
  contact: [
    { name: null, title: "top", fields: [line("heading"), lines("intro")] },
    {
      name: "faq",
      title: "faq",
      fields: [
        line("title"),
        { name: "items", kind: "items", item: "question", fields: [line("question"), lines("answer")] },
      ],
    },
  ],
  footer: [{ name: null, title: "footer", fields: [lines("about")] }],
  privacy: [
    { name: null, title: "top", fields: [line("heading"), lines("intro")] },
    { name: null, title: "body", fields: [{ name: "body", kind: "richText" }] },
  ],
  mails: (["welcome", "contactReply"] as const).map((mail) => ({
    name: mail,
    title: mail,
    mail,
    fields: [line("subject"), line("greeting"), { name: "body", kind: "text" }, lines("signature")],
  })),
};

/** An empty item of a repeatable field, as the form posts it. */
export function emptyItem(fields: FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => [
      f.name,
      f.kind === "line" || f.kind === "lines" || f.kind === "text" || f.kind === "richText"
        ? { sr: "", en: "" }
        : f.kind === "paragraphs" || f.kind === "items"
          ? []
          : "",
    ]),
  );
}

/** Where each page is on the site; the mails are on none. */
export const pagePaths: Record<PageKey, string | null> = {
  home: "/",
  about: "/o-nama",
  contact: "/kontakt",
  footer: "/",
  privacy: "/privatnost",
  mails: null,
};
