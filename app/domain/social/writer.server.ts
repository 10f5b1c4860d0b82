import type {
  Allergen,
  ProductBasics,
  ProductCategory,
  ProductType,
} from "#app/schemas/product-vocabulary.ts";
import {
  type CtaKind,
  countChars,
  type Platform,
  type PostLength,
  type PostLocale,
  platformLimits,
  platformStyle,
  type Tone,
  type TopicKind,
} from "#app/schemas/social.ts";

// The built-in writer: composes a post from the item's own data, offline, and
// shapes it the way each platform reads: Instagram opens with a hook line and
// ends with 5–15 hashtags; Facebook talks to people and always carries the link;
// LinkedIn speaks in the company's voice with 1–3 hashtags; X is a hook and the
// link within 280 characters (the link counted as 23).
//
// Serbian declines names by case and makes verbs agree with their gender and
// number, and a product name ("Krekeri…", "Pekmez…", "Fusili…") can be any of
// them. So the templates never decline a name and never make a word agree with
// it: a name stands alone after a colon or a dash, or in quotes beside a noun
// whose gender the template knows ("proizvod", "tekst"). Everything a post says
// about a product comes from its record: its short description, its categories
// (only those it is in), its weight, ingredients, allergens and flags.
//
// Each language is written on its own: an English post takes only English
// fields and English templates (no č ć š ž đ, so "Fruška Gora" in English), and
// an item without its English text gets no English post (see missingLocales).

type Bilingual = Record<PostLocale, string>;

export interface ProductFacts extends ProductBasics {
  kind: "product";
  /** An empty English value means the English text is missing. */
  name: Bilingual;
  shortDescription: Bilingual;
  ingredients: Bilingual;
  /** Allergens the label declares as contained. */
  contains?: Allergen[];
}

export interface ArticleFacts {
  kind: "article";
  slug: string;
  category: string;
  readingMinutes: Record<PostLocale, number>;
  /** An empty English value means the English text is missing. */
  title: Bilingual;
  excerpt: Bilingual;
}

export interface TopicFacts {
  kind: "topic";
  topicKind: TopicKind;
  /** The topic as the owner typed it, in each language asked for. */
  text: Bilingual;
}

export type PostSourceFacts = ProductFacts | ArticleFacts | TopicFacts;

export interface WriteOptions {
  platform: Platform;
  locale: PostLocale;
  tone: Tone;
  length: PostLength;
  hashtags: boolean;
  cta: CtaKind;
  /** 1–3: each variant takes other templates, so variants read differently. */
  variant: number;
  /** Raised by "regenerate", to rotate the templates once more. */
  seed?: number;
  brand: string;
  /** Absolute URLs for the call to action, already in the post's language. */
  links: { page: string | null; shop: { name: string; url: string } | null };
}

/** The languages an item lacks the text for: no post is written in them. */
export function missingLocales(source: PostSourceFacts): PostLocale[] {
  const lacks = (locale: PostLocale) => {
    if (source.kind === "product")
      return !source.name[locale].trim() || !source.shortDescription[locale].trim();
    if (source.kind === "article") return !source.title[locale].trim() || !source.excerpt[locale].trim();
    return !source.text[locale].trim();
  };
  return (["sr", "en"] as const).filter(lacks);
}

const categoryLabel: Record<ProductCategory, Bilingual> = {
  glutenFree: { sr: "bez glutena", en: "gluten-free" },
  sugarFree: { sr: "bez dodatog šećera", en: "no added sugar" },
  vegan: { sr: "100% biljno", en: "vegan" },
  protein: { sr: "iz naše proteinske linije", en: "from our protein range" },
};

const categoryTag: Record<ProductCategory, Bilingual> = {
  glutenFree: { sr: "bezglutena", en: "glutenfree" },
  sugarFree: { sr: "bezdodatogsecera", en: "nosugaradded" },
  vegan: { sr: "veganski", en: "vegan" },
  protein: { sr: "proteini", en: "protein" },
};

const typeTags: Record<ProductType, Bilingual[]> = {
  flourMixes: [
    { sr: "brasno", en: "flour" },
    { sr: "domacepecenje", en: "homebaking" },
  ],
  snacks: [
    { sr: "grickalice", en: "snacks" },
    { sr: "uzina", en: "snacktime" },
  ],
  breadBreadcrumbs: [
    { sr: "hleb", en: "bread" },
    { sr: "pekara", en: "bakery" },
  ],
  cookiesSweets: [
    { sr: "slatkisi", en: "sweettreats" },
    { sr: "keks", en: "cookies" },
  ],
  spreads: [
    { sr: "namazi", en: "spreads" },
    { sr: "dorucak", en: "breakfast" },
  ],
  pasta: [
    { sr: "testenina", en: "pasta" },
    { sr: "rucak", en: "lunch" },
  ],
};

/** True of the company, whatever the post is about. */
const companyTags: Bilingual[] = [
  { sr: "fruskagora", en: "FruskaGora" },
  { sr: "porodicnamanufaktura", en: "familybusiness" },
  { sr: "proizvedenousrbiji", en: "madeinserbia" },
  { sr: "malaproizvodnja", en: "smallbatch" },
  { sr: "domacakuhinja", en: "homekitchen" },
  { sr: "lokalno", en: "shoplocal" },
];

