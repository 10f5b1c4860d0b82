import { useTranslation } from "react-i18next";
import { data, redirect, useLocation } from "react-router";
import {
  ConfirmedRowAction,
  FilterSelect,
  ListEmpty,
  ListFilters,
  ListTable,
  optionsOf,
  SearchInput,
} from "#app/components/admin/list-parts.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { buttonSecondary, Notice } from "#app/components/ui/field.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { markSeen } from "#app/domain/admin/notifications.server.ts";
import { listSubscribers, unsubscribeById } from "#app/domain/newsletter/subscriber-admin.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { useLocale } from "#app/root-data.ts";
import { pagePathOf, subscriberActionSchema, subscriberListSchema } from "#app/schemas/admin-lists.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
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
  await unsubscribeById(parsed.data.id, session.email);
  throw redirect(pagePathOf(request, { done: "unsubscribe" }));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.subscribers");

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
        <ListFilters
          submit={t("subscribers.searchButton")}
          aside={
            <a href="/admin/subscribers/export.csv" className={buttonSecondary} download>
              {t("subscribers.export")}
            </a>
          }
        >
          <SearchInput
            label={t("subscribers.search")}
            placeholder={t("subscribers.searchPlaceholder")}
            defaultValue={params.q}
          />
          <FilterSelect
            name="status"
            label={t("subscribers.filter")}
            defaultValue={params.status}
            options={optionsOf(["all", "active", "unsubscribed"] as const, (s) => t(`subscribers.${s}`))}
          />
        </ListFilters>
        <p className="text-sm text-muted">{t("subscribers.count", { count: total })}</p>
        {subscribers.length === 0 ? (
          <ListEmpty>{t("subscribers.empty")}</ListEmpty>
        ) : (
          <ListTable
            testId="subscriber-table"
            columns={[
              { label: t("subscribers.email") },
              { label: t("subscribers.language") },
              { label: t("subscribers.status") },
              { label: t("subscribers.since") },
              { label: t("subscribers.actions"), srOnly: true },
            ]}
          >
            {subscribers.map((s) => (
              <tr key={s.id}>
                <td className="py-3 font-medium">{s.email}</td>
                <td className="py-3">{t(`subscribers.languages.${s.locale === "en" ? "en" : "sr"}`)}</td>
                <td className="py-3">{t(`subscribers.statuses.${s.status}`)}</td>
                <td className="py-3 text-muted">{date(s.createdAt)}</td>
                <td className="py-3 text-right">
                  {s.status === "active" ? (
                    <ConfirmedRowAction
                      id={s.id}
                      intent="unsubscribe"
                      question={t("subscribers.unsubscribeConfirm", { email: s.email })}
                    >
                      {t("subscribers.unsubscribe")}
                    </ConfirmedRowAction>
                  ) : null}
                </td>
              </tr>
            ))}
          </ListTable>
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
