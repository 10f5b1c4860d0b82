import sanitizeHtml from "sanitize-html";
import type { Locale } from "#app/db/schema.server.ts";
import { getPublishedProduct } from "#app/domain/catalogue/products.server.ts";
import { getPublishedArticle } from "#app/domain/news/articles.server.ts";
import { sanitizeArticleHtml } from "#app/domain/news/sanitize-article.server.ts";
import type { CampaignCard } from "#app/schemas/campaigns.ts";
import { escapeHtml } from "#app/schemas/mails.ts";

// A campaign as a mail (issue 25, points 2 and 3): the owner's rich text,
// sanitised as an article's is, its links and pictures made absolute, the
// product and article cards under it in the mail's language, and a visible
// unsubscribe link. One rendering per language; the recipient's own
// unsubscribe address is put in last, so 10 000 mails are not 10 000 renderings.

export const unsubscribeMarker = "%%UNSUBSCRIBE%%";

export interface CampaignTexts {
  subject_sr: string;
  subject_en: string;
  body_sr: string;
  body_en: string;
  cards: string;
}

export interface RenderedCard {
  kind: "product" | "article";
  title: string;
  text: string;
  image: string | null;
  link: string;
}

const words = {
  sr: {
    unsubscribe: "Odjavite se sa biltena",
    why: (brand: string) => `Ovu poruku ste dobili jer ste se prijavili na bilten kompanije ${brand}.`,
    more: "Pogledajte",
  },
  en: {
    unsubscribe: "Unsubscribe from the newsletter",
    why: (brand: string) => `You are receiving this because you subscribed to the ${brand} newsletter.`,
    more: "Take a look",
  },
} as const;

/** True when the English text is missing: English subscribers then get the Serbian. */
export function lacksEnglish(c: Pick<CampaignTexts, "subject_en" | "body_en">): boolean {
  return c.subject_en.trim() === "" || plainText(c.body_en).trim() === "";
}

export function parseCards(json: string): CampaignCard[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value)
      ? value.filter(
          (c): c is CampaignCard =>
            typeof c === "object" &&
            c !== null &&
            (c.kind === "product" || c.kind === "article") &&
            typeof c.id === "string",
        )
      : [];
  } catch {
    return [];
  }
}

/** The cards in a language; a product or article no longer published is left out. */
export async function renderCards(cards: CampaignCard[], locale: Locale, origin: string) {
  const lng = locale === "en" ? "?lng=en" : "";
  const image = (id: string | undefined) => (id ? `${origin}/media/${id}/mail.jpg` : null);
  const found = await Promise.all(
    cards.map(async (card): Promise<RenderedCard | null> => {
      if (card.kind === "product") {
        const p = await getPublishedProduct({ id: card.id, locale });
        return p
          ? {
              kind: "product",
              title: p.name,
              text: p.shortDescription,
              image: image(p.image?.id),
              link: `${origin}/proizvod/${p.id}${lng}`,
            }
          : null;
      }
      const a = await getPublishedArticle({ slug: card.id, locale });
      return a
        ? {
            kind: "article",
            title: a.title,
            text: a.excerpt,
            image: image(a.cover?.id),
            link: `${origin}/novosti/${a.slug}${lng}`,
          }
        : null;
    }),
  );
  return found.filter((c): c is RenderedCard => c !== null);
}

/**
 * Links and pictures of our own site made absolute (a mail has no page address
 * to resolve them against), and our photos the mail's JPEG: many mail programs
 * show no WebP.
 */
function absolute(html: string, origin: string): string {
  return html
    .replace(/(\ssrc=")\/media\/([0-9a-f-]{36})\/\d+\.(?:webp|avif)"/g, '$1/media/$2/mail.jpg"')
    .replace(/(\s(?:src|href)=")\/(?!\/)/g, `$1${origin}/`);
}

export function plainText(html: string): string {
  const spaced = html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|li|blockquote|figure)>/gi, "\n\n")
    .replace(/<li[^>]*>/gi, "- ");
  const withLinks = sanitizeHtml(spaced, {
    allowedTags: ["a"],
    allowedAttributes: { a: ["href"] },
  }).replace(/<a href="([^"]*)">([\s\S]*?)<\/a>/g, (_m, href: string, label: string) =>
    label.trim() && label.trim() !== href ? `${label} (${href})` : href,
  );
  const text = sanitizeHtml(withLinks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  return text
    .split("\n")
    .map((l) => l.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export interface RenderedMail {
  locale: Locale;
  subject: string;
  html: string;
  text: string;
  /** The English text was missing and this is the Serbian. */
  fellBack: boolean;
}

/**
 * The campaign in a language (Serbian when its English is missing), with
 * `unsubscribeMarker` where each recipient's own unsubscribe address goes.
 */
export function renderCampaignMail(
  campaign: CampaignTexts,
  locale: Locale,
  { brand, origin, cards }: { brand: string; origin: string; cards: RenderedCard[] },
): RenderedMail {
  const fellBack = locale === "en" && lacksEnglish(campaign);
  const lang: Locale = fellBack ? "sr" : locale;
  const w = words[lang];
  const subject = (lang === "en" ? campaign.subject_en : campaign.subject_sr).trim();
  const body = absolute(sanitizeArticleHtml(lang === "en" ? campaign.body_en : campaign.body_sr), origin);
  const cardHtml = cards
    .map(
      (c) => `<tr><td style="padding:12px 0;border-top:1px solid #e7dfcf">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>${
        c.image
          ? `<td width="140" valign="top" style="padding-right:16px"><a href="${escapeHtml(c.link)}"><img src="${escapeHtml(c.image)}" width="140" alt="${escapeHtml(c.title)}" style="display:block;width:140px;height:auto;border-radius:8px"></a></td>`
          : ""
      }<td valign="top"><a href="${escapeHtml(c.link)}" style="color:#3f4a1f;font-weight:bold;font-size:17px;text-decoration:none">${escapeHtml(c.title)}</a><p style="margin:6px 0 8px">${escapeHtml(c.text)}</p><a href="${escapeHtml(c.link)}" style="color:#3f4a1f">${escapeHtml(w.more)} →</a></td></tr></table></td></tr>`,
    )
    .join("");
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#faf6ee;color:#2b2a26;font-family:Georgia,'Times New Roman',serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf6ee"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px"><tr><td style="padding:24px 24px 8px;font-size:22px;color:#3f4a1f;font-weight:bold">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:0 24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.55">${body}</td></tr>
${cardHtml ? `<tr><td style="padding:8px 24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${cardHtml}</table></td></tr>` : ""}
<tr><td style="padding:16px 24px 24px;font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#5d5a50;border-top:1px solid #e7dfcf">${escapeHtml(w.why(brand))}<br><a href="${unsubscribeMarker}" style="color:#3f4a1f">${escapeHtml(w.unsubscribe)}</a></td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    subject,
    "",
    plainText(body),
    ...cards.flatMap((c) => ["", `${c.title}`, c.text, c.link]),
    "",
    "—",
    w.why(brand),
    `${w.unsubscribe}: ${unsubscribeMarker}`,
  ].join("\n");
  return { locale: lang, subject, html, text, fellBack };
}

/** The recipient's own copy: their unsubscribe address put in. */
export function personalise(mail: RenderedMail, unsubscribeLink: string) {
  return {
    subject: mail.subject,
    html: mail.html.replaceAll(unsubscribeMarker, escapeHtml(unsubscribeLink)),
    text: mail.text.replaceAll(unsubscribeMarker, unsubscribeLink),
  };
}
