import { useTranslation } from "react-i18next";
import { ExternalIcon, ShopIcon } from "#app/components/ui/icons.tsx";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";

export interface Shop {
  name: string;
  url: string;
}

/** The counting redirect to shop 1 or 2 (app/routes/resources/shop.ts), for a product or the shop's home page. */
export function shopHref(shop: number, productId?: string): string {
  return `/shop/${shop}${productId ? `?product=${encodeURIComponent(productId)}` : ""}`;
}

/** A link to one of the two online shops: a new tab, no opener, no referrer. */
export function ShopLink({
  shop,
  number,
  productId,
  linked,
  label,
  className,
}: {
  shop: Shop;
  number: number;
  productId?: string;
  /** For a product: whether it leads to the product's own page at the shop (else the shop's site). */
  linked?: boolean;
  label?: string;
  className: string;
}) {
  const { t } = useTranslation("common");
  return (
    <a
      href={shopHref(number, productId)}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      data-testid="buy-online-shop"
      data-shop-link={linked === undefined ? undefined : linked ? "product" : "search"}
    >
      <ShopIcon className="h-5 w-5 shrink-0" />
      <span>{label ?? shop.name}</span>
      <ExternalIcon className="h-4 w-4 shrink-0 opacity-70" />
      <span className="sr-only">{t("footer.opensInNewTab")}</span>
    </a>
  );
}

/** The products list's buy-online band: the two shops from the settings. */
export function OnlineShopsSection({ shops }: { shops: readonly Shop[] }) {
  const { t } = useTranslation("products");
  return (
    <section
      aria-labelledby="buy-online-title"
      className="meets-footer bg-linen/70 py-16"
      data-testid="buy-online"
    >
      <div className="mx-auto grid max-w-page items-center gap-8 px-5 sm:px-8 md:grid-cols-[1fr_auto]">
        <div>
          <h2 id="buy-online-title" className="text-3xl">
            {t("shops.title")}
          </h2>
          <p className="mt-3 max-w-xl text-muted">{t("shops.text")}</p>
          <p className="mt-3 text-sm text-muted">
            {t("shops.contact")} —{" "}
            <LocalizedLink
              to="/kontakt?subject=wholesale"
              className="font-semibold text-olive-700 underline underline-offset-4 hover:text-olive-900"
            >
              {t("shops.contactLink")}
            </LocalizedLink>
          </p>
        </div>
        <ul className="flex flex-col gap-3 sm:flex-row">
          {shops.map((shop, i) => (
            <li key={shop.url}>
              <ShopLink
                shop={shop}
                number={i + 1}
                className="inline-flex min-h-12 items-center gap-2.5 rounded-full bg-olive-700 px-6 py-3 text-sm font-semibold text-cream shadow-soft transition-colors hover:bg-olive-800"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
