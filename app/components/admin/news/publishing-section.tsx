import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { TextField } from "#app/components/admin/form/field.tsx";
import { FormSection } from "#app/components/ui/field.tsx";
import type { ArticleState } from "./reply.ts";

/**
 * When visitors see the article: a draft, now, or at a Belgrade time. A saved
 * article may also be left as it is (its state is named).
 */
export function PublishingSection({
  publish,
  publishAt,
  state,
}: {
  publish: FieldMetadata<unknown>;
  publishAt: FieldMetadata<unknown>;
  /** The saved article's state; null for a new one. */
  state: ArticleState | null;
}) {
  const { t } = useTranslation("admin");
  const choices = [
    ...(state ? [["keep", t("newsEditor.publishKeep", { state: t(`newsAdmin.states.${state}`) })]] : []),
    ["draft", t("newsEditor.publishDraft")],
    ["now", t("newsEditor.publishNow")],
    ["schedule", t("newsEditor.publishSchedule")],
  ] as const;
  return (
    <FormSection title={t("newsEditor.publishing")}>
      <fieldset className="space-y-2 sm:col-span-2">
        <legend className="sr-only">{t("newsEditor.publishing")}</legend>
        {choices.map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              {...getInputProps(publish, { type: "radio", value, ariaAttributes: false })}
              key={publish.key}
              id={`${publish.id}-${value}`}
              className="h-4 w-4 accent-olive-700"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <TextField field={publishAt} type="datetime-local" label={t("newsEditor.publishAt")} />
    </FormSection>
  );
}
