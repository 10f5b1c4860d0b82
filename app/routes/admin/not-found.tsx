import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminPage } from "#app/components/layout/admin-page.tsx";

export function loader() {
  return new Response(null, { status: 404 });
}

export default function AdminNotFound() {
  const { t } = useTranslation("common");
  return (
    <AdminPage title={t("notFound.title")}>
      <Link to="/admin" className="text-olive-700 underline underline-offset-4">
        Dashboard
      </Link>
    </AdminPage>
  );
}
