import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pagePaths } from "#app/components/admin/pages/page-spec.ts";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { getPageForEditor } from "#app/domain/pages/pages.server.ts";
import { missingEnglish, pageKeys } from "#app/schemas/pages.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/pages";

// /admin/pages ("Stranice"): the pages whose words and pictures the owner edits,
// each with what awaits: unpublished changes, English texts not yet written.

export async function loader() {
  const pages = await Promise.all(
    pageKeys.map(async (key) => {
      const page = await getPageForEditor(key);
      return {
        key,
        hasDraft: page.draftSavedAt !== null,
        missingEnglish: missingEnglish(page.values).length,
      };
    }),
  );
  return { pages };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.sitePages");

export default function Pages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <AdminPage title={t("pages.sitePages")}>
      <p className="mb-6 max-w-2xl text-sm text-muted">{t("pageEditor.intro")}</p>
      <ul className="divide-y divide-line rounded-lg bg-white ring-1 ring-line" data-testid="page-list">
        {loaderData.pages.map((page) => (
          <li key={page.key} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
            <div>
              <Link
                to={`/admin/pages/${page.key}`}
                className="font-semibold text-olive-800 underline-offset-4 hover:underline"
              >
                {t(`pageEditor.pages.${page.key}`)}
              </Link>
              <p className="mt-1 flex flex-wrap gap-2 text-xs">
                {page.hasDraft ? (
                  <span className="rounded bg-honey-100 px-1.5 py-0.5 text-olive-900">
                    {t("pageEditor.unpublished")}
                  </span>
                ) : null}
                {page.missingEnglish ? (
                  <span className="rounded bg-danger-bg px-1.5 py-0.5 text-danger">
                    {t("pageEditor.missingEnglish", { count: page.missingEnglish })}
                  </span>
                ) : null}
              </p>
            </div>
            <div className="flex gap-4 text-sm">
              {pagePaths[page.key] ? (
                <a
                  href={pagePaths[page.key] ?? undefined}
                  target="_blank"
                  rel="noreferrer"
                  className="text-olive-700 underline-offset-4 hover:underline"
                >
                  {t("pageEditor.viewOnSite")}
                </a>
              ) : null}
              <Link
                to={`/admin/pages/${page.key}`}
                className="font-semibold text-olive-700 underline-offset-4 hover:underline"
              >
                {t("pageEditor.edit")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
