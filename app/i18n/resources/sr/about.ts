export const about = {
  meta: {
    title: "O nama",
    description:
      "Porodična priča radionice {{brand}} sa Fruške gore: kako pravimo organsku hranu bez glutena i bez dodatog šećera, korak po korak.",
  },
  special: {
    why: "Zašto je to važno?",
    close: "Zatvori",
  },
};
