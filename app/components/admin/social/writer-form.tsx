import {
  type FieldMetadata,
  getCollectionProps,
  getFormProps,
  type SubmissionResult,
} from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormErrorSummary } from "#app/components/admin/form/error-summary.tsx";
import { CheckboxField, SelectField, TextField, useFieldError } from "#app/components/admin/form/field.tsx";
import { useAdminForm, useSubmitting } from "#app/components/admin/form/use-admin-form.ts";
import { optionsOf } from "#app/components/admin/list-parts.tsx";
import { buttonPrimary, buttonSecondary } from "#app/components/ui/field.tsx";
import { ctaKinds, lengths, platforms, sourceTypes, tones, topicKinds } from "#app/schemas/social.ts";
import { generateFormSchema } from "#app/schemas/social-form.ts";
import { ChoiceGroup, GroupError } from "./choice-group.tsx";
import type { WriterSettings } from "./writer-reply.ts";

export interface SourceChoice {
  id: string;
  label: string;
  status: "draft" | "published";
}

export interface WriterSources {
  products: SourceChoice[];
  articles: SourceChoice[];
}

/** A new page's choices: the item it was opened for, Instagram and Facebook, in Serbian. */
function freshSettings(preset: { productId: string; articleId: string }): WriterSettings {
  return {
    sourceType: preset.articleId ? "article" : "product",
    productId: preset.productId,
    articleId: preset.articleId,
    topic: "",
    topicEn: "",
    topicKind: "event",
    platforms: ["instagram", "facebook"],
    language: "sr",
    tone: "warm",
    length: "medium",
    cta: "page",
    variants: "1",
    hashtags: "1",
  };
}

const group = "rounded-lg bg-white p-5 ring-1 ring-line sm:p-6";
const legend = "float-left mb-4 w-full font-serif text-xl font-semibold text-olive-800";

/**
 * What to write about and how. With JavaScript the drafts are streamed
 * (`onGenerate`); without it the form posts to the page's action.
 */
