export const contact = {
  meta: {
    title: "Kontakt",
    description: "Pišite nam ili nas pozovite: adresa, telefon, e-pošta i radno vreme radionice Zrnce.",
  },
  heading: "Kontakt",
  intro: "Imate pitanje o proizvodima, veleprodaji ili saradnji? Rado ćemo odgovoriti.",
};
