import sharp from "sharp";
import { demoArticles } from "#app/demo/articles.ts";
import { articleArtworkSvg, heroArtworkSvg, productArtworkSvg } from "#app/demo/artwork.ts";
import { demoOffers, demoShopLink } from "#app/demo/offers.ts";
import { demoOrganic } from "#app/demo/organic.ts";
import { demoProducts } from "#app/demo/products.ts";
import type { DemoArticle, DemoProduct } from "#app/demo/types.ts";
import { importProduct } from "#app/domain/catalogue/product-admin.server.ts";
import { countTrash } from "#app/domain/content/trash.server.ts";
import { getDashboardCounts } from "#app/domain/dashboard/counts.server.ts";
import { getHeroImages, saveHeroImages } from "#app/domain/home/hero-images.server.ts";
import { storeImage } from "#app/domain/media/images.server.ts";
import { importArticle } from "#app/domain/news/article-admin.server.ts";
import { seedPages } from "#app/domain/pages/pages.server.ts";
import type { ProductFormValues } from "#app/schemas/product-form.ts";
import { allergens } from "#app/schemas/product-vocabulary.ts";
import { emptySeo } from "#app/schemas/seo.ts";

// Demo content for an empty database (script/server, npm run db:seed): the texts
// and artwork of this folder, written through the catalogue's and the news'
// own functions. Tests insert demo records with insertProduct and insertArticle.

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

/** A demo record as the product editor would submit it. */
function productValues(
  product: DemoProduct,
  status: "draft" | "published",
  imageId?: string,
): ProductFormValues {
  const allergenKinds = Object.fromEntries(allergens.map((a) => [a, ""])) as ProductFormValues["allergens"];
  for (const a of product.mayContain) allergenKinds[a] = "may_contain";
  for (const a of product.contains) allergenKinds[a] = "contains";
  const alt = typeAlt[product.type];
  const offer = demoOffers[product.id] ?? { shops: [] };
  const link = (shop: 1 | 2) =>
    offer.shops.includes(shop) ? demoShopLink(shop, product.id, product.weightGrams) : null;
  return {
    id: product.id,
    type: product.type,
    status,
    weightGrams: product.weightGrams,
    isNew: product.isNew,
    isBestseller: product.isBestseller,
    isFeatured: product.isFeatured,
    isOrganic: demoOrganic.has(product.id),
    featuredOrder: null,
    shop1Url: link(1),
    shop2Url: link(2),
    priceRsd: offer.price ?? null,
    priceFrom: offer.from ?? false,
    availability: offer.availability ?? null,
    gtin: offer.gtin ?? null,
    categories: product.categories,
    allergens: allergenKinds,
    nutrition: product.nutrition,
    sr: product.sr,
    en: product.en,
    images: imageId
      ? [
          {
            mediaId: imageId,
            altSr: `${product.sr.name} — ilustracija: ${alt.sr}`,
            altEn: `${product.en.name} — illustration: ${alt.en}`,
          },
        ]
      : [],
    seo: emptySeo,
  };
}

export async function insertProduct(product: DemoProduct, options: InsertOptions = {}): Promise<void> {
  const status = options.status ?? "published";
  const imageId = options.image
    ? await storeImage({
        bytes: await renderArtwork(productArtworkSvg(product.type, product.id)),
        fileName: `${product.id}.png`,
        alt: { sr: "", en: "" },
        effort: 2,
      })
    : undefined;
  const publishedAt = status === "published" ? (options.publishedAt ?? new Date().toISOString()) : null;
  await importProduct(productValues(product, status, imageId), publishedAt);
}

export async function insertArticle(article: DemoArticle, options: InsertOptions = {}): Promise<string> {
  const coverId = options.image
    ? await storeImage({
        bytes: await renderArtwork(articleArtworkSvg(article.category, article.slug, article.artwork)),
        fileName: `${article.slug}.png`,
        alt: {
          sr: `Ilustracija uz članak „${article.sr.title}”`,
          en: `Illustration for “${article.en.title}”`,
        },
        effort: 2,
      })
    : null;
  return importArticle(
    { ...article, coverId },
    {
      status: options.status ?? "published",
      publishedAt: options.publishedAt === undefined ? article.publishedAt : options.publishedAt,
    },
  );
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
  // Databases seeded before the hero artwork existed get it too.
  if (options.images ?? true) await seedHeroImages();
  // The pages' texts as the site shipped them, with the artwork: the breakfast
  // table beside the home page's story, the workshop on the about page.
  const hero = (await getHeroImages("sr")).map((image) => image?.id ?? null);
  await seedPages({ hero, story: hero[2] ?? null, about: hero[1] ?? null });
  const counts = await getDashboardCounts();
  // What the owner deleted is still theirs (in the trash): no demo content in its place.
  const trashed = await countTrash();
  if (
    counts.productsPublished +
      counts.productsDraft +
      counts.articlesPublished +
      counts.articlesDraft +
      trashed >
    0
  )
    return false;
  const image = options.images ?? true;
  for (const product of demoProducts) await insertProduct(product, { image });
  for (const article of demoArticles) await insertArticle(article, { image });
  return true;
}
