import { useTranslation } from "react-i18next";
import { PageHero } from "#app/components/layout/page-hero.tsx";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches } from "#app/root-data.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = getT(site.locale);
  return pageMeta(site, {
    title: t("about:meta.title"),
    description: t("about:meta.description"),
    path: "/o-nama",
  });
};

export default function About() {
  const { t } = useTranslation("about");
  return (
    <main id="main" tabIndex={-1}>
      <PageHero title={t("heading")} intro={t("intro")} />
    </main>
  );
}
