import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import {
  FilterSelect,
  ListEmpty,
  ListFilters,
  optionsOf,
  SearchInput,
} from "#app/components/admin/list-parts.tsx";
import { ExportLinks } from "#app/components/admin/subscribers/export-links.tsx";
import { SubscriberTable } from "#app/components/admin/subscribers/subscriber-table.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { Notice } from "#app/components/ui/field.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { markSeen } from "#app/domain/admin/notifications.server.ts";
import { listSubscribers, unsubscribeById } from "#app/domain/newsletter/subscriber-admin.server.ts";
import { runRowAction } from "#app/http/intents.server.ts";
import { subscriberActionSchema, subscriberListSchema } from "#app/schemas/admin-lists.ts";
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
  const { email } = context.get(adminSessionContext);
  return runRowAction(request, subscriberActionSchema, {
    // One already unsubscribed (a second click, another tab) is unsubscribed all the same.
    unsubscribe: async (id) => {
      await unsubscribeById(id, email);
      return "unsubscribe";
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.subscribers");

const statuses = ["all", "active", "pending", "unsubscribed"] as const;

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const { subscribers, total, pageSize, params } = loaderData;
  const done = new URLSearchParams(location.search).get("done");
  return (
    <AdminPage title={t("pages.subscribers")}>
      <div className="space-y-5">
        {done === "unsubscribe" ? <Notice tone="success">{t("subscribers.unsubscribed_done")}</Notice> : null}
        <ListFilters
          submit={t("subscribers.searchButton")}
          aside={<ExportLinks query={params.q} status={params.status} />}
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
            options={optionsOf(statuses, (s) => t(`subscribers.${s}`))}
          />
        </ListFilters>
        <p className="text-sm text-muted">{t("subscribers.count", { count: total })}</p>
        {subscribers.length === 0 ? (
          <ListEmpty>
            {/* Nothing at all yet says where subscribers come from; a filter that finds none says so. */}
            {t(
              total === 0 && !params.q && params.status === "all" ? "subscribers.none" : "subscribers.empty",
            )}
          </ListEmpty>
        ) : (
          <SubscriberTable subscribers={subscribers} />
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
