import { useTranslation } from "react-i18next";
import { formatAdminDate } from "#app/components/admin/admin-date.ts";
import { ConfirmedRowAction, IntentButton } from "#app/components/admin/list-parts.tsx";
import { useVocabularyLabels } from "#app/components/catalogue/labels.ts";
import { buttonPrimary, buttonSecondary } from "#app/components/ui/field.tsx";
import { useLocale } from "#app/root-data.ts";
import type { InboxMessage } from "#app/schemas/admin-rows.ts";

/**
 * The open message: who wrote, about what and when, the text, a reply by mail, and
 * (un)archive; a held one says why it was held and is let in or deleted.
 */
export function MessageDetail({ message }: { message: InboxMessage }) {
  const { t } = useTranslation("admin");
  const label = useVocabularyLabels();
  const locale = useLocale();
  const subject = label.subject(message.subject);
  const archived = message.status === "archived";
  const held = message.status === "held";
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
      {held ? (
        <div
          className="mt-4 rounded-md bg-wheat-100 px-4 py-3 text-sm text-olive-800"
          data-testid="held-reasons"
        >
          <p className="font-semibold">{t("messages.heldWhy")}</p>
          <ul className="mt-1 list-disc pl-5">
            {message.heldReasons.map((reason) => (
              <li key={reason}>{t(`messages.heldReasons.${reason}` as "messages.heldReasons.flood")}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {message.mailStatus === "failed" ? (
        <p className="mt-3 text-sm text-danger">{t("messages.mailFailed")}</p>
      ) : null}
      <p className="mt-5 whitespace-pre-wrap text-base leading-relaxed">{message.message}</p>
      <div className="mt-6 flex flex-wrap gap-2">
        {held ? (
          <>
            <IntentButton id={message.id} intent="approve" className={buttonPrimary}>
              {t("messages.approve")}
            </IntentButton>
            <ConfirmedRowAction
              id={message.id}
              intent="delete"
              question={t("messages.deleteQuestion")}
              className="self-center"
            >
              {t("messages.delete")}
            </ConfirmedRowAction>
          </>
        ) : (
          <>
            <a
              className={buttonPrimary}
              href={`mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${subject}`)}`}
            >
              {t("messages.reply")}
            </a>
            <IntentButton
              id={message.id}
              intent={archived ? "unarchive" : "archive"}
              className={buttonSecondary}
            >
              {archived ? t("messages.unarchive") : t("messages.archive")}
            </IntentButton>
          </>
        )}
      </div>
    </article>
  );
}
