export const products = {
  meta: {
    title: "Proizvodi",
    description:
      "Organska brašna, grickalice, hleb i prezle, keks i slatkiši, namazi i testenine — bez glutena, bez dodatog šećera, veganski i proteinski.",
  },
  heading: "Naši proizvodi",
  intro: "Sve što pravimo u radionici na Fruškoj gori, na jednom mestu.",
  types: {
    flourMixes: "Brašna i smeše",
    snacks: "Grickalice",
    breadBreadcrumbs: "Hleb i prezle",
    cookiesSweets: "Keks i slatkiši",
    spreads: "Namazi",
    pasta: "Testenine",
  },
  badges: { new: "Novo", bestseller: "Najprodavanije" },
  card: { view: "Pogledaj proizvod" },
  featuredTitle: "Izdvojeni proizvodi",
  featuredIntro: "Ono što naši kupci najčešće vraćaju u korpu.",
  allProducts: "Svi proizvodi",
  count_one: "{{count}} proizvod",
  count_few: "{{count}} proizvoda",
  count_other: "{{count}} proizvoda",
  detail: {
    metaTitle: "Proizvod",
    notFound: "Proizvod nije pronađen",
    notFoundText: "Proizvod koji tražite ne postoji ili više nije u ponudi.",
    back: "Nazad na proizvode",
  },
};
