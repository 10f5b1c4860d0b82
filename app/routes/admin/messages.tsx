import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useLocation } from "react-router";
import {
  FilterSelect,
  ListEmpty,
  ListFilters,
  optionsOf,
  SearchInput,
} from "#app/components/admin/list-parts.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { buttonPrimary, buttonSecondary, Notice } from "#app/components/ui/field.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { markSeen } from "#app/domain/admin/notifications.server.ts";
import { listMessages, openMessage, setMessageStatus } from "#app/domain/contact/inbox.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { useLocale } from "#app/root-data.ts";
import { messageActionSchema, messageListSchema, pagePathOf } from "#app/schemas/admin-lists.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  const params = messageListSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [list, open] = await Promise.all([
    listMessages({ query: params.q, status: params.status, page: params.page }),
    params.id ? openMessage(params.id) : Promise.resolve(null),
    markSeen(session.userId, "messages"),
  ]);
  return { ...list, params, open, missing: Boolean(params.id && !open) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const form = await readForm(request);
  const parsed = messageActionSchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) return data({ error: "messages.notFound" }, { status: 400 });
  const status = parsed.data.intent === "archive" ? "archived" : "read";
  if (!(await setMessageStatus(parsed.data.id, status, session.email)))
    return data({ error: "messages.notFound" }, { status: 404 });
  throw redirect(pagePathOf(request, { id: null, done: parsed.data.intent }));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.messages");

const dateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "sr-Latn-RS", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Belgrade",
  }).format(new Date(iso));

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const location = useLocation();
  const { messages, total, pageSize, params, open, missing } = loaderData;
  const done = new URLSearchParams(location.search).get("done");
  const withId = (id: string) => {
    const search = new URLSearchParams(location.search);
    search.set("id", id);
    search.delete("done");
    return `?${search.toString()}`;
  };
  const statuses = ["inbox", "unread", "read", "archived", "all"] as const;
  return (
    <AdminPage title={t("pages.messages")}>
      <div className="space-y-5">
        {done === "archive" ? <Notice tone="success">{t("messages.archivedDone")}</Notice> : null}
        {done === "unarchive" ? <Notice tone="success">{t("messages.restoredDone")}</Notice> : null}
        {missing || actionData?.error ? <Notice tone="danger">{t("messages.notFound")}</Notice> : null}
        <ListFilters submit={t("messages.searchButton")}>
          <SearchInput
            label={t("messages.search")}
            placeholder={t("messages.searchPlaceholder")}
            defaultValue={params.q}
          />
          <FilterSelect
            name="status"
            label={t("messages.filter")}
            defaultValue={params.status}
            options={optionsOf(statuses, (s) => t(`messages.${s}`))}
          />
        </ListFilters>
        <p className="text-sm text-muted">{t("messages.count", { count: total })}</p>
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          {messages.length === 0 ? (
            <ListEmpty>{t("messages.empty")}</ListEmpty>
          ) : (
            <ul
              className="divide-y divide-line overflow-hidden rounded-lg bg-white ring-1 ring-line"
              data-testid="message-list"
            >
              {messages.map((m) => (
                <li key={m.id}>
                  <Link
                    to={withId(m.id)}
                    preventScrollReset
                    aria-current={open?.id === m.id ? "true" : undefined}
                    className={`block px-4 py-3 hover:bg-olive-50 ${open?.id === m.id ? "bg-olive-50" : ""} ${m.status === "unread" ? "border-l-4 border-honey-400" : "border-l-4 border-transparent"}`}
                  >
                    <span className="flex items-center justify-between gap-3">
                      <span
                        className={`truncate ${m.status === "unread" ? "font-semibold text-ink" : "text-ink/80"}`}
                      >
                        {m.name}
                      </span>
                      <time className="shrink-0 text-xs text-muted" dateTime={m.createdAt}>
                        {dateTime(m.createdAt, locale)}
                      </time>
                    </span>
                    <span className="mt-0.5 flex items-center gap-2 text-sm text-muted">
                      {m.status === "unread" ? (
                        <span className="rounded-full bg-honey-400 px-2 text-xs font-semibold text-olive-900">
                          {t("messages.unreadBadge")}
                        </span>
                      ) : null}
                      <span className="truncate">
                        {t(`messages.subjects.${m.subject}` as "messages.subjects.general")} · {m.message}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {open ? (
            <article
              className="rounded-lg bg-white p-6 ring-1 ring-line"
              aria-labelledby="message-title"
              data-testid="message-detail"
            >
              <h2 id="message-title" className="text-2xl">
                {t(`messages.subjects.${open.subject}` as "messages.subjects.general")}
              </h2>
              <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted">{t("messages.from")}</dt>
                <dd>
                  {open.name} &lt;{open.email}&gt;
                </dd>
                {open.phone ? (
                  <>
                    <dt className="text-muted">{t("messages.phone")}</dt>
                    <dd>{open.phone}</dd>
                  </>
                ) : null}
                {open.productId ? (
                  <>
                    <dt className="text-muted">{t("messages.product")}</dt>
                    <dd>
                      <a
                        className="text-olive-700 underline"
                        href={`/proizvod/${open.productId}`}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {open.productId}
                      </a>
                    </dd>
                  </>
                ) : null}
                <dt className="text-muted">{t("messages.received")}</dt>
                <dd>{dateTime(open.createdAt, locale)}</dd>
              </dl>
              {open.mailStatus === "failed" ? (
                <p className="mt-3 text-sm text-danger">{t("messages.mailFailed")}</p>
              ) : null}
              <p className="mt-5 whitespace-pre-wrap text-base leading-relaxed">{open.message}</p>
              <div className="mt-6 flex flex-wrap gap-2">
                <a
                  className={buttonPrimary}
                  href={`mailto:${encodeURIComponent(open.email)}?subject=${encodeURIComponent(`Re: ${t(`messages.subjects.${open.subject}` as "messages.subjects.general")}`)}`}
                >
                  {t("messages.reply")}
                </a>
                <Form method="post">
                  <input type="hidden" name="id" value={open.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={open.status === "archived" ? "unarchive" : "archive"}
                    className={buttonSecondary}
                  >
                    {open.status === "archived" ? t("messages.unarchive") : t("messages.archive")}
                  </button>
                </Form>
              </div>
            </article>
          ) : null}
        </div>
        <Pager
          page={params.page}
          total={total}
          pageSize={pageSize}
          previous={t("messages.previous")}
          next={t("messages.next")}
        />
      </div>
    </AdminPage>
  );
}
