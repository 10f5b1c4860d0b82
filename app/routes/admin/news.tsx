import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import {
  FilterSelect,
  ListEmpty,
  ListFilters,
  ListTable,
  optionsOf,
  RowActions,
  SearchInput,
  wideCell,
} from "#app/components/admin/list-parts.tsx";
import { AdminReadError } from "#app/components/admin/read-error.tsx";
import { useVocabularyLabels } from "#app/components/catalogue/labels.ts";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { buttonPrimary, Notice } from "#app/components/ui/field.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { deleteArticle, listAdminArticles, setArticleStatus } from "#app/domain/news/article-admin.server.ts";
import { runRowAction } from "#app/http/intents.server.ts";
import { useLocale } from "#app/root-data.ts";
import { articleActionSchema, articleListSchema } from "#app/schemas/article-form.ts";
import { type NewsCategory, newsCategories } from "#app/schemas/news-filters.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/news";

export async function loader({ request }: Route.LoaderArgs) {
  const params = articleListSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { ...(await listAdminArticles(params)), params };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(adminSessionContext).email;
  return runRowAction(request, articleActionSchema, {
    delete: async (id) => ((await deleteArticle(id, actor)) ? "deleted" : null),
    publish: async (id) => ((await setArticleStatus(id, "published", actor)) ? "published" : null),
    unpublish: async (id) => ((await setArticleStatus(id, "draft", actor)) ? "unpublished" : null),
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.news");

const doneKeys = ["deleted", "published", "unpublished", "missing"] as const;

export default function AdminNews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const label = useVocabularyLabels();
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
        <ListFilters submit={t("newsAdmin.searchButton")}>
          <SearchInput
            label={t("newsAdmin.search")}
            placeholder={t("newsAdmin.searchPlaceholder")}
            defaultValue={params.q}
          />
          <FilterSelect
            name="category"
            label={t("newsAdmin.category")}
            defaultValue={params.category}
            all={t("newsAdmin.all")}
            options={optionsOf(newsCategories, (c) => label.newsCategory(c))}
          />
          <FilterSelect
            name="status"
            label={t("newsAdmin.status")}
            defaultValue={params.status}
            all={t("newsAdmin.all")}
            options={optionsOf(["published", "scheduled", "draft"] as const, (s) =>
              t(`newsAdmin.states.${s}`),
            )}
          />
        </ListFilters>
        <p className="text-sm text-muted" aria-live="polite">
          {t("newsAdmin.count", { count: total })}
        </p>
        {articles.length === 0 ? (
          <ListEmpty>{t("newsAdmin.empty")}</ListEmpty>
        ) : (
          <ListTable
            testId="article-table"
            columns={[
              { label: t("newsAdmin.title") },
              { label: t("newsAdmin.category"), wide: true },
              { label: t("newsAdmin.status") },
              { label: t("newsAdmin.date"), wide: true },
              { label: t("newsAdmin.actions"), srOnly: true },
            ]}
          >
            {articles.map((a) => (
              <tr key={a.id}>
                <td className="py-3">
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
                <td className={`py-3 ${wideCell}`}>{label.newsCategory(a.category as NewsCategory)}</td>
                <td className={`py-3 ${stateClass[a.state]}`}>{t(`newsAdmin.states.${a.state}`)}</td>
                <td className={`py-3 whitespace-nowrap text-muted ${wideCell}`}>
                  {a.state === "draft" ? "—" : date(a.publishedAt)}
                </td>
                <td className="py-3">
                  <RowActions
                    id={a.id}
                    editTo={`/admin/news/${a.id}`}
                    published={a.state === "published"}
                    labels={{
                      edit: t("newsAdmin.edit"),
                      publish: t("newsAdmin.publish"),
                      unpublish: t("newsAdmin.unpublish"),
                      delete: t("newsAdmin.delete"),
                      deleteConfirm: t("newsAdmin.deleteConfirm", { title: a.titleSr }),
                    }}
                  />
                </td>
              </tr>
            ))}
          </ListTable>
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
