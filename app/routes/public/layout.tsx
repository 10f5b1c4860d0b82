import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { BackToTop } from "#app/components/layout/back-to-top.tsx";
import { ErrorPage } from "#app/components/layout/error-page.tsx";
import { LoadingOverlay } from "#app/components/layout/loading-overlay.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { Island } from "#app/components/ui/island.tsx";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches, useRootData } from "#app/root-data.ts";
import { defaultSettings } from "#app/schemas/settings-defaults.ts";
import { brandTitle } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/layout";

/** The public shell: fixed header, footer, overlay, back-to-top (spec §2 "Layout behaviour"). */
function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const root = useRootData();
  const settings = root?.settings ?? defaultSettings;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-olive-700 px-4 py-2 text-cream focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("skipToContent")}
      </a>
      <LoadingOverlay />
      <SiteHeader brand={settings.brandName} />
      {children}
      <SiteFooter settings={settings} about={root?.footer.about ?? ""} />
      <BackToTop />
      <Island name="shell" />
    </>
  );
}

/** Pages set their own head; this one speaks only when a page failed (404 or error). */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const site = siteFromMatches(matches);
  const t = getT(site.locale);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const kind = notFound ? (error.data as { kind?: string } | null)?.kind : undefined;
  const preview = isRouteErrorResponse(error) && error.status === 410;
  const title = preview
    ? t("preview.title")
    : !notFound
      ? t("error.title")
      : kind === "product"
        ? t("products:detail.notFound")
        : kind === "article"
          ? t("news:article.notFound")
          : t("notFound.title");
  return [{ title: brandTitle(title, site.brand) }, { name: "robots", content: "noindex" }];
};

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
  // A preview link that expired or was revoked (decision 0032).
  const preview = isRouteErrorResponse(error) && error.status === 410;
  return (
    <Shell>
      <ErrorPage kind={preview ? "preview" : notFound ? "notFound" : "error"} subject={subject} />
    </Shell>
  );
}
