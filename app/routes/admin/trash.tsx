import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ListEmpty } from "#app/components/admin/list-parts.tsx";
import { AdminReadError } from "#app/components/admin/read-error.tsx";
import { TrashTable } from "#app/components/admin/trash/trash-table.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { Notice } from "#app/components/ui/field.tsx";
import { adminSessionContext, requestInfoContext } from "#app/context.server.ts";
import { deleteForever, listTrash, restoreItem } from "#app/domain/content/trash.server.ts";
import { runRowAction } from "#app/http/intents.server.ts";
import { parseTrashRowKey, trashActionSchema } from "#app/schemas/trash.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/trash";

// The trash: deleted products and articles for 30 days, to restore or delete for good.

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  return { items: await listTrash(locale) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(adminSessionContext).email;
  return runRowAction(request, trashActionSchema, {
    restore: async (key) => {
      const { kind, id } = parseTrashRowKey(key);
      return (await restoreItem(kind, id, actor)) ? "restored" : null;
    },
    deleteForever: async (key) => {
      const { kind, id } = parseTrashRowKey(key);
      return (await deleteForever(kind, id, actor)) ? "deletedForever" : null;
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.trash");

const doneKeys = ["restored", "deletedForever", "missing"] as const;

export default function AdminTrash({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const { items } = loaderData;
  const done = new URLSearchParams(location.search).get("done") as (typeof doneKeys)[number] | null;
  return (
    <AdminPage title={t("pages.trash")}>
      <div className="space-y-5">
        {done && doneKeys.includes(done) ? (
          <Notice tone={done === "missing" ? "danger" : "success"}>{t(`trash.done.${done}`)}</Notice>
        ) : null}
        <p className="max-w-prose text-sm text-muted">{t("trash.intro")}</p>
        <p className="text-sm text-muted" aria-live="polite">
          {/* An empty trash says so below, once. */}
          {items.length > 0 ? t("trash.count", { count: items.length }) : null}
        </p>
        {items.length === 0 ? <ListEmpty>{t("trash.empty")}</ListEmpty> : <TrashTable items={items} />}
      </div>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminReadError;
