import type { home as sr } from "../sr/home.ts";

export const home: typeof sr = {
  meta: {
    title: "Organic food from Fruška Gora",
    description:
      "{{brand}} — a family workshop on Fruška Gora: organic flours, snacks, bread, cookies, spreads and pasta that are gluten-free, free of added sugar, vegan and high in protein.",
  },
  heading: "Organic food from Fruška Gora",
  intro:
    "Flours, snacks, bread, cookies, spreads and pasta from a small family workshop — gluten-free, no added sugar, vegan and high in protein.",
  ctaProducts: "See our products",
  ctaAbout: "Meet us",
  hero: {
    label: "Highlights",
    slides: [
      {
        eyebrow: "An organic workshop on Fruška Gora",
        title: "Organic food from Fruška Gora",
        text: "Flours, snacks, bread, cookies, spreads and pasta from a small family workshop — gluten-free, no added sugar, vegan and high in protein.",
        cta: "See our products",
        alt: "Illustration: the hills of Fruška Gora with fields and orchards in warm morning light",
      },
      {
        eyebrow: "Made by hand, in small batches",
        title: "Every batch is made in our own workshop",
        text: "We mill, knead and bake ourselves, and make our gluten-free products in a separate room. That is how we know exactly what is in every pack.",
        cta: "Meet us",
        alt: "Illustration: a workshop table with flour, dough and a rolling pin",
      },
      {
        eyebrow: "For a calm breakfast table",
        title: "Gluten-free breakfast, no compromises",
        text: "Bread, nut spreads and cookies sweetened with fruit — a breakfast the whole family will love.",
        cta: "Gluten-free products",
        alt: "Illustration: a breakfast table with bread, a jar of spread and a bowl of cookies",
      },
    ],
    previous: "Previous slide",
    next: "Next slide",
    pause: "Pause the slideshow",
    play: "Play the slideshow",
    goTo: "Show slide {{number}}",
    slideOf: "Slide {{number}} of {{total}}",
  },
  categories: {
    title: "Choose what suits you",
    intro: "Every product is clearly labelled, so you can easily find what suits you and your family.",
    items: {
      glutenFree: "Flours, bread and pasta that are safe even for those who cannot have a crumb of gluten.",
      sugarFree: "Cookies and spreads sweetened with fruit, with no added sugar.",
      vegan: "No eggs, milk or honey — plant ingredients only.",
      protein: "Snacks and mixes with more protein, made from seeds and pulses.",
    },
    browse: "Browse",
  },
  story: {
    eyebrow: "Our story",
    title: "It all started at the family table",
    text1:
      "When Luka, the son of Milica and Dragan Petrović, was diagnosed with coeliac disease ten years ago, his parents began searching their own kitchen for bread and cakes as good as grandma's — only without gluten.",
    text2:
      "Those first attempts grew into the {{brand}} workshop at the foot of Fruška Gora. We still make everything in small batches, from organic ingredients grown nearby, as if we were making it for our own table.",
    signature: "Milica and Dragan Petrović, founders",
    cta: "Read the whole story",
    imageAlt: "Illustration: a breakfast table with bread, a jar of spread and a bowl of cookies",
  },
  why: {
    title: "Why choose us",
    intro: "Four things we never give up on, however many batches we make.",
    items: [
      {
        title: "Organic ingredients",
        text: "We buy grains, seeds and fruit from certified organic growers, most of them in Srem.",
      },
      {
        title: "Truly gluten-free",
        text: "Our gluten-free products are made in a separate room, and every batch is tested in a laboratory: below 10 ppm.",
      },
      {
        title: "No added sugar",
        text: "In our sugar-free products sweetness comes from dates, prunes and apples — never refined sugar or sweeteners.",
      },
      {
        title: "From our neighbours",
        text: "Walnuts come from our neighbour Laza's orchard above Vrdnik, and we mill our own flour.",
      },
    ],
  },
  testimonials: {
    title: "What our customers say",
    items: [
      {
        quote:
          "For the first time since the diagnosis, my daughter ate the same cake as the other children at a birthday party. Buckwheat flour now has a permanent place in our kitchen.",
        author: "Marija Stojanović",
        role: "mother of a girl with coeliac disease, Novi Sad",
      },
      {
        quote:
          "I take the protein snacks on every long ride around Fruška Gora. A short list of ingredients, and what it says is exactly what's inside.",
        author: "Nenad Jovanović",
        role: "weekend cyclist, Belgrade",
      },
      {
        quote:
          "Customers come back for the buckwheat and carob biscuits and ask when the next batch arrives. Working with the Petrović family is always easy.",
        author: "Vesna Tomić",
        role: "owner of a health food shop, Sremska Kamenica",
      },
    ],
  },
  partners: {
    title: "We work with",
    intro: "Growers and shops who share our values.",
    items: [
      { name: "Lazin voćnjak", role: "walnuts and apples, Vrdnik" },
      { name: "Mlin Kovilj", role: "organic buckwheat and millet" },
      { name: "Zdrava korpa", role: "online shop" },
      { name: "Eko pijaca", role: "online shop" },
      { name: "Zadruga Sremski salaš", role: "seeds and pulses" },
    ],
  },
  newsletter: {
    title: "Recipes and news from the workshop",
    text: "Once a month we send recipes, news of new products and invitations to fairs. Unsubscribe with one click.",
  },
  latest: {
    title: "Latest from the workshop",
  },
  cta: {
    title: "A question, or looking for larger quantities?",
    text: "Write to us about wholesale, working together or advice on a product — we reply within a working day.",
    contact: "Contact us",
    products: "See our products",
  },
};
