import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useFetcher } from "react-router";
import { SaveNotices } from "#app/components/admin/editor-parts.tsx";
import { FormErrorSummary } from "#app/components/admin/form/error-summary.tsx";
import { useAdminForm, useSubmitting } from "#app/components/admin/form/use-admin-form.ts";
import { VersionConflictNotice, VersionField } from "#app/components/admin/form/version-conflict.tsx";
import type { LibraryImage } from "#app/components/admin/rich-text-editor.tsx";
import { SeoSection } from "#app/components/admin/seo-section.tsx";
import { UploadGateNotice, UploadGateProvider, useUploadGate } from "#app/components/media/upload-gate.tsx";
import { buttonPrimary, buttonSecondary } from "#app/components/ui/field.tsx";
import type { StorageTokens } from "#app/media-client/upload-client.ts";
import { articleFormSchema } from "#app/schemas/article-form.ts";
import { ArticlePreview } from "./article-preview.tsx";
import { BasicsSection } from "./basics-section.tsx";
import { CoverSection } from "./cover-section.tsx";
import { PublishingSection } from "./publishing-section.tsx";
import type { ArticleReply, ArticleState } from "./reply.ts";
import { TextsSection } from "./texts-section.tsx";

const text = (field: { value?: unknown }) => (typeof field.value === "string" ? field.value.trim() : "");

/** What a search result shows while the owner writes nothing: the title and the excerpt (English falls back to Serbian). */
function automaticSeo(fields: ReturnType<typeof useAdminForm<typeof articleFormSchema>>[1]) {
  const sr = fields.sr.getFieldset();
  const en = fields.en.getFieldset();
  const srTexts = { title: text(sr.title), description: text(sr.excerpt) };
  return {
    sr: srTexts,
    en: { title: text(en.title) || srTexts.title, description: text(en.excerpt) || srTexts.description },
  };
}

/**
 * The article editor's form. Saving posts it (intent "save"); a preview is fetched
 * beside it with JavaScript, so an unfinished article can be looked at too, and is
 * an ordinary post without.
 */
export function ArticleForm({
  id,
  version,
  defaultValue,
  reply,
  state,
  reading,
  library: savedLibrary,
  tokens,
  saved,
}: {
  /** The saved article's id; null for a new one. */
  id: string | null;
  /** The version the form is loaded with (record-version.ts); empty for a new article. */
  version: string;
  /** The saved article as the form posts it. */
  defaultValue: Record<string, unknown>;
  reply?: ArticleReply;
  state: ArticleState | null;
  reading: Record<"sr" | "en", number> | null;
  library: LibraryImage[];
  tokens: StorageTokens;
  /** Just saved: a notice and a toast. */
  saved: boolean;
}) {
  const { t } = useTranslation("admin");
  const previewer = useFetcher<ArticleReply>();
  const [form, fields] = useAdminForm({
    id: `article-${id ?? "new"}`,
    schema: articleFormSchema,
    lastResult: reply?.result,
    defaultValue,
  });
  // Pictures uploaded here join the choices of the cover and of the bodies.
  const [library, setLibrary] = useState(savedLibrary);
  const busy = useSubmitting() || previewer.state !== "idle";
  const preview = previewer.data?.preview ?? reply?.preview;
  const uploads = useUploadGate();
  const formProps = getFormProps(form);
  return (
    <>
      <Form
        method="post"
        className="space-y-5"
        data-testid="article-form"
        {...formProps}
        onSubmit={uploads.guard(formProps.onSubmit)}
      >
        <SaveNotices saved={saved} savedText={t("newsEditor.saved")} />
        <FormErrorSummary form={form} title={t("newsEditor.failed")} />
        <VersionField token={version} conflict={reply?.conflict} />
        {reply?.conflict ? (
          <VersionConflictNotice
            conflict={reply.conflict}
            labels={{
              slug: t("newsEditor.slug"),
              category: t("newsEditor.category"),
              featured: t("newsEditor.featured"),
              author: t("newsEditor.author"),
              publish: t("newsEditor.publishing"),
              publishAt: t("newsEditor.publishAt"),
              coverId: t("newsEditor.cover"),
              coverAltSr: t("newsEditor.coverAltSr"),
              coverAltEn: t("newsEditor.coverAltEn"),
              title: t("newsEditor.title"),
              excerpt: t("newsEditor.excerpt"),
              body: t("newsEditor.body"),
              seo: t("seo.title"),
            }}
          />
        ) : null}
        <BasicsSection
          slug={fields.slug}
          category={fields.category}
          author={fields.author}
          featured={fields.featured}
        />
        <PublishingSection publish={fields.publish} publishAt={fields.publishAt} state={state} />
        <UploadGateProvider value={uploads.gate}>
          <CoverSection
            coverId={fields.coverId}
            altSr={fields.coverAltSr}
            altEn={fields.coverAltEn}
            library={library}
            tokens={tokens}
            addToLibrary={(image) => setLibrary((l) => [image, ...l])}
            setValue={(name, value) => form.update({ name, value })}
          />
        </UploadGateProvider>
        <TextsSection
          texts={{ sr: fields.sr, en: fields.en }}
          library={library}
          reading={reply ? null : reading}
        />
        <SeoSection
          field={fields.seo}
          automatic={automaticSeo(fields)}
          path={`/novosti/${text(fields.slug)}`}
          library={library}
          imageHint={t("seo.articleImage")}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="save" className={buttonPrimary} disabled={busy}>
            {t("newsEditor.save")}
          </button>
          <button
            type="submit"
            name="intent"
            value="preview"
            className={buttonSecondary}
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              previewer.submit(event.currentTarget, { method: "post" });
            }}
          >
            {t("newsEditor.preview")}
          </button>
          <UploadGateNotice state={uploads.state} />
        </div>
      </Form>
      {preview ? <ArticlePreview preview={preview} /> : null}
    </>
  );
}
