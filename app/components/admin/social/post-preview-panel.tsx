import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { mediaUrl, type PictureImage } from "#app/components/ui/picture.tsx";
import { CopyButton, PostPreview } from "#app/components/ui/social-post.tsx";
import { useLocale, useRootData } from "#app/root-data.ts";
import type { SocialPost } from "#app/schemas/social.ts";
import { dateTime, type PostReply, StatusBadge, smallButton, type WithParam } from "./post-parts.tsx";
import { PublishedAt, SourceDeleted } from "./post-row.tsx";
import { StatusActions } from "./status-actions.tsx";

/** The chosen post as it will look on its platform, with its next steps. */
export function PostPreviewPanel({
  post,
  image,
  reply,
  sayProblem,
  withParam,
}: {
  post: SocialPost;
  image: PictureImage | null;
  /** The action's answer, when it is about this post. */
  reply?: PostReply;
  /** Whether the panel says what went wrong (or the post's row does). */
  sayProblem: boolean;
  withParam: WithParam;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const root = useRootData();
  const panel = useRef<HTMLElement>(null);
  // On a narrow screen the preview sits above the list, out of sight of the row that opened it.
  useEffect(() => {
    if (post.id && window.matchMedia("(max-width: 1023px)").matches)
      panel.current?.scrollIntoView({ block: "start" });
  }, [post.id]);
  return (
    <aside
      ref={panel}
      aria-labelledby="preview-title"
      className="space-y-3 lg:order-2 lg:sticky lg:top-4 lg:self-start"
      data-testid="preview-panel"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="preview-title" className="text-xl">
          {t("social.overview.previewOf", { platform: t(`social.platforms.${post.platform}`) })}
        </h2>
        <Link to={withParam({ id: null })} className={`${smallButton} whitespace-nowrap`} preventScrollReset>
          {t("social.overview.closePreview")}
        </Link>
      </div>
      <PostPreview
        platform={post.platform}
        text={post.body}
        brand={root?.settings.brandName ?? "Zrnce"}
        image={image}
        when={post.scheduledAt ? dateTime(post.scheduledAt, locale) : t("social.overview.justNow")}
      />
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={post.status} />
        {post.sourceDeleted ? <SourceDeleted /> : null}
        <CopyButton text={post.body} label={t("social.overview.copy")} className={smallButton} />
        {image ? (
          <a
            href={mediaUrl(image.id, 1280, "webp")}
            download={`${post.sourceId ?? "slika"}.webp`}
            className={smallButton}
            data-testid="download-picture"
          >
            {t("social.overview.downloadPicture")}
          </a>
        ) : null}
        {post.status !== "published" ? (
          <Link to={withParam({ view: "list", edit: post.id, id: null, done: null })} className={smallButton}>
            {t("social.overview.edit")}
          </Link>
        ) : null}
      </div>
      <PublishedAt post={post} />
      {sayProblem && reply?.message ? (
        <p className="text-sm text-danger" role="alert">
          {t(reply.message as "social.overview.notFound")}
        </p>
      ) : null}
      <StatusActions
        post={post}
        place="preview"
        scheduleResult={reply?.intent === "schedule" ? reply.result : undefined}
        publishResult={reply?.intent === "publish" ? reply.result : undefined}
      />
    </aside>
  );
}