const allergenWord: Record<Allergen, Bilingual> = {
  gluten: { sr: "gluten", en: "gluten" },
  crustaceans: { sr: "rakovi", en: "crustaceans" },
  eggs: { sr: "jaja", en: "eggs" },
  fish: { sr: "riba", en: "fish" },
  peanuts: { sr: "kikiriki", en: "peanuts" },
  soy: { sr: "soja", en: "soy" },
  milk: { sr: "mleko", en: "milk" },
  nuts: { sr: "orašasti plodovi", en: "tree nuts" },
  celery: { sr: "celer", en: "celery" },
  mustard: { sr: "slačica", en: "mustard" },
  sesame: { sr: "susam", en: "sesame" },
  sulphites: { sr: "sulfiti", en: "sulphites" },
  lupin: { sr: "lupina", en: "lupin" },
  molluscs: { sr: "mekušci", en: "molluscs" },
};

/** A sentence of how a product of this type is used; true of every product of the type. */
const typeUse: Record<ProductType, Bilingual[]> = {
  flourMixes: [
    { sr: "Za domaće pečenje, po vašem receptu.", en: "Made for baking at home, your way." },
    {
      sr: "Iz naše ponude brašna i smeša za domaću kuhinju.",
      en: "From our flours and mixes for the home kitchen.",
    },
  ],
  snacks: [
    { sr: "Za užinu kod kuće, na poslu ili na putu.", en: "A snack for home, work or the road." },
    { sr: "Iz naše ponude grickalica.", en: "From our snack shelf." },
  ],
  breadBreadcrumbs: [
    { sr: "Iz naše ponude hleba i prezli.", en: "From our bread and breadcrumb shelf." },
    { sr: "Iz naše pekarske ponude.", en: "Fresh from our bakery range." },
  ],
  cookiesSweets: [
    { sr: "Za pauzu uz kafu ili čaj.", en: "For a break with coffee or tea." },
    { sr: "Iz naše ponude keksa i slatkiša.", en: "From our cookies and sweets." },
  ],
  spreads: [
    {
      sr: "Za doručak i užinu, na hlebu ili uz voće.",
      en: "For breakfast or a snack, on bread or with fruit.",
    },
    { sr: "Iz naše ponude namaza.", en: "From our spreads." },
  ],
  pasta: [
    { sr: "Za ručak koji se brzo sprema.", en: "For a lunch that comes together quickly." },
    { sr: "Iz naše ponude testenina.", en: "From our pasta range." },
  ],
};

const articleLead: Record<string, Bilingual> = {
  recipes: { sr: "Novi recept na blogu", en: "A new recipe on the blog" },
  tips: { sr: "Novi savet na blogu", en: "A new tip on the blog" },
  health: { sr: "Novi tekst o ishrani na blogu", en: "A new piece on nutrition on the blog" },
  events: { sr: "Nova priča sa naših događaja", en: "A new story from our events" },
  lifestyle: { sr: "Nova priča iz naše svakodnevice", en: "A new story from our everyday life" },
};

const articleTags: Record<string, Bilingual[]> = {
  recipes: [
    { sr: "recept", en: "recipe" },
    { sr: "kuvamo", en: "homecooking" },
  ],
  tips: [
    { sr: "saveti", en: "tips" },
    { sr: "kuhinjskisaveti", en: "kitchentips" },
  ],
  health: [
    { sr: "ishrana", en: "nutrition" },
    { sr: "hrana", en: "food" },
  ],
  events: [
    { sr: "dogadjaji", en: "events" },
    { sr: "druzenje", en: "community" },
  ],
  lifestyle: [
    { sr: "svakodnevica", en: "everydaylife" },
    { sr: "nasaprica", en: "ourstory" },
  ],
};

const topicTags: Record<TopicKind, Bilingual[]> = {
  event: [
    { sr: "dogadjaj", en: "event" },
    { sr: "vidimose", en: "seeyouthere" },
  ],
  season: [
    { sr: "sezona", en: "seasonal" },
    { sr: "godisnjadoba", en: "inseason" },
  ],
  recipe: [
    { sr: "recept", en: "recipe" },
    { sr: "kuvamo", en: "homecooking" },
  ],
  behindTheScenes: [
    { sr: "izakulisa", en: "behindthescenes" },
    { sr: "nasaprica", en: "ourstory" },
  ],
  newProduct: [
    { sr: "novo", en: "new" },
    { sr: "noviproizvod", en: "newproduct" },
  ],
};

