import type { Locale } from "#app/db/schema.server.ts";
import { escapeHtml } from "#app/schemas/mails.ts";
import type { Role } from "#app/schemas/people.ts";

// The invitation to the admin, in the language the owner chose for the person.
// Plain text first; the HTML part is the same words, escaped.

export interface InvitationMailInput {
  brand: string;
  name: string;
  inviter: string;
  role: Role;
  url: string;
  /** When the link stops working, already written for the reader (Belgrade time). */
  expires: string;
}

const texts = {
  sr: {
    subject: (brand: string) => `[${brand}] Poziv u administraciju sajta`,
    greeting: (name: string) => `Poštovani/a ${name},`,
    invited: (inviter: string, brand: string, role: string) =>
      `${inviter} vas poziva da se pridružite administraciji sajta ${brand} kao ${role}.`,
    roles: {
      owner: "vlasnik (sve, uključujući podešavanja i osobe)",
      editor: "urednik (proizvodi, novosti, stranice, slike i objave)",
    },
    action: "Otvorite ovaj link i izaberite lozinku:",
    expires: (when: string) => `Link važi do ${when} i može se iskoristiti samo jednom.`,
    ignore: "Ako niste očekivali ovaj poziv, samo zanemarite ovu poruku.",
  },
  en: {
    subject: (brand: string) => `[${brand}] Invitation to the website's admin`,
    greeting: (name: string) => `Dear ${name},`,
    invited: (inviter: string, brand: string, role: string) =>
      `${inviter} invites you to join the admin of the ${brand} website as ${role}.`,
    roles: {
      owner: "an owner (everything, including settings and people)",
      editor: "an editor (products, news, pages, images and posts)",
    },
    action: "Open this link and choose a password:",
    expires: (when: string) => `The link works until ${when}, and only once.`,
    ignore: "If you did not expect this invitation, simply ignore this message.",
  },
} as const;

export function invitationMail(locale: Locale, input: InvitationMailInput) {
  const t = texts[locale];
  const lines = [
    t.greeting(input.name),
    "",
    t.invited(input.inviter, input.brand, t.roles[input.role]),
    "",
    t.action,
    input.url,
    "",
    t.expires(input.expires),
    "",
    t.ignore,
  ];
  const html = [
    `<p>${escapeHtml(t.greeting(input.name))}</p>`,
    `<p>${escapeHtml(t.invited(input.inviter, input.brand, t.roles[input.role]))}</p>`,
    `<p>${escapeHtml(t.action)}<br><a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p>`,
    `<p>${escapeHtml(t.expires(input.expires))}</p>`,
    `<p><small>${escapeHtml(t.ignore)}</small></p>`,
  ].join("");
  return { subject: t.subject(input.brand), text: lines.join("\n"), html };
}
