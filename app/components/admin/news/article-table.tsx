import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListTable, RowActions, wideCell } from "#app/components/admin/list-parts.tsx";
import { useVocabularyLabels } from "#app/components/catalogue/labels.ts";
import { useLocale } from "#app/root-data.ts";
import type { AdminArticleRow } from "#app/schemas/admin-rows.ts";
import type { NewsCategory } from "#app/schemas/news-filters.ts";

const stateClass = { draft: "text-muted", scheduled: "text-honey-700", published: "text-success" } as const;

/** The news list's rows: title and marks, category, state, publication time (Belgrade), actions. */
export function ArticleTable({ articles }: { articles: AdminArticleRow[] }) {
  const { t } = useTranslation("admin");
  const label = useVocabularyLabels();
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "sr-Latn-RS", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Belgrade",
  });
  return (
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
            {a.state === "draft" || !a.publishedAt ? "—" : date.format(new Date(a.publishedAt))}
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
                deleteConfirm: [
                  t("newsAdmin.deleteConfirm", { title: a.titleSr }),
                  a.socialPosts ? t("newsAdmin.deletePosts", { count: a.socialPosts }) : "",
                ].join(" "),
              }}
            />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
