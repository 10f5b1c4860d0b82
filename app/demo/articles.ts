// Bilingual blog articles for the demo site, written in the voice of the
// Petrović family and their team. Sorted newest first.

import type { DemoArticle } from "./types.ts";

export const demoArticles: DemoArticle[] = [
  {
    slug: "posni-keksi-s-orasima-bez-dodatog-secera",
    category: "recipes",
    featured: true,
    publishedAt: "2026-11-12T08:30:00.000Z",
    author: "Milica Petrović",
    sr: {
      title: "Posni keksi s orasima bez dodatog šećera",
      excerpt:
        "Keksi koje pečemo svake godine kad počne post: orasi s Fruške gore, urme umesto šećera i malo cimeta. Bez glutena, bez jaja i bez mleka.",
      body: `<p>Krajem novembra počinje Božićni post, a u našoj kući se tada tačno zna šta se prvo peče: keksi s orasima. Recept se godinama menjao, a ovu verziju pravimo otkako smo šećer potpuno izbacili iz naših proizvoda. Slatkoću daju urme i zrela banana, a orasi stižu iz voćnjaka komšije Laze, pola sata hoda od manufakture.</p>
<p>Keksi su posni, bez glutena i bez dodatog šećera. Ipak, da budemo iskreni: urme i banana sadrže prirodne šećere, pa ovi keksi nisu „bez ugljenih hidrata“. Ako pazite na šećer u krvi, pitajte svog lekara ili nutricionistu kolika je porcija za vas razumna. Keksi sadrže i orahe, pa nisu za one koji su alergični na orašaste plodove.</p>
<h2>Sastojci (za oko 24 keksa)</h2>
<ul>
<li>200 g bezglutenske smese za kolače</li>
<li>100 g mlevenih oraha i još desetak polovina za ukras</li>
<li>120 g suvih urmi bez koštica</li>
<li>1 zrela banana</li>
<li>70 ml suncokretovog ili otopljenog kokosovog ulja</li>
<li>1 kašičica cimeta i prstohvat mlevenog karanfilića</li>
<li>1 kašičica praška za pecivo bez glutena</li>
<li>prstohvat soli i malo rendane kore limuna</li>
</ul>
<h2>Priprema</h2>
<ol>
<li>Urme prelijte sa 100 ml vrele vode i ostavite ih desetak minuta da omekšaju.</li>
<li>Urme zajedno s vodom, bananom i uljem izmiksajte štapnim mikserom u glatku kremu.</li>
<li>U posebnoj činiji pomešajte smesu za kolače, mlevene orahe, prašak za pecivo, začine, so i koru limuna.</li>
<li>Sjedinite suvi i vlažni deo i mesite kratko, samo dok se testo ne poveže. Ako je previše lepljivo, dodajte još kašiku smese.</li>
<li>Prekrijte testo i ostavite ga pola sata u frižideru. Bezglutenskom testu odmor prija, jer smesa za to vreme upije tečnost.</li>
<li>Vlažnim rukama oblikujte kuglice veličine oraha, poređajte ih na pleh obložen papirom za pečenje i blago ih spljoštite. Na svaku utisnite komadić oraha.</li>
<li>Pecite u rerni zagrejanoj na 180 °C oko 12 do 14 minuta, dok ivice ne porumene.</li>
<li>Ostavite kekse da se potpuno ohlade na plehu, jer su dok su topli mekani i lako se lome.</li>
</ol>
<h2>Nekoliko saveta iz naše kuhinje</h2>
<p>Orahe pre mlevenja kratko propržite na suvom tiganju, pa će keksi imati dublji ukus. Ako nemate urme, probajte suve smokve, samo ih iseckajte sitnije. U limenoj kutiji keksi se drže nedelju dana i svakim danom postaju mekši i ukusniji, pa ih mi pečemo nekoliko dana pre praznika.</p>
<p>Ako ne stižete da pečete, u našoj ponudi su i <a href="/proizvodi">gotovi keksi bez dodatog šećera</a>, pravljeni na isti način. Ali miris cimeta i oraha po kući teško je nečim zameniti.</p>
<blockquote>„Svake godine obećam da ću napraviti duplu turu, i svake godine nestanu za dva dana.“ — Milica</blockquote>`,
    },
    en: {
      title: "Vegan walnut cookies with no added sugar",
      excerpt:
        "The cookies we bake every year when the Christmas fast begins: Fruška Gora walnuts, dates instead of sugar and a little cinnamon. Gluten-free, with no eggs or dairy.",
      body: `<p>The Orthodox Christmas fast begins at the end of November, and in our house everyone knows what gets baked first: walnut cookies. The recipe has changed over the years, and this is the version we have made ever since we took sugar out of our products altogether. The sweetness comes from dates and a ripe banana, and the walnuts come from our neighbour Laza's orchard, half an hour's walk from the manufactory.</p>
<p>These cookies are vegan, gluten-free and have no added sugar. To be honest about it, though: dates and bananas contain natural sugars, so the cookies are not carbohydrate-free. If you keep an eye on your blood sugar, ask your doctor or nutritionist what a sensible portion is for you. They also contain walnuts, so they are not for anyone with a tree nut allergy.</p>
<h2>Ingredients (about 24 cookies)</h2>
<ul>
<li>200 g gluten-free cake mix</li>
<li>100 g ground walnuts, plus about ten walnut halves to decorate</li>
<li>120 g dried, pitted dates</li>
<li>1 ripe banana</li>
<li>70 ml sunflower oil or melted coconut oil</li>
<li>1 tsp cinnamon and a pinch of ground cloves</li>
<li>1 tsp gluten-free baking powder</li>
<li>a pinch of salt and a little grated lemon zest</li>
</ul>
<h2>Method</h2>
<ol>
<li>Pour 100 ml of boiling water over the dates and leave them for about ten minutes to soften.</li>
<li>Blend the dates with their water, the banana and the oil into a smooth cream using a stick blender.</li>
<li>In a separate bowl, mix the cake mix, ground walnuts, baking powder, spices, salt and lemon zest.</li>
<li>Combine the dry and wet ingredients and knead briefly, just until the dough comes together. If it is too sticky, add another spoonful of the mix.</li>
<li>Cover the dough and chill it for half an hour. Gluten-free dough likes a rest, because the mix absorbs the liquid in the meantime.</li>
<li>With wet hands, roll walnut-sized balls, place them on a tray lined with baking paper and flatten them slightly. Press a piece of walnut into each one.</li>
<li>Bake in an oven preheated to 180 °C for about 12 to 14 minutes, until the edges turn golden.</li>
<li>Let the cookies cool completely on the tray. While they are warm they are soft and break easily.</li>
</ol>
<h2>A few tips from our kitchen</h2>
<p>Toast the walnuts briefly in a dry pan before grinding them and the cookies will have a deeper flavour. If you have no dates, try dried figs, just chop them more finely. Kept in a tin, the cookies last a week and get softer and tastier every day, so we bake them a few days before the holidays.</p>
<p>If you don't have time to bake, our range also includes <a href="/proizvodi">ready-made cookies with no added sugar</a>, made the same way. Still, nothing quite replaces the smell of cinnamon and walnuts drifting through the house.</p>
<blockquote>“Every year I promise to bake a double batch, and every year they are gone in two days.” — Milica</blockquote>`,
    },
  },
  {
    slug: "kako-cuvati-brasno-i-smese-da-ostanu-sveze",
    category: "tips",
    featured: false,
    publishedAt: "2026-10-27T07:45:00.000Z",
    author: "Dragan Petrović",
    sr: {
      title: "Kako čuvati brašno i smese da ostanu sveže",
      excerpt:
        "Bezglutenska brašna i smese traju od tri do šest meseci, ali samo ako se čuvaju kako treba. Evo kako to radimo u manufakturi i kod kuće.",
      body: `<p>Često nas pitaju zašto na našim smesama piše rok trajanja od tri do šest meseci, kad obično pšenično brašno stoji i godinu dana. Odgovor je jednostavan: u našim smesama nema konzervansa, a mnoge sadrže heljdu, proso, mleveno seme ili bademe. Ti sastojci imaju više prirodnih masnoća, a masnoće s vremenom užegnu. Zato je dobro znati kako da brašno ostane sveže do poslednje kašike.</p>
<h2>Od čega zavisi rok trajanja</h2>
<p>Smese od pirinčanog i kukuruznog brašna i skroba obično traju duže, do šest meseci. One s integralnim brašnom, semenkama i orašastim plodovima bolje je potrošiti za tri do četiri meseca. Tačan rok uvek piše na pakovanju i odnosi se na neotvoreno pakovanje, čuvano na preporučen način. Kad jednom otvorite kesu, vreme počinje brže da teče.</p>
<h2>Kako mi čuvamo brašno</h2>
<ul>
<li><strong>Hladno, suvo i tamno.</strong> Ostava ili kuhinjski ormarić daleko od šporeta, rerne i sunca. Toplota i vlaga su najveći neprijatelji brašna.</li>
<li><strong>Dobro zatvorene tegle.</strong> Posle otvaranja presipamo smesu u staklenu teglu s poklopcem koji dobro dihtuje. Tako brašno ne upija mirise i ne privlači moljce.</li>
<li><strong>Datum na tegli.</strong> Na teglu zalepimo papirić s nazivom smese i rokom s originalnog pakovanja. Deluje sitničavo, ali posle dva meseca niko više ne pamti šta je u kojoj tegli.</li>
<li><strong>Bez dosipanja.</strong> Staro i novo brašno ne mešamo u istoj tegli. Prvo potrošimo staro, teglu operemo i osušimo, pa tek onda sipamo novo.</li>
<li><strong>Zamrzivač za zalihe.</strong> Ako ste kupili više pakovanja bademovog ili heljdinog brašna, deo možete čuvati u zamrzivaču, u dobro zatvorenoj kesi. Pre upotrebe ga ostavite da dostigne sobnu temperaturu, da se u njemu ne bi skupljala vlaga.</li>
</ul>
<h2>Kako da znate da brašno treba baciti</h2>
<p>Pomirišite ga. Sveže brašno miriše blago, na žito ili orašaste plodove. Ako osetite ustajao, gorkast miris, nalik na staro ulje, brašno je užeglo i bolje ga je baciti, jer će se to osetiti i u kolaču. Isto važi ako primetite grudvice koje se ne raspadaju, paučinaste niti ili sitne insekte.</p>
<h2>Napomena za one koji kuvaju bez glutena</h2>
<p>Ako u kući imate i obično brašno, čuvajte bezglutenske smese na posebnoj polici, iznad pšeničnog, i koristite zasebne kašike i merice. Brašno leti po kuhinji više nego što mislimo, a za nekoga ko ima celijakiju i malo je previše.</p>
<p>Sve naše <a href="/proizvodi">smese za pečenje</a> pakujemo u kese koje se mogu ponovo zatvoriti, ali tegla je i dalje najsigurnija. Ako imate pitanje o nekoj konkretnoj smesi, <a href="/kontakt">pišite nam</a>.</p>`,
    },
    en: {
      title: "How to store flour and mixes so they stay fresh",
      excerpt:
        "Gluten-free flours and mixes keep for three to six months, but only if they are stored properly. Here is how we do it at the manufactory and at home.",
      body: `<p>People often ask us why our mixes have a shelf life of three to six months when ordinary wheat flour keeps for a year. The answer is simple: there are no preservatives in our mixes, and many of them contain buckwheat, millet, ground seeds or almonds. These ingredients are richer in natural fats, and fats go rancid over time. So it is worth knowing how to keep your flour fresh down to the last spoonful.</p>
<h2>What shelf life depends on</h2>
<p>Mixes based on rice flour, corn flour and starches usually last longer, up to six months. Those with wholegrain flour, seeds and nuts are best used within three to four months. The exact date is always printed on the pack and applies to an unopened pack stored as recommended. Once you open the bag, the clock starts running faster.</p>
<h2>How we store flour</h2>
<ul>
<li><strong>Cool, dry and dark.</strong> A pantry or a kitchen cupboard away from the hob, the oven and direct sunlight. Heat and moisture are flour's worst enemies.</li>
<li><strong>Tightly closed jars.</strong> Once a bag is opened, we tip the mix into a glass jar with a well-sealing lid. That way the flour doesn't pick up smells or attract pantry moths.</li>
<li><strong>A date on the jar.</strong> We stick a label on each jar with the name of the mix and the best-before date from the original pack. It sounds fussy, but after two months nobody remembers what is in which jar.</li>
<li><strong>No topping up.</strong> We never mix old and new flour in the same jar. We finish the old flour first, wash and dry the jar, and only then fill it again.</li>
<li><strong>The freezer for extra stock.</strong> If you have bought several packs of almond or buckwheat flour, you can keep some of it in the freezer in a well-sealed bag. Let it come up to room temperature before using it, so that no moisture collects inside.</li>
</ul>
<h2>How to tell when flour should go</h2>
<p>Smell it. Fresh flour has a mild smell of grain or nuts. If it smells stale and bitter, a bit like old cooking oil, it has gone rancid and is best thrown away, because you will taste it in the cake too. The same goes for lumps that won't break up, fine cobweb-like threads or tiny insects.</p>
<h2>A note for gluten-free kitchens</h2>
<p>If you also keep ordinary flour at home, store your gluten-free mixes on a separate shelf, above the wheat flour, and use separate spoons and measuring cups. Flour travels around a kitchen more than we think, and for someone with coeliac disease even a little is too much.</p>
<p>All our <a href="/proizvodi">baking mixes</a> come in resealable bags, but a jar is still the safest option. If you have a question about a particular mix, <a href="/kontakt">drop us a line</a>.</p>`,
    },
  },
  {
    slug: "dan-berbe-oraha-na-fruskoj-gori",
    category: "events",
    artwork: "orchard",
    featured: false,
    publishedAt: "2026-10-06T09:15:00.000Z",
    author: "Ana Petrović",
    sr: {
      title: "Dan berbe oraha na Fruškoj gori",
      excerpt:
        "Prve subote u oktobru četrdesetak ljudi pomoglo nam je da oberemo orahe u voćnjaku iznad Vrdnika. Bilo je blata, smeha i posnog pasulja iz kotlića.",
      body: `<p>Orahe koje koristimo u keksima i namazima već nekoliko godina kupujemo od komšije Laze, koji ima stari voćnjak na padini iznad Vrdnika. Prošle jeseni smo mu, napola u šali, rekli da bismo mogli da mu pomognemo u berbi. Ove godine smo od toga napravili pravi događaj i pozvali svakoga ko želi da provede dan na Fruškoj gori.</p>
<h2>Kako je izgledao dan</h2>
<p>U subotu, 3. oktobra, okupilo se četrdesetak ljudi: komšije, prijatelji, nekoliko porodica koje kupuju naše proizvode od samog početka i grupa studenata iz Novog Sada. Najmlađa beračica imala je četiri godine, a najstariji berač, Lazin otac Mile, osamdeset dve.</p>
<ul>
<li>Ujutru smo dugačkim motkama tresli grane, a deca su skupljala orahe u kofe.</li>
<li>Pre podne smo skidali zelene ljuske. Ruke su nam posle toga danima bile braon, iako smo delili rukavice.</li>
<li>Oko podne je u kotliću krčkao posni pasulj, a uz njega su bili naš hleb bez glutena i salata od kupusa.</li>
<li>Posle ručka smo orahe rasporedili na lese da se suše i izmerili koliko smo obrali.</li>
</ul>
<h2>Koliko smo obrali</h2>
<p>Na kraju dana imali smo nešto više od 600 kilograma oraha u ljusci. Kad se osuše i očiste, ostaće otprilike trećina, koja će završiti u keksima, namazima i božićnim paketićima. Svaki učesnik je poneo kući kesu svežih oraha, a deca i po jedan orah sa svojim imenom ispisanim flomasterom, za uspomenu.</p>
<blockquote>„Pedeset godina beremo ove orahe, ali ovoliko ljudi ispod njih nisam video otkad sam bio dete.“ — deda Mile</blockquote>
<h2>Zašto nam je ovo važno</h2>
<p>Mala smo manufaktura i ne možemo sve da uzgajamo sami. Zato nam je stalo da znamo odakle nam stižu sirovine i ko stoji iza njih. Kad jednom vidite kako se orah bere, ljušti i suši, drugačije gledate i na keks u kojem se nalazi. Nadamo se da su to osetili i naši gosti.</p>
<p>Učešće u berbi bilo je besplatno, a dobrovoljni prilozi za ručak otišli su osnovnoj školi u Vrdniku, za uređenje školske bašte. Sledeće godine planiramo isti dan, verovatno opet početkom oktobra. Ako želite da dobijete poziv, <a href="/kontakt">javite nam se</a>, a orahe iz ove berbe uskoro ćete naći u našim <a href="/proizvodi">keksima i namazima</a>.</p>`,
    },
    en: {
      title: "Walnut harvest day on Fruška Gora",
      excerpt:
        "On the first Saturday of October some forty people helped us pick walnuts in an orchard above Vrdnik. There was mud, laughter and a cauldron of vegan bean stew.",
      body: `<p>For several years now we have bought the walnuts for our cookies and spreads from our neighbour Laza, who has an old orchard on the slope above Vrdnik. Last autumn we told him, half joking, that we could help him with the harvest. This year we turned it into a proper event and invited anyone who fancied spending a day on Fruška Gora.</p>
<h2>How the day went</h2>
<p>On Saturday, 3 October, about forty people turned up: neighbours, friends, a few families who have been buying our products since the very beginning and a group of students from Novi Sad. Our youngest picker was four years old, and the oldest, Laza's father Mile, was eighty-two.</p>
<ul>
<li>In the morning we shook the branches with long poles while the children gathered walnuts into buckets.</li>
<li>Before lunch we peeled off the green husks. Our hands stayed brown for days afterwards, even though we handed out gloves.</li>
<li>Around noon a vegan bean stew was simmering in a cauldron over the fire, served with our gluten-free bread and a cabbage salad.</li>
<li>After lunch we spread the walnuts out on drying racks and weighed what we had picked.</li>
</ul>
<h2>How much we picked</h2>
<p>By the end of the day we had a little over 600 kilograms of walnuts in the shell. Once they are dried and cracked, roughly a third of that will be left, and it will end up in cookies, spreads and Christmas gift boxes. Everyone took home a bag of fresh walnuts, and each child also got a walnut with their name written on it in felt-tip pen, as a keepsake.</p>
<blockquote>“We've been picking these walnuts for fifty years, but I haven't seen this many people under these trees since I was a boy.” — Grandpa Mile</blockquote>
<h2>Why this matters to us</h2>
<p>We are a small manufactory and we can't grow everything ourselves. That is exactly why we care about knowing where our ingredients come from and who is behind them. Once you have seen how a walnut is picked, husked and dried, you look at the cookie it goes into a little differently. We hope our guests felt that too.</p>
<p>Joining the harvest was free, and the voluntary contributions for lunch went to the primary school in Vrdnik to help set up its school garden. We are planning the same day next year, probably again in early October. If you would like an invitation, <a href="/kontakt">get in touch</a>, and you will soon find this year's walnuts in our <a href="/proizvodi">cookies and spreads</a>.</p>`,
    },
  },
  {
    slug: "proteini-iz-biljaka-sta-je-zaista-dobro-znati",
    category: "health",
    featured: false,
    publishedAt: "2026-09-15T08:00:00.000Z",
    author: "Jelena Kovač",
    sr: {
      title: "Proteini iz biljaka: šta je zaista dobro znati",
      excerpt:
        "Da li je moguće uneti dovoljno proteina bez mesa, jaja i mleka? Naša nutricionistkinja objašnjava odakle ih uzeti i zašto nije potrebno brojati svaki gram.",
      body: `<p>Otkako smo napravili liniju proizvoda s više proteina, pitanja o proteinima stižu nam gotovo svakodnevno. Najčešće glase ovako: da li je moguće uneti dovoljno proteina bez mesa, jaja i mleka? Kratak odgovor je da, za većinu zdravih odraslih ljudi jeste, uz malo planiranja. Duži odgovor je u nastavku.</p>
<h2>Koliko nam proteina treba</h2>
<p>Za zdrave odrasle osobe najčešće se navodi preporuka od oko 0,8 grama proteina po kilogramu telesne mase dnevno. Za osobu od 70 kilograma to je približno 56 grama. Potrebe su drugačije kod dece, trudnica i dojilja, starijih osoba, sportista i ljudi s određenim bolestima, naročito bubrega. Zato ovaj broj shvatite kao okvir, a ne kao pravilo koje važi za svakoga. Ako niste sigurni koliko je vama potrebno, razgovarajte s lekarom ili nutricionistom.</p>
<h2>Dobri biljni izvori</h2>
<ul>
<li><strong>Mahunarke:</strong> pasulj, sočivo, leblebije, grašak i bob. Šolja kuvanog sočiva ima oko 18 grama proteina.</li>
<li><strong>Soja i proizvodi od soje:</strong> tofu, tempeh i sojino mleko.</li>
<li><strong>Semenke i orašasti plodovi:</strong> bundevino i suncokretovo seme, lan, konoplja, orasi i bademi.</li>
<li><strong>Žitarice i pseudožitarice:</strong> heljda, kinoa, proso i ovas bez glutena. Same po sebi nemaju mnogo proteina, ali se lepo dopunjuju s mahunarkama.</li>
</ul>
<h2>Da li namirnice treba kombinovati</h2>
<p>Biljni izvori se razlikuju po sastavu aminokiselina, pa je nekada važilo pravilo da ih treba kombinovati u svakom obroku. Danas znamo da je dovoljno jesti raznovrsno tokom dana. Pasulj za ručak i hleb sa semenkama za večeru sasvim lepo se dopunjuju, iako nisu na istom tanjiru.</p>
<h2>Gde su tu naši proizvodi</h2>
<p>Naše <a href="/proizvodi">proteinske grickalice i testenine</a> praktične su kad ste na putu ili nemate vremena da kuvate. Ipak, one nisu zamena za obrok od pravih namirnica i nisu neophodne. Većina ljudi koji jedu raznovrsno može da zadovolji potrebe za proteinima i bez ijednog proteinskog proizvoda. Mi ih pravimo zato što su ukusne i zgodne, a ne zato što bez njih ne može.</p>
<blockquote>„Nema čarobne namirnice. Razliku zaista pravi tanjir koji je raznovrstan iz dana u dan.“ — Jelena Kovač, nutricionistkinja</blockquote>
<h2>Ako tek počinjete</h2>
<p>Ako ste tek prešli na biljnu ishranu, posebno obratite pažnju na vitamin B12, koji se iz biljne hrane praktično ne može dobiti, kao i na gvožđe i jod. O tome je najbolje porazgovarati s lekarom, koji može da vam predloži i osnovne analize i, ako je potrebno, odgovarajuće suplemente.</p>`,
    },
    en: {
      title: "Protein from plants: what is actually worth knowing",
      excerpt:
        "Can you get enough protein without meat, eggs or dairy? Our nutritionist explains where to find it and why there's no need to count every gram.",
      body: `<p>Ever since we launched our higher-protein range, questions about protein have been arriving almost daily. The most common one goes like this: can you get enough protein without meat, eggs or dairy? The short answer is yes, for most healthy adults, with a bit of planning. The longer answer follows.</p>
<h2>How much protein we need</h2>
<p>For healthy adults, the figure most often quoted is about 0.8 grams of protein per kilogram of body weight per day. For someone who weighs 70 kilograms, that is roughly 56 grams. Needs are different for children, pregnant and breastfeeding women, older people, athletes and people with certain conditions, particularly kidney disease. So treat this number as a rough guide rather than a rule for everyone. If you are unsure how much you need, talk to your doctor or a nutritionist.</p>
<h2>Good plant sources</h2>
<ul>
<li><strong>Pulses:</strong> beans, lentils, chickpeas, peas and broad beans. A cup of cooked lentils has around 18 grams of protein.</li>
<li><strong>Soya and soya products:</strong> tofu, tempeh and soya milk.</li>
<li><strong>Seeds and nuts:</strong> pumpkin and sunflower seeds, flax, hemp, walnuts and almonds.</li>
<li><strong>Grains and pseudo-grains:</strong> buckwheat, quinoa, millet and gluten-free oats. On their own they are not especially high in protein, but they complement pulses nicely.</li>
</ul>
<h2>Do you need to combine foods?</h2>
<p>Plant sources differ in their amino acid make-up, and there used to be a rule that you had to combine them at every meal. Today we know it is enough to eat a varied diet over the course of the day. Beans at lunch and seeded bread at dinner work together perfectly well, even though they are not on the same plate.</p>
<h2>Where our products fit in</h2>
<p>Our <a href="/proizvodi">protein snacks and pasta</a> are handy when you are on the go or have no time to cook. Still, they are no substitute for a meal made from real food, and they are not essential. Most people who eat a varied diet can meet their protein needs without a single protein product. We make them because they taste good and are convenient, not because you can't manage without them.</p>
<blockquote>“There is no magic food. What really makes the difference is a plate that stays varied from one day to the next.” — Jelena Kovač, nutritionist</blockquote>
<h2>If you are just starting out</h2>
<p>If you have only recently switched to a plant-based diet, pay particular attention to vitamin B12, which you practically cannot get from plant foods, as well as iron and iodine. This is best discussed with your doctor, who can suggest some basic blood tests and, if needed, suitable supplements.</p>`,
    },
  },
  {
    slug: "letnja-salata-od-leblebija-i-testenine",
    category: "recipes",
    featured: false,
    publishedAt: "2026-08-18T06:30:00.000Z",
    author: "Milica Petrović",
    sr: {
      title: "Letnja salata od leblebija i testenine",
      excerpt:
        "Obrok u jednoj činiji koji se pravi za dvadeset minuta i čeka u frižideru do večeri. Leblebije, bezglutenska testenina, povrće iz bašte i preliv od limuna.",
      body: `<p>U avgustu niko kod nas nema volje da stoji pored šporeta. Tada pravimo veliku činiju ove salate, koja je dovoljna za ručak cele porodice, a ostane još i za sutra. Spremamo je s našom bezglutenskom testeninom, a leblebije je čine zasitnom, pa je ova salata pravi obrok, a ne prilog.</p>
<h2>Sastojci (za 4 osobe)</h2>
<ul>
<li>250 g kratke bezglutenske testenine (fusili, pene ili spirale)</li>
<li>250 g kuvanih leblebija (jedna konzerva, oceđena)</li>
<li>250 g čeri paradajza</li>
<li>1 krastavac</li>
<li>1 crvena paprika</li>
<li>1 manja glavica crvenog luka</li>
<li>šaka maslina bez koštica</li>
<li>veza peršuna i nekoliko listića nane</li>
</ul>
<h3>Za preliv</h3>
<ul>
<li>4 kašike maslinovog ulja</li>
<li>sok jednog limuna i malo rendane kore</li>
<li>1 kašičica senfa</li>
<li>1 čen belog luka</li>
<li>so i biber po ukusu</li>
</ul>
<h2>Priprema</h2>
<ol>
<li>Testeninu skuvajte u dosta posoljene vode, prema uputstvu na pakovanju. Bezglutensku testeninu probajte minut-dva pre isteka vremena, jer lako pređe iz „al dente“ u premekano.</li>
<li>Ocedite je i odmah isperite hladnom vodom, da se zaustavi kuvanje i ispere višak skroba. Tako se u salati neće lepiti.</li>
<li>Dok se testenina kuva, paradajz isecite na polovine, a krastavac, papriku i luk na sitne kocke. Luk možete na pet minuta potopiti u hladnu vodu, da bude blaži.</li>
<li>U tegli s poklopcem izmućkajte sve sastojke za preliv.</li>
<li>U velikoj činiji pomešajte testeninu, leblebije, povrće, masline i iseckano zelje, pa sve prelijte prelivom.</li>
<li>Ostavite salatu u frižideru bar pola sata, da se ukusi sjedine. Pre služenja je još jednom promešajte i probajte da li treba dodati soli ili limuna.</li>
</ol>
<h2>Varijacije</h2>
<p>U ovu salatu može da ide skoro sve što imate u frižideru. Leti dodajemo pečene tikvice ili kukuruz, a ujesen rukolu i pečenu bundevu. Ako volite nešto hrskavo, pred služenje je pospite prženim bundevinim semenom. Umesto leblebija možete staviti kuvani beli pasulj ili sočivo.</p>
<p>Pazite samo na jedno: senf je jedan od četrnaest alergena koji se po propisima moraju istaći na deklaraciji. Ako spremate salatu za nekoga ko je na njega alergičan, preliv napravite samo od ulja, limuna i belog luka.</p>
<p>U zatvorenoj posudi u frižideru salata se drži dva dana. Našu <a href="/proizvodi">bezglutensku testeninu</a> od kukuruza i pirinča pravimo tako da se ne raspada kad se ohladi, pa je zgodna za salate i za hranu koju nosite na posao.</p>`,
    },
    en: {
      title: "Summer chickpea and pasta salad",
      excerpt:
        "A one-bowl meal that takes twenty minutes to make and waits happily in the fridge until dinner. Chickpeas, gluten-free pasta, garden vegetables and a lemon dressing.",
      body: `<p>In August nobody in our family feels like standing at the stove. That is when we make a big bowl of this salad, enough for the whole family's lunch with some left over for the next day. We make it with our gluten-free pasta, and the chickpeas make it filling, so it is a proper meal rather than a side dish.</p>
<h2>Ingredients (serves 4)</h2>
<ul>
<li>250 g gluten-free pasta, ideally a short shape such as fusilli or penne</li>
<li>250 g cooked chickpeas (one tin, drained)</li>
<li>250 g cherry tomatoes</li>
<li>1 cucumber</li>
<li>1 red pepper</li>
<li>1 small red onion</li>
<li>a handful of pitted olives</li>
<li>a bunch of parsley and a few mint leaves</li>
</ul>
<h3>For the dressing</h3>
<ul>
<li>4 tbsp olive oil</li>
<li>juice of one lemon and a little grated zest</li>
<li>1 tsp mustard</li>
<li>1 garlic clove</li>
<li>salt and pepper to taste</li>
</ul>
<h2>Method</h2>
<ol>
<li>Cook the pasta in plenty of salted water according to the instructions on the pack. Taste gluten-free pasta a minute or two before the time is up, because it can quickly go from al dente to mushy.</li>
<li>Drain it and rinse it straight away under cold water to stop the cooking and wash off excess starch. That way it won't stick together in the salad.</li>
<li>While the pasta is cooking, halve the tomatoes and finely dice the cucumber, pepper and onion. You can soak the onion in cold water for five minutes to make it milder.</li>
<li>Shake all the dressing ingredients together in a jar with a lid.</li>
<li>In a large bowl, combine the pasta, chickpeas, vegetables, olives and chopped herbs, then pour over the dressing.</li>
<li>Leave the salad in the fridge for at least half an hour so the flavours can come together. Stir it once more before serving and taste to see whether it needs more salt or lemon.</li>
</ol>
<h2>Variations</h2>
<p>This salad welcomes almost anything you have in the fridge. In summer we add roasted courgettes or sweetcorn, and in autumn rocket and roasted pumpkin. If you like a bit of crunch, scatter toasted pumpkin seeds over it just before serving. Instead of chickpeas you can use cooked white beans or lentils.</p>
<p>Just watch out for one thing: mustard is one of the fourteen allergens that must, by law, be highlighted on food labels. If you are making the salad for someone who is allergic to it, make the dressing with just oil, lemon and garlic.</p>
<p>The salad keeps for two days in a closed container in the fridge. We make our <a href="/proizvodi">gluten-free pasta</a> from corn and rice so that it doesn't fall apart when cold, which makes it ideal for salads and packed lunches.</p>`,
    },
  },
  {
    slug: "tikvice-u-hrskavoj-prezli-iz-rerne",
    category: "recipes",
    featured: false,
    publishedAt: "2026-07-28T07:00:00.000Z",
    author: "Dragan Petrović",
    sr: {
      title: "Tikvice u hrskavoj prezli iz rerne",
      excerpt:
        "Pohovane tikvice bez prženja, bez jaja i bez glutena. Dragan ih pravi svakog leta, kad bašta počne da daje više tikvica nego što stignemo da pojedemo.",
      body: `<p>Svakog jula se ponavlja ista priča: posadimo četiri struka tikvica i već posle dve nedelje ne znamo šta ćemo s njima. Jedan od omiljenih načina da ih potrošimo su ove pohovane tikvice iz rerne. Nema prženja ni prskanja ulja po šporetu, a spolja su hrskave kao da su iz tiganja. Umesto jaja koristimo gustu smesu od brašna i biljnog mleka, pa je jelo posno i bez glutena.</p>
<h2>Sastojci (za 3–4 osobe)</h2>
<ul>
<li>2 srednje tikvice</li>
<li>120 g bezglutenske prezle</li>
<li>40 g bezglutenske smese za hleb ili kukuruznog brašna</li>
<li>150 ml nezaslađenog biljnog mleka</li>
<li>1 kašičica slatke aleve paprike</li>
<li>pola kašičice belog luka u prahu</li>
<li>2 kašike ulja</li>
<li>so i biber</li>
</ul>
<h3>Za umak</h3>
<ul>
<li>200 g nezaslađenog biljnog jogurta</li>
<li>1 čen belog luka</li>
<li>kašika seckane mirođije</li>
<li>malo limunovog soka i soli</li>
</ul>
<h2>Priprema</h2>
<ol>
<li>Zagrejte rernu na 210 °C i obložite dva pleha papirom za pečenje.</li>
<li>Tikvice isecite na kolutove debljine oko pola centimetra. Posolite ih, ostavite deset minuta, pa ih dobro posušite papirnim ubrusom. Ovaj korak je važan: što su tikvice suvlje, to je prezla hrskavija.</li>
<li>U jednoj činiji umutite smesu za hleb, biljno mleko, polovinu paprike i malo soli. Smesa treba da bude kao testo za palačinke, samo gušća.</li>
<li>U drugoj činiji pomešajte prezlu, ostatak paprike, beli luk u prahu, biber i ulje. Protrljajte sve prstima dok prezla ne upije ulje.</li>
<li>Svaki kolut umočite u smesu, pustite da višak iscuri, pa ga uvaljajte u prezlu i pritisnite da se dobro zalepi.</li>
<li>Ređajte kolutove na plehove tako da se ne dodiruju i pecite ih 12 minuta. Zatim ih okrenite i pecite još 8 do 10 minuta, dok ne porumene.</li>
<li>Dok se tikvice peku, pomešajte sastojke za umak i ostavite ga u frižideru.</li>
</ol>
<h2>Šta još možete da pripremite na ovaj način</h2>
<p>Isti postupak odlično funkcioniše s kolutovima plavog patlidžana, štapićima šargarepe ili cvetićima karfiola, koje treba peći nekoliko minuta duže. Zimi na isti način pravimo i pohovani tofu, koji deca jedu kao štapiće, uz kečap.</p>
<p>Biljno mleko i jogurt često se prave od soje, a soja je jedan od alergena. Ako kuvate za nekoga ko je na nju alergičan, izaberite ovseni ili pirinčani napitak i pažljivo pročitajte deklaraciju.</p>
<p>Tikvice su najbolje odmah, dok su tople i hrskave. Ako ostanu, podgrejte ih u rerni, nikako u mikrotalasnoj, jer tamo omekšaju. Našu <a href="/proizvodi">bezglutensku prezlu</a> pravimo od hleba koji pečemo u manufakturi, pa je malo krupnija od obične i lepše pravi koricu.</p>`,
    },
    en: {
      title: "Crispy oven-baked courgettes in gluten-free breadcrumbs",
      excerpt:
        "Breaded courgettes with no frying, no eggs and no gluten. Dragan makes them every summer, when the garden starts producing more courgettes than we can eat.",
      body: `<p>Every July it's the same story: we plant four courgette plants, and within two weeks we have no idea what to do with them all. One of our favourite ways to use them up is these oven-baked breaded courgettes. There's no frying and no oil spitting all over the stove, yet they come out as crisp as if they had been in a pan. Instead of egg we use a thick batter of flour and plant milk, so the dish is vegan and gluten-free.</p>
<h2>Ingredients (serves 3–4)</h2>
<ul>
<li>2 medium courgettes</li>
<li>120 g gluten-free breadcrumbs</li>
<li>40 g gluten-free bread mix or corn flour</li>
<li>150 ml unsweetened plant milk</li>
<li>1 tsp sweet paprika</li>
<li>½ tsp garlic powder</li>
<li>2 tbsp oil</li>
<li>salt and pepper</li>
</ul>
<h3>For the dip</h3>
<ul>
<li>200 g unsweetened plant-based yoghurt</li>
<li>1 garlic clove</li>
<li>1 tbsp chopped dill</li>
<li>a little lemon juice and salt</li>
</ul>
<h2>Method</h2>
<ol>
<li>Preheat the oven to 210 °C and line two baking trays with baking paper.</li>
<li>Cut the courgettes into rounds about half a centimetre thick. Salt them, leave them for ten minutes, then pat them thoroughly dry with kitchen paper. This step matters: the drier the courgettes, the crispier the coating.</li>
<li>In one bowl, whisk the bread mix, plant milk, half the paprika and a little salt. The batter should be like pancake batter, only thicker.</li>
<li>In a second bowl, mix the breadcrumbs with the rest of the paprika, the garlic powder, pepper and oil. Rub it all together with your fingertips until the crumbs have absorbed the oil.</li>
<li>Dip each round in the batter, let the excess drip off, then roll it in the breadcrumbs and press so they stick well.</li>
<li>Lay the rounds on the trays so they don't touch and bake for 12 minutes. Turn them over and bake for another 8 to 10 minutes, until golden.</li>
<li>While the courgettes are baking, stir together the dip ingredients and keep it in the fridge.</li>
</ol>
<h2>What else you can coat this way</h2>
<p>The same method works brilliantly with aubergine slices, carrot sticks or cauliflower florets, which need a few extra minutes in the oven. In winter we use it for breaded tofu too, which the children eat like fish fingers, with ketchup.</p>
<p>Plant milks and yoghurts are often made from soya, and soya is one of the major allergens. If you are cooking for someone who is allergic to it, choose an oat or rice drink and read the label carefully.</p>
<p>The courgettes are best eaten straight away, while they are hot and crunchy. If there are any left, reheat them in the oven, never in the microwave, where they go soft. We make our <a href="/proizvodi">gluten-free breadcrumbs</a> from the bread we bake at the manufactory, so they are a little coarser than shop-bought ones and give a better crust.</p>`,
    },
  },
  {
    slug: "kuhinja-bez-otpada-male-navike-koje-traju",
    category: "lifestyle",
    featured: false,
    publishedAt: "2026-07-14T09:00:00.000Z",
    author: "Ana Petrović",
    sr: {
      title: "Kuhinja bez otpada: male navike koje traju",
      excerpt:
        "Nismo savršeni i naša kanta za smeće nije prazna. Ali nekoliko jednostavnih navika primetno je smanjilo otpad i kod kuće i u manufakturi.",
      body: `<p>Kad smo pre nekoliko godina prvi put izmerili koliko smeća izbacimo za nedelju dana, bilo nas je pomalo sramota. Nismo postali domaćinstvo bez otpada i nećemo se pretvarati da jesmo. Ali naučili smo da velike promene dolaze od malih navika koje se lako zadrže. Evo onih koje su se kod nas primile.</p>
<h2>U našoj kuhinji</h2>
<ul>
<li><strong>Spisak pre kupovine.</strong> Pre odlaska na pijacu pogledamo šta već imamo u frižideru. Zvuči očigledno, ali najviše hrane bacali smo baš zato što smo kupovali ono što je već bilo u kući.</li>
<li><strong>Tegle umesto kesica.</strong> Tegle od ajvara i džema peremo i u njima čuvamo brašno, semenke, mahunarke i ostatke hrane. Na pijacu nosimo platnene torbe i nekoliko tegli za masline i suvo voće.</li>
<li><strong>Temeljac od ostataka povrća.</strong> Ljuske luka, krajeve šargarepe, stabljike peršuna i lišće celera skupljamo u kesu u zamrzivaču. Kad se kesa napuni, od toga skuvamo temeljac za čorbe i rižoto.</li>
<li><strong>Stari hleb nikad ne bacamo.</strong> Od njega pravimo prezlu, krutone za salatu ili hlebni puding. Bezglutenski hleb se brže suši, pa je baš zahvalan za to.</li>
<li><strong>Kompost.</strong> Kore od voća, talog od kafe i ostaci povrća idu na kompost u dnu dvorišta, a kompost posle ide u baštu.</li>
</ul>
<h2>U manufakturi</h2>
<p>U proizvodnji je teže, jer pravila o higijeni i bezbednosti hrane s pravom imaju prednost. Ipak, i tu smo našli prostora. Keksi koji se polome pri pakovanju ne završavaju u smeću, već ih pakujemo kao mrvice za podloge torti i prodajemo po nižoj ceni. Hleb kojem se bliži kraj roka za prodaju postaje prezla. Kartonske kutije u kojima stižu sirovine ponovo koristimo za slanje porudžbina, a papir predajemo na reciklažu.</p>
<p>Najteže pitanje nam je ambalaža. Kese s folijom dobro čuvaju brašno od vlage, ali se teško recikliraju. Trenutno za neke proizvode isprobavamo papirna pakovanja i pratimo da li brašno u njima ostaje sveže jednako dugo. Pisaćemo o tome kad budemo imali rezultate.</p>
<h2>Kako početi</h2>
<p>Ne morate sve odjednom. Izaberite jednu naviku i držite je se mesec dana. Kod nas je to bila kesa za ostatke povrća u zamrzivaču, jer je najlakša, a rezultat se vidi već posle nedelju dana.</p>
<blockquote>„Ne treba nam nekoliko ljudi koji savršeno žive bez otpada, nego mnogo ljudi koji to rade nesavršeno.“ — rečenica zalepljena na našem frižideru</blockquote>
<p>Ako imate svoj trik koji vam je uspeo, <a href="/kontakt">pišite nam</a>. Najbolje savete rado ćemo podeliti u nekom od sledećih tekstova, a mrvice od keksa potražite među našim <a href="/proizvodi">proizvodima</a>.</p>`,
    },
    en: {
      title: "A zero-waste kitchen: small habits that stick",
      excerpt:
        "We are not perfect and our bin is not empty. But a few simple habits have noticeably cut our waste, both at home and at the manufactory.",
      body: `<p>A few years ago, when we first weighed how much rubbish we threw out in a week, we were a little embarrassed. We haven't become a zero-waste household and we won't pretend we have. But we have learned that big changes come from small habits that are easy to keep. Here are the ones that have stuck in our family.</p>
<h2>In our kitchen</h2>
<ul>
<li><strong>A list before shopping.</strong> Before we go to the market, we check what is already in the fridge. It sounds obvious, but most of the food we used to throw away was food we had bought when we already had it at home.</li>
<li><strong>Jars instead of bags.</strong> We wash out ajvar and jam jars and use them for flour, seeds, pulses and leftovers. We take cloth bags to the market, along with a few jars for olives and dried fruit.</li>
<li><strong>Stock from vegetable scraps.</strong> Onion skins, carrot ends, parsley stalks and celery leaves go into a bag in the freezer. When the bag is full, we boil them up into stock for soups and risotto.</li>
<li><strong>We never throw out stale bread.</strong> We turn it into breadcrumbs, croutons for salads or bread pudding. Gluten-free bread dries out faster, which actually makes it perfect for this.</li>
<li><strong>Compost.</strong> Fruit peel, coffee grounds and vegetable scraps go on the compost heap at the bottom of the garden, and the compost later goes back into the vegetable beds.</li>
</ul>
<h2>At the manufactory</h2>
<p>It is harder in production, because hygiene and food safety rules rightly come first. Even so, we have found some room. Cookies that break during packing don't end up in the bin: we pack them as crumbs for cake bases and sell them at a lower price. Bread that is nearing the end of its sell-by date becomes breadcrumbs. The cardboard boxes our ingredients arrive in are reused for shipping orders, and our paper waste goes for recycling.</p>
<p>Packaging is our toughest problem. Foil-lined bags keep flour nicely dry, but they are hard to recycle. We are currently trying paper packaging for some products and checking whether the flour stays fresh just as long. We will write about it once we have results.</p>
<h2>How to start</h2>
<p>You don't have to do everything at once. Pick one habit and stick with it for a month. For us it was the vegetable scrap bag in the freezer, because it is the easiest and you can see the difference within a week.</p>
<blockquote>“We don't need a handful of people doing zero waste perfectly. We need lots of people doing it imperfectly.” — a line stuck to our fridge</blockquote>
<p>If you have a trick of your own that works, <a href="/kontakt">write to us</a>. We will gladly share the best tips in a future post, and you can find the cookie crumbs among our <a href="/proizvodi">products</a>.</p>`,
    },
  },
  {
    slug: "dani-otvorenih-vrata-i-radionica-pecenja-hleba",
    category: "events",
    artwork: "bakery",
    featured: false,
    publishedAt: "2026-06-09T10:30:00.000Z",
    author: "Dragan Petrović",
    sr: {
      title: "Dani otvorenih vrata i radionica pečenja hleba",
      excerpt:
        "Prvog vikenda u junu otvorili smo vrata manufakture. Gosti su videli kako nastaju naše smese, a na radionici su umesili svoj prvi hleb bez glutena.",
      body: `<p>Godinama nam ljudi pišu da bi voleli da vide gde i kako pravimo naše proizvode. Ove godine smo konačno odlučili da otvorimo vrata. U subotu i nedelju, 6. i 7. juna, manufakturu je obišlo oko 150 posetilaca, a na dve radionice pečenja hleba bilo je po dvanaest učesnika.</p>
<h2>Obilazak manufakture</h2>
<p>Manufaktura nije velika, pa smo goste vodili u grupama od po deset. Pre ulaska su svi dobili kapu i zaštitni mantil, a zamolili smo ih i da ne unose hranu. To nije bila formalnost: u prostoru u kojem pravimo proizvode bez glutena ne sme da se nađe nijedna mrvica običnog hleba.</p>
<p>Obilazak je trajao oko pola sata, a gosti su videli:</p>
<ul>
<li>magacin sirovina, gde svaka isporuka čeka rezultat testa na gluten pre nego što uđe u proizvodnju;</li>
<li>prostoriju u kojoj se brašna mere i mešaju u serije od po pedeset kilograma;</li>
<li>pekaru s dve rerne, u kojoj nastaju hleb, keksi i prezla;</li>
<li>pakovanje, gde se na svaku kesu ručno upisuje broj serije.</li>
</ul>
<p>Najviše pitanja bilo je o tome kako testiramo gluten i zašto su naše sirovine skuplje od uobičajenih. Odgovor na oba pitanja je isti: od dobavljača tražimo dokaz da u sirovinama nema glutena, a ne samo obećanje.</p>
<h2>Radionica pečenja hleba</h2>
<p>Milica je vodila dve radionice, u subotu i u nedelju pre podne. Svaki učesnik je umesio svoj hleb od naše smese, a usput naučio ono što ni na jedno pakovanje ne može lepo da stane:</p>
<ol>
<li>bezglutensko testo se ne mesi dugo, već se samo dobro sjedini;</li>
<li>mekše je i lepljivije od pšeničnog, i tako treba da bude;</li>
<li>oblikuje se vlažnim rukama, a ne na pobrašnjenoj dasci;</li>
<li>hleb se seče tek kad se potpuno ohladi.</li>
</ol>
<p>Dok su hlebovi rasli, pili smo čaj od nane iz naše bašte i razgovarali o tome kako je kuvati za porodicu u kojoj jedno dete ima celijakiju. Neki od tih razgovora bili su nam najdragoceniji deo vikenda.</p>
<h2>Sledeći put</h2>
<p>Zbog velikog interesovanja, dane otvorenih vrata planiramo ponovo na jesen, a radionice ćemo održavati jednom mesečno, za male grupe. Broj mesta je ograničen, pa ako želite da dođete, <a href="/kontakt">prijavite se preko kontakt stranice</a>. Do tada, smesu s kojom smo radili na radionici možete naći među našim <a href="/proizvodi">smesama za pečenje</a>.</p>`,
    },
    en: {
      title: "Open days and a bread-baking workshop at the manufactory",
      excerpt:
        "On the first weekend of June we opened the doors of our manufactory. Visitors saw how our mixes are made, and at the workshop they baked their first gluten-free loaf.",
      body: `<p>For years people have been writing to say they would love to see where and how we make our products. This year we finally decided to open our doors. On Saturday and Sunday, 6 and 7 June, around 150 visitors toured the manufactory, and each of our two bread-baking workshops had twelve participants.</p>
<h2>Touring the manufactory</h2>
<p>The manufactory isn't big, so we showed people round in groups of ten. Before going in, everyone was given a cap and a protective coat, and we also asked them not to bring any food inside. That wasn't a formality: not a single crumb of ordinary bread can find its way into the space where we make gluten-free products.</p>
<p>The tour took about half an hour, and visitors saw:</p>
<ul>
<li>the ingredients store, where every delivery waits for a gluten test result before it goes into production;</li>
<li>the room where flours are weighed and blended in batches of fifty kilograms;</li>
<li>the bakery with its two ovens, where the bread, cookies and breadcrumbs are made;</li>
<li>the packing area, where the batch number is written on every bag by hand.</li>
</ul>
<p>Most of the questions were about how we test for gluten and why our ingredients cost more than usual. The answer to both is the same: we ask our suppliers for proof that there is no gluten in what they sell us, not just a promise.</p>
<h2>The bread-baking workshop</h2>
<p>Milica ran two workshops, on Saturday and Sunday morning. Every participant mixed their own loaf from our bread mix and picked up a few things along the way that never quite fit on a pack:</p>
<ol>
<li>gluten-free dough isn't kneaded for long, just mixed thoroughly;</li>
<li>it is softer and stickier than wheat dough, and that's how it should be;</li>
<li>you shape it with wet hands, not on a floured board;</li>
<li>you only slice the bread once it has cooled completely.</li>
</ol>
<p>While the loaves were rising, we drank mint tea from our garden and talked about what it's like to cook for a family where one child has coeliac disease. Some of those conversations were the most precious part of the weekend for us.</p>
<h2>Next time</h2>
<p>Because there was so much interest, we are planning more open days in the autumn, and we will run the workshops once a month for small groups. Places are limited, so if you would like to come, <a href="/kontakt">sign up through our contact page</a>. In the meantime, you can find the mix we used at the workshop among our <a href="/proizvodi">baking mixes</a>.</p>`,
    },
  },
  {
    slug: "nas-stand-na-sajmu-organske-hrane-u-novom-sadu",
    category: "events",
    featured: true,
    publishedAt: "2026-05-20T08:15:00.000Z",
    author: "Ana Petrović",
    sr: {
      title: "Naš štand na sajmu organske hrane u Novom Sadu",
      excerpt:
        "Tri dana, oko dve i po hiljade degustacija i mnogo dobrih pitanja. Evo šta smo naučili od posetilaca na našem prvom pravom sajmu.",
      body: `<p>Od 14. do 16. maja bili smo na sajmu organske hrane u Novom Sadu. Za velike proizvođače to je rutina, ali za nas je to bio prvi sajam na kojem smo imali svoj štand, a ne samo sto kod prijatelja. Spremali smo se mesec dana, a na kraju se ispostavilo da smo za prvi dan poneli premalo hleba.</p>
<h2>Šta smo doneli</h2>
<p>Na štandu se moglo probati skoro sve što pravimo:</p>
<ul>
<li>hleb bez glutena i krutoni od njega, uz dva naša namaza;</li>
<li>keksi s orasima i keksi od heljde, bez dodatog šećera;</li>
<li>proteinske grickalice sa semenkama;</li>
<li>salata od naše testenine, koju je Milica svakog jutra spremala kod kuće, u posudama od deset litara.</li>
</ul>
<p>Po našem grubom računu, podelili smo oko dve i po hiljade degustacija. Hleba je prvog dana nestalo već oko tri po podne, pa je tata uveče ponovo palio rernu u manufakturi.</p>
<h2>Pitanja koja smo najčešće čuli</h2>
<p>Najviše smo naučili iz pitanja posetilaca. Ova tri smo čuli nebrojeno puta:</p>
<ol>
<li><strong>„Da li je ovo zaista bez glutena?“</strong> Pitali su uglavnom roditelji dece s celijakijom. Objašnjavali smo kako testiramo svaku seriju i šta znači granica od 10 ppm.</li>
<li><strong>„Čime je zaslađeno?“</strong> Kad smo rekli da su keksi zaslađeni samo voćem, mnogi nisu verovali dok nisu pogledali deklaraciju.</li>
<li><strong>„Gde mogu da vas kupim?“</strong> Ovo pitanje nas je najviše obradovalo, ali nas je i podsetilo da moramo da budemo dostupniji i van Novog Sada.</li>
</ol>
<blockquote>„Moja ćerka je prvi put na nekom sajmu mogla da proba sve sa stola. Hvala vam.“ — poruka koju nam je jedna mama ostavila u knjizi utisaka</blockquote>
<h2>Šta nosimo kući</h2>
<p>Osim umora i promuklog grla, kući smo poneli svesku punu beležaka. Posetioci su nam predložili da napravimo manja pakovanja za probu, da alergene na kesama ispišemo krupnijim slovima i da smislimo slanu grickalicu bez semenki, za decu koja ih ne vole. Sva tri predloga su već na spisku za ovu godinu.</p>
<p>Hvala svima koji su svratili, probali i pitali. Ako niste stigli do štanda, sve što smo nudili na degustaciji možete pogledati u našoj <a href="/proizvodi">ponudi proizvoda</a>, a za pitanja smo tu i preko <a href="/kontakt">kontakt stranice</a>.</p>`,
    },
    en: {
      title: "Our stand at the organic food fair in Novi Sad",
      excerpt:
        "Three days, some two and a half thousand tasting samples and lots of good questions. Here is what visitors taught us at our first real fair.",
      body: `<p>From 14 to 16 May we were at the organic food fair in Novi Sad. For big producers that is routine, but for us it was the first fair where we had a stand of our own rather than just a table at a friend's. We spent a month getting ready, and in the end it turned out we had brought too little bread for the first day.</p>
<h2>What we brought</h2>
<p>Visitors could taste almost everything we make:</p>
<ul>
<li>gluten-free bread and croutons made from it, with two of our spreads;</li>
<li>walnut cookies and buckwheat cookies, both with no added sugar;</li>
<li>protein snacks with seeds;</li>
<li>a salad made with our pasta, which Milica prepared at home every morning in ten-litre tubs.</li>
</ul>
<p>By our rough count, we handed out about two and a half thousand samples. The bread was gone by three o'clock on the first afternoon, so Dad fired up the oven at the manufactory again that evening.</p>
<h2>The questions we heard most</h2>
<p>We learned the most from visitors' questions. These three came up more times than we could count:</p>
<ol>
<li><strong>“Is this really gluten-free?”</strong> This was mostly from parents of children with coeliac disease. We explained how we test every batch and what the 10 ppm limit means.</li>
<li><strong>“What is it sweetened with?”</strong> When we said the cookies were sweetened only with fruit, many people didn't believe us until they had read the label.</li>
<li><strong>“Where can I buy your products?”</strong> This one made us happiest, but it also reminded us that we need to be easier to find outside Novi Sad.</li>
</ol>
<blockquote>“For the first time at a fair, my daughter could try everything on the table. Thank you.” — a note one mum left in our guest book</blockquote>
<h2>What we are taking home</h2>
<p>Apart from tired feet and hoarse voices, we came home with a notebook full of ideas. Visitors suggested that we make smaller trial packs, print the allergens on our bags in larger letters and come up with a savoury snack without seeds for children who don't like them. All three suggestions are already on this year's list.</p>
<p>Thank you to everyone who stopped by, tasted and asked. If you didn't make it to the stand, you can find everything we offered at the tasting in our <a href="/proizvodi">product range</a>, and we are always happy to answer questions through our <a href="/kontakt">contact page</a>.</p>`,
    },
  },
  {
    slug: "kako-citati-deklaraciju-i-prepoznati-14-alergena",
    category: "health",
    featured: false,
    publishedAt: "2026-04-22T07:30:00.000Z",
    author: "Jelena Kovač",
    sr: {
      title: "Kako čitati deklaraciju i prepoznati 14 alergena",
      excerpt:
        "Deklaracija kaže više nego što mislimo, samo treba znati gde gledati. Kratak vodič kroz sastav, alergene i natpis „može sadržati tragove“.",
      body: `<p>Kad u porodici neko ima alergiju na hranu ili celijakiju, čitanje deklaracija postaje svakodnevica. Ali i onima koji nemaju nikakvih ograničenja korisno je da znaju gde da gledaju, jer deklaracija govori mnogo više od roka trajanja. Evo kako da je pročitate brzo i bez muke.</p>
<h2>Spisak sastojaka</h2>
<p>Sastojci se navode po količini, od onog kojeg ima najviše do onog kojeg ima najmanje. Ako je šećer na prvom ili drugom mestu, to dosta govori o proizvodu. Imajte na umu i da se šećer krije pod raznim imenima: glukozni sirup, dekstroza, invertni šećer, sirup od agave.</p>
<h2>Četrnaest alergena</h2>
<p>Prema propisima usklađenim s uredbom Evropske unije 1169/2011, sledećih četrnaest alergena mora biti posebno istaknuto u spisku sastojaka, najčešće podebljanim slovima:</p>
<ol>
<li>žitarice koje sadrže gluten (pšenica, raž, ječam, ovas, spelta, kamut)</li>
<li>rakovi</li>
<li>jaja</li>
<li>riba</li>
<li>kikiriki</li>
<li>soja</li>
<li>mleko, uključujući laktozu</li>
<li>orašasti plodovi (bademi, lešnici, orasi, indijski orah, pekan, brazilski orah, pistaći, makadamija)</li>
<li>celer</li>
<li>slačica, odnosno senf</li>
<li>susam</li>
<li>sumpor-dioksid i sulfiti, u količini većoj od 10 mg/kg</li>
<li>lupina</li>
<li>mekušci</li>
</ol>
<p>Na našim kesama alergene ističemo podebljano u sastavu, ali i u posebnom okviru na poleđini, jer smo na sajmu čuli da je ljudima tako lakše.</p>
<h2>„Može sadržati tragove“</h2>
<p>Ovaj natpis proizvođač stavlja kad postoji rizik da alergen slučajno dospe u proizvod, na primer zato što se na istoj liniji prerađuju i orasi. Natpis je dobrovoljan, pa njegovo odsustvo ne znači uvek da rizika nema. Ako je alergija ozbiljna, najsigurnije je pitati proizvođača. Mi na takva pitanja rado odgovaramo, a preko <a href="/kontakt">kontakt stranice</a> stižu nam gotovo svake nedelje.</p>
<h2>Tabela nutritivnih vrednosti</h2>
<p>Vrednosti su izražene na 100 grama, što olakšava poređenje dva proizvoda. Gledajte koliko ima šećera, soli i vlakana, ali i koliko zaista pojedete: niko ne pojede 100 grama začina, a 100 grama keksa lako nestane. Sve te podatke za naše proizvode možete pronaći i na stranici svakog <a href="/proizvodi">proizvoda</a>.</p>
<h2>Kad je potreban stručan savet</h2>
<p>Ako zbog alergije ili bolesti morate strogo da izbegavate neke namirnice, dogovorite se s lekarom ili nutricionistom na šta tačno treba da obratite pažnju. Deklaracija je dobar alat, ali ne zamenjuje stručni savet.</p>`,
    },
    en: {
      title: "How to read a food label and spot the 14 allergens",
      excerpt:
        "A food label tells you more than you might think, as long as you know where to look. A short guide to ingredient lists, allergens and “may contain traces”.",
      body: `<p>When someone in the family has a food allergy or coeliac disease, reading labels becomes part of everyday life. But even if you have no dietary restrictions at all, it helps to know where to look, because a label tells you a great deal more than the best-before date. Here is how to read one quickly and without fuss.</p>
<h2>The ingredient list</h2>
<p>Ingredients are listed by weight, from the one there is most of to the one there is least of. If sugar comes first or second, that says a lot about the product. Bear in mind, too, that sugar hides under many names: glucose syrup, dextrose, invert sugar, agave syrup.</p>
<h2>The fourteen allergens</h2>
<p>Under rules aligned with EU Regulation 1169/2011, the following fourteen allergens must be emphasised in the ingredient list, usually in bold:</p>
<ol>
<li>cereals containing gluten (wheat, rye, barley, oats, spelt, khorasan wheat)</li>
<li>crustaceans</li>
<li>eggs</li>
<li>fish</li>
<li>peanuts</li>
<li>soya</li>
<li>milk, including lactose</li>
<li>tree nuts (almonds, hazelnuts, walnuts, cashews, pecans, Brazil nuts, pistachios, macadamia nuts)</li>
<li>celery</li>
<li>mustard</li>
<li>sesame</li>
<li>sulphur dioxide and sulphites above 10 mg/kg</li>
<li>lupin</li>
<li>molluscs</li>
</ol>
<p>On our bags we put allergens in bold in the ingredient list and also in a separate box on the back, because visitors at the fair told us that makes life easier.</p>
<h2>“May contain traces”</h2>
<p>Manufacturers add this warning when there is a risk that an allergen could get into a product by accident, for example because walnuts are also processed on the same line. The warning is voluntary, so its absence does not always mean there is no risk. If an allergy is severe, the safest thing is to ask the manufacturer. We are always glad to answer these questions, and they reach us through our <a href="/kontakt">contact page</a> almost every week.</p>
<h2>The nutrition table</h2>
<p>Values are given per 100 grams, which makes it easy to compare two products. Look at sugar, salt and fibre, but also at how much you actually eat: nobody eats 100 grams of a spice, while 100 grams of cookies can disappear very easily. You will find all of this information for our own range on each <a href="/proizvodi">product</a> page as well.</p>
<h2>When to ask a professional</h2>
<p>If an allergy or a medical condition means you have to avoid certain foods strictly, talk to your doctor or a nutritionist about exactly what to watch out for. A label is a useful tool, but it is no substitute for professional advice.</p>`,
    },
  },
  {
    slug: "palacinke-od-heljdinog-brasna-bez-jaja-i-mleka",
    category: "recipes",
    featured: false,
    publishedAt: "2026-03-17T08:45:00.000Z",
    author: "Milica Petrović",
    sr: {
      title: "Palačinke od heljdinog brašna bez jaja i mleka",
      excerpt:
        "Tanke, elastične palačinke od heljde koje se ne cepaju pri okretanju. Posne su i bez glutena, a podjednako su dobre i slane i slatke.",
      body: `<p>Palačinke su kod nas nedeljni ritual. Kad je naš sin Luka pre deset godina dobio dijagnozu celijakije, tražili smo recept koji će biti dobar kao bakin. Probali smo desetine verzija, a pobedila je ova s heljdinim brašnom. Pošto u njoj nema ni jaja ni mleka, pravimo je i tokom posta, pa je i ovih nedelja pred Uskrs često na našem stolu.</p>
<h2>Sastojci (za 10–12 palačinki)</h2>
<ul>
<li>150 g heljdinog brašna ili naše smese za palačinke</li>
<li>50 g skroba od tapioke ili kukuruznog skroba</li>
<li>1 kašika mlevenog lanenog semena</li>
<li>350 ml biljnog mleka</li>
<li>150 ml gazirane mineralne vode</li>
<li>2 kašike ulja i još malo za tiganj</li>
<li>prstohvat soli</li>
</ul>
<p>Heljda prirodno ne sadrži gluten, ali se često melje u mlinovima u kojima se melje i pšenica. Ako kuvate za nekoga s celijakijom, proverite da li na pakovanju heljdinog brašna piše da je bez glutena.</p>
<h2>Priprema</h2>
<ol>
<li>Mleveno laneno seme prelijte s tri kašike tople vode i ostavite pet minuta da nabubri. Ta smesa zamenjuje jaje.</li>
<li>U činiji pomešajte heljdino brašno, skrob i so.</li>
<li>Dodajte biljno mleko, laneno seme i ulje, pa sve umutite žicom dok ne nestanu grudvice.</li>
<li>Ostavite smesu da odstoji najmanje dvadeset minuta. Heljda za to vreme upije tečnost, pa palačinke posle nisu krte.</li>
<li>Neposredno pre pečenja umešajte mineralnu vodu. Smesa treba da bude malo ređa od pavlake, a ako je pregusta, dodajte još malo vode.</li>
<li>Zagrejte tiganj i premažite ga tankim slojem ulja. Sipajte oko pola kutlače smese i brzo zavrtite tiganj da se ravnomerno rasporedi.</li>
<li>Pecite oko minut, dok ivice ne počnu da se odvajaju, pa okrenite palačinku i pecite je još pola minuta.</li>
</ol>
<h2>Čime ih punimo</h2>
<p>Za slatku verziju najčešće uzimamo naš <a href="/proizvodi">namaz od lešnika bez dodatog šećera</a> i kolutove banane, ili domaći pekmez od šljiva, kuvan bez šećera. Deca ih vole i samo s cimetom i malo otopljenog kokosovog ulja.</p>
<p>Heljda ima blago orašast, pomalo zemljan ukus, pa su ove palačinke odlične i kao slano jelo:</p>
<ul>
<li>s pirjanim spanaćem, belim lukom i tofuom;</li>
<li>s pečenim pečurkama i peršunom;</li>
<li>s humusom, rendanom šargarepom i rukolom.</li>
</ul>
<h2>Saveti za uspeh</h2>
<p>Prva palačinka gotovo uvek propadne, i to je u redu, jer se tiganj tek tada kako treba zagrejao. Ne sipajte previše smese, jer su tanke palačinke elastičnije od debelih. Ako ih pravite unapred, slažite ih jednu na drugu i pokrijte čistom kuhinjskom krpom, pa će ostati mekane do ručka.</p>`,
    },
    en: {
      title: "Buckwheat pancakes without eggs or milk",
      excerpt:
        "Thin, flexible buckwheat pancakes that don't tear when you flip them. They are vegan and gluten-free, and just as good savoury as sweet.",
      body: `<p>Pancakes are a Sunday ritual in our family. When our son Luka was diagnosed with coeliac disease ten years ago, we went looking for a recipe that would be as good as his grandmother's. We tried dozens of versions, and this buckwheat one won. Since it has no eggs or milk, we also make it during the fasting periods, so it turns up on our table a lot in these weeks before Easter.</p>
<h2>Ingredients (10–12 pancakes)</h2>
<ul>
<li>150 g buckwheat flour or our pancake mix</li>
<li>50 g tapioca starch or cornflour</li>
<li>1 tbsp ground flaxseed</li>
<li>350 ml plant milk</li>
<li>150 ml sparkling mineral water</li>
<li>2 tbsp oil, plus a little extra for the pan</li>
<li>a pinch of salt</li>
</ul>
<p>Buckwheat is naturally gluten-free, but it is often milled in mills that also grind wheat. If you are cooking for someone with coeliac disease, check that the buckwheat flour is labelled gluten-free.</p>
<h2>Method</h2>
<ol>
<li>Pour three tablespoons of warm water over the ground flaxseed and leave it for five minutes to thicken. This mixture takes the place of an egg.</li>
<li>In a bowl, mix the buckwheat flour, starch and salt.</li>
<li>Add the plant milk, flaxseed mixture and oil, and whisk until there are no lumps left.</li>
<li>Let the batter rest for at least twenty minutes. In that time the buckwheat absorbs the liquid, so the pancakes won't be brittle.</li>
<li>Just before cooking, stir in the mineral water. The batter should be slightly thinner than single cream; if it is too thick, add a little more water.</li>
<li>Heat a frying pan and brush it with a thin layer of oil. Pour in about half a ladle of batter and quickly swirl the pan so it spreads evenly.</li>
<li>Cook for about a minute, until the edges start to lift, then flip the pancake and cook it for another thirty seconds.</li>
</ol>
<h2>What we fill them with</h2>
<p>For a sweet version we usually go for our <a href="/proizvodi">hazelnut spread with no added sugar</a> and sliced banana, or homemade plum butter cooked without sugar. The children love them with nothing more than cinnamon and a little melted coconut oil.</p>
<p>Buckwheat has a gently nutty, slightly earthy flavour, so these pancakes also make a great savoury meal:</p>
<ul>
<li>with sautéed spinach, garlic and tofu;</li>
<li>with roasted mushrooms and parsley;</li>
<li>with hummus, grated carrot and rocket.</li>
</ul>
<h2>Tips for success</h2>
<p>The first pancake almost always goes wrong, and that's fine: it's only then that the pan is properly hot. Don't pour in too much batter, because thin pancakes are more flexible than thick ones. If you are making them ahead, stack them on a plate and cover them with a clean tea towel, and they will stay soft until lunch.</p>`,
    },
  },
  {
    slug: "spora-jutra-i-porodicni-dorucak-nedeljom",
    category: "lifestyle",
    featured: false,
    publishedAt: "2026-02-10T09:30:00.000Z",
    author: "Milica Petrović",
    sr: {
      title: "Spora jutra i porodični doručak nedeljom",
      excerpt:
        "Radnim danima doručkujemo u hodu, kao i svi. Ali nedeljno jutro je kod nas sveto: niko ne žuri, telefoni su u fioci, a sto je pun.",
      body: `<p>Kad vodite porodičnu manufakturu, posao i kuća se lako prepliću. Radnim danima ustajemo u pet, Dragan odlazi da upali rerne, a doručak često pojedemo na brzinu, stojeći. Zato smo pre nekoliko godina uveli jedno pravilo: nedeljom ujutru niko nikuda ne žuri.</p>
<h2>Kako izgleda naše nedeljno jutro</h2>
<p>Ustajemo kad se probudimo, bez budilnika. Ko prvi ustane, stavlja vodu za čaj i kafu i otvara prozor prema vinogradima. Telefoni idu u fioku u hodniku i tamo ostaju do podneva. Prvih nekoliko nedelja bilo je teško, naročito deci, a danas nam je to najdraži deo sedmice.</p>
<p>Doručak spremamo zajedno i svako ima svoj zadatak. Luka seče hleb i pravi tost, Sara postavlja sto i bere nanu iz saksije, Dragan je zadužen za palačinke, a ja za sve ostalo.</p>
<h2>Šta se nađe na stolu</h2>
<ul>
<li>naš hleb bez glutena, tostiran, uz dva-tri namaza;</li>
<li>palačinke od heljde, slatke i slane;</li>
<li>sezonsko voće: zimi jabuke i kruške iz podruma, leti šta god sazri u bašti;</li>
<li>kajgana od tofua s povrćem, koju su deca isprva odbijala, a sad je sama traže;</li>
<li>ovsena kaša od bezglutenskog ovsa, s orasima i cimetom;</li>
<li>čaj od nane ili kamilice i kafa za odrasle.</li>
</ul>
<p>Ne pravimo sve ovo svake nedelje. Nekad je to samo hleb, namaz i jabuka, i to je sasvim dovoljno. Poenta nije u tome koliko je sto pun, već u tome da sednemo zajedno.</p>
<h2>Zašto nam je to važno</h2>
<p>Za stolom pričamo o svemu: o školi, o novim receptima, o tome šta ćemo posaditi u bašti. Nekoliko naših proizvoda deca su smislila upravo tu, za nedeljnim doručkom. Namaz od lešnika i kakaa bez dodatog šećera nastao je zato što je Sara uporno tražila „onaj pravi“, kao kod drugarice. Trebalo je osam pokušaja dok nije rekla da je to to.</p>
<blockquote>„Doručak koji traje dva sata nije izgubljeno vreme. To je vreme koje smo poklonili jedni drugima.“</blockquote>
<h2>Kako da počnete</h2>
<p>Ne morate sve da menjate odjednom. Izaberite jedan dan u nedelji i jedan obrok. Neka to bude obrok bez ekrana, s nečim jednostavnim što svi vole. Ako nemate vremena da mesite, uzmite gotov hleb, na primer naš <a href="/proizvodi">hleb bez glutena</a>, i nešto za mazanje. Važnije je da ste zajedno nego šta je na tanjiru.</p>`,
    },
    en: {
      title: "Slow mornings and a Sunday family breakfast",
      excerpt:
        "On weekdays we eat breakfast on the run, like everyone else. But Sunday morning is sacred in our house: nobody rushes, the phones are in a drawer and the table is full.",
      body: `<p>When you run a family manufactory, work and home easily blur into one. On weekdays we get up at five, Dragan heads off to light the ovens, and breakfast is often something eaten standing up, in a hurry. So a few years ago we brought in one rule: on Sunday mornings nobody rushes anywhere.</p>
<h2>What our Sunday morning looks like</h2>
<p>We get up when we wake up, with no alarm. Whoever is up first puts the kettle on for tea and coffee and opens the window that looks out over the vineyards. The phones go into a drawer in the hallway and stay there until noon. The first few weeks were hard, especially for the children, but today it is our favourite part of the week.</p>
<p>We make breakfast together and everyone has a job. Luka slices the bread and makes the toast, Sara lays the table and picks mint from the pot on the windowsill, Dragan is in charge of pancakes and I take care of everything else.</p>
<h2>What ends up on the table</h2>
<ul>
<li>our gluten-free bread, toasted, with two or three spreads;</li>
<li>buckwheat pancakes, sweet and savoury;</li>
<li>seasonal fruit: apples and pears from the cellar in winter, whatever ripens in the garden in summer;</li>
<li>scrambled tofu with vegetables, which the children refused at first and now ask for themselves;</li>
<li>porridge made with gluten-free oats, walnuts and cinnamon;</li>
<li>mint or chamomile tea, and coffee for the grown-ups.</li>
</ul>
<p>We don't make all of this every Sunday. Sometimes it's just bread, a spread and an apple, and that is plenty. The point isn't how full the table is, but that we sit down together.</p>
<h2>Why it matters to us</h2>
<p>At the table we talk about everything: school, new recipes, what we are going to plant in the garden. The children actually came up with several of our products right there, over Sunday breakfast. Our hazelnut and cocoa spread with no added sugar exists because Sara kept asking for “the real one”, like the one at her friend's house. It took eight attempts before she declared that this was it.</p>
<blockquote>“A breakfast that lasts two hours isn't wasted time. It is time we have given to each other.”</blockquote>
<h2>How to start</h2>
<p>You don't have to change everything at once. Choose one day a week and one meal. Make it a meal without screens, with something simple that everyone likes. If you don't have time to bake, use a ready-made loaf, such as our <a href="/proizvodi">gluten-free bread</a>, and something to spread on it. Being together matters more than what is on the plate.</p>`,
    },
  },
  {
    slug: "sta-znaci-manje-od-10-ppm-glutena-i-kako-to-proveravamo",
    category: "health",
    featured: true,
    publishedAt: "2026-01-20T08:00:00.000Z",
    author: "Dragan Petrović",
    sr: {
      title: "Šta znači manje od 10 ppm glutena i kako to proveravamo",
      excerpt:
        "Zakonska granica za oznaku „bez glutena“ je 20 ppm, a mi smo sebi postavili strožu, od 10 ppm. Objašnjavamo šta taj broj znači i kako ga proveravamo.",
      body: `<p>Na svakom našem pakovanju piše da proizvod sadrži manje od 10 ppm glutena. Mnogi nas pitaju šta to zapravo znači i zašto se time toliko bavimo. Pošto je naš sin Luka razlog zbog kojeg je Zrnce uopšte nastalo, ovo pitanje nam je možda najvažnije od svih.</p>
<h2>Šta je ppm</h2>
<p>Skraćenica ppm potiče od engleskog izraza <em>parts per million</em>, odnosno „delova na milion“. Deset ppm znači najviše deset miligrama glutena u kilogramu proizvoda. To je količina koju golim okom ne biste ni primetili, ali je za nekoga ko ima celijakiju i ona važna.</p>
<h2>Zašto 10, a ne 20</h2>
<p>Prema propisima koje primenjujemo, a koji su usklađeni s pravilima Evropske unije, proizvod sme da nosi oznaku „bez glutena“ ako sadrži najviše 20 ppm glutena. Ta granica je postavljena na osnovu istraživanja prema kojima je ovakva količina bezbedna za većinu ljudi s celijakijom. Mi smo ipak sebi postavili strožu granicu, iz dva razloga:</p>
<ul>
<li>osetljivost se razlikuje od osobe do osobe, a neki ljudi reaguju i na manje količine;</li>
<li>gluten se sabira: ko ceo dan jede samo proizvode bez glutena, iz svakog od njih unese po malo, pa želimo da naš udeo bude što manji.</li>
</ul>
<h2>Kako proveravamo</h2>
<p>Kontrola kod nas počinje pre nego što sirovina uopšte uđe u manufakturu.</p>
<ol>
<li><strong>Sirovine.</strong> Kupujemo ih samo od dobavljača koji mogu da dokažu da su njihova brašna i semenke prerađeni odvojeno od pšenice. Svaka isporuka čeka u magacinu dok je ne testiramo.</li>
<li><strong>Brzi test za svaku seriju.</strong> Iz svake serije gotovih proizvoda uzimamo uzorak i proveravamo ga brzim testom na gluten. Ako rezultat bude i najmanje sumnjiv, serija ne ide u prodaju.</li>
<li><strong>Laboratorija.</strong> Redovno šaljemo uzorke u akreditovanu laboratoriju, koja meri tačnu količinu glutena metodom ELISA R5. Tu metodu preporučuje <em>Codex Alimentarius</em>, međunarodni zbornik standarda za hranu.</li>
<li><strong>Odvojen prostor.</strong> U manufakturi se ne prerađuje nijedna sirovina s glutenom. Zaposleni ne unose sopstvenu hranu u proizvodni deo, a posetioci dobijaju zaštitnu odeću.</li>
</ol>
<p>Rezultate laboratorijskih analiza čuvamo za svaku seriju. Ako vas zanima rezultat za proizvod koji imate kod kuće, <a href="/kontakt">pišite nam</a> i navedite broj serije s pakovanja. Spisak svih proizvoda koji prolaze ovu kontrolu naći ćete u našoj <a href="/proizvodi">ponudi</a>.</p>
<h2>Važna napomena</h2>
<p>Ako sumnjate da imate celijakiju, nemojte sami da izbacite gluten iz ishrane pre nego što razgovarate s lekarom. Testovi na celijakiju su pouzdani samo dok se gluten još jede, pa prerano izbacivanje može da oteža postavljanje dijagnoze. Tek kad lekar potvrdi dijagnozu, proizvodi poput naših mogu da olakšaju svakodnevicu.</p>
<blockquote>„Kad pravite hranu za sopstveno dete, ne pitate se da li je dovoljno dobra za propis, nego da li je dovoljno dobra za njega.“ — Dragan</blockquote>`,
    },
    en: {
      title: "What “below 10 ppm gluten” means and how we test for it",
      excerpt:
        "The legal limit for a “gluten-free” label is 20 ppm, and we have set ourselves a stricter one of 10 ppm. Here is what that number means and how we check it.",
      body: `<p>Every one of our packs says the product contains less than 10 ppm of gluten. Many people ask us what that actually means and why we make such a point of it. Since our son Luka is the reason Zrnce exists at all, this may be the most important question of all for us.</p>
<h2>What ppm means</h2>
<p>The abbreviation ppm stands for <em>parts per million</em>. Ten ppm means no more than ten milligrams of gluten in a kilogram of product. That is an amount you would never notice with the naked eye, yet for someone with coeliac disease even that much matters.</p>
<h2>Why 10 and not 20</h2>
<p>Under the rules we follow, which are aligned with European Union legislation, a product may be labelled “gluten-free” if it contains no more than 20 ppm of gluten. That limit is based on research showing that such an amount is safe for most people with coeliac disease. Even so, we set ourselves a stricter limit, for two reasons:</p>
<ul>
<li>sensitivity varies from person to person, and some people react to smaller amounts;</li>
<li>gluten adds up: if you eat nothing but gluten-free products all day, you take in a little from each of them, so we want our share to be as small as possible.</li>
</ul>
<h2>How we test</h2>
<p>For us, checking starts before an ingredient even comes through the door.</p>
<ol>
<li><strong>Ingredients.</strong> We only buy from suppliers who can prove that their flours and seeds are processed separately from wheat. Every delivery waits in the store until we have tested it.</li>
<li><strong>A rapid test for every batch.</strong> We take a sample from every batch of finished products and check it with a rapid gluten test. If the result is even slightly doubtful, the batch does not go on sale.</li>
<li><strong>The laboratory.</strong> We regularly send samples to an accredited laboratory, which measures the exact amount of gluten using the ELISA R5 method. This is the method recommended by the <em>Codex Alimentarius</em>, the international collection of food standards.</li>
<li><strong>A dedicated space.</strong> No ingredient containing gluten is ever processed at the manufactory. Staff do not bring their own food into the production area, and visitors are given protective clothing.</li>
</ol>
<p>We keep the laboratory results for every batch. If you would like to see the result for a product you have at home, <a href="/kontakt">write to us</a> with the batch number from the pack. You can find all the products that go through these checks in our <a href="/proizvodi">range</a>.</p>
<h2>An important note</h2>
<p>If you suspect you have coeliac disease, don't cut gluten out of your diet on your own before talking to a doctor. Coeliac tests are only reliable while you are still eating gluten, so cutting it out too early can make a diagnosis harder. Once a doctor has confirmed the diagnosis, products like ours can make everyday life a little easier.</p>
<blockquote>“When you make food for your own child, you don't ask whether it's good enough for the regulations, but whether it's good enough for him.” — Dragan</blockquote>`,
    },
  },
  {
    slug: "kako-peci-sa-bezglutenskim-smesama-brasna",
    category: "tips",
    featured: false,
    publishedAt: "2025-12-09T10:00:00.000Z",
    author: "Milica Petrović",
    sr: {
      title: "Kako peći sa bezglutenskim smesama brašna",
      excerpt:
        "Bezglutensko testo se ponaša drugačije od pšeničnog: mekše je, lepljivije i ne voli dugo mešenje. Osam saveta koje smo naučili kroz mnogo promašenih hlebova.",
      body: `<p>Kad smo pre deset godina počeli da pečemo bez glutena, prvi hlebovi su bili za bacanje: tvrdi spolja, gnjecavi iznutra, a mrvili su se čim ih dotaknete nožem. Trebalo nam je vremena da shvatimo da greška nije u smesi, nego u nama. Pokušavali smo da bezglutensko testo mesimo kao pšenično, a to jednostavno ne ide.</p>
<h2>Zašto je drugačije</h2>
<p>Gluten je belančevina koja pšeničnom testu daje elastičnost. Zahvaljujući njemu testo može da se razvlači, da zadrži mehuriće vazduha i da naraste. Bezglutenske smese to postižu uz pomoć drugih sastojaka, kao što su psilijum, mleveno laneno seme i razni skrobovi, ali oni se ponašaju drugačije. Zato važe i druga pravila.</p>
<h2>Osam saveta iz naše kuhinje</h2>
<ol>
<li><strong>Merite na vagi.</strong> Šolja bezglutenskog brašna može da teži dvadeset grama više ili manje, zavisno od toga kako ste je napunili. Vaga rešava taj problem.</li>
<li><strong>Dodajte više tečnosti.</strong> Bezglutenske smese upijaju više vode od pšeničnog brašna. Testo za hleb treba da bude mekano i lepljivo, pre nalik na gustu kašu nego na loptu.</li>
<li><strong>Ne mesite dugo.</strong> Nema glutena koji treba razviti, pa je dovoljno da se sastojci dobro sjedine. Dva-tri minuta mikserom sasvim su dovoljna.</li>
<li><strong>Pustite testo da odmori.</strong> Deset do dvadeset minuta pre oblikovanja pomaže da smesa upije tečnost. Posle toga testo postaje čvršće i lakše se oblikuje.</li>
<li><strong>Oblikujte vlažnim rukama.</strong> Umesto da posipate dasku brašnom, nakvasite ili nauljite ruke. Višak brašna samo isušuje testo.</li>
<li><strong>Koristite kalup.</strong> Za početak pecite hleb u kalupu, jer on drži oblik dok se testo u rerni ne stegne.</li>
<li><strong>Pecite duže, na nešto nižoj temperaturi.</strong> Mi hleb stavljamo u rernu zagrejanu na 200 °C, a posle dvadesetak minuta smanjimo na 180 °C. Kora brzo porumeni, a sredini treba vremena.</li>
<li><strong>Sačekajte da se ohladi.</strong> Ovo je najteže pravilo. Sredina se stegne tek kad se hleb potpuno ohladi, a ako ga isečete dok je topao, biće gnjecav.</li>
</ol>
<h2>Kako da znate da je hleb gotov</h2>
<p>Kucanje po dnu vekne, koje kod pšeničnog hleba dobro služi, ovde ne govori mnogo. Najsigurniji je termometar za hranu: sredina hleba treba da ima 96 do 98 °C. Ako termometar nemate, pecite desetak minuta duže nego što vam se čini da treba.</p>
<h2>Za početak</h2>
<p>Ako tek počinjete, izaberite jednu smesu i pecite s njom nekoliko puta dok je ne upoznate. Na pakovanju svake naše <a href="/proizvodi">smese za pečenje</a> nalazi se osnovni recept, koji smo isprobali desetine puta. A ako vam nešto ne uspe, <a href="/kontakt">pišite nam</a> i opišite šta se desilo, pa ćemo zajedno naći rešenje.</p>`,
    },
    en: {
      title: "How to bake with gluten-free flour mixes",
      excerpt:
        "Gluten-free dough behaves differently from wheat dough: it is softer, stickier and doesn't like long kneading. Eight tips we learned from a great many failed loaves.",
      body: `<p>When we started baking gluten-free ten years ago, our first loaves went straight in the bin: hard on the outside, gummy on the inside, and crumbling the moment a knife touched them. It took us a while to realise that the problem wasn't the mix, it was us. We were trying to knead gluten-free dough like wheat dough, and that simply doesn't work.</p>
<h2>Why it is different</h2>
<p>Gluten is the protein that gives wheat dough its stretch. Thanks to gluten, dough can be pulled out, hold on to air bubbles and rise. Gluten-free mixes achieve this with the help of other ingredients, such as psyllium, ground flaxseed and various starches, but these behave differently. So different rules apply.</p>
<h2>Eight tips from our kitchen</h2>
<ol>
<li><strong>Weigh, don't measure by cup.</strong> A cup of gluten-free flour can weigh twenty grams more or less depending on how you filled it. A kitchen scale solves that problem.</li>
<li><strong>Add more liquid.</strong> Gluten-free mixes absorb more water than wheat flour. Bread dough should be soft and sticky, closer to a thick porridge than to a ball.</li>
<li><strong>Don't knead for long.</strong> There is no gluten to develop, so all you need is for the ingredients to be well combined. Two or three minutes with a mixer is plenty.</li>
<li><strong>Let the dough rest.</strong> Ten to twenty minutes before shaping helps the mix soak up the liquid. Afterwards the dough is firmer and easier to shape.</li>
<li><strong>Shape with wet hands.</strong> Instead of flouring the board, wet or oil your hands. Extra flour only dries the dough out.</li>
<li><strong>Use a tin.</strong> To begin with, bake your bread in a loaf tin, which holds the shape until the dough sets in the oven.</li>
<li><strong>Bake longer, at a slightly lower temperature.</strong> We put our bread into an oven preheated to 200 °C, then turn it down to 180 °C after about twenty minutes. The crust browns quickly, but the middle needs time.</li>
<li><strong>Wait for it to cool.</strong> This is the hardest rule. The crumb only sets once the bread has cooled completely, and if you cut it while it is warm, it will be gummy.</li>
</ol>
<h2>How to tell when the bread is done</h2>
<p>Tapping the bottom of the loaf, which works well with wheat bread, doesn't tell you much here. The most reliable tool is a food thermometer: the centre of the loaf should reach 96 to 98 °C. If you don't have a thermometer, bake it for about ten minutes longer than you think it needs.</p>
<h2>Getting started</h2>
<p>If you are just starting out, pick one mix and bake with it several times until you get to know it. Every one of our <a href="/proizvodi">baking mixes</a> has a basic recipe on the pack, which we have tested dozens of times. And if something doesn't work out, <a href="/kontakt">write to us</a> and describe what happened, and we will find a solution together.</p>`,
    },
  },
];
