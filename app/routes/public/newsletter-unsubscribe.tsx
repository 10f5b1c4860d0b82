import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { linkPageButton, NewsletterLinkPage } from "#app/components/layout/newsletter-link-page.tsx";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { findUnsubscribeToken, unsubscribe } from "#app/domain/newsletter/subscribers.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { localizePath, siteFromMatches, useLocale } from "#app/root-data.ts";
import { linkTokenOf } from "#app/schemas/newsletter.ts";
import { unlistedPageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

// The unsubscribe link of every newsletter mail (issue 25, point 4; decision 0044).
// A GET only shows a button, since mail scanners follow links and must not
// unsubscribe anyone; the button POSTs here and the page says it is done. A mail
// client's one-click POST (RFC 8058: body List-Unsubscribe=One-Click, no session,
// no Origin or another one, let through in server/app.ts) gets a short plain answer.
/** The one-click POST is answered before any page is rendered. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    if (request.method !== "POST") return next();
    const form = await readForm(request.clone());
    if (form.get("List-Unsubscribe") !== "One-Click") return next();
    const token = linkTokenOf(request);
    const result = token ? await unsubscribe(token) : { status: "not-found" as const };
    const found = result.status === "unsubscribed";
    return new Response(found ? "Unsubscribed\n" : "Unknown link\n", {
      status: found ? 200 : 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  const token = linkTokenOf(request);
  const found = token ? await findUnsubscribeToken(token) : null;
  // An address already off the list is told so (a second visit), not asked again.
  const status = !found
    ? ("not-found" as const)
    : found.unsubscribed
      ? ("unsubscribed" as const)
      : ("ask" as const);
  return data(
    { status, token: token ?? "" },
    { status: found ? 200 : 404, headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const token = linkTokenOf(request);
  const result = token ? await unsubscribe(token) : { status: "not-found" as const };
  return data(
    { status: result.status },
    { status: result.status === "not-found" ? 404 : 200, headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return unlistedPageMeta(site, getT(site.locale)("unsubscribe.title"));
};

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const status = actionData?.status ?? loaderData.status;
  const token = loaderData.token;
  return (
    <NewsletterLinkPage
      title={t("unsubscribe.title")}
      answer={{
        testId: "unsubscribe-result",
        lines:
          status === "ask"
            ? [t("unsubscribe.ask")]
            : status === "unsubscribed"
              ? [t("unsubscribe.done"), t("unsubscribe.again")]
              : [t("unsubscribe.notFound")],
      }}
    >
      {status === "ask" ? (
        <form
          method="post"
          action={localizePath(`/newsletter/odjava?token=${encodeURIComponent(token)}`, locale)}
        >
          <button type="submit" className={linkPageButton} data-testid="unsubscribe-button">
            {t("unsubscribe.button")}
          </button>
        </form>
      ) : status === "unsubscribed" ? (
        <LocalizedLink to="/#newsletter-home" className={linkPageButton} data-testid="unsubscribe-sign-up">
          {t("unsubscribe.signUp")}
        </LocalizedLink>
      ) : (
        <LocalizedLink to="/" className={linkPageButton}>
          {t("unsubscribe.home")}
        </LocalizedLink>
      )}
    </NewsletterLinkPage>
  );
}
