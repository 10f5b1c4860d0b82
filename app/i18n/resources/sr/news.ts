export const news = {
  meta: {
    title: "Novosti",
    description: "Recepti, saveti, priče iz radionice i događaji — novosti iz Zrnca sa Fruške gore.",
  },
  heading: "Novosti",
  intro: "Recepti, saveti i priče iz naše radionice.",
  categories: {
    all: "Sve",
    tips: "Saveti",
    recipes: "Recepti",
    health: "Zdravlje",
    events: "Događaji",
    lifestyle: "Način života",
  },
  readingTime_one: "{{count}} minut čitanja",
  readingTime_few: "{{count}} minuta čitanja",
  readingTime_other: "{{count}} minuta čitanja",
  latestTitle: "Najnovije iz radionice",
  allNews: "Sve novosti",
  readMore: "Pročitaj više",
  by: "Piše",
  article: {
    metaTitle: "Članak",
    notFound: "Članak nije pronađen",
    notFoundText: "Članak koji tražite ne postoji ili je uklonjen.",
    back: "Nazad na novosti",
  },
};
