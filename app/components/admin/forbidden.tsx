import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminPage } from "#app/components/layout/admin-page.tsx";

/** What an editor sees at a page that is the owner's: calm, with who can help and the way back. */
export function ForbiddenNotice() {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("pages.forbidden")}>
      <div className="max-w-2xl rounded-lg bg-white p-5 ring-1 ring-line sm:p-6" data-testid="forbidden">
        <p>{t("forbidden.text")}</p>
        <p className="mt-2 text-sm text-muted">{t("forbidden.who")}</p>
        <Link to="/admin" className="mt-4 inline-block text-olive-700 underline underline-offset-4">
          {t("backToDashboard")}
        </Link>
      </div>
    </AdminPage>
  );
}
