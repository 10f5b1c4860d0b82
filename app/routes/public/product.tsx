import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { Badge } from "#app/components/ui/badges.tsx";
import { formatWeight } from "#app/components/ui/format.ts";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { mediaUrl, Picture } from "#app/components/ui/picture.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { findProductRedirect } from "#app/domain/catalogue/product-admin.server.ts";
import { getPublishedProduct } from "#app/domain/catalogue/products.server.ts";
import { siteFromMatches } from "#app/root-data.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/product";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  const product = await getPublishedProduct({ id: params.id, locale });
  if (!product) {
    // An id the admin changed keeps working: a permanent redirect to the new one.
    const moved = await findProductRedirect(params.id);
    const lng = new URL(request.url).searchParams.get("lng");
    if (moved) throw redirect(`/proizvod/${encodeURIComponent(moved)}${lng === "en" ? "?lng=en" : ""}`, 301);
    throw data({ kind: "product" }, { status: 404 });
  }
  return { locale, product };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const product = loaderData?.product;
  if (!product) return [];
  return pageMeta(site, {
    title: product.name,
    description: product.shortDescription,
    path: `/proizvod/${product.id}`,
    type: "product",
    image: product.image ? mediaUrl(product.image.id, 1280, "webp") : undefined,
    imageAlt: product.image?.alt,
  });
};

/** Ingredients as on an EU label: allergens (marked **like this**) in bold. */
function Ingredients({ text }: { text: string }) {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return (
    <p className="text-base text-ink">
      {parts.map((part, i) =>
        // Odd parts are the allergens; the list never reorders, so the position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static split of one string
        i % 2 === 1 ? <strong key={i}>{part}</strong> : part,
      )}
    </p>
  );
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["products", "common"]);
  const { locale, product } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-page px-5 pt-28 pb-16 sm:px-8 sm:pt-32">
      <LocalizedLink to="/proizvodi" className="text-sm font-semibold text-olive-700 hover:text-olive-900">
        ← {t("products:detail.back")}
      </LocalizedLink>
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <div className="overflow-hidden rounded-xl bg-wheat-100 shadow-soft">
          {product.image ? (
            <Picture
              image={product.image}
              sizes="(min-width: 1024px) 50vw, 100vw"
              eager
              className="h-auto w-full"
            />
          ) : null}
        </div>
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-honey-700">
            {t(`products:types.${product.type}` as "products:types.pasta")}
          </p>
          <h1 className="mt-2 text-4xl">{product.name}</h1>
          <div className="mt-4 flex flex-wrap gap-2">
            {product.isNew ? <Badge tone="terracotta">{t("products:badges.new")}</Badge> : null}
            {product.isBestseller ? <Badge tone="honey">{t("products:badges.bestseller")}</Badge> : null}
            {product.categories.map((c) => (
              <Badge key={c} tone="wheat">
                {t(`common:categories.${c}` as "common:categories.vegan")}
              </Badge>
            ))}
          </div>
          <p className="mt-3 text-lg font-medium text-olive-700">
            {formatWeight(product.weightGrams, locale)}
          </p>
          <div className="mt-6 space-y-4 text-base text-ink/90">
            {product.description.split(/\n\n+/).map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
          </div>
          <div className="mt-8 rounded-xl bg-white p-6 ring-1 ring-line">
            <Ingredients text={product.ingredients} />
          </div>
        </div>
      </div>
    </main>
  );
}
