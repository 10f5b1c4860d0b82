import type { ProductAvailability } from "#app/schemas/product-vocabulary.ts";
import { defaultSettings } from "#app/schemas/settings-defaults.ts";

// What the demo products cost, whether they are in stock, and where each shop
// sells them (issue 26, point 5): realistic shop prices in whole dinars for
// organic, gluten-free goods, and each shop's own address scheme for its
// product pages. A few are left without a link or a price on purpose, so the
// demo shows "search at the shop" and "price at the shop" too.

export interface DemoOffer {
  /** Whole dinars; absent: the shop's price. */
  price?: number;
  /** "od 690 RSD": the smallest size's price. */
  from?: boolean;
  availability?: ProductAvailability;
  /** Which shops have a page for it (the settings' shops 1 and 2); none: search at the shop. */
  shops: readonly (1 | 2)[];
  gtin?: string;
}

const both = [1, 2] as const;

export const demoOffers: Record<string, DemoOffer> = {
  "heljdino-brasno": { price: 390, availability: "in_stock", shops: both, gtin: "8601234500117" },
  "krekeri-sa-susamom-i-ruzmarinom": { price: 320, availability: "in_stock", shops: both },
  "namaz-od-lesnika-i-rogaca": { price: 890, availability: "in_stock", shops: both },
  "hleb-od-heljde-i-prosa": { price: 420, availability: "in_stock", shops: both },
  "fusili-od-crvenog-sociva": { price: 360, availability: "in_stock", shops: both },
  "keks-od-heljde-i-rogaca": { price: 340, availability: "in_stock", shops: both },
  "proteinska-plocica-sa-lesnikom-i-kakaom": { price: 180, availability: "in_stock", shops: both },
  // Last autumn's plums are sold out until the new batch.
  "pekmez-od-sljive": { price: 560, availability: "out_of_stock", shops: both },
  // Sold in 500 g and 1 kg bags: the smaller one's price.
  "mesavina-za-hleb-bez-glutena": { price: 690, from: true, availability: "in_stock", shops: both },
  "kolacici-sa-prosom-i-visnjom": { price: 380, availability: "in_stock", shops: [1] },
  "pecena-leblebija-sa-dimljenom-paprikom": { price: 290, availability: "in_stock", shops: both },
  "rezanci-od-heljde": { price: 410, availability: "in_stock", shops: both },
  "proteinski-hleb-sa-semenkama": { price: 480, availability: "in_stock", shops: both },
  "integralni-tahini": { price: 720, availability: "in_stock", shops: both },
  "proteinska-mesavina-za-palacinke": { price: 980, availability: "in_stock", shops: both },
  "kuglice-od-urmi-i-oraha": { price: 590, availability: "in_stock", shops: [1] },
  "prezle-od-kukuruza-i-pirinca": { price: 260, shops: both },
  "pene-od-leblebije-i-kinoe": { price: 430, availability: "in_stock", shops: both },
  "krem-od-oraha-i-lipovog-meda": { price: 950, availability: "in_stock", shops: both },
  // A box of six, or single bars at the shop.
  "proteinske-plocice-s-medom-i-orasima": { price: 540, from: true, availability: "in_stock", shops: both },
  "brasno-od-leblebije": { price: 450, availability: "in_stock", shops: both },
  "proteinski-keks-sa-kikirikijem": { price: 420, availability: "in_stock", shops: [2] },
  "puter-od-pecenog-badema": { price: 1190, availability: "in_stock", shops: both },
  // New: the shops set their own price.
  "przene-semenke-sa-tamarijem": { shops: both },
  "hleb-od-spelte-sa-orasima": { price: 460, availability: "in_stock", shops: both },
  // Baked from November to the New Year; the shops do not list them yet.
  "medenjaci-sa-lipovim-medom": { price: 490, availability: "preorder", shops: [] },
  "integralne-spagete-od-spelte": { price: 390, availability: "in_stock", shops: both },
  "integralno-brasno-od-spelte": { shops: [] },
};

/** The product's page at shop 1 or 2 of the default settings, each shop with its own address scheme. */
export function demoShopLink(shop: 1 | 2, productId: string, weightGrams: number): string {
  const [first, second] = defaultSettings.shops;
  const home = new URL((shop === 1 ? first : second).url);
  const path = shop === 1 ? `/proizvod/zrnce-${productId}` : `/proizvodi/zrnce-${productId}-${weightGrams}g`;
  return new URL(path, home).href;
}
