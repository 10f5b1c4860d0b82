import type { Kysely } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// The products list walks one of these in order and stops after a page, rather
// than sorting every published product (docs/decisions/0013-product-catalogue.md).

export async function up(db: Kysely<any>): Promise<void> {
  // The default order: featured, bestsellers, new, then by id (the folded Serbian name).
  await db.schema
    .createIndex("product_list_recommended_idx")
    .on("product")
    .columns(["status", "is_featured desc", "is_bestseller desc", "is_new desc", "id"])
    .execute();
  // Newest first.
  await db.schema
    .createIndex("product_list_newest_idx")
    .on("product")
    .columns(["status", "published_at", "id"])
    .execute();
  // The dashboard's clicks per product and shop.
  await db.schema
    .createIndex("shop_click_product_idx")
    .on("shop_click")
    .columns(["product_id", "shop"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("shop_click_product_idx").ifExists().execute();
  await db.schema.dropIndex("product_list_newest_idx").ifExists().execute();
  await db.schema.dropIndex("product_list_recommended_idx").ifExists().execute();
}
