import { useTranslation } from "react-i18next";
import { data, Form, redirect, useLocation } from "react-router";
import { EditorLinks, SaveNotices } from "#app/components/admin/editor-parts.tsx";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import { PageForm } from "#app/components/admin/pages/page-form.tsx";
import { pagePaths } from "#app/components/admin/pages/page-spec.ts";
import { PreviewPanel } from "#app/components/admin/pages/preview-panel.tsx";
import { AdminReadError } from "#app/components/admin/read-error.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { describeConflict } from "#app/domain/content/record-version.server.ts";
import { listMedia } from "#app/domain/media/uploads.server.ts";
import { discardPageDraft, getPageForEditor, savePage } from "#app/domain/pages/pages.server.ts";
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from "#app/domain/pages/previews.server.ts";
import { siteOrigin } from "#app/http/origin.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { type PageContent, type PageKey, pageKeys, pageSchemas } from "#app/schemas/pages.ts";
import { postedVersion, type VersionConflict, versionToken } from "#app/schemas/record-version.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/page-edit";

// /admin/pages/:key: one page's words and pictures (docs/decisions/0032-page-content.md).

function pageKeyOf(value: string | undefined): PageKey {
  const key = pageKeys.find((k) => k === value);
  if (!key) throw data(null, { status: 404 });
  return key;
}

/** The page as the form posts it: no picture is "" rather than null. */
function formValues(content: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(content, (_, value) => (value === null ? "" : value)));
}

export async function loader({ params }: Route.LoaderArgs) {
  const key = pageKeyOf(params.key);
  const [page, library, links] = await Promise.all([
    getPageForEditor(key),
    listMedia({ pageSize: 200 }),
    listPreviewLinks(`page:${key}`),
  ]);
  const values = formValues(page.values);
  return {
    key,
    values,
    version: versionToken(page.version, values),
    draftSavedAt: page.draftSavedAt,
    links: links.map(({ id, createdAt, expiresAt }) => ({ id, createdAt, expiresAt })),
    library: library.items.filter((m) => m.status !== "failed").map(({ id, name }) => ({ id, name })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const key = pageKeyOf(params.key);
  const actor = context.get(adminSessionContext).email;
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "discard") {
    await discardPageDraft(key, actor);
    throw redirect(`/admin/pages/${key}?done=discarded`);
  }
  if (intent === "shareLink") {
    const token = await createPreviewLink(`page:${key}`, actor);
    const path = pagePaths[key];
    return data({
      shareLink: `${siteOrigin(request)}${path}${path.includes("?") ? "&" : "?"}pregled=${token}`,
    });
  }
  if (intent === "revokeLink") {
    await revokePreviewLink(`page:${key}`, String(form.get("link") ?? ""), actor);
    throw redirect(`/admin/pages/${key}?done=revoked`);
  }
  const submission = parseSubmission(form, pageSchemas[key]);
  // A list's own buttons without JavaScript (add, remove, move) come back as the changed form.
  if (submission.status === undefined) return data({ result: submission.reply() });
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const publish = intent !== "draft";
  const sent = postedVersion(form);
  const saved = await savePage(
    key,
    submission.value as PageContent<typeof key>,
    actor,
    sent.expected?.version ?? null,
    { publish },
  );
  if (saved === "saved") throw redirect(`/admin/pages/${key}?done=${publish ? "published" : "draft"}`);
  // Someone saved since this form was loaded: nothing written, the typed values go back.
  const current = await getPageForEditor(key);
  const conflict = await describeConflict({
    entity: "page",
    entityId: key,
    sent,
    current: { version: current.version, values: formValues(current.values) },
  });
  return data({ result: submission.reply({ formErrors: ["errors.recordChanged"] }), conflict }, 409);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.sitePages");

const notices = {
  published: "pageEditor.published",
  draft: "pageEditor.draftSaved",
  discarded: "pageEditor.discarded",
  revoked: "pageEditor.shareRevoked",
} as const;

export default function PageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const { key, values, version, draftSavedAt, library, links } = loaderData;
  const reply = actionData as { result?: never; conflict?: VersionConflict; shareLink?: string } | undefined;
  const done = new URLSearchParams(location.search).get("done");
  const notice = !actionData && done && done in notices ? notices[done as keyof typeof notices] : null;
  return (
    <AdminPage title={t("pageEditor.title", { page: t(`pageEditor.pages.${key}`) })}>
      <EditorLinks
        backTo="/admin/pages"
        back={t("pageEditor.back")}
        viewHref={pagePaths[key]}
        view={t("pageEditor.viewOnSite")}
        historyTo={`/admin/history/page/${key}`}
      />
      <SaveNotices saved={notice !== null} savedText={notice ? t(notice) : ""} />
      {draftSavedAt ? <DraftNotice /> : null}
      <PreviewPanel path={pagePaths[key]} links={links} newLink={reply?.shareLink} />
      <PageForm
        key={version.split("|")[0]}
        pageKey={key}
        values={values}
        version={version}
        library={library}
        lastResult={reply?.result}
        conflict={reply?.conflict}
      />
    </AdminPage>
  );
}

/** Changes not yet published: what the form shows; visitors still see the page as it was. */
function DraftNotice() {
  const { t } = useTranslation("admin");
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md bg-honey-100 px-4 py-3 text-sm text-olive-900 ring-1 ring-honey-400/50">
      <p>{t("pageEditor.hasDraft")}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="discard" />
        <button
          type="submit"
          className="font-semibold underline underline-offset-4"
          data-testid="discard-draft"
        >
          {t("pageEditor.discard")}
        </button>
      </Form>
    </div>
  );
}

export const ErrorBoundary = AdminReadError;
