import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { FormField, useFieldError } from "#app/components/admin/form/field.tsx";
import { discardChangesState } from "#app/components/admin/form/unsaved-changes.tsx";
import { useAdminForm } from "#app/components/admin/form/use-admin-form.ts";
import { VersionConflictNotice, VersionField } from "#app/components/admin/form/version-conflict.tsx";
import { LimitCounter } from "#app/components/ui/social-post.tsx";
import { type VersionConflict, versionToken } from "#app/schemas/record-version.ts";
import type { SocialPost } from "#app/schemas/social.ts";
import { postEditSchema } from "#app/schemas/social-form.ts";
import { smallButton, smallPrimary, type WithParam } from "./post-parts.tsx";

/** A post's text, edited in its row with the platform's live count; cancelling keeps the list as it was. */
export function PostEditor({
  post,
  lastResult,
  conflict,
  withParam,
}: {
  post: SocialPost;
  lastResult?: SubmissionResult<string[]>;
  conflict?: VersionConflict;
  withParam: WithParam;
}) {
  const { t } = useTranslation("admin");
  const [form, fields] = useAdminForm({
    id: `edit-${post.id}`,
    schema: postEditSchema,
    lastResult,
    defaultValue: { id: post.id, body: post.body },
  });
  const body = fields.body;
  const error = useFieldError(body);
  const text = typeof body.value === "string" ? body.value : post.body;
  const countId = `${body.id}-count`;
  return (
    <Form method="post" className="mt-3 space-y-2" data-testid="edit-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="id" value={post.id} />
      <VersionField token={versionToken(post.version, { body: post.body })} conflict={conflict} />
      {conflict ? (
        <VersionConflictNotice conflict={conflict} labels={{ body: t("social.overview.text") }} />
      ) : null}
      <FormField id={body.id} label={t("social.overview.text")} error={error}>
        <textarea
          {...getTextareaProps(body, { ariaAttributes: false })}
          key={body.key}
          rows={Math.min(16, Math.max(6, text.split("\n").length + Math.ceil(text.length / 70)))}
          lang={post.locale === "en" ? "en" : "sr-Latn"}
          aria-describedby={error ? `${countId} ${body.id}-error` : countId}
          aria-invalid={error ? true : undefined}
          className={`w-full rounded-md border bg-white p-3 text-sm leading-relaxed ${error ? "border-danger" : "border-line"}`}
        />
        <LimitCounter text={text} platform={post.platform} id={countId} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={smallPrimary}>
          {t("social.overview.saveEdit")}
        </button>
        <Link
          to={withParam({ edit: null, done: null })}
          // Cancelling is choosing to drop the changes: no question about them.
          state={discardChangesState}
          className={smallButton}
          preventScrollReset
        >
          {t("social.overview.cancel")}
        </Link>
        <Link to={`/admin/history/socialPost/${encodeURIComponent(post.id)}`} className={smallButton}>
          {t("history.open")}
        </Link>
      </div>
    </Form>
  );
}
