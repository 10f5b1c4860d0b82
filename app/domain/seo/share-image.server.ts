import { getDb } from "#app/db/connection.server.ts";
import type { Locale } from "#app/db/schema.server.ts";
import { localSeo, type PublicSeo, parseSeo } from "#app/schemas/seo.ts";

// The owner's search-result texts and share image of a product, an article or a
// page (app/schemas/seo.ts), ready for the page's head: null where the automatic
// value is used.

export async function publicSeo(stored: unknown, locale: Locale): Promise<PublicSeo> {
  const seo = localSeo(parseSeo(stored), locale);
  return { title: seo.title, description: seo.description, image: await shareImage(seo.image, locale) };
}

async function shareImage(id: string | null, locale: Locale): Promise<PublicSeo["image"]> {
  if (!id) return null;
  const row = await getDb()
    .selectFrom("media as m")
    .leftJoin("media_translation as s", (j) => j.onRef("s.media_id", "=", "m.id").on("s.locale", "=", "sr"))
    .leftJoin("media_translation as t", (j) => j.onRef("t.media_id", "=", "m.id").on("t.locale", "=", locale))
    .select(["m.id", "s.alt as alt_sr", "t.alt as alt"])
    .where("m.id", "=", id)
    .where("m.status", "=", "ready")
    .executeTakeFirst();
  return row ? { id: row.id, alt: row.alt || row.alt_sr || "" } : null;
}
