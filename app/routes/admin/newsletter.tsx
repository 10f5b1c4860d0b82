import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { formatAdminDate } from "#app/components/admin/admin-date.ts";
import { shownCampaignStatus } from "#app/components/admin/newsletter/campaign-status.ts";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { buttonPrimary, Notice } from "#app/components/ui/field.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { createCampaign, listCampaigns } from "#app/domain/newsletter/campaigns.server.ts";
import type { Locale } from "#app/i18n/config.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/newsletter";

// "Bilten": the campaigns, newest first, with their figures (issue 25, point 2).

export async function loader({ request }: Route.LoaderArgs) {
  // A draft deleted on its page comes back here to say so.
  const deleted = new URL(request.url).searchParams.get("done") === "deleted";
  // The status read by the loader's clock, so the server's page and the browser's agree.
  const campaigns = (await listCampaigns()).map((c) => ({ ...c, shown: shownCampaignStatus(c) }));
  return { campaigns, deleted };
}

export async function action({ context }: Route.ActionArgs) {
  const { email } = context.get(adminSessionContext);
  const id = await createCampaign(email);
  throw redirect(`/admin/newsletter/${id}`);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.newsletter");

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("admin");
  const locale = (i18n.language === "en" ? "en" : "sr") as Locale;
  const { campaigns, deleted } = loaderData;
  return (
    <AdminPage title={t("pages.newsletter")}>
      <div className="space-y-5">
        {deleted ? <Notice tone="success">{t("campaigns.deleted")}</Notice> : null}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-muted">{t("campaigns.intro")}</p>
          <Form method="post">
            <button type="submit" className={buttonPrimary}>
              {t("campaigns.create")}
            </button>
          </Form>
        </div>
        {campaigns.length === 0 ? (
          <p className="rounded-lg bg-white p-6 text-muted ring-1 ring-line">{t("campaigns.empty")}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-line">
            <table className="w-full text-left text-sm" data-testid="campaign-table">
              <thead className="border-b border-line text-muted">
                <tr>
                  <th className="px-4 py-3 font-medium">{t("campaigns.subject")}</th>
                  <th className="px-4 py-3 font-medium">{t("campaigns.status")}</th>
                  <th className="px-4 py-3 text-right font-medium">{t("campaigns.recipients")}</th>
                  <th className="px-4 py-3 text-right font-medium">{t("campaigns.sent")}</th>
                  <th className="px-4 py-3 text-right font-medium">{t("campaigns.failed")}</th>
                  <th className="px-4 py-3 text-right font-medium">{t("campaigns.remaining")}</th>
                  <th className="px-4 py-3 font-medium">{t("campaigns.date")}</th>
                </tr>
              </thead>
              <tbody>
                {campaigns.map((c) => (
                  <tr key={c.id} className="border-b border-line last:border-0">
                    <td className="px-4 py-3">
                      <Link
                        to={`/admin/newsletter/${c.id}`}
                        className="font-medium text-olive-800 underline underline-offset-4"
                      >
                        {c.subject || t("campaigns.untitled")}
                      </Link>
                    </td>
                    <td className="px-4 py-3">{t(`campaigns.statuses.${c.shown}`)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{c.recipients}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{c.sent}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{c.failed}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{c.remaining}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatAdminDate(c.date, locale, true)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </AdminPage>
  );
}
