import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { NutritionTable } from "#app/components/catalogue/nutrition-table.tsx";
import { ShopLink } from "#app/components/catalogue/online-shops.tsx";
import { ErrorPage } from "#app/components/layout/error-page.tsx";
import { Badge } from "#app/components/ui/badges.tsx";
import { formatWeight } from "#app/components/ui/format.ts";
import { MailIcon } from "#app/components/ui/icons.tsx";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { LoadError } from "#app/components/ui/load-error.tsx";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { mediaUrl, Picture } from "#app/components/ui/picture.tsx";
import { ProductCard } from "#app/components/ui/product-card.tsx";
import { Availability, usePriceText } from "#app/components/ui/product-offer.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { getProductPage } from "#app/domain/catalogue/products.server.ts";
import { draftAllowed, previewParam } from "#app/domain/pages/previews.server.ts";
import type { Locale } from "#app/i18n/config.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches, useRootData } from "#app/root-data.ts";
import {
  categorySlugs,
  type ProductCategory,
  type ProductType,
  typeSlugs,
} from "#app/schemas/product-vocabulary.ts";
import type { Settings } from "#app/schemas/settings.ts";
import { defaultSettings } from "#app/schemas/settings-defaults.ts";
import { isOnShopDomain } from "#app/schemas/shop-link.ts";
import { brandTitle, localizedUrl, pageMeta } from "#app/seo/page-meta.ts";
import { breadcrumbJsonLd, productJsonLd } from "#app/seo/structured-data.ts";
import type { Route } from "./+types/product";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  if (params.id.length > 200) throw data({ kind: "product" }, { status: 404 });
  const draft = await draftAllowed(request, `product:${params.id}`);
  const page = await getProductPage({ id: params.id, locale, draft });
  if (page.status === "moved") {
    // An id the admin changed keeps working: one permanent hop to the current one, in the same language.
    // A preview keeps its ?pregled= (a share link follows its product to the new id) and is
    // not permanent: a preview's address is temporary and may move again.
    const url = new URL(request.url);
    const query = new URLSearchParams();
    const preview = url.searchParams.get(previewParam);
    if (preview !== null) query.set(previewParam, preview);
    if (url.searchParams.get("lng") === "en") query.set("lng", "en");
    const search = query.size ? `?${query}` : "";
    throw redirect(`/proizvod/${encodeURIComponent(page.id)}${search}`, preview === null ? 301 : 302);
  }
  if (page.status === "missing") throw data({ kind: "product" }, { status: 404 });
  return { locale, product: page.product, similar: page.similar };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  const site = siteFromMatches(matches);
  const product = loaderData?.product;
  if (!product) {
    const t = getT(site.locale);
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    const previewGone = isRouteErrorResponse(error) && error.status === 410;
    return [
      {
        title: brandTitle(
          previewGone
            ? t("preview.title")
            : notFound
              ? t("products:detail.notFound")
              : t("products:detail.errorTitle"),
          site.brand,
        ),
      },
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta(site, {
    title: product.name,
    description: product.shortDescription,
    path: `/proizvod/${product.id}`,
    type: "product",
    image: product.image,
    seo: product.seo,
  });
};

/** Ingredients as on an EU label: allergens (marked **like this**) in bold. */
function Ingredients({ text }: { text: string }) {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return (
    <p className="text-base text-ink" data-testid="ingredients">
      {parts.map((part, i) =>
        // Odd parts are the allergens; the list never reorders, so the position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static split of one string
        i % 2 === 1 ? <strong key={i}>{part}</strong> : part,
      )}
    </p>
  );
}

type Product = Route.ComponentProps["loaderData"]["product"];

/**
 * The product's own page at each shop of the settings, or null where it has none
 * there: the same rule as the /shop/{n} redirect, so a button that says "buy"
 * leads to the product and one that says "search" to the shop's site.
 */
function shopPages(product: Product, shops: Settings["shops"]): (string | null)[] {
  return shops.map((shop, i) => {
    const own = product.shopUrls[i] ?? null;
    return own && isOnShopDomain(own, shop.url) ? own : null;
  });
}

function structuredData(
  product: Product,
  site: { origin: string; brand: string; locale: Locale },
  shops: Settings["shops"],
) {
  const t = getT(site.locale);
  const url = localizedUrl(site.origin, `/proizvod/${product.id}`, site.locale);
  // The offer leads where the product can be bought: its page at the first shop that has one, else here.
  const pages = shopPages(product, shops);
  const sold = pages.findIndex((page) => page !== null);
  const offer =
    product.priceRsd === null
      ? null
      : {
          price: product.priceRsd,
          from: product.priceFrom,
          availability: product.availability,
          url: sold === -1 ? url : pages[sold]!,
          seller: sold === -1 ? null : (shops[sold]?.name ?? null),
        };
  return [
    productJsonLd({
      url,
      id: product.id,
      name: product.name,
      description: product.shortDescription,
      category: t(`products:types.${product.type as ProductType}`),
      weightGrams: product.weightGrams,
      images: product.image
        ? [1280, 640].map((w) => `${site.origin}${mediaUrl(product.image!.id, w, "webp")}`)
        : [],
      brand: site.brand,
      offer,
      gtin: product.gtin,
    }),
    breadcrumbJsonLd([
      { name: t("products:detail.home"), url: localizedUrl(site.origin, "/", site.locale) },
      { name: t("products:meta.title"), url: localizedUrl(site.origin, "/proizvodi", site.locale) },
      { name: product.name, url },
    ]),
  ];
}

/** The price (or "price at the shop") and the availability, under the short description. */
function PriceAndAvailability({ product, locale }: { product: Product; locale: Locale }) {
  const { t } = useTranslation("products");
  const price = usePriceText(product, locale);
  return (
    <div className="mt-6" data-testid="product-price">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        {price ? (
          <p className="font-serif text-3xl font-semibold text-olive-900" data-testid="product-price-value">
            <span className="sr-only">{t("price.label")}: </span>
            {price}
          </p>
        ) : (
          <p className="text-base font-semibold text-olive-800" data-testid="product-price-value">
            {t("price.atShop")}
          </p>
        )}
        {product.availability ? (
          <Availability
            availability={product.availability}
            className="rounded-full bg-white px-3 py-1 text-sm font-medium text-ink ring-1 ring-line"
          />
        ) : null}
      </div>
      {price ? <p className="mt-1.5 text-xs text-muted">{t("detail.priceNote")}</p> : null}
    </div>
  );
}

function BackToProducts() {
  const { t } = useTranslation("products");
  // The shell island points it at the list the visitor came from, filters and all.
  return (
    <LocalizedLink
      to="/proizvodi"
      data-back-to="products"
      className="inline-flex min-h-11 items-center text-sm font-semibold text-olive-700 hover:text-olive-900"
      data-testid="back-to-products"
    >
      ← {t("detail.back")}
    </LocalizedLink>
  );
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["products", "common"]);
  const { locale, product, similar } = loaderData;
  const root = useRootData();
  const settings = root?.settings ?? defaultSettings;
  const site = { origin: root?.origin ?? "", brand: settings.brandName, locale };
  const glutenFree = product.categories.includes("glutenFree");
  const certificate = settings.certificate;
  const pages = shopPages(product, settings.shops);
  const outOfStock = product.availability === "out_of_stock";
  const section = "text-2xl";
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-page px-5 pt-26 pb-16 sm:px-8 sm:pt-30">
      {structuredData(product, site, settings.shops).map((item) => (
        <JsonLd key={item["@type"]} data={item} />
      ))}
      <BackToProducts />
      <article aria-labelledby="product-title" className="mt-4">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div className="overflow-hidden rounded-xl bg-wheat-100 shadow-soft lg:sticky lg:top-24">
            {product.image ? (
              <Picture
                image={product.image}
                sizes="(min-width: 1216px) 584px, (min-width: 1024px) 48vw, calc(100vw - 2.5rem)"
                eager
                className="h-auto w-full"
              />
            ) : null}
          </div>
          <div>
            <LocalizedLink
              to={`/proizvodi?type=${typeSlugs[product.type as ProductType]}`}
              className="text-xs font-semibold uppercase tracking-[0.14em] text-honey-700 hover:underline"
            >
              {t(`types.${product.type as ProductType}`)}
            </LocalizedLink>
            <h1 id="product-title" className="mt-2 text-4xl sm:text-5xl">
              {product.name}
            </h1>
            {product.isNew || product.isBestseller ? (
              <div className="mt-4 flex flex-wrap gap-2" data-testid="product-badges">
                {product.isNew ? <Badge tone="terracotta">{t("badges.new")}</Badge> : null}
                {product.isBestseller ? <Badge tone="honey">{t("badges.bestseller")}</Badge> : null}
              </div>
            ) : null}
            <p className="mt-5 text-lg text-muted">{product.shortDescription}</p>
            <PriceAndAvailability product={product} locale={locale} />
            <dl className="mt-6 grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-3 text-sm">
              <dt className="font-semibold text-olive-800">{t("detail.weight")}</dt>
              <dd className="text-base font-medium text-ink" data-testid="product-weight">
                {formatWeight(product.weightGrams, locale)}
              </dd>
              <dt className="font-semibold text-olive-800">{t("detail.categories")}</dt>
              <dd>
                <ul className="flex flex-wrap gap-1.5">
                  {product.categories.map((c) => (
                    <li key={c}>
                      <LocalizedLink
                        to={`/proizvodi?category=${categorySlugs[c as ProductCategory]}`}
                        className="inline-flex rounded-full bg-wheat-100 px-2.5 py-1 text-xs font-semibold text-olive-800 ring-1 ring-wheat-300 hover:bg-wheat-200"
                      >
                        {t(`common:categories.${c as ProductCategory}`)}
                      </LocalizedLink>
                    </li>
                  ))}
                </ul>
              </dd>
              {product.isOrganic && (certificate.body || certificate.number) ? (
                <>
                  <dt className="font-semibold text-olive-800">{t("detail.organicCertificate")}</dt>
                  <dd className="text-ink" data-testid="organic-certificate">
                    {certificate.body}
                    {certificate.body && certificate.number ? ", " : ""}
                    {/* A certificate number is one word: it does not break at its hyphens. */}
                    {certificate.number ? (
                      <span className="whitespace-nowrap">
                        {t("detail.certificateNumber", { number: certificate.number })}
                      </span>
                    ) : null}
                  </dd>
                </>
              ) : null}
            </dl>
            {glutenFree ? (
              <p
                className="mt-6 rounded-lg bg-olive-50 px-4 py-3 text-sm font-medium text-olive-800 ring-1 ring-olive-100"
                data-testid="gluten-claim"
              >
                {t("detail.glutenClaim")}
              </p>
            ) : null}

            <section
              aria-labelledby="buy-title"
              className="mt-8 rounded-xl bg-white p-6 shadow-soft ring-1 ring-line"
              data-testid="product-buy"
            >
              <h2 id="buy-title" className="text-xl">
                {t("detail.buyTitle")}
              </h2>
              <p className="mt-1.5 text-sm text-muted">
                {t(outOfStock ? "detail.buyTextOut" : "detail.buyText")}
              </p>
              <ul className="mt-4 flex flex-col gap-2.5 sm:flex-row sm:flex-wrap">
                {settings.shops.map((shop, i) => (
                  <li key={shop.url}>
                    <ShopLink
                      shop={shop}
                      number={i + 1}
                      productId={product.id}
                      // Its own page there: "buy" ("check" while we have none); otherwise
                      // the shop's site, to search for it.
                      linked={pages[i] !== null}
                      label={t(
                        pages[i] === null
                          ? "detail.searchAt"
                          : outOfStock
                            ? "detail.checkAt"
                            : "detail.buyAt",
                        { shop: shop.name },
                      )}
                      className={`inline-flex min-h-12 w-full items-center gap-2.5 rounded-full px-5 py-3 text-sm font-semibold transition-colors sm:w-auto ${
                        pages[i] !== null && !outOfStock
                          ? "bg-olive-700 text-cream hover:bg-olive-800"
                          : "bg-white text-olive-800 ring-1 ring-olive-300 hover:bg-olive-50"
                      }`}
                    />
                  </li>
                ))}
              </ul>
              <div className="mt-5 border-t border-line pt-4">
                <p className="text-sm text-muted">{t("detail.contactText")}</p>
                <LocalizedLink
                  to={`/kontakt?subject=products&product=${encodeURIComponent(product.id)}`}
                  className="mt-2 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-olive-700 underline-offset-4 hover:text-olive-900 hover:underline"
                  data-testid="contact-for-order"
                >
                  <MailIcon className="h-5 w-5" />
                  {t("detail.contactForOrder")}
                </LocalizedLink>
              </div>
            </section>
          </div>
        </div>

        <div className="mt-14 grid gap-x-12 gap-y-10 lg:grid-cols-[1.35fr_1fr]">
          <div className="space-y-10">
            <section aria-labelledby="about-title">
              <h2 id="about-title" className={section}>
                {t("detail.descriptionTitle")}
              </h2>
              <div className="mt-4 space-y-4 text-base text-ink/90" data-testid="product-description">
                {product.description.split(/\n\n+/).map((p) => (
                  <p key={p.slice(0, 48)}>{p}</p>
                ))}
              </div>
            </section>
            <section aria-labelledby="ingredients-title">
              <h2 id="ingredients-title" className={section}>
                {t("detail.ingredientsTitle")}
              </h2>
              <div className="mt-4 rounded-xl bg-white p-5 ring-1 ring-line">
                <Ingredients text={product.ingredients} />
                {product.ingredients.includes("**") ? (
                  <p className="mt-2 text-xs text-muted">{t("detail.allergenHint")}</p>
                ) : null}
              </div>
            </section>
            <section aria-labelledby="allergens-title" data-testid="allergens">
              <h2 id="allergens-title" className={section}>
                {t("detail.allergensTitle")}
              </h2>
              {product.contains.length === 0 && product.mayContain.length === 0 ? (
                <p className="mt-4 text-base">{t("detail.noAllergens")}</p>
              ) : (
                <dl className="mt-4 space-y-2 text-base">
                  {product.contains.length > 0 ? (
                    <div>
                      <dt className="inline font-semibold text-olive-800">{t("detail.contains")}: </dt>
                      <dd className="inline">
                        {product.contains.map((a) => t(`allergens.${a}` as "allergens.gluten")).join(", ")}
                      </dd>
                    </div>
                  ) : null}
                  {product.mayContain.length > 0 ? (
                    <div>
                      <dt className="inline font-semibold text-olive-800">{t("detail.mayContain")}: </dt>
                      <dd className="inline">
                        {product.mayContain.map((a) => t(`allergens.${a}` as "allergens.gluten")).join(", ")}
                      </dd>
                    </div>
                  ) : null}
                </dl>
              )}
            </section>
          </div>
          <div className="space-y-10">
            <section aria-labelledby="nutrition-title" className="rounded-xl bg-white p-6 ring-1 ring-line">
              <h2 id="nutrition-title" className={section}>
                {t("detail.nutritionTitle")}
              </h2>
              <div className="mt-3">
                <NutritionTable nutrition={product.nutrition} locale={locale} />
              </div>
            </section>
            <section aria-labelledby="shelf-life-title">
              <h2 id="shelf-life-title" className={section}>
                {t("detail.shelfLifeTitle")}
              </h2>
              <p className="mt-4 text-base" data-testid="shelf-life">
                {t("detail.shelfLife")}
              </p>
              <p className="mt-2 text-base text-muted">{t("detail.storage")}</p>
            </section>
          </div>
        </div>
      </article>

      {similar.length > 0 ? (
        <section aria-labelledby="similar-title" className="below-fold mt-20" data-testid="similar-products">
          <h2 id="similar-title" className="text-3xl">
            {t("detail.similarTitle")}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {similar.map((item) => (
              <li key={item.id}>
                <ProductCard product={item} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("products");
  if (isRouteErrorResponse(error) && error.status === 404)
    return <ErrorPage kind="notFound" subject="product" />;
  // A share link that expired or was withdrawn (decision 0032): its own page, as elsewhere.
  if (isRouteErrorResponse(error) && error.status === 410) return <ErrorPage kind="preview" />;
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-page px-5 pt-26 pb-16 sm:px-8 sm:pt-30">
      <BackToProducts />
      <h1 className="sr-only">{t("detail.errorTitle")}</h1>
      <div className="mt-10">
        <LoadError message={t("loadError")} retryLabel={t("retry")} />
      </div>
    </main>
  );
}
