import { useTranslation } from "react-i18next";
import { formatAdminDate } from "#app/components/admin/admin-date.ts";
import { useLocale } from "#app/root-data.ts";
import { Panel } from "./panel.tsx";

/** The latest lines of the audit log: who did what to which kind of thing, and when. */
export function ActivityPanel({
  activity,
}: {
  activity: readonly {
    id: string;
    actor: string | null;
    action: string;
    entity: string;
    createdAt: string;
  }[];
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  return (
    <Panel title={t("dashboard.activity")}>
      {activity.length === 0 ? (
        <p className="text-sm text-muted">{t("dashboard.noActivity")}</p>
      ) : (
        <ul className="divide-y divide-line text-sm" data-testid="activity">
          {activity.map((a) => (
            <li key={a.id} className="flex justify-between gap-3 py-2.5">
              <span>
                <span className="font-medium">{a.actor ?? "—"}</span>:{" "}
                {t(`audit.${a.action}` as "audit.update", { defaultValue: a.action })} ·{" "}
                {t(`audit.${a.entity}` as "audit.settings", { defaultValue: a.entity })}
              </span>
              <span className="shrink-0 text-xs text-muted">
                {formatAdminDate(a.createdAt, locale, true)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
