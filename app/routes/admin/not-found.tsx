import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { AdminPage } from "#app/components/layout/admin-page.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("notFound")}>
      <Link to="/admin" className="text-olive-700 underline underline-offset-4">
        {t("backToDashboard")}
      </Link>
    </AdminPage>
  );
}
