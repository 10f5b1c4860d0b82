import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatAdminDate } from "#app/components/admin/admin-date.ts";
import { useLocale } from "#app/root-data.ts";

/**
 * The record's saved versions, newest first; the chosen one is shown beside the
 * current version. The newest is marked as the current one, or, where the
 * revisions say (a page's), the one visitors see now and the draft in progress.
 */
export function RevisionList({
  revisions,
  selectedId,
}: {
  revisions: {
    id: string;
    actor: string | null;
    createdAt: string;
    state?: "published" | "draft" | null;
  }[];
  selectedId: string | null;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const marked = revisions.some((r) => r.state !== undefined);
  const mark = (state: "published" | "draft" | null | undefined, i: number) =>
    marked
      ? state === "published"
        ? "history.publishedNow"
        : state === "draft"
          ? "history.draftNow"
          : null
      : i === 0
        ? "history.latest"
        : null;
  return (
    <nav aria-label={t("history.versions")} className="rounded-lg bg-white p-2 ring-1 ring-line">
      <h2 className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-muted">
        {t("history.versions")}
      </h2>
      <ol className="mt-1 space-y-0.5" data-testid="revision-list">
        {revisions.map((r, i) => {
          const selected = r.id === selectedId;
          const note = mark(r.state, i);
          return (
            <li key={r.id}>
              <Link
                to={`?r=${r.id}`}
                preventScrollReset
                aria-current={selected ? "true" : undefined}
                className={`block rounded-md px-2 py-1.5 text-sm ${selected ? "bg-olive-50 font-semibold text-olive-900" : "text-ink hover:bg-linen"}`}
              >
                {formatAdminDate(r.createdAt, locale, true)}
                {note ? <span className="ml-1 text-xs font-normal text-muted">({t(note)})</span> : null}
                <span className="block text-xs font-normal text-muted">
                  {r.actor ? t("history.by", { actor: r.actor }) : t("history.original")}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