/** Instagram's hook lines, by tone; `{name}` always in the nominative, standing alone. */
const productHooks: Record<Tone, Bilingual[]> = {
  warm: [
    { sr: "Iz naše radionice sa Fruške gore: {name}.", en: "From our workshop on Fruška Gora: {name}." },
    { sr: "Nešto što rado pravimo za vas: {name}.", en: "Something we love making for you: {name}." },
    { sr: "Danas vam predstavljamo: {name}.", en: "Today we'd like you to meet: {name}." },
  ],
  informative: [
    { sr: "U fokusu: {name}.", en: "In focus: {name}." },
    { sr: "Proizvod „{name}” ukratko:", en: "{name}, in short:" },
    { sr: "Predstavljamo: {name}.", en: "Introducing: {name}." },
  ],
  playful: [
    { sr: "Pogodite šta je stiglo na naš sto? {name}!", en: "Guess what just landed on our table? {name}!" },
    { sr: "Mala tajna naše kuhinje: {name}.", en: "A little secret from our kitchen: {name}." },
    {
      sr: "Ovo se kod nas brzo pojede: {name}!",
      en: "Fresh out of our kitchen and onto your plate: {name}!",
    },
  ],
  professional: [
    { sr: "Iz ponude manufakture {brand}: {name}.", en: "From the {brand} range: {name}." },
    { sr: "Proizvod „{name}” iz manufakture {brand}.", en: "{name} by {brand}." },
    { sr: "Predstavljamo proizvod „{name}”.", en: "We are pleased to present {name}." },
  ],
};

const newHook: Bilingual = { sr: "Novo u ponudi: {name}.", en: "New in our range: {name}." };
const bestsellerHook: Bilingual = {
  sr: "Jedan od vaših omiljenih proizvoda: {name}.",
  en: "One of your favourites: {name}.",
};

const articleHooks: Record<Tone, Bilingual[]> = {
  warm: [
    { sr: "{lead}: „{title}”", en: "{lead}: “{title}”" },
    { sr: "Napisali smo nešto za vas: „{title}”", en: "We've written something for you: “{title}”" },
    {
      sr: "Uz jutarnju kafu predlažemo tekst „{title}”.",
      en: "Something to read with your morning coffee: “{title}”",
    },
  ],
  informative: [
    { sr: "{lead}: „{title}”", en: "{lead}: “{title}”" },
    { sr: "Na blogu: „{title}”", en: "On the blog: “{title}”" },
    { sr: "Preporuka za čitanje: „{title}”", en: "Recommended reading: “{title}”" },
  ],
  playful: [
    { sr: "Sveže sa bloga: „{title}”", en: "Fresh off the blog: “{title}”" },
    { sr: "{lead}: „{title}”", en: "{lead}: “{title}”" },
    { sr: "Imate malo vremena? Pročitajte „{title}”", en: "Got a few minutes? Read “{title}”" },
  ],
  professional: [
    { sr: "{lead}: „{title}”", en: "{lead}: “{title}”" },
    { sr: "Objavili smo tekst „{title}”.", en: "We have published “{title}”." },
    { sr: "Sa bloga manufakture {brand}: „{title}”", en: "From the {brand} blog: “{title}”" },
  ],
};

/** Facebook talks to people: it asks, it greets. */
const facebookOpeners: Record<"product" | "article", Bilingual[]> = {
  product: [
    {
      sr: "Jeste li već probali? {name}, iz naše radionice na Fruškoj gori.",
      en: "Have you tried it yet? {name}, from our workshop on Fruška Gora.",
    },
    {
      sr: "Da vam predstavimo nešto iz naše kuhinje: {name}.",
      en: "Let us introduce something from our kitchen: {name}.",
    },
    {
      sr: "Često nas pitate šta da probate. Ovog puta predlažemo: {name}.",
      en: "You often ask what to try. This time we suggest: {name}.",
    },
  ],
  article: [
    {
      sr: "Jeste li pročitali naš novi tekst? „{title}”",
      en: "Have you read our latest piece? “{title}”",
    },
    { sr: "Imamo nešto za čitanje uz kafu: „{title}”", en: "Something to read over coffee: “{title}”" },
    { sr: "{lead}, a zove se „{title}”.", en: "{lead}, and it's called “{title}”." },
  ],
};

const facebookGreetings: Bilingual[] = [
  { sr: "Dobar dan, prijatelji!", en: "Hello, friends!" },
  { sr: "Zdravo svima!", en: "Hi everyone!" },
  { sr: "Dragi naši pratioci,", en: "Dear friends," },
];

const facebookQuestions: Bilingual[] = [
  { sr: "Šta vi kažete? Pišite nam u komentarima.", en: "What do you say? Tell us in the comments." },
  {
    sr: "Zanima nas vaše mišljenje, javite nam se u komentarima.",
    en: "We'd love to hear what you think in the comments.",
  },
  {
    sr: "Imate pitanje? Tu smo u komentarima i porukama.",
    en: "Got a question? We're here in the comments and messages.",
  },
];

