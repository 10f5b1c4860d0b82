import type { FieldMetadata } from "@conform-to/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "react-toastify";
import { TextAreaField } from "#app/components/admin/form/field.tsx";
import { Notice } from "#app/components/ui/field.tsx";

// The pieces the admin's content editors (products, news) share: the links
// above the form, the save notices, and the texts written in both languages.

const headerLink = "font-medium text-olive-700 underline underline-offset-4";

/**
 * Back to the list, to the public page once there is one, and to the history of
 * a saved record. A draft is seen through the preview panel (preview-panel.tsx).
 */
export function EditorLinks({
  backTo,
  back,
  viewHref,
  view,
  historyTo,
}: {
  backTo: string;
  back: string;
  /** The public page; null while it is not published. */
  viewHref: string | null;
  view: string;
  /** The record's "Istorija izmena"; none for a new record. */
  historyTo?: string | null;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="mb-4 flex flex-wrap items-center gap-4 text-sm">
      <Link to={backTo} className={headerLink}>
        ← {back}
      </Link>
      {viewHref ? (
        <a href={viewHref} target="_blank" rel="noreferrer" className={headerLink}>
          {view}
        </a>
      ) : null}
      {historyTo ? (
        <Link to={historyTo} className={headerLink}>
          {t("history.open")}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * After a save: a notice and a toast. A failed one is told by the form's error
 * summary (FormErrorSummary), which lists what to correct.
 */
export function SaveNotices({ saved, savedText }: { saved: boolean; savedText: string }) {
  useEffect(() => {
    if (saved) toast.success(savedText);
  }, [saved, savedText]);
  return saved ? <Notice tone="success">{savedText}</Notice> : null;
}

export type Bilingual = "sr" | "en";

/** One text in both languages: its label, its height, and the form's two fields. */
export interface BilingualRow {
  label: string;
  rows: number;
  sr: FieldMetadata<unknown>;
  en: FieldMetadata<unknown>;
}

const isBlank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/**
 * Serbian and English texts side by side for a Conform form (useAdminForm), each
 * text bound to its field, so its error sits beside it and what was typed comes
 * back after a failed save. The mark of a missing English text follows typing.
 */
export function BilingualFields({
  rows,
  languages,
  missing,
  headings = false,
}: {
  rows: readonly BilingualRow[];
  languages: Record<Bilingual, string>;
  missing: string;
  headings?: boolean;
}) {
  return (
    <>
      {headings ? (
        <>
          <p className="hidden text-sm font-semibold text-olive-800 sm:block">{languages.sr}</p>
          <p className="hidden text-sm font-semibold text-olive-800 sm:block">{languages.en}</p>
        </>
      ) : null}
      {rows.map((row) =>
        (["sr", "en"] as const).map((locale) => (
          <TextAreaField
            key={row[locale].name}
            field={row[locale]}
            rows={row.rows}
            label={`${row.label} · ${languages[locale]}`}
            badge={locale === "en" && isBlank(row.en.value) ? missing : undefined}
          />
        )),
      )}
    </>
  );
}
