export const home = {
  meta: {
    title: "Organska hrana sa Fruške gore",
    description:
      "{{brand}} — porodična radionica sa Fruške gore: organska brašna, grickalice, hleb, keks, namazi i testenine bez glutena, bez dodatog šećera, veganski i proteinski.",
  },
  hero: {
    label: "Istaknuto",
    previous: "Prethodni slajd",
    next: "Sledeći slajd",
    pause: "Zaustavi smenjivanje slajdova",
    play: "Pokreni smenjivanje slajdova",
    goTo: "Prikaži slajd {{number}}",
    slideOf: "Slajd {{number}} od {{total}}",
  },
  categories: {
    browse: "Pogledajte",
  },
};
