import { useTranslation } from "react-i18next";
import { buttonSecondary } from "#app/components/ui/field.tsx";

/**
 * Downloads of the list as it is shown (its search and status filter, all its
 * pages): a file Excel opens as it is (`;` and a byte-order mark) or plain CSV.
 */
export function ExportLinks({ query, status }: { query: string; status: string }) {
  const { t } = useTranslation("admin");
  const href = (format: "excel" | "comma") => {
    const params = new URLSearchParams({ ...(query ? { q: query } : {}), status, format });
    return `/admin/subscribers/export.csv?${params}`;
  };
  return (
    <div data-testid="export">
      <p className="text-sm font-medium">{t("subscribers.export")}</p>
      <div className="mt-1.5 flex flex-wrap gap-2">
        <a href={href("excel")} className={buttonSecondary} download data-testid="export-excel">
          {t("subscribers.exportExcel")}
        </a>
        <a href={href("comma")} className={buttonSecondary} download data-testid="export-comma">
          {t("subscribers.exportComma")}
        </a>
      </div>
      <p className="mt-1 max-w-72 text-xs text-muted">{t("subscribers.exportHint")}</p>
    </div>
  );
}
