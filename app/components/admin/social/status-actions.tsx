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

/** A form of one field and its button, with the error beside the field. */
function OneFieldForm({
  post,
  id,
  lastResult,
  field,
  submit,
  className = "flex flex-wrap items-end gap-2",
}: PostFormProps & {
  field: {
    schema: typeof postScheduleSchema | typeof postPublishSchema;
    name: "scheduledAt" | "url";
    value?: string;
    label: string;
    type: "datetime-local" | "url";
    placeholder?: string;
    width?: string;
  };
  submit: { intent: string; label: string };
  className?: string;
}) {
  const [form, fields] = useAdminForm({
    id,
    schema: field.schema,
    lastResult,
    defaultValue: { id: post.id, [field.name]: field.value ?? "" },
  });
  const input = (fields as Record<typeof field.name, (typeof fields)["id"]>)[field.name];
  const error = useFieldError(input);
  return (
    <Form method="post" className={className} {...getFormProps(form)}>
      <input type="hidden" name="id" value={post.id} />
      <FormField id={input.id} label={field.label} error={error}>
        <input
          {...getInputProps(input, { type: field.type, ariaAttributes: false })}
          key={input.key}
          placeholder={field.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${input.id}-error` : undefined}
          className={`h-9 ${field.width ?? ""} rounded-md border bg-white px-2 text-sm ${error ? "border-danger" : "border-line"}`}
        />
      </FormField>
      <button type="submit" name="intent" value={submit.intent} className={smallPrimary}>
        {submit.label}
      </button>
    </Form>
  );
}

/** A post's one-field form: its element id, and the action's answer to it. */
type PostFormProps = { post: SocialPost; id: string; lastResult?: SubmissionResult<string[]> };

function ScheduleForm({ post, id, lastResult }: PostFormProps) {
  const { t } = useTranslation("admin");
  return (
    <OneFieldForm
      post={post}
      id={id}
      lastResult={lastResult}
      field={{
        schema: postScheduleSchema,
        name: "scheduledAt",
        value: post.scheduledAt ? isoToBelgradeLocal(post.scheduledAt) : "",
        label: t("social.overview.scheduleAt"),
        type: "datetime-local",
      }}
      submit={{
        intent: "schedule",
        label: post.status === "scheduled" ? t("social.overview.reschedule") : t("social.overview.schedule"),
      }}
    />
  );
}

/** "Mark as published": asks for the post's address on its platform; opens by itself when it was refused. */
function PublishForm({ post, id, lastResult }: PostFormProps) {
  const { t } = useTranslation("admin");
  return (
    <details className="group" open={lastResult ? true : undefined} data-testid="publish">
      <summary className={`${smallButton} cursor-pointer list-none`}>{t("social.overview.publish")}</summary>
      <OneFieldForm
        post={post}
        id={id}
        lastResult={lastResult}
        className="mt-2 flex flex-wrap items-end gap-2"
        field={{
          schema: postPublishSchema,
          name: "url",
          label: t("social.overview.publishedUrl"),
          type: "url",
          placeholder: "https://",
          width: "w-72 max-w-full",
        }}
        submit={{ intent: "publish", label: t("social.overview.publishConfirm") }}
      />
    </details>
  );
}
