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

// The mails about a person's own admin account: a reset link, and what changed
// or happened to the account. Plain words, in the person's language; times are
// Belgrade's, written out as people write them.

/** "27. novembar 2026. u 14:35" / "27 November 2026 at 14:35", Belgrade time. */
export function belgradeDateTime(iso: string, locale: Locale): string {
  const at = new Date(iso);
  const zone = { timeZone: "Europe/Belgrade" } as const;
  if (locale === "en")
    return new Intl.DateTimeFormat("en-GB", { ...zone, dateStyle: "long", timeStyle: "short" }).format(at);
  const date = new Intl.DateTimeFormat("sr-Latn-RS", { ...zone, dateStyle: "long" }).format(at);
  const time = new Intl.DateTimeFormat("sr-Latn-RS", { ...zone, timeStyle: "short" }).format(at);
  return `${date} u ${time}`;
}

/** "14:35", Belgrade time. */
export function belgradeTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "sr-Latn-RS", {
    timeZone: "Europe/Belgrade",
    timeStyle: "short",
  }).format(new Date(iso));
}

const unitWords = {
  sr: {
    minute: { one: "minut", few: "minuta", other: "minuta" },
    hour: { one: "sat", few: "sata", other: "sati" },
  },
  en: {
    minute: { one: "minute", few: "minutes", other: "minutes" },
    hour: { one: "hour", few: "hours", other: "hours" },
  },
} as const;

/** A length of time as a person says it: "15 minuta", "1 sat", "30 minutes". */
export function durationInWords(minutes: number, locale: Locale): string {
  const [count, unit] =
    minutes >= 60 && minutes % 60 === 0 ? [minutes / 60, "hour" as const] : [minutes, "minute" as const];
  const form = new Intl.PluralRules(locale === "en" ? "en" : "sr").select(count) as "one" | "few" | "other";
  return `${count} ${unitWords[locale][unit][form] ?? unitWords[locale][unit].other}`;
}

const resetTexts = {
  sr: {
    subject: (brand: string) => `[${brand}] Nova lozinka za administraciju`,
    lines: (brand: string, url: string) => [
      "Poštovani,",
      "",
      `Zatražena je nova lozinka za vaš nalog u administraciji sajta ${brand}.`,
      "Novu lozinku možete postaviti ovde:",
      "",
      url,
      "",
      "Link važi jedan sat i može se upotrebiti samo jednom.",
      "",
      "Ako niste vi tražili novu lozinku, zanemarite ovaj mejl: vaša lozinka ostaje ista.",
    ],
  },
  en: {
    subject: (brand: string) => `[${brand}] A new password for the admin`,
    lines: (brand: string, url: string) => [
      "Hello,",
      "",
      `A new password was requested for your account in the ${brand} website admin.`,
      "You can choose a new password here:",
      "",
      url,
      "",
      "The link works for one hour and only once.",
      "",
      "If you did not ask for a new password, please ignore this email: your password stays the same.",
    ],
  },
} as const;

/** Plain text, and the same words in HTML with the link made clickable. */
function textAndHtml(lines: readonly string[], links: readonly string[]) {
  const text = lines.join("\n");
  const html = lines
    .join("\n")
    .split(/\n{2,}/)
    .map((para) => {
      const escaped = escapeHtml(para).replace(/\n/g, "<br>");
      const linked = links.reduce((out, url) => {
        const safe = escapeHtml(url);
        return out.split(safe).join(`<a href="${safe}">${safe}</a>`);
      }, escaped);
      return `<p>${linked}</p>`;
    })
    .join("");
  return { text, html };
}

/** The mail with a single-use link to set a new password. */
export function passwordResetMail(locale: Locale, input: { brand: string; url: string }) {
  const t = resetTexts[locale];
  return { subject: t.subject(input.brand), ...textAndHtml(t.lines(input.brand, input.url), [input.url]) };
}

