import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useLocation } from "react-router";
import { formatAdminDate } from "#app/components/admin/admin-date.ts";
import { uncompared, useFieldSpecs } from "#app/components/admin/history/field-specs.ts";
import { RevisionCompare } from "#app/components/admin/history/revision-compare.tsx";
import { RevisionList } from "#app/components/admin/history/revision-list.tsx";
import { ListEmpty } from "#app/components/admin/list-parts.tsx";
import { AdminReadError } from "#app/components/admin/read-error.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { ConfirmButton } from "#app/components/ui/confirm-button.tsx";
import { buttonPrimary, Notice } from "#app/components/ui/field.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { getHistory, restoreRevision } from "#app/domain/content/history.server.ts";
import { dispatchIntent } from "#app/http/intents.server.ts";
import { useLocale } from "#app/root-data.ts";
import { compareValues, type HistoryKind, historyKinds } from "#app/schemas/revision-compare.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/history";

// "Istorija izmena" of a product or an article: its saved versions, one beside
// the current version, and bringing one back as a new save.

function kindOf(value: string): HistoryKind {
  const kind = historyKinds.find((k) => k === value);
  if (!kind) throw data(null, { status: 404 });
  return kind;
}

const editorOf = (kind: HistoryKind, id: string) =>
  `/admin/${kind === "product" ? "products" : "news"}/${encodeURIComponent(id)}`;

export async function loader({ params, request }: Route.LoaderArgs) {
  const kind = kindOf(params.kind);
  const revisionId = new URL(request.url).searchParams.get("r") ?? undefined;
  const history = await getHistory(kind, params.id, revisionId);
  if (!history) throw data(null, { status: 404 });
  return { kind, id: params.id, editTo: editorOf(kind, params.id), ...history };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const kind = kindOf(params.kind);
  const actor = context.get(adminSessionContext).email;
  return dispatchIntent(request, {
    restore: async (form) => {
      const revision = form.get("revision");
      if (typeof revision !== "string") throw data(null, { status: 400 });
      const result = await restoreRevision(kind, params.id, revision, actor);
      if (!result.ok) return data({ error: result.reason }, result.reason === "notFound" ? 404 : 409);
      throw redirect(`/admin/history/${kind}/${encodeURIComponent(result.id)}?done=restored`);
    },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.history");

export default function AdminHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const location = useLocation();
  const { kind, title, current, revisions, selected, editTo } = loaderData;
  const specs = useFieldSpecs(kind);
  const done = new URLSearchParams(location.search).get("done") === "restored";
  const error = actionData && "error" in actionData ? actionData.error : null;
  const selectedTitle = selected
    ? t("history.version", { date: formatAdminDate(selected.createdAt, locale, true) })
    : "";
  return (
    <AdminPage title={t("history.title", { name: title })}>
      <div className="space-y-5">
        <Link to={editTo} className="text-sm font-medium text-olive-700 underline underline-offset-4">
          ← {t("history.back")}
        </Link>
        {done ? <Notice tone="success">{t("history.restored")}</Notice> : null}
        {error ? (
          <Notice tone="danger">{t(error === "notFound" ? "history.notFound" : "history.refused")}</Notice>
        ) : null}
        <p className="max-w-prose text-sm text-muted">{t("history.intro")}</p>
        {revisions.length === 0 || !selected ? (
          <ListEmpty>{t("history.empty")}</ListEmpty>
        ) : (
          <div className="grid gap-5 lg:grid-cols-[16rem_1fr]">
            <RevisionList revisions={revisions} selectedId={selected.id} />
            <div className="min-w-0 space-y-4">
              <RevisionCompare
                rows={compareValues(specs, selected.values, current, uncompared[kind])}
                selectedTitle={selectedTitle}
              />
              <Form method="post" className="flex flex-wrap items-center gap-3">
                <input type="hidden" name="revision" value={selected.id} />
                <ConfirmButton
                  name="intent"
                  value="restore"
                  className={buttonPrimary}
                  question={t("history.restoreConfirm")}
                  yes={t("history.restore")}
                  cancel={t("confirm.cancel")}
                >
                  {t("history.restore")}
                </ConfirmButton>
                <p className="text-sm text-muted">{t("history.restoreHint")}</p>
              </Form>
            </div>
          </div>
        )}
      </div>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminReadError;
