export const about = {
  meta: {
    title: "O nama",
    description:
      "Porodična priča radionice {{brand}} sa Fruške gore: kako pravimo organsku hranu bez glutena i bez dodatog šećera, korak po korak.",
  },
  heading: "O nama",
  intro: "Mala porodična radionica na obroncima Fruške gore, gde se svaka serija pravi ručno i s pažnjom.",
  heroAlt: "Ilustracija: radni sto u radionici sa brašnom, testom i oklagijom",
  story: {
    title: "Naša priča",
    paragraphs: [
      "Pre deset godina našem sinu Luki otkrivena je celijakija. Preko noći je iz kuće nestao hleb kakav smo poznavali, a sa njim i nedeljni kolači. Milica je počela da meša brašna od heljde, prosa i leblebije, a Dragan je u garaži sklopio prvu malu peć.",
      "Komšije su počele da traže „onaj hleb za Luku“, zatim i prijatelji iz Novog Sada i Beograda. Tako je nastala radionica {{brand}}, u podnožju Fruške gore, nadomak Vrdnika.",
      "Danas nas je više, ali radimo isto kao prvog dana: u malim serijama, od organskih sirovina iz okoline, sa receptima koje prvo probamo za svojim stolom. Naša ćerka Ana vodi računa o sajmovima i radionicama, pa ćete je često sresti na štandu.",
    ],
  },
  special: {
    title: "Šta nas čini posebnim",
    intro: "Četiri odluke koje smo doneli na početku i kojih se i danas držimo.",
    why: "Zašto je to važno?",
    close: "Zatvori",
    items: [
      {
        title: "Odvojena proizvodnja bez glutena",
        text: "Proizvode bez glutena pravimo u posebnoj prostoriji, sa svojim alatom i svojim mlinom.",
        detail:
          "Za osobe sa celijakijom i mrvica običnog brašna je previše. Zato se proizvodi bez glutena ne prave ni na istom stolu ni istim alatom kao proizvodi od spelte. Svaku seriju šaljemo na analizu, a na policu ide samo ona u kojoj je glutena manje od 10 ppm — strože od zakonske granice od 20 ppm.",
      },
      {
        title: "Slatko bez dodatog šećera",
        text: "Keks i namaze zaslađujemo urmama, suvim šljivama i jabukama.",
        detail:
          "Voće uz slatkoću donosi i vlakna i pravi ukus, pa ne moramo da dodajemo ni rafinisani šećer ni veštačke zaslađivače. Na pakovanju uvek piše koliko šećera proizvod prirodno sadrži, da biste mogli da birate s pouzdanim podacima.",
      },
      {
        title: "Sirovine iz komšiluka",
        text: "Heljda i proso dolaze iz Srema, a orasi iz Lazinog voćnjaka iznad Vrdnika.",
        detail:
          "Kada znamo ko je uzgojio žito ili orahe, znamo i kako je uzgajano. Kraći put od njive do radionice znači svežije sirovine i manje transporta, a novac ostaje kod ljudi koji čuvaju Frušku goru.",
      },
      {
        title: "Male serije, ručni rad",
        text: "Pečemo onoliko koliko možemo da proverimo, i nijednu seriju ne prepuštamo mašini.",
        detail:
          "Mala serija znači da svaku turu testa vidimo svojim očima i da na policu stiže svež proizvod, a ne onaj koji mesecima čeka u magacinu. Ako nešto ne valja, saznaćemo odmah — i popraviti recept, a ne samo etiketu.",
      },
    ],
  },
  expert: {
    eyebrow: "Stručna podrška",
    title: "Jelena Kovač, nutricionistkinja",
    text1:
      "Jelena sa nama radi od prvog dana. Proverava svaki novi recept, računa nutritivne vrednosti i pazi da ono što piše na pakovanju bude tačno i razumljivo.",
    text2:
      "Na našem blogu piše o ishrani bez glutena i o tome kako da čitate deklaracije, a na sajmovima rado odgovara na pitanja posetilaca.",
    quote:
      "„Dobra hrana bez glutena ne treba da bude zamena za nešto — treba da bude dobra hrana, tačka. To je merilo koje primenjujemo na svaki recept.“",
  },
  process: {
    title: "Kako nastaju naši proizvodi",
    intro: "Od zrna do pakovanja, u četiri koraka.",
    steps: [
      {
        title: "Biramo sirovine",
        text: "Žitarice, semenke i voće kupujemo od sertifikovanih organskih proizvođača koje lično poznajemo.",
      },
      {
        title: "Meljemo i mesimo",
        text: "Brašno meljemo sami, neposredno pred upotrebu, pa testo mesimo ručno u malim turama.",
      },
      {
        title: "Pečemo i sušimo",
        text: "Pečemo na umerenoj temperaturi, a testenine i grickalice polako sušimo, da zadrže ukus.",
      },
      {
        title: "Pakujemo i proveravamo",
        text: "Pakujemo isti dan, obeležavamo broj serije i uzorak šaljemo na laboratorijsku proveru.",
      },
    ],
  },
  quality: {
    title: "Standardi kvaliteta",
    intro: "Ono što obećavamo na pakovanju, proveravamo u svakoj seriji.",
    items: [
      {
        title: "Manje od 10 ppm glutena",
        text: "Svaka serija proizvoda bez glutena ide na analizu u akreditovanu laboratoriju. Naša granica je upola stroža od zakonske.",
      },
      {
        title: "Rok trajanja od 3 do 6 meseci",
        text: "Bez konzervansa: hleb i kolači traju kraće, brašna i testenine duže. Tačan rok piše na svakom pakovanju.",
      },
      {
        title: "Sertifikovane organske sirovine",
        text: "Sve sirovine imaju sertifikat o organskoj proizvodnji, a dobavljače redovno obilazimo.",
      },
      {
        title: "Sledljivost svake serije",
        text: "Po broju serije znamo odakle je stigla svaka sirovina i kada je proizvod napravljen.",
      },
    ],
  },
};
