import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { getDb } from "#app/db/connection.server.ts";
import { foldForSearch } from "#app/db/fold.server.ts";
import { articleArtworkSvg, heroArtworkSvg, productArtworkSvg } from "#app/db/seed/artwork.ts";
import { demoArticles } from "#app/db/seed/demo-articles.ts";
import { demoProducts } from "#app/db/seed/demo-products.ts";
import type { DemoArticle, DemoProduct } from "#app/db/seed/demo-types.ts";
import { getHeroImages, saveHeroImages } from "#app/domain/home/hero-images.server.ts";
import { storeImage } from "#app/domain/media/images.server.ts";
import { prepareArticleText } from "#app/domain/news/article-text.server.ts";

// Demo content for an empty database (script/server, npm run db:seed). The
// insert functions are shared with the test factories (tests/factories).

export interface InsertOptions {
  /** Render and store artwork for the record (slow: skipped by most tests). */
  image?: boolean;
  status?: "draft" | "published";
  publishedAt?: string | null;
}

const typeAlt = {
  flourMixes: { sr: "brašno u papirnoj kesi sa zrnevljem", en: "flour in a paper bag with grains" },
  snacks: { sr: "činija sa krekerima i semenkama", en: "a bowl of crackers and seeds" },
  breadBreadcrumbs: { sr: "vekna hleba na dasci", en: "a loaf of bread on a board" },
  cookiesSweets: { sr: "naslagani keksi sa orašastim plodovima", en: "a stack of cookies with nuts" },
  spreads: { sr: "tegla namaza sa lešnicima", en: "a jar of spread with hazelnuts" },
  pasta: { sr: "testenina na tanjiru sa začinskim biljem", en: "pasta on a plate with herbs" },
} as const;

async function renderArtwork(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function insertProduct(product: DemoProduct, options: InsertOptions = {}): Promise<void> {
  const db = getDb();
  const now = new Date().toISOString();
  const status = options.status ?? "published";
  let imageId: string | undefined;
  if (options.image) {
    const alt = typeAlt[product.type];
    imageId = await storeImage({
      bytes: await renderArtwork(productArtworkSvg(product.type, product.id)),
      fileName: `${product.id}.png`,
      alt: {
        sr: `${product.sr.name} — ilustracija: ${alt.sr}`,
        en: `${product.en.name} — illustration: ${alt.en}`,
      },
      effort: 2,
    });
  }
  const n = product.nutrition;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("product")
      .values({
        id: product.id,
        type: product.type,
        weight_grams: product.weightGrams,
        is_new: product.isNew ? 1 : 0,
        is_bestseller: product.isBestseller ? 1 : 0,
        is_featured: product.isFeatured ? 1 : 0,
        featured_order: null,
        status,
        published_at: status === "published" ? (options.publishedAt ?? now) : null,
        shop1_url: null,
        shop2_url: null,
        energy_kj: n.energyKj,
        energy_kcal: n.energyKcal,
        fat: n.fat,
        saturated_fat: n.saturatedFat,
        carbohydrate: n.carbohydrate,
        sugars: n.sugars,
        fibre: n.fibre,
        protein: n.protein,
        salt: n.salt,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto("product_translation")
      .values(
        (["sr", "en"] as const).map((locale) => {
          const t = product[locale];
          return {
            product_id: product.id,
            locale,
            name: t.name,
            short_description: t.shortDescription,
            description: t.description,
            ingredients: t.ingredients,
            search_text: foldForSearch(
              [t.name, t.shortDescription, t.description, t.ingredients.replace(/\*\*/g, "")].join(" "),
            ),
          };
        }),
      )
      .execute();
    if (product.categories.length > 0) {
      await trx
        .insertInto("product_category")
        .values(product.categories.map((category) => ({ product_id: product.id, category })))
        .execute();
    }
    const allergenRows = [
      ...product.contains.map((allergen) => ({
        product_id: product.id,
        allergen,
        kind: "contains" as const,
      })),
      ...product.mayContain
        .filter((a) => !product.contains.includes(a))
        .map((allergen) => ({ product_id: product.id, allergen, kind: "may_contain" as const })),
    ];
    if (allergenRows.length > 0) await trx.insertInto("product_allergen").values(allergenRows).execute();
    if (imageId)
      await trx
        .insertInto("product_image")
        .values({ product_id: product.id, media_id: imageId, position: 0 })
        .execute();
  });
}

export async function insertArticle(article: DemoArticle, options: InsertOptions = {}): Promise<string> {
  const db = getDb();
  const id = randomUUID();
  const now = new Date().toISOString();
  const status = options.status ?? "published";
  let coverId: string | null = null;
  if (options.image) {
    coverId = await storeImage({
      bytes: await renderArtwork(articleArtworkSvg(article.category, article.slug)),
      fileName: `${article.slug}.png`,
      alt: {
        sr: `Ilustracija uz članak „${article.sr.title}”`,
        en: `Illustration for “${article.en.title}”`,
      },
      effort: 2,
    });
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("article")
      .values({
        id,
        slug: article.slug,
        category: article.category,
        featured: article.featured ? 1 : 0,
        author: article.author,
        cover_id: coverId,
        status,
        published_at: options.publishedAt === undefined ? article.publishedAt : options.publishedAt,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto("article_translation")
      .values(
        (["sr", "en"] as const).map((locale) => {
          // The same preparation as the admin editor's: sanitised body, computed reading time.
          return { article_id: id, locale, ...prepareArticleText(article[locale]) };
        }),
      )
      .execute();
  });
  return id;
}

const heroAlt = [
  {
    sr: "Ilustracija: brežuljci Fruške gore sa njivama i voćnjacima u toplom jutarnjem svetlu",
    en: "Illustration: the hills of Fruška Gora with fields and orchards in warm morning light",
  },
  {
    sr: "Ilustracija: radni sto u radionici sa brašnom, testom i oklagijom",
    en: "Illustration: a workshop table with flour, dough and a rolling pin",
  },
  {
    sr: "Ilustracija: sto za doručak sa hlebom, teglom namaza i činijom keksa",
    en: "Illustration: a breakfast table with bread, a jar of spread and a bowl of cookies",
  },
] as const;

/** The home hero's three artworks, rendered into the media store once; their ids go to the setting table. */
export async function seedHeroImages(): Promise<boolean> {
  const existing = await getHeroImages("sr");
  if (existing.every(Boolean)) return false;
  const ids: string[] = [];
  for (const index of [0, 1, 2] as const) {
    ids.push(
      await storeImage({
        bytes: await renderArtwork(heroArtworkSvg(index)),
        fileName: `hero-${index + 1}.png`,
        alt: heroAlt[index],
        effort: 2,
      }),
    );
  }
  await saveHeroImages(ids);
  return true;
}

/** Seeds the demo catalogue and news when both are empty. Returns whether it did. */
export async function seedDemoContent(options: { images?: boolean } = {}): Promise<boolean> {
  const db = getDb();
  // Databases seeded before the hero artwork existed get it too.
  if (options.images ?? true) await seedHeroImages();
  const [products, articles] = await Promise.all([
    db
      .selectFrom("product")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("article")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  if (Number(products.n) > 0 || Number(articles.n) > 0) return false;
  const image = options.images ?? true;
  for (const product of demoProducts) await insertProduct(product, { image });
  for (const article of demoArticles) await insertArticle(article, { image });
  return true;
}
