import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";

interface Props {
  /** Spec §9: 2000 ms on first load. 0 turns the overlay off. */
  initialMs: number;
  /** Spec §9: 800 ms on each public path change. */
  navigationMs: number;
}

/**
 * The public loading overlay (spec §4). Server-rendered visible; a CSS animation
 * lifts it after `initialMs` even without JavaScript. With JavaScript it also
 * locks page scroll while shown and reappears briefly on every path change.
 * It lives in the public layout only, so it never shows on /admin.
 */
export function LoadingOverlay({ initialMs, navigationMs }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(initialMs > 0);
  const [cycle, setCycle] = useState(0);
  const firstPath = useRef(pathname);

  // First load: hide once the initial duration has passed since the page began to load,
  // not since hydration, which waits for the load event (decision 0019): the CSS has
  // been lifting the overlay on its own all along, and scroll must not stay locked after.
  useEffect(() => {
    if (initialMs <= 0) return;
    const timer = setTimeout(() => setVisible(false), Math.max(0, initialMs - performance.now()));
    return () => clearTimeout(timer);
  }, [initialMs]);

  // Each later path change: show again for the navigation duration.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    if (navigationMs <= 0) return;
    setVisible(true);
    setCycle((c) => c + 1);
    const timer = setTimeout(() => setVisible(false), navigationMs);
    return () => clearTimeout(timer);
  }, [pathname, navigationMs]);

  useEffect(() => {
    if (!visible) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, [visible]);

  if (initialMs <= 0 && cycle === 0) return null;
  const delay = cycle === 0 ? initialMs : navigationMs;

  return (
    <div
      key={cycle}
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
      data-state={visible ? "visible" : "hidden"}
      className="loading-overlay fixed inset-0 z-[60] flex items-center justify-center bg-cream"
      style={{ "--overlay-delay": `${delay}ms` } as React.CSSProperties}
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
