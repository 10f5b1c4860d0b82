import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { BackToTop } from "#app/components/layout/back-to-top.tsx";
import { ErrorPage } from "#app/components/layout/error-page.tsx";
import { LoadingOverlay } from "#app/components/layout/loading-overlay.tsx";
import { NavigationProgress } from "#app/components/layout/navigation-progress.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { useRootData } from "#app/root-data.ts";
import { defaultSettings } from "#app/schemas/settings-defaults.ts";

/** The public shell: fixed header, footer, overlay, back-to-top (spec §2 "Layout behaviour"). */
function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const settings = useRootData()?.settings ?? defaultSettings;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-olive-700 px-4 py-2 text-cream focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("skipToContent")}
      </a>
      <LoadingOverlay initialMs={settings.overlay.initialMs} navigationMs={settings.overlay.navigationMs} />
      <NavigationProgress />
      <SiteHeader brand={settings.brandName} />
      {children}
      <SiteFooter settings={settings} />
      <BackToTop />
    </>
  );
}

export default function PublicLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const subject = notFound ? (error.data as { kind?: "product" | "article" } | null)?.kind : undefined;
  return (
    <Shell>
      <ErrorPage kind={notFound ? "notFound" : "error"} subject={subject} />
    </Shell>
  );
}