/** LinkedIn speaks for the company: "we", the manufactory, no emoji. */
const linkedinOpeners: Record<"product" | "article", Bilingual[]> = {
  product: [
    {
      sr: "U manufakturi {brand} izdvajamo proizvod „{name}”.",
      en: "At {brand}, we would like to highlight {name}.",
    },
    { sr: "Iz proizvodnje manufakture {brand}: {name}.", en: "From the {brand} production line: {name}." },
    { sr: "Manufaktura {brand} predstavlja proizvod „{name}”.", en: "{brand} presents {name}." },
  ],
  article: [
    {
      sr: "Na blogu manufakture {brand} objavili smo tekst „{title}”.",
      en: "We have published “{title}” on the {brand} blog.",
    },
    {
      sr: "Iskustvo iz naše kuhinje delimo u tekstu „{title}”.",
      en: "We share what we have learned in our kitchen in “{title}”.",
    },
    { sr: "{lead} manufakture {brand}: „{title}”", en: "{lead}, from {brand}: “{title}”" },
  ],
};

const xOpeners: Record<"product" | "article", Bilingual[]> = {
  product: [
    { sr: "{name} — iz naše radionice.", en: "{name}, from our workshop." },
    { sr: "Za vaš sto: {name}.", en: "For your table: {name}." },
    { sr: "Preporuka dana: {name}.", en: "Our pick of the day: {name}." },
  ],
  article: [
    { sr: "Novo na blogu: „{title}”", en: "New on the blog: “{title}”" },
    { sr: "Za čitanje: „{title}”", en: "Worth a read: “{title}”" },
    { sr: "{lead}: „{title}”", en: "{lead}: “{title}”" },
  ],
};

/** A free topic's opening line, by kind; `{topic}` is the owner's text, standing alone. */
const topicHooks: Record<TopicKind, Bilingual[]> = {
  event: [
    { sr: "Događaj koji ne treba propustiti: {topic}.", en: "An event not to miss: {topic}." },
    { sr: "Vidimo se uskoro: {topic}.", en: "See you soon: {topic}." },
    { sr: "Zapišite u kalendar: {topic}.", en: "Put it in your calendar: {topic}." },
  ],
  season: [
    { sr: "U duhu sezone: {topic}.", en: "In the spirit of the season: {topic}." },
    { sr: "Šta donosi ovo doba godine: {topic}.", en: "What this time of year brings: {topic}." },
    { sr: "Sezonska priča iz naše kuhinje: {topic}.", en: "A seasonal story from our kitchen: {topic}." },
  ],
  recipe: [
    { sr: "Recept iz naše kuhinje: {topic}.", en: "A recipe from our kitchen: {topic}." },
    { sr: "Danas kuvamo: {topic}.", en: "Today we're cooking: {topic}." },
    { sr: "Isprobajte kod kuće: {topic}.", en: "Try it at home: {topic}." },
  ],
  behindTheScenes: [
    {
      sr: "Iza kulisa naše manufakture: {topic}.",
      en: "Behind the scenes at our manufactory: {topic}.",
    },
    { sr: "Zavirite kod nas u radionicu: {topic}.", en: "A peek into our workshop: {topic}." },
    { sr: "Kako to izgleda kod nas: {topic}.", en: "How it's done at our place: {topic}." },
  ],
  newProduct: [
    { sr: "Novo u našoj ponudi: {topic}.", en: "New in our range: {topic}." },
    { sr: "Stiglo je nešto novo: {topic}.", en: "Something new has arrived: {topic}." },
    { sr: "Predstavljamo novitet: {topic}.", en: "Introducing something new: {topic}." },
  ],
};

const topicBodies: Record<TopicKind, Bilingual[]> = {
  event: [
    {
      sr: "Dođite da se upoznamo, probate naše proizvode i porazgovaramo.",
      en: "Come and meet us, taste our products and have a chat.",
    },
    { sr: "Radujemo se svakom susretu sa vama.", en: "We look forward to every chance to meet you." },
  ],
  season: [
    { sr: "I naša kuhinja prati godišnja doba.", en: "Our kitchen follows the seasons too." },
    {
      sr: "Svako doba godine donosi nešto svoje na naš sto.",
      en: "Every season brings something of its own to our table.",
    },
  ],
  recipe: [
    {
      sr: "Recept delimo sa vama, a vi nam javite kako je uspelo.",
      en: "We're sharing the recipe, so let us know how it turns out.",
    },
    {
      sr: "Jednostavno je, a pripremate ga u svojoj kuhinji.",
      en: "It's simple, and you make it in your own kitchen.",
    },
  ],
  behindTheScenes: [
    {
      sr: "Ovako izgleda jedan dan u našoj porodičnoj manufakturi.",
      en: "This is what a day looks like in our family manufactory.",
    },
    { sr: "Radimo polako i pažljivo, kao porodica.", en: "We work slowly and carefully, as a family." },
  ],
  newProduct: [
    {
      sr: "Sve detalje naći ćete na našem sajtu.",
      en: "You'll find all the details on our website.",
    },
    { sr: "Jedva čekamo da nam kažete kako vam se dopada.", en: "We can't wait to hear what you think." },
  ],
};

const brandLine: Bilingual[] = [
  {
    sr: "{brand} je mala porodična manufaktura sa Fruške gore.",
    en: "{brand} is a small family manufactory on Fruška Gora.",
  },
  {
    sr: "Pišemo vam iz naše porodične manufakture na Fruškoj gori.",
    en: "We're writing from our family manufactory on Fruška Gora.",
  },
  {
    sr: "Iza imena {brand} stoji jedna porodica sa Fruške gore.",
    en: "Behind the name {brand} is one family from Fruška Gora.",
  },
];

