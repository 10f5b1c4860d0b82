import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { ConfirmButton } from "#app/components/ui/confirm-button.tsx";
import { CopyButton } from "#app/components/ui/social-post.tsx";
import { useLocale } from "#app/root-data.ts";
import type { SocialPost } from "#app/schemas/social.ts";
import { PostEditor } from "./post-editor.tsx";
import { dateTime, type PostReply, StatusBadge, smallButton, type WithParam } from "./post-parts.tsx";
import { StatusActions } from "./status-actions.tsx";

/** One post of the list: what, where and when, its text (or its editor) and what can be done with it. */
export function PostRow({
  post,
  editing,
  selected,
  reply,
  withParam,
}: {
  post: SocialPost;
  editing: boolean;
  selected: boolean;
  /** The action's answer, when it is about this post. */
  reply?: PostReply;
  withParam: WithParam;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const resultOf = (intent: string) => (reply?.intent === intent ? reply.result : undefined);
  return (
    <li
      className={`px-4 py-4 ${selected ? "bg-olive-50" : ""}`}
      data-testid="post"
      data-id={post.id}
      data-status={post.status}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-olive-800">{t(`social.platforms.${post.platform}`)}</span>
        <span className="rounded-full bg-linen px-2 py-0.5 text-xs uppercase">{post.locale}</span>
        <StatusBadge status={post.status} />
        <span className="min-w-0 truncate text-muted">
          {t(`social.sources.${post.sourceType}`)}: {post.sourceTitle ?? post.topic ?? "—"}
        </span>
        {post.sourceDeleted ? <SourceDeleted /> : null}
      </div>
      <p className="mt-1 text-xs text-muted">
        {t("social.overview.planned")}:{" "}
        {post.scheduledAt ? dateTime(post.scheduledAt, locale) : t("social.overview.notPlanned")} ·{" "}
        {t("social.overview.created")}: {dateTime(post.createdAt, locale)}
      </p>
      <PublishedAt post={post} />
      {editing ? (
        <PostEditor
          post={post}
          lastResult={resultOf("edit")}
          conflict={reply?.intent === "edit" ? reply.conflict : undefined}
          withParam={withParam}
        />
      ) : (
        <p
          className="mt-2 line-clamp-4 whitespace-pre-wrap text-sm leading-relaxed"
          lang={post.locale === "en" ? "en" : "sr-Latn"}
        >
          {post.body}
        </p>
      )}
      {reply?.message ? (
        <p className="mt-2 text-sm text-danger" role="alert">
          {t(reply.message as "social.overview.notFound")}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <Link
          to={withParam({ id: post.id, edit: null, done: null })}
          className={smallButton}
          preventScrollReset
        >
          {t("social.overview.preview")}
        </Link>
        {post.status !== "published" && !editing ? (
          <Link
            to={withParam({ edit: post.id, id: null, done: null })}
            className={smallButton}
            preventScrollReset
          >
            {t("social.overview.edit")}
          </Link>
        ) : null}
        <CopyButton text={post.body} label={t("social.overview.copy")} className={smallButton} />
        <Form method="post">
          <input type="hidden" name="id" value={post.id} />
          <button type="submit" name="intent" value="duplicate" className={smallButton}>
            {t("social.overview.duplicate")}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="id" value={post.id} />
          <ConfirmButton
            name="intent"
            value="delete"
            question={t("social.overview.deleteConfirm")}
            yes={t("social.overview.delete")}
            cancel={t("social.overview.cancel")}
            className="inline-flex h-9 items-center justify-center rounded-full border border-danger bg-white px-3 text-xs font-medium text-danger hover:bg-danger-bg"
          >
            {t("social.overview.delete")}
          </ConfirmButton>
        </Form>
        <StatusActions
          post={post}
          place="row"
          scheduleResult={resultOf("schedule")}
          publishResult={resultOf("publish")}
        />
      </div>
    </li>
  );
}

/** The post's product or article was deleted: the post stays, as a draft, marked. */
export function SourceDeleted() {
  const { t } = useTranslation("admin");
  return (
    <span
      className="rounded-full bg-danger-bg px-2 py-0.5 text-xs font-medium text-danger"
      title={t("social.sourceDeletedHint")}
      data-testid="source-deleted"
    >
      {t("social.sourceDeleted")}
    </span>
  );
}

/** Where a published post went out, as a link. */
export function PublishedAt({ post }: { post: SocialPost }) {
  const { t } = useTranslation("admin");
  if (!post.publishedUrl) return null;
  return (
    <p className="mt-1 text-xs" data-testid="published-url">
      {t("social.overview.publishedAt")}{" "}
      <a
        href={post.publishedUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-olive-700 underline underline-offset-4"
      >
        {post.publishedUrl}
      </a>
    </p>
  );
}
