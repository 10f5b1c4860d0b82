import type { home as sr } from "../sr/home.ts";

export const home: typeof sr = {
  meta: {
    title: "Organic food from Fruška Gora",
    description:
      "Zrnce — a family workshop on Fruška Gora: organic flours, snacks, bread, cookies, spreads and pasta that are gluten-free, free of added sugar, vegan and high in protein.",
  },
  heading: "Organic food from Fruška Gora",
  intro:
    "Flours, snacks, bread, cookies, spreads and pasta from a small family workshop — gluten-free, no added sugar, vegan and high in protein.",
  ctaProducts: "Browse products",
  ctaAbout: "Meet us",
};
