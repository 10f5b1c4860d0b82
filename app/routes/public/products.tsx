import { useTranslation } from "react-i18next";
import { PageHero } from "#app/components/layout/page-hero.tsx";
import { ProductCard } from "#app/components/ui/product-card.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { listPublishedProducts } from "#app/domain/catalogue/products.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches } from "#app/root-data.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/products";

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  return { locale, products: await listPublishedProducts({ locale }) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = getT(site.locale);
  return pageMeta(site, {
    title: t("products:meta.title"),
    description: t("products:meta.description"),
    path: "/proizvodi",
  });
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("products");
  const { locale, products } = loaderData;
  return (
    <main id="main" tabIndex={-1}>
      <PageHero title={t("heading")} intro={t("intro")} />
      <section className="mx-auto max-w-page px-5 py-14 sm:px-8">
        <p className="mb-6 text-sm text-muted" aria-live="polite">
          {t("count", { count: products.length })}
        </p>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {products.map((product, i) => (
            <li key={product.id}>
              <ProductCard product={product} locale={locale} eager={i < 2} />
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
