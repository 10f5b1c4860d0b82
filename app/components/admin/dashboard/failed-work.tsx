import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { formatAdminDate } from "#app/components/admin/admin-date.ts";
import { ConfirmButton } from "#app/components/ui/confirm-button.tsx";
import { useLocale } from "#app/root-data.ts";
import type { FailedWork } from "#app/schemas/failed-work.ts";
import { Panel } from "./panel.tsx";

const button =
  "inline-flex h-9 items-center justify-center rounded-full border border-line bg-white px-3 text-xs font-medium hover:bg-linen";

/**
 * What the site's background work could not do after its last attempt, in the
 * owner's words: what it was about, when it last tried, and trying again or
 * dismissing. Shown only while there is something to say.
 */
export function FailedWorkPanel({ items }: { items: readonly FailedWork[] }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <Panel title={t("dashboard.failedWork.title")} tone="notice" testId="failed-work">
      <p className="max-w-prose text-sm text-olive-900">{t("dashboard.failedWork.intro")}</p>
      <ul className="mt-3 divide-y divide-honey-400/40">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
            data-testid="failed-work-item"
          >
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-olive-900">{t(`dashboard.failedWork.kinds.${item.kind}`)}</p>
              {item.subject ? (
                <p className="truncate">
                  {item.link ? (
                    <Link to={item.link} className="text-olive-700 underline underline-offset-4">
                      {item.subject}
                    </Link>
                  ) : (
                    item.subject
                  )}
                </p>
              ) : null}
              <p className="text-xs text-olive-900/80">
                {t("dashboard.failedWork.failedAt", { date: formatAdminDate(item.failedAt, locale, true) })}
              </p>
            </div>
            <Form method="post" className="flex gap-2">
              <input type="hidden" name="id" value={item.id} />
              <button type="submit" name="intent" value="retryWork" className={button}>
                {t("dashboard.failedWork.retry")}
              </button>
              <ConfirmButton
                name="intent"
                value="dismissWork"
                className={button}
                question={t("dashboard.failedWork.dismissConfirm")}
                yes={t("dashboard.failedWork.dismiss")}
                cancel={t("confirm.cancel")}
              >
                {t("dashboard.failedWork.dismiss")}
              </ConfirmButton>
            </Form>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
