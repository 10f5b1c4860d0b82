import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import {
  FilterSelect,
  ListEmpty,
  ListFilters,
  ListTable,
  optionsOf,
  RowActions,
  rowAction,
  SearchInput,
  wideCell,
} from "#app/components/admin/list-parts.tsx";
import { AdminReadError } from "#app/components/admin/read-error.tsx";
import { useVocabularyLabels } from "#app/components/catalogue/labels.ts";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { buttonPrimary, Notice } from "#app/components/ui/field.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import {
  deleteProduct,
  duplicateProduct,
  listAdminProducts,
  setProductStatus,
} from "#app/domain/catalogue/product-admin.server.ts";
import { runRowAction } from "#app/http/intents.server.ts";
import { useLocale } from "#app/root-data.ts";
import { productActionSchema, productListSchema } from "#app/schemas/product-form.ts";
import { type ProductType, productCategories, productTypes } from "#app/schemas/product-vocabulary.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/products";

export async function loader({ request }: Route.LoaderArgs) {
  const params = productListSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { ...(await listAdminProducts(params)), params };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(adminSessionContext).email;
  return runRowAction(request, productActionSchema, {
    delete: async (id) => ((await deleteProduct(id, actor)) ? "deleted" : null),
    duplicate: async (id) => ((await duplicateProduct(id, actor)) ? "duplicated" : null),
    publish: async (id) => ((await setProductStatus(id, "published", actor)) ? "published" : null),
    unpublish: async (id) => ((await setProductStatus(id, "draft", actor)) ? "unpublished" : null),
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.products");

const doneKeys = ["deleted", "duplicated", "published", "unpublished", "missing"] as const;

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const label = useVocabularyLabels();
  const locale = useLocale();
  const location = useLocation();
  const { products, total, pageSize, params } = loaderData;
  const done = new URLSearchParams(location.search).get("done") as (typeof doneKeys)[number] | null;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "sr-Latn-RS", {
      dateStyle: "medium",
      timeZone: "Europe/Belgrade",
    }).format(new Date(iso));
  return (
    <AdminPage title={t("pages.products")}>
      <div className="space-y-5">
        {done && doneKeys.includes(done) ? (
          <Notice tone={done === "missing" ? "danger" : "success"}>{t(`productAdmin.done.${done}`)}</Notice>
        ) : null}
        <div className="flex justify-end">
          <Link to="/admin/products/new" className={buttonPrimary}>
            {t("productAdmin.new")}
          </Link>
        </div>
        <ListFilters submit={t("productAdmin.searchButton")}>
          <SearchInput
            label={t("productAdmin.search")}
            placeholder={t("productAdmin.searchPlaceholder")}
            defaultValue={params.q}
          />
          <FilterSelect
            name="type"
            label={t("productAdmin.type")}
            defaultValue={params.type}
            all={t("productAdmin.all")}
            options={optionsOf(productTypes, (v) => label.type(v))}
          />
          <FilterSelect
            name="category"
            label={t("productAdmin.category")}
            defaultValue={params.category}
            all={t("productAdmin.all")}
            options={optionsOf(productCategories, (v) => label.category(v))}
          />
          <FilterSelect
            name="status"
            label={t("productAdmin.status")}
            defaultValue={params.status}
            all={t("productAdmin.all")}
            options={optionsOf(["published", "draft"] as const, (v) => t(`productAdmin.statuses.${v}`))}
          />
          <FilterSelect
            name="sort"
            label={t("productAdmin.sort")}
            defaultValue={params.sort}
            options={optionsOf(["updated", "name", "type", "featured"] as const, (v) =>
              t(`productAdmin.sorts.${v}`),
            )}
          />
        </ListFilters>
        <p className="text-sm text-muted" aria-live="polite">
          {t("productAdmin.count", { count: total })}
        </p>
        {products.length === 0 ? (
          <ListEmpty>{t("productAdmin.empty")}</ListEmpty>
        ) : (
          <ListTable
            testId="product-table"
            columns={[
              { label: t("productAdmin.name") },
              { label: t("productAdmin.type"), wide: true },
              { label: t("productAdmin.status") },
              { label: t("productAdmin.updated"), wide: true },
              { label: t("productAdmin.actions"), srOnly: true },
            ]}
          >
            {products.map((p) => (
              <tr key={p.id}>
                <td className="py-3">
                  <div className="flex items-center gap-3">
                    {p.imageId ? (
                      <img
                        src={`/media/${p.imageId}/320.webp`}
                        alt=""
                        width={48}
                        height={36}
                        className="hidden h-9 w-12 shrink-0 rounded object-cover sm:block"
                      />
                    ) : (
                      <span className="hidden h-9 w-12 shrink-0 rounded bg-linen sm:block" />
                    )}
                    <div>
                      <Link to={`/admin/products/${p.id}`} className="font-medium text-ink hover:underline">
                        {p.nameSr}
                      </Link>
                      <p className="text-xs text-muted">
                        {p.nameEn || "—"} · {p.id}
                      </p>
                      <p className="mt-0.5 flex flex-wrap gap-1.5 text-xs">
                        {p.missingEnglish ? (
                          <span className="rounded bg-danger-bg px-1.5 py-0.5 text-danger">
                            {t("productAdmin.missingEnglish")}
                          </span>
                        ) : null}
                        {p.isFeatured ? (
                          <span className="rounded bg-olive-50 px-1.5 py-0.5 text-olive-800">
                            {t("productAdmin.featured", { order: p.featuredOrder ?? "" })}
                          </span>
                        ) : null}
                      </p>
                    </div>
                  </div>
                </td>
                <td className={`py-3 ${wideCell}`}>{label.type(p.type as ProductType)}</td>
                <td className="py-3">
                  <span className={p.status === "published" ? "text-success" : "text-muted"}>
                    {t(`productAdmin.statuses.${p.status}`)}
                  </span>
                </td>
                <td className={`py-3 whitespace-nowrap text-muted ${wideCell}`}>{date(p.updatedAt)}</td>
                <td className="py-3">
                  <RowActions
                    id={p.id}
                    editTo={`/admin/products/${p.id}`}
                    published={p.status === "published"}
                    labels={{
                      edit: t("productAdmin.edit"),
                      publish: t("productAdmin.publish"),
                      unpublish: t("productAdmin.unpublish"),
                      delete: t("productAdmin.delete"),
                      deleteConfirm: t("productAdmin.deleteConfirm", { name: p.nameSr }),
                    }}
                  >
                    <button type="submit" name="intent" value="duplicate" className={rowAction}>
                      {t("productAdmin.duplicate")}
                    </button>
                  </RowActions>
                </td>
              </tr>
            ))}
          </ListTable>
        )}
        <Pager
          page={params.page}
          total={total}
          pageSize={pageSize}
          previous={t("productAdmin.previous")}
          next={t("productAdmin.next")}
        />
      </div>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminReadError;
