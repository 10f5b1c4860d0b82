import type { ProductAvailability } from "#app/schemas/product-vocabulary.ts";
import type { Settings } from "#app/schemas/settings.ts";

// schema.org data for search engines (JSON-LD), built from the settings so
// the owner's edits reach it. Rendered by components/ui/json-ld.tsx.

const dayNames = {
  weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  saturday: ["Saturday"],
  sunday: ["Sunday"],
} as const;

const pad = (hhmm: string) => hhmm.padStart(5, "0");

export function businessJsonLd(settings: Settings, origin: string, description: string) {
  const hours = (Object.keys(dayNames) as (keyof typeof dayNames)[]).flatMap((part) => {
    const value = settings.workingHours[part];
    return value
      ? [
          {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: [...dayNames[part]],
            opens: pad(value.open),
            closes: pad(value.close),
          },
        ]
      : [];
  });
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${origin}/#business`,
    name: settings.brandName,
    description,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/favicon.svg`,
    email: settings.email,
    telephone: settings.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: settings.address.street,
      postalCode: settings.address.postalCode,
      addressLocality: settings.address.city,
      addressCountry: settings.address.country,
    },
    openingHoursSpecification: hours,
    sameAs: [settings.social.instagram, settings.social.facebook, settings.social.youtube].filter(Boolean),
  };
}

export function faqJsonLd(items: ReadonlyArray<{ question: string; answer: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** JSON for a <script> element: `<` escaped so the text can never close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const availabilityUrls: Record<ProductAvailability, string> = {
  in_stock: "https://schema.org/InStock",
  out_of_stock: "https://schema.org/OutOfStock",
  preorder: "https://schema.org/PreOrder",
};

/** A product's price as the owner gave it, and where it is sold. */
export interface ProductOfferInput {
  /** Whole dinars. */
  price: number;
  /** Prices start here ("od 690 RSD"): an AggregateOffer with this as its lowest price. */
  from: boolean;
  availability: ProductAvailability | null;
  /** The product's page at a shop, or its page here. */
  url: string;
  /** The shop the url leads to, when it is one. */
  seller: string | null;
}

/** The Offer (or, for a "from" price, the AggregateOffer) for product rich results. */
export function offerJsonLd(offer: ProductOfferInput) {
  return {
    "@type": offer.from ? "AggregateOffer" : "Offer",
    ...(offer.from ? { lowPrice: offer.price } : { price: offer.price }),
    priceCurrency: "RSD",
    availability: offer.availability ? availabilityUrls[offer.availability] : undefined,
    url: offer.url,
    seller: offer.seller ? { "@type": "Organization", name: offer.seller } : undefined,
  };
}

export function productJsonLd(product: {
  url: string;
  id: string;
  name: string;
  description: string;
  category: string;
  weightGrams: number;
  images: string[];
  brand: string;
  /** No offer without a price (nothing to show in a rich result). */
  offer?: ProductOfferInput | null;
  gtin?: string | null;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${product.url}#product`,
    url: product.url,
    sku: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    image: product.images.length > 0 ? product.images : undefined,
    brand: { "@type": "Brand", name: product.brand },
    weight: { "@type": "QuantitativeValue", value: product.weightGrams, unitCode: "GRM" },
    gtin: product.gtin || undefined,
    offers: product.offer ? offerJsonLd(product.offer) : undefined,
  };
}

/** The trail to a page, first to last, each step a name and an absolute URL. */
export function breadcrumbJsonLd(steps: ReadonlyArray<{ name: string; url: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      item: step.url,
    })),
  };
}
