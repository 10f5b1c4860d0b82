import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { ListEmpty } from "#app/components/admin/list-parts.tsx";
import { ProductFilters } from "#app/components/admin/products/product-filters.tsx";
import { ProductTable } from "#app/components/admin/products/product-table.tsx";
import { AdminReadError } from "#app/components/admin/read-error.tsx";
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
import { productActionSchema, productListSchema } from "#app/schemas/product-form.ts";
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
  const location = useLocation();
  const { products, total, pageSize, params } = loaderData;
  const done = new URLSearchParams(location.search).get("done") as (typeof doneKeys)[number] | null;
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
        <ProductFilters params={params} />
        <p className="text-sm text-muted" aria-live="polite">
          {t("productAdmin.count", { count: total })}
        </p>
        {products.length === 0 ? (
          <ListEmpty>
            {t(
              total === 0 &&
                !params.q &&
                [params.type, params.category, params.status].every((v) => v === "all")
                ? "productAdmin.none"
                : "productAdmin.empty",
            )}
          </ListEmpty>
        ) : (
          <ProductTable products={products} />
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
