export const contact = {
  meta: {
    title: "Kontakt",
    description: "Pišite nam ili nas pozovite: adresa, telefon, e-pošta i radno vreme radionice {{brand}}.",
  },
  heading: "Kontakt",
  intro: "Imate pitanje o proizvodima, veleprodaji ili saradnji? Rado ćemo odgovoriti.",
  info: {
    title: "Kontakt podaci",
    address: "Adresa",
    email: "E-pošta",
    phone: "Telefon",
    openNow: "Sada radimo",
    closedNow: "Trenutno ne radimo",
    today: "Danas",
  },
  map: {
    title: "Mapa",
    notice: "Mapa se učitava sa servisa OpenStreetMap tek kada to zatražite.",
    show: "Prikaži mapu",
    openExternal: "Otvori adresu na OpenStreetMap",
    frameTitle: "Mapa sa našom adresom (OpenStreetMap)",
  },
  form: {
    title: "Pošaljite nam poruku",
    intro: "Polja označena zvezdicom su obavezna.",
    name: "Ime i prezime",
    email: "E-adresa",
    phone: "Telefon",
    optional: "(nije obavezno)",
    subject: "Tema",
    subjectPlaceholder: "Izaberite temu",
    message: "Poruka",
    product: "Pitanje o proizvodu:",
    submit: "Pošalji poruku",
    sending: "Slanje...",
    subjects: {
      general: "Opšte pitanje",
      products: "Proizvodi",
      wholesale: "Veleprodaja",
      cooperation: "Saradnja",
      other: "Ostalo",
    },
    errors: {
      nameRequired: "Ime je obavezno",
      nameTooLong: "Ime može imati najviše 100 znakova",
      emailRequired: "E-adresa je obavezna",
      emailInvalid: "E-adresa nije ispravna",
      phoneInvalid: "Telefon može sadržati samo cifre, razmake i znakove + ( ) - /",
      subjectRequired: "Tema je obavezna",
      messageRequired: "Poruka je obavezna",
      messageTooLong: "Poruka može imati najviše 5000 znakova",
    },
    successTitle: "Poruka je uspešno poslata!",
    successText: "Hvala vam što ste nam pisali. Odgovorićemo vam u najkraćem mogućem roku.",
    errorTitle: "Došlo je do greške!",
    errorText: "Pokušajte ponovo kasnije ili nas pozovite telefonom.",
  },
  faq: {
    title: "Česta pitanja",
    items: [
      {
        question: "Da li su svi vaši proizvodi bez glutena?",
        answer:
          "Nisu svi: pravimo i hleb i testenine od spelte. Proizvodi bez glutena nose jasnu oznaku, prave se u odvojenoj prostoriji i svaka serija se proverava u laboratoriji — sadrže manje od 10 ppm glutena.",
      },
      {
        question: "Koliko dugo traju vaši proizvodi?",
        answer:
          "Od 3 do 6 meseci, zavisno od proizvoda. Ne dodajemo konzervanse, pa hleb i kolači traju kraće od brašna i testenina. Tačan rok piše na svakom pakovanju.",
      },
      {
        question: "Gde mogu da kupim vaše proizvode?",
        answer:
          "U online prodavnicama čije su veze u podnožju stranice, u prodavnicama zdrave hrane sa kojima sarađujemo i na sajmovima na kojima izlažemo. Raspored sajmova objavljujemo u novostima.",
      },
      {
        question: "Da li prodajete na veliko?",
        answer:
          "Da. Prodavnicama, restoranima i vrtićima nudimo veleprodajne cene. Pošaljite nam poruku sa temom „Veleprodaja“ i javićemo vam se sa ponudom.",
      },
      {
        question: "Kako da čuvam brašna i mešavine?",
        answer:
          "Na suvom i tamnom mestu, u dobro zatvorenoj posudi. Brašna od orašastih plodova i semenki leti je najbolje držati u frižideru.",
      },
    ],
  },
};
