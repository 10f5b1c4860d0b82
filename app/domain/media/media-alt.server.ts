import type { Kysely } from "kysely";
import { backfillMediaSearchText } from "#app/db/media-search.server.ts";
import type { DB } from "#app/db/schema.server.ts";

/**
 * Writes an image's alt texts (the library, the product editor and the article
 * editor all may) and refreshes the folded text the library searches.
 * Pass a transaction to make it part of a larger save.
 */
export async function writeMediaAlt(db: Kysely<DB>, mediaId: string, alt: { sr: string; en: string }) {
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
