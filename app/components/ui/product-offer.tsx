import { useTranslation } from "react-i18next";
import type { Locale } from "#app/i18n/config.ts";
import type { ProductAvailability } from "#app/schemas/product-vocabulary.ts";
import { formatPrice } from "./format.ts";

/** What a product costs as the owner entered it: whole dinars, and whether prices start there. */
export interface ProductPriceData {
  priceRsd: number | null;
  priceFrom: boolean;
  availability: ProductAvailability | null;
}

/** "390 RSD", "od 690 RSD", or null when the price is the shop's. */
export function usePriceText(product: ProductPriceData, locale: Locale): string | null {
  const { t } = useTranslation("products");
  if (product.priceRsd === null) return null;
  const price = formatPrice(product.priceRsd, locale);
  return product.priceFrom ? t("price.from", { price }) : price;
}

const dots: Record<ProductAvailability, string> = {
  in_stock: "bg-success",
  out_of_stock: "bg-terracotta-500",
  preorder: "bg-honey-500",
};

/** In stock, out of stock or seasonal: a small coloured dot and the words (the colour alone says nothing). */
export function Availability({
  availability,
  className = "",
}: {
  availability: ProductAvailability;
  className?: string;
}) {
  const { t } = useTranslation("products");
  return (
    <span
      className={`inline-flex items-center gap-1.5 ${className}`}
      data-testid="product-availability"
      data-availability={availability}
    >
      <span aria-hidden="true" className={`h-2 w-2 shrink-0 rounded-full ${dots[availability]}`} />
      {t(`availability.${availability}`)}
    </span>
  );
}
