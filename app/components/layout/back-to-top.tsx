import { useTranslation } from "react-i18next";
import { ArrowUpIcon } from "#app/components/ui/icons.tsx";

export const backToTopThreshold = 300;

/** Shown past the threshold and followed by the shell island (app/islands/shell.ts). */
export function BackToTop() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid="back-to-top"
      data-threshold={backToTopThreshold}
      aria-label={t("backToTop")}
      hidden
      className="fixed right-5 bottom-5 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-olive-700 text-cream shadow-card ring-2 ring-cream transition-colors hover:bg-olive-800 sm:right-8 sm:bottom-8"
    >
      <ArrowUpIcon />
    </button>
  );
}
