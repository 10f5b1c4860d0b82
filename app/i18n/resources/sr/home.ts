export const home = {
  meta: {
    title: "Organska hrana sa Fruške gore",
    description:
      "Zrnce — porodična radionica sa Fruške gore: organska brašna, grickalice, hleb, keks, namazi i testenine bez glutena, bez dodatog šećera, veganski i proteinski.",
  },
  heading: "Organska hrana sa Fruške gore",
  intro:
    "Brašna, grickalice, hleb, keks, namazi i testenine iz male porodične radionice — bez glutena, bez dodatog šećera, veganski i proteinski.",
  ctaProducts: "Pogledajte proizvode",
  ctaAbout: "Upoznajte nas",
};
