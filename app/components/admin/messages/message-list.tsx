import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { formatAdminDate } from "#app/components/admin/admin-date.ts";
import { useVocabularyLabels } from "#app/components/catalogue/labels.ts";
import { useLocale } from "#app/root-data.ts";
import type { InboxMessage } from "#app/schemas/admin-rows.ts";

/** The inbox's list: unread ones marked, each a link that opens it beside the list. */
export function MessageList({ messages, openId }: { messages: readonly InboxMessage[]; openId?: string }) {
  const { t } = useTranslation("admin");
  const label = useVocabularyLabels();
  const locale = useLocale();
  const location = useLocation();
  const withId = (id: string) => {
    const search = new URLSearchParams(location.search);
    search.set("id", id);
    search.delete("done");
    return `?${search.toString()}`;
  };
  return (
    <ul
      className="divide-y divide-line overflow-hidden rounded-lg bg-white ring-1 ring-line"
      data-testid="message-list"
    >
      {messages.map((m) => (
        <li key={m.id}>
          <Link
            to={withId(m.id)}
            preventScrollReset
            aria-current={openId === m.id ? "true" : undefined}
            className={`block px-4 py-3 hover:bg-olive-50 ${openId === m.id ? "bg-olive-50" : ""} ${m.status === "unread" ? "border-l-4 border-honey-400" : "border-l-4 border-transparent"}`}
          >
            <span className="flex items-center justify-between gap-3">
              <span
                className={`truncate ${m.status === "unread" ? "font-semibold text-ink" : "text-ink/80"}`}
              >
                {m.name}
              </span>
              <time className="shrink-0 text-xs text-muted" dateTime={m.createdAt}>
                {formatAdminDate(m.createdAt, locale, true)}
              </time>
            </span>
            <span className="mt-0.5 flex items-center gap-2 text-sm text-muted">
              {m.status === "unread" ? (
                <span className="shrink-0 whitespace-nowrap rounded-full bg-honey-400 px-2 text-xs font-semibold text-olive-900">
                  {t("messages.unreadBadge")}
                </span>
              ) : m.status === "held" ? (
                <span className="shrink-0 whitespace-nowrap rounded-full bg-wheat-200 px-2 text-xs font-semibold text-olive-900">
                  {t("messages.heldBadge")}
                </span>
              ) : null}
              <span className="truncate">
                {label.subject(m.subject)} · {m.message}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
