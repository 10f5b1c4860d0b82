import type { ProductBasics, ProductCategory, ProductType } from "#app/schemas/product-vocabulary.ts";
import {
  type CtaKind,
  countChars,
  type Platform,
  type PostLength,
  type PostLocale,
  platformLimits,
  type Tone,
} from "#app/schemas/social.ts";

// The built-in writer: composes a post from the item's own data, offline.
//
// Serbian declines names by case and makes verbs agree with their gender and
// number, and a product name ("Krekeri…", "Pekmez…", "Fusili…") can be any of
// them. So the templates never decline a name and never make a word agree with
// it: a name stands alone after a colon or a dash, or in quotes beside a noun
// whose gender the template knows ("proizvod", "tekst"). Everything a post says
// about a product comes from its record: its short description, its categories
// (only those it is in), its weight, ingredients and flags.

type Bilingual = Record<PostLocale, string>;

export interface ProductFacts extends ProductBasics {
  kind: "product";
  name: Bilingual;
  shortDescription: Bilingual;
  ingredients: Bilingual;
}

export interface ArticleFacts {
  kind: "article";
  slug: string;
  category: string;
  readingMinutes: Record<PostLocale, number>;
  title: Bilingual;
  excerpt: Bilingual;
}

export interface TopicFacts {
  kind: "topic";
  topic: string;
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

const typeTag: Record<ProductType, Bilingual> = {
  flourMixes: { sr: "brasno", en: "flour" },
  snacks: { sr: "grickalice", en: "snacks" },
  breadBreadcrumbs: { sr: "hleb", en: "bread" },
  cookiesSweets: { sr: "slatkisi", en: "sweettreats" },
  spreads: { sr: "namazi", en: "spreads" },
  pasta: { sr: "testenina", en: "pasta" },
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

const articleTag: Record<string, Bilingual> = {
  recipes: { sr: "recept", en: "recipe" },
  tips: { sr: "saveti", en: "tips" },
  health: { sr: "ishrana", en: "nutrition" },
  events: { sr: "dogadjaji", en: "events" },
  lifestyle: { sr: "svakodnevica", en: "everydaylife" },
};

/** Templates per tone; `{name}` is always in the nominative, standing alone. */
const productOpeners: Record<Tone, Bilingual[]> = {
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

const newOpener: Bilingual = { sr: "Novo u ponudi: {name}.", en: "New in our range: {name}." };
const bestsellerOpener: Bilingual = {
  sr: "Jedan od vaših omiljenih proizvoda: {name}.",
  en: "One of your favourites: {name}.",
};

const articleOpeners: Record<Tone, Bilingual[]> = {
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

const topicOpeners: Record<Tone, Bilingual[]> = {
  warm: [
    { sr: "Danas o temi koja nam je bliska: {topic}.", en: "Today, something close to our hearts: {topic}." },
    {
      sr: "Hteli smo da podelimo sa vama nekoliko reči na temu: {topic}.",
      en: "We wanted to share a few words with you on: {topic}.",
    },
    { sr: "Jedna tema iz naše kuhinje: {topic}.", en: "A topic from our kitchen: {topic}." },
  ],
  informative: [
    { sr: "Tema dana: {topic}.", en: "Topic of the day: {topic}." },
    { sr: "Nekoliko reči na temu: {topic}.", en: "A few words on: {topic}." },
    { sr: "Pišemo o temi: {topic}.", en: "On our mind today: {topic}." },
  ],
  playful: [
    { sr: "Pričajmo malo o ovome: {topic}!", en: "Let's talk about this: {topic}!" },
    {
      sr: "Tema za danas (uz kafu, naravno): {topic}.",
      en: "Today's topic (with coffee, of course): {topic}.",
    },
    { sr: "Pitali ste nas, a mi odgovaramo: {topic}.", en: "You asked, so here we go: {topic}." },
  ],
  professional: [
    { sr: "Tema: {topic}.", en: "Topic: {topic}." },
    { sr: "Iz manufakture {brand}, na temu: {topic}.", en: "From {brand}, on the subject of: {topic}." },
    { sr: "Kratko o temi: {topic}.", en: "Briefly, on: {topic}." },
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
  { sr: "Naručite online u prodavnici {shop}: {url}", en: "Order online from {shop}: {url}" },
  {
    sr: "Naše proizvode naći ćete i u online prodavnici {shop}: {url}",
    en: "You'll find our products at {shop} online: {url}",
  },
  { sr: "Kupovina online, u prodavnici {shop}: {url}", en: "Shop online at {shop}: {url}" },
];

const factsLead: Bilingual[] = [
  { sr: "", en: "" },
  { sr: "Ukratko: ", en: "In short: " },
  { sr: "Šta treba da znate: ", en: "Good to know: " },
];

/** Hashtags a platform takes comfortably; Instagram allows 30, we use far fewer. */
const hashtagCount: Record<Platform, Record<PostLength, number>> = {
  instagram: { short: 5, medium: 8, long: 10 },
  facebook: { short: 2, medium: 3, long: 3 },
  linkedin: { short: 2, medium: 3, long: 4 },
  x: { short: 2, medium: 2, long: 2 },
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

/** Hashtags from the data only: the brand, the item's categories and type, the place. */
export function hashtagsFor(source: PostSourceFacts, options: WriteOptions): string[] {
  const { locale } = options;
  const tags: string[] = [];
  const brand = toTag(options.brand);
  if (brand) tags.push(brand);
  if (source.kind === "product") {
    for (const c of source.categories) if (categoryTag[c]) tags.push(categoryTag[c][locale]);
    if (typeTag[source.type]) tags.push(typeTag[source.type]![locale]);
  } else if (source.kind === "article") {
    if (articleTag[source.category]) tags.push(articleTag[source.category]![locale]);
    tags.push("blog");
  }
  tags.push(locale === "sr" ? "fruskagora" : "FruskaGora");
  tags.push(locale === "sr" ? "porodicnamanufaktura" : "familybusiness");
  if (source.kind === "product" && source.isNew) tags.push(locale === "sr" ? "novo" : "new");
  const unique = [...new Set(tags)];
  return unique.slice(0, hashtagCount[options.platform][options.length]).map((t) => `#${t}`);
}

interface Part {
  text: string;
  /** Lower goes first when the post must be shortened to fit. */
  keep: number;
  /** Starts a new paragraph. */
  block?: boolean;
}

function assemble(parts: Part[]): string {
  let out = "";
  for (const part of parts) {
    if (!part.text) continue;
    if (!out) out = part.text;
    else out += part.block ? `\n\n${part.text}` : ` ${part.text}`;
  }
  return out;
}

/** Drops the least needed parts until the post fits its platform. */
function fitToPlatform(parts: Part[], platform: Platform): string {
  const max = platformLimits[platform].chars;
  let current = parts.filter((p) => p.text);
  let text = assemble(current);
  while (countChars(text, platform) > max && current.length > 1) {
    const lowest = Math.min(...current.map((p) => p.keep));
    const index = current.findIndex((p) => p.keep === lowest);
    current = current.filter((_, i) => i !== index);
    text = assemble(current);
  }
  if (countChars(text, platform) > max) text = `${[...text].slice(0, max - 1).join("")}…`;
  return text;
}

function ctaPart(kind: "product" | "article" | "topic", options: WriteOptions, index: number): string {
  const { locale, links } = options;
  if (options.cta === "page" && links.page)
    return fill(pick(pageCta[kind], index)[locale], { url: links.page });
  if (options.cta === "shop" && links.shop)
    return fill(pick(shopCta, index)[locale], { shop: links.shop.name, url: links.shop.url });
  return "";
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase("sr") + text.slice(1);
}

function stripEmoji(text: string): string {
  return text
    .replace(/\s*(?:\p{Extended_Pictographic}|\u{FE0F})+/gu, "")
    .replace(/\s+$/g, "")
    .trim();
}

/** One post for one platform, language and variant. Deterministic for the same inputs. */
export function writePost(source: PostSourceFacts, options: WriteOptions): string {
  const { locale, tone, length, platform } = options;
  const v = options.variant - 1 + (options.seed ?? 0);
  const emoji = emojiTones.includes(tone);
  const closerPool = source.kind === "product" ? closers[tone] : topicClosers[tone];
  let closer = pick(closerPool, v + 1)[locale];
  if (!emoji) closer = stripEmoji(closer);
  const parts: Part[] = [];

  if (source.kind === "product") {
    const name = source.name[locale];
    let opener = fill(pick(productOpeners[tone], v)[locale], { name, brand: options.brand });
    // The flags lead one variant in three, so a new product is announced as new.
    if (source.isNew && v % 3 === 0) opener = fill(newOpener[locale], { name });
    else if (source.isBestseller && v % 3 === 0) opener = fill(bestsellerOpener[locale], { name });
    if (emoji && v % 2 === 0) opener = `🌾 ${opener}`;
    const labels = source.categories.map((c) => categoryLabel[c]?.[locale]).filter(Boolean) as string[];
    const weight = formatGrams(source.weightGrams, locale);
    const factsStyle = v % 3;
    let facts: string;
    if (factsStyle === 2 && labels.length > 0) facts = [...labels, weight].map((l) => `✓ ${l}`).join("\n");
    else if (factsStyle === 1)
      facts = `${pick(factsLead, 1)[locale]}${labels.length ? `${labels.join(", ")}; ` : ""}${locale === "sr" ? "pakovanje" : "pack size"} ${weight}.`;
    else facts = capitalise([...labels, weight].join(" · "));
    if (!emoji && factsStyle === 2) facts = facts.replace(/✓ /g, "– ");
    const ingredientItems = mainIngredients(source.ingredients[locale], 4);
    const ingredients =
      ingredientItems.length === 1
        ? `${locale === "sr" ? "Samo jedan sastojak" : "Just one ingredient"}: ${ingredientItems[0]}.`
        : `${locale === "sr" ? "Glavni sastojci" : "Main ingredients"}: ${joinList(ingredientItems, locale)}.`;
    const use = pick(typeUse[source.type] ?? [{ sr: "", en: "" }], v)[locale];
    const description = source.shortDescription[locale];
    const cta = ctaPart("product", options, v);
    parts.push({ text: opener, keep: 100 });
    if (length !== "short") {
      if (v % 3 === 1) {
        parts.push({ text: facts, keep: 80, block: true });
        parts.push({ text: description, keep: 60, block: true });
      } else {
        parts.push({ text: description, keep: 60, block: true });
        parts.push({ text: facts, keep: 80, block: true });
      }
    } else parts.push({ text: facts, keep: 80, block: true });
    if (length === "long") {
      parts.push({ text: ingredients, keep: 30, block: true });
      parts.push({ text: use, keep: 20 });
    }
    if (length !== "short") parts.push({ text: closer, keep: 10, block: true });
    parts.push({ text: cta, keep: 90, block: true });
  } else if (source.kind === "article") {
    const title = source.title[locale];
    const lead =
      articleLead[source.category]?.[locale] ?? (locale === "sr" ? "Novo na blogu" : "New on the blog");
    let opener = fill(pick(articleOpeners[tone], v)[locale], { title, lead, brand: options.brand });
    if (emoji && v % 2 === 0) opener = `📖 ${opener}`;
    parts.push({ text: opener, keep: 100 });
    if (length !== "short") parts.push({ text: source.excerpt[locale], keep: 60, block: true });
    if (length === "long")
      parts.push({ text: minutes(source.readingMinutes[locale], locale), keep: 20, block: true });
    const cta = ctaPart("article", options, v);
    if (length !== "short") parts.push({ text: closer, keep: 10, block: true });
    parts.push({ text: cta, keep: 90, block: true });
  } else {
    const topic = source.topic.trim().replace(/[.!?…]+$/u, "");
    let opener = fill(pick(topicOpeners[tone], v)[locale], { topic, brand: options.brand });
    if (emoji && v % 2 === 0) opener = `🌿 ${opener}`;
    parts.push({ text: opener, keep: 100 });
    if (length !== "short")
      parts.push({ text: fill(pick(brandLine, v)[locale], { brand: options.brand }), keep: 40, block: true });
    if (length === "long")
      parts.push({
        text:
          locale === "sr"
            ? "Pravimo hranu bez glutena, bez dodatog šećera, vegansku i proteinsku."
            : "We make gluten-free, no-added-sugar, vegan and protein food.",
        keep: 30,
      });
    const cta = ctaPart("topic", options, v);
    parts.push({ text: closer, keep: 10, block: true });
    parts.push({ text: cta, keep: 90, block: true });
  }

  if (options.hashtags) {
    const tags = hashtagsFor(source, options);
    if (tags.length)
      parts.push({ text: tags.join(" "), keep: platform === "instagram" ? 70 : 15, block: true });
  }
  return fitToPlatform(parts, platform);
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
