import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useLocation } from "react-router";
import { AdminReadError } from "#app/components/admin/read-error.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { ConfirmButton } from "#app/components/ui/confirm-button.tsx";
import { buttonPrimary, Notice } from "#app/components/ui/field.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { recordAudit } from "#app/domain/audit/audit.server.ts";
import {
  deleteProduct,
  duplicateProduct,
  listAdminProducts,
  setProductStatus,
} from "#app/domain/catalogue/product-admin.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches, useLocale } from "#app/root-data.ts";
import { pagePathOf } from "#app/schemas/admin-lists.ts";
import {
  productActionSchema,
  productCategoryValues,
  productListSchema,
  productTypeValues,
} from "#app/schemas/product-form.ts";
import { brandTitle } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/products";

export async function loader({ request }: Route.LoaderArgs) {
  const params = productListSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { ...(await listAdminProducts(params)), params };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const form = await request.formData();
  const parsed = productActionSchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) return data({ error: true }, { status: 400 });
  const { intent, id } = parsed.data;
  let done: string = "missing";
  let entityId = id;
  if (intent === "delete" && (await deleteProduct(id))) done = "deleted";
  if (intent === "publish" && (await setProductStatus(id, "published"))) done = "published";
  if (intent === "unpublish" && (await setProductStatus(id, "draft"))) done = "unpublished";
  if (intent === "duplicate") {
    const copy = await duplicateProduct(id);
    if (copy) {
      done = "duplicated";
      entityId = copy;
    }
  }
  if (done !== "missing")
    await recordAudit({
      actor: session.email,
      action: intent,
      entity: "product",
      entityId,
      detail: { from: id },
    });
  throw redirect(pagePathOf(request, { done }));
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return [
    { title: brandTitle(getT(site.locale)("admin:pages.products"), site.brand) },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

const select = "mt-1.5 h-11 rounded-md border border-line bg-white px-3 text-sm";
const doneKeys = ["deleted", "duplicated", "published", "unpublished", "missing"] as const;

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const location = useLocation();
  const { products, total, pageSize, params } = loaderData;
  const done = new URLSearchParams(location.search).get("done") as (typeof doneKeys)[number] | null;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "sr-Latn-RS", {
      dateStyle: "medium",
      timeZone: "Europe/Belgrade",
    }).format(new Date(iso));
  const action = "text-sm font-medium text-olive-700 underline underline-offset-4 hover:text-olive-900";
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
        <Form
          method="get"
          role="search"
          className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 ring-1 ring-line"
        >
          <div className="min-w-48 flex-1">
            <label htmlFor="q" className="block text-sm font-medium">
              {t("productAdmin.search")}
            </label>
            <input
              id="q"
              name="q"
              type="search"
              defaultValue={params.q}
              placeholder={t("productAdmin.searchPlaceholder")}
              className="mt-1.5 h-11 w-full rounded-md border border-line px-3 text-sm"
            />
          </div>
          <div>
            <label htmlFor="type" className="block text-sm font-medium">
              {t("productAdmin.type")}
            </label>
            <select id="type" name="type" defaultValue={params.type} className={select}>
              <option value="all">{t("productAdmin.all")}</option>
              {productTypeValues.map((v) => (
                <option key={v} value={v}>
                  {t(`productAdmin.types.${v}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="category" className="block text-sm font-medium">
              {t("productAdmin.category")}
            </label>
            <select id="category" name="category" defaultValue={params.category} className={select}>
              <option value="all">{t("productAdmin.all")}</option>
              {productCategoryValues.map((v) => (
                <option key={v} value={v}>
                  {t(`productAdmin.categories.${v}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="status" className="block text-sm font-medium">
              {t("productAdmin.status")}
            </label>
            <select id="status" name="status" defaultValue={params.status} className={select}>
              <option value="all">{t("productAdmin.all")}</option>
              <option value="published">{t("productAdmin.statuses.published")}</option>
              <option value="draft">{t("productAdmin.statuses.draft")}</option>
            </select>
          </div>
          <div>
            <label htmlFor="sort" className="block text-sm font-medium">
              {t("productAdmin.sort")}
            </label>
            <select id="sort" name="sort" defaultValue={params.sort} className={select}>
              {(["updated", "name", "type", "featured"] as const).map((v) => (
                <option key={v} value={v}>
                  {t(`productAdmin.sorts.${v}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonPrimary}>
            {t("productAdmin.searchButton")}
          </button>
        </Form>
        <p className="text-sm text-muted" aria-live="polite">
          {t("productAdmin.count", { count: total })}
        </p>
        {products.length === 0 ? (
          <p className="rounded-lg bg-white p-6 text-muted ring-1 ring-line">{t("productAdmin.empty")}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-line">
            <table
              className="w-full text-left text-sm [&_td]:px-3 [&_th]:px-3 sm:[&_td]:px-4 sm:[&_th]:px-4"
              data-testid="product-table"
            >
              <thead className="bg-linen/70 text-xs uppercase tracking-wide text-muted">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t("productAdmin.name")}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                    {t("productAdmin.type")}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t("productAdmin.status")}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                    {t("productAdmin.updated")}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">{t("productAdmin.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {products.map((p) => (
                  <tr key={p.id}>
                    <td className="px-4 py-3">
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
                          <Link
                            to={`/admin/products/${p.id}`}
                            className="font-medium text-ink hover:underline"
                          >
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
                    <td className="hidden px-4 py-3 sm:table-cell">
                      {t(`productAdmin.types.${p.type as (typeof productTypeValues)[number]}`, {
                        defaultValue: p.type,
                      })}
                    </td>
                    <td className="px-4 py-3">
                      <span className={p.status === "published" ? "text-success" : "text-muted"}>
                        {t(`productAdmin.statuses.${p.status}`)}
                      </span>
                    </td>
                    <td className="hidden px-4 py-3 whitespace-nowrap text-muted sm:table-cell">
                      {date(p.updatedAt)}
                    </td>
                    <td className="px-4 py-3">
                      <Form method="post" className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
                        <input type="hidden" name="id" value={p.id} />
                        <Link to={`/admin/products/${p.id}`} className={action}>
                          {t("productAdmin.edit")}
                        </Link>
                        <button type="submit" name="intent" value="duplicate" className={action}>
                          {t("productAdmin.duplicate")}
                        </button>
                        <button
                          type="submit"
                          name="intent"
                          value={p.status === "published" ? "unpublish" : "publish"}
                          className={action}
                        >
                          {t(p.status === "published" ? "productAdmin.unpublish" : "productAdmin.publish")}
                        </button>
                        <ConfirmButton
                          name="intent"
                          value="delete"
                          className="text-sm font-medium text-danger underline underline-offset-4"
                          question={t("productAdmin.deleteConfirm", { name: p.nameSr })}
                          yes={t("confirm.yes")}
                          cancel={t("confirm.cancel")}
                        >
                          {t("productAdmin.delete")}
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
          previous={t("productAdmin.previous")}
          next={t("productAdmin.next")}
        />
      </div>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminReadError;
