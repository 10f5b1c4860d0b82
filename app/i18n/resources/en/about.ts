import type { about as sr } from "../sr/about.ts";

export const about: typeof sr = {
  meta: {
    title: "About us",
    description:
      "The family story of the {{brand}} workshop on Fruška Gora: how we make organic gluten-free food with no added sugar, step by step.",
  },
  special: {
    why: "Why does it matter?",
    close: "Close",
  },
};
