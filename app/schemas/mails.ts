import { z } from "zod";
import { formMessage } from "./form-message.ts";

// The words of the mails the site sends to visitors, as the owner edits them in
// "Stranice" (docs/decisions/0032-page-content.md): the newsletter welcome and
// the reply a visitor gets after writing through the contact form. Each text is
// a pair like a page's; `{brand}` is the brand name from the settings and
// `{name}` the visitor's name where the mail has one. What the law or the
// mail's purpose needs (the unsubscribe link) is added by the code, so no edit
// can take it out. The rendering is shared by the sender and the editor's
// preview, so the preview is the mail.

/** The placeholders each mail knows. */
export const mailPlaceholders = {
  welcome: ["brand"],
  contactReply: ["name", "brand"],
} as const;

export type MailKey = keyof typeof mailPlaceholders;

const placeholderPattern = /\{([^{}\s]{1,30})\}/g;

/** A text in both languages whose placeholders must be among `allowed`; `required`: the Serbian one may not be empty. */
function mailText(max: number, allowed: readonly string[], required = true) {
  const text = z.string().trim().max(max, "errors.tooLong");
  const known = (value: string, ctx: z.core.$RefinementCtx<string>) => {
    const unknown = [...value.matchAll(placeholderPattern)]
      .map((m) => m[1])
      .find((p) => !allowed.includes(p!));
    if (unknown !== undefined)
      ctx.addIssue({
        code: "custom",
        message: formMessage("errors.placeholder", {
          found: `{${unknown}}`,
          allowed: allowed.map((p) => `{${p}}`).join(", "),
        }),
      });
  };
  return z.object({
    sr: (required ? text.min(1, "errors.required") : text).superRefine(known),
    en: text.superRefine(known),
  });
}

const mail = (key: MailKey) => {
  const allowed = mailPlaceholders[key];
  return z.object({
    subject: mailText(150, allowed),
    greeting: mailText(100, allowed, false),
    body: mailText(2000, allowed),
    signature: mailText(200, allowed, false),
  });
};

export const mailsSchema = z.object({ welcome: mail("welcome"), contactReply: mail("contactReply") });

/** One mail's words in one language, `{brand}` already the brand. */
export interface MailTexts {
  subject: string;
  greeting: string;
  body: string;
  signature: string;
}

/** What the code adds to a mail in each language: words no edit can take out. */
const unsubscribeLine = {
  sr: "Ako se predomislite, odjavljujete se jednim klikom:",
  en: "If you change your mind, you can unsubscribe with one click:",
} as const;

/**
 * A mail as it goes out: its words in the recipient's language (`{brand}` filled
 * in), the visitor's name, and for the welcome the unsubscribe link.
 */
export function composeMail(
  key: MailKey,
  texts: MailTexts,
  locale: "sr" | "en",
  values: { name?: string; unsubscribeUrl?: string },
) {
  const footer =
    key === "welcome" && values.unsubscribeUrl
      ? [{ text: unsubscribeLine[locale], link: values.unsubscribeUrl }]
      : [];
  return renderMail(texts, { name: values.name }, footer);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text and HTML of a mail from its words: paragraphs at blank lines, `{name}` filled in. */
function renderMail(
  texts: MailTexts,
  values: { name?: string },
  /** Lines the code adds after the body, e.g. the unsubscribe link. */
  footer: { text: string; link?: string }[] = [],
) {
  const fill = (value: string) => value.replaceAll("{name}", values.name ?? "").trim();
  const paragraphs = [texts.greeting, ...fill(texts.body).split(/\n\s*\n/)].map(fill).filter(Boolean);
  const signature = fill(texts.signature);
  const text = [
    ...paragraphs,
    ...footer.map((line) => (line.link ? `${line.text}\n${line.link}` : line.text)),
    ...(signature ? [signature] : []),
  ].join("\n\n");
  const html = [
    ...paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`),
    ...footer.map(
      (line) =>
        `<p>${escapeHtml(line.text)}${
          line.link ? ` <a href="${escapeHtml(line.link)}">${escapeHtml(line.link)}</a>` : ""
        }</p>`,
    ),
    ...(signature ? [`<p style="white-space:pre-line">${escapeHtml(signature)}</p>`] : []),
  ].join("");
  return { subject: fill(texts.subject).replace(/\s+/g, " "), text, html };
}