export function WriterForm({
  sources,
  preset,
  settings,
  lastResult,
  busy,
  seed,
  canRegenerate,
  onGenerate,
}: {
  sources: WriterSources;
  preset: { productId: string; articleId: string };
  /** The choices the shown drafts were written from, when the page comes back with them. */
  settings?: WriterSettings;
  lastResult?: SubmissionResult<string[]>;
  busy: boolean;
  seed: number;
  canRegenerate: boolean;
  onGenerate: (form: FormData, seed: number) => void;
}) {
  const { t } = useTranslation("admin");
  const [form, fields] = useAdminForm({
    id: "writer",
    schema: generateFormSchema,
    lastResult,
    defaultValue: settings ?? freshSettings(preset),
  });
  const posting = useSubmitting("generate");
  const working = busy || posting;
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      className="space-y-6"
      {...formProps}
      onSubmit={(event) => {
        // The kit checks the fields first; a form it lets through is written by the stream.
        formProps.onSubmit(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        onGenerate(
          new FormData(event.currentTarget),
          submitter?.name === "seed" ? Number(submitter.value) : 0,
        );
      }}
    >
      <input type="hidden" name="intent" value="generate" />
      <FormErrorSummary form={form} title={t("social.create.refused")} requiredNote={false} />
      <SubjectPicker
        sources={sources}
        sourceType={fields.sourceType}
        productId={fields.productId}
        articleId={fields.articleId}
        topic={fields.topic}
        topicEn={fields.topicEn}
        topicKind={fields.topicKind}
      />
      <fieldset className={group}>
        <legend className={legend}>{t("social.create.settingsTitle")}</legend>
        <div className="clear-both grid gap-5 md:grid-cols-2">
          <ChoiceGroup
            field={fields.platforms}
            type="checkbox"
            legend={t("social.create.platforms")}
            options={platforms}
            label={(p) => t(`social.platforms.${p}`)}
          />
          <ChoiceGroup
            field={fields.language}
            type="radio"
            legend={t("social.create.language")}
            options={["sr", "en", "both"] as const}
            label={(l) => t(`social.languages.${l}`)}
          />
          <SelectField
            field={fields.tone}
            label={t("social.create.tone")}
            options={optionsOf(tones, (tone) => t(`social.tones.${tone}`))}
          />
          <SelectField
            field={fields.length}
            label={t("social.create.length")}
            options={optionsOf(lengths, (l) => t(`social.lengths.${l}`))}
          />
          <SelectField
            field={fields.cta}
            label={t("social.create.cta")}
            options={optionsOf(ctaKinds, (c) => t(`social.ctas.${c}`))}
          />
          <SelectField
            field={fields.variants}
            label={t("social.create.variants")}
            options={optionsOf(["1", "2", "3"], (n) => n)}
          />
          <CheckboxField field={fields.hashtags} value="1" label={t("social.create.hashtags")} />
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonPrimary} disabled={working}>
          {working ? t("social.create.generating") : t("social.create.generate")}
        </button>
        {canRegenerate ? (
          <button type="submit" name="seed" value={seed + 1} className={buttonSecondary} disabled={working}>
            {t("social.create.regenerate")}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

type Field = FieldMetadata<unknown>;

/** Product, article or a topic of one's own; choosing an item or typing a topic picks its kind. */
function SubjectPicker({
  sources,
  sourceType,
  productId,
  articleId,
  topic,
  topicEn,
  topicKind,
}: {
  sources: WriterSources;
  sourceType: Field;
  productId: Field;
  articleId: Field;
  topic: Field;
  topicEn: Field;
  topicKind: Field;
}) {
  const { t } = useTranslation("admin");
  const error = useFieldError(sourceType);
  const radios = getCollectionProps(sourceType, {
    type: "radio",
    options: [...sourceTypes],
    ariaAttributes: false,
  });
  const kindOf: Record<string, string> = {
    [productId.name]: "product",
    [articleId.name]: "article",
    [topic.name]: "topic",
    [topicEn.name]: "topic",
    [topicKind.name]: "topic",
  };
  // Picking an item, or going to the topic's box, chooses that kind of post.
  const follow = (target: EventTarget, kinds: string[]) => {
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
    const kind = kindOf[target.name];
    if (kind && kinds.includes(kind))
      target.form
        ?.querySelector<HTMLInputElement>(`input[name="${sourceType.name}"][value="${kind}"]`)
        ?.click();
  };
  const itemOptions = (items: SourceChoice[]) =>
    items.map((s) => ({
      value: s.id,
      label: s.status === "draft" ? `${s.label} ${t("social.create.unpublished")}` : s.label,
    }));
  return (
    <fieldset
      className={group}
      aria-describedby={error ? sourceType.errorId : undefined}
      onChange={(event) => follow(event.target, ["product", "article", "topic"])}
      onFocus={(event) => follow(event.target, ["topic"])}
    >
      <legend className={legend}>{t("social.create.subject")}</legend>
      <div className="clear-both grid gap-4 md:grid-cols-3">
        {radios.map(({ key, ...radio }) => {
          const kind = radio.value as (typeof sourceTypes)[number];
          return (
            <div key={key} className="rounded-md bg-linen/60 p-4">
              <label className="flex items-center gap-2 text-sm font-semibold">
                <input {...radio} className="h-4 w-4 accent-olive-700" />
                {t(`social.sources.${kind}`)}
              </label>
              <div className="mt-3">
                {kind === "topic" ? (
                  <div className="space-y-4">
                    <SelectField
                      field={topicKind}
                      label={t("social.create.topicKind")}
                      options={optionsOf(topicKinds, (k) => t(`social.topicKinds.${k}`))}
                    />
                    <TextField
                      field={topic}
                      label={t("social.create.topic")}
                      hint={t("social.create.topicHint")}
                    />
                    <TextField
                      field={topicEn}
                      label={t("social.create.topicEn")}
                      hint={t("social.create.topicEnHint")}
                    />
                  </div>
                ) : (
                  <SelectField
                    field={kind === "product" ? productId : articleId}
                    label={t(`social.create.${kind}`)}
                    placeholder={t("social.create.choose")}
                    options={itemOptions(kind === "product" ? sources.products : sources.articles)}
                  />
                )}
              </div>
            </div>
          );
        })}
      </div>
      <GroupError id={sourceType.errorId} message={error} />
    </fieldset>
  );
}
