import { useTranslation } from "react-i18next";
import { data, Form, redirect, useLocation, useRevalidator } from "react-router";
import {
  ConfirmedRowAction,
  ListEmpty,
  ListFilters,
  SearchInput,
} from "#app/components/admin/list-parts.tsx";
import { AdminReadError } from "#app/components/admin/read-error.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { MediaUploader } from "#app/components/media/media-uploader.tsx";
import { buttonSecondary, Notice } from "#app/components/ui/field.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import {
  deleteMedia,
  issueUploadTokens,
  listMedia,
  updateMediaAlt,
} from "#app/domain/media/uploads.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { useLocale } from "#app/root-data.ts";
import { pagePathOf } from "#app/schemas/admin-lists.ts";
import { mediaActionSchema, mediaListSchema } from "#app/schemas/admin-media.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/media";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  const params = mediaListSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await listMedia({ query: params.q, page: params.page });
  return { ...list, params, tokens: issueUploadTokens(session.userId) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const form = await readForm(request);
  const parsed = mediaActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: true }, { status: 400 });
  const input = parsed.data;
  if (input.intent === "delete") {
    const result = await deleteMedia(input.id, session.email);
    throw redirect(pagePathOf(request, { done: result }));
  }
  const ok = await updateMediaAlt(input.id, { sr: input.altSr, en: input.altEn }, session.email);
  throw redirect(pagePathOf(request, { done: ok ? "alt" : "missing" }));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "media.title");

const doneMessages = {
  deleted: ["success", "media.deleted"],
  "in-use": ["danger", "media.inUseRefused"],
  missing: ["danger", "media.missing"],
  alt: ["success", "media.altSaved"],
} as const;

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const location = useLocation();
  const revalidator = useRevalidator();
  const { items, total, pageSize, params, tokens } = loaderData;
  const done = new URLSearchParams(location.search).get("done") as keyof typeof doneMessages | null;
  const notice = done && done in doneMessages ? doneMessages[done] : null;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "sr-Latn-RS", {
      dateStyle: "medium",
      timeZone: "Europe/Belgrade",
    }).format(new Date(iso));
  return (
    <AdminPage title={t("media.title")}>
      <div className="space-y-5">
        {notice ? <Notice tone={notice[0]}>{t(notice[1])}</Notice> : null}
        <MediaUploader tokens={tokens} onUploaded={() => void revalidator.revalidate()} />
        <ListFilters submit={t("media.searchButton")}>
          <SearchInput
            label={t("media.search")}
            placeholder={t("media.searchPlaceholder")}
            defaultValue={params.q}
          />
        </ListFilters>
        <p className="text-sm text-muted">{t("media.count", { count: total })}</p>
        {items.length === 0 ? (
          <ListEmpty>{t("media.empty")}</ListEmpty>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="media-list">
            {items.map((m) => (
              <li
                key={m.id}
                className="flex min-w-0 flex-col overflow-hidden rounded-lg bg-white ring-1 ring-line"
              >
                <img
                  src={m.previewUrl}
                  alt={locale === "en" ? m.alt.en : m.alt.sr}
                  width={m.width}
                  height={m.height}
                  loading="lazy"
                  className="aspect-[4/3] h-auto w-full max-w-full bg-linen object-cover"
                />
                <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
                  <p className="truncate font-medium" title={m.name}>
                    {m.name}
                  </p>
                  <p className="text-xs text-muted">
                    {m.width}×{m.height} · {Math.round(m.size / 1024)} KB · {date(m.timeCreated)} ·{" "}
                    <span className={m.inUse ? "text-olive-700" : ""}>
                      {m.inUse ? t("media.inUse") : t("media.unused")}
                    </span>
                  </p>
                  <Form method="post" className="grid gap-2">
                    <input type="hidden" name="id" value={m.id} />
                    <label className="text-xs font-medium">
                      {t("media.altSr")}
                      <input
                        name="altSr"
                        defaultValue={m.alt.sr}
                        maxLength={300}
                        className="mt-1 block h-9 w-full rounded-md border border-line px-2 text-sm font-normal"
                      />
                    </label>
                    <label className="text-xs font-medium">
                      {t("media.altEn")}
                      <input
                        name="altEn"
                        defaultValue={m.alt.en}
                        maxLength={300}
                        className="mt-1 block h-9 w-full rounded-md border border-line px-2 text-sm font-normal"
                      />
                    </label>
                    <div className="flex items-center justify-between gap-2">
                      <button type="submit" name="intent" value="alt" className={buttonSecondary}>
                        {t("media.altSave")}
                      </button>
                    </div>
                  </Form>
                  {m.inUse ? null : (
                    <ConfirmedRowAction
                      id={m.id}
                      intent="delete"
                      question={t("media.deleteConfirm", { name: m.name })}
                      className="text-right"
                    >
                      {t("media.delete")}
                    </ConfirmedRowAction>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={params.page}
          total={total}
          pageSize={pageSize}
          previous={t("media.previous")}
          next={t("media.next")}
        />
      </div>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminReadError;
