import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { z } from "zod";
import { PageHero } from "#app/components/layout/page-hero.tsx";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { findUnsubscribeToken, unsubscribe } from "#app/domain/newsletter/subscribers.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { localizePath, siteFromMatches, useLocale } from "#app/root-data.ts";
import { brandTitle } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

// The unsubscribe link of every newsletter mail (issue 25, point 4; decision 0044).
// A GET only shows a button, since mail scanners follow links and must not
// unsubscribe anyone; the button POSTs here and the page says it is done. A mail
// client's one-click POST (RFC 8058: body List-Unsubscribe=One-Click, no session,
// no Origin or another one, let through in server/app.ts) gets a short plain answer.
const tokenSchema = z.string().regex(/^[\w-]{16,64}$/);

const tokenOf = (request: Request) => tokenSchema.safeParse(new URL(request.url).searchParams.get("token"));

/** The one-click POST is answered before any page is rendered. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    if (request.method !== "POST") return next();
    const form = await readForm(request.clone());
    if (form.get("List-Unsubscribe") !== "One-Click") return next();
    const parsed = tokenOf(request);
    const result = parsed.success ? await unsubscribe(parsed.data) : { status: "not-found" as const };
    const found = result.status === "unsubscribed";
    return new Response(found ? "Unsubscribed\n" : "Unknown link\n", {
      status: found ? 200 : 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  const parsed = tokenOf(request);
  const found = parsed.success ? await findUnsubscribeToken(parsed.data) : null;
  const token = parsed.success ? parsed.data : "";
  // An address already off the list is told so (a second visit), not asked again.
  const status = !found
    ? ("not-found" as const)
    : found.unsubscribed
      ? ("unsubscribed" as const)
      : ("ask" as const);
  return data({ status, token }, { status: found ? 200 : 404, headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = tokenOf(request);
  const result = parsed.success ? await unsubscribe(parsed.data) : { status: "not-found" as const };
  return data(
    { status: result.status },
    { status: result.status === "not-found" ? 404 : 200, headers: { "Cache-Control": "no-store" } },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return [
    { title: brandTitle(getT(site.locale)("unsubscribe.title"), site.brand) },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

const buttonClass =
  "mt-8 inline-flex rounded-full bg-olive-700 px-7 py-3.5 text-sm font-semibold text-cream hover:bg-olive-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-honey-500";

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const status = actionData?.status ?? loaderData.status;
  const token = loaderData.token;
  return (
    <main id="main" tabIndex={-1}>
      <PageHero title={t("unsubscribe.title")}>
        <div className="mt-6 max-w-2xl space-y-3 text-lg text-muted" data-testid="unsubscribe-result">
          {status === "ask" ? (
            <p>{t("unsubscribe.ask")}</p>
          ) : status === "unsubscribed" ? (
            <>
              <p>{t("unsubscribe.done")}</p>
              <p>{t("unsubscribe.again")}</p>
            </>
          ) : (
            <p>{t("unsubscribe.notFound")}</p>
          )}
        </div>
        {status === "ask" ? (
          <form
            method="post"
            action={localizePath(`/newsletter/odjava?token=${encodeURIComponent(token)}`, locale)}
          >
            <button type="submit" className={buttonClass} data-testid="unsubscribe-button">
              {t("unsubscribe.button")}
            </button>
          </form>
        ) : status === "unsubscribed" ? (
          <LocalizedLink to="/#newsletter-home" className={buttonClass} data-testid="unsubscribe-sign-up">
            {t("unsubscribe.signUp")}
          </LocalizedLink>
        ) : (
          <LocalizedLink to="/" className={buttonClass}>
            {t("unsubscribe.home")}
          </LocalizedLink>
        )}
      </PageHero>
      <div className="h-16" />
    </main>
  );
}
