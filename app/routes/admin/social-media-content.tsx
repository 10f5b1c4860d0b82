import { useTranslation } from "react-i18next";
import { data, Link, redirect, useLocation, useNavigation } from "react-router";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import { CalendarFeedPanel } from "#app/components/admin/social/calendar-feed-panel.tsx";
import { PostCalendar } from "#app/components/admin/social/post-calendar.tsx";
import { anyFilter, OverviewViews, PostFilters } from "#app/components/admin/social/post-filters.tsx";
import { PostList } from "#app/components/admin/social/post-list.tsx";
import type { PostReply } from "#app/components/admin/social/post-parts.tsx";
import { PostPreviewPanel } from "#app/components/admin/social/post-preview-panel.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { Notice } from "#app/components/ui/field.tsx";
import { adminSessionContext, requestInfoContext } from "#app/context.server.ts";
import { describeConflict } from "#app/domain/content/record-version.server.ts";
import { getCalendarFeedMadeAt, renewCalendarFeed } from "#app/domain/social/calendar-feed.server.ts";
import {
  deletePost,
  duplicatePost,
  getPost,
  listPostSourcesUsed,
  listPosts,
  listPostsInMonth,
  setPostStatus,
  updatePostBody,
} from "#app/domain/social/posts.server.ts";
import { getSourceImages } from "#app/domain/social/sources.server.ts";
import { dispatchIntent } from "#app/http/intents.server.ts";
import { pagePathOf } from "#app/schemas/admin-lists.ts";
import { isoToBelgradeLocal } from "#app/schemas/belgrade-time.ts";
import { postedVersion } from "#app/schemas/record-version.ts";
import { type PostStatus, postListSchema } from "#app/schemas/social.ts";
import {
  postEditSchema,
  postIdSchema,
  postPublishSchema,
  postScheduleSchema,
} from "#app/schemas/social-form.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/social-media-content";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  const session = context.get(adminSessionContext);
  const params = postListSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const filters = {
    query: params.q,
    platform: params.platform,
    status: params.status,
    locale: params.locale,
    source: params.source,
  };
  const month = params.month ?? isoToBelgradeLocal(new Date().toISOString()).slice(0, 7);
  const focusId = params.edit ?? params.id;
  const [list, calendar, sourcesUsed, focus, feedMadeAt] = await Promise.all([
    params.view === "list" ? listPosts({ ...filters, page: params.page }) : null,
    params.view === "calendar" ? listPostsInMonth(month, filters) : null,
    listPostSourcesUsed(),
    focusId ? getPost(focusId) : Promise.resolve(null),
    session.role === "owner" ? getCalendarFeedMadeAt(session.userId) : Promise.resolve(null),
  ]);
  const posts = list?.posts ?? calendar?.posts ?? [];
  const images = await getSourceImages([...posts, ...(focus ? [focus] : [])], locale);
  return {
    params: { ...params, month },
    posts,
    total: list?.total ?? posts.length,
    pageSize: list?.pageSize ?? 20,
    undated: calendar?.undated ?? 0,
    sourcesUsed,
    images,
    focus,
    missing: Boolean(focusId && !focus),
    // The calendar feed is the owner's (it is their phone that reminds them).
    feed: session.role === "owner" ? { madeAt: feedMadeAt } : null,
  };
}

const reply = (value: PostReply, status: number) => data(value, { status });
const notFound = (intent: string, id: string) =>
  reply({ intent, id, message: "social.overview.notFound" }, 404);