// The newsletter's confirmation (double opt-in, decision 0044): the code's words,
// like the reset mail's, since what it must say (the link, how long it works, that
// nothing happens without a click) is not the owner's to edit away.
const confirmationTexts = {
  sr: {
    subject: (brand: string) => `[${brand}] Potvrdite prijavu na bilten`,
    lines: (brand: string, url: string, days: number) => [
      "Poštovani,",
      "",
      `hvala što ste se prijavili na bilten radionice ${brand}. Da bismo vam slali bilten, potvrdite da je ovo vaša adresa:`,
      "",
      url,
      "",
      `Link važi ${days} dana. Ako se niste vi prijavili, zanemarite ovaj mejl: bez potvrde vam nećemo slati ništa.`,
      "",
      `Srdačan pozdrav,\n${brand}`,
    ],
  },
  en: {
    subject: (brand: string) => `[${brand}] Please confirm your newsletter sign-up`,
    lines: (brand: string, url: string, days: number) => [
      "Hello,",
      "",
      `Thank you for signing up to the ${brand} newsletter. To start receiving it, please confirm this is your address:`,
      "",
      url,
      "",
      `The link works for ${days} days. If you did not sign up, just ignore this email: without confirmation we will not send you anything.`,
      "",
      `Kind regards,\n${brand}`,
    ],
  },
} as const;

/** The mail with the link that turns a pending newsletter address active. */
export function confirmationMail(locale: Locale, input: { brand: string; url: string; days: number }) {
  const t = confirmationTexts[locale];
  return {
    subject: t.subject(input.brand),
    ...textAndHtml(t.lines(input.brand, input.url, input.days), [input.url]),
  };
}

export type AccountNotice =
  | { kind: "passwordChanged" | "passwordReset" | "twoFactorOn" | "twoFactorOff"; at: string }
  | { kind: "locked"; at: string; minutes: number; until: string }
  | { kind: "newBrowser"; at: string; browser: string | null; address: string | null };

interface NoticeInput {
  brand: string;
  email: string;
  /** Where to ask for a new password. */
  resetUrl: string;
}

