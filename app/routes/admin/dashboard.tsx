import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { getDashboardCounts } from "#app/domain/dashboard/counts.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches } from "#app/root-data.ts";
import { brandTitle } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/dashboard";

export async function loader() {
  return { counts: await getDashboardCounts() };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return [
    { title: brandTitle(getT(site.locale)("admin:pages.dashboard"), site.brand) },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const entries = Object.entries(loaderData.counts) as [keyof typeof loaderData.counts, number][];
  return (
    <AdminPage title={t("pages.dashboard")}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {entries.map(([key, value]) => (
          <li key={key} className="rounded-lg bg-white p-5 ring-1 ring-line">
            <p className="text-sm text-muted">{t(`dashboard.${key}`)}</p>
            <p className="mt-2 font-serif text-3xl text-olive-800" data-testid={`count-${key}`}>
              {value}
            </p>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
