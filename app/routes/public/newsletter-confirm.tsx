import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { z } from "zod";
import { PageHero } from "#app/components/layout/page-hero.tsx";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { confirmSubscription } from "#app/domain/newsletter/subscribers.server.ts";
import { siteOrigin } from "#app/http/origin.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches } from "#app/root-data.ts";
import { brandTitle } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/newsletter-confirm";

// The link in the confirmation mail (double opt-in, issue 25 point 1; decision 0044):
// following it turns the pending address active, and this page is the visitor's
// answer. A used, expired or replaced link says so and leads back to the sign-up.
const tokenSchema = z.string().regex(/^[\w-]{16,64}$/);

export async function loader({ request }: Route.LoaderArgs) {
  const parsed = tokenSchema.safeParse(new URL(request.url).searchParams.get("token"));
  const result = parsed.success
    ? await confirmSubscription({ token: parsed.data, origin: siteOrigin(request) })
    : { status: "not-found" as const };
  return data(
    { status: result.status },
    { status: result.status === "not-found" ? 404 : 200, headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return [
    { title: brandTitle(getT(site.locale)("confirm.title"), site.brand) },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

const buttonClass =
  "mt-8 inline-flex rounded-full bg-olive-700 px-7 py-3.5 text-sm font-semibold text-cream hover:bg-olive-800";

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { status } = loaderData;
  return (
    <main id="main" tabIndex={-1}>
      <PageHero title={t("confirm.title")}>
        <div
          className="mt-6 max-w-2xl space-y-3 text-lg text-muted"
          data-testid="confirm-result"
          data-status={status}
        >
          {status === "confirmed" ? (
            <>
              <p>{t("confirm.confirmed")}</p>
              <p>{t("confirm.confirmedMore")}</p>
            </>
          ) : (
            <p>{t(status === "not-found" ? "confirm.notFound" : `confirm.${status}`)}</p>
          )}
        </div>
        {status === "confirmed" ? (
          <LocalizedLink to="/" className={buttonClass}>
            {t("confirm.home")}
          </LocalizedLink>
        ) : (
          <LocalizedLink to="/#newsletter-home" className={buttonClass} data-testid="confirm-sign-up">
            {t("confirm.signUp")}
          </LocalizedLink>
        )}
      </PageHero>
      <div className="h-16" />
    </main>
  );
}
