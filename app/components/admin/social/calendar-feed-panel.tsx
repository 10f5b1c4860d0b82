import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ConfirmButton } from "#app/components/ui/confirm-button.tsx";
import { CopyButton } from "#app/components/ui/social-post.tsx";
import { useLocale } from "#app/root-data.ts";
import { dateTime, smallButton, smallPrimary } from "./post-parts.tsx";

/**
 * The content calendar on the owner's phone: a secret address a calendar app
 * subscribes to. It is kept only as a fingerprint, so it is shown once, when
 * made; making a new one stops the old one.
 */
export function CalendarFeedPanel({ madeAt, newUrl }: { madeAt: string | null; newUrl?: string }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const said = { copied: t("social.feed.copied"), failed: t("social.feed.copyFailed") };
  return (
    <section
      aria-labelledby="feed-title"
      className="space-y-2 rounded-md bg-white p-4 ring-1 ring-line"
      data-testid="calendar-feed"
    >
      <h2 id="feed-title" className="text-lg">
        {t("social.feed.title")}
      </h2>
      <p className="text-sm text-muted">{t("social.feed.intro")}</p>
      {newUrl ? (
        <div className="space-y-2">
          <label htmlFor="feed-url" className="block text-sm font-medium">
            {t("social.feed.address")}
          </label>
          <input
            id="feed-url"
            readOnly
            value={newUrl}
            className="h-9 w-full rounded-md border border-line bg-linen px-2 font-mono text-xs"
            data-testid="feed-url"
          />
          <div className="flex flex-wrap items-center gap-2">
            <CopyButton text={newUrl} label={t("social.feed.copy")} className={smallPrimary} said={said} />
            <p className="text-xs text-muted">{t("social.feed.shownOnce")}</p>
          </div>
        </div>
      ) : madeAt ? (
        <p className="text-sm">{t("social.feed.madeAt", { when: dateTime(madeAt, locale) })}</p>
      ) : null}
      {!newUrl ? (
        <Form method="post">
          {madeAt ? (
            <ConfirmButton
              name="intent"
              value="calendarFeed"
              question={t("social.feed.renewConfirm")}
              yes={t("social.feed.renew")}
              cancel={t("social.overview.cancel")}
              className={smallButton}
            >
              {t("social.feed.renew")}
            </ConfirmButton>
          ) : (
            <button type="submit" name="intent" value="calendarFeed" className={smallPrimary}>
              {t("social.feed.make")}
            </button>
          )}
        </Form>
      ) : null}
    </section>
  );
}
