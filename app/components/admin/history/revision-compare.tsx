import { useTranslation } from "react-i18next";
import type { Cell, CompareRow } from "#app/schemas/revision-compare.ts";

/**
 * A revision beside the current version, field by field; the fields that differ
 * are marked. `collapseUnchanged` (a page, whose fields run to over a hundred):
 * only the changed fields in the table, the others folded away below it.
 */
export function RevisionCompare({
  rows,
  selectedTitle,
  currentTitle,
  collapseUnchanged = false,
}: {
  rows: CompareRow[];
  selectedTitle: string;
  /** The current version's column ("Trenutna verzija" unless given). */
  currentTitle?: string;
  collapseUnchanged?: boolean;
}) {
  const { t } = useTranslation("admin");
  const changed = rows.filter((r) => r.changed).length;
  const shown = collapseUnchanged ? rows.filter((r) => r.changed) : rows;
  const folded = collapseUnchanged ? rows.filter((r) => !r.changed) : [];
  const header = (
    <div className="grid grid-cols-2 gap-3 border-b border-line bg-linen/70 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted sm:grid-cols-[12rem_1fr_1fr] sm:px-4">
      <span className="hidden sm:block">{t("history.field")}</span>
      <span>{selectedTitle}</span>
      <span>{currentTitle ?? t("history.current")}</span>
    </div>
  );
  return (
    <section className="space-y-3" aria-labelledby="compare-title">
      <h2 id="compare-title" className="sr-only">
        {selectedTitle}
      </h2>
      <p className="text-sm font-medium text-ink" aria-live="polite" data-testid="differences">
        {changed ? t("history.differences", { count: changed }) : t("history.same")}
      </p>
      {shown.length ? (
        <div className="overflow-hidden rounded-lg bg-white ring-1 ring-line" data-testid="revision-compare">
          {header}
          <CompareRows rows={shown} />
        </div>
      ) : null}
      {folded.length ? (
        <details
          className="group overflow-hidden rounded-lg bg-white ring-1 ring-line"
          data-testid="unchanged"
        >
          <summary className="cursor-pointer px-3 py-2.5 text-sm font-medium text-olive-800 hover:bg-linen sm:px-4">
            {t("history.unchanged", { n: folded.length })}
          </summary>
          {header}
          <CompareRows rows={folded} />
        </details>
      ) : null}
    </section>
  );
}

function CompareRows({ rows }: { rows: CompareRow[] }) {
  const { t } = useTranslation("admin");
  return (
    <ul className="divide-y divide-line">
      {rows.map((row) => (
        <li
          key={row.path}
          data-testid="compare-row"
          data-changed={row.changed ? "1" : "0"}
          className={`grid grid-cols-2 gap-x-3 gap-y-1 px-3 py-2.5 text-sm sm:grid-cols-[12rem_1fr_1fr] sm:px-4 ${row.changed ? "bg-wheat-100" : ""}`}
        >
          <p className="col-span-2 text-xs font-medium text-muted sm:col-span-1 sm:text-sm">
            {row.label}
            {row.changed ? (
              <span className="ml-2 rounded bg-honey-700 px-1.5 py-0.5 text-[11px] font-semibold text-white">
                {t("history.changed")}
              </span>
            ) : null}
          </p>
          <CellView cell={row.selected} lang={row.lang} short={!row.changed} />
          <CellView cell={row.current} lang={row.lang} short={!row.changed} />
        </li>
      ))}
    </ul>
  );
}

/** A field's value in one version; an unchanged long text shows its first lines only (`short`). */
function CellView({ cell, lang, short }: { cell: Cell; lang?: "sr" | "en"; short: boolean }) {
  const { t } = useTranslation("admin");
  if ("images" in cell) {
    if (cell.images.length === 0) return <span className="text-muted">{t("history.none")}</span>;
    return (
      <span className="flex flex-wrap gap-1.5">
        {cell.images.map((id) => (
          <img
            key={id}
            src={`/media/${id}/320.webp`}
            alt=""
            width={64}
            height={48}
            className="h-12 w-16 rounded object-cover ring-1 ring-line"
          />
        ))}
      </span>
    );
  }
  if (!cell.text) return <span className="text-muted">{t("history.none")}</span>;
  return (
    <span
      className={`min-w-0 whitespace-pre-wrap break-words ${short ? "line-clamp-4" : ""}`}
      lang={lang === "en" ? "en" : lang === "sr" ? "sr-Latn" : undefined}
    >
      {cell.text}
    </span>
  );
}
