import { getDb } from "#app/db/connection.server.ts";
import type { Locale } from "#app/db/schema.server.ts";

// The home hero's three artworks live in the media store like any upload;
// their ids are remembered in the setting table under this key (a list of
// three media ids), written by the demo seed and replaceable later.
export const heroImagesSettingKey = "heroImages";

export interface HeroImage {
  id: string;
  width: number;
  height: number;
  alt: string;
}

/** The three hero images in order; a slot without a stored image is null. */
export async function getHeroImages(locale: Locale): Promise<(HeroImage | null)[]> {
  const db = getDb();
  const row = await db
    .selectFrom("setting")
    .select("value")
    .where("key", "=", heroImagesSettingKey)
    .executeTakeFirst();
  let ids: string[] = [];
  try {
    const parsed: unknown = row ? JSON.parse(row.value) : [];
    if (Array.isArray(parsed)) ids = parsed.filter((v): v is string => typeof v === "string").slice(0, 3);
  } catch {
    // A broken value means no artwork, not a broken home page.
  }
  if (ids.length === 0) return [null, null, null];
  const media = await db
    .selectFrom("media as m")
    .leftJoin("media_translation as t", (j) => j.onRef("t.media_id", "=", "m.id").on("t.locale", "=", locale))
    .leftJoin("media_translation as s", (j) => j.onRef("s.media_id", "=", "m.id").on("s.locale", "=", "sr"))
    .select(["m.id", "m.width", "m.height", "t.alt as alt", "s.alt as srAlt"])
    .where("m.id", "in", ids)
    .execute();
  const byId = new Map(media.map((m) => [m.id, m]));
  return [0, 1, 2].map((i) => {
    const m = byId.get(ids[i] ?? "");
    return m ? { id: m.id, width: m.width, height: m.height, alt: m.alt || m.srAlt || "" } : null;
  });
}

export async function saveHeroImages(ids: string[]): Promise<void> {
  const now = new Date().toISOString();
  const value = JSON.stringify(ids);
  await getDb()
    .insertInto("setting")
    .values({ key: heroImagesSettingKey, value, updated_at: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
    .execute();
}
