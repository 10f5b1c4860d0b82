import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { z } from "zod";
import { PageHero } from "#app/components/layout/page-hero.tsx";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { unsubscribe } from "#app/domain/newsletter/subscribers.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches } from "#app/root-data.ts";
import { brandTitle } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

// The link in every newsletter mail. A GET unsubscribes at once (one click,
// idempotent); a POST does the same for mail clients that use
// List-Unsubscribe-Post (RFC 8058).
const tokenSchema = z.string().regex(/^[\w-]{16,64}$/);

async function run(request: Request) {
  const parsed = tokenSchema.safeParse(new URL(request.url).searchParams.get("token"));
  const result = parsed.success ? await unsubscribe(parsed.data) : { status: "not-found" as const };
  return data({ status: result.status }, { status: result.status === "not-found" ? 404 : 200 });
}

export function loader({ request }: Route.LoaderArgs) {
  return run(request);
}

export function action({ request }: Route.ActionArgs) {
  return run(request);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return [
    { title: brandTitle(getT(site.locale)("unsubscribe.title"), site.brand) },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export default function NewsletterUnsubscribe({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const done = loaderData.status === "unsubscribed";
  return (
    <main id="main" tabIndex={-1}>
      <PageHero title={t("unsubscribe.title")}>
        <div className="mt-6 max-w-2xl space-y-3 text-lg text-muted" data-testid="unsubscribe-result">
          <p>{done ? t("unsubscribe.done") : t("unsubscribe.notFound")}</p>
          {done ? <p>{t("unsubscribe.again")}</p> : null}
        </div>
        <LocalizedLink
          to="/"
          className="mt-8 inline-flex rounded-full bg-olive-700 px-7 py-3.5 text-sm font-semibold text-cream hover:bg-olive-800"
        >
          {t("unsubscribe.home")}
        </LocalizedLink>
      </PageHero>
      <div className="h-16" />
    </main>
  );
}
