import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { linkPageButton, NewsletterLinkPage } from "#app/components/layout/newsletter-link-page.tsx";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { confirmSubscription } from "#app/domain/newsletter/subscribers.server.ts";
import { siteOrigin } from "#app/http/origin.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches } from "#app/root-data.ts";
import { linkTokenOf } from "#app/schemas/newsletter.ts";
import { unlistedPageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/newsletter-confirm";

// The link in the confirmation mail (double opt-in, issue 25 point 1; decision 0044):
// following it turns the pending address active, and this page is the visitor's
// answer. A used, expired or replaced link says so and leads back to the sign-up.

export async function loader({ request }: Route.LoaderArgs) {
  const token = linkTokenOf(request);
  const result = token
    ? await confirmSubscription({ token, origin: siteOrigin(request) })
    : { status: "not-found" as const };
  return data(
    { status: result.status },
    { status: result.status === "not-found" ? 404 : 200, headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return unlistedPageMeta(site, getT(site.locale)("confirm.title"));
};

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { status } = loaderData;
  return (
    <NewsletterLinkPage
      title={t("confirm.title")}
      answer={{
        testId: "confirm-result",
        status,
        lines:
          status === "confirmed"
            ? [t("confirm.confirmed"), t("confirm.confirmedMore")]
            : [t(status === "not-found" ? "confirm.notFound" : `confirm.${status}`)],
      }}
    >
      {status === "confirmed" ? (
        <LocalizedLink to="/" className={linkPageButton}>
          {t("confirm.home")}
        </LocalizedLink>
      ) : (
        <LocalizedLink to="/#newsletter-home" className={linkPageButton} data-testid="confirm-sign-up">
          {t("confirm.signUp")}
        </LocalizedLink>
      )}
    </NewsletterLinkPage>
  );
}
