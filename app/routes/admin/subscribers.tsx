import { useTranslation } from "react-i18next";
import { data, Form, redirect, useLocation } from "react-router";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { ConfirmButton } from "#app/components/ui/confirm-button.tsx";
import { buttonPrimary, buttonSecondary, Notice } from "#app/components/ui/field.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { markSeen } from "#app/domain/admin/notifications.server.ts";
import { recordAudit } from "#app/domain/audit/audit.server.ts";
import { listSubscribers, unsubscribeById } from "#app/domain/newsletter/subscriber-admin.server.ts";
import { readForm } from "#app/domain/security/read-form.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches, useLocale } from "#app/root-data.ts";
import { pagePathOf, subscriberActionSchema, subscriberListSchema } from "#app/schemas/admin-lists.ts";
import { brandTitle } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/subscribers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  const params = subscriberListSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [list] = await Promise.all([
    listSubscribers({ query: params.q, status: params.status, page: params.page }),
    markSeen(session.userId, "subscribers"),
  ]);
  return { ...list, params };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const form = await readForm(request);
  const parsed = subscriberActionSchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) return data({ error: true }, { status: 400 });
  if (await unsubscribeById(parsed.data.id)) {
    await recordAudit({
      actor: session.email,
      action: "unsubscribe",
      entity: "subscriber",
      entityId: parsed.data.id,
    });
  }
  throw redirect(pagePathOf(request, { done: "unsubscribe" }));
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return [
    { title: brandTitle(getT(site.locale)("admin:pages.subscribers"), site.brand) },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const location = useLocation();
  const { subscribers, total, pageSize, params } = loaderData;
  const done = new URLSearchParams(location.search).get("done");
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "sr-Latn-RS", {
      dateStyle: "medium",
      timeZone: "Europe/Belgrade",
    }).format(new Date(iso));
  return (
    <AdminPage title={t("pages.subscribers")}>
      <div className="space-y-5">
        {done === "unsubscribe" ? <Notice tone="success">{t("subscribers.unsubscribed_done")}</Notice> : null}
        <div className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 ring-1 ring-line">
          <Form method="get" role="search" className="flex flex-1 flex-wrap items-end gap-3">
            <div className="min-w-48 flex-1">
              <label htmlFor="q" className="block text-sm font-medium">
                {t("subscribers.search")}
              </label>
              <input
                id="q"
                name="q"
                type="search"
                defaultValue={params.q}
                placeholder={t("subscribers.searchPlaceholder")}
                className="mt-1.5 h-11 w-full rounded-md border border-line px-3 text-sm"
              />
            </div>
            <div>
              <label htmlFor="status" className="block text-sm font-medium">
                {t("subscribers.filter")}
              </label>
              <select
                id="status"
                name="status"
                defaultValue={params.status}
                className="mt-1.5 h-11 rounded-md border border-line bg-white px-3 text-sm"
              >
                {(["all", "active", "unsubscribed"] as const).map((s) => (
                  <option key={s} value={s}>
                    {t(`subscribers.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonPrimary}>
              {t("subscribers.searchButton")}
            </button>
          </Form>
          <a href="/admin/subscribers/export.csv" className={buttonSecondary} download>
            {t("subscribers.export")}
          </a>
        </div>
        <p className="text-sm text-muted">{t("subscribers.count", { count: total })}</p>
        {subscribers.length === 0 ? (
          <p className="rounded-lg bg-white p-6 text-muted ring-1 ring-line">{t("subscribers.empty")}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-line">
            <table className="w-full text-left text-sm" data-testid="subscriber-table">
              <thead className="bg-linen/70 text-xs uppercase tracking-wide text-muted">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t("subscribers.email")}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t("subscribers.language")}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t("subscribers.status")}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t("subscribers.since")}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">{t("subscribers.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {subscribers.map((s) => (
                  <tr key={s.id}>
                    <td className="px-4 py-3 font-medium">{s.email}</td>
                    <td className="px-4 py-3">
                      {t(`subscribers.languages.${s.locale === "en" ? "en" : "sr"}`)}
                    </td>
                    <td className="px-4 py-3">{t(`subscribers.statuses.${s.status}`)}</td>
                    <td className="px-4 py-3 text-muted">{date(s.createdAt)}</td>
                    <td className="px-4 py-3 text-right">
                      {s.status === "active" ? (
                        <Form method="post">
                          <input type="hidden" name="id" value={s.id} />
                          <ConfirmButton
                            name="intent"
                            value="unsubscribe"
                            className="text-sm font-medium text-danger underline underline-offset-4"
                            question={t("subscribers.unsubscribeConfirm", { email: s.email })}
                            yes={t("confirm.yes")}
                            cancel={t("confirm.cancel")}
                          >
                            {t("subscribers.unsubscribe")}
                          </ConfirmButton>
                        </Form>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager
          page={params.page}
          total={total}
          pageSize={pageSize}
          previous={t("subscribers.previous")}
          next={t("subscribers.next")}
        />
      </div>
    </AdminPage>
  );
}
