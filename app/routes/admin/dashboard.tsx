import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { listRecentAudit } from "#app/domain/audit/audit.server.ts";
import { listRecentMessages } from "#app/domain/contact/inbox.server.ts";
import { getDashboardCounts, getShopClicks } from "#app/domain/dashboard/counts.server.ts";
import { useLocale, useRootData } from "#app/root-data.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/dashboard";

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  const [counts, messages, activity, clicks] = await Promise.all([
    getDashboardCounts(),
    listRecentMessages(5),
    listRecentAudit(8),
    getShopClicks({ locale }),
  ]);
  return { counts, messages, activity, clicks };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.dashboard");

function Panel({
  title,
  children,
  action,
}: {
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <section className="rounded-lg bg-white p-5 ring-1 ring-line" aria-label={title}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-xl">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const shops = useRootData()?.settings.shops;
  const { counts, messages, activity, clicks } = loaderData;
  const entries = Object.entries(counts) as [keyof typeof counts, number][];
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "sr-Latn-RS", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Europe/Belgrade",
    }).format(new Date(iso));
  const shopName = (shop: string) => (/^\d$/.test(shop) ? (shops?.[Number(shop)]?.name ?? shop) : shop);
  const quick =
    "inline-flex h-10 items-center rounded-full bg-olive-700 px-4 text-sm font-semibold text-cream hover:bg-olive-800";
  return (
    <AdminPage title={t("pages.dashboard")}>
      <div className="space-y-6">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {entries.map(([key, value]) => (
            <li key={key} className="flex flex-col rounded-lg bg-white p-4 ring-1 ring-line sm:p-5">
              <p className="text-sm text-muted">{t(`dashboard.${key}`)}</p>
              {/* At the bottom, so that a label on two lines keeps the row's numbers level. */}
              <p className="mt-auto pt-2 font-serif text-3xl text-olive-800" data-testid={`count-${key}`}>
                {value}
              </p>
            </li>
          ))}
        </ul>
        <Panel title={t("dashboard.quickLinks")}>
          <div className="flex flex-wrap gap-2">
            <Link to="/admin/products?new=1" className={quick}>
              + {t("dashboard.newProduct")}
            </Link>
            <Link to="/admin/news?new=1" className={quick}>
              + {t("dashboard.newArticle")}
            </Link>
            <Link to="/admin/social-media" className={quick}>
              + {t("dashboard.newPost")}
            </Link>
          </div>
        </Panel>
        <div className="grid gap-6 lg:grid-cols-2">
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
                        {m.name} ·{" "}
                        <span className="text-muted">
                          {t(`messages.subjects.${m.subject}` as "messages.subjects.general")}
                        </span>
                      </span>
                      <span className="shrink-0 text-xs text-muted">{when(m.createdAt)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
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
                    <span className="shrink-0 text-xs text-muted">{when(a.createdAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
        <Panel title={t("dashboard.clicks")}>
          {clicks.byShop.length === 0 ? (
            <p className="text-sm text-muted">{t("dashboard.noClicks")}</p>
          ) : (
            <div className="grid gap-6 md:grid-cols-2">
              <div>
                <h3 className="mb-2 text-sm font-semibold text-muted">{t("dashboard.clicksByShop")}</h3>
                <ul className="space-y-1.5 text-sm">
                  {clicks.byShop.map((c) => (
                    <li key={c.shop} className="flex justify-between">
                      <span>{shopName(c.shop)}</span>
                      <span className="font-medium">{t("dashboard.clicksCount", { count: c.clicks })}</span>
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="mb-2 text-sm font-semibold text-muted">{t("dashboard.clicksByProduct")}</h3>
                <ul className="space-y-1.5 text-sm">
                  {clicks.byProduct.map((c) => (
                    <li key={c.productId} className="flex justify-between gap-3">
                      <span className="truncate">{c.name}</span>
                      <span className="shrink-0 font-medium">
                        {t("dashboard.clicksCount", { count: c.clicks })}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          )}
        </Panel>
      </div>
    </AdminPage>
  );
}
