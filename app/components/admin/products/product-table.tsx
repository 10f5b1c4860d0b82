import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  ListTable,
  RowActions,
  RowThumbnail,
  rowAction,
  wideCell,
} from "#app/components/admin/list-parts.tsx";
import { useVocabularyLabels } from "#app/components/catalogue/labels.ts";
import { useLocale } from "#app/root-data.ts";
import type { AdminProductRow } from "#app/schemas/admin-rows.ts";
import type { ProductType } from "#app/schemas/product-vocabulary.ts";

/** One page of products: name with its marks, type, status, last change, and the row's actions. */
export function ProductTable({ products }: { products: AdminProductRow[] }) {
  const { t } = useTranslation("admin");
  const label = useVocabularyLabels();
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "sr-Latn-RS", {
    dateStyle: "medium",
    timeZone: "Europe/Belgrade",
  });
  return (
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
            <ProductName product={p} />
          </td>
          <td className={`py-3 ${wideCell}`}>{label.type(p.type as ProductType)}</td>
          <td className="py-3">
            <span className={p.status === "published" ? "text-success" : "text-muted"}>
              {t(`productAdmin.statuses.${p.status}`)}
            </span>
          </td>
          <td className={`py-3 whitespace-nowrap text-muted ${wideCell}`}>
            {date.format(new Date(p.updatedAt))}
          </td>
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
                deleteConfirm: [
                  t("productAdmin.deleteConfirm", { name: p.nameSr }),
                  p.socialPosts ? t("productAdmin.deletePosts", { count: p.socialPosts }) : "",
                ].join(" "),
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
  );
}

/** The first image, both names, the address, and marks: English missing, featured. */
function ProductName({ product: p }: { product: AdminProductRow }) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex items-center gap-3">
      <RowThumbnail imageId={p.imageId} />
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
              {p.featuredOrder === null
                ? t("productAdmin.featuredUnordered")
                : t("productAdmin.featured", { order: p.featuredOrder })}
            </span>
          ) : null}
        </p>
      </div>
    </div>
  );
}
