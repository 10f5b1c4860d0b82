import type { DemoProduct } from "./types.ts";

// Demo catalogue for Zrnce. Nutrition is per 100 g; energy follows
// 4 kcal/g carbohydrate and protein, 9 kcal/g fat, 2 kcal/g fibre.
export const demoProducts: DemoProduct[] = [
  {
    id: "heljdino-brasno",
    type: "flourMixes",
    categories: ["glutenFree", "vegan"],
    weightGrams: 500,
    isNew: false,
    isBestseller: true,
    isFeatured: true,
    nutrition: {
      energyKj: 1448,
      energyKcal: 346,
      fat: 3.1,
      saturatedFat: 0.7,
      carbohydrate: 62.0,
      sugars: 1.0,
      fibre: 10.0,
      protein: 12.6,
      salt: 0.02,
    },
    contains: [],
    mayContain: [],
    sr: {
      name: "Heljdino brašno",
      shortDescription:
        "Heljdino brašno sa kamenog mlina, mleveno u malim serijama, punog i blago orašastog ukusa.",
      description:
        "Heljdu meljemo na kamenom mlinu, polako i u malim količinama, da se brašno ne bi pregrejalo. Zato zadržava onu toplu, pomalo orašastu aromu po kojoj se heljda prepoznaje.\n\nKoristite ga za palačinke, pogače i hlebove bez glutena, a kada želite blaži ukus, pomešajte ga sa pirinčanim brašnom. Za hleb preporučujemo da heljdino brašno čini trećinu do polovine mešavine.\n\nU kesi nema ničeg drugog – samo heljda. Najbolje ga je čuvati na suvom i hladnom mestu, u dobro zatvorenoj tegli.",
      ingredients: "heljdino brašno (100%)",
    },
    en: {
      name: "Buckwheat Flour",
      shortDescription:
        "Stone-milled buckwheat flour, ground in small batches, with a full, gently nutty flavour.",
      description:
        "We grind our buckwheat slowly on a stone mill, a little at a time, so the flour never gets hot. That's why it keeps the warm, slightly nutty aroma buckwheat is known for.\n\nUse it for pancakes, flatbreads and gluten-free loaves, or blend it with rice flour when you want a milder taste. For bread, we suggest buckwheat makes up a third to a half of the flour.\n\nThere's nothing else in the bag – just buckwheat. Store it somewhere cool and dry, in a well-sealed jar.",
      ingredients: "buckwheat flour (100%)",
    },
  },
  {
    id: "krekeri-sa-susamom-i-ruzmarinom",
    type: "snacks",
    categories: ["glutenFree", "vegan"],
    weightGrams: 150,
    isNew: false,
    isBestseller: true,
    isFeatured: true,
    nutrition: {
      energyKj: 1925,
      energyKcal: 460,
      fat: 18.5,
      saturatedFat: 2.3,
      carbohydrate: 60.2,
      sugars: 1.2,
      fibre: 6.5,
      protein: 9.8,
      salt: 1.3,
    },
    contains: ["sesame"],
    mayContain: ["nuts"],
    sr: {
      name: "Krekeri sa susamom i ruzmarinom",
      shortDescription:
        "Tanki, hrskavi krekeri od pirinčanog i kukuruznog brašna, sa dosta susama i mirisnim ruzmarinom.",
      description:
        "Ovo su krekeri koje kod kuće pravimo najčešće: tanko razvučeno testo, dosta susama, malo ruzmarina i morske soli. Peku se polako dok ne porumene, pa lepo krckaju i ne mrve se po celom stolu.\n\nSami su dobri uz čašu vina, a još bolji uz humus, ajvar ili kašiku tahinija. Deca ih rado nose u školu umesto kupovnih grickalica.\n\nTesto mesimo i razvlačimo u malim serijama i sečemo ga ručno, pa nijedan kreker nije sasvim isti kao drugi.",
      ingredients:
        "pirinčano brašno, kukuruzno brašno, **susam** (15%), hladno ceđeno suncokretovo ulje, laneno seme, psilijum ljuspice, ruzmarin (1%), morska so",
    },
    en: {
      name: "Sesame & Rosemary Crackers",
      shortDescription: "Thin, crunchy rice and corn crackers with plenty of sesame and fragrant rosemary.",
      description:
        "These are the crackers we make most often at home: a thinly rolled dough, plenty of sesame, a little rosemary and sea salt. They bake slowly until golden, so they snap nicely without crumbling all over the table.\n\nThey're good on their own with a glass of wine and even better with hummus, ajvar or a spoonful of tahini. Kids happily take them to school instead of shop-bought snacks.\n\nWe mix and roll the dough in small batches and cut it by hand, so no two crackers are quite alike.",
      ingredients:
        "rice flour, corn flour, **sesame seeds** (15%), cold-pressed sunflower oil, flaxseed, psyllium husk, rosemary (1%), sea salt",
    },
  },
  {
    id: "namaz-od-lesnika-i-rogaca",
    type: "spreads",
    categories: ["glutenFree", "sugarFree", "vegan"],
    weightGrams: 250,
    isNew: false,
    isBestseller: true,
    isFeatured: true,
    nutrition: {
      energyKj: 2414,
      energyKcal: 577,
      fat: 48.5,
      saturatedFat: 4.5,
      carbohydrate: 16.8,
      sugars: 13.5,
      fibre: 16.0,
      protein: 10.4,
      salt: 0.1,
    },
    contains: ["nuts"],
    mayContain: ["sesame"],
    sr: {
      name: "Namaz od lešnika i rogača",
      shortDescription:
        "Gust, kremast namaz od prženih lešnika i rogača, bez dodatog šećera – slatkoću daje sam rogač.",
      description:
        "Lešnike pržimo dok ne zamirišu, a zatim ih dugo meljemo sa rogačem i malo kakaa, sve dok masa ne postane glatka. Rogač ima prirodnu, karamelastu slatkoću, pa šećer ovde nije potreban.\n\nNamažite ga na hleb od heljde, palačinke ili kriške jabuke, ili umešajte kašiku u jutarnju kašu. Manje je sladak od kupovnih krem-namaza i više podseća na lešnik nego na čokoladu – baš onakav kakav smo želeli.\n\nUlje se posle nekog vremena može izdvojiti na površini; to je prirodno, samo promešajte. Teglu čuvajte na sobnoj temperaturi, dalje od sunca.",
      ingredients:
        "**lešnik** (55%), rogač u prahu (25%), hladno ceđeno suncokretovo ulje, kakao prah (5%), morska so",
    },
    en: {
      name: "Hazelnut & Carob Spread",
      shortDescription:
        "A thick, creamy spread of roasted hazelnuts and carob, with no added sugar – the carob brings the sweetness.",
      description:
        "We roast the hazelnuts until the whole workshop smells of them, then grind them slowly with carob and a little cocoa until the mixture turns silky. Carob has a natural, caramel-like sweetness, so there's no need for sugar.\n\nSpread it on buckwheat bread, pancakes or apple slices, or stir a spoonful into your morning porridge. It's less sweet than shop-bought chocolate spreads and tastes more of hazelnut than of chocolate – exactly how we wanted it.\n\nA little oil may rise to the top over time; that's natural, just give it a stir. Keep the jar at room temperature, out of direct sunlight.",
      ingredients:
        "**hazelnuts** (55%), carob powder (25%), cold-pressed sunflower oil, cocoa powder (5%), sea salt",
    },
  },
  {
    id: "hleb-od-heljde-i-prosa",
    type: "breadBreadcrumbs",
    categories: ["glutenFree", "vegan"],
    weightGrams: 400,
    isNew: false,
    isBestseller: true,
    isFeatured: true,
    nutrition: {
      energyKj: 971,
      energyKcal: 232,
      fat: 5.2,
      saturatedFat: 0.6,
      carbohydrate: 36.5,
      sugars: 0.8,
      fibre: 7.8,
      protein: 5.9,
      salt: 1.1,
    },
    contains: [],
    mayContain: ["sesame"],
    sr: {
      name: "Hleb od heljde i prosa",
      shortDescription: "Vlažan hleb bez glutena od heljde i prosa, sa semenkama i koricom koja krcka.",
      description:
        "Dugo smo tražili recept za hleb bez glutena koji ne liči na sunđer i ne raspada se pri sečenju. Posle mnogo probnih vekni stigli smo do ovog – sa mekom, vlažnom sredinom i koricom koja lepo krcka.\n\nHeljda mu daje pun, pomalo rustičan ukus, a proso blagu slatkoću. Odličan je za sendviče, uz čorbu ili samo sa malo maslinovog ulja i soli, a najlepši je prepečen.\n\nPečemo ga u malim serijama, bez konzervansa. Kad ga donesete kući, isecite ga na kriške i zamrznite ono što nećete pojesti za dva-tri dana.",
      ingredients:
        "voda, heljdino brašno (22%), brašno od prosa (14%), pirinčano brašno, suncokretove semenke (5%), psilijum ljuspice, laneno seme, hladno ceđeno suncokretovo ulje, morska so, kvasac",
    },
    en: {
      name: "Buckwheat & Millet Bread",
      shortDescription: "A moist gluten-free loaf of buckwheat and millet, with seeds and a crackling crust.",
      description:
        "We spent a long time looking for a gluten-free bread that doesn't feel like a sponge and doesn't fall apart when you slice it. After many test loaves we ended up with this one – a soft, moist crumb and a crust that really crackles.\n\nBuckwheat gives it a full, slightly rustic flavour and millet a gentle sweetness. It's great for sandwiches, with soup, or simply with a drizzle of olive oil and a pinch of salt – and at its best toasted.\n\nWe bake it in small batches with no preservatives. Once home, slice it and freeze whatever you won't eat within two or three days.",
      ingredients:
        "water, buckwheat flour (22%), millet flour (14%), rice flour, sunflower seeds (5%), psyllium husk, flaxseed, cold-pressed sunflower oil, sea salt, yeast",
    },
  },
  {
    id: "fusili-od-crvenog-sociva",
    type: "pasta",
    categories: ["glutenFree", "vegan", "protein"],
    weightGrams: 250,
    isNew: false,
    isBestseller: false,
    isFeatured: true,
    nutrition: {
      energyKj: 1431,
      energyKcal: 342,
      fat: 2.0,
      saturatedFat: 0.3,
      carbohydrate: 50.5,
      sugars: 2.0,
      fibre: 11.0,
      protein: 25.0,
      salt: 0.02,
    },
    contains: [],
    mayContain: [],
    sr: {
      name: "Fusili od crvenog sočiva",
      shortDescription: "Fusili od samo jednog sastojka – crvenog sočiva, sa 25 g proteina na 100 g.",
      description:
        "Za ove fusile nije nam potrebno ništa osim brašna od crvenog sočiva. Testo presujemo kroz bronzane matrice i sušimo ga polako, na niskoj temperaturi, pa površina ostaje hrapava i dobro upija sos.\n\nKuvaju se 7–8 minuta; nemojte ih prekuvati, jer testenina od mahunarki brzo omekša. Lepo se slažu sa paradajz-sosom, pestom od bosiljka ili pečenim povrćem, a dobri su i u hladnoj salati.\n\nBoja im je toplo narandžasta, a ukus blag, sa jedva primetnom notom sočiva.",
      ingredients: "brašno od crvenog sočiva (100%)",
    },
    en: {
      name: "Red Lentil Fusilli",
      shortDescription:
        "Fusilli made from just one ingredient – red lentils – with 25 g of protein per 100 g.",
      description:
        "These fusilli need nothing but red lentil flour. We press the dough through bronze dies and dry it slowly at a low temperature, so the surface stays rough and holds on to the sauce.\n\nCook them for 7–8 minutes and don't overdo it – legume pasta softens quickly. They go well with tomato sauce, basil pesto or roasted vegetables, and work nicely in a cold pasta salad.\n\nThe colour is a warm orange and the taste mild, with just a hint of lentil.",
      ingredients: "red lentil flour (100%)",
    },
  },
  {
    id: "keks-od-heljde-i-rogaca",
    type: "cookiesSweets",
    categories: ["glutenFree", "sugarFree", "vegan"],
    weightGrams: 150,
    isNew: false,
    isBestseller: false,
    isFeatured: true,
    nutrition: {
      energyKj: 1858,
      energyKcal: 444,
      fat: 22.5,
      saturatedFat: 16.0,
      carbohydrate: 47.0,
      sugars: 6.0,
      fibre: 11.0,
      protein: 7.8,
      salt: 0.4,
    },
    contains: [],
    mayContain: ["nuts", "peanuts"],
    sr: {
      name: "Keks od heljde i rogača",
      shortDescription: "Hrskav keks od heljde i rogača, blago zaslađen stevijom, bez dodatog šećera.",
      description:
        "Ovaj keks smo prvo pravili za sebe, kao nešto uz jutarnju kafu što nije prepuno šećera. Rogač mu daje tamnu boju i blagu, karamelastu slatkoću, a heljda pun ukus, pa je stevije potrebno tek malo.\n\nHrskav je, lepo se lomi i ne raspada se kad ga umočite u kafu ili biljno mleko. Izmrvljen preko voća ili jutarnje kaše daje prijatnu hrskavost.\n\nPečemo ga u malim serijama i pakujemo istog dana, da bi ostao hrskav.",
      ingredients:
        "heljdino brašno (38%), pirinčano brašno, kokosovo ulje, rogač u prahu (12%), mleveno laneno seme, sredstvo za narastanje (natrijum-hidrogenkarbonat), ekstrakt vanile, morska so, zaslađivač (steviol-glikozidi iz stevije)",
    },
    en: {
      name: "Buckwheat & Carob Biscuits",
      shortDescription:
        "Crisp buckwheat and carob biscuits, lightly sweetened with stevia and with no added sugar.",
      description:
        "We first made these biscuits for ourselves – something to have with the morning coffee that isn't loaded with sugar. Carob gives them their dark colour and a gentle, caramel-like sweetness, and buckwheat a full flavour, so only a touch of stevia is needed.\n\nThey're crisp, snap cleanly and hold together when dunked in coffee or plant milk. Crumbled over fruit or a bowl of porridge, they add a nice crunch.\n\nWe bake them in small batches and pack them the same day so they stay crisp.",
      ingredients:
        "buckwheat flour (38%), rice flour, coconut oil, carob powder (12%), ground flaxseed, raising agent (sodium bicarbonate), vanilla extract, sea salt, sweetener (steviol glycosides from stevia)",
    },
  },
  {
    id: "proteinska-plocica-sa-lesnikom-i-kakaom",
    type: "snacks",
    categories: ["glutenFree", "vegan", "protein"],
    weightGrams: 40,
    isNew: true,
    isBestseller: false,
    isFeatured: true,
    nutrition: {
      energyKj: 1787,
      energyKcal: 427,
      fat: 22.0,
      saturatedFat: 9.5,
      carbohydrate: 25.5,
      sugars: 22.5,
      fibre: 6.5,
      protein: 28.5,
      salt: 0.5,
    },
    contains: ["nuts"],
    mayContain: ["peanuts", "sesame"],
    sr: {
      name: "Proteinska pločica sa lešnikom i kakaom",
      shortDescription:
        "Mekana pločica od urmi, lešnika i kakaa, sa više od 11 g biljnog proteina u jednoj pločici.",
      description:
        "Pločica je mekana i pomalo žvakava, a ukusom podseća na kolač od lešnika i čokolade. Slatkoću joj daju urme.\n\nProtein potiče iz graška i pirinča, pa je pogodna i za one koji ne jedu namirnice životinjskog porekla. Lako staje u ranac ili torbu za trening, a zgodna je i za planinarenje po Fruškoj gori.\n\nMasu mesimo i sečemo ručno, zato se pločice ponekad malo razlikuju po obliku. Najbolje ih je čuvati na hladnom mestu.",
      ingredients:
        "urme (35%), protein graška (20%), **lešnik** (18%), pirinčani protein (10%), kakao prah (7%), kokosovo ulje, morska so",
    },
    en: {
      name: "Hazelnut & Cocoa Protein Bar",
      shortDescription: "A soft bar of dates, hazelnuts and cocoa, with over 11 g of plant protein per bar.",
      description:
        "It's soft and a little chewy, and tastes a lot like a hazelnut and chocolate cake. The sweetness comes from dates.\n\nThe protein comes from peas and rice, so it suits anyone who avoids animal products. It fits easily in a backpack or gym bag – or in your pocket on a hike across Fruška Gora.\n\nWe mix and cut the bars by hand, so each one can look a little different. Keep them somewhere cool.",
      ingredients:
        "dates (35%), pea protein (20%), **hazelnuts** (18%), rice protein (10%), cocoa powder (7%), coconut oil, sea salt",
    },
  },
  {
    id: "pekmez-od-sljive",
    type: "spreads",
    categories: ["glutenFree", "sugarFree", "vegan"],
    weightGrams: 350,
    isNew: false,
    isBestseller: true,
    isFeatured: true,
    nutrition: {
      energyKj: 958,
      energyKcal: 229,
      fat: 0.4,
      saturatedFat: 0.1,
      carbohydrate: 52.0,
      sugars: 46.0,
      fibre: 5.5,
      protein: 1.6,
      salt: 0.02,
    },
    contains: [],
    mayContain: [],
    sr: {
      name: "Pekmez od šljive",
      shortDescription:
        "Gust pekmez od fruškogorskih šljiva, kuvan satima u bakarnom kazanu, bez dodatog šećera.",
      description:
        "Pekmez kuvamo onako kako se kod nas oduvek kuvao: samo šljive, veliki kazan i mnogo strpljenja. Zrele požegače sa Fruške gore kuvamo i mešamo satima, dok ne postanu tamne, guste i sjajne. Šećer ne dodajemo – sva slatkoća potiče iz voća.\n\nMaže se na hleb, stavlja u palačinke, kiflice i štrudle, a lepo ide i uz sir.\n\nPošto nema dodatog šećera ni konzervansa, otvorenu teglu čuvajte u frižideru i potrošite je u roku od nekoliko nedelja.",
      ingredients: "šljive (100%). Za 100 g proizvoda upotrebljeno je 250 g šljiva.",
    },
    en: {
      name: "Plum Butter",
      shortDescription:
        "Thick plum butter from Fruška Gora plums, slow-cooked for hours in a copper cauldron, with no added sugar.",
      description:
        "We make our plum butter the way it has always been made here: just plums, a big cauldron and a lot of patience. Ripe Požegača plums from Fruška Gora are cooked and stirred for hours until they turn dark, thick and glossy. We don't add sugar – all the sweetness comes from the fruit.\n\nSpread it on bread, roll it into pancakes or use it to fill pastries and strudel; it's also lovely with cheese.\n\nWith no added sugar or preservatives, keep the jar in the fridge once opened and finish it within a few weeks.",
      ingredients: "plums (100%). 250 g of plums used per 100 g of product.",
    },
  },
  {
    id: "mesavina-za-hleb-bez-glutena",
    type: "flourMixes",
    categories: ["glutenFree", "vegan"],
    weightGrams: 1000,
    isNew: false,
    isBestseller: true,
    isFeatured: false,
    nutrition: {
      energyKj: 1498,
      energyKcal: 358,
      fat: 2.8,
      saturatedFat: 0.5,
      carbohydrate: 72.0,
      sugars: 0.6,
      fibre: 8.0,
      protein: 7.2,
      salt: 1.6,
    },
    contains: [],
    mayContain: ["sesame"],
    sr: {
      name: "Mešavina za hleb bez glutena",
      shortDescription:
        "Naša proverena mešavina za domaći hleb bez glutena – dodajte samo vodu, kvasac i malo ulja.",
      description:
        "Od ove mešavine pečemo i sopstveni hleb, samo smo je spakovali za vašu kuhinju. Psilijum i laneno seme vezuju testo umesto glutena, pa se ono lako oblikuje, a hleb lepo naraste i ne mrvi se.\n\nNa 500 g mešavine dodajte 450 ml mlake vode, 7 g suvog kvasca i dve kašike ulja. Izmešajte, ostavite da naraste oko sat vremena i pecite 50–55 minuta na 220 °C. Iz jednog pakovanja dobićete dve vekne, a u testo možete dodati semenke, masline ili začinsko bilje.\n\nSo je već u mešavini, a kvasac namerno nismo dodali – da biste mogli da birate između suvog, svežeg ili kiselog testa.",
      ingredients:
        "pirinčano brašno (35%), kukuruzni skrob, heljdino brašno (15%), brašno od prosa (10%), psilijum ljuspice (5%), mleveno laneno seme, morska so",
    },
    en: {
      name: "Gluten-Free Bread Mix",
      shortDescription:
        "Our tried-and-tested mix for homemade gluten-free bread – just add water, yeast and a little oil.",
      description:
        "This is the same mix we use for our own bread, packed for your kitchen. Psyllium and flaxseed bind the dough in place of gluten, so it's easy to shape, rises well and doesn't crumble.\n\nFor 500 g of mix, add 450 ml of lukewarm water, 7 g of dried yeast and two tablespoons of oil. Stir, leave to rise for about an hour and bake for 50–55 minutes at 220 °C. One bag makes two loaves, and you can add seeds, olives or herbs to the dough.\n\nThe salt is already in; we left the yeast out on purpose, so you can choose between dried yeast, fresh yeast or sourdough.",
      ingredients:
        "rice flour (35%), corn starch, buckwheat flour (15%), millet flour (10%), psyllium husk (5%), ground flaxseed, sea salt",
    },
  },
  {
    id: "kolacici-sa-prosom-i-visnjom",
    type: "cookiesSweets",
    categories: ["glutenFree", "vegan"],
    weightGrams: 180,
    isNew: false,
    isBestseller: true,
    isFeatured: false,
    nutrition: {
      energyKj: 1841,
      energyKcal: 440,
      fat: 17.0,
      saturatedFat: 2.0,
      carbohydrate: 62.0,
      sugars: 21.0,
      fibre: 5.5,
      protein: 7.0,
      salt: 0.35,
    },
    contains: [],
    mayContain: ["nuts", "peanuts"],
    sr: {
      name: "Kolačići sa prosom i višnjom",
      shortDescription: "Kolačići od prosenih pahuljica sa kiselkastim višnjama i prstohvatom cimeta.",
      description:
        "Višnje su nam omiljeno voće sa Fruške gore, pa deo letnje berbe osušimo i umešamo u ove kolačiće. Njihova kiselost lepo se slaže sa toplim ukusom prosa i cimeta.\n\nKolačići su spolja hrskavi, a iznutra mekani i malo žvakavi. Zaslađujemo ih kokosovim šećerom, umereno, da bi se osetilo voće.\n\nUz popodnevni čaj ili kao nešto slatko u kutiji za užinu – brzo nestanu, pa nije loše imati jedno pakovanje u rezervi.",
      ingredients:
        "prosene pahuljice (30%), heljdino brašno, kokosov šećer, hladno ceđeno suncokretovo ulje, sušene višnje (10%), mleveno laneno seme, sredstvo za narastanje (natrijum-hidrogenkarbonat), cimet, morska so",
    },
    en: {
      name: "Millet & Sour Cherry Cookies",
      shortDescription: "Millet flake cookies with tangy sour cherries and a pinch of cinnamon.",
      description:
        "Sour cherries are our favourite Fruška Gora fruit, so we dry part of each summer's harvest and fold it into these cookies. Their tartness pairs beautifully with the warm flavour of millet and cinnamon.\n\nThe cookies are crisp on the outside and soft and slightly chewy inside. We sweeten them with coconut sugar, in moderation, so the fruit still comes through.\n\nGreat with an afternoon cup of tea or in a lunchbox – they go fast, so it's worth keeping a spare pack.",
      ingredients:
        "millet flakes (30%), buckwheat flour, coconut sugar, cold-pressed sunflower oil, dried sour cherries (10%), ground flaxseed, raising agent (sodium bicarbonate), cinnamon, sea salt",
    },
  },
  {
    id: "pecena-leblebija-sa-dimljenom-paprikom",
    type: "snacks",
    categories: ["glutenFree", "vegan", "protein"],
    weightGrams: 150,
    isNew: false,
    isBestseller: false,
    isFeatured: false,
    nutrition: {
      energyKj: 1561,
      energyKcal: 373,
      fat: 8.5,
      saturatedFat: 1.0,
      carbohydrate: 46.0,
      sugars: 3.0,
      fibre: 15.0,
      protein: 20.5,
      salt: 1.2,
    },
    contains: [],
    mayContain: ["sesame"],
    sr: {
      name: "Pečena leblebija sa dimljenom paprikom",
      shortDescription:
        "Hrskava pečena leblebija sa dimljenom paprikom i belim lukom – grickalica sa više od 20 g proteina na 100 g.",
      description:
        "Leblebiju potapamo preko noći, kuvamo dok ne omekša, a zatim je polako pečemo dok ne postane hrskava do sredine. Na kraju je prelijemo s malo ulja i uvaljamo u dimljenu papriku, so i beli luk.\n\nUkus je dimljen i blago ljut, pa je dobra zamena za čips uz film ili utakmicu. Probajte je i preko salate ili krem-čorbe od bundeve.\n\nPosle otvaranja kesu dobro zatvorite, jer leblebija na vazduhu brzo gubi hrskavost.",
      ingredients:
        "leblebija (92%), hladno ceđeno suncokretovo ulje, dimljena paprika (2%), morska so, beli luk u prahu",
    },
    en: {
      name: "Smoked Paprika Roasted Chickpeas",
      shortDescription:
        "Crunchy roasted chickpeas with smoked paprika and garlic – a snack with over 20 g of protein per 100 g.",
      description:
        "We soak the chickpeas overnight, cook them until tender, then roast them slowly until they're crunchy right through. Finally they get a light coat of oil and a toss in smoked paprika, salt and garlic.\n\nThe flavour is smoky with a mild kick, which makes them a good swap for crisps during a film or a match. Try them scattered over a salad or a bowl of pumpkin soup, too.\n\nReseal the bag well after opening – chickpeas lose their crunch quickly in the air.",
      ingredients:
        "chickpeas (92%), cold-pressed sunflower oil, smoked paprika (2%), sea salt, garlic powder",
    },
  },
  {
    id: "rezanci-od-heljde",
    type: "pasta",
    categories: ["glutenFree", "vegan"],
    weightGrams: 250,
    isNew: false,
    isBestseller: false,
    isFeatured: false,
    nutrition: {
      energyKj: 1435,
      energyKcal: 343,
      fat: 2.6,
      saturatedFat: 0.5,
      carbohydrate: 66.0,
      sugars: 0.8,
      fibre: 7.0,
      protein: 10.5,
      salt: 0.02,
    },
    contains: [],
    mayContain: [],
    sr: {
      name: "Rezanci od heljde",
      shortDescription: "Tanki rezanci od heljde i pirinča, tamni i puni ukusa, gotovi za pet minuta.",
      description:
        "Ove rezance pravimo od heljde samlevene na našem kamenom mlinu, uz malo pirinčanog brašna koje im daje čvrstinu. Tanki su, tamni i imaju onaj prepoznatljivi, zemljani ukus heljde.\n\nKuvaju se 4–5 minuta. Posle kuvanja ih isperite hladnom vodom, pa ih poslužite u supi, prodinstane sa povrćem i susamovim sosom ili hladne, uz krastavac i mladi luk.\n\nSušimo ih polako, na niskoj temperaturi, pa se u ostavi dugo čuvaju.",
      ingredients: "heljdino brašno (70%), pirinčano brašno (30%)",
    },
    en: {
      name: "Buckwheat Noodles",
      shortDescription: "Thin buckwheat and rice noodles, dark and full of flavour, ready in five minutes.",
      description:
        "We make these noodles from buckwheat ground on our own stone mill, with a little rice flour for firmness. They're thin and dark, with buckwheat's unmistakable earthy flavour.\n\nCook them for 4–5 minutes, then rinse under cold water. Serve them in broth, stir-fried with vegetables and a sesame dressing, or cold with cucumber and spring onion.\n\nWe dry them slowly at a low temperature, so they keep well in the pantry.",
      ingredients: "buckwheat flour (70%), rice flour (30%)",
    },
  },
  {
    id: "proteinski-hleb-sa-semenkama",
    type: "breadBreadcrumbs",
    categories: ["glutenFree", "vegan", "protein"],
    weightGrams: 300,
    isNew: true,
    isBestseller: false,
    isFeatured: false,
    nutrition: {
      energyKj: 1255,
      energyKcal: 300,
      fat: 21.0,
      saturatedFat: 2.4,
      carbohydrate: 4.5,
      sugars: 1.0,
      fibre: 9.5,
      protein: 18.5,
      salt: 1,
    },
    contains: ["nuts"],
    mayContain: ["sesame"],
    sr: {
      name: "Proteinski hleb sa semenkama",
      shortDescription:
        "Kompaktan hleb od semenki i proteina graška, sa samo 4,5 g ugljenih hidrata na 100 g.",
      description:
        "Ovo nije klasičan hleb, već gusta vekna puna semenki – suncokreta, bundeve, lana i čia – povezanih proteinom graška i psilijumom. Ukus je orašast i zasitan, a kriške su čvrste i ne mrve se.\n\nNajbolji je tanko isečen i prepečen, sa avokadom, humusom ili puterom od badema. Lepo ide i uz čorbe i salate.\n\nRecept smo dugo doterivali, sve dok nismo dobili veknu koja se lepo seče i danima ostaje sočna. U frižideru ga čuvajte do pet dana, a možete ga i iseći i zamrznuti.",
      ingredients:
        "voda, suncokretove semenke (16%), semenke bundeve (12%), protein graška (10%), laneno seme (8%), **bademovo** brašno (6%), psilijum ljuspice (4%), čia semenke (3%), jabukovo sirće, morska so, sredstvo za narastanje (natrijum-hidrogenkarbonat)",
    },
    en: {
      name: "Seeded Protein Bread",
      shortDescription: "A dense loaf of seeds and pea protein, with just 4.5 g of carbohydrate per 100 g.",
      description:
        "This isn't a classic bread but a dense, seed-packed loaf – sunflower, pumpkin, flax and chia – bound with pea protein and psyllium. It tastes nutty and filling, and the slices are firm and don't crumble.\n\nIt's best sliced thin and toasted, topped with avocado, hummus or almond butter. It also goes well with soups and salads.\n\nWe fine-tuned the recipe for a long time, until the loaf sliced cleanly and stayed moist for days. Keep it in the fridge for up to five days, or slice and freeze it.",
      ingredients:
        "water, sunflower seeds (16%), pumpkin seeds (12%), pea protein (10%), flaxseed (8%), **almond** flour (6%), psyllium husk (4%), chia seeds (3%), apple cider vinegar, sea salt, raising agent (sodium bicarbonate)",
    },
  },
  {
    id: "integralni-tahini",
    type: "spreads",
    categories: ["glutenFree", "sugarFree", "vegan"],
    weightGrams: 300,
    isNew: false,
    isBestseller: false,
    isFeatured: false,
    nutrition: {
      energyKj: 2678,
      energyKcal: 640,
      fat: 55.0,
      saturatedFat: 7.7,
      carbohydrate: 11.0,
      sugars: 0.5,
      fibre: 9.5,
      protein: 20.5,
      salt: 0.02,
    },
    contains: ["sesame"],
    mayContain: ["nuts", "peanuts"],
    sr: {
      name: "Integralni tahini",
      shortDescription:
        "Tahini od pečenog neoljuštenog susama, pomalo gorkast i pun ukusa, bez ikakvih dodataka.",
      description:
        "Susam pečemo u malim količinama, a zatim ga meljemo na kamenom mlinu dok ne pusti ulje i ne pretvori se u gustu, kremastu pastu. Pošto je neoljušten, ovaj tahini je tamniji i ima izraženiji, pomalo gorkast ukus od onog na koji ste možda navikli.\n\nNeizostavan je u humusu i baba ganušu, a odličan u prelivima za salatu: kašika tahinija, limun, beli luk i malo vode. Probajte ga i na hlebu sa pekmezom od šljive – kod kuće tu kombinaciju mnogo volimo.\n\nUlje se vremenom izdvaja na vrhu, zato ga pre upotrebe dobro promešajte.",
      ingredients: "neoljušteni **susam** (100%)",
    },
    en: {
      name: "Whole Sesame Tahini",
      shortDescription:
        "Tahini from roasted unhulled sesame, slightly bitter and full of flavour, with nothing added.",
      description:
        "We roast the sesame in small batches, then grind it on a stone mill until it releases its oil and turns into a thick, creamy paste. Because the seeds are unhulled, the tahini is darker, with a bolder, slightly bitter taste than the kind you may be used to.\n\nIt's essential in hummus and baba ganoush and brilliant in salad dressings: a spoonful of tahini, lemon, garlic and a splash of water. Try it on bread with plum butter, too – a combination we love at home.\n\nThe oil separates on top over time, so stir well before using.",
      ingredients: "unhulled **sesame seeds** (100%)",
    },
  },
  {
    id: "proteinska-mesavina-za-palacinke",
    type: "flourMixes",
    categories: ["glutenFree", "sugarFree", "vegan", "protein"],
    weightGrams: 500,
    isNew: true,
    isBestseller: false,
    isFeatured: false,
    nutrition: {
      energyKj: 1485,
      energyKcal: 355,
      fat: 5.5,
      saturatedFat: 0.9,
      carbohydrate: 38.0,
      sugars: 1.2,
      fibre: 6.5,
      protein: 35.0,
      salt: 0.9,
    },
    contains: [],
    mayContain: ["sesame"],
    sr: {
      name: "Proteinska mešavina za palačinke",
      shortDescription:
        "Mešavina za palačinke od heljde, proteina graška i pirinča – dodajte samo vodu ili biljno mleko.",
      description:
        "Jutra su kod nas užurbana, pa smo napravili mešavinu kojoj treba samo tečnost. Na 100 g mešavine dodajte oko 180 ml vode ili biljnog mleka, promešajte i ostavite pet minuta da se smesa zgusne.\n\nPalačinke su malo deblje, mekane i blago orašaste od heljde, sa notom cimeta. Od 100 g mešavine dobićete četiri do pet manjih palačinki sa ukupno 35 g proteina.\n\nŠećer ne dodajemo, pa ih zasladite po svom ukusu – pekmezom, voćem ili namazom od lešnika – ili ih poslužite slane, sa povrćem.",
      ingredients:
        "heljdino brašno (40%), protein graška (25%), pirinčano brašno (15%), pirinčani protein (10%), mleveno laneno seme, sredstvo za narastanje (natrijum-hidrogenkarbonat, vinska kiselina), cimet, morska so",
    },
    en: {
      name: "Protein Pancake Mix",
      shortDescription: "A buckwheat pancake mix with pea and rice protein – just add water or plant milk.",
      description:
        "Mornings are busy at our place, so we made a mix that only needs liquid. For 100 g of mix, add about 180 ml of water or plant milk, stir and let the batter thicken for five minutes.\n\nThe pancakes come out slightly thick, soft and gently nutty from the buckwheat, with a hint of cinnamon. 100 g of mix makes four or five small pancakes with 35 g of protein in total.\n\nThere's no added sugar, so sweeten them your way – with plum butter, fruit or hazelnut spread – or serve them savoury with vegetables.",
      ingredients:
        "buckwheat flour (40%), pea protein (25%), rice flour (15%), rice protein (10%), ground flaxseed, raising agent (sodium bicarbonate, tartaric acid), cinnamon, sea salt",
    },
  },
  {
    id: "kuglice-od-urmi-i-oraha",
    type: "cookiesSweets",
    categories: ["glutenFree", "vegan"],
    weightGrams: 200,
    isNew: false,
    isBestseller: false,
    isFeatured: false,
    nutrition: {
      energyKj: 1795,
      energyKcal: 429,
      fat: 24.5,
      saturatedFat: 6.0,
      carbohydrate: 40.0,
      sugars: 35.5,
      fibre: 9.0,
      protein: 7.5,
      salt: 0.1,
    },
    contains: ["nuts"],
    mayContain: ["peanuts"],
    sr: {
      name: "Kuglice od urmi i oraha",
      shortDescription:
        "Mekane kuglice od urmi, fruškogorskih oraha i kakaa – slatkiš od samo pet sastojaka.",
      description:
        "Orahe nam donose komšije sa Fruške gore, a mi ih meljemo sa urmama i kakaom dok ne dobijemo mekanu, lepljivu masu. Od nje ručno oblikujemo kuglice i uvaljamo ih u rendani kokos.\n\nUkusom podsećaju na domaći kolač sa orasima, a jedna-dve kuglice sasvim su dovoljne uz popodnevnu kafu. Slatkoću im daju samo urme.\n\nČuvajte ih u frižideru; najlepše su kad nekoliko minuta odstoje na sobnoj temperaturi.",
      ingredients: "urme (55%), **orah** (30%), kakao prah (8%), rendani kokos, morska so",
    },
    en: {
      name: "Date & Walnut Bites",
      shortDescription:
        "Soft bites of dates, Fruška Gora walnuts and cocoa – a sweet treat with just five ingredients.",
      description:
        "Our neighbours on Fruška Gora bring us their walnuts, and we grind them with dates and cocoa into a soft, sticky mixture. We roll each bite by hand and coat it in desiccated coconut.\n\nThey taste like a homemade walnut cake, and one or two are plenty with an afternoon coffee. All the sweetness comes from the dates.\n\nKeep them in the fridge; they're at their best after a few minutes at room temperature.",
      ingredients: "dates (55%), **walnuts** (30%), cocoa powder (8%), desiccated coconut, sea salt",
    },
  },
  {
    id: "prezle-od-kukuruza-i-pirinca",
    type: "breadBreadcrumbs",
    categories: ["glutenFree", "vegan"],
    weightGrams: 250,
    isNew: false,
    isBestseller: false,
    isFeatured: false,
    nutrition: {
      energyKj: 1523,
      energyKcal: 364,
      fat: 2.5,
      saturatedFat: 0.4,
      carbohydrate: 76.0,
      sugars: 0.7,
      fibre: 4.5,
      protein: 7.0,
      salt: 0.9,
    },
    contains: [],
    mayContain: ["sesame"],
    sr: {
      name: "Prezle od kukuruza i pirinča",
      shortDescription:
        "Zlatne, hrskave prezle bez glutena od našeg kukuruzno-pirinčanog hleba, za pohovanje i zapečena jela.",
      description:
        "Za ove prezle posebno pečemo hleb od kukuruznog i pirinčanog brašna. Kad se osuši, meljemo ga u krupnije mrvice, pa pohovano meso, riba ili povrće dobijaju lepu, hrskavu koricu.\n\nKoristite ih kao obične prezle – za pohovanje, ćufte i pljeskavice od povrća, ili pomešane sa malo maslinovog ulja i začina preko zapečenih tikvica i karfiola.\n\nKukuruz im daje toplu, zlatnu boju i blagu slatkoću. Čuvajte ih u dobro zatvorenoj tegli, na suvom mestu.",
      ingredients:
        "kukuruzno brašno (55%), pirinčano brašno (38%), psilijum ljuspice, hladno ceđeno suncokretovo ulje, morska so, kvasac",
    },
    en: {
      name: "Corn & Rice Breadcrumbs",
      shortDescription:
        "Golden, crunchy gluten-free breadcrumbs made from our own corn and rice bread, for coating and gratins.",
      description:
        "We bake a corn and rice loaf especially for these breadcrumbs. Once it has dried, we grind it into fairly coarse crumbs that give schnitzels, fish or vegetables a lovely crisp coating.\n\nUse them like ordinary breadcrumbs – for coating, for vegetable patties and meatballs, or mixed with a little olive oil and herbs over baked courgettes and cauliflower.\n\nThe corn gives them a warm golden colour and a gentle sweetness. Store them in a well-sealed jar somewhere dry.",
      ingredients:
        "corn flour (55%), rice flour (38%), psyllium husk, cold-pressed sunflower oil, sea salt, yeast",
    },
  },
  {
    id: "pene-od-leblebije-i-kinoe",
    type: "pasta",
    categories: ["glutenFree", "vegan", "protein"],
    weightGrams: 250,
    isNew: true,
    isBestseller: false,
    isFeatured: false,
    nutrition: {
      energyKj: 1506,
      energyKcal: 360,
      fat: 6.0,
      saturatedFat: 0.7,
      carbohydrate: 51.5,
      sugars: 5.5,
      fibre: 10.0,
      protein: 20.0,
      salt: 0.05,
    },
    contains: [],
    mayContain: [],
    sr: {
      name: "Pene od leblebije i kinoe",
      shortDescription: "Čvrste i zasitne pene od leblebije i kinoe, sa 20 g proteina na 100 g.",
      description:
        "Dugo smo tražili odnos leblebije i kinoe pri kojem testenina ostaje čvrsta i posle kuvanja. Na kraju smo se zadržali na 70 : 30 – leblebija daje puniji ukus i proteine, a kinoa strukturu.\n\nKuvaju se 8–9 minuta. Lepo upijaju guste sosove, pa ih probajte sa sosom od pečene paprike, pestom od bosiljka ili zapečene sa povrćem.\n\nUkus je blago orašast, pa se dobro uklapaju u svako jelo u kojem biste inače koristili običnu testeninu.",
      ingredients: "brašno od leblebije (70%), brašno od kinoe (30%)",
    },
    en: {
      name: "Chickpea & Quinoa Penne",
      shortDescription:
        "Firm, satisfying penne made from chickpeas and quinoa, with 20 g of protein per 100 g.",
      description:
        "We tried many ratios of chickpea to quinoa before finding one that stays firm after cooking. We settled on 70:30 – chickpea brings a fuller flavour and the protein, quinoa the structure.\n\nCook for 8–9 minutes. The penne soak up thick sauces nicely, so try them with roasted pepper sauce, basil pesto or baked with vegetables.\n\nThe taste is mildly nutty, so they fit into any dish where you'd normally use regular pasta.",
      ingredients: "chickpea flour (70%), quinoa flour (30%)",
    },
  },
  {
    id: "krem-od-oraha-i-lipovog-meda",
    type: "spreads",
    categories: ["glutenFree"],
    weightGrams: 200,
    isNew: true,
    isBestseller: false,
    isFeatured: false,
    nutrition: {
      energyKj: 2243,
      energyKcal: 536,
      fat: 39.0,
      saturatedFat: 3.7,
      carbohydrate: 35.0,
      sugars: 32.5,
      fibre: 4.2,
      protein: 9.2,
      salt: 0.05,
    },
    contains: ["nuts"],
    mayContain: ["peanuts"],
    sr: {
      name: "Krem od oraha i lipovog meda",
      shortDescription: "Gust, mirisan krem od fruškogorskih oraha i lipovog meda – samo četiri sastojka.",
      description:
        "Orah i med na Fruškoj gori oduvek idu zajedno, pa je ovaj krem bio logičan izbor. Orahe blago pržimo i meljemo, a zatim ih mešamo sa lipovim medom sa pčelinjaka nedaleko od naše radionice.\n\nUkus je pun, malo opor od oraha i cvetno sladak od meda. Namažite ga na hleb, stavite u palačinke ili dodajte kašičicu u jogurt.\n\nPošto sadrži med, krem nije veganski. Ako se vremenom malo stegne, to samo znači da med kristališe – nekoliko minuta u toploj vodi vratiće mu kremastost.",
      ingredients: "**orah** (60%), lipov med (38%), cimet, morska so",
    },
    en: {
      name: "Walnut & Linden Honey Cream",
      shortDescription:
        "A thick, fragrant cream of Fruška Gora walnuts and linden honey – just four ingredients.",
      description:
        "Walnuts and honey have always gone together on Fruška Gora, so this cream was an obvious choice. We lightly roast and grind the walnuts, then blend them with linden honey from an apiary not far from our workshop.\n\nThe taste is rich, a little tannic from the walnuts and floral-sweet from the honey. Spread it on bread, fold it into pancakes or stir a spoonful into yoghurt.\n\nBecause it contains honey, it isn't vegan. If it firms up over time, that's just the honey crystallising – a few minutes with the jar in warm water brings back the creaminess.",
      ingredients: "**walnuts** (60%), linden honey (38%), cinnamon, sea salt",
    },
  },
  {
    id: "proteinske-plocice-s-medom-i-orasima",
    type: "snacks",
    categories: ["glutenFree", "protein"],
    weightGrams: 240,
    isNew: false,
    isBestseller: false,
    isFeatured: false,
    nutrition: {
      energyKj: 1920,
      energyKcal: 459,
      fat: 22.0,
      saturatedFat: 2.4,
      carbohydrate: 31.0,
      sugars: 15.5,
      fibre: 3.5,
      protein: 32.5,
      salt: 0.3,
    },
    contains: ["nuts"],
    mayContain: ["peanuts", "sesame"],
    sr: {
      name: "Proteinske pločice s medom i orasima",
      shortDescription: "Šest pločica sa fruškogorskim orasima i lipovim medom, sa 13 g proteina u svakoj.",
      description:
        "Ove pločice smo napravili za duge šetnje i vožnje biciklom po Fruškoj gori, kada vam treba užina koja se ne topi u rancu. Orasi i med daju im ukus domaćeg kolača, a proteini pirinča i graška čine ih zasitnim.\n\nČvrste su i prijatno se žvaću, sa hrskavim komadićima amaranta i prosa. Svaka je zasebno upakovana, pa se lako nosi u džepu ili torbi.\n\nZbog meda nisu veganske, ali su bez glutena. Čuvajte ih na suvom i hladnom mestu.",
      ingredients:
        "**orah** (25%), pirinčani protein (20%), lipov med (18%), protein graška (12%), prosene pahuljice, ekspandirani amarant, suncokretove semenke, morska so",
    },
    en: {
      name: "Honey & Walnut Protein Bars",
      shortDescription: "Six bars with Fruška Gora walnuts and linden honey, each with 13 g of protein.",
      description:
        "We made these bars for long walks and bike rides on Fruška Gora, when you need a snack that won't melt in your backpack. Walnuts and honey give them the taste of a homemade cake, and rice and pea protein make them satisfying.\n\nThey're firm and pleasantly chewy, with crunchy bits of amaranth and millet. Each bar is wrapped separately, so it's easy to carry in a pocket or bag.\n\nThe honey means they aren't vegan, but they are gluten-free. Store them somewhere cool and dry.",
      ingredients:
        "**walnuts** (25%), rice protein (20%), linden honey (18%), pea protein (12%), millet flakes, puffed amaranth, sunflower seeds, sea salt",
    },
  },
  {
    id: "brasno-od-leblebije",
    type: "flourMixes",
    categories: ["glutenFree", "vegan", "protein"],
    weightGrams: 500,
    isNew: false,
    isBestseller: false,
    isFeatured: false,
    nutrition: {
      energyKj: 1515,
      energyKcal: 362,
      fat: 6.2,
      saturatedFat: 0.7,
      carbohydrate: 49.0,
      sugars: 8.5,
      fibre: 11.0,
      protein: 22.0,
      salt: 0.05,
    },
    contains: [],
    mayContain: [],
    sr: {
      name: "Brašno od leblebije",
      shortDescription: "Fino mleveno brašno od leblebije, za palačinke, falafel, pohovanje i slana peciva.",
      description:
        "Leblebiju meljemo na kamenom mlinu u fino, svetložuto brašno blagog, orašastog ukusa. Sirovo ima izražen miris mahunarki, ali on posle pečenja potpuno nestane.\n\nOd njega se prave farinata i tanke palačinke, a sa vodom i začinima daje gustu smesu za pohovanje povrća. Umućeno sa vodom može da zameni jaje u mnogim kolačima – dovoljne su tri kašike brašna i isto toliko vode.\n\nSa 22 g proteina na 100 g, dobar je dodatak i mešavinama za hleb bez glutena.",
      ingredients: "brašno od leblebije (100%)",
    },
    en: {
      name: "Chickpea Flour",
      shortDescription: "Finely stone-ground chickpea flour for pancakes, falafel, batter and savoury bakes.",
      description:
        "We grind chickpeas on a stone mill into a fine, pale yellow flour with a mild, nutty taste. Raw, it smells distinctly of legumes, but that disappears completely once it's cooked.\n\nUse it for farinata and thin pancakes, or whisk it with water and spices into a thick batter for vegetables. Mixed with water it can replace an egg in many bakes – three tablespoons of flour and the same amount of water.\n\nWith 22 g of protein per 100 g, it's also a good addition to gluten-free bread mixes.",
      ingredients: "chickpea flour (100%)",
    },
  },
  {
    id: "proteinski-keks-sa-kikirikijem",
    type: "cookiesSweets",
    categories: ["glutenFree", "sugarFree", "vegan", "protein"],
    weightGrams: 160,
    isNew: true,
    isBestseller: false,
    isFeatured: false,
    nutrition: {
      energyKj: 2017,
      energyKcal: 482,
      fat: 29.5,
      saturatedFat: 12.0,
      carbohydrate: 23.5,
      sugars: 2.5,
      fibre: 6.0,
      protein: 27.5,
      salt: 0.6,
    },
    contains: ["peanuts"],
    mayContain: ["nuts", "sesame"],
    sr: {
      name: "Proteinski keks sa kikirikijem",
      shortDescription:
        "Hrskav keks od kikirikija i proteina graška, zaslađen stevijom, sa 27 g proteina na 100 g.",
      description:
        "U ovaj keks stavljamo dosta paste od prženog kikirikija i dodajemo protein graška, pa ima ukus pravog domaćeg keksa sa kikirikijem, a ne praškaste proteinske štanglice.\n\nSpolja je hrskav, a iznutra malo mekši, sa blago slanom notom koja ističe kikiriki. Šećer ne dodajemo – samo malo stevije.\n\nZgodan je posle treninga, na putu ili uz kafu. Posle otvaranja kesu dobro zatvorite, da bi keks ostao hrskav.",
      ingredients:
        "pasta od **kikirikija** (30%), protein graška (20%), heljdino brašno, pirinčano brašno, kokosovo ulje, mleveno laneno seme, sredstvo za narastanje (natrijum-hidrogenkarbonat), morska so, zaslađivač (steviol-glikozidi iz stevije)",
    },
    en: {
      name: "Peanut Protein Cookies",
      shortDescription:
        "Crunchy peanut cookies with pea protein, sweetened with stevia, with 27 g of protein per 100 g.",
      description:
        "We put plenty of roasted peanut butter into these cookies and add pea protein, so they taste like a proper homemade peanut cookie rather than a chalky protein snack.\n\nThey're crisp outside and slightly softer inside, with a touch of salt that brings out the peanut. No sugar is added – just a little stevia.\n\nHandy after a workout, on the road or with coffee. Reseal the bag after opening so they stay crunchy.",
      ingredients:
        "**peanut** butter (30%), pea protein (20%), buckwheat flour, rice flour, coconut oil, ground flaxseed, raising agent (sodium bicarbonate), sea salt, sweetener (steviol glycosides from stevia)",
    },
  },
  {
    id: "puter-od-pecenog-badema",
    type: "spreads",
    categories: ["glutenFree", "sugarFree", "vegan"],
    weightGrams: 250,
    isNew: false,
    isBestseller: false,
    isFeatured: false,
    nutrition: {
      energyKj: 2615,
      energyKcal: 625,
      fat: 53.0,
      saturatedFat: 4.1,
      carbohydrate: 9.5,
      sugars: 4.4,
      fibre: 11.0,
      protein: 22.0,
      salt: 0.02,
    },
    contains: ["nuts"],
    mayContain: ["peanuts", "sesame"],
    sr: {
      name: "Puter od pečenog badema",
      shortDescription: "Puter od celih pečenih badema sa kamenog mlina, bez dodate soli, šećera i ulja.",
      description:
        "Bademe pečemo cele, sa pokožicom, a zatim ih meljemo na kamenom mlinu dok ne postanu glatka, tečna pasta. Ništa ne dodajemo – ni so, ni šećer, ni ulje.\n\nUkus je dubok i pomalo karamelast od pečenja. Odličan je na hlebu sa pekmezom od šljive, u smutiju i jutarnjoj kaši ili kao osnova za preliv sa limunom i belim lukom.\n\nPrirodno ulje badema vremenom se izdvaja na vrhu – samo ga vratite kašikom. Teglu nije potrebno držati u frižideru.",
      ingredients: "pečeni **bademi** (100%)",
    },
    en: {
      name: "Roasted Almond Butter",
      shortDescription:
        "Butter made from whole roasted almonds, stone-ground, with no added salt, sugar or oil.",
      description:
        "We roast the almonds whole, skins on, then grind them on a stone mill until they become a smooth, runny paste. Nothing else goes in – no salt, no sugar, no oil.\n\nThe taste is deep and slightly caramelised from the roasting. It's excellent on bread with plum butter, in smoothies and porridge, or as the base for a dressing with lemon and garlic.\n\nThe almonds' natural oil rises to the top over time – just stir it back in. There's no need to keep the jar in the fridge.",
      ingredients: "roasted **almonds** (100%)",
    },
  },
  {
    id: "przene-semenke-sa-tamarijem",
    type: "snacks",
    categories: ["glutenFree", "vegan"],
    weightGrams: 125,
    isNew: true,
    isBestseller: false,
    isFeatured: false,
    nutrition: {
      energyKj: 2485,
      energyKcal: 594,
      fat: 47.0,
      saturatedFat: 5.5,
      carbohydrate: 12.0,
      sugars: 1.5,
      fibre: 7.5,
      protein: 27.0,
      salt: 1.4,
    },
    contains: ["soy"],
    mayContain: ["sesame", "nuts"],
    sr: {
      name: "Pržene semenke sa tamarijem",
      shortDescription:
        "Semenke bundeve i suncokreta pržene sa tamarijem, slane i hrskave – za grickanje i posipanje.",
      description:
        "Semenke pržimo u malim količinama i na kraju ih prelivamo tamarijem, japanskim sosom od soje koji se pravi bez pšenice. Na vrelim semenkama tamari se karamelizuje i ostavlja slanu, pomalo dimljenu koricu.\n\nOdlične su same, uz pivo ili čašu vina, ali ih mi najčešće posipamo preko salata, čorbi, rižota i pečenog povrća.\n\nPosle otvaranja kesu dobro zatvorite i čuvajte je na suvom mestu.",
      ingredients:
        "semenke bundeve (45%), suncokretove semenke (45%), tamari sos 8% (voda, **soja**, morska so), beli luk u prahu",
    },
    en: {
      name: "Tamari Roasted Seeds",
      shortDescription:
        "Pumpkin and sunflower seeds roasted with tamari – salty, crunchy and made for snacking and sprinkling.",
      description:
        "We roast the seeds in small batches and finish them with tamari, a Japanese soy sauce made without wheat. On the hot seeds it caramelises into a salty, slightly smoky coating.\n\nThey're great on their own with a beer or a glass of wine, but we mostly sprinkle them over salads, soups, risotto and roasted vegetables.\n\nReseal the bag after opening and keep it somewhere dry.",
      ingredients:
        "pumpkin seeds (45%), sunflower seeds (45%), tamari sauce 8% (water, **soya beans**, sea salt), garlic powder",
    },
  },
  {
    id: "hleb-od-spelte-sa-orasima",
    type: "breadBreadcrumbs",
    categories: ["vegan"],
    weightGrams: 500,
    isNew: false,
    isBestseller: false,
    isFeatured: false,
    nutrition: {
      energyKj: 1192,
      energyKcal: 285,
      fat: 8.0,
      saturatedFat: 0.9,
      carbohydrate: 40.0,
      sugars: 1.5,
      fibre: 6.5,
      protein: 10.0,
      salt: 1.1,
    },
    contains: ["gluten", "nuts"],
    mayContain: ["sesame"],
    sr: {
      name: "Hleb od spelte sa orasima",
      shortDescription:
        "Rustični hleb od integralne spelte na kiselom testu, sa krupnim komadima fruškogorskih oraha.",
      description:
        "Speltu mnogi vole zbog punog, blago slatkastog ukusa, a mi joj dodajemo i krupno lomljene orahe sa Fruške gore. Testo zamesimo uveče i ostavimo ga da polako fermentiše preko noći, pa hleb ima prijatno žilavu sredinu i debelu koricu.\n\nNajlepši je uz sir i med, pekmez ili čorbu, a u platnenoj kesi ostaje mek nekoliko dana.\n\nVažno: spelta je vrsta pšenice i sadrži gluten, pa ovaj hleb nije za one koji ga ne smeju jesti. Pečemo ga odvojeno od naših bezglutenskih proizvoda.",
      ingredients:
        "integralno brašno od **spelte** (55%), voda, **orah** (10%), kiselo testo od **spelte** (5%), morska so, kvasac",
    },
    en: {
      name: "Spelt & Walnut Bread",
      shortDescription: "A rustic wholegrain spelt sourdough with generous chunks of Fruška Gora walnuts.",
      description:
        "People love spelt for its full, slightly sweet flavour, and we add coarsely broken walnuts from Fruška Gora. We mix the dough in the evening and let it ferment slowly overnight, which gives the bread a pleasantly chewy crumb and a thick crust.\n\nIt's best with cheese and honey, plum butter or a bowl of soup, and it stays soft for several days in a cloth bag.\n\nPlease note: spelt is a type of wheat and contains gluten, so this bread is not suitable for anyone avoiding gluten. We bake it separately from our gluten-free products.",
      ingredients:
        "wholegrain **spelt** flour (55%), water, **walnuts** (10%), **spelt** sourdough (5%), sea salt, yeast",
    },
  },
  {
    id: "medenjaci-sa-lipovim-medom",
    type: "cookiesSweets",
    categories: ["glutenFree"],
    weightGrams: 200,
    isNew: false,
    isBestseller: false,
    isFeatured: false,
    nutrition: {
      energyKj: 1669,
      energyKcal: 399,
      fat: 11.5,
      saturatedFat: 1.3,
      carbohydrate: 66.5,
      sugars: 26.0,
      fibre: 3.8,
      protein: 5.5,
      salt: 0.3,
    },
    contains: [],
    mayContain: ["nuts", "peanuts"],
    sr: {
      name: "Medenjaci sa lipovim medom",
      shortDescription: "Mekani medenjaci od heljde i pirinča, sa lipovim medom i toplim zimskim začinima.",
      description:
        "Kod nas su medenjaci obavezni od prvog mraza do Božića, a ove pravimo po porodičnom receptu, samo bez pšeničnog brašna. Heljda i pirinač lepo nose ukus lipovog meda, cimeta, đumbira i karanfilića.\n\nMekani su i mirisni, a posle dan-dva u limenoj kutiji postaju još sočniji. Lepo idu uz čaj, kuvano vino ili šolju toplog mleka.\n\nZbog meda nisu veganski. Pečemo ih u malim serijama tokom cele godine, a najviše pred praznike.",
      ingredients:
        "lipov med (30%), heljdino brašno, pirinčano brašno, hladno ceđeno suncokretovo ulje, mešavina začina (cimet, đumbir, karanfilić, muskatni oraščić) (2%), sredstvo za narastanje (natrijum-hidrogenkarbonat), morska so",
    },
    en: {
      name: "Linden Honey Gingerbread",
      shortDescription: "Soft buckwheat and rice gingerbread with linden honey and warm winter spices.",
      description:
        "At our house, gingerbread is a must from the first frost until Christmas, and we make these from a family recipe – just without wheat flour. Buckwheat and rice carry the flavour of linden honey, cinnamon, ginger and cloves beautifully.\n\nThey're soft and fragrant, and after a day or two in a tin they get even moister. Enjoy them with tea, mulled wine or a cup of warm milk.\n\nThe honey means they aren't vegan. We bake them in small batches all year round, but most of all before the holidays.",
      ingredients:
        "linden honey (30%), buckwheat flour, rice flour, cold-pressed sunflower oil, spice mix (cinnamon, ginger, cloves, nutmeg) (2%), raising agent (sodium bicarbonate), sea salt",
    },
  },
  {
    id: "integralne-spagete-od-spelte",
    type: "pasta",
    categories: ["vegan"],
    weightGrams: 400,
    isNew: false,
    isBestseller: false,
    isFeatured: false,
    nutrition: {
      energyKj: 1439,
      energyKcal: 344,
      fat: 2.4,
      saturatedFat: 0.4,
      carbohydrate: 62.0,
      sugars: 2.5,
      fibre: 9.0,
      protein: 14.0,
      salt: 0.02,
    },
    contains: ["gluten"],
    mayContain: [],
    sr: {
      name: "Integralne špagete od spelte",
      shortDescription:
        "Integralne špagete od spelte, polako sušene na niskoj temperaturi, punog i blago orašastog ukusa.",
      description:
        "Speltu meljemo na posebnom kamenom mlinu i od integralnog brašna pravimo špagete koje zadržavaju boju i ukus celog zrna. Sušimo ih polako, skoro dva dana, pa se posle kuvanja ne lepe i ostaju čvrste.\n\nKuvaju se 9–10 minuta. Najbolje se slažu sa jednostavnim sosovima – paradajzom i bosiljkom, belim lukom i maslinovim uljem ili pečurkama.\n\nSpelta sadrži gluten, pa ove špagete nisu za one koji ga izbegavaju. Pravimo ih odvojeno od bezglutenskih proizvoda.",
      ingredients: "integralno brašno od **spelte** (100%)",
    },
    en: {
      name: "Wholegrain Spelt Spaghetti",
      shortDescription:
        "Wholegrain spelt spaghetti, slowly dried at a low temperature, with a full, gently nutty flavour.",
      description:
        "We mill the spelt on a separate stone mill and turn the wholegrain flour into spaghetti that keeps the colour and flavour of the whole grain. It dries slowly for almost two days, so it doesn't stick after cooking and stays firm.\n\nCook for 9–10 minutes. It's best with simple sauces – tomato and basil, garlic and olive oil, or mushrooms.\n\nSpelt contains gluten, so this pasta isn't for anyone avoiding it. We make it separately from our gluten-free products.",
      ingredients: "wholegrain **spelt** flour (100%)",
    },
  },
  {
    id: "integralno-brasno-od-spelte",
    type: "flourMixes",
    categories: ["vegan"],
    weightGrams: 1000,
    isNew: false,
    isBestseller: false,
    isFeatured: false,
    nutrition: {
      energyKj: 1448,
      energyKcal: 346,
      fat: 2.5,
      saturatedFat: 0.4,
      carbohydrate: 61.0,
      sugars: 1.0,
      fibre: 10.5,
      protein: 14.5,
      salt: 0.02,
    },
    contains: ["gluten"],
    mayContain: [],
    sr: {
      name: "Integralno brašno od spelte",
      shortDescription: "Integralno brašno od spelte sa kamenog mlina, za domaći hleb, pogače i kolače.",
      description:
        "Ovo brašno meljemo od celog zrna spelte, na posebnom kamenom mlinu koji nikada ne koristimo za bezglutenske proizvode. Mekinje i klica ostaju u brašnu, pa je ono tamnije i punijeg ukusa od belog.\n\nSpelta upija manje vode od obične pšenice, zato u testo dodajte malo manje vode nego inače i nemojte ga predugo mesiti. Odlično je za hleb na kiselom testu, pogače, kiflice i palačinke.\n\nSpelta je vrsta pšenice i sadrži gluten.",
      ingredients: "integralno brašno od **spelte** (100%)",
    },
    en: {
      name: "Wholegrain Spelt Flour",
      shortDescription: "Stone-ground wholegrain spelt flour for homemade bread, flatbreads and cakes.",
      description:
        "We grind this flour from whole spelt grains on a separate stone mill that we never use for our gluten-free products. The bran and germ stay in, so it's darker and fuller in flavour than white flour.\n\nSpelt absorbs less water than ordinary wheat, so use a little less water than usual and don't knead the dough for too long. It's excellent for sourdough bread, flatbreads, rolls and pancakes.\n\nSpelt is a type of wheat and contains gluten.",
      ingredients: "wholegrain **spelt** flour (100%)",
    },
  },
];
