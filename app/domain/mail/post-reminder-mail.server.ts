import { escapeHtml } from "#app/schemas/mails.ts";
import type { Platform } from "#app/schemas/social.ts";
import { belgradeDateTime } from "./templates.server.ts";

// The reminder of a scheduled social post, to the owners, in Serbian (the
// admin's language): the text ready to copy, the platform, the picture and the
// post in the admin.

/** "na Instagramu": the platform in the locative, as the sentence needs it. */
const onPlatform: Record<Platform, string> = {
  instagram: "na Instagramu",
  facebook: "na Facebooku",
  linkedin: "na LinkedInu",
  x: "na mreži X",
};

const platformName: Record<Platform, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  x: "X",
};

export interface PostReminderInput {
  brand: string;
  platform: Platform;
  title: string;
  body: string;
  scheduledAt: string;
  postUrl: string;
  imageUrl: string | null;
}

export function postReminderMail(input: PostReminderInput) {
  const subject = `Vreme je za objavu ${onPlatform[input.platform]}: ${input.title}`;
  const when = belgradeDateTime(input.scheduledAt, "sr");
  const intro = [
    "Dobar dan,",
    "",
    `za ${when} zakazana je objava ${onPlatform[input.platform]}: „${input.title}”.`,
    `Mreža: ${platformName[input.platform]}`,
  ];
  const picture = input.imageUrl
    ? `Slika za objavu (preuzmite je): ${input.imageUrl}`
    : "Objava nema sliku proizvoda ni vesti.";
  const outro = [
    picture,
    `Objava u administraciji: ${input.postUrl}`,
    "",
    "Kada je objavite, označite je kao objavljenu i upišite njenu adresu.",
    "",
    "—",
    input.brand,
  ];
  const text = [...intro, "", "Tekst objave, spreman za kopiranje:", "", input.body, "", ...outro].join("\n");
  const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  const html = [
    `<p>${intro.filter(Boolean).map(escapeHtml).join("<br>")}</p>`,
    "<p>Tekst objave, spreman za kopiranje:</p>",
    `<pre style="white-space:pre-wrap;font-family:inherit;border-left:3px solid #6b7a3a;padding-left:12px">${escapeHtml(input.body)}</pre>`,
    input.imageUrl
      ? `<p>Slika za objavu (preuzmite je): ${link(input.imageUrl)}</p>`
      : `<p>${escapeHtml(picture)}</p>`,
    `<p>Objava u administraciji: ${link(input.postUrl)}</p>`,
    "<p>Kada je objavite, označite je kao objavljenu i upišite njenu adresu.</p>",
    `<p>—<br>${escapeHtml(input.brand)}</p>`,
  ].join("");
  return { subject, text, html };
}
