import { useTranslation } from "react-i18next";
import { formatAdminDate } from "#app/components/admin/admin-date.ts";
import { useLocale } from "#app/root-data.ts";
import { Panel } from "./panel.tsx";

/** Accounts whose sign-in was locked after wrong passwords lately: the owner is told, and what to do. */
export function SignInLocks({
  locks,
}: {
  locks: readonly { account: string; minutes: number; createdAt: string }[];
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  if (locks.length === 0) return null;
  return (
    <Panel title={t("dashboard.locks")}>
      <ul className="space-y-2 text-sm" data-testid="sign-in-locks">
        {locks.map((lock) => (
          <li key={lock.createdAt + lock.account} className="rounded-md bg-danger-bg px-4 py-3 text-danger">
            {t("dashboard.lockLine", {
              account: lock.account,
              when: formatAdminDate(lock.createdAt, locale, true),
              count: lock.minutes,
            })}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
