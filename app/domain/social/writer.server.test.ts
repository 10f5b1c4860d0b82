import { describe, expect, it } from "vitest";
import { demoArticles } from "#app/demo/articles.ts";
import { demoProducts } from "#app/demo/products.ts";
import type { DemoArticle, DemoProduct } from "#app/demo/types.ts";
import {
  checkLimits,
  countChars,
  countHashtags,
  lengths,
  type Platform,
  type PostLocale,
  platforms,
  type Tone,
  tones,
  topicKinds,
} from "#app/schemas/social.ts";
import {
  type ArticleFacts,
  draftSpecs,
  mainIngredients,
  missingLocales,
  type PostSourceFacts,
  type ProductFacts,
  type TopicFacts,
  type WriteOptions,
  writePost,
} from "./writer.server.ts";

// The built-in writer over the whole demo content, in both languages: what it
// says is backed by the record, every post fits its platform, variants differ.

const productFacts = (p: DemoProduct): ProductFacts => ({
  kind: "product",
  id: p.id,
  type: p.type,
  categories: p.categories,
  weightGrams: p.weightGrams,
  isNew: p.isNew,
  isBestseller: p.isBestseller,
  name: { sr: p.sr.name, en: p.en.name },
  shortDescription: { sr: p.sr.shortDescription, en: p.en.shortDescription },
  ingredients: { sr: p.sr.ingredients, en: p.en.ingredients },
  contains: p.contains,
});

const articleFacts = (a: DemoArticle): ArticleFacts => ({
  kind: "article",
  slug: a.slug,
  category: a.category,
  readingMinutes: { sr: 4, en: 4 },
  title: { sr: a.sr.title, en: a.en.title },
  excerpt: { sr: a.sr.excerpt, en: a.en.excerpt },
});

const locales: PostLocale[] = ["sr", "en"];
const options = (
  over: Partial<WriteOptions> & { platform: Platform; locale: PostLocale; tone: Tone },
): WriteOptions => ({
  length: "medium",
  hashtags: true,
  cta: "page",
  variant: 1,
  brand: "Zrnce",
  links: {
    page: "https://zrnce.rs/proizvod/primer-proizvoda-sa-dugim-imenom",
    shop: { name: "Zdrava korpa", url: "https://www.zdravakorpa.rs/" },
  },
  ...over,
});

/** Claims the writer may only make when the record's categories say so. */
const categoryClaims: Record<string, Record<PostLocale, RegExp>> = {
  glutenFree: { sr: /bez glutena|bezglutena|bezglutensk/i, en: /gluten[- ]?free/i },
  sugarFree: {
    sr: /bez dodatog šećera|bezdodatogsecera|bez šećera/i,
    en: /no added sugar|nosugaradded|sugar[- ]free/i,
  },
  vegan: { sr: /100% biljno|veganski|vegansk/i, en: /\bvegan\b/i },
  protein: { sr: /proteinsk|#proteini/i, en: /protein range|#protein\b/i },
};

/** Promises no post may make unless the item's own text does. */
const healthWords = [
  "leči",
  "lečenje",
  "imunitet",
  "mršavljenje",
  "detoks",
  "zdravije",
  "lekovit",
  "garantovano",
  "cure",
  "heals",
  "immunity",
  "immune",
  "weight loss",
  "detox",
  "healthier",
  "boost",
  "guaranteed",
  "superfood",
];

const grammarTraps = [
  // A verb or adjective agreeing with a product name would be wrong for some name.
  /: [^\n]+ (je|su|ume|umeju) /,
  /Upoznajte naš/,
  /\bnaš (novi )?[A-ZČĆŠŽĐ]/,
];

function wordsOf(text: string) {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}#]+/u)
    .filter(Boolean);
}

function differingWords(a: string, b: string) {
  const wa = new Set(wordsOf(a));
  const wb = new Set(wordsOf(b));
  return [...wa].filter((w) => !wb.has(w)).length + [...wb].filter((w) => !wa.has(w)).length;
}

/**
 * Serbian letters and words in an English post, Cyrillic or English words in a
 * Serbian one. The place name Fruška Gora keeps its letter in English.
 */
const serbianWords =
  /(^|[^\p{L}])(je|su|za|sa|od|na|da|se|iz|ili|kao|koji|što|bez|uz|naš|naše|vaš|vam|vas|nam|smo|ste|ovo|još|samo|kod)(?=[^\p{L}]|$)/giu;
const englishWords =
  /(^|[^\p{L}])(the|and|with|for|our|your|you|we|of|is|are|this|from|more about)(?=[^\p{L}]|$)/giu;
