import { describe, expect, it } from "vitest";
import { demoArticles } from "#app/demo/articles.ts";
import { demoProducts } from "#app/demo/products.ts";
import type { DemoArticle, DemoProduct } from "#app/demo/types.ts";
import {
  checkLimits,
  lengths,
  type Platform,
  type PostLocale,
  platforms,
  type Tone,
  tones,
} from "#app/schemas/social.ts";
import {
  type ArticleFacts,
  mainIngredients,
  type ProductFacts,
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
                if (platform !== "x" || length !== "short") expect(post).toContain(product[locale].name);
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
                // Serbian posts are in Latin script, English posts carry no Serbian template words.
                if (locale === "sr") expect(post).not.toMatch(/[\u0400-\u04FF]/);
                if (locale === "en")
                  expect(post.replace(/https?:\/\/\S+/g, "")).not.toMatch(
                    /\b(Više|proizvod|Prijatno|Ukratko|pakovanje)\b/,
                  );
              }
              if (platform !== "x" || length !== "short") {
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
                if (platform !== "x") expect(post).toContain(article[locale].title);
                if (length !== "short" && platform !== "x") expect(post).toContain(article[locale].excerpt);
                const own = `${article[locale].title} ${article[locale].excerpt}`.toLowerCase();
                for (const word of healthWords)
                  if (!own.includes(word)) expect(post.toLowerCase()).not.toContain(word);
                expect(post).not.toMatch(/\{\w+\}|undefined|null|NaN/);
                if (locale === "sr") expect(post).toMatch(/„[^”]+”/);
                else expect(post).toMatch(/“[^”]+”/);
              }
              if (platform !== "x" || length !== "short")
                for (let i = 0; i < posts.length; i += 1)
                  for (let j = i + 1; j < posts.length; j += 1)
                    expect(differingWords(posts[i]!, posts[j]!)).toBeGreaterThan(1);
            }
          }
        }
      }
    });
  }

  it("writes a free topic in both languages without inventing product claims", () => {
    for (const locale of locales) {
      const post = writePost(
        { kind: "topic", topic: "Zimnica bez šećera" },
        options({ platform: "linkedin", locale, tone: "professional" }),
      );
      expect(post).toContain("Zimnica bez šećera");
      expect(post).not.toMatch(/100% biljno|protein range/);
    }
  });

  it("counts Serbian reading time with the right noun form", () => {
    const facts = { ...articleFacts(demoArticles[0]!), readingMinutes: { sr: 21, en: 21 } };
    expect(
      writePost(facts, options({ platform: "facebook", locale: "sr", tone: "warm", length: "long" })),
    ).toContain("Čita se za 21 minut.");
  });
});
