import type { Kysely } from "kysely";
import { foldForSearch } from "#app/db/fold.server.ts";
import type { DB } from "#app/db/schema.server.ts";

/** Folds the file name and alt texts of one image, or of every image, into search_text. */
export async function backfillMediaSearchText(db: Kysely<DB>, mediaId?: string) {
  let query = db
    .selectFrom("media")
    .leftJoin("media_translation as t", "t.media_id", "media.id")
    .select(["media.id", "media.file_name", "t.alt"])
    .orderBy("media.id")
    .orderBy("t.locale");
  if (mediaId) query = query.where("media.id", "=", mediaId);
  const texts = new Map<string, string[]>();
  for (const r of await query.execute()) {
    const parts = texts.get(r.id) ?? [r.file_name];
    if (r.alt) parts.push(r.alt);
    texts.set(r.id, parts);
  }
  for (const [id, parts] of texts)
    await db
      .updateTable("media")
      .set({ search_text: foldForSearch(parts.join(" ")) })
      .where("id", "=", id)
      .execute();
}
