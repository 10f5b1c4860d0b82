import { useTranslation } from "react-i18next";
import { ListEmpty } from "#app/components/admin/list-parts.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import type { SocialPost } from "#app/schemas/social.ts";
import type { PostReply, WithParam } from "./post-parts.tsx";
import { PostRow } from "./post-row.tsx";

/** The list view: how many posts, a page of them, and the way to the next page. */
export function PostList({
  posts,
  total,
  page,
  pageSize,
  filtered,
  editId,
  previewId,
  reply,
  withParam,
}: {
  posts: SocialPost[];
  total: number;
  page: number;
  pageSize: number;
  /** A search or filter is on (a different word for "nothing here"). */
  filtered: boolean;
  /** The post whose text is being edited. */
  editId?: string;
  previewId?: string;
  reply?: PostReply;
  withParam: WithParam;
}) {
  const { t } = useTranslation("admin");
  const replyFor = (post: SocialPost) => (reply?.id === post.id ? reply : undefined);
  return (
    <>
      <p className="text-sm text-muted" data-testid="post-count">
        {t("social.overview.count", { count: total })}
      </p>
      {posts.length === 0 ? (
        <ListEmpty>{filtered ? t("social.overview.empty") : t("social.overview.emptyAll")}</ListEmpty>
      ) : (
        <ul
          className="divide-y divide-line overflow-hidden rounded-lg bg-white ring-1 ring-line"
          data-testid="posts"
        >
          {posts.map((post) => (
            <PostRow
              key={post.id}
              post={post}
              // A text the server refused stays open in its editor, as typed.
              editing={
                editId === post.id || (replyFor(post)?.intent === "edit" && Boolean(replyFor(post)?.result))
              }
              selected={previewId === post.id}
              reply={replyFor(post)}
              withParam={withParam}
            />
          ))}
        </ul>
      )}
      <Pager
        page={page}
        total={total}
        pageSize={pageSize}
        previous={t("social.overview.previous")}
        next={t("social.overview.next")}
      />
    </>
  );
}
