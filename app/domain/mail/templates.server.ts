import type { Locale } from "#app/db/schema.server.ts";

// Mail texts sit beside the code that sends them, one block per language: a
// mail goes out in its recipient's language (the company gets Serbian, a
// subscriber the language they signed up in). Plain text first; the HTML part
// is the same words, escaped.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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

const welcomeTexts = {
  sr: {
    subject: (brand: string) => `Dobro došli u bilten radionice ${brand}`,
    greeting: "Zdravo,",
    body: (brand: string) =>
      `hvala što ste se prijavili na bilten radionice ${brand}. Jednom mesečno pišemo o novim proizvodima, receptima iz naše kuhinje i događajima na kojima nas možete sresti.`,
    unsubscribe: "Ako se predomislite, odjavljujete se jednim klikom:",
    signature: (brand: string) => `Porodica Petrović i ceo tim radionice ${brand}`,
  },
  en: {
    subject: (brand: string) => `Welcome to the ${brand} newsletter`,
    greeting: "Hello,",
    body: (brand: string) =>
      `thank you for subscribing to the ${brand} newsletter. Once a month we write about new products, recipes from our kitchen and the events where you can meet us.`,
    unsubscribe: "If you change your mind, you can unsubscribe with one click:",
    signature: (brand: string) => `The Petrović family and everyone at ${brand}`,
  },
} as const;

export function welcomeMail(locale: Locale, brand: string, unsubscribeUrl: string) {
  const t = welcomeTexts[locale];
  const text = [
    t.greeting,
    "",
    t.body(brand),
    "",
    t.unsubscribe,
    unsubscribeUrl,
    "",
    t.signature(brand),
  ].join("\n");
  const html = `<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.body(brand))}</p><p>${escapeHtml(
    t.unsubscribe,
  )} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(unsubscribeUrl)}</a></p><p>${escapeHtml(
    t.signature(brand),
  )}</p>`;
  return { subject: t.subject(brand), text, html };
}