/** Back to the same view of the list, saying what was done. */
function done(request: Request, intent: string, changes: Record<string, string | null> = {}): never {
  throw redirect(pagePathOf(request, { done: intent, saved: null, ...changes }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { email, userId, role } = context.get(adminSessionContext);
  return dispatchIntent(request, {
    calendarFeed: () => newCalendarFeed(userId, role),
    edit: (form) => editPost(form, request, email),
    approve: (form) => moveTo("approve", "approved", form, request, email),
    draft: (form) => moveTo("draft", "draft", form, request, email),
    publish: (form) => markPublished(form, request, email),
    schedule: (form) => schedulePost(form, request, email),
    duplicate: (form) => copyPost(form, request, email),
    delete: (form) => removePost(form, request, email),
  });
}

async function editPost(form: FormData, request: Request, actor: string) {
  const submission = parseSubmission(form, postEditSchema);
  if (submission.status !== "success")
    return reply({ intent: "edit", id: idOf(form), result: submission.reply() }, 400);
  const { id, body } = submission.value;
  const sent = postedVersion(form);
  const result = await updatePostBody(id, body, actor, sent.expected?.version ?? null);
  const current = !result.ok && result.reason === "stale" ? await getPost(id) : null;
  if (current) {
    // Someone changed the post since this editor was opened: nothing written, the typed text goes back.
    const conflict = await describeConflict({
      entity: "socialPost",
      entityId: id,
      sent,
      current: { version: current.version, values: { body: current.body } },
    });
    const result = submission.reply({ formErrors: ["errors.recordChanged"] });
    return reply({ intent: "edit", id, result, conflict }, 409);
  }
  if (!result.ok)
    return result.reason === "published"
      ? reply({ intent: "edit", id, message: "social.overview.publishedLocked" }, 409)
      : notFound("edit", id);
  return done(request, "edit", { edit: null, id });
}

async function moveTo(intent: string, status: PostStatus, form: FormData, request: Request, actor: string) {
  const parsed = postIdSchema.safeParse({ id: form.get("id") });
  if (!parsed.success) return reply({ intent, message: "social.overview.notFound" }, 400);
  const { id } = parsed.data;
  const result = await setPostStatus(id, status, undefined, actor);
  if (!result.ok)
    return result.reason === "notFound"
      ? notFound(intent, id)
      : reply({ intent, id, message: "social.overview.transition" }, 409);
  return done(request, intent);
}

async function schedulePost(form: FormData, request: Request, actor: string) {
  const submission = parseSubmission(form, postScheduleSchema);
  if (submission.status !== "success")
    return reply({ intent: "schedule", id: idOf(form), result: submission.reply() }, 400);
  const { id, scheduledAt } = submission.value;
  const result = await setPostStatus(id, "scheduled", scheduledAt, actor);
  if (result.ok) return done(request, "schedule");
  if (result.reason === "notFound") return notFound("schedule", id);
  if (result.reason === "transition")
    return reply({ intent: "schedule", id, message: "social.overview.transition" }, 409);
  return reply(
    {
      intent: "schedule",
      id,
      result: submission.reply({ fieldErrors: { scheduledAt: ["errors.dateRequired"] } }),
    },
    409,
  );
}

/** Marked as published with the address where it went out; a bad address is said beside its field. */
async function markPublished(form: FormData, request: Request, actor: string) {
  const submission = parseSubmission(form, postPublishSchema);
  if (submission.status !== "success")
    return reply({ intent: "publish", id: idOf(form), result: submission.reply() }, 400);
  const { id, url } = submission.value;
  const result = await setPostStatus(id, "published", undefined, actor, url);
  if (result.ok) return done(request, "publish");
  return result.reason === "notFound"
    ? notFound("publish", id)
    : reply({ intent: "publish", id, message: "social.overview.transition" }, 409);
}

/** A new secret address of the calendar feed (the old one stops working), shown once in the answer. */
async function newCalendarFeed(userId: string, role: string) {
  if (role !== "owner") throw new Response("Forbidden", { status: 403 });
  const feedUrl = await renewCalendarFeed(userId);
  return reply({ intent: "calendarFeed", feedUrl }, 200);
}

async function copyPost(form: FormData, request: Request, actor: string) {
  const parsed = postIdSchema.safeParse({ id: form.get("id") });
  if (!parsed.success) return reply({ intent: "duplicate", message: "social.overview.notFound" }, 400);
  const copy = await duplicatePost(parsed.data.id, actor);
  if (!copy) return notFound("duplicate", parsed.data.id);
  return done(request, "duplicate", { id: copy.id, edit: null });
}

async function removePost(form: FormData, request: Request, actor: string) {
  const parsed = postIdSchema.safeParse({ id: form.get("id") });
  if (!parsed.success) return reply({ intent: "delete", message: "social.overview.notFound" }, 400);
  if (!(await deletePost(parsed.data.id, actor))) return notFound("delete", parsed.data.id);
  return done(request, "delete", { id: null, edit: null });
}

/** The post a refused form was about, when it names one. */
const idOf = (form: FormData) => {
  const id = form.get("id");
  return typeof id === "string" ? id.slice(0, 64) : undefined;
};

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.contentOverview");

const doneNotices = new Set(["edit", "approve", "draft", "schedule", "publish", "duplicate", "delete"]);

export default function AdminContentOverview({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const navigation = useNavigation();
  const { params, posts, total, pageSize, undated, sourcesUsed, images, focus, missing, feed } = loaderData;
  const answer = actionData as PostReply | undefined;
  const search = new URLSearchParams(location.search);
  const doneNotice = search.get("done");
  const saved = Number(search.get("saved") ?? 0);
  const withParam = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    next.delete("saved");
    return `?${next.toString()}`;
  };
  const preview = focus && params.id === focus.id ? focus : null;
  return (
    <AdminPage title={t("pages.contentOverview")}>
      <div className="space-y-5" aria-busy={navigation.state !== "idle" || undefined}>
        {saved > 0 ? (
          <Notice tone="success">{t("social.overview.savedBanner", { count: saved })}</Notice>
        ) : null}
        {doneNotice && doneNotices.has(doneNotice) ? (
          <Notice tone="success">
            {t(`social.overview.done.${doneNotice}` as "social.overview.done.edit")}
          </Notice>
        ) : null}
        {missing ? <Notice tone="danger">{t("social.overview.notFound")}</Notice> : null}
        {answer?.message && !answer.id ? (
          <Notice tone="danger">{t(answer.message as "social.overview.notFound")}</Notice>
        ) : null}
        <OverviewViews view={params.view} withParam={withParam} />
        <PostFilters params={params} sourcesUsed={sourcesUsed} />
        <div className={`grid gap-5 ${preview ? "lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]" : ""}`}>
          {preview ? (
            <PostPreviewPanel
              post={preview}
              image={images[`${preview.sourceType}:${preview.sourceId}`] ?? null}
              reply={answer?.id === preview.id ? answer : undefined}
              // A listed post's row already says what went wrong.
              sayProblem={params.view === "calendar" || !posts.some((p) => p.id === preview.id)}
              withParam={withParam}
            />
          ) : null}
          <div className="min-w-0 space-y-4 lg:order-1">
            {params.view === "calendar" ? (
              <>
                <PostCalendar month={params.month} posts={posts} withParam={withParam} />
                {feed ? (
                  <CalendarFeedPanel
                    madeAt={feed.madeAt}
                    newUrl={answer?.intent === "calendarFeed" ? answer.feedUrl : undefined}
                  />
                ) : null}
                {undated > 0 ? (
                  <p className="text-sm text-muted">
                    {t("social.overview.undated", { count: undated })}{" "}
                    <Link
                      to={withParam({ view: "list", page: null, id: null, edit: null, done: null })}
                      className="text-olive-700 underline underline-offset-4"
                    >
                      {t("social.overview.list")}
                    </Link>
                  </p>
                ) : null}
              </>
            ) : (
              <PostList
                posts={posts}
                total={total}
                page={params.page}
                pageSize={pageSize}
                filtered={anyFilter(params)}
                editId={params.edit}
                previewId={preview?.id}
                reply={answer}
                withParam={withParam}
              />
            )}
          </div>
        </div>
      </div>
    </AdminPage>
  );
}
