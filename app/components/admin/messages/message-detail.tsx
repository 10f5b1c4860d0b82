import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { formatAdminDate } from "#app/components/admin/admin-date.ts";
import { useVocabularyLabels } from "#app/components/catalogue/labels.ts";
import { buttonPrimary, buttonSecondary } from "#app/components/ui/field.tsx";
import { useLocale } from "#app/root-data.ts";
import type { InboxMessage } from "#app/schemas/admin-rows.ts";

/** The open message: who wrote, about what and when, the text, a reply by mail, and (un)archive. */
export function MessageDetail({ message }: { message: InboxMessage }) {
  const { t } = useTranslation("admin");
  const label = useVocabularyLabels();
  const locale = useLocale();
  const subject = label.subject(message.subject);
  const archived = message.status === "archived";
  return (
    <article
      className="rounded-lg bg-white p-6 ring-1 ring-line"
      aria-labelledby="message-title"
      data-testid="message-detail"
    >
      <h2 id="message-title" className="text-2xl">
        {subject}
      </h2>
      <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{t("messages.from")}</dt>
        <dd>
          {message.name} &lt;{message.email}&gt;
        </dd>
        {message.phone ? (
          <>
            <dt className="text-muted">{t("messages.phone")}</dt>
            <dd>{message.phone}</dd>
          </>
        ) : null}
        {message.productId ? (
          <>
            <dt className="text-muted">{t("messages.product")}</dt>
            <dd>
              <a
                className="text-olive-700 underline"
                href={`/proizvod/${message.productId}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {message.productId}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="text-muted">{t("messages.received")}</dt>
        <dd>{formatAdminDate(message.createdAt, locale, true)}</dd>
      </dl>
      {message.mailStatus === "failed" ? (
        <p className="mt-3 text-sm text-danger">{t("messages.mailFailed")}</p>
      ) : null}
      <p className="mt-5 whitespace-pre-wrap text-base leading-relaxed">{message.message}</p>
      <div className="mt-6 flex flex-wrap gap-2">
        <a
          className={buttonPrimary}
          href={`mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${subject}`)}`}
        >
          {t("messages.reply")}
        </a>
        <Form method="post">
          <input type="hidden" name="id" value={message.id} />
          <button
            type="submit"
            name="intent"
            value={archived ? "unarchive" : "archive"}
            className={buttonSecondary}
          >
            {archived ? t("messages.unarchive") : t("messages.archive")}
          </button>
        </Form>
      </div>
    </article>
  );
}
