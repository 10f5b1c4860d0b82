import { useTranslation } from "react-i18next";
import { data, redirect, useLocation, useRevalidator } from "react-router";
import { parseSubmission, useLastAnswer } from "#app/components/admin/form/use-admin-form.ts";
import { ListEmpty, ListFilters, SearchInput } from "#app/components/admin/list-parts.tsx";
import { MediaCard, type MediaReply } from "#app/components/admin/media/media-card.tsx";
import { AdminReadError } from "#app/components/admin/read-error.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { MediaUploader } from "#app/components/media/media-uploader.tsx";
import { Notice } from "#app/components/ui/field.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { describeConflict } from "#app/domain/content/record-version.server.ts";
import {
  deleteMedia,
  getMediaAlt,
  issueUploadTokens,
  listMedia,
  updateMediaAlt,
} from "#app/domain/media/uploads.server.ts";
import { dispatchIntent } from "#app/http/intents.server.ts";
import { pagePathOf } from "#app/schemas/admin-lists.ts";
import { mediaAltSchema, mediaDeleteSchema, mediaListSchema } from "#app/schemas/admin-media.ts";
import { postedVersion, versionToken } from "#app/schemas/record-version.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/media";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  const params = mediaListSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await listMedia({ query: params.q, page: params.page });
  // Each card's form carries the version of the texts it shows (0028).
  const items = list.items.map((item) => ({
    ...item,
    version: versionToken(item.version, { alt: item.alt }),
  }));
  return { ...list, items, params, tokens: issueUploadTokens(session) };
}

const reply = (value: MediaReply, init?: number | ResponseInit) => data(value, init);

export async function action({ request, context }: Route.ActionArgs) {
  const { email } = context.get(adminSessionContext);
  return dispatchIntent(request, {
    alt: (form) => saveDescriptions(form, request, email),
    delete: (form) => deleteImage(form, request, email),
  });
}

async function saveDescriptions(form: FormData, request: Request, actor: string) {
  const submission = parseSubmission(form, mediaAltSchema);
  if (submission.status !== "success")
    return reply({ id: String(form.get("id") ?? ""), result: submission.reply() }, 400);
  const { id, alt } = submission.value;
  const sent = postedVersion(form);
  const saved = await updateMediaAlt(id, alt, actor, sent.expected?.version ?? null);
  const current = saved === "stale" ? await getMediaAlt(id) : null;
  if (current) {
    // Someone changed the texts since this card was loaded: nothing written, the typed values go back.
    const conflict = await describeConflict({
      entity: "media",
      entityId: id,
      sent,
      current: { version: current.version, values: { alt: current.alt } },
    });
    const result = submission.reply({ formErrors: ["errors.recordChanged"] });
    return reply({ id, result, conflict }, 409);
  }
  throw redirect(pagePathOf(request, { done: saved === "saved" ? "alt" : "missing" }));
}

async function deleteImage(form: FormData, request: Request, actor: string) {
  const parsed = mediaDeleteSchema.safeParse({ id: form.get("id") });
  if (!parsed.success) return reply({}, 400);
  // Refused while a product or an article shows the image ("in-use").
  throw redirect(pagePathOf(request, { done: await deleteMedia(parsed.data.id, actor) }));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "media.title");

const doneMessages = {
  deleted: ["success", "media.deleted"],
  "in-use": ["danger", "media.inUseRefused"],
  missing: ["danger", "media.missing"],
  alt: ["success", "media.altSaved"],
} as const;

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const revalidator = useRevalidator();
  const { items, total, pageSize, params, tokens } = loaderData;
  // A finished upload reads the list again; a description that did not save keeps its answer.
  const answer = useLastAnswer(actionData);
  const done = new URLSearchParams(location.search).get("done") as keyof typeof doneMessages | null;
  const notice = done && done in doneMessages ? doneMessages[done] : null;
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
          <ListEmpty>{t(total === 0 && !params.q ? "media.none" : "media.empty")}</ListEmpty>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="media-list">
            {items.map((image) => (
              <MediaCard
                // A save brings the texts back as stored: a fresh form.
                key={`${image.id}@${image.version.split("|")[0]}`}
                image={image}
                reply={answer?.id === image.id ? answer : undefined}
              />
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
