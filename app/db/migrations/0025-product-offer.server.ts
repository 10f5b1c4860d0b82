import { type Kysely, sql } from "kysely";

// Frozen in time: takes Kysely<any> and imports no app code (DESIGN.md §6).
// What a product costs and whether it can be had (issue 26, points 5 and 12;
// docs/decisions/0042-product-price-availability.md): an optional price in whole
// dinars, whether it is a "from" price, the availability (in_stock, out_of_stock,
// preorder; null shows nothing) and the barcode (GTIN) the owner gives.

const columns = ["price_rsd", "price_from", "availability", "gtin"];

export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable("product").addColumn("price_rsd", "integer").execute();
  await db.schema
    .alterTable("product")
    .addColumn("price_from", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("product").addColumn("availability", "text").execute();
  await db.schema.alterTable("product").addColumn("gtin", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...columns].reverse())
    await sql`alter table product drop column ${sql.id(column)}`.execute(db);
}
