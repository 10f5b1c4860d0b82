import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useLocation } from "react-router";
import { AdminReadError } from "#app/components/admin/read-error.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { ConfirmButton } from "#app/components/ui/confirm-button.tsx";
import { buttonPrimary, Notice } from "#app/components/ui/field.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { recordAudit } from "#app/domain/audit/audit.server.ts";
import { deleteArticle, listAdminArticles, setArticleStatus } from "#app/domain/news/article-admin.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches, useLocale } from "#app/root-data.ts";
import { pagePathOf } from "#app/schemas/admin-lists.ts";
import { articleActionSchema, articleCategoryValues, articleListSchema } from "#app/schemas/article-form.ts";
import { brandTitle } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/news";

export async function loader({ request }: Route.LoaderArgs) {
  const params = articleListSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { ...(await listAdminArticles(params)), params };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const form = await request.formData();
  const parsed = articleActionSchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) return data({ error: true }, { status: 400 });
  const { intent, id } = parsed.data;
  let done = "missing";
  if (intent === "delete" && (await deleteArticle(id))) done = "deleted";
  if (intent === "publish" && (await setArticleStatus(id, "published"))) done = "published";
  if (intent === "unpublish" && (await setArticleStatus(id, "draft"))) done = "unpublished";
  if (done !== "missing")
    await recordAudit({ actor: session.email, action: intent, entity: "article", entityId: id });
  throw redirect(pagePathOf(request, { done }));
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return [
    { title: brandTitle(getT(site.locale)("admin:pages.news"), site.brand) },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

const select = "mt-1.5 h-11 rounded-md border border-line bg-white px-3 text-sm";
const doneKeys = ["deleted", "published", "unpublished", "missing"] as const;

export default function AdminNews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const location = useLocation();
  const { articles, total, pageSize, params } = loaderData;
  const done = new URLSearchParams(location.search).get("done") as (typeof doneKeys)[number] | null;
  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "sr-Latn-RS", {
          dateStyle: "medium",
          timeStyle: "short",
          timeZone: "Europe/Belgrade",
        }).format(new Date(iso))
      : "—";
  const action = "text-sm font-medium text-olive-700 underline underline-offset-4 hover:text-olive-900";
  const stateClass = { draft: "text-muted", scheduled: "text-honey-700", published: "text-success" } as const;
  return (
    <AdminPage title={t("pages.news")}>
      <div className="space-y-5">
        {done && doneKeys.includes(done) ? (
          <Notice tone={done === "missing" ? "danger" : "success"}>{t(`newsAdmin.done.${done}`)}</Notice>
        ) : null}
        <div className="flex justify-end">
          <Link to="/admin/news/new" className={buttonPrimary}>
            {t("newsAdmin.new")}
          </Link>
        </div>
        <Form
          method="get"
          role="search"
          className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 ring-1 ring-line"
        >
          <div className="min-w-48 flex-1">
            <label htmlFor="q" className="block text-sm font-medium">
              {t("newsAdmin.search")}
            </label>
            <input
              id="q"
              name="q"
              type="search"
              defaultValue={params.q}
              placeholder={t("newsAdmin.searchPlaceholder")}
              className="mt-1.5 h-11 w-full rounded-md border border-line px-3 text-sm"
            />
          </div>
          <div>
            <label htmlFor="category" className="block text-sm font-medium">
              {t("newsAdmin.category")}
            </label>
            <select id="category" name="category" defaultValue={params.category} className={select}>
              <option value="all">{t("newsAdmin.all")}</option>
              {articleCategoryValues.map((c) => (
                <option key={c} value={c}>
                  {t(`newsAdmin.categories.${c}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="status" className="block text-sm font-medium">
              {t("newsAdmin.status")}
            </label>
            <select id="status" name="status" defaultValue={params.status} className={select}>
              <option value="all">{t("newsAdmin.all")}</option>
              {(["published", "scheduled", "draft"] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`newsAdmin.states.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonPrimary}>
            {t("newsAdmin.searchButton")}
          </button>
        </Form>
        <p className="text-sm text-muted" aria-live="polite">
          {t("newsAdmin.count", { count: total })}
        </p>
        {articles.length === 0 ? (
          <p className="rounded-lg bg-white p-6 text-muted ring-1 ring-line">{t("newsAdmin.empty")}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-line">
            <table
              className="w-full text-left text-sm [&_td]:px-3 [&_th]:px-3 sm:[&_td]:px-4 sm:[&_th]:px-4"
              data-testid="article-table"
            >
              <thead className="bg-linen/70 text-xs uppercase tracking-wide text-muted">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t("newsAdmin.title")}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                    {t("newsAdmin.category")}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t("newsAdmin.status")}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                    {t("newsAdmin.date")}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">{t("newsAdmin.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {articles.map((a) => (
                  <tr key={a.id}>
                    <td className="px-4 py-3">
                      <Link to={`/admin/news/${a.id}`} className="font-medium text-ink hover:underline">
                        {a.titleSr}
                      </Link>
                      <p className="text-xs text-muted">
                        {a.titleEn || "—"} · {a.slug}
                      </p>
                      <p className="mt-0.5 flex flex-wrap gap-1.5 text-xs">
                        {a.missingEnglish ? (
                          <span className="rounded bg-danger-bg px-1.5 py-0.5 text-danger">
                            {t("newsAdmin.missingEnglish")}
                          </span>
                        ) : null}
                        {a.featured ? (
                          <span className="rounded bg-olive-50 px-1.5 py-0.5 text-olive-800">
                            {t("newsAdmin.featured")}
                          </span>
                        ) : null}
                      </p>
                    </td>
                    <td className="hidden px-4 py-3 sm:table-cell">
                      {t(`newsAdmin.categories.${a.category as (typeof articleCategoryValues)[number]}`, {
                        defaultValue: a.category,
                      })}
                    </td>
                    <td className={`px-4 py-3 ${stateClass[a.state]}`}>{t(`newsAdmin.states.${a.state}`)}</td>
                    <td className="hidden px-4 py-3 whitespace-nowrap text-muted sm:table-cell">
                      {a.state === "draft" ? "—" : date(a.publishedAt)}
                    </td>
                    <td className="px-4 py-3">
                      <Form method="post" className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
                        <input type="hidden" name="id" value={a.id} />
                        <Link to={`/admin/news/${a.id}`} className={action}>
                          {t("newsAdmin.edit")}
                        </Link>
                        <button
                          type="submit"
                          name="intent"
                          value={a.state === "published" ? "unpublish" : "publish"}
                          className={action}
                        >
                          {t(a.state === "published" ? "newsAdmin.unpublish" : "newsAdmin.publish")}
                        </button>
                        <ConfirmButton
                          name="intent"
                          value="delete"
                          className="text-sm font-medium text-danger underline underline-offset-4"
                          question={t("newsAdmin.deleteConfirm", { title: a.titleSr })}
                          yes={t("confirm.yes")}
                          cancel={t("confirm.cancel")}
                        >
                          {t("newsAdmin.delete")}
                        </ConfirmButton>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager
          page={params.page}
          total={total}
          pageSize={pageSize}
          previous={t("newsAdmin.previous")}
          next={t("newsAdmin.next")}
        />
      </div>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminReadError;
