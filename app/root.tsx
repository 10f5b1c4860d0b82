import { useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteError,
} from "react-router";
import { siteOrigin } from "#app/http/origin.server.ts";
import { arrivalScript } from "#app/islands/arrival.ts";
import { islandSources } from "#app/islands/manifest.server.ts";
import { isAdminPath } from "#app/islands/names.ts";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/layout/error-page.tsx";
import { useHandOverTypedText } from "./components/ui/typed-before-hydration.ts";
import { requestInfoContext } from "./context.server.ts";
import { getLocalizedPage } from "./domain/pages/pages.server.ts";
import { previewAccess, showsDraft } from "./domain/pages/previews.server.ts";
import { getSettings } from "./domain/settings/settings.server.ts";
import { cachePublicPages, keepPreviewsPrivate } from "./http/cache-middleware.server.ts";
import { type Locale, localeStorageKey } from "./i18n/config.ts";
import { inlineResourcesId, pageNamespaces } from "./i18n/page-namespaces.ts";
import { getI18n } from "./i18n/translate.ts";
import { useRootData } from "./root-data.ts";

export const middleware: Route.MiddlewareFunction[] = [keepPreviewsPrivate, cachePublicPages];

export async function loader({ request, context }: Route.LoaderArgs) {
  const info = context.get(requestInfoContext);
  const settings = await getSettings();
  const origin = siteOrigin(request);
  // The footer's words are a page text the owner edits (Stranice); every public page shows them.
  const preview = await previewAccess(request);
  const footer = await getLocalizedPage("footer", info.locale, settings.brandName, {
    draft: showsDraft(preview, "page:footer"),
  });
  return { locale: info.locale, nonce: info.nonce, origin, settings, footer, islands: islandSources() };
}

// The root data (language, settings, nonce) cannot change on a GET navigation that
// names no other language: a search, a filter, a page number or another page. Leaving
// root out keeps such a request to the page's own loader, so a failed load lands in
// that page's error state ("Try Again") instead of replacing the whole page.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // The language changes only through an explicit ?lng= (the toggle sets it); without
  // one, the cookie keeps the language the page already has.
  const nextLng = nextUrl.searchParams.get("lng");
  const sameLanguage =
    !formMethod &&
    currentUrl.href !== nextUrl.href &&
    (nextLng === null || nextLng === currentUrl.searchParams.get("lng"));
  return sameLanguage ? false : defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const locale: Locale = data?.locale ?? "sr";
  const routeIds = useMatches().map((m) => m.id);
  // A public page is server-rendered HTML with small scripts for its interactive parts
  // (islands, decision 0035): no framework in the browser. The admin is an application.
  const application = isAdminPath(useLocation().pathname);
  const overlay = data?.settings.overlay;
  return (
    <html
      lang={locale}
      dir="ltr"
      style={
        !application && overlay
          ? ({
              "--overlay-first": `${overlay.initialMs}ms`,
              "--overlay-path": `${overlay.navigationMs}ms`,
            } as React.CSSProperties)
          : undefined
      }
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf6ee" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {application ? null : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own static script, allowed by its hash
          <script dangerouslySetInnerHTML={{ __html: arrivalScript }} />
        )}
        <Meta />
        <Links />
        {application ? <InlineResources locale={locale} routeIds={routeIds} nonce={data?.nonce} /> : null}
      </head>
      <body className="min-h-screen bg-cream text-ink antialiased">
        {children}
        {application ? <Scripts nonce={data?.nonce} /> : null}
      </body>
    </html>
  );
}

/**
 * The strings this page reads, in its language only, as inert JSON: the browser
 * hydrates from them instead of downloading every namespace of both languages.
 * `<` is escaped so no string can close the script element.
 */
function InlineResources({
  locale,
  routeIds,
  nonce,
}: {
  locale: Locale;
  routeIds: string[];
  nonce?: string;
}) {
  const i18n = getI18n(locale);
  const resources = Object.fromEntries(
    pageNamespaces(routeIds).map((ns) => [ns, i18n.getResourceBundle(locale, ns) ?? {}]),
  );
  const json = JSON.stringify({ locale, resources }).replace(/</g, "\\u003c");
  return (
    <script
      id={inlineResourcesId}
      type="application/json"
      // Inert data, but every script element of ours carries the nonce, so an
      // injected one without it stands out (tests/security/rendering.test.ts).
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every < escaped
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale } = loaderData;
  const i18n = getI18n(locale);
  const location = useLocation();
  useHandOverTypedText();

  // The admin's pages are React's from here on: its buttons and dialogs answer (what
  // the end-to-end tests wait for before they click).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);

  // Keep localStorage.i18nextLng in step with the cookie the server set (spec §3).
  useEffect(() => {
    try {
      localStorage.setItem(localeStorageKey, locale);
    } catch {
      // Storage may be unavailable (private mode); the cookie still carries the choice.
    }
  }, [locale]);

  // Spec §2: the page scrolls to top on every path change (not on in-page anchors).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [location.pathname]);

  return (
    <I18nextProvider i18n={i18n}>
      <Outlet />
    </I18nextProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  const locale: Locale = data?.locale ?? "sr";
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <I18nextProvider i18n={getI18n(locale)}>
      <ErrorPage kind={notFound ? "notFound" : "error"} />
    </I18nextProvider>
  );
}