/** LinkedIn's line about the company, in its own voice. */
const companyLine: Bilingual[] = [
  {
    sr: "Kao porodična manufaktura sa Fruške gore, pravimo hranu u malim serijama i pratimo svaku od njih.",
    en: "As a family manufactory on Fruška Gora, we make food in small batches and look after every one.",
  },
  {
    sr: "Kao mala porodična manufaktura, svaki proizvod pravimo pažljivo i jasno označavamo njegov sastav.",
    en: "As a small family manufactory, we make every product with care and label what is in it clearly.",
  },
  {
    sr: "U manufakturi {brand} verujemo u jednostavne sastojke i jasno označena pakovanja.",
    en: "At {brand}, we believe in simple ingredients and clearly labelled packs.",
  },
];

const closers: Record<Tone, Bilingual[]> = {
  warm: [
    { sr: "Prijatno! 💛", en: "Enjoy! 💛" },
    {
      sr: "Hvala vam što podržavate malu porodičnu manufakturu. 🌿",
      en: "Thank you for supporting a small family manufactory. 🌿",
    },
    { sr: "Javite nam vaše utiske. 🌾", en: "Let us know what you think. 🌾" },
  ],
  informative: [
    {
      sr: "Imate pitanje? Pišite nam, rado odgovaramo.",
      en: "Have a question? Write to us, we're happy to answer.",
    },
    {
      sr: "Sve podatke o sastavu naći ćete i na pakovanju.",
      en: "You'll find the full details on the label too.",
    },
    { sr: "Za sva pitanja tu smo u porukama.", en: "We're here in the messages for any questions." },
  ],
  playful: [
    { sr: "Ko će prvi da proba? 😋", en: "Who's trying it first? 😋" },
    { sr: "Javite nam u komentarima kako je bilo! 🌾", en: "Tell us in the comments how it went! 🌾" },
    { sr: "Spremni? Pozor? Prijatno! ✨", en: "Ready, steady, enjoy! ✨" },
  ],
  professional: [
    { sr: "Za veleprodaju i saradnju pišite nam.", en: "For wholesale and partnerships, get in touch." },
    {
      sr: "Zainteresovani ste za saradnju? Javite nam se.",
      en: "Interested in working with us? Let's talk.",
    },
    { sr: "Hvala na poverenju.", en: "Thank you for your trust." },
  ],
};

const topicClosers: Record<Tone, Bilingual[]> = {
  warm: [
    { sr: "Kako je kod vas? Rado ćemo pročitati. 💛", en: "How is it at your place? We'd love to hear. 💛" },
    { sr: "Hvala vam što ste uz nas. 🌿", en: "Thank you for being with us. 🌿" },
    { sr: "Pišite nam šta vi mislite. 🌾", en: "Write and tell us what you think. 🌾" },
  ],
  informative: [
    { sr: "Imate pitanje? Pišite nam.", en: "Questions? Write to us." },
    { sr: "Vaša pitanja su dobrodošla u komentarima.", en: "Your questions are welcome in the comments." },
    { sr: "Više o nama pročitajte na sajtu.", en: "Read more about us on our website." },
  ],
  playful: [
    { sr: "A šta vi kažete? 😄", en: "What do you say? 😄" },
    { sr: "Komentari su otvoreni! ✨", en: "The comments are open! ✨" },
    { sr: "Vaš red! 🌾", en: "Your turn! 🌾" },
  ],
  professional: [
    {
      sr: "Za saradnju i pitanja stojimo vam na raspolaganju.",
      en: "We're available for questions and partnerships.",
    },
    { sr: "Hvala na pažnji.", en: "Thank you for reading." },
    { sr: "Rado ćemo razgovarati o saradnji.", en: "We'd be glad to talk about working together." },
  ],
};

const pageCta: Record<"product" | "article" | "topic", Bilingual[]> = {
  product: [
    { sr: "Više o proizvodu: {url}", en: "More about it: {url}" },
    { sr: "Sve detalje pronađite na sajtu: {url}", en: "All the details are on our website: {url}" },
    { sr: "Pogledajte ceo opis: {url}", en: "See the full description: {url}" },
  ],
  article: [
    { sr: "Ceo tekst pročitajte na sajtu: {url}", en: "Read the full article: {url}" },
    { sr: "Nastavak čitajte ovde: {url}", en: "Read on here: {url}" },
    { sr: "Ceo članak: {url}", en: "The whole story: {url}" },
  ],
  topic: [
    { sr: "Više o nama: {url}", en: "More about us: {url}" },
    { sr: "Posetite naš sajt: {url}", en: "Visit our website: {url}" },
    { sr: "Zavirite na naš sajt: {url}", en: "Take a look at our website: {url}" },
  ],
};

const shopCta: Bilingual[] = [
  { sr: "Naručite onlajn u prodavnici {shop}: {url}", en: "Order online from {shop}: {url}" },
  {
    sr: "Naše proizvode naći ćete i u onlajn prodavnici {shop}: {url}",
    en: "You'll find our products at {shop} online: {url}",
  },
  { sr: "Kupovina onlajn, u prodavnici {shop}: {url}", en: "Shop online at {shop}: {url}" },
];

