import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches } from "#app/root-data.ts";
import { brandTitle } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return [
    { title: brandTitle(getT(site.locale)("admin:pages.news"), site.brand) },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export default function AdminNews() {
  const { t } = useTranslation("admin");
  return <AdminPage title={t("pages.news")} />;
}
