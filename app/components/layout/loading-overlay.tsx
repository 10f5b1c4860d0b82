import { useTranslation } from "react-i18next";

/**
 * The public loading overlay (spec §4): in the server's HTML, visible from the first
 * paint. The stylesheet lifts it and locks the page's scroll until then, with no
 * script: 2 s on a first visit, 0.8 s after a link from another page of the site,
 * not at all for another view of the same page (app/islands/arrival.ts tells which;
 * the lengths come from the settings, on <html>). The shell island marks it hidden
 * when its time is up. It lives in the public layout only, so it never shows on /admin.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
      data-state="visible"
      className="loading-overlay fixed inset-0 z-[60] flex items-center justify-center bg-cream"
    >
      <div className="flex flex-col items-center gap-4">
        <div className="flex items-end gap-2" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <span
              key={i}
              className="grain-dot block h-4 w-2.5 rounded-full bg-honey-400"
              style={{ animationDelay: `${i * 150}ms` }}
            />
          ))}
        </div>
        <p className="font-serif text-lg text-olive-700">{t("loading")}</p>
      </div>
    </div>
  );
}
