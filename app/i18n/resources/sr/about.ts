export const about = {
  meta: {
    title: "O nama",
    description:
      "Porodična priča radionice Zrnce sa Fruške gore: kako pravimo organsku hranu bez glutena i bez dodatog šećera, korak po korak.",
  },
  heading: "O nama",
  intro: "Mala porodična radionica na obroncima Fruške gore, gde se svaka serija pravi ručno i s pažnjom.",
};