/** Hashtags per post: Instagram 5–15, LinkedIn 1–3, Facebook and X a few (platformStyle). */
const hashtagCount: Record<Platform, Record<PostLength, number>> = {
  instagram: { short: 6, medium: 8, long: 10 },
  facebook: { short: 1, medium: 2, long: 3 },
  linkedin: { short: 1, medium: 2, long: 3 },
  x: { short: 1, medium: 2, long: 2 },
};

const emojiTones: Tone[] = ["warm", "playful"];

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
}

function pick<T>(pool: T[], index: number): T {
  return pool[((index % pool.length) + pool.length) % pool.length]!;
}

function joinList(items: string[], locale: PostLocale): string {
  if (items.length <= 1) return items.join("");
  const and = locale === "sr" ? " i " : " and ";
  return `${items.slice(0, -1).join(", ")}${and}${items[items.length - 1]}`;
}

export function formatGrams(grams: number, locale: PostLocale): string {
  const n = new Intl.NumberFormat(locale === "en" ? "en-GB" : "sr-Latn-RS", { maximumFractionDigits: 2 });
  return grams >= 1000 ? `${n.format(grams / 1000)} kg` : `${n.format(grams)} g`;
}

/** The label's main ingredients, as written, without percentages or allergen marks. */
export function mainIngredients(ingredients: string, max: number): string[] {
  const list = ingredients.replace(/\*\*/g, "").split(/\.\s/)[0] ?? "";
  const items: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of list) {
    if (ch === "(") depth += 1;
    if (ch === ")") depth = Math.max(0, depth - 1);
    if (ch === "," && depth === 0) {
      items.push(current);
      current = "";
    } else current += ch;
  }
  items.push(current);
  return items
    .map((item) =>
      item
        .replace(/\([^)]*\)/g, "")
        .replace(/\d+([.,]\d+)?\s*%/g, "")
        .replace(/\s+/g, " ")
        .replace(/\.$/, "")
        .trim(),
    )
    .filter(Boolean)
    .slice(0, max);
}

function minutes(n: number, locale: PostLocale): string {
  if (locale === "en") return `A ${n}-minute read.`;
  const last = n % 10;
  const lastTwo = n % 100;
  const word = last === 1 && lastTwo !== 11 ? "minut" : "minuta";
  return `Čita se za ${n} ${word}.`;
}

function toTag(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "dj")
    .replace(/Đ/g, "Dj")
    .replace(/[^A-Za-z0-9]/g, "");
}

function rotate<T>(list: T[], by: number): T[] {
  if (list.length === 0) return list;
  const n = ((by % list.length) + list.length) % list.length;
  return [...list.slice(n), ...list.slice(0, n)];
}

/**
 * Hashtags from the data only: the brand, the item's categories and type (or
 * the article's category, or the topic's kind), then what is true of the
 * company. The company's tags rotate with the variant, so variants differ.
 */
export function hashtagsFor(source: PostSourceFacts, options: WriteOptions): string[] {
  const { locale } = options;
  const v = options.variant - 1 + (options.seed ?? 0);
  const tags: string[] = [];
  const brand = toTag(options.brand);
  if (brand) tags.push(brand);
  if (source.kind === "product") {
    if (source.isNew) tags.push(locale === "sr" ? "novo" : "new");
    for (const c of source.categories) if (categoryTag[c]) tags.push(categoryTag[c][locale]);
    for (const t of typeTags[source.type] ?? []) tags.push(t[locale]);
  } else if (source.kind === "article") {
    for (const t of articleTags[source.category] ?? []) tags.push(t[locale]);
    tags.push("blog");
  } else {
    for (const t of topicTags[source.topicKind]) tags.push(t[locale]);
  }
  for (const t of rotate(companyTags, v)) tags.push(t[locale]);
  const unique = [...new Set(tags)];
  return unique.slice(0, hashtagCount[options.platform][options.length]).map((t) => `#${t}`);
}

interface Part {
  text: string;
  /** Lower goes first when the post must be shortened to fit; 90 and up always stay. */
  keep: number;
  /** Starts a new paragraph (or, with "line", a new line). */
  block?: boolean | "line";
}

function assemble(parts: Part[]): string {
  let out = "";
  for (const part of parts) {
    if (!part.text) continue;
    if (!out) out = part.text;
    else out += part.block === "line" ? `\n${part.text}` : part.block ? `\n\n${part.text}` : ` ${part.text}`;
  }
  return out;
}

/**
 * Drops the least needed parts until the post fits its platform; if the parts
 * that must stay (the opening and the link) are still too long, the opening is
 * shortened, never the link.
 */
