import { useTranslation } from "react-i18next";
import { data, redirect, useLocation } from "react-router";
import { EditorLinks } from "#app/components/admin/editor-parts.tsx";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import { ArticleForm } from "#app/components/admin/news/article-form.tsx";
import type { ArticleReply, PreviewText } from "#app/components/admin/news/reply.ts";
import { PreviewPanel } from "#app/components/admin/preview-panel.tsx";
import { AdminReadError } from "#app/components/admin/read-error.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { describeConflict } from "#app/domain/content/record-version.server.ts";
import { issueUploadTokens, listMedia } from "#app/domain/media/uploads.server.ts";
import {
  type ArticleForEdit,
  getArticleForEdit,
  previewArticle,
  saveArticle,
} from "#app/domain/news/article-admin.server.ts";
import type { ArticleTextRow } from "#app/domain/news/article-text.server.ts";
import { dispatchIntent } from "#app/http/intents.server.ts";
import { previewLinkIntents, previewLinkRows } from "#app/http/preview-links.server.ts";
import { articleFormSchema, articlePreviewSchema } from "#app/schemas/article-form.ts";
import { isoToBelgradeLocal } from "#app/schemas/belgrade-time.ts";
import { postedVersion, versionToken } from "#app/schemas/record-version.ts";
import { seoFormDefaults } from "#app/schemas/seo.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/article-edit";

/** The saved article shaped as the form posts it. */
function formValues(article: ArticleForEdit) {
  return {
    slug: article.slug,
    category: article.category,
    author: article.author,
    publish: "keep",
    publishAt: isoToBelgradeLocal(article.publishedAt),
    coverId: article.coverId ?? "",
    coverAltSr: article.coverAlt.sr,
    coverAltEn: article.coverAlt.en,
    sr: { title: article.sr.title, excerpt: article.sr.excerpt, body: article.sr.body },
    en: { title: article.en.title, excerpt: article.en.excerpt, body: article.en.body },
    seo: seoFormDefaults(article.seo),
    ...(article.featured ? { featured: "on" } : {}),
  };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  const isNew = params.id === "new";
  const article = isNew ? null : await getArticleForEdit(params.id);
  if (!isNew && !article) throw data(null, { status: 404 });
  const [library, links] = await Promise.all([
    listMedia({ pageSize: 200 }),
    article ? previewLinkRows(`article:${article.id}`) : [],
  ]);
  return {
    id: article?.id ?? null,
    // A save changes it, and the form then starts afresh from what was saved.
    version: article ? versionToken(article.version, formValues(article)) : "",
    defaultValue: article ? formValues(article) : { category: "tips", publish: "draft" },
    title: article?.sr.title ?? "",
    slug: article?.slug ?? "",
    state: article?.state ?? null,
    reading: article ? { sr: article.sr.readingMinutes, en: article.en.readingMinutes } : null,
    // A photo that could not be processed has nothing to show on the site.
    library: library.items
      .filter((m) => m.status !== "failed")
      .map(({ id, name, alt, width, height, status }) => ({ id, name, alt, width, height, status })),
    tokens: issueUploadTokens(session),
    links,
  };
}

const reply = (value: ArticleReply, init?: number | ResponseInit) => data(value, init);

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = context.get(adminSessionContext).email;
  const id = params.id === "new" ? null : params.id;
  return dispatchIntent(
    request,
    {
      save: (form) => save(form, id, actor),
      preview: async (form) => preview(form),
      // A saved article only. Its links name it by id, so they outlive a new slug (decision 0032).
      ...(id
        ? previewLinkIntents(request, {
            target: `article:${id}`,
            path: async () => {
              const article = await getArticleForEdit(id);
              return article ? `/novosti/${encodeURIComponent(article.slug)}` : null;
            },
            actor,
          })
        : {}),
    },
    "save",
  );
}

async function save(form: FormData, id: string | null, actor: string) {
  const submission = parseSubmission(form, articleFormSchema);
  if (submission.status !== "success") return reply({ result: submission.reply() }, 400);
  const sent = postedVersion(form);
  const result = await saveArticle(id, submission.value, actor, sent.expected?.version ?? null);
  if (result.ok) throw redirect(`/admin/news/${result.id}?saved=1`);
  const current = id && result.errors.form === "errors.recordChanged" ? await getArticleForEdit(id) : null;
  if (id && current) {
    // Someone saved since this form was loaded: nothing written, the typed values go back.
    const conflict = await describeConflict({
      entity: "article",
      entityId: id,
      sent,
      current: { version: current.version, values: formValues(current) },
    });
    return reply({ result: submission.reply({ formErrors: ["errors.recordChanged"] }), conflict }, 409);
  }
  // What the domain refused (an address taken, a cover gone) is said beside its field.
  const { form: gone, ...fields } = result.errors;
  const fieldErrors = Object.fromEntries(Object.entries(fields).map(([name, key]) => [name, [key]]));
  return reply(
    { result: submission.reply({ formErrors: gone ? [gone] : undefined, fieldErrors }) },
    gone ? 404 : 400,
  );
}

/** Visitors' view of the texts: sanitised, with reading times; nothing is saved. */
function preview(form: FormData) {
  const submission = parseSubmission(form, articlePreviewSchema);
  if (submission.status !== "success") return reply({ result: submission.reply() }, 400);
  const texts = previewArticle(submission.value);
  const shown = ({ title, excerpt, body, reading_minutes }: ArticleTextRow): PreviewText => ({
    title,
    excerpt,
    body,
    reading_minutes,
  });
  return reply({ result: submission.reply(), preview: { sr: shown(texts.sr), en: shown(texts.en) } });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.news");

export default function ArticleEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const { id, version, title, slug, state } = loaderData;
  const saved = new URLSearchParams(location.search).get("saved") === "1" && !actionData;
  // The editor's own reply (a refused save, a preview), or the preview panel's without JavaScript.
  const reply = actionData && "result" in actionData ? actionData : undefined;
  return (
    <AdminPage title={id ? t("newsEditor.editTitle", { title }) : t("newsEditor.newTitle")}>
      <EditorLinks
        backTo="/admin/news"
        back={t("newsEditor.back")}
        viewHref={state === "published" ? `/novosti/${encodeURIComponent(slug)}` : null}
        view={t("newsEditor.viewOnSite")}
        historyTo={id ? `/admin/history/article/${id}` : null}
      />
      <PreviewPanel
        kind="article"
        path={id ? `/novosti/${encodeURIComponent(slug)}` : null}
        links={loaderData.links}
        reply={actionData && !("result" in actionData) ? actionData : undefined}
      />
      <ArticleForm
        key={`${id}:${version.split("|")[0]}`}
        id={id}
        version={version}
        defaultValue={loaderData.defaultValue}
        reply={reply}
        state={state}
        reading={loaderData.reading}
        library={loaderData.library}
        tokens={loaderData.tokens}
        saved={saved}
      />
    </AdminPage>
  );
}

export const ErrorBoundary = AdminReadError;
