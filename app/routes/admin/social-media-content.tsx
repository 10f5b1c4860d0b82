import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import {
  FilterSelect,
  ListEmpty,
  ListFilters,
  optionsOf,
  SearchInput,
} from "#app/components/admin/list-parts.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { ConfirmButton } from "#app/components/ui/confirm-button.tsx";
import { buttonPrimary, buttonSecondary, Notice } from "#app/components/ui/field.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { CopyButton, LimitCounter, PostPreview } from "#app/components/ui/social-post.tsx";
import { adminSessionContext, requestInfoContext } from "#app/context.server.ts";
import {
  deletePost,
  duplicatePost,
  getPost,
  listPostSourcesUsed,
  listPosts,
  listPostsInMonth,
  type SocialPost,
  setPostStatus,
  updatePostBody,
} from "#app/domain/social/posts.server.ts";
import { getSourceImages } from "#app/domain/social/sources.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { useLocale, useRootData } from "#app/root-data.ts";
import { pagePathOf } from "#app/schemas/admin-lists.ts";
import { issuesByPath } from "#app/schemas/form-data.ts";
import {
  type PostStatus,
  platforms,
  postActionSchema,
  postListSchema,
  postLocales,
  postStatuses,
  statusTransitions,
  utcToBelgrade,
} from "#app/schemas/social.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/social-media-content";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  const params = postListSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const filters = {
    query: params.q,
    platform: params.platform,
    status: params.status,
    locale: params.locale,
    source: params.source,
  };
  const month = params.month ?? utcToBelgrade(new Date().toISOString()).slice(0, 7);
  const focusId = params.edit ?? params.id;
  const [list, calendar, sourcesUsed, focus] = await Promise.all([
    params.view === "list" ? listPosts({ ...filters, page: params.page }) : null,
    params.view === "calendar" ? listPostsInMonth(month, filters) : null,
    listPostSourcesUsed(),
    focusId ? getPost(focusId) : Promise.resolve(null),
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
  };
}

type ActionResult = { error: string; id?: string; errors?: Record<string, string>; body?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const form = await readForm(request);
  const raw = Object.fromEntries([...form].filter(([, v]) => typeof v === "string"));
  const parsed = postActionSchema.safeParse(raw);
  if (!parsed.success) {
    return data<ActionResult>(
      {
        error: "social.create.invalid",
        id: typeof raw.id === "string" ? raw.id : undefined,
        errors: issuesByPath(parsed.error.issues),
        body: typeof raw.body === "string" ? raw.body : undefined,
      },
      { status: 400 },
    );
  }
  const input = parsed.data;
  let extra: Record<string, string | null> = {};
  switch (input.intent) {
    case "edit": {
      const result = await updatePostBody(input.id, input.body, session.email);
      if (!result.ok)
        return data<ActionResult>(
          {
            error:
              result.reason === "published" ? "social.overview.publishedLocked" : "social.overview.notFound",
            id: input.id,
          },
          { status: result.reason === "published" ? 409 : 404 },
        );
      extra = { edit: null, id: input.id };
      break;
    }
    case "approve":
    case "draft":
    case "schedule":
    case "publish": {
      const target: PostStatus =
        input.intent === "approve"
          ? "approved"
          : input.intent === "schedule"
            ? "scheduled"
            : input.intent === "publish"
              ? "published"
              : "draft";
      const result = await setPostStatus(
        input.id,
        target,
        input.intent === "schedule" ? input.scheduledAt : undefined,
        session.email,
      );
      if (!result.ok)
        return data<ActionResult>(
          {
            error:
              result.reason === "notFound"
                ? "social.overview.notFound"
                : result.reason === "transition"
                  ? "social.overview.transition"
                  : "social.errors.scheduledAt",
            id: input.id,
          },
          { status: result.reason === "notFound" ? 404 : 409 },
        );
      break;
    }
    case "duplicate": {
      const copy = await duplicatePost(input.id, session.email);
      if (!copy)
        return data<ActionResult>({ error: "social.overview.notFound", id: input.id }, { status: 404 });
      extra = { id: copy.id, edit: null };
      break;
    }
    case "delete": {
      if (!(await deletePost(input.id, session.email)))
        return data<ActionResult>({ error: "social.overview.notFound", id: input.id }, { status: 404 });
      extra = { id: null, edit: null };
      break;
    }
  }
  throw redirect(pagePathOf(request, { done: input.intent, saved: null, ...extra }));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.contentOverview");

const statusStyle: Record<PostStatus, string> = {
  draft: "bg-linen text-ink",
  approved: "bg-olive-100 text-olive-900",
  scheduled: "bg-wheat-200 text-olive-900",
  published: "bg-olive-700 text-cream",
};

const intlLocale = (locale: string) => (locale === "en" ? "en-GB" : "sr-Latn-RS");
const dateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Belgrade",
  }).format(new Date(iso));

