import { useTranslation } from "react-i18next";
import { formatAdminDate } from "#app/components/admin/admin-date.ts";
import { ConfirmedRowAction, ListTable } from "#app/components/admin/list-parts.tsx";
import { useLocale } from "#app/root-data.ts";
import type { SubscriberRow } from "#app/schemas/admin-rows.ts";

/** The subscribers: address, language, status and since when; an active one can be unsubscribed. */
export function SubscriberTable({ subscribers }: { subscribers: readonly SubscriberRow[] }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  return (
    <ListTable
      testId="subscriber-table"
      columns={[
        { label: t("subscribers.email") },
        { label: t("subscribers.language") },
        { label: t("subscribers.status") },
        { label: t("subscribers.since") },
        { label: t("subscribers.actions"), srOnly: true },
      ]}
    >
      {subscribers.map((s) => (
        <tr key={s.id}>
          <td className="py-3 font-medium">{s.email}</td>
          <td className="py-3">{t(`subscribers.languages.${s.locale === "en" ? "en" : "sr"}`)}</td>
          <td className="py-3">{t(`subscribers.statuses.${s.status}`)}</td>
          <td className="py-3 text-muted">{formatAdminDate(s.createdAt, locale)}</td>
          <td className="py-3 text-right">
            {s.status === "active" ? (
              <ConfirmedRowAction
                id={s.id}
                intent="unsubscribe"
                question={t("subscribers.unsubscribeConfirm", { email: s.email })}
              >
                {t("subscribers.unsubscribe")}
              </ConfirmedRowAction>
            ) : null}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
