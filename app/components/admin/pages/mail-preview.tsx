import { useTranslation } from "react-i18next";
import { useRootData } from "#app/root-data.ts";
import { composeMail, type MailKey, type MailTexts } from "#app/schemas/mails.ts";
import { localize } from "#app/schemas/pages.ts";

// A mail's words as the recipient will read them, in both languages, while the
// owner types: the same composition the sender uses (app/schemas/mails.ts), with
// a sample name and the site's own unsubscribe address.

type Pair = { sr?: string; en?: string };

export function MailPreview({ mail, values }: { mail: MailKey; values: unknown }) {
  const { t } = useTranslation("admin");
  const root = useRootData();
  const brand = root?.settings.brandName ?? "";
  const pairs = (values ?? {}) as Record<keyof MailTexts, Pair | undefined>;
  const texts = Object.fromEntries(
    (["subject", "greeting", "body", "signature"] as const).map((k) => [
      k,
      { sr: pairs[k]?.sr ?? "", en: pairs[k]?.en ?? "" },
    ]),
  ) as Record<keyof MailTexts, { sr: string; en: string }>;
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2" data-testid={`mail-preview-${mail}`}>
      {(["sr", "en"] as const).map((locale) => {
        const composed = composeMail(mail, localize(texts, locale, brand), locale, {
          name: t("pageEditor.mailSampleName"),
          unsubscribeUrl: `${root?.origin ?? ""}/newsletter/odjava?token=…`,
        });
        return (
          <figure key={locale} className="min-w-0 rounded-md bg-cream p-4 ring-1 ring-line" lang={locale}>
            <figcaption className="mb-2 text-xs font-medium text-muted">
              {t(locale === "sr" ? "pageEditor.mailPreviewSr" : "pageEditor.mailPreviewEn")}
            </figcaption>
            <p className="text-sm font-semibold text-ink" data-testid="mail-subject">
              {composed.subject}
            </p>
            <p className="mt-3 whitespace-pre-line break-words text-sm text-ink" data-testid="mail-text">
              {composed.text}
            </p>
          </figure>
        );
      })}
    </div>
  );
}
