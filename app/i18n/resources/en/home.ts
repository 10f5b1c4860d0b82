import type { home as sr } from "../sr/home.ts";

export const home: typeof sr = {
  meta: {
    title: "Organic food from Fruška Gora",
    description:
      "{{brand}}, a family workshop on Fruška Gora: organic flours, snacks, bread, cookies, spreads and pasta, gluten-free, sugar-free, vegan and high in protein.",
  },
  hero: {
    label: "Highlights",
    previous: "Previous slide",
    next: "Next slide",
    pause: "Pause the slideshow",
    play: "Play the slideshow",
    goTo: "Show slide {{number}}",
    slideOf: "Slide {{number}} of {{total}}",
  },
  categories: {
    browse: "Browse",
  },
};