const noticeTexts = {
  sr: {
    greeting: "Poštovani,",
    notYou: (url: string) => ["Ako to niste bili vi, odmah postavite novu lozinku:", url],
    signature: (brand: string) => `Ovo je automatska poruka administracije sajta ${brand}.`,
    browser: "Pregledač",
    address: "Adresa",
    time: "Vreme",
    unknown: "nepoznato",
    notice: (n: AccountNotice, i: NoticeInput): { subject: string; body: string[] } => {
      const when = belgradeDateTime(n.at, "sr");
      switch (n.kind) {
        case "passwordChanged":
          return {
            subject: `[${i.brand}] Lozinka je promenjena`,
            body: [
              `lozinka za vaš nalog ${i.email} promenjena je ${when} u podešavanjima administracije.`,
              "Svi drugi pregledači u kojima ste bili prijavljeni su odjavljeni.",
            ],
          };
        case "passwordReset":
          return {
            subject: `[${i.brand}] Postavljena je nova lozinka`,
            body: [
              `za vaš nalog ${i.email} postavljena je nova lozinka ${when}, preko linka iz mejla za novu lozinku.`,
              "Odjavljeni ste u svim pregledačima; prijavite se novom lozinkom.",
            ],
          };
        case "twoFactorOn":
          return {
            subject: `[${i.brand}] Uključena je prijava u dva koraka`,
            body: [
              `za vaš nalog ${i.email} uključena je prijava u dva koraka (${when}).`,
              "Od sada se pri prijavi, posle lozinke, traži i kod iz aplikacije za autentifikaciju.",
            ],
          };
        case "twoFactorOff":
          return {
            subject: `[${i.brand}] Isključena je prijava u dva koraka`,
            body: [
              `za vaš nalog ${i.email} isključena je prijava u dva koraka (${when}).`,
              "Od sada je za prijavu dovoljna lozinka.",
            ],
          };
        case "locked":
          return {
            subject: `[${i.brand}] Prijava na vaš nalog je privremeno zaključana`,
            body: [
              `bilo je previše neuspelih pokušaja prijave na vaš nalog ${i.email}, pa je prijava iz novih pregledača zaključana na ${durationInWords(n.minutes, "sr")}, do ${belgradeTime(n.until, "sr")} po beogradskom vremenu.`,
              "U pregledaču u kom ste se već prijavljivali možete se prijaviti i sada.",
              "Ako to niste bili vi, neko možda pokušava da pogodi vašu lozinku.",
            ],
          };
        case "newBrowser":
          return {
            subject: `[${i.brand}] Nova prijava na vaš nalog`,
            body: [
              `neko se prijavio na vaš nalog ${i.email} iz pregledača u kom se ranije niste prijavljivali.`,
            ],
          };
      }
    },
  },
  en: {
    greeting: "Hello,",
    notYou: (url: string) => ["If this was not you, set a new password right away:", url],
    signature: (brand: string) => `This is an automatic message from the ${brand} website admin.`,
    browser: "Browser",
    address: "Address",
    time: "Time",
    unknown: "unknown",
    notice: (n: AccountNotice, i: NoticeInput): { subject: string; body: string[] } => {
      const when = belgradeDateTime(n.at, "en");
      switch (n.kind) {
        case "passwordChanged":
          return {
            subject: `[${i.brand}] Your password was changed`,
            body: [
              `the password of your account ${i.email} was changed on ${when} in the admin settings.`,
              "Every other browser you were signed in with has been signed out.",
            ],
          };
        case "passwordReset":
          return {
            subject: `[${i.brand}] A new password was set`,
            body: [
              `a new password was set for your account ${i.email} on ${when}, through the link in a password reset email.`,
              "You have been signed out in every browser; please sign in with the new password.",
            ],
          };
        case "twoFactorOn":
          return {
            subject: `[${i.brand}] Two-step sign-in is on`,
            body: [
              `two-step sign-in was turned on for your account ${i.email} (${when}).`,
              "From now on, signing in asks for a code from your authenticator app after the password.",
            ],
          };
        case "twoFactorOff":
          return {
            subject: `[${i.brand}] Two-step sign-in is off`,
            body: [
              `two-step sign-in was turned off for your account ${i.email} (${when}).`,
              "From now on, the password alone is enough to sign in.",
            ],
          };
        case "locked":
          return {
            subject: `[${i.brand}] Signing in to your account is locked for a while`,
            body: [
              `there were too many failed attempts to sign in to your account ${i.email}, so signing in from new browsers is locked for ${durationInWords(n.minutes, "en")}, until ${belgradeTime(n.until, "en")} Belgrade time.`,
              "You can still sign in now from a browser you have signed in with before.",
              "If this was not you, someone may be trying to guess your password.",
            ],
          };
        case "newBrowser":
          return {
            subject: `[${i.brand}] New sign-in to your account`,
            body: [
              `someone signed in to your account ${i.email} from a browser that had not been used with it before.`,
            ],
          };
      }
    },
  },
} as const;

/** A mail to a person about their own account: what happened, when, and what to do if it was not them. */
export function accountNoticeMail(locale: Locale, notice: AccountNotice, input: NoticeInput) {
  const t = noticeTexts[locale];
  const {
    subject,
    body: [first = "", ...rest],
  } = t.notice(notice, input);
  // The lines are written to follow the greeting; the paragraph starts with a capital.
  const body = [first.charAt(0).toUpperCase() + first.slice(1), ...rest];
  const details =
    notice.kind === "newBrowser"
      ? [
          "",
          `${t.time}: ${belgradeDateTime(notice.at, locale)}`,
          `${t.browser}: ${notice.browser ?? t.unknown}`,
          `${t.address}: ${notice.address ?? t.unknown}`,
        ]
      : [];
  const lines = [
    t.greeting,
    "",
    ...body,
    ...details,
    "",
    ...t.notYou(input.resetUrl),
    "",
    "—",
    t.signature(input.brand),
  ];
  return { subject, ...textAndHtml(lines, [input.resetUrl]) };
}