function fitToPlatform(parts: Part[], platform: Platform): string {
  const max = platformLimits[platform].chars;
  let current = parts.filter((p) => p.text);
  let text = assemble(current);
  while (countChars(text, platform) > max && current.some((p) => p.keep < 90)) {
    const lowest = Math.min(...current.map((p) => p.keep));
    const index = current.findIndex((p) => p.keep === lowest);
    current = current.filter((_, i) => i !== index);
    text = assemble(current);
  }
  const over = countChars(text, platform) - max;
  if (over > 0 && current[0]) {
    const first = [...current[0].text];
    current = [
      { ...current[0], text: `${first.slice(0, Math.max(1, first.length - over - 1)).join("")}…` },
      ...current.slice(1),
    ];
    text = assemble(current);
  }
  return text;
}

function linkPart(kind: "product" | "article" | "topic", options: WriteOptions, index: number): string {
  const { locale, links, platform } = options;
  if (options.cta === "shop" && links.shop)
    return fill(pick(shopCta, index)[locale], { shop: links.shop.name, url: links.shop.url });
  // Facebook and X carry the link even without a call to action: it is what they are read for.
  const page = options.cta === "page" || platformStyle[platform].alwaysLink;
  if (page && links.page) return fill(pick(pageCta[kind], index)[locale], { url: links.page });
  return "";
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase("sr") + text.slice(1);
}

export function stripEmoji(text: string): string {
  return text
    .replace(/[ \t]*(?:\p{Extended_Pictographic}|\u{FE0F})+/gu, "")
    .replace(/[ \t]+$/gm, "")
    .trim();
}

/** What a post about this item can say, in one language, for one variant. */
interface Material {
  kind: "product" | "article" | "topic";
  /** Instagram's hook line (tone-chosen), and the other platforms' openings. */
  hook: string;
  facebook: string;
  linkedin: string;
  x: string;
  emojiMark: string;
  /** The item's own words: short description, excerpt, or the topic's kind. */
  body: string;
  /** Facts as a list of short labels (Instagram) and as one sentence. */
  factList: string[];
  factSentence: string;
  /** Extra sentences for long posts: ingredients, allergens, use, reading time. */
  more: string[];
  closer: string;
}

function materialOf(source: PostSourceFacts, options: WriteOptions, v: number): Material {
  const { locale, tone, brand } = options;
  const closerPool = source.kind === "product" ? closers[tone] : topicClosers[tone];
  const closer = pick(closerPool, v + 1)[locale];
  if (source.kind === "product") {
    const name = source.name[locale];
    const values = { name, brand };
    let hook = fill(pick(productHooks[tone], v)[locale], values);
    // The flags lead one variant in three, so a new product is announced as new.
    if (source.isNew && v % 3 === 0) hook = fill(newHook[locale], values);
    else if (source.isBestseller && v % 3 === 0) hook = fill(bestsellerHook[locale], values);
    const labels = source.categories.map((c) => categoryLabel[c]?.[locale]).filter(Boolean) as string[];
    const weight = formatGrams(source.weightGrams, locale);
    const pack = `${locale === "sr" ? "pakovanje" : "pack size"} ${weight}`;
    const factSentence =
      v % 2 === 0
        ? `${capitalise([...labels, pack].join(", "))}.`
        : `${locale === "sr" ? "Ukratko" : "In short"}: ${[...labels, pack].join(", ")}.`;
    const more: string[] = [];
    const items = mainIngredients(source.ingredients[locale], 4);
    if (items.length === 1)
      more.push(`${locale === "sr" ? "Samo jedan sastojak" : "Just one ingredient"}: ${items[0]}.`);
    else if (items.length > 1)
      more.push(`${locale === "sr" ? "Glavni sastojci" : "Main ingredients"}: ${joinList(items, locale)}.`);
    const contains = (source.contains ?? [])
      .map((a) => allergenWord[a]?.[locale])
      .filter(Boolean) as string[];
    if (contains.length) more.push(`${locale === "sr" ? "Alergeni" : "Allergens"}: ${contains.join(", ")}.`);
    more.push(pick(typeUse[source.type] ?? [{ sr: "", en: "" }], v)[locale]);
    return {
      kind: "product",
      hook,
      facebook: fill(pick(facebookOpeners.product, v)[locale], values),
      linkedin: fill(pick(linkedinOpeners.product, v)[locale], values),
      x: fill(pick(xOpeners.product, v)[locale], values),
      emojiMark: "🌾",
      body: source.shortDescription[locale],
      factList: [...labels, weight],
      factSentence,
      more,
      closer,
    };
  }
  if (source.kind === "article") {
    const title = source.title[locale];
    const lead =
      articleLead[source.category]?.[locale] ?? (locale === "sr" ? "Novo na blogu" : "New on the blog");
    const values = { title, lead, brand };
    const minutesLine = minutes(source.readingMinutes[locale], locale);
    return {
      kind: "article",
      hook: fill(pick(articleHooks[tone], v)[locale], values),
      facebook: fill(pick(facebookOpeners.article, v)[locale], values),
      linkedin: fill(pick(linkedinOpeners.article, v)[locale], values),
      x: fill(pick(xOpeners.article, v)[locale], values),
      emojiMark: "📖",
      body: source.excerpt[locale],
      factList: [],
      factSentence: minutesLine,
      more: [minutesLine],
      closer,
    };
  }
  const topic = source.text[locale].trim().replace(/[.!?…]+$/u, "");
  const hooks = topicHooks[source.topicKind];
  const hook = (i: number) => fill(pick(hooks, i)[locale], { topic, brand });
  return {
    kind: "topic",
    hook: hook(v),
    // Each platform takes the next opening, so one generation never repeats itself.
    facebook: hook(v + 1),
    linkedin: hook(v + 2),
    x: hook(v),
    emojiMark: "🌿",
    body: pick(topicBodies[source.topicKind], v)[locale],
    factList: [],
    factSentence: fill(pick(brandLine, v)[locale], { brand }),
    more: [
      locale === "sr"
        ? "Pravimo hranu bez glutena, bez dodatog šećera, vegansku i proteinsku."
        : "We make gluten-free, no-added-sugar, vegan and protein food.",
    ],
    closer,
  };
}

