import { type Kysely, sql } from "kysely";
import { backfillMediaSearchText } from "#app/db/media-search.server.ts";
import type { DB } from "#app/db/schema.server.ts";

/**
 * Writes an image's alt texts (the library, the product editor and the article
 * editor all may) and refreshes the folded text the library searches.
 * Pass a transaction to make it part of a larger save.
 */
export async function writeMediaAlt(db: Kysely<DB>, mediaId: string, alt: { sr: string; en: string }) {
  const before = await db
    .selectFrom("media_translation")
    .select(["locale", "alt"])
    .where("media_id", "=", mediaId)
    .execute();
  const same = (["sr", "en"] as const).every((l) => before.find((b) => b.locale === l)?.alt === alt[l]);
  if (same) return;
  // A library form open on the image was loaded with the texts before this (0028).
  await db
    .updateTable("media")
    .set({ version: sql<number>`version + 1` })
    .where("id", "=", mediaId)
    .execute();
  await db
    .insertInto("media_translation")
    .values([
      { media_id: mediaId, locale: "sr", alt: alt.sr },
      { media_id: mediaId, locale: "en", alt: alt.en },
    ])
    .onConflict((oc) =>
      oc.columns(["media_id", "locale"]).doUpdateSet((eb) => ({ alt: eb.ref("excluded.alt") })),
    )
    .execute();
  await backfillMediaSearchText(db, mediaId);
}
