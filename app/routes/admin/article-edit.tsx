import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, redirect, useLocation, useNavigation } from "react-router";
import { BilingualTextAreas, EditorLinks, SaveNotices } from "#app/components/admin/editor-parts.tsx";
import { AdminReadError } from "#app/components/admin/read-error.tsx";
import { useVocabularyLabels } from "#app/components/catalogue/labels.ts";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { MediaUploader } from "#app/components/media/media-uploader.tsx";
import { buttonPrimary, buttonSecondary, Field, FormSection } from "#app/components/ui/field.tsx";
import { TextArea } from "#app/components/ui/text-area.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { issueUploadTokens, listMedia } from "#app/domain/media/uploads.server.ts";
import {
  getArticleForEdit,
  isoToBelgradeLocal,
  previewArticle,
  saveArticle,
} from "#app/domain/news/article-admin.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { articleFormSchema } from "#app/schemas/article-form.ts";
import { issuesByPath, nestFormData } from "#app/schemas/form-data.ts";
import { newsCategories } from "#app/schemas/news-filters.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/article-edit";

// The Tiptap editor is a separate chunk fetched only here, after hydration.
const RichTextEditor = lazy(() => import("#app/components/admin/rich-text-editor.tsx"));

export async function loader({ params, context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  const isNew = params.id === "new";
  const article = isNew ? null : await getArticleForEdit(params.id);
  if (!isNew && !article) throw data(null, { status: 404 });
  const library = await listMedia({ pageSize: 200 });
  const fields: Record<string, string> = article
    ? {
        slug: article.slug,
        category: article.category,
        author: article.author,
        publish: "keep",
        publishAt: isoToBelgradeLocal(article.publishedAt),
        coverId: article.coverId ?? "",
        coverAltSr: article.coverAlt.sr,
        coverAltEn: article.coverAlt.en,
        "sr.title": article.sr.title,
        "sr.excerpt": article.sr.excerpt,
        "sr.body": article.sr.body,
        "en.title": article.en.title,
        "en.excerpt": article.en.excerpt,
        "en.body": article.en.body,
        ...(article.featured ? { featured: "on" } : {}),
      }
    : { category: "tips", publish: "draft" };
  return {
    isNew,
    fields,
    title: article?.sr.title ?? "",
    slug: article?.slug ?? "",
    state: article?.state ?? null,
    reading: article ? { sr: article.sr.readingMinutes, en: article.en.readingMinutes } : null,
    library: library.items.map((m) => ({
      id: m.id,
      name: m.name,
      alt: m.alt,
      width: m.width,
      height: m.height,
    })),
    tokens: issueUploadTokens(session.userId),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const form = await readForm(request);
  const fields: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string" && !(k in fields)) fields[k] = v;
  const intent = fields.intent === "preview" ? "preview" : "save";
  const parsed = articleFormSchema.safeParse(nestFormData(form));
  if (intent === "preview") {
    const texts = (locale: "sr" | "en") => ({
      title: fields[`${locale}.title`] ?? "",
      excerpt: fields[`${locale}.excerpt`] ?? "",
      body: fields[`${locale}.body`] ?? "",
    });
    const preview = previewArticle({ sr: texts("sr"), en: texts("en") });
    return data({ fields, errors: {} as Record<string, string>, preview });
  }
  if (!parsed.success)
    return data({ fields, errors: issuesByPath(parsed.error.issues), preview: null }, { status: 400 });
  const id = params.id === "new" ? null : params.id;
  const result = await saveArticle(id, parsed.data, session.email);
  if (!result.ok)
    return data({ fields, errors: result.errors, preview: null }, { status: result.errors.form ? 404 : 400 });
  throw redirect(`/admin/news/${result.id}?saved=1`);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.news");

const inputClass = "mt-1.5 block h-11 w-full rounded-md border border-line bg-white px-3 text-sm";

function BodyField({
  locale,
  value,
  error,
  badge,
  library,
}: {
  locale: "sr" | "en";
  value: string;
  error?: string;
  badge?: string;
  library: Route.ComponentProps["loaderData"]["library"];
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const label = `${t("newsEditor.body")} · ${t(locale === "sr" ? "newsEditor.serbian" : "newsEditor.english")}`;
  // Without JavaScript (and until the editor's chunk arrives) the body is plain HTML in a textarea.
  const fallback = (
    <TextArea
      label={label}
      name={`${locale}.body`}
      rows={12}
      defaultValue={value}
      error={error}
      badge={badge}
    />
  );
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <div>
        <div className="flex items-center justify-between gap-2">
          <span id={`${id}-label`} className="block text-sm font-medium text-ink">
            {label}
          </span>
          {badge ? (
            <span className="rounded bg-danger-bg px-1.5 py-0.5 text-xs font-medium text-danger">
              {badge}
            </span>
          ) : null}
        </div>
        <RichTextEditor
          name={`${locale}.body`}
          defaultValue={value}
          label={label}
          labelId={`${id}-label`}
          invalid={Boolean(error)}
          library={library}
          locale={locale}
        />
        {error ? <p className="mt-1 text-sm text-danger">{error}</p> : null}
      </div>
    </Suspense>
  );
}

export default function ArticleEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const label = useVocabularyLabels();
  const location = useLocation();
  const navigation = useNavigation();
  const id = useId();
  const fields = actionData?.fields ?? loaderData.fields;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const error = (path: string) =>
    errors[path] ? t(`newsEditor.errors.${errors[path]}` as never) : undefined;
  const saved = new URLSearchParams(location.search).get("saved") === "1" && !actionData;
  const [library, setLibrary] = useState(loaderData.library);
  const [coverId, setCoverId] = useState(fields.coverId ?? "");
  const [publish, setPublish] = useState(fields.publish ?? "draft");
  const v = (name: string) => fields[name] ?? "";
  const busy = navigation.state === "submitting";
  const preview = actionData?.preview ?? null;
  const failed = actionData && !preview;

  return (
    <AdminPage
      title={
        loaderData.isNew ? t("newsEditor.newTitle") : t("newsEditor.editTitle", { title: loaderData.title })
      }
    >
      <EditorLinks
        backTo="/admin/news"
        back={t("newsEditor.back")}
        viewHref={loaderData.state === "published" ? `/novosti/${encodeURIComponent(loaderData.slug)}` : null}
        view={t("newsEditor.viewOnSite")}
      />
      <Form method="post" noValidate className="space-y-5" data-testid="article-form">
        <SaveNotices
          saved={saved}
          savedText={t("newsEditor.saved")}
          failed={Boolean(failed)}
          failedText={errors.form ? (error("form") ?? "") : t("newsEditor.failed")}
        />

        <FormSection title={t("newsEditor.basics")}>
          <Field
            label={t("newsEditor.slug")}
            name="slug"
            defaultValue={v("slug")}
            error={error("slug")}
            hint={t("newsEditor.slugHint")}
          />
          <div>
            <label htmlFor={`${id}-category`} className="block text-sm font-medium">
              {t("newsEditor.category")}
            </label>
            <select id={`${id}-category`} name="category" defaultValue={v("category")} className={inputClass}>
              {newsCategories.map((c) => (
                <option key={c} value={c}>
                  {label.newsCategory(c)}
                </option>
              ))}
            </select>
          </div>
          <Field
            label={t("newsEditor.author")}
            name="author"
            defaultValue={v("author")}
            error={error("author")}
          />
          <label className="inline-flex items-center gap-2 self-end pb-3 text-sm">
            <input
              type="checkbox"
              name="featured"
              defaultChecked={v("featured") === "on"}
              className="h-4 w-4 accent-olive-700"
            />
            {t("newsEditor.featured")}
          </label>
        </FormSection>

        <FormSection title={t("newsEditor.publishing")}>
          <fieldset className="space-y-2 sm:col-span-2">
            <legend className="sr-only">{t("newsEditor.publishing")}</legend>
            {[
              ...(loaderData.state
                ? [
                    [
                      "keep",
                      t("newsEditor.publishKeep", { state: t(`newsAdmin.states.${loaderData.state}`) }),
                    ],
                  ]
                : []),
              ["draft", t("newsEditor.publishDraft")],
              ["now", t("newsEditor.publishNow")],
              ["schedule", t("newsEditor.publishSchedule")],
            ].map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="publish"
                  value={value}
                  checked={publish === value}
                  onChange={() => setPublish(value ?? "draft")}
                  className="h-4 w-4 accent-olive-700"
                />
                {label}
              </label>
            ))}
          </fieldset>
          <Field
            label={t("newsEditor.publishAt")}
            name="publishAt"
            type="datetime-local"
            defaultValue={v("publishAt")}
            error={error("publishAt")}
          />
        </FormSection>

        <FormSection title={t("newsEditor.cover")}>
          <div className="grid gap-3 sm:col-span-2 sm:grid-cols-[160px_1fr]">
            {coverId ? (
              <img
                src={`/media/${coverId}/320.webp`}
                alt=""
                width={160}
                height={120}
                className="h-30 w-40 rounded object-cover"
              />
            ) : (
              <span className="h-30 w-40 rounded bg-linen" />
            )}
            <div className="grid gap-3">
              <div>
                <label htmlFor={`${id}-cover`} className="block text-sm font-medium">
                  {t("newsEditor.cover")}
                </label>
                <select
                  id={`${id}-cover`}
                  name="coverId"
                  value={coverId}
                  onChange={(e) => setCoverId(e.target.value)}
                  aria-invalid={errors.coverId ? true : undefined}
                  className={inputClass}
                >
                  <option value="">{t("newsEditor.noCover")}</option>
                  {library.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                      {m.alt.sr ? ` — ${m.alt.sr}` : ""}
                    </option>
                  ))}
                </select>
                {errors.coverId ? <p className="mt-1 text-sm text-danger">{error("coverId")}</p> : null}
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field
                  key={`sr-${coverId}`}
                  label={t("newsEditor.coverAltSr")}
                  name="coverAltSr"
                  defaultValue={
                    coverId === fields.coverId
                      ? v("coverAltSr")
                      : (library.find((m) => m.id === coverId)?.alt.sr ?? "")
                  }
                />
                <Field
                  key={`en-${coverId}`}
                  label={t("newsEditor.coverAltEn")}
                  name="coverAltEn"
                  defaultValue={
                    coverId === fields.coverId
                      ? v("coverAltEn")
                      : (library.find((m) => m.id === coverId)?.alt.en ?? "")
                  }
                />
              </div>
            </div>
          </div>
          <div className="sm:col-span-2">
            <MediaUploader
              compact
              tokens={loaderData.tokens}
              onUploaded={(media) => {
                setLibrary((l) => [
                  {
                    id: media.id,
                    name: media.name,
                    alt: media.alt,
                    width: media.width,
                    height: media.height,
                  },
                  ...l,
                ]);
                setCoverId(media.id);
              }}
            />
          </div>
        </FormSection>

        <FormSection title={t("newsEditor.texts")}>
          <BilingualTextAreas
            fields={(["title", "excerpt"] as const).map((key) => ({
              key,
              label: t(`newsEditor.${key}`),
              rows: key === "title" ? 1 : 3,
            }))}
            value={v}
            error={error}
            languages={{ sr: t("newsEditor.serbian"), en: t("newsEditor.english") }}
            missing={t("newsEditor.missing")}
          />
          {(["sr", "en"] as const).map((locale) => (
            <div key={locale} className="sm:col-span-2">
              <BodyField
                locale={locale}
                value={v(`${locale}.body`)}
                error={error(`${locale}.body`)}
                badge={
                  locale === "en" &&
                  !v("en.body")
                    .replace(/<[^>]*>/g, "")
                    .trim()
                    ? t("newsEditor.missing")
                    : undefined
                }
                library={library}
              />
              {loaderData.reading && !actionData ? (
                <p className="mt-1 text-xs text-muted">
                  {t("newsEditor.readingTime", { count: loaderData.reading[locale] })}
                </p>
              ) : null}
            </div>
          ))}
        </FormSection>

        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="save" className={buttonPrimary} disabled={busy}>
            {t("newsEditor.save")}
          </button>
          <button type="submit" name="intent" value="preview" className={buttonSecondary} disabled={busy}>
            {t("newsEditor.preview")}
          </button>
        </div>
      </Form>

      {preview ? (
        <section aria-labelledby={`${id}-preview`} className="mt-8 space-y-6" data-testid="article-preview">
          <h2 id={`${id}-preview`} className="text-2xl">
            {t("newsEditor.previewTitle")}
          </h2>
          <p className="text-sm text-muted">{t("newsEditor.previewHint")}</p>
          {(["sr", "en"] as const).map((locale) => (
            <article key={locale} lang={locale} className="rounded-lg bg-cream p-6 ring-1 ring-line">
              <p className="text-xs uppercase tracking-wide text-muted">
                {t(locale === "sr" ? "newsEditor.serbian" : "newsEditor.english")} ·{" "}
                {t("newsEditor.readingTime", { count: preview[locale].reading_minutes })}
              </p>
              <h3 className="mt-2 font-serif text-3xl text-olive-900">{preview[locale].title}</h3>
              <p className="mt-3 text-lg text-muted">{preview[locale].excerpt}</p>
              <div
                className="prose-article mt-6 max-w-prose text-lg"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, as on the public page
                dangerouslySetInnerHTML={{ __html: preview[locale].body }}
              />
            </article>
          ))}
        </section>
      ) : null}
    </AdminPage>
  );
}

export const ErrorBoundary = AdminReadError;
