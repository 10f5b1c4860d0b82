import { useTranslation } from "react-i18next";
import type { Locale } from "#app/i18n/config.ts";
import { Badge } from "./badges.tsx";
import { formatWeight } from "./format.ts";
import { LocalizedLink } from "./localized-link.tsx";
import { Picture, type PictureImage } from "./picture.tsx";
import { Availability, type ProductPriceData, usePriceText } from "./product-offer.tsx";

export interface ProductCardData extends ProductPriceData {
  id: string;
  type: string;
  name: string;
  shortDescription: string;
  weightGrams: number;
  isNew: boolean;
  isBestseller: boolean;
  categories: string[];
  image: PictureImage | null;
}

export function ProductCard({
  product,
  locale,
  eager = false,
  dense = false,
}: {
  product: ProductCardData;
  locale: Locale;
  eager?: boolean;
  /** Two to a row on a phone (the products list): smaller text and padding below 640 px. */
  dense?: boolean;
}) {
  const { t } = useTranslation(["products", "common"]);
  const price = usePriceText(product, locale);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-soft ring-1 ring-line transition-shadow hover:shadow-card">
      <div className="relative aspect-[4/3] overflow-hidden bg-wheat-100">
        {product.image ? (
          <Picture
            image={product.image}
            sizes={
              dense
                ? "(min-width: 1280px) 25vw, (min-width: 640px) 50vw, 50vw"
                : "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            }
            eager={eager}
            className="h-full w-full object-cover transition-transform duration-500 ease-calm group-hover:scale-[1.03]"
          />
        ) : null}
        <div
          className={`absolute flex flex-wrap gap-1.5 ${dense ? "top-2 right-2 left-2 sm:top-3 sm:right-3 sm:left-3" : "top-3 left-3"}`}
        >
          {product.isNew ? <Badge tone="terracotta">{t("products:badges.new")}</Badge> : null}
          {product.isBestseller ? <Badge tone="honey">{t("products:badges.bestseller")}</Badge> : null}
        </div>
      </div>
      <div className={`flex flex-1 flex-col ${dense ? "p-3 sm:p-5" : "p-5"}`}>
        <p
          className={`text-xs font-semibold uppercase text-honey-700 ${dense ? "tracking-[0.06em] sm:tracking-[0.12em]" : "tracking-[0.12em]"}`}
        >
          {t(`products:types.${product.type}` as "products:types.pasta")}
        </p>
        <h3 className={`mt-1.5 leading-snug ${dense ? "text-lg hyphens-auto sm:text-xl" : "text-xl"}`}>
          <LocalizedLink
            to={`/proizvod/${product.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.name}
          </LocalizedLink>
        </h3>
        <p className="mt-2 line-clamp-2 text-sm text-muted">{product.shortDescription}</p>
        <div className="mt-auto pt-4">
          <div className="flex flex-wrap gap-1.5">
            {product.categories.map((c) => (
              <Badge key={c} tone="wheat">
                {t(`common:categories.${c}` as "common:categories.vegan")}
              </Badge>
            ))}
          </div>
          {/* Price and availability when the owner gave them; the weight always, on the right. */}
          <div className="mt-4 border-t border-line pt-3">
            <div className={`flex items-baseline ${dense ? "flex-wrap gap-x-3" : "gap-3"}`}>
              {price ? (
                <p
                  className={`leading-tight font-semibold text-olive-900 ${dense ? "text-base sm:text-lg" : "text-lg"}`}
                  data-testid="card-price"
                >
                  {price}
                </p>
              ) : null}
              <span className="ml-auto shrink-0 text-sm font-medium text-olive-700">
                {formatWeight(product.weightGrams, locale)}
              </span>
            </div>
            {product.availability ? (
              <Availability availability={product.availability} className="mt-0.5 text-xs text-muted" />
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}
