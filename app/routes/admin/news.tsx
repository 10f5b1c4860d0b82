import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import {
  FilterSelect,
  ListEmpty,
  ListFilters,
  optionsOf,
  SearchInput,
} from "#app/components/admin/list-parts.tsx";
import { ArticleTable } from "#app/components/admin/news/article-table.tsx";
import { AdminReadError } from "#app/components/admin/read-error.tsx";
import { useVocabularyLabels } from "#app/components/catalogue/labels.ts";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { buttonPrimary, Notice } from "#app/components/ui/field.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { deleteArticle, listAdminArticles, setArticleStatus } from "#app/domain/news/article-admin.server.ts";
import { runRowAction } from "#app/http/intents.server.ts";
import { articleActionSchema, articleListSchema } from "#app/schemas/article-form.ts";
import { newsCategories } from "#app/schemas/news-filters.ts";
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
  const location = useLocation();
  const { articles, total, pageSize, params } = loaderData;
  const done = new URLSearchParams(location.search).get("done") as (typeof doneKeys)[number] | null;
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
          <ListEmpty>
            {t(
              total === 0 && !params.q && params.category === "all" && params.status === "all"
                ? "newsAdmin.none"
                : "newsAdmin.empty",
            )}
          </ListEmpty>
        ) : (
          <ArticleTable articles={articles} />
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
