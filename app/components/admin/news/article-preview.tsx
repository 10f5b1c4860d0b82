import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ArticlePreviewTexts } from "./reply.ts";

/** Both languages as visitors will read them; nothing of it is saved. */
export function ArticlePreview({ preview }: { preview: ArticlePreviewTexts }) {
  const { t } = useTranslation("admin");
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 space-y-6" data-testid="article-preview">
      <h2 id={`${id}-title`} className="text-2xl">
        {t("newsEditor.previewTitle")}
      </h2>
      <p className="text-sm text-muted">{t("newsEditor.previewHint")}</p>
      {(["sr", "en"] as const).map((locale) => (
        <article key={locale} lang={locale} className="rounded-lg bg-cream p-6 ring-1 ring-line">
          <p className="text-xs uppercase tracking-wide text-muted">
            {t(locale === "sr" ? "newsEditor.serbian" : "newsEditor.english")} ·{" "}
            {t("newsEditor.readingTime", { count: preview[locale].reading_minutes })}
          </p>
          <h3 className="mt-2 font-serif text-3xl text-olive-900">{preview[locale].title}</h3>
          <p className="mt-3 text-lg text-muted">{preview[locale].excerpt}</p>
          <div
            className="prose-article mt-6 max-w-prose text-lg"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, as on the public page
            dangerouslySetInnerHTML={{ __html: preview[locale].body }}
          />
        </article>
      ))}
    </section>
  );
}
