import type { products as sr } from "../sr/products.ts";

export const products: typeof sr = {
  meta: {
    title: "Products",
    description:
      "Organic flours, snacks, bread and breadcrumbs, cookies and sweets, spreads and pasta — gluten-free, no added sugar, vegan and high in protein.",
  },
  heading: "Our products",
  intro: "Everything we make in our Fruška Gora workshop, in one place.",
  types: {
    flourMixes: "Flours & mixes",
    snacks: "Snacks",
    breadBreadcrumbs: "Bread & breadcrumbs",
    cookiesSweets: "Cookies & sweets",
    spreads: "Spreads",
    pasta: "Pasta",
  },
  badges: { new: "New", bestseller: "Bestseller" },
  card: { view: "View product" },
  featuredTitle: "Featured products",
  featuredIntro: "The ones our customers put back in the basket most often.",
  allProducts: "All products",
  count_one: "{{count}} product",
  count_few: "{{count}} products",
  count_other: "{{count}} products",
  detail: {
    metaTitle: "Product",
    notFound: "Product not found",
    notFoundText: "The product you are looking for does not exist or is no longer available.",
    back: "Back to products",
  },
};
