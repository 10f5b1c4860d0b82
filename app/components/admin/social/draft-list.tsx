import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { useAdminForm, useSubmitting } from "#app/components/admin/form/use-admin-form.ts";
import { buttonPrimary, buttonSecondary } from "#app/components/ui/field.tsx";
import { Picture, type PictureImage } from "#app/components/ui/picture.tsx";
import { CopyButton, LimitCounter } from "#app/components/ui/social-post.tsx";
import { saveDraftsSchema } from "#app/schemas/social-form.ts";
import { GroupError } from "./choice-group.tsx";
import type { DraftState } from "./use-draft-stream.ts";
import type { WriterKind, WriterSettings } from "./writer-reply.ts";

/**
 * The drafts to edit, copy or drop, and the form that saves them to the content
 * overview with the choices they were written from.
 */
export function DraftList({
  drafts,
  image,
  settings,
  writer,
  round,
  busy,
  lastResult,
  onEdit,
  onRemove,
}: {
  drafts: DraftState[];
  image: PictureImage | null;
  settings: WriterSettings;
  writer: WriterKind;
  /** Which generation these are: each starts with a clean form. */
  round: number;
  busy: boolean;
  lastResult?: SubmissionResult<string[]>;
  onEdit: (key: string, text: string) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation("admin");
  const [form] = useAdminForm({ id: `drafts-${round}`, schema: saveDraftsSchema, lastResult });
  const saving = useSubmitting("save");
  return (
    <section aria-labelledby="drafts-title" className="space-y-4" aria-busy={busy || undefined}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="drafts-title" className="text-2xl">
            {t("social.create.results")}
          </h2>
          <p className="text-sm text-muted">{t("social.create.resultsHint")}</p>
        </div>
        {image ? (
          <div
            className="w-28 overflow-hidden rounded-md ring-1 ring-line"
            title={t("social.create.imageOf")}
          >
            <Picture image={image} sizes="7rem" className="aspect-square w-full object-cover" aspect={1} />
          </div>
        ) : null}
      </div>
      <Form method="post" className="space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="writer" value={writer} />
        {Object.entries(settings).flatMap(([name, value]) =>
          [value].flat().map((v) => <input key={`${name}-${v}`} type="hidden" name={name} value={v} />),
        )}
        <ul className="grid gap-4 lg:grid-cols-2" data-testid="drafts">
          {drafts.map((draft, index) => (
            <DraftCard
              key={draft.key}
              draft={draft}
              name={`drafts[${index}]`}
              error={form.allErrors[`drafts[${index}].body`]?.[0]}
              onChange={(text) => onEdit(draft.key, text)}
              onRemove={() => onRemove(draft.key)}
            />
          ))}
        </ul>
        <button type="submit" name="intent" value="save" className={buttonPrimary} disabled={saving || busy}>
          {saving ? t("social.create.saving") : t("social.create.save")}
        </button>
      </Form>
    </section>
  );
}

function DraftCard({
  draft,
  name,
  error,
  onChange,
  onRemove,
}: {
  draft: DraftState;
  /** Where its fields sit in the save form: drafts[0]. */
  name: string;
  error?: string;
  onChange: (text: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const label = t("social.create.draftLabel", {
    platform: t(`social.platforms.${draft.platform}`),
    language: t(`social.languages.${draft.locale}`),
    variant: draft.variant,
  });
  const describedBy = [`${id}-count`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <li
      className="flex flex-col rounded-lg bg-white p-4 ring-1 ring-line"
      data-testid="draft"
      data-platform={draft.platform}
      data-locale={draft.locale}
      data-variant={draft.variant}
    >
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={`${id}-text`} className="text-sm font-semibold text-olive-800">
          {label}
        </label>
        <span className="rounded-full bg-linen px-2 py-0.5 text-xs text-muted">
          {draft.writer === "ai" ? t("social.create.writtenByAi") : t("social.create.writtenByBuiltin")}
        </span>
      </div>
      <input type="hidden" name={`${name}.platform`} value={draft.platform} />
      <input type="hidden" name={`${name}.locale`} value={draft.locale} />
      <input type="hidden" name={`${name}.variant`} value={draft.variant} />
      <input type="hidden" name={`${name}.writer`} value={draft.writer} />
      <textarea
        id={`${id}-text`}
        name={`${name}.body`}
        lang={draft.locale === "en" ? "en" : "sr-Latn"}
        value={draft.text}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-busy={draft.streaming || undefined}
        rows={Math.min(16, Math.max(6, Math.ceil(draft.text.length / 55) + draft.text.split("\n").length))}
        className={`mt-2 w-full flex-1 rounded-md border bg-white p-3 text-sm leading-relaxed text-ink focus:border-olive-600 focus:outline-none ${
          error ? "border-danger" : "border-line"
        }`}
      />
      <div className="mt-2">
        <LimitCounter text={draft.text} platform={draft.platform} id={`${id}-count`} />
      </div>
      <GroupError id={`${id}-error`} message={error ? t(error as "errors.postBody") : undefined} />
      <div className="mt-3 flex flex-wrap gap-2">
        <CopyButton text={draft.text} label={t("social.create.copy")} className={buttonSecondary} />
        <button type="button" className={buttonSecondary} onClick={onRemove}>
          {t("social.create.remove")}
        </button>
      </div>
    </li>
  );
}
