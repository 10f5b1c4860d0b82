import { useTranslation } from "react-i18next";
import { data, Link, redirect, useLocation } from "react-router";
import {
  FilterSelect,
  ListEmpty,
  ListFilters,
  optionsOf,
  SearchInput,
} from "#app/components/admin/list-parts.tsx";
import { MessageDetail } from "#app/components/admin/messages/message-detail.tsx";
import { MessageList } from "#app/components/admin/messages/message-list.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { Notice } from "#app/components/ui/field.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { markSeen } from "#app/domain/admin/notifications.server.ts";
import {
  approveHeldMessage,
  countHeldMessages,
  deleteHeldMessage,
  listMessages,
  openMessage,
  setMessageStatus,
} from "#app/domain/contact/inbox.server.ts";
import { dispatchIntent } from "#app/http/intents.server.ts";
import { messageActionSchema, messageListSchema, pagePathOf } from "#app/schemas/admin-lists.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  const params = messageListSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [list, open, held] = await Promise.all([
    listMessages({ query: params.q, status: params.status, page: params.page }),
    params.id ? openMessage(params.id) : Promise.resolve(null),
    countHeldMessages(),
    markSeen(session.userId, "messages"),
  ]);
  return { ...list, params, open, held, missing: Boolean(params.id && !open) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { email } = context.get(adminSessionContext);
  return dispatchIntent(request, {
    archive: (form) => fileMessage(form, request, email),
    unarchive: (form) => fileMessage(form, request, email),
    approve: (form) => fileMessage(form, request, email),
    delete: (form) => fileMessage(form, request, email),
  });
}

const filings = {
  archive: (id: string, actor: string) => setMessageStatus(id, "archived", actor),
  unarchive: (id: string, actor: string) => setMessageStatus(id, "read", actor),
  approve: approveHeldMessage,
  delete: deleteHeldMessage,
};

/**
 * Archives the message or brings it back among the read ones; lets a held
 * message into the inbox or deletes it. Then back to the list.
 */
async function fileMessage(form: FormData, request: Request, actor: string) {
  const parsed = messageActionSchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) return data({ error: "messages.notFound" }, { status: 400 });
  const { intent, id } = parsed.data;
  if (!(await filings[intent](id, actor))) return data({ error: "messages.notFound" }, { status: 404 });
  throw redirect(pagePathOf(request, { id: null, done: intent }));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.messages");

const statuses = ["inbox", "unread", "read", "archived", "held", "all"] as const;

const doneNotices = {
  archive: "messages.archivedDone",
  unarchive: "messages.restoredDone",
  approve: "messages.approvedDone",
  delete: "messages.deletedDone",
} as const;

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const { messages, total, pageSize, params, open, missing, held } = loaderData;
  const done = new URLSearchParams(location.search).get("done");
  const doneNotice = done && done in doneNotices ? doneNotices[done as keyof typeof doneNotices] : null;
  return (
    <AdminPage title={t("pages.messages")}>
      <div className="space-y-5">
        {doneNotice ? <Notice tone="success">{t(doneNotice)}</Notice> : null}
        {held > 0 && params.status !== "held" ? (
          <p className="rounded-md bg-wheat-100 px-4 py-3 text-sm text-olive-800" data-testid="held-waiting">
            {t("messages.heldWaiting", { count: held })}{" "}
            <Link to="?status=held" className="font-semibold underline underline-offset-4">
              {t("messages.heldReview")}
            </Link>
          </p>
        ) : null}
        {params.status === "held" ? <p className="text-sm text-muted">{t("messages.heldIntro")}</p> : null}
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
            <ListEmpty>
              {t(
                total === 0 && !params.q && params.status === "inbox"
                  ? "messages.inboxEmpty"
                  : "messages.empty",
              )}
            </ListEmpty>
          ) : (
            <MessageList messages={messages} openId={open?.id} />
          )}
          {open ? <MessageDetail message={open} /> : null}
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
