import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatAdminDate } from "#app/components/admin/admin-date.ts";
import { useVocabularyLabels } from "#app/components/catalogue/labels.ts";
import { useLocale } from "#app/root-data.ts";
import { Panel } from "./panel.tsx";

/** The latest contact messages, unread ones in bold, each opening in the inbox. */
export function RecentMessages({
  messages,
}: {
  messages: readonly { id: string; name: string; subject: string; status: string; createdAt: string }[];
}) {
  const { t } = useTranslation("admin");
  const label = useVocabularyLabels();
  const locale = useLocale();
  return (
    <Panel
      title={t("dashboard.recentMessages")}
      action={
        <Link
          to="/admin/messages"
          className="text-sm font-medium text-olive-700 underline underline-offset-4"
        >
          {t("dashboard.allMessages")}
        </Link>
      }
    >
      {messages.length === 0 ? (
        <p className="text-sm text-muted">{t("dashboard.noMessages")}</p>
      ) : (
        <ul className="divide-y divide-line">
          {messages.map((m) => (
            <li key={m.id}>
              <Link
                to={`/admin/messages?id=${m.id}`}
                className="flex justify-between gap-3 py-2.5 text-sm hover:text-olive-700"
              >
                <span className={m.status === "unread" ? "font-semibold" : ""}>
                  {m.name} · <span className="text-muted">{label.subject(m.subject)}</span>
                </span>
                <span className="shrink-0 text-xs text-muted">
                  {formatAdminDate(m.createdAt, locale, true)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
