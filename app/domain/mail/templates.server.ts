import type { Locale } from "#app/db/schema.server.ts";
import { composeMail, escapeHtml, type MailTexts } from "#app/schemas/mails.ts";

// The mails the site sends. The company's notification's words sit here, one
// block per language; the mails visitors get are written by the owner in
// "Stranice" (app/schemas/mails.ts). A mail goes out in its recipient's
// language (the company gets Serbian, a visitor the language they used).
// Plain text first; the HTML part is the same words, escaped.

export interface ContactMailInput {
  brand: string;
  name: string;
  email: string;
  phone?: string;
  subjectLabel: string;
  message: string;
  product?: string;
  visitorLocale: Locale;
  receivedAt: string;
}

const contactTexts = {
  sr: {
    subject: (brand: string, topic: string, name: string) => `[${brand}] Nova poruka (${topic}) — ${name}`,
    intro: "Stigla je nova poruka preko kontakt forme na sajtu.",
    name: "Ime",
    email: "E-adresa",
    phone: "Telefon",
    topic: "Tema",
    product: "Proizvod",
    language: "Jezik posetioca",
    received: "Primljeno",
    reply: "Odgovorite direktno na ovu poruku — odgovor ide posetiocu.",
    languages: { sr: "srpski", en: "engleski" },
  },
  en: {
    subject: (brand: string, topic: string, name: string) => `[${brand}] New message (${topic}) — ${name}`,
    intro: "A new message arrived through the contact form on the website.",
    name: "Name",
    email: "Email",
    phone: "Phone",
    topic: "Subject",
    product: "Product",
    language: "Visitor's language",
    received: "Received",
    reply: "Reply to this message directly — your answer goes to the visitor.",
    languages: { sr: "Serbian", en: "English" },
  },
} as const;

export function contactMail(locale: Locale, input: ContactMailInput) {
  const t = contactTexts[locale];
  const rows: [string, string][] = [
    [t.name, input.name],
    [t.email, input.email],
    ...(input.phone ? [[t.phone, input.phone] as [string, string]] : []),
    [t.topic, input.subjectLabel],
    ...(input.product ? [[t.product, input.product] as [string, string]] : []),
    [t.language, t.languages[input.visitorLocale]],
    [t.received, input.receivedAt],
  ];
  const text = [t.intro, "", ...rows.map(([k, v]) => `${k}: ${v}`), "", input.message, "", "—", t.reply].join(
    "\n",
  );
  const html = `<p>${escapeHtml(t.intro)}</p><table>${rows
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join("")}</table><p style="white-space:pre-wrap">${escapeHtml(input.message)}</p><p><small>${escapeHtml(
    t.reply,
  )}</small></p>`;
  return { subject: t.subject(input.brand, input.subjectLabel, input.name), text, html };
}

/** The newsletter welcome, in the subscriber's language, from the words the owner keeps in "Stranice". */
export function welcomeMail(locale: Locale, texts: MailTexts, unsubscribeUrl: string) {
  return composeMail("welcome", texts, locale, { unsubscribeUrl });
}

/** The reply a visitor gets after writing through the contact form, in their language. */
export function contactReplyMail(locale: Locale, texts: MailTexts, name: string) {
  return composeMail("contactReply", texts, locale, { name });
}
