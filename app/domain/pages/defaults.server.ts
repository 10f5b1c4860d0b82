import type { PageContent, PageKey } from "#app/schemas/pages.ts";
import { emptySeo } from "#app/schemas/seo.ts";

// The site's words and pictures before the owner changes any (the texts the site
// shipped with): what a page shows while it has no row of its own, and what the
// demo seed stores with its artwork. Pictures are chosen by the seed.

export const pageDefaults: { [K in PageKey]: PageContent<K> } = {
  home: {
    hero: {
      slides: [
        {
          // Not the header's tagline ("Organska radionica sa Fruške gore"): the two sit
          // one above the other on the first screen (issue 26, point 9).
          eyebrow: {
            sr: "Zdrava hrana, pravljena s pažnjom",
            en: "Wholesome food, made with care",
          },
          title: {
            sr: "Organska hrana sa Fruške gore",
            en: "Organic food from Fruška Gora",
          },
          text: {
            sr: "Brašna, grickalice, hleb, keks, namazi i testenine iz male porodične radionice — bez glutena, bez dodatog šećera, veganski i proteinski.",
            en: "Flours, snacks, bread, cookies, spreads and pasta from a small family workshop — gluten-free, no added sugar, vegan and high in protein.",
          },
          cta: {
            sr: "Pogledajte proizvode",
            en: "See our products",
          },
          link: "/proizvodi",
          image: null,
          alt: {
            sr: "Ilustracija: brežuljci Fruške gore sa njivama i voćnjacima u toplom jutarnjem svetlu",
            en: "Illustration: the hills of Fruška Gora with fields and orchards in warm morning light",
          },
        },
        {
          eyebrow: {
            sr: "Ručni rad, male serije",
            en: "Made by hand, in small batches",
          },
          title: {
            sr: "Svaka serija nastaje u našoj radionici",
            en: "Every batch is made in our own workshop",
          },
          text: {
            sr: "Sami meljemo, mesimo i pečemo, a proizvode bez glutena pravimo u posebnoj prostoriji. Zato tačno znamo šta je u svakom pakovanju.",
            en: "We mill, knead and bake ourselves, and make our gluten-free products in a separate room. That is how we know exactly what is in every pack.",
          },
          cta: {
            sr: "Upoznajte nas",
            en: "Meet us",
          },
          link: "/o-nama",
          image: null,
          alt: {
            sr: "Ilustracija: radni sto u radionici sa brašnom, testom i oklagijom",
            en: "Illustration: a workshop table with flour, dough and a rolling pin",
          },
        },
        {
          eyebrow: {
            sr: "Za miran jutarnji sto",
            en: "For a calm breakfast table",
          },
          title: {
            sr: "Doručak bez glutena, bez kompromisa",
            en: "Gluten-free breakfast, no compromises",
          },
          text: {
            sr: "Hleb, namazi od orašastih plodova i keks zaslađen voćem — doručak koji će voleti cela porodica.",
            en: "Bread, nut spreads and cookies sweetened with fruit — a breakfast the whole family will love.",
          },
          cta: {
            sr: "Proizvodi bez glutena",
            en: "Gluten-free products",
          },
          link: "/proizvodi?category=gluten-free",
          image: null,
          alt: {
            sr: "Ilustracija: sto za doručak sa hlebom, teglom namaza i činijom keksa",
            en: "Illustration: a breakfast table with bread, a jar of spread and a bowl of cookies",
          },
        },
      ],
    },
    categories: {
      title: {
        sr: "Izaberite po svojoj meri",
        en: "Choose what suits you",
      },
      intro: {
        sr: "Svaki proizvod nosi jasnu oznaku, pa lako nalazite ono što vama i vašoj porodici odgovara.",
        en: "Every product is clearly labelled, so you can easily find what suits you and your family.",
      },
      glutenFree: {
        sr: "Brašna, hleb i testenine koje mirno može da jede i ko ne sme ni mrvicu glutena.",
        en: "Flours, bread and pasta that are safe even for those who cannot have a crumb of gluten.",
      },
      sugarFree: {
        sr: "Keks i namazi zaslađeni voćem, bez dodatog šećera.",
        en: "Cookies and spreads sweetened with fruit, with no added sugar.",
      },
      vegan: {
        sr: "Bez jaja, mleka i meda — samo biljne sirovine.",
        en: "No eggs, milk or honey — plant ingredients only.",
      },
      protein: {
        sr: "Grickalice i mešavine sa više proteina, od semenki i mahunarki.",
        en: "Snacks and mixes with more protein, made from seeds and pulses.",
      },
    },
    story: {
      eyebrow: {
        sr: "Naša priča",
        en: "Our story",
      },
      title: {
        sr: "Sve je počelo za porodičnim stolom",
        en: "It all started at the family table",
      },
      paragraphs: [
        {
          sr: "Kada je Luki, sinu Milice i Dragana Petrovića, pre deset godina otkrivena celijakija, roditelji su u sopstvenoj kuhinji počeli da traže hleb i kolače koji će biti dobri kao bakini — samo bez glutena.",
          en: "When Luka, the son of Milica and Dragan Petrović, was diagnosed with coeliac disease ten years ago, his parents began searching their own kitchen for bread and cakes as good as grandma's — only without gluten.",
        },
        {
          sr: "Od tih prvih pokušaja nastala je radionica {brand} u podnožju Fruške gore. I danas sve pravimo u malim serijama, od organskih sirovina iz okoline, kao da pravimo za svoj sto.",
          en: "Those first attempts grew into the {brand} workshop at the foot of Fruška Gora. We still make everything in small batches, from organic ingredients grown nearby, as if we were making it for our own table.",
        },
      ],
      signature: {
        sr: "Milica i Dragan Petrović, osnivači",
        en: "Milica and Dragan Petrović, founders",
      },
      cta: {
        sr: "Pročitajte celu priču",
        en: "Read the whole story",
      },
      image: null,
      alt: {
        sr: "Ilustracija: sto za doručak sa hlebom, teglom namaza i činijom keksa",
        en: "Illustration: a breakfast table with bread, a jar of spread and a bowl of cookies",
      },
    },
    why: {
      title: {
        sr: "Zašto baš mi",
        en: "Why choose us",
      },
      intro: {
        sr: "Četiri stvari od kojih ne odustajemo, ma koliko serija napravili.",
        en: "Four things we never give up on, however many batches we make.",
      },
      items: [
        {
          title: {
            sr: "Organske sirovine",
            en: "Organic ingredients",
          },
          text: {
            sr: "Žitarice, semenke i voće biramo od sertifikovanih organskih proizvođača, većinom iz Srema.",
            en: "We buy grains, seeds and fruit from certified organic growers, most of them in Srem.",
          },
        },
        {
          title: {
            sr: "Zaista bez glutena",
            en: "Truly gluten-free",
          },
          text: {
            sr: "Proizvode bez glutena pravimo u odvojenoj prostoriji i svaku seriju proveravamo u laboratoriji: ispod 10 ppm.",
            en: "Our gluten-free products are made in a separate room, and every batch is tested in a laboratory: below 10 ppm.",
          },
        },
        {
          title: {
            sr: "Bez dodatog šećera",
            en: "No added sugar",
          },
          text: {
            sr: "U proizvodima bez šećera slatkoću daju urme, suve šljive i jabuke, a ne rafinisani šećer ni zaslađivači.",
            en: "In our sugar-free products sweetness comes from dates, prunes and apples — never refined sugar or sweeteners.",
          },
        },
        {
          title: {
            sr: "Iz komšiluka",
            en: "From our neighbours",
          },
          text: {
            sr: "Orasi stižu iz voćnjaka našeg komšije Laze iznad Vrdnika, brašno meljemo sami.",
            en: "Walnuts come from our neighbour Laza's orchard above Vrdnik, and we mill our own flour.",
          },
        },
      ],
    },
    testimonials: {
      title: {
        sr: "Šta kažu naši kupci",
        en: "What our customers say",
      },
      items: [
        {
          quote: {
            sr: "Prvi put posle dijagnoze moja ćerka je na rođendanu jela isti kolač kao i druga deca. Heljdino brašno je sada stalno u našoj kuhinji.",
            en: "For the first time since the diagnosis, my daughter ate the same cake as the other children at a birthday party. Buckwheat flour now has a permanent place in our kitchen.",
          },
          author: "Marija Stojanović",
          role: {
            sr: "mama devojčice sa celijakijom, Novi Sad",
            en: "mother of a girl with coeliac disease, Novi Sad",
          },
        },
        {
          quote: {
            sr: "Proteinske grickalice nosim na svaku dužu vožnju po Fruškoj gori. Kratak spisak sastojaka, a sve što piše — to i jeste unutra.",
            en: "I take the protein snacks on every long ride around Fruška Gora. A short list of ingredients, and what it says is exactly what's inside.",
          },
          author: "Nenad Jovanović",
          role: {
            sr: "rekreativni biciklista, Beograd",
            en: "weekend cyclist, Belgrade",
          },
        },
        {
          quote: {
            sr: "Kupci se vraćaju po keks od heljde i rogača i pitaju kada stiže nova serija. Sa porodicom Petrović se uvek lepo dogovorimo.",
            en: "Customers come back for the buckwheat and carob biscuits and ask when the next batch arrives. Working with the Petrović family is always easy.",
          },
          author: "Vesna Tomić",
          role: {
            sr: "vlasnica prodavnice zdrave hrane, Sremska Kamenica",
            en: "owner of a health food shop, Sremska Kamenica",
          },
        },
      ],
    },
    partners: {
      title: {
        sr: "Sarađujemo sa",
        en: "We work with",
      },
      intro: {
        sr: "Proizvođači i prodavnice sa kojima delimo iste vrednosti.",
        en: "Growers and shops who share our values.",
      },
      items: [
        {
          name: "Lazin voćnjak",
          role: {
            sr: "orasi i jabuke, Vrdnik",
            en: "walnuts and apples, Vrdnik",
          },
        },
        {
          name: "Mlin Kovilj",
          role: {
            sr: "organska heljda i proso",
            en: "organic buckwheat and millet",
          },
        },
        {
          name: "Zdrava korpa",
          role: {
            sr: "online prodavnica",
            en: "online shop",
          },
        },
        {
          name: "Eko pijaca",
          role: {
            sr: "online prodavnica",
            en: "online shop",
          },
        },
        {
          name: "Zadruga Sremski salaš",
          role: {
            sr: "semenke i mahunarke",
            en: "seeds and pulses",
          },
        },
      ],
    },
    newsletter: {
      title: {
        sr: "Recepti i novosti iz radionice",
        en: "Recipes and news from the workshop",
      },
      text: {
        sr: "Jednom mesečno šaljemo recepte, najave novih proizvoda i pozive na sajmove. Odjavljujete se jednim klikom.",
        en: "Once a month we send recipes, news of new products and invitations to fairs. Unsubscribe with one click.",
      },
    },
    latest: {
      title: {
        sr: "Najnovije iz radionice",
        en: "Latest from the workshop",
      },
    },
    cta: {
      title: {
        sr: "Imate pitanje ili želite veće količine?",
        en: "A question, or looking for larger quantities?",
      },
      text: {
        sr: "Pišite nam za veleprodaju, saradnju ili savet o proizvodu — odgovaramo u toku radnog dana.",
        en: "Write to us about wholesale, working together or advice on a product — we reply within a working day.",
      },
      contact: {
        sr: "Kontaktirajte nas",
        en: "Contact us",
      },
      products: {
        sr: "Pogledajte proizvode",
        en: "See our products",
      },
    },
    seo: emptySeo,
  },
  about: {
    heading: {
      sr: "O nama",
      en: "About us",
    },
    intro: {
      sr: "Mala porodična radionica na obroncima Fruške gore, gde se svaka serija pravi ručno i s pažnjom.",
      en: "A small family workshop on the slopes of Fruška Gora, where every batch is made by hand and with care.",
    },
    image: null,
    alt: {
      sr: "Ilustracija: radni sto u radionici sa brašnom, testom i oklagijom",
      en: "Illustration: a workshop table with flour, dough and a rolling pin",
    },
    story: {
      title: {
        sr: "Naša priča",
        en: "Our story",
      },
      paragraphs: [
        {
          sr: "Pre deset godina našem sinu Luki otkrivena je celijakija. Preko noći je iz kuće nestao hleb kakav smo poznavali, a sa njim i nedeljni kolači. Milica je počela da meša brašna od heljde, prosa i leblebije, a Dragan je u garaži sklopio prvu malu peć.",
          en: "Ten years ago our son Luka was diagnosed with coeliac disease. Overnight, the bread we knew disappeared from our home, and with it our Sunday cakes. Milica started blending buckwheat, millet and chickpea flours, and Dragan built our first small oven in the garage.",
        },
        {
          sr: "Komšije su počele da traže „onaj hleb za Luku“, zatim i prijatelji iz Novog Sada i Beograda. Tako je nastala radionica {brand}, u podnožju Fruške gore, nadomak Vrdnika.",
          en: "Neighbours began asking for “that bread for Luka”, then friends from Novi Sad and Belgrade. That is how the {brand} workshop began, at the foot of Fruška Gora, just outside Vrdnik.",
        },
        {
          sr: "Danas nas je više, ali radimo isto kao prvog dana: u malim serijama, od organskih sirovina iz okoline, sa receptima koje prvo probamo za svojim stolom. Naša ćerka Ana vodi računa o sajmovima i radionicama, pa ćete je često sresti na štandu.",
          en: "There are more of us today, but we work just as we did on the first day: in small batches, from organic ingredients grown nearby, with recipes we first try at our own table. Our daughter Ana looks after fairs and workshops, so you will often meet her at our stand.",
        },
      ],
    },
    special: {
      title: {
        sr: "Šta nas čini posebnim",
        en: "What makes us special",
      },
      intro: {
        sr: "Četiri odluke koje smo doneli na početku i kojih se i danas držimo.",
        en: "Four decisions we made at the start and still stand by.",
      },
      items: [
        {
          title: {
            sr: "Odvojena proizvodnja bez glutena",
            en: "Separate gluten-free production",
          },
          text: {
            sr: "Proizvode bez glutena pravimo u posebnoj prostoriji, sa svojim alatom i svojim mlinom.",
            en: "Our gluten-free products are made in a separate room, with their own tools and their own mill.",
          },
          detail: {
            sr: "Za osobe sa celijakijom i mrvica običnog brašna je previše. Zato se proizvodi bez glutena ne prave ni na istom stolu ni istim alatom kao proizvodi od spelte. Svaku seriju šaljemo na analizu, a na policu ide samo ona u kojoj je glutena manje od 10 ppm — strože od zakonske granice od 20 ppm.",
            en: "For people with coeliac disease, even a crumb of ordinary flour is too much. So gluten-free products are never made on the same table or with the same tools as our spelt products. Every batch is sent for analysis, and only batches with less than 10 ppm of gluten reach the shelf — stricter than the legal limit of 20 ppm.",
          },
        },
        {
          title: {
            sr: "Slatko bez dodatog šećera",
            en: "Sweet without added sugar",
          },
          text: {
            sr: "Keks i namaze zaslađujemo urmama, suvim šljivama i jabukama.",
            en: "We sweeten our cookies and spreads with dates, prunes and apples.",
          },
          detail: {
            sr: "Voće uz slatkoću donosi i vlakna i pravi ukus, pa ne moramo da dodajemo ni rafinisani šećer ni veštačke zaslađivače. Na pakovanju uvek piše koliko šećera proizvod prirodno sadrži, da biste mogli da birate s pouzdanim podacima.",
            en: "Fruit brings fibre and real flavour along with sweetness, so we need neither refined sugar nor artificial sweeteners. The pack always says how much sugar the product naturally contains, so you can choose with reliable information.",
          },
        },
        {
          title: {
            sr: "Sirovine iz komšiluka",
            en: "Ingredients from our neighbours",
          },
          text: {
            sr: "Heljda i proso dolaze iz Srema, a orasi iz Lazinog voćnjaka iznad Vrdnika.",
            en: "Buckwheat and millet come from Srem, and walnuts from Laza's orchard above Vrdnik.",
          },
          detail: {
            sr: "Kada znamo ko je uzgojio žito ili orahe, znamo i kako je uzgajano. Kraći put od njive do radionice znači svežije sirovine i manje transporta, a novac ostaje kod ljudi koji čuvaju Frušku goru.",
            en: "When we know who grew the grain or the walnuts, we know how they were grown. A shorter way from field to workshop means fresher ingredients and less transport, and the money stays with the people who look after Fruška Gora.",
          },
        },
        {
          title: {
            sr: "Male serije, ručni rad",
            en: "Small batches, made by hand",
          },
          text: {
            sr: "Pečemo onoliko koliko možemo da proverimo, i nijednu seriju ne prepuštamo mašini.",
            en: "We bake only as much as we can check, and we never leave a batch to a machine.",
          },
          detail: {
            sr: "Mala serija znači da svaku turu testa vidimo svojim očima i da na policu stiže svež proizvod, a ne onaj koji mesecima čeka u magacinu. Ako nešto ne valja, saznaćemo odmah — i popraviti recept, a ne samo etiketu.",
            en: "A small batch means we see every round of dough with our own eyes and that the shelf gets a fresh product, not one that has waited in a warehouse for months. If something is wrong, we know at once — and fix the recipe, not just the label.",
          },
        },
      ],
    },
    expert: {
      eyebrow: {
        sr: "Stručna podrška",
        en: "Expert support",
      },
      title: {
        sr: "Jelena Kovač, nutricionistkinja",
        en: "Jelena Kovač, nutritionist",
      },
      paragraphs: [
        {
          sr: "Jelena sa nama radi od prvog dana. Proverava svaki novi recept, računa nutritivne vrednosti i pazi da ono što piše na pakovanju bude tačno i razumljivo.",
          en: "Jelena has worked with us since day one. She checks every new recipe, calculates the nutrition values and makes sure that what the pack says is accurate and easy to understand.",
        },
        {
          sr: "Na našem blogu piše o ishrani bez glutena i o tome kako da čitate deklaracije, a na sajmovima rado odgovara na pitanja posetilaca.",
          en: "On our blog she writes about gluten-free eating and how to read food labels, and at fairs she is happy to answer visitors' questions.",
        },
      ],
      quote: {
        sr: "„Dobra hrana bez glutena ne treba da bude zamena za nešto — treba da bude dobra hrana, tačka. To je merilo koje primenjujemo na svaki recept.“",
        en: "“Good gluten-free food shouldn't be a substitute for something — it should simply be good food. That is the standard we apply to every recipe.”",
      },
    },
    process: {
      title: {
        sr: "Kako nastaju naši proizvodi",
        en: "How our products are made",
      },
      intro: {
        sr: "Od zrna do pakovanja, u četiri koraka.",
        en: "From grain to pack, in four steps.",
      },
      steps: [
        {
          title: {
            sr: "Biramo sirovine",
            en: "We choose the ingredients",
          },
          text: {
            sr: "Žitarice, semenke i voće kupujemo od sertifikovanih organskih proizvođača koje lično poznajemo.",
            en: "We buy grains, seeds and fruit from certified organic growers we know personally.",
          },
        },
        {
          title: {
            sr: "Meljemo i mesimo",
            en: "We mill and knead",
          },
          text: {
            sr: "Brašno meljemo sami, neposredno pred upotrebu, pa testo mesimo ručno u malim turama.",
            en: "We mill our own flour just before use, then knead the dough by hand in small rounds.",
          },
        },
        {
          title: {
            sr: "Pečemo i sušimo",
            en: "We bake and dry",
          },
          text: {
            sr: "Pečemo na umerenoj temperaturi, a testenine i grickalice polako sušimo, da zadrže ukus.",
            en: "We bake at moderate temperatures and dry pasta and snacks slowly, so they keep their flavour.",
          },
        },
        {
          title: {
            sr: "Pakujemo i proveravamo",
            en: "We pack and check",
          },
          text: {
            sr: "Pakujemo isti dan, obeležavamo broj serije i uzorak šaljemo na laboratorijsku proveru.",
            en: "We pack on the same day, mark the batch number and send a sample for laboratory testing.",
          },
        },
      ],
    },
    quality: {
      title: {
        sr: "Standardi kvaliteta",
        en: "Quality standards",
      },
      intro: {
        sr: "Ono što obećavamo na pakovanju, proveravamo u svakoj seriji.",
        en: "What we promise on the pack, we check in every batch.",
      },
      items: [
        {
          title: {
            sr: "Manje od 10 ppm glutena",
            en: "Less than 10 ppm of gluten",
          },
          text: {
            sr: "Svaka serija proizvoda bez glutena ide na analizu u akreditovanu laboratoriju. Naša granica je upola stroža od zakonske.",
            en: "Every batch of gluten-free products is analysed in an accredited laboratory. Our limit is twice as strict as the legal one.",
          },
        },
        {
          title: {
            sr: "Rok trajanja od 3 do 6 meseci",
            en: "A shelf life of 3 to 6 months",
          },
          text: {
            sr: "Bez konzervansa: hleb i kolači traju kraće, brašna i testenine duže. Tačan rok piše na svakom pakovanju.",
            en: "No preservatives: bread and cakes keep for less time, flours and pasta for longer. The exact date is on every pack.",
          },
        },
        {
          title: {
            sr: "Sertifikovane organske sirovine",
            en: "Certified organic ingredients",
          },
          text: {
            sr: "Sve sirovine imaju sertifikat o organskoj proizvodnji, a dobavljače redovno obilazimo.",
            en: "Every ingredient is certified organic, and we visit our suppliers regularly.",
          },
        },
        {
          title: {
            sr: "Sledljivost svake serije",
            en: "Every batch traceable",
          },
          text: {
            sr: "Po broju serije znamo odakle je stigla svaka sirovina i kada je proizvod napravljen.",
            en: "From the batch number we know where each ingredient came from and when the product was made.",
          },
        },
      ],
    },
    seo: emptySeo,
  },
  contact: {
    heading: {
      sr: "Kontakt",
      en: "Contact",
    },
    intro: {
      sr: "Imate pitanje o proizvodima, veleprodaji ili saradnji? Rado ćemo odgovoriti.",
      en: "A question about our products, wholesale or working together? We will be glad to answer.",
    },
    faq: {
      title: {
        sr: "Česta pitanja",
        en: "Frequently asked questions",
      },
      items: [
        {
          question: {
            sr: "Da li su svi vaši proizvodi bez glutena?",
            en: "Are all your products gluten-free?",
          },
          answer: {
            sr: "Nisu svi: pravimo i hleb i testenine od spelte. Proizvodi bez glutena nose jasnu oznaku, prave se u odvojenoj prostoriji i svaka serija se proverava u laboratoriji — sadrže manje od 10 ppm glutena.",
            en: "Not all of them: we also make spelt bread and pasta. Gluten-free products are clearly labelled, made in a separate room, and every batch is laboratory-tested — they contain less than 10 ppm of gluten.",
          },
        },
        {
          question: {
            sr: "Koliko dugo traju vaši proizvodi?",
            en: "How long do your products keep?",
          },
          answer: {
            sr: "Od 3 do 6 meseci, zavisno od proizvoda. Ne dodajemo konzervanse, pa hleb i kolači traju kraće od brašna i testenina. Tačan rok piše na svakom pakovanju.",
            en: "From 3 to 6 months, depending on the product. We add no preservatives, so bread and cakes keep for less time than flours and pasta. The exact date is on every pack.",
          },
        },
        {
          question: {
            sr: "Gde mogu da kupim vaše proizvode?",
            en: "Where can I buy your products?",
          },
          answer: {
            sr: "U online prodavnicama čije su veze u podnožju stranice, u prodavnicama zdrave hrane sa kojima sarađujemo i na sajmovima na kojima izlažemo. Raspored sajmova objavljujemo u novostima.",
            en: "In the online shops linked at the bottom of every page, in the health food shops we work with, and at the fairs where we exhibit. We announce the fairs in our news.",
          },
        },
        {
          question: {
            sr: "Da li prodajete na veliko?",
            en: "Do you sell wholesale?",
          },
          answer: {
            sr: "Da. Prodavnicama, restoranima i vrtićima nudimo veleprodajne cene. Pošaljite nam poruku sa temom „Veleprodaja“ i javićemo vam se sa ponudom.",
            en: "Yes. We offer wholesale prices to shops, restaurants and kindergartens. Send us a message with the subject “Wholesale” and we will get back to you with an offer.",
          },
        },
        {
          question: {
            sr: "Kako da čuvam brašna i mešavine?",
            en: "How should I store flours and mixes?",
          },
          answer: {
            sr: "Na suvom i tamnom mestu, u dobro zatvorenoj posudi. Brašna od orašastih plodova i semenki leti je najbolje držati u frižideru.",
            en: "In a dry, dark place, in a well-closed container. In summer, nut and seed flours are best kept in the fridge.",
          },
        },
      ],
    },
    seo: emptySeo,
  },
  footer: {
    about: {
      sr: "Porodična manufaktura sa Fruške gore. Pravimo organsku hranu bez glutena, bez dodatog šećera, veganske i proteinske proizvode — u malim serijama, od sirovina kojima verujemo.",
      en: "A family manufactory on Fruška Gora. We make organic gluten-free, no-added-sugar, vegan and protein food — in small batches, from ingredients we trust.",
    },
  },
  privacy: {
    heading: { sr: "Politika privatnosti", en: "Privacy policy" },
    intro: {
      sr: "Koje podatke o vama čuvamo, zašto, koliko dugo i kako možete da ih vidite, ispravite ili obrišete.",
      en: "What we keep about you, why, for how long, and how you can see, correct or delete it.",
    },
    body: {
      sr: `<p>Ovaj sajt vodi porodična radionica {brand} sa Fruške gore. Podatke o ličnosti obrađujemo u skladu sa Zakonom o zaštiti podataka o ličnosti („Službeni glasnik RS”, br. 87/2018). Prikupljamo samo ono što nam je zaista potrebno i nikome ga ne prodajemo.</p>
<h2>Koje podatke prikupljamo</h2>
<ul>
<li><strong>Poruke sa kontakt forme:</strong> ime, e-adresu, temu i tekst poruke, a broj telefona samo ako ga sami upišete. Uz poruku beležimo vreme slanja, a da bismo sprečili zloupotrebu forme, kratko pamtimo i IP adresu sa koje je poslata.</li>
<li><strong>Prijava na bilten:</strong> e-adresu, jezik na kom želite da primate bilten i vreme prijave i potvrde.</li>
<li><strong>Kolačić za jezik:</strong> kolačić <em>i18nextLng</em> i isti zapis u lokalnoj memoriji pregledača pamte da li ste izabrali srpski ili engleski, da bi sledeća stranica bila na istom jeziku. Ne koristimo kolačiće za praćenje, analitiku ni reklame.</li>
</ul>
<h2>Zašto ih obrađujemo</h2>
<p>Poruke čuvamo da bismo vam odgovorili na pitanje ili porudžbinu (pravni osnov je vaš zahtev i naš legitimni interes da odgovorimo). E-adresu za bilten čuvamo samo uz vaš pristanak, da bismo vam jednom mesečno poslali vesti iz radionice. Kolačić za jezik je neophodan da bi sajt radio onako kako ste ga podesili.</p>
<h2>Koliko dugo ih čuvamo</h2>
<ul>
<li>Poruke sa kontakt forme: dok ne odgovorimo i dok traje naša saradnja, a najduže dve godine od poslednje poruke.</li>
<li>E-adresu za bilten: dok se ne odjavite. Odjava je moguća u svakom trenutku, preko linka u dnu svakog biltena.</li>
<li>Kolačić za jezik: godinu dana, ili dok ga ne obrišete u pregledaču.</li>
</ul>
<h2>Ko još vidi podatke</h2>
<p>Podatke vidimo samo mi. Sajt i pošta rade na serverima našeg provajdera u okviru ugovora koji ga obavezuje na poverljivost. Mapa na stranici Kontakt učitava se sa servisa OpenStreetMap tek kada je sami zatražite. Podatke ne prenosimo van Srbije i Evropske unije.</p>
<h2>Vaša prava</h2>
<p>Po Zakonu o zaštiti podataka o ličnosti imate pravo da zatražite pristup podacima koje o vama čuvamo, njihovu ispravku ili brisanje, ograničenje obrade i prenos podataka, kao i da uložite prigovor na obradu. Pristanak za bilten možete opozvati u svakom trenutku, bez posledica. Ako smatrate da su vaši podaci obrađeni suprotno zakonu, možete podneti pritužbu Povereniku za informacije od javnog značaja i zaštitu podataka o ličnosti (<a href="https://www.poverenik.rs">www.poverenik.rs</a>).</p>
<h2>Kome da se obratite</h2>
<p>Za sva pitanja o privatnosti pišite nam na adresu navedenu ispod. Odgovorićemo najkasnije u roku od 30 dana.</p>`,
      en: `<p>This site is run by {brand}, a family workshop on Fruška Gora, Serbia. We process personal data in line with the Serbian Law on Personal Data Protection (Official Gazette of the Republic of Serbia, no. 87/2018). We collect only what we really need, and we never sell it.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Contact form messages:</strong> your name, email address, topic and message, and your phone number only if you give it. We record when the message was sent and, to stop the form being misused, briefly remember the IP address it came from.</li>
<li><strong>Newsletter sign-up:</strong> your email address, the language you want the newsletter in, and when you signed up and confirmed.</li>
<li><strong>The language cookie:</strong> the <em>i18nextLng</em> cookie, and the same entry in your browser's local storage, remember whether you chose Serbian or English, so the next page is in the same language. We use no tracking, analytics or advertising cookies.</li>
</ul>
<h2>Why we process it</h2>
<p>We keep messages so that we can answer your question or order (on the basis of your request and our legitimate interest in replying). We keep your newsletter address only with your consent, to send you news from the workshop once a month. The language cookie is needed for the site to work the way you set it.</p>
<h2>How long we keep it</h2>
<ul>
<li>Contact form messages: until we have answered and for as long as we work together, and at most two years after the last message.</li>
<li>Newsletter addresses: until you unsubscribe. You can unsubscribe at any time, with the link at the bottom of every newsletter.</li>
<li>The language cookie: one year, or until you delete it in your browser.</li>
</ul>
<h2>Who else sees it</h2>
<p>Only we see your data. The site and our email run on our hosting provider's servers, under a contract that binds it to confidentiality. The map on the Contact page loads from OpenStreetMap only when you ask for it. We do not transfer data outside Serbia and the European Union.</p>
<h2>Your rights</h2>
<p>Under the Law on Personal Data Protection you may ask to see the data we hold about you, to have it corrected or deleted, to restrict its processing or to receive it in a portable form, and you may object to its processing. You can withdraw your newsletter consent at any time, without consequences. If you believe your data has been processed unlawfully, you can complain to the Commissioner for Information of Public Importance and Personal Data Protection (<a href="https://www.poverenik.rs">www.poverenik.rs</a>).</p>
<h2>Who to contact</h2>
<p>For any question about privacy, write to us at the address below. We will answer within 30 days at the latest.</p>`,
    },
    seo: emptySeo,
  },
  mails: {
    welcome: {
      subject: {
        sr: "Dobro došli u bilten radionice {brand}",
        en: "Welcome to the {brand} newsletter",
      },
      greeting: { sr: "Zdravo,", en: "Hello," },
      body: {
        sr: "hvala što ste se prijavili na bilten radionice {brand}. Jednom mesečno pišemo o novim proizvodima, receptima iz naše kuhinje i događajima na kojima nas možete sresti.",
        en: "thank you for subscribing to the {brand} newsletter. Once a month we write about new products, recipes from our kitchen and the events where you can meet us.",
      },
      signature: {
        sr: "Porodica Petrović i ceo tim radionice {brand}",
        en: "The Petrović family and everyone at {brand}",
      },
    },
    contactReply: {
      subject: {
        sr: "Primili smo vašu poruku — {brand}",
        en: "We have received your message — {brand}",
      },
      greeting: { sr: "Zdravo, {name},", en: "Hello {name}," },
      body: {
        sr: "hvala što ste nam pisali. Vašu poruku smo primili i odgovorićemo vam na ovu adresu u roku od jednog do dva radna dana.\n\nAko je nešto hitno, pozovite nas telefonom u radno vreme.",
        en: "thank you for writing to us. We have received your message and will reply to this address within one or two working days.\n\nIf something is urgent, please call us during opening hours.",
      },
      signature: {
        sr: "Porodica Petrović i ceo tim radionice {brand}",
        en: "The Petrović family and everyone at {brand}",
      },
    },
  },
};
