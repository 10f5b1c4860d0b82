import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { formatAdminDate } from "#app/components/admin/admin-date.ts";
import { ListTable, RowThumbnail, rowAction, wideCell } from "#app/components/admin/list-parts.tsx";
import { ConfirmButton } from "#app/components/ui/confirm-button.tsx";
import { useLocale } from "#app/root-data.ts";
import { type TrashRow, trashRowKey } from "#app/schemas/trash.ts";

/** What is in the trash: the item, when it was deleted, when it goes for good, and restore or delete now. */
export function TrashTable({ items }: { items: TrashRow[] }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  return (
    <ListTable
      testId="trash-table"
      columns={[
        { label: t("trash.item") },
        { label: t("trash.deletedAt"), wide: true },
        { label: t("trash.purgeAt"), wide: true },
        { label: t("trash.actions"), srOnly: true },
      ]}
    >
      {items.map((item) => (
        <tr key={trashRowKey(item)} data-testid="trash-row">
          <td className="py-3">
            <div className="flex items-center gap-3">
              <RowThumbnail imageId={item.imageId} />
              <div className="min-w-0">
                <p className="font-medium text-ink">{item.title}</p>
                <p className="text-xs text-muted">
                  {t(`trash.kind.${item.kind}`)}
                  <span className="sm:hidden"> · {formatAdminDate(item.deletedAt, locale)}</span>
                </p>
                {item.posts ? (
                  <p className="mt-0.5 text-xs text-danger">{t("trash.posts", { count: item.posts })}</p>
                ) : null}
              </div>
            </div>
          </td>
          <td className={`py-3 whitespace-nowrap text-muted ${wideCell}`}>
            {formatAdminDate(item.deletedAt, locale, true)}
          </td>
          <td className={`py-3 whitespace-nowrap text-muted ${wideCell}`}>
            {formatAdminDate(item.purgeAt, locale)}
          </td>
          <td className="py-3">
            <Form
              method="post"
              className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2 lg:flex-nowrap"
            >
              <input type="hidden" name="id" value={trashRowKey(item)} />
              <button type="submit" name="intent" value="restore" className={rowAction}>
                {t("trash.restore")}
              </button>
              <ConfirmButton
                name="intent"
                value="deleteForever"
                className="text-sm font-medium text-danger underline underline-offset-4"
                question={t("trash.deleteForeverConfirm", { title: item.title })}
                yes={t("trash.deleteForever")}
                cancel={t("confirm.cancel")}
              >
                {t("trash.deleteForever")}
              </ConfirmButton>
            </Form>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
