import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { formatAdminDate } from "#app/components/admin/admin-date.ts";
import { buttonSecondary } from "#app/components/ui/field.tsx";
import { useLocale } from "#app/root-data.ts";
import { overwriteField, type VersionConflict, versionField } from "#app/schemas/record-version.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { discardChangesState } from "./unsaved-changes.tsx";

// A form's side of optimistic concurrency (docs/decisions/0028-record-versions.md):
// the hidden version it was loaded with, and, when a save was refused because
// someone saved a newer version, what changed and the two ways out.

/**
 * The version the form was loaded with. After a refused save it stays the one
 * the form was loaded with (the page around it may already show the newer one):
 * only "Save anyway" posts the newer version.
 */
export function VersionField({ token, conflict }: { token: string; conflict?: VersionConflict | null }) {
  return <input type="hidden" name={versionField} value={conflict?.posted ?? token} />;
}

/** Field labels by path ("sr.name", "nutrition"); a language group ("sr.", "en.") adds the language. */
export type FieldLabels = Record<string, string>;

function useLabelOf(labels: FieldLabels) {
  const { t } = useTranslation("admin");
  const languages = { sr: t("versions.serbian"), en: t("versions.english") } as Record<string, string>;
  return (path: string): string | null => {
    const parts = path.split(".");
    for (let n = parts.length; n > 0; n--) {
      const label = labels[parts.slice(0, n).join(".")];
      if (label) return label;
      const language = languages[parts[0] ?? ""];
      const inLanguage = n > 1 ? labels[parts.slice(1, n).join(".")] : undefined;
      if (language && inLanguage) return `${inLanguage} (${language})`;
    }
    return null;
  };
}

/**
 * The refused save's notice: who saved the newer version and when (Belgrade
 * time), which fields differ from what this form was loaded with, and two
 * deliberate ways out. Rendered inside the form, so "Save anyway" posts what
 * the owner typed, with the newer version.
 */
export function VersionConflictNotice({
  conflict,
  labels,
}: {
  conflict: VersionConflict;
  labels: FieldLabels;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const id = useId();
  const labelOf = useLabelOf(labels);
  const fields = [...new Set(conflict.fields.map(labelOf).filter((l): l is string => Boolean(l)))];
  const at = conflict.at ? formatAdminDate(conflict.at, locale, true) : null;
  // The page as it is now, without the "just saved" mark of an earlier save.
  const search = new URLSearchParams(location.search);
  search.delete("saved");
  const newer = `${location.pathname}${search.size ? `?${search}` : ""}`;
  return (
    <section
      role="alert"
      aria-labelledby={`${id}-title`}
      data-testid="version-conflict"
      className="space-y-3 rounded-lg border border-honey-400 bg-wheat-100 p-4 text-sm text-ink"
    >
      <h2 id={`${id}-title`} className="font-semibold text-olive-900">
        {t("versions.title")}
      </h2>
      {at ? (
        <p>{conflict.by ? t("versions.savedBy", { at, by: conflict.by }) : t("versions.savedAt", { at })}</p>
      ) : null}
      {fields.length ? <p>{t("versions.changed", { fields: fields.join(", ") })}</p> : null}
      <p>{t("versions.kept")}</p>
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={newer}
          className={buttonSecondary}
          onClick={(event) => {
            event.preventDefault();
            setAsking(true);
          }}
        >
          {t("versions.loadNewer")}
        </a>
        <button
          type="submit"
          name={overwriteField}
          value={conflict.token}
          className={buttonSecondary}
          aria-describedby={`${id}-overwrite`}
        >
          {t("versions.saveAnyway")}
        </button>
        <span id={`${id}-overwrite`} className="text-muted">
          {t("versions.saveAnywayHint")}
        </span>
      </div>
      <ConfirmDialog
        open={asking}
        title={t("versions.loadNewer")}
        question={t("versions.loadNewerQuestion")}
        yes={t("versions.loadNewerYes")}
        cancel={t("confirm.cancel")}
        onCancel={() => setAsking(false)}
        onYes={() => {
          setAsking(false);
          navigate(newer, { replace: true, state: discardChangesState });
        }}
      />
    </section>
  );
}
