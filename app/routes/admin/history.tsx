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

// "Istorija izmena" of a product, an article, one of the site's pages, the site
// settings or a social post: its saved versions, one beside the current version,
// and bringing one back as a new save. A page's is compared with what visitors
// see now, and a restore publishes it (docs/decisions/0033-page-history.md).

function kindOf(value: string): HistoryKind {
  const kind = historyKinds.find((k) => k === value);
  if (!kind) throw data(null, { status: 404 });
  return kind;
}

/** Where the record is edited: the history's way back. */
const editors: Record<HistoryKind, (id: string) => string> = {
  product: (id) => `/admin/products/${encodeURIComponent(id)}`,
  article: (id) => `/admin/news/${encodeURIComponent(id)}`,
  page: (id) => `/admin/pages/${encodeURIComponent(id)}`,
  settings: () => "/admin/settings",
  // A post is edited in its row of the content overview.
  socialPost: (id) => `/admin/social-media-content?view=list&edit=${encodeURIComponent(id)}`,
};
const editorOf = (kind: HistoryKind, id: string) => editors[kind](id);

/** The version the screen compared with, as its restore form posts it (none: any). */
function postedVersion(form: FormData): number | null {
  const value = Number(form.get("version"));
  return form.has("version") && Number.isInteger(value) && value >= 0 ? value : null;
}

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
      const result = await restoreRevision(kind, params.id, revision, actor, postedVersion(form));
      const here = `/admin/history/${kind}/${encodeURIComponent(params.id)}`;
      // Saved since the screen was loaded: nothing written; the same revision beside the newer version.
      if (!result.ok && result.reason === "stale")
        throw redirect(`${here}?r=${encodeURIComponent(revision)}&done=stale`);
      if (!result.ok) return data({ error: result.reason }, result.reason === "notFound" ? 404 : 409);
      throw redirect(`/admin/history/${kind}/${encodeURIComponent(result.id)}?done=restored`);
    },
  });
}

/** What a restore does, said for each kind: a product's and an article's keep their address and publication. */
const restoreTexts = {
  product: { confirm: "history.restoreConfirm", hint: "history.restoreHint" },
  article: { confirm: "history.restoreConfirm", hint: "history.restoreHint" },
  page: { confirm: "history.restorePageConfirm", hint: "history.restorePageHint" },
  settings: { confirm: "history.restoreSettingsConfirm", hint: "history.restorePlainHint" },
  socialPost: { confirm: "history.restorePostConfirm", hint: "history.restorePlainHint" },
} as const satisfies Record<HistoryKind, { confirm: string; hint: string }>;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.history");

export default function AdminHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const location = useLocation();
  const { kind, id, title, current, version, revisions, selected, editTo, draftSavedAt } = loaderData;
  const { platform, locked } = loaderData;
  const page = kind === "page";
  const texts = restoreTexts[kind];
  const specs = useFieldSpecs(kind, id, selected ? [selected.values, current] : [current]);
  const done = new URLSearchParams(location.search).get("done");
  const error = actionData && "error" in actionData ? actionData.error : null;
  const selectedTitle = selected
    ? t("history.version", { date: formatAdminDate(selected.createdAt, locale, true) })
    : "";
  const name =
    kind === "page"
      ? t(`pageEditor.pages.${title}` as never)
      : kind === "settings"
        ? t("pages.settings")
        : kind === "socialPost"
          ? [t(`social.platforms.${platform}` as "social.platforms.instagram"), title]
              .filter(Boolean)
              .join(" · ")
          : title;
  return (
    <AdminPage title={t("history.title", { name })}>
      <div className="space-y-5">
        <Link
          to={editTo}
          className="inline-block text-sm font-medium text-olive-700 underline underline-offset-4"
        >
          ← {t("history.back")}
        </Link>
        {done === "restored" ? (
          <Notice tone="success">{t(page ? "history.restoredPage" : "history.restored")}</Notice>
        ) : null}
        {done === "stale" ? <Notice tone="danger">{t("history.stale")}</Notice> : null}
        {error ? (
          <Notice tone="danger">{t(error === "notFound" ? "history.notFound" : "history.refused")}</Notice>
        ) : null}
        <p className="max-w-prose text-sm text-muted">{t(page ? "history.introPage" : "history.intro")}</p>
        {draftSavedAt ? (
          <p
            className="max-w-prose rounded-md bg-honey-100 px-4 py-3 text-sm text-olive-900 ring-1 ring-honey-400/50"
            data-testid="history-draft"
          >
            {t("history.pageDraft", { date: formatAdminDate(draftSavedAt, locale, true) })}
          </p>
        ) : null}
        {revisions.length === 0 || !selected ? (
          <ListEmpty>{t("history.empty")}</ListEmpty>
        ) : (
          <div className="grid gap-5 lg:grid-cols-[16rem_1fr]">
            <RevisionList revisions={revisions} selectedId={selected.id} />
            <div className="min-w-0 space-y-4">
              <RevisionCompare
                rows={compareValues(specs, selected.values, current, uncompared[kind])}
                selectedTitle={selectedTitle}
                currentTitle={page ? t("history.currentPublished") : undefined}
                collapseUnchanged={page}
              />
              {locked ? (
                <p className="text-sm text-muted" data-testid="history-locked">
                  {t("history.postPublished")}
                </p>
              ) : (
                <Form method="post" className="flex flex-wrap items-center gap-3">
                  <input type="hidden" name="revision" value={selected.id} />
                  <input type="hidden" name="version" value={version} />
                  <ConfirmButton
                    name="intent"
                    value="restore"
                    className={buttonPrimary}
                    question={`${t(texts.confirm)}${page && draftSavedAt ? ` ${t("history.restoreDropsDraft")}` : ""}`}
                    yes={t("history.restore")}
                    cancel={t("confirm.cancel")}
                  >
                    {t("history.restore")}
                  </ConfirmButton>
                  <p className="text-sm text-muted">{t(texts.hint)}</p>
                </Form>
              )}
            </div>
          </div>
        )}
      </div>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminReadError;