/** One post for one platform, language and variant. Deterministic for the same inputs. */
export function writePost(source: PostSourceFacts, options: WriteOptions): string {
  const { locale, tone, length, platform } = options;
  const v = options.variant - 1 + (options.seed ?? 0);
  const emoji = emojiTones.includes(tone);
  const m = materialOf(source, options, v);
  const closer = emoji && platform !== "linkedin" ? m.closer : stripEmoji(m.closer);
  const link = linkPart(m.kind, options, v);
  const long = length === "long";
  const short = length === "short";
  const parts: Part[] = [];

  if (platform === "instagram") {
    // A hook line on its own, the item's words, the facts as a short list, the hashtags last.
    parts.push({ text: emoji && v % 2 === 0 ? `${m.emojiMark} ${m.hook}` : m.hook, keep: 100 });
    const list = m.factList.length
      ? m.factList.map((f) => `${emoji ? "✓" : "–"} ${f}`).join("\n")
      : m.factSentence;
    if (short) parts.push({ text: list || m.body, keep: 80, block: true });
    else if (v % 3 === 1) {
      parts.push({ text: list, keep: 80, block: true });
      parts.push({ text: m.body, keep: 60, block: true });
    } else {
      parts.push({ text: m.body, keep: 60, block: true });
      parts.push({ text: list, keep: 80, block: true });
    }
    if (long) parts.push({ text: m.more.join(" "), keep: 30, block: true });
    if (!short) parts.push({ text: closer, keep: 10, block: true });
    parts.push({ text: link, keep: 90, block: true });
  } else if (platform === "facebook") {
    // Conversational: a greeting, the item in a sentence, a question back, and always the link.
    parts.push({ text: pick(facebookGreetings, v)[locale], keep: 95 });
    parts.push({ text: m.facebook, keep: 100, block: "line" });
    if (!short) parts.push({ text: m.body, keep: 60, block: true });
    if (!short || m.kind === "product") parts.push({ text: m.factSentence, keep: 50 });
    if (long) parts.push({ text: m.more.join(" "), keep: 30, block: true });
    parts.push({ text: pick(facebookQuestions, v + 1)[locale], keep: 40, block: true });
    if (long) parts.push({ text: closer, keep: 10 });
    parts.push({ text: link, keep: 95, block: true });
  } else if (platform === "linkedin") {
    // The company's voice: what we make, the facts as a sentence, who we are; no emoji.
    parts.push({ text: m.linkedin, keep: 100 });
    if (!short) parts.push({ text: m.body, keep: 60, block: true });
    parts.push({ text: m.factSentence, keep: 50, block: short ? true : undefined });
    if (long) parts.push({ text: m.more.join(" "), keep: 30 });
    if (m.kind !== "topic" || !short)
      parts.push({
        text: fill(pick(companyLine, v)[locale], { brand: options.brand }),
        keep: 40,
        block: true,
      });
    if (!short) parts.push({ text: stripEmoji(pick(closers.professional, v)[locale]), keep: 10 });
    parts.push({ text: link, keep: 90, block: true });
  } else {
    // X: the opening, one fact when there is room, the link counted as 23 characters.
    parts.push({ text: m.x, keep: 100 });
    if (!short) parts.push({ text: m.kind === "product" ? m.factSentence : m.body, keep: 30 });
    parts.push({ text: link, keep: 95, block: true });
  }

  if (options.hashtags) {
    const tags = hashtagsFor(source, options);
    if (tags.length)
      parts.push({ text: tags.join(" "), keep: platform === "instagram" ? 85 : 15, block: true });
  }
  const text = fitToPlatform(parts, platform);
  return platform === "linkedin" || platform === "x" ? stripEmoji(text) : text;
}

export interface DraftSpec {
  platform: Platform;
  locale: PostLocale;
  variant: number;
}

/** Every platform × language × variant the owner asked for, in a stable order. */
export function draftSpecs(
  platformsChosen: Platform[],
  locales: PostLocale[],
  variants: number,
): DraftSpec[] {
  const specs: DraftSpec[] = [];
  for (const locale of locales)
    for (const platform of platformsChosen)
      for (let variant = 1; variant <= variants; variant += 1) specs.push({ platform, locale, variant });
  return specs;
}
