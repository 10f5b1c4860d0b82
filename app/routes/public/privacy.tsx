import { useTranslation } from "react-i18next";
import { PageHero } from "#app/components/layout/page-hero.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { cleanPageHtml } from "#app/domain/pages/pages.server.ts";
import { getPageForRequest } from "#app/domain/pages/previews.server.ts";
import { publicSeo } from "#app/domain/seo/share-image.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches, useRootData } from "#app/root-data.ts";
import { defaultSettings } from "#app/schemas/settings-defaults.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/privacy";

// /privatnost: the privacy policy the owner writes in "Stranice" (issue 26, point 8).
// Who to ask comes from the settings, so it follows the company's details.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  const page = await getPageForRequest(request, "privacy", locale);
  const seo = await publicSeo(page.seo, locale);
  return { page: { ...page, body: cleanPageHtml(page.body) }, seo };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const t = getT(site.locale);
  return pageMeta(site, {
    title: t("common:privacy.meta.title"),
    description: t("common:privacy.meta.description", { brand: site.brand }),
    path: "/privatnost",
    seo: loaderData?.seo,
  });
};

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const settings = useRootData()?.settings ?? defaultSettings;
  const { page } = loaderData;
  const { legalName, address } = settings.company;
  const office = `${settings.address.street}, ${settings.address.postalCode} ${settings.address.city}`;
  return (
    <main id="main" tabIndex={-1}>
      <PageHero title={page.heading} intro={page.intro} />
      <div className="mx-auto mt-12 max-w-prose px-5 text-lg">
        <div
          className="prose-article"
          data-testid="privacy-body"
          // Cleaned on the server when saved and again in the loader (cleanPageHtml).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML
          dangerouslySetInnerHTML={{ __html: page.body }}
        />
        <section
          aria-labelledby="privacy-contact"
          className="mt-12 rounded-xl bg-white p-6 text-base shadow-soft ring-1 ring-line"
          data-testid="privacy-contact"
        >
          <h2 id="privacy-contact" className="text-xl">
            {t("privacy.contactTitle")}
          </h2>
          <p className="mt-2 text-muted">{t("privacy.contactText")}</p>
          <address className="mt-3 not-italic">
            <p className="font-semibold">{legalName || settings.brandName}</p>
            <p>{address || office}</p>
            <p>
              <a className="text-olive-700 underline underline-offset-4" href={`mailto:${settings.email}`}>
                {settings.email}
              </a>
            </p>
          </address>
        </section>
      </div>
    </main>
  );
}
