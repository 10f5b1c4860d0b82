import { useTranslation } from "react-i18next";
import { data, Form, redirect, useLocation } from "react-router";
import { EditorLinks, SaveNotices } from "#app/components/admin/editor-parts.tsx";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import { PageForm } from "#app/components/admin/pages/page-form.tsx";
import { pagePaths } from "#app/components/admin/pages/page-spec.ts";
import { PreviewPanel } from "#app/components/admin/preview-panel.tsx";
import { AdminReadError } from "#app/components/admin/read-error.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { describeConflict } from "#app/domain/content/record-version.server.ts";
import { listMedia } from "#app/domain/media/uploads.server.ts";
import { discardPageDraft, getPageForEditor, savePage } from "#app/domain/pages/pages.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import { dispatchIntent } from "#app/http/intents.server.ts";
import { previewLinkIntents, previewLinkRows } from "#app/http/preview-links.server.ts";
import type { Locale } from "#app/i18n/config.ts";
import { getT } from "#app/i18n/translate.ts";
import { type PageContent, type PageKey, pageKeys, pageSchemas } from "#app/schemas/pages.ts";
import type { PreviewLinkReply } from "#app/schemas/preview-links.ts";
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

/** A page's title and description in search when the owner writes none: the site's own, in each language. */
function automaticSeo(key: PageKey, brand: string) {
  if (key === "footer" || key === "mails") return null;
  // The privacy page has no namespace of its own: its words are in the common one.
  const words =
    key === "privacy"
      ? ({ title: "common:privacy.meta.title", description: "common:privacy.meta.description" } as const)
      : ({ title: `${key}:meta.title`, description: `${key}:meta.description` } as const);
  const texts = (locale: Locale) => ({
    title: getT(locale)(words.title),
    description: getT(locale)(words.description, { brand }),
  });
  return { sr: texts("sr"), en: texts("en") };
}

export async function loader({ params }: Route.LoaderArgs) {
  const key = pageKeyOf(params.key);
  const [page, library, links, settings] = await Promise.all([
    getPageForEditor(key),
    listMedia({ pageSize: 200 }),
    previewLinkRows(`page:${key}`),
    getSettings(),
  ]);
  const values = formValues(page.values);
  return {
    key,
    values,
    version: versionToken(page.version, values),
    draftSavedAt: page.draftSavedAt,
    links,
    library: library.items.filter((m) => m.status !== "failed").map(({ id, name }) => ({ id, name })),
    automaticSeo: automaticSeo(key, settings.brandName),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const key = pageKeyOf(params.key);
  const actor = context.get(adminSessionContext).email;
  return dispatchIntent(
    request,
    {
      publish: (form) => save(key, form, actor, { publish: true }),
      // The mails have no draft: nothing could show one before it is sent.
      draft: (form) => save(key, form, actor, { publish: !pagePaths[key] }),
      discard: async () => {
        await discardPageDraft(key, actor);
        throw redirect(`/admin/pages/${key}?done=discarded`);
      },
      ...previewLinkIntents(request, { target: `page:${key}`, path: async () => pagePaths[key], actor }),
    },
    // A list's own buttons without JavaScript (add, remove, move) post no intent.
    "publish",
  );
}

async function save(key: PageKey, form: FormData, actor: string, { publish }: { publish: boolean }) {
  const submission = parseSubmission(form, pageSchemas[key]);
  // A list's own buttons without JavaScript (add, remove, move) come back as the changed form.
  if (submission.status === undefined) return data({ result: submission.reply() });
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
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
} as const;

export default function PageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const { key, values, version, draftSavedAt, library, links, automaticSeo } = loaderData;
  const reply = actionData as ({ result?: never; conflict?: VersionConflict } & PreviewLinkReply) | undefined;
  const done = new URLSearchParams(location.search).get("done");
  const shown = !actionData && done && done in notices ? notices[done as keyof typeof notices] : null;
  const notice = shown === "pageEditor.published" && key === "mails" ? "pageEditor.mailsSaved" : shown;
  const path = pagePaths[key];
  return (
    <AdminPage
      title={
        key === "mails"
          ? t("pageEditor.pages.mails")
          : t("pageEditor.title", { page: t(`pageEditor.pages.${key}`) })
      }
    >
      <EditorLinks
        backTo="/admin/pages"
        back={t("pageEditor.back")}
        viewHref={path}
        view={t("pageEditor.viewOnSite")}
        historyTo={`/admin/history/page/${key}`}
      />
      <SaveNotices saved={notice !== null} savedText={notice ? t(notice) : ""} />
      {draftSavedAt ? <DraftNotice /> : null}
      {path ? <PreviewPanel kind="page" path={path} links={links} reply={reply} /> : null}
      <PageForm
        key={version.split("|")[0]}
        pageKey={key}
        values={values}
        version={version}
        library={library}
        lastResult={reply?.result}
        conflict={reply?.conflict}
        automaticSeo={automaticSeo}
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
