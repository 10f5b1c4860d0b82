import type { about as sr } from "../sr/about.ts";

export const about: typeof sr = {
  meta: {
    title: "About us",
    description:
      "The family story of the Zrnce workshop on Fruška Gora: how we make organic gluten-free food with no added sugar, step by step.",
  },
  heading: "About us",
  intro:
    "A small family workshop on the slopes of Fruška Gora, where every batch is made by hand and with care.",
};