const smallButton =
  "inline-flex h-9 items-center justify-center rounded-full border border-line bg-white px-3 text-xs font-medium text-olive-800 hover:border-olive-600";
const smallPrimary =
  "inline-flex h-9 items-center justify-center rounded-full bg-olive-700 px-3 text-xs font-semibold text-cream hover:bg-olive-800";

function StatusBadge({ status }: { status: PostStatus }) {
  const { t } = useTranslation("admin");
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyle[status]}`}
      data-testid="status"
    >
      {t(`social.statuses.${status}`)}
    </span>
  );
}

function EditForm({ post, error, initial }: { post: SocialPost; error?: string; initial?: string }) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const [text, setText] = useState(initial ?? post.body);
  const cancel = new URLSearchParams(location.search);
  cancel.delete("edit");
  cancel.delete("done");
  return (
    <Form method="post" className="mt-3 space-y-2" data-testid="edit-form">
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="id" value={post.id} />
      <label htmlFor={`body-${post.id}`} className="block text-sm font-medium">
        {t("social.overview.text")}
      </label>
      <textarea
        id={`body-${post.id}`}
        name="body"
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={Math.min(16, Math.max(6, text.split("\n").length + Math.ceil(text.length / 70)))}
        lang={post.locale === "en" ? "en" : "sr-Latn"}
        aria-describedby={`count-${post.id}${error ? ` error-${post.id}` : ""}`}
        aria-invalid={error ? true : undefined}
        className={`w-full rounded-md border bg-white p-3 text-sm leading-relaxed ${error ? "border-danger" : "border-line"}`}
      />
      <LimitCounter text={text} platform={post.platform} id={`count-${post.id}`} />
      {error ? (
        <p id={`error-${post.id}`} className="text-sm text-danger">
          {t(error as "social.errors.body")}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={smallPrimary}>
          {t("social.overview.saveEdit")}
        </button>
        <Link to={`?${cancel.toString()}`} className={smallButton} preventScrollReset>
          {t("social.overview.cancel")}
        </Link>
      </div>
    </Form>
  );
}

function StatusActions({ post, error }: { post: SocialPost; error?: string }) {
  const { t } = useTranslation("admin");
  const next = statusTransitions[post.status];
  const hidden = <input type="hidden" name="id" value={post.id} />;
  return (
    <div className="flex flex-wrap items-end gap-2">
      {next.includes("approved") ? (
        <Form method="post">
          {hidden}
          <button type="submit" name="intent" value="approve" className={smallPrimary}>
            {t("social.overview.approve")}
          </button>
        </Form>
      ) : null}
      {next.includes("scheduled") ? (
        <Form method="post" className="flex flex-wrap items-end gap-2">
          {hidden}
          <div>
            <label htmlFor={`when-${post.id}`} className="block text-xs font-medium text-muted">
              {t("social.overview.scheduleAt")}
            </label>
            <input
              id={`when-${post.id}`}
              type="datetime-local"
              name="scheduledAt"
              required
              defaultValue={post.scheduledAt ? utcToBelgrade(post.scheduledAt) : ""}
              aria-invalid={error === "social.errors.scheduledAt" ? true : undefined}
              className="mt-1 h-9 rounded-md border border-line bg-white px-2 text-sm"
            />
          </div>
          <button type="submit" name="intent" value="schedule" className={smallPrimary}>
            {post.status === "scheduled" ? t("social.overview.reschedule") : t("social.overview.schedule")}
          </button>
        </Form>
      ) : null}
      {next.includes("published") ? (
        <Form method="post">
          {hidden}
          <button type="submit" name="intent" value="publish" className={smallButton}>
            {t("social.overview.publish")}
          </button>
        </Form>
      ) : null}
      {next.includes("draft") ? (
        <Form method="post">
          {hidden}
          <button type="submit" name="intent" value="draft" className={smallButton}>
            {t("social.overview.backToDraft")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

function PostRow({
  post,
  editing,
  selected,
  error,
  initial,
  withParam,
}: {
  post: SocialPost;
  editing: boolean;
  selected: boolean;
  error?: string;
  initial?: string;
  withParam: (changes: Record<string, string | null>) => string;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
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
      </div>
      <p className="mt-1 text-xs text-muted">
        {post.scheduledAt
          ? `${t("social.overview.planned")}: ${dateTime(post.scheduledAt, locale)}`
          : `${t("social.overview.planned")}: ${t("social.overview.notPlanned")}`}{" "}
        · {t("social.overview.created")}: {dateTime(post.createdAt, locale)}
      </p>
      {editing ? (
        <EditForm
          post={post}
          initial={initial}
          error={error && error !== "social.overview.transition" ? error : undefined}
        />
      ) : (
        <p
          className="mt-2 line-clamp-4 whitespace-pre-wrap text-sm leading-relaxed"
          lang={post.locale === "en" ? "en" : "sr-Latn"}
        >
          {post.body}
        </p>
      )}
      {error && !editing ? (
        <p className="mt-2 text-sm text-danger" role="alert">
          {t(error as "social.overview.notFound")}
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
        <StatusActions post={post} error={error} />
      </div>
    </li>
  );
}

function monthShift(month: string, delta: number): string {
  const [y, m] = month.split("-").map(Number);
  const d = new Date(Date.UTC(y!, m! - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

function Calendar({
  month,
  posts,
  withParam,
}: {
  month: string;
  posts: SocialPost[];
  withParam: (changes: Record<string, string | null>) => string;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const [y, m] = month.split("-").map(Number);
  const days = new Date(Date.UTC(y!, m!, 0)).getUTCDate();
  const firstWeekday = (new Date(Date.UTC(y!, m! - 1, 1)).getUTCDay() + 6) % 7;
  const byDay = new Map<number, SocialPost[]>();
  for (const post of posts) {
    const day = Number(utcToBelgrade(post.scheduledAt!).slice(8, 10));
    byDay.set(day, [...(byDay.get(day) ?? []), post]);
  }
  const title = new Intl.DateTimeFormat(intlLocale(locale), {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y!, m! - 1, 1)));
  const time = (iso: string) => utcToBelgrade(iso).slice(11, 16);
  const weekdays = t("social.overview.weekdays").split(",");
  const entry = (post: SocialPost) => (
    <Link
      to={withParam({ id: post.id, edit: null, done: null })}
      preventScrollReset
      className="block truncate rounded bg-white px-1.5 py-1 text-xs ring-1 ring-line hover:ring-olive-600"
      data-testid="calendar-post"
    >
      <span className="font-semibold">{time(post.scheduledAt!)}</span>{" "}
      {t(`social.platforms.${post.platform}`)} · {post.sourceTitle ?? post.topic}
    </Link>
  );
  return (
    <section aria-labelledby="calendar-title" data-testid="calendar">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="calendar-title" className="text-2xl capitalize">
          {title}
        </h2>
        <nav className="flex gap-2" aria-label={t("social.overview.calendar")}>
          <Link to={withParam({ month: monthShift(month, -1), id: null })} className={smallButton}>
            ← {t("social.overview.previousMonth")}
          </Link>
          <Link to={withParam({ month: null, id: null })} className={smallButton}>
            {t("social.overview.today")}
          </Link>
          <Link to={withParam({ month: monthShift(month, 1), id: null })} className={smallButton}>
            {t("social.overview.nextMonth")} →
          </Link>
        </nav>
      </div>
      <ol className="hidden grid-cols-7 gap-px overflow-hidden rounded-lg bg-line ring-1 ring-line md:grid">
        {weekdays.map((w) => (
          <li
            key={w}
            className="bg-linen px-2 py-1.5 text-xs font-semibold uppercase text-muted"
            aria-hidden="true"
          >
            {w}
          </li>
        ))}
        {Array.from({ length: firstWeekday }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before the first day
          <li key={`pad-${i}`} className="bg-cream" aria-hidden="true" />
        ))}
        {Array.from({ length: days }, (_, i) => i + 1).map((day) => (
          <li key={day} className="min-h-24 bg-white p-1.5" data-day={day}>
            <span className="text-xs font-medium text-muted">{day}</span>
            <div className="mt-1 space-y-1">
              {(byDay.get(day) ?? []).map((p) => (
                <div key={p.id}>{entry(p)}</div>
              ))}
            </div>
          </li>
        ))}
        {Array.from({ length: (7 - ((firstWeekday + days) % 7)) % 7 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: empty cells after the last day
          <li key={`end-${i}`} className="bg-cream" aria-hidden="true" />
        ))}
      </ol>
      {posts.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-sm text-muted ring-1 ring-line md:hidden">
          {t("social.overview.empty")}
        </p>
      ) : null}
      <ol className="space-y-3 md:hidden">
        {[...byDay.entries()]
          .sort(([a], [b]) => a - b)
          .map(([day, list]) => (
            <li key={day} className="rounded-lg bg-white p-3 ring-1 ring-line">
              <p className="text-sm font-semibold">
                {new Intl.DateTimeFormat(intlLocale(locale), {
                  weekday: "long",
                  day: "numeric",
                  month: "long",
                  timeZone: "UTC",
                }).format(new Date(Date.UTC(y!, m! - 1, day)))}
              </p>
              <div className="mt-2 space-y-1">
                {list.map((p) => (
                  <div key={p.id}>{entry(p)}</div>
                ))}
              </div>
            </li>
          ))}
      </ol>
    </section>
  );
}

export default function AdminContentOverview({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const navigation = useNavigation();
  const root = useRootData();
  const locale = useLocale();
  const { params, posts, total, pageSize, undated, sourcesUsed, images, focus, missing } = loaderData;
  const result = actionData as ActionResult | undefined;
  const search = new URLSearchParams(location.search);
  const done = search.get("done");
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
  const viewLink = (view: "list" | "calendar") =>
    withParam({ view, page: null, id: null, edit: null, done: null });
  const anyFilter = Boolean(params.q || params.platform || params.status || params.locale || params.source);
  const previewPost = focus && params.id === focus.id ? focus : null;
  const busy = navigation.state !== "idle";
  const previewRef = useRef<HTMLElement>(null);
  // On a narrow screen the preview sits above the list, out of sight of the row that opened it.
  const previewId = previewPost?.id;
  useEffect(() => {
    if (previewId && window.matchMedia("(max-width: 1023px)").matches)
      previewRef.current?.scrollIntoView({ block: "start" });
  }, [previewId]);

  return (
    <AdminPage title={t("pages.contentOverview")}>
      <div className="space-y-5" aria-busy={busy || undefined}>
        {saved > 0 ? (
          <Notice tone="success">{t("social.overview.savedBanner", { count: saved })}</Notice>
        ) : null}
        {done &&
        done in { edit: 1, approve: 1, draft: 1, schedule: 1, publish: 1, duplicate: 1, delete: 1 } ? (
          <Notice tone="success">{t(`social.overview.done.${done}` as "social.overview.done.edit")}</Notice>
        ) : null}
        {missing ? <Notice tone="danger">{t("social.overview.notFound")}</Notice> : null}
        {result?.error && !result.id ? (
          <Notice tone="danger">{t(result.error as "social.overview.notFound")}</Notice>
        ) : null}

        <div className="flex flex-wrap items-center justify-between gap-3">
          <nav
            aria-label={t("social.overview.views")}
            className="inline-flex rounded-full bg-white p-1 ring-1 ring-line"
          >
            {(["list", "calendar"] as const).map((view) => (
              <Link
                key={view}
                to={viewLink(view)}
                aria-current={params.view === view ? "page" : undefined}
                className={`rounded-full px-4 py-2 text-sm font-medium ${params.view === view ? "bg-olive-700 text-cream" : "text-olive-800 hover:bg-olive-50"}`}
              >
                {t(`social.overview.${view}`)}
              </Link>
            ))}
          </nav>
          <Link to="/admin/social-media" className={buttonPrimary}>
            + {t("social.overview.createFirst")}
          </Link>
        </div>

        <ListFilters
          submit={t("social.overview.apply")}
          layout="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr_1.5fr_auto]"
          actionsClassName="col-span-2 flex items-end gap-2 lg:col-span-1"
          after={
            anyFilter ? (
              <Link to={`?view=${params.view}`} className={buttonSecondary}>
                {t("social.overview.reset")}
              </Link>
            ) : null
          }
        >
          <input type="hidden" name="view" value={params.view} />
          {params.view === "calendar" ? <input type="hidden" name="month" value={params.month} /> : null}
          <SearchInput
            className="col-span-2 lg:col-span-1"
            label={t("social.overview.search")}
            placeholder={t("social.overview.searchPlaceholder")}
            defaultValue={params.q}
          />
          <FilterSelect
            fill
            name="platform"
            label={t("social.overview.platform")}
            defaultValue={params.platform ?? ""}
            all={t("social.overview.all")}
            allValue=""
            options={optionsOf(platforms, (p) => t(`social.platforms.${p}`))}
          />
          <FilterSelect
            fill
            name="status"
            label={t("social.overview.status")}
            defaultValue={params.status ?? ""}
            all={t("social.overview.all")}
            allValue=""
            options={optionsOf(postStatuses, (s) => t(`social.statuses.${s}`))}
          />
          <FilterSelect
            fill
            name="locale"
            label={t("social.overview.language")}
            defaultValue={params.locale ?? ""}
            all={t("social.overview.all")}
            allValue=""
            options={optionsOf(postLocales, (l) => t(`social.languages.${l}`))}
          />
          <FilterSelect
            fill
            name="source"
            label={t("social.overview.source")}
            defaultValue={params.source ?? ""}
            all={t("social.overview.all")}
            allValue=""
            options={[{ value: "topic", label: t("social.overview.topics") }, ...sourcesUsed]}
          />
        </ListFilters>

        <div className={`grid gap-5 ${previewPost ? "lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]" : ""}`}>
          {previewPost ? (
            <aside
              ref={previewRef}
              aria-labelledby="preview-title"
              className="space-y-3 lg:order-2 lg:sticky lg:top-4 lg:self-start"
              data-testid="preview-panel"
            >
              <div className="flex items-center justify-between gap-3">
                <h2 id="preview-title" className="text-xl">
                  {t("social.overview.previewOf", {
                    platform: t(`social.platforms.${previewPost.platform}`),
                  })}
                </h2>
                <Link
                  to={withParam({ id: null })}
                  className={`${smallButton} whitespace-nowrap`}
                  preventScrollReset
                >
                  {t("social.overview.closePreview")}
                </Link>
              </div>
              <PostPreview
                platform={previewPost.platform}
                text={previewPost.body}
                brand={root?.settings.brandName ?? "Zrnce"}
                image={images[`${previewPost.sourceType}:${previewPost.sourceId}`] ?? null}
                when={
                  previewPost.scheduledAt
                    ? dateTime(previewPost.scheduledAt, locale)
                    : t("social.overview.justNow")
                }
              />
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={previewPost.status} />
                <CopyButton
                  text={previewPost.body}
                  label={t("social.overview.copy")}
                  className={smallButton}
                />
                {previewPost.status !== "published" ? (
                  <Link
                    to={withParam({ view: "list", edit: previewPost.id, id: null, done: null })}
                    className={smallButton}
                  >
                    {t("social.overview.edit")}
                  </Link>
                ) : null}
              </div>
              <StatusActions
                post={previewPost}
                error={result?.id === previewPost.id ? result.error : undefined}
              />
            </aside>
          ) : null}
          <div className="min-w-0 space-y-4 lg:order-1">
            {params.view === "calendar" ? (
              <>
                <Calendar month={params.month} posts={posts} withParam={withParam} />
                {undated > 0 ? (
                  <p className="text-sm text-muted">
                    {t("social.overview.undated", { count: undated })}{" "}
                    <Link to={viewLink("list")} className="text-olive-700 underline underline-offset-4">
                      {t("social.overview.list")}
                    </Link>
                  </p>
                ) : null}
              </>
            ) : (
              <>
                <p className="text-sm text-muted" data-testid="post-count">
                  {t("social.overview.count", { count: total })}
                </p>
                {posts.length === 0 ? (
                  <ListEmpty>
                    {anyFilter ? t("social.overview.empty") : t("social.overview.emptyAll")}
                  </ListEmpty>
                ) : (
                  <ul
                    className="divide-y divide-line overflow-hidden rounded-lg bg-white ring-1 ring-line"
                    data-testid="posts"
                  >
                    {posts.map((post) => (
                      <PostRow
                        key={post.id}
                        post={post}
                        editing={
                          params.edit === post.id ||
                          (result?.id === post.id && result.errors?.body !== undefined)
                        }
                        selected={previewPost?.id === post.id}
                        error={
                          result?.id === post.id
                            ? (result.errors?.body ?? result.errors?.scheduledAt ?? result.error)
                            : undefined
                        }
                        initial={result?.id === post.id ? result.body : undefined}
                        withParam={withParam}
                      />
                    ))}
                  </ul>
                )}
                <Pager
                  page={params.page}
                  total={total}
                  pageSize={pageSize}
                  previous={t("social.overview.previous")}
                  next={t("social.overview.next")}
                />
              </>
            )}
          </div>
        </div>
      </div>
    </AdminPage>
  );
}
