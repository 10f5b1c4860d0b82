import type { about as sr } from "../sr/about.ts";

export const about: typeof sr = {
  meta: {
    title: "About us",
    description:
      "The family story of the {{brand}} workshop on Fruška Gora: how we make organic gluten-free food with no added sugar, step by step.",
  },
  heading: "About us",
  intro:
    "A small family workshop on the slopes of Fruška Gora, where every batch is made by hand and with care.",
  heroAlt: "Illustration: a workshop table with flour, dough and a rolling pin",
  story: {
    title: "Our story",
    paragraphs: [
      "Ten years ago our son Luka was diagnosed with coeliac disease. Overnight, the bread we knew disappeared from our home, and with it our Sunday cakes. Milica started blending buckwheat, millet and chickpea flours, and Dragan built our first small oven in the garage.",
      "Neighbours began asking for “that bread for Luka”, then friends from Novi Sad and Belgrade. That is how the {{brand}} workshop began, at the foot of Fruška Gora, just outside Vrdnik.",
      "There are more of us today, but we work just as we did on the first day: in small batches, from organic ingredients grown nearby, with recipes we first try at our own table. Our daughter Ana looks after fairs and workshops, so you will often meet her at our stand.",
    ],
  },
  special: {
    title: "What makes us special",
    intro: "Four decisions we made at the start and still stand by.",
    why: "Why does it matter?",
    close: "Close",
    items: [
      {
        title: "Separate gluten-free production",
        text: "Our gluten-free products are made in a separate room, with their own tools and their own mill.",
        detail:
          "For people with coeliac disease, even a crumb of ordinary flour is too much. So gluten-free products are never made on the same table or with the same tools as our spelt products. Every batch is sent for analysis, and only batches with less than 10 ppm of gluten reach the shelf — stricter than the legal limit of 20 ppm.",
      },
      {
        title: "Sweet without added sugar",
        text: "We sweeten our cookies and spreads with dates, prunes and apples.",
        detail:
          "Fruit brings fibre and real flavour along with sweetness, so we need neither refined sugar nor artificial sweeteners. The pack always says how much sugar the product naturally contains, so you can choose with reliable information.",
      },
      {
        title: "Ingredients from our neighbours",
        text: "Buckwheat and millet come from Srem, and walnuts from Laza's orchard above Vrdnik.",
        detail:
          "When we know who grew the grain or the walnuts, we know how they were grown. A shorter way from field to workshop means fresher ingredients and less transport, and the money stays with the people who look after Fruška Gora.",
      },
      {
        title: "Small batches, made by hand",
        text: "We bake only as much as we can check, and we never leave a batch to a machine.",
        detail:
          "A small batch means we see every round of dough with our own eyes and that the shelf gets a fresh product, not one that has waited in a warehouse for months. If something is wrong, we know at once — and fix the recipe, not just the label.",
      },
    ],
  },
  expert: {
    eyebrow: "Expert support",
    title: "Jelena Kovač, nutritionist",
    text1:
      "Jelena has worked with us since day one. She checks every new recipe, calculates the nutrition values and makes sure that what the pack says is accurate and easy to understand.",
    text2:
      "On our blog she writes about gluten-free eating and how to read food labels, and at fairs she is happy to answer visitors' questions.",
    quote:
      "“Good gluten-free food shouldn't be a substitute for something — it should simply be good food. That is the standard we apply to every recipe.”",
  },
  process: {
    title: "How our products are made",
    intro: "From grain to pack, in four steps.",
    steps: [
      {
        title: "We choose the ingredients",
        text: "We buy grains, seeds and fruit from certified organic growers we know personally.",
      },
      {
        title: "We mill and knead",
        text: "We mill our own flour just before use, then knead the dough by hand in small rounds.",
      },
      {
        title: "We bake and dry",
        text: "We bake at moderate temperatures and dry pasta and snacks slowly, so they keep their flavour.",
      },
      {
        title: "We pack and check",
        text: "We pack on the same day, mark the batch number and send a sample for laboratory testing.",
      },
    ],
  },
  quality: {
    title: "Quality standards",
    intro: "What we promise on the pack, we check in every batch.",
    items: [
      {
        title: "Less than 10 ppm of gluten",
        text: "Every batch of gluten-free products is analysed in an accredited laboratory. Our limit is twice as strict as the legal one.",
      },
      {
        title: "A shelf life of 3 to 6 months",
        text: "No preservatives: bread and cakes keep for less time, flours and pasta for longer. The exact date is on every pack.",
      },
      {
        title: "Certified organic ingredients",
        text: "Every ingredient is certified organic, and we visit our suppliers regularly.",
      },
      {
        title: "Every batch traceable",
        text: "From the batch number we know where each ingredient came from and when the product was made.",
      },
    ],
  },
};
