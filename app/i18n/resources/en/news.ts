import type { news as sr } from "../sr/news.ts";

export const news: typeof sr = {
  meta: {
    title: "News",
    description: "Recipes, tips, stories from the workshop and events — news from Zrnce on Fruška Gora.",
  },
  heading: "News",
  intro: "Recipes, tips and stories from our workshop.",
  categories: {
    all: "All",
    tips: "Tips",
    recipes: "Recipes",
    health: "Health",
    events: "Events",
    lifestyle: "Lifestyle",
  },
  readingTime_one: "{{count}} min read",
  readingTime_few: "{{count}} min read",
  readingTime_other: "{{count}} min read",
  latestTitle: "Latest from the workshop",
  allNews: "All news",
  readMore: "Read more",
  by: "By",
  article: {
    metaTitle: "Article",
    notFound: "Article not found",
    notFoundText: "The article you are looking for does not exist or has been removed.",
    back: "Back to news",
  },
};