function otherLanguage(post: string, locale: PostLocale): string[] {
  const text = post
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/#\p{L}+/gu, " ")
    .replace(/Fruška Gora/g, " ");
  if (locale === "en")
    return [...(text.match(/[čćšžđ]/giu) ?? []), ...[...text.matchAll(serbianWords)].map((m) => m[2]!)];
  return [...(text.match(/[\u0400-\u04FF]/g) ?? []), ...[...text.matchAll(englishWords)].map((m) => m[2]!)];
}

const pictographs = (text: string) => [...text.matchAll(/\p{Extended_Pictographic}/gu)].length;

/** Every draft of one generation: all platforms, both languages, three variants. */
function generation(source: PostSourceFacts, over: Partial<WriteOptions> & { tone: Tone }) {
  return draftSpecs([...platforms], locales, 3).map((spec) => ({
    ...spec,
    text: writePost(source, options({ ...spec, ...over })),
  }));
}

/** What sets each platform apart, checked on every draft. */
function expectPlatformShape(text: string, platform: Platform, hashtags: boolean) {
  const tags = countHashtags(text);
  const lines = text.split("\n");
  if (platform === "instagram") {
    // A hook line on its own, a few emoji at most, 5–15 hashtags together at the end.
    expect(lines[1], text).toBe("");
    expect(pictographs(text)).toBeLessThanOrEqual(3);
    if (hashtags) {
      expect(tags, text).toBeGreaterThanOrEqual(5);
      expect(tags, text).toBeLessThanOrEqual(15);
      expect(lines.at(-1), text).toMatch(/^(#\p{L}+ ?)+$/u);
      expect(countHashtags(lines.at(-1)!)).toBe(tags);
    }
  }
  if (platform === "facebook") {
    expect(text, "Facebook carries the link").toContain("https://");
    expect(tags).toBeLessThanOrEqual(3);
  }
  if (platform === "linkedin") {
    expect(pictographs(text), text).toBe(0);
    if (hashtags) {
      expect(tags, text).toBeGreaterThanOrEqual(1);
      expect(tags, text).toBeLessThanOrEqual(3);
    }
  }
  if (platform === "x") {
    expect(text, "X carries the link").toContain("https://");
    expect(countChars(text, "x"), text).toBeLessThanOrEqual(280);
    expect(tags).toBeLessThanOrEqual(2);
  }
  if (!hashtags) expect(tags).toBe(0);
  expect(checkLimits(text, platform).ok, text).toBe(true);
}

describe("the built-in writer, over every demo product", () => {
  it("has all 28 products and 14 articles to work with", () => {
    expect(demoProducts).toHaveLength(28);
    expect(demoArticles).toHaveLength(14);
  });

  for (const product of demoProducts) {
    const facts = productFacts(product);
    const sourceText = (locale: PostLocale) =>
      [
        product[locale].name,
        product[locale].shortDescription,
        product[locale].description,
        product[locale].ingredients,
      ].join(" ");

    it(`${product.id}: claims match the data, limits hold, variants differ, in both languages`, () => {
      for (const locale of locales) {
        for (const tone of tones) {
          for (const platform of platforms) {
            for (const length of lengths) {
              const posts = [1, 2, 3].map((variant) =>
                writePost(facts, options({ platform, locale, tone, length, variant })),
              );
              for (const post of posts) {
                expect(post.length).toBeGreaterThan(20);
                expect(checkLimits(post, platform).ok, `${platform} ${post}`).toBe(true);
                // The name stands in the post as written in the record.
                expect(post).toContain(product[locale].name);
                for (const [category, patterns] of Object.entries(categoryClaims)) {
                  if (product.categories.includes(category as never)) continue;
                  const claim = post.replace(product[locale].shortDescription, "");
                  expect(claim, `${category} claimed for ${product.id}`).not.toMatch(patterns[locale]);
                }
                for (const word of healthWords) {
                  if (sourceText(locale).toLowerCase().includes(word)) continue;
                  expect(post.toLowerCase()).not.toContain(word);
                }
                for (const trap of grammarTraps) expect(post).not.toMatch(trap);
                expect(post).not.toMatch(/\{\w+\}|undefined|null|NaN/);
                expect(post).not.toMatch(/ {2,}|\n{3,}/);
                expect(otherLanguage(post, locale), post).toEqual([]);
              }
              for (let i = 0; i < posts.length; i += 1)
                for (let j = i + 1; j < posts.length; j += 1)
                  expect(
                    differingWords(posts[i]!, posts[j]!),
                    `${posts[i]}\n---\n${posts[j]}`,
                  ).toBeGreaterThan(1);
            }
          }
        }
      }
    });
  }

  it("states the weight, the flags and the ingredients the record has", () => {
    const bread = productFacts(demoProducts.find((p) => p.id === "mesavina-za-hleb-bez-glutena")!);
    const long = writePost(
      bread,
      options({ platform: "facebook", locale: "sr", tone: "informative", length: "long" }),
    );
    expect(long).toContain("1 kg");
    expect(long).toContain(
      "Glavni sastojci: pirinčano brašno, kukuruzni skrob, heljdino brašno i brašno od prosa.",
    );
    const newOne = productFacts(demoProducts.find((p) => p.isNew)!);
    expect(writePost(newOne, options({ platform: "instagram", locale: "en", tone: "warm" }))).toContain(
      "New in our range",
    );
    const notNew = productFacts(demoProducts.find((p) => !p.isNew && !p.isBestseller)!);
    for (const variant of [1, 2, 3])
      expect(
        writePost(notNew, options({ platform: "instagram", locale: "sr", tone: "warm", variant })),
      ).not.toMatch(/Novo u ponudi|omiljenih/);
  });

  it("reads the main ingredients off the label without percentages, marks or sentences after it", () => {
    expect(mainIngredients("**orah** (60%), lipov med (38%), cimet, morska so", 4)).toEqual([
      "orah",
      "lipov med",
      "cimet",
      "morska so",
    ]);
    expect(mainIngredients("šljive (100%). Za 100 g proizvoda upotrebljeno je 250 g šljiva.", 4)).toEqual([
      "šljive",
    ]);
    expect(mainIngredients("semenke bundeve (45%), tamari sos 8% (voda, **soja**, morska so)", 4)).toEqual([
      "semenke bundeve",
      "tamari sos",
    ]);
  });

  it("adds hashtags only when asked and the link only for a call to action", () => {
    const facts = productFacts(demoProducts[0]!);
    const none = writePost(
      facts,
      options({ platform: "instagram", locale: "sr", tone: "warm", hashtags: false, cta: "none" }),
    );
    expect(none).not.toMatch(/#\w/);
    expect(none).not.toContain("https://");
    const shop = writePost(
      facts,
      options({ platform: "instagram", locale: "sr", tone: "warm", cta: "shop" }),
    );
    expect(shop).toContain("https://www.zdravakorpa.rs/");
    expect(shop).toContain("Zdrava korpa");
  });

  it("writes otherwise on regenerate", () => {
    const facts = productFacts(demoProducts[5]!);
    const first = writePost(facts, options({ platform: "facebook", locale: "sr", tone: "playful" }));
    const again = writePost(facts, options({ platform: "facebook", locale: "sr", tone: "playful", seed: 1 }));
    expect(differingWords(first, again)).toBeGreaterThan(1);
  });
});

describe("the built-in writer, over every demo article", () => {
  for (const article of demoArticles) {
    const facts = articleFacts(article);
    it(`${article.slug}: title and excerpt as written, limits hold, variants differ`, () => {
      for (const locale of locales) {
        for (const tone of tones) {
          for (const platform of platforms) {
            for (const length of lengths) {
              const posts = [1, 2, 3].map((variant) =>
                writePost(facts, options({ platform, locale, tone, length, variant })),
              );
              for (const post of posts) {
                expect(checkLimits(post, platform).ok).toBe(true);
                expect(post).toContain(article[locale].title);
                expect(otherLanguage(post, locale), post).toEqual([]);
                if (length !== "short" && platform !== "x") expect(post).toContain(article[locale].excerpt);
                const own = `${article[locale].title} ${article[locale].excerpt}`.toLowerCase();
                for (const word of healthWords)
                  if (!own.includes(word)) expect(post.toLowerCase()).not.toContain(word);
                expect(post).not.toMatch(/\{\w+\}|undefined|null|NaN/);
                if (locale === "sr") expect(post).toMatch(/„[^”]+”/);
                else expect(post).toMatch(/“[^”]+”/);
              }
              for (let i = 0; i < posts.length; i += 1)
                for (let j = i + 1; j < posts.length; j += 1)
                  expect(differingWords(posts[i]!, posts[j]!)).toBeGreaterThan(1);
            }
          }
        }
      }
    });
  }

  it("counts Serbian reading time with the right noun form", () => {
    const facts = { ...articleFacts(demoArticles[0]!), readingMinutes: { sr: 21, en: 21 } };
    expect(
      writePost(facts, options({ platform: "facebook", locale: "sr", tone: "warm", length: "long" })),
    ).toContain("Čita se za 21 minut.");
  });
});

describe("drafts that differ as the platforms do", () => {
  const sources: [string, PostSourceFacts][] = [
    ...demoProducts.map((p): [string, PostSourceFacts] => [p.id, productFacts(p)]),
    ...demoArticles.map((a): [string, PostSourceFacts] => [a.slug, articleFacts(a)]),
  ];
  for (const [id, source] of sources) {
    it(`${id}: every draft of one generation is its own, shaped for its platform`, () => {
      for (const tone of tones)
        for (const length of lengths)
          for (const hashtags of [true, false])
            for (const cta of ["page", "none"] as const) {
              const drafts = generation(source, { tone, length, hashtags, cta });
              expect(drafts).toHaveLength(24);
              const texts = drafts.map((d) => d.text);
              expect(new Set(texts).size, `${tone} ${length} ${hashtags} ${cta}`).toBe(24);
              for (const d of drafts) {
                expectPlatformShape(d.text, d.platform, hashtags);
                expect(otherLanguage(d.text, d.locale), d.text).toEqual([]);
                // Instagram and LinkedIn link only for a call to action; Facebook and X always.
                if (cta === "none" && (d.platform === "instagram" || d.platform === "linkedin"))
                  expect(d.text).not.toContain("https://");
              }
            }
    });
  }

  it("keeps X within 280 characters, counting the link as 23, for a very long name and link", () => {
    const base = productFacts(demoProducts[0]!);
    const longName = "Heljdino brašno sa kamenog mlina iz male porodične radionice ".repeat(5).trim();
    const facts: ProductFacts = { ...base, name: { sr: longName, en: longName.replace(/š/g, "s") } };
    const longLink = `https://zrnce.rs/proizvod/${"a".repeat(200)}`;
    for (const locale of locales)
      for (const variant of [1, 2, 3]) {
        const post = writePost(
          facts,
          options({
            platform: "x",
            locale,
            tone: "playful",
            length: "long",
            variant,
            links: { page: longLink, shop: null },
          }),
        );
        expect(post).toContain(longLink);
        expect(countChars(post, "x")).toBeLessThanOrEqual(280);
        // Counted as X counts it, the post is long; counted plainly it would be over.
        expect([...post].length).toBeGreaterThan(280);
      }
    expect(countChars(`Read it: ${longLink}`, "x")).toBe("Read it: ".length + 23);
  });

  it("states the allergens the label declares, and none it does not", () => {
    const withSoy = demoProducts.find((p) => p.contains.length > 0)!;
    const facts = productFacts(withSoy);
    const sr = writePost(
      facts,
      options({ platform: "facebook", locale: "sr", tone: "warm", length: "long" }),
    );
    const en = writePost(
      facts,
      options({ platform: "facebook", locale: "en", tone: "warm", length: "long" }),
    );
    expect(sr).toMatch(/Alergeni: /);
    expect(en).toMatch(/Allergens: /);
    const none = productFacts(demoProducts.find((p) => p.contains.length === 0)!);
    expect(
      writePost(none, options({ platform: "facebook", locale: "en", tone: "warm", length: "long" })),
    ).not.toMatch(/Allergens/);
  });
});

describe("free topics, by kind, in both languages", () => {
  const text = { sr: "Naš štand na sajmu u Novom Sadu", en: "Our stand at the Novi Sad fair" };
  const topic = (topicKind: TopicFacts["topicKind"]): TopicFacts => ({ kind: "topic", topicKind, text });

  for (const kind of topicKinds) {
    it(`${kind}: the owner's topic in each language, shaped per platform, never mixed`, () => {
      for (const tone of tones)
        for (const length of lengths) {
          const drafts = generation(topic(kind), {
            tone,
            length,
            links: { page: "https://zrnce.rs/", shop: null },
          });
          expect(new Set(drafts.map((d) => d.text)).size).toBe(24);
          for (const d of drafts) {
            expect(d.text).toContain(text[d.locale]);
            expect(d.text).not.toContain(text[d.locale === "sr" ? "en" : "sr"]);
            expect(otherLanguage(d.text.replace(text[d.locale], ""), d.locale), d.text).toEqual([]);
            expectPlatformShape(d.text, d.platform, true);
            expect(d.text).not.toMatch(/\{\w+\}|undefined|null/);
          }
        }
    });
  }

  it("writes each kind its own way", () => {
    for (const locale of locales)
      for (const platform of platforms) {
        const texts = topicKinds.map((kind) =>
          writePost(topic(kind), options({ platform, locale, tone: "warm", length: "medium" })),
        );
        expect(new Set(texts).size).toBe(topicKinds.length);
      }
  });
});

describe("an item without its English text", () => {
  it("is missing English, so no English post is made from Serbian", () => {
    const facts = productFacts(demoProducts[0]!);
    expect(missingLocales(facts)).toEqual([]);
    expect(missingLocales({ ...facts, name: { sr: facts.name.sr, en: "" } })).toEqual(["en"]);
    expect(
      missingLocales({ ...facts, shortDescription: { sr: facts.shortDescription.sr, en: " " } }),
    ).toEqual(["en"]);
    const article = articleFacts(demoArticles[0]!);
    expect(missingLocales({ ...article, excerpt: { sr: article.excerpt.sr, en: "" } })).toEqual(["en"]);
    expect(missingLocales({ kind: "topic", topicKind: "season", text: { sr: "Jesen", en: "" } })).toEqual([
      "en",
    ]);
  });
});
