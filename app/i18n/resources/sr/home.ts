export const home = {
  meta: {
    title: "Organska hrana sa Fruške gore",
    description:
      "{{brand}} — porodična radionica sa Fruške gore: organska brašna, grickalice, hleb, keks, namazi i testenine bez glutena, bez dodatog šećera, veganski i proteinski.",
  },
  heading: "Organska hrana sa Fruške gore",
  intro:
    "Brašna, grickalice, hleb, keks, namazi i testenine iz male porodične radionice — bez glutena, bez dodatog šećera, veganski i proteinski.",
  ctaProducts: "Pogledajte proizvode",
  ctaAbout: "Upoznajte nas",
  hero: {
    label: "Istaknuto",
    slides: [
      {
        eyebrow: "Organska radionica sa Fruške gore",
        title: "Organska hrana sa Fruške gore",
        text: "Brašna, grickalice, hleb, keks, namazi i testenine iz male porodične radionice — bez glutena, bez dodatog šećera, veganski i proteinski.",
        cta: "Pogledajte proizvode",
        alt: "Ilustracija: brežuljci Fruške gore sa njivama i voćnjacima u toplom jutarnjem svetlu",
      },
      {
        eyebrow: "Ručni rad, male serije",
        title: "Svaka serija nastaje u našoj radionici",
        text: "Sami meljemo, mesimo i pečemo, a proizvode bez glutena pravimo u posebnoj prostoriji. Zato tačno znamo šta je u svakom pakovanju.",
        cta: "Upoznajte nas",
        alt: "Ilustracija: radni sto u radionici sa brašnom, testom i oklagijom",
      },
      {
        eyebrow: "Za miran jutarnji sto",
        title: "Doručak bez glutena, bez kompromisa",
        text: "Hleb, namazi od orašastih plodova i keks zaslađen voćem — doručak koji će voleti cela porodica.",
        cta: "Proizvodi bez glutena",
        alt: "Ilustracija: sto za doručak sa hlebom, teglom namaza i činijom keksa",
      },
    ],
    previous: "Prethodni slajd",
    next: "Sledeći slajd",
    pause: "Zaustavi smenjivanje slajdova",
    play: "Pokreni smenjivanje slajdova",
    goTo: "Prikaži slajd {{number}}",
    slideOf: "Slajd {{number}} od {{total}}",
  },
  categories: {
    title: "Izaberite po svojoj meri",
    intro: "Svaki proizvod nosi jasnu oznaku, pa lako nalazite ono što vama i vašoj porodici odgovara.",
    items: {
      glutenFree: "Brašna, hleb i testenine koje mirno može da jede i ko ne sme ni mrvicu glutena.",
      sugarFree: "Keks i namazi zaslađeni voćem, bez dodatog šećera.",
      vegan: "Bez jaja, mleka i meda — samo biljne sirovine.",
      protein: "Grickalice i mešavine sa više proteina, od semenki i mahunarki.",
    },
    browse: "Pogledajte",
  },
  story: {
    eyebrow: "Naša priča",
    title: "Sve je počelo za porodičnim stolom",
    text1:
      "Kada je Luki, sinu Milice i Dragana Petrovića, pre deset godina otkrivena celijakija, roditelji su u sopstvenoj kuhinji počeli da traže hleb i kolače koji će biti dobri kao bakini — samo bez glutena.",
    text2:
      "Od tih prvih pokušaja nastala je radionica {{brand}} u podnožju Fruške gore. I danas sve pravimo u malim serijama, od organskih sirovina iz okoline, kao da pravimo za svoj sto.",
    signature: "Milica i Dragan Petrović, osnivači",
    cta: "Pročitajte celu priču",
    imageAlt: "Ilustracija: sto za doručak sa hlebom, teglom namaza i činijom keksa",
  },
  why: {
    title: "Zašto baš mi",
    intro: "Četiri stvari od kojih ne odustajemo, ma koliko serija napravili.",
    items: [
      {
        title: "Organske sirovine",
        text: "Žitarice, semenke i voće biramo od sertifikovanih organskih proizvođača, većinom iz Srema.",
      },
      {
        title: "Zaista bez glutena",
        text: "Proizvode bez glutena pravimo u odvojenoj prostoriji i svaku seriju proveravamo u laboratoriji: ispod 10 ppm.",
      },
      {
        title: "Bez dodatog šećera",
        text: "U proizvodima bez šećera slatkoću daju urme, suve šljive i jabuke, a ne rafinisani šećer ni zaslađivači.",
      },
      {
        title: "Iz komšiluka",
        text: "Orasi stižu iz voćnjaka našeg komšije Laze iznad Vrdnika, brašno meljemo sami.",
      },
    ],
  },
  testimonials: {
    title: "Šta kažu naši kupci",
    items: [
      {
        quote:
          "Prvi put posle dijagnoze moja ćerka je na rođendanu jela isti kolač kao i druga deca. Heljdino brašno je sada stalno u našoj kuhinji.",
        author: "Marija Stojanović",
        role: "mama devojčice sa celijakijom, Novi Sad",
      },
      {
        quote:
          "Proteinske grickalice nosim na svaku dužu vožnju po Fruškoj gori. Kratak spisak sastojaka, a sve što piše — to i jeste unutra.",
        author: "Nenad Jovanović",
        role: "rekreativni biciklista, Beograd",
      },
      {
        quote:
          "Kupci se vraćaju po keks od heljde i rogača i pitaju kada stiže nova serija. Sa porodicom Petrović se uvek lepo dogovorimo.",
        author: "Vesna Tomić",
        role: "vlasnica prodavnice zdrave hrane, Sremska Kamenica",
      },
    ],
  },
  partners: {
    title: "Sarađujemo sa",
    intro: "Proizvođači i prodavnice sa kojima delimo iste vrednosti.",
    items: [
      { name: "Lazin voćnjak", role: "orasi i jabuke, Vrdnik" },
      { name: "Mlin Kovilj", role: "organska heljda i proso" },
      { name: "Zdrava korpa", role: "online prodavnica" },
      { name: "Eko pijaca", role: "online prodavnica" },
      { name: "Zadruga Sremski salaš", role: "semenke i mahunarke" },
    ],
  },
  newsletter: {
    title: "Recepti i novosti iz radionice",
    text: "Jednom mesečno šaljemo recepte, najave novih proizvoda i pozive na sajmove. Odjavljujete se jednim klikom.",
  },
  latest: {
    title: "Najnovije iz radionice",
  },
  cta: {
    title: "Imate pitanje ili želite veće količine?",
    text: "Pišite nam za veleprodaju, saradnju ili savet o proizvodu — odgovaramo u toku radnog dana.",
    contact: "Kontaktirajte nas",
    products: "Pogledajte proizvode",
  },
};
