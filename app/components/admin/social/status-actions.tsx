import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormField, useFieldError } from "#app/components/admin/form/field.tsx";
import { useAdminForm } from "#app/components/admin/form/use-admin-form.ts";
import { isoToBelgradeLocal } from "#app/schemas/belgrade-time.ts";
import { type SocialPost, statusTransitions } from "#app/schemas/social.ts";
import { postPublishSchema, postScheduleSchema } from "#app/schemas/social-form.ts";
import { smallButton, smallPrimary } from "./post-parts.tsx";

/** The steps a post may take from where it is: approve, schedule, mark published, back to draft. */
export function StatusActions({
  post,
  place,
  scheduleResult,
  publishResult,
}: {
  post: SocialPost;
  /** Where the buttons sit (a row, the preview): each has its own form ids. */
  place: "row" | "preview";
  scheduleResult?: SubmissionResult<string[]>;
  publishResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("admin");
  const next = statusTransitions[post.status];
  const step = (intent: string, label: string, className: string) => (
    <Form method="post">
      <input type="hidden" name="id" value={post.id} />
      <button type="submit" name="intent" value={intent} className={className}>
        {label}
      </button>
    </Form>
  );
  return (
    <div className="flex flex-wrap items-end gap-2">
      {next.includes("approved") ? step("approve", t("social.overview.approve"), smallPrimary) : null}
      {next.includes("scheduled") ? (
        <ScheduleForm post={post} id={`schedule-${place}-${post.id}`} lastResult={scheduleResult} />
      ) : null}
      {next.includes("published") ? (
        <PublishForm post={post} id={`publish-${place}-${post.id}`} lastResult={publishResult} />
      ) : null}
      {next.includes("draft") ? step("draft", t("social.overview.backToDraft"), smallButton) : null}
    </div>
  );
}

/** The date and time (Belgrade) a post goes out. */
function ScheduleForm({
  post,
  id,
  lastResult,
}: {
  post: SocialPost;
  id: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("admin");
  const [form, fields] = useAdminForm({
    id,
    schema: postScheduleSchema,
    lastResult,
    defaultValue: { id: post.id, scheduledAt: post.scheduledAt ? isoToBelgradeLocal(post.scheduledAt) : "" },
  });
  const when = fields.scheduledAt;
  const error = useFieldError(when);
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2" {...getFormProps(form)}>
      <input type="hidden" name="id" value={post.id} />
      <FormField id={when.id} label={t("social.overview.scheduleAt")} error={error}>
        <input
          {...getInputProps(when, { type: "datetime-local", ariaAttributes: false })}
          key={when.key}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${when.id}-error` : undefined}
          className={`h-9 rounded-md border bg-white px-2 text-sm ${error ? "border-danger" : "border-line"}`}
        />
      </FormField>
      <button type="submit" name="intent" value="schedule" className={smallPrimary}>
        {post.status === "scheduled" ? t("social.overview.reschedule") : t("social.overview.schedule")}
      </button>
    </Form>
  );
}

/** "Mark as published": asks for the post's address on its platform; opens by itself when it was refused. */
function PublishForm({
  post,
  id,
  lastResult,
}: {
  post: SocialPost;
  id: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("admin");
  const [form, fields] = useAdminForm({
    id,
    schema: postPublishSchema,
    lastResult,
    defaultValue: { id: post.id },
  });
  const url = fields.url;
  const error = useFieldError(url);
  return (
    <details className="group" open={lastResult ? true : undefined} data-testid="publish">
      <summary className={`${smallButton} cursor-pointer list-none`}>{t("social.overview.publish")}</summary>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-2" {...getFormProps(form)}>
        <input type="hidden" name="id" value={post.id} />
        <FormField id={url.id} label={t("social.overview.publishedUrl")} error={error}>
          <input
            {...getInputProps(url, { type: "url", ariaAttributes: false })}
            key={url.key}
            placeholder="https://"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${url.id}-error` : undefined}
            className={`h-9 w-72 max-w-full rounded-md border bg-white px-2 text-sm ${error ? "border-danger" : "border-line"}`}
          />
        </FormField>
        <button type="submit" name="intent" value="publish" className={smallPrimary}>
          {t("social.overview.publishConfirm")}
        </button>
      </Form>
    </details>
  );
}
