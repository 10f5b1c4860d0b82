import { useTranslation } from "react-i18next";
import { ArrowUpIcon } from "#app/components/ui/icons.tsx";
import { useScrollPast } from "./use-scroll-past.ts";

export const backToTopThreshold = 300;

export function BackToTop() {
  const { t } = useTranslation();
  const visible = useScrollPast(backToTopThreshold);
  return (
    <button
      type="button"
      data-testid="back-to-top"
      aria-label={t("backToTop")}
      hidden={!visible}
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
      className="fixed right-5 bottom-5 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-olive-700 text-cream shadow-card transition-colors hover:bg-olive-800 sm:right-8 sm:bottom-8"
    >
      <ArrowUpIcon />
    </button>
  );
}
