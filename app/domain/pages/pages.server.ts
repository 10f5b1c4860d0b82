import { getDb } from "#app/db/connection.server.ts";
import type { Locale } from "#app/db/schema.server.ts";
import { writeChange } from "#app/domain/content/changes.server.ts";
import { cachedForContentVersion } from "#app/domain/content/data-cache.server.ts";
import { claimVersion, namedRecordVersion } from "#app/domain/content/record-version.server.ts";
import { recordRevision } from "#app/domain/content/revisions.server.ts";
import { bumpContentVersion } from "#app/domain/content/version.server.ts";
import { type Localized, localize, type PageContent, type PageKey, pageSchemas } from "#app/schemas/pages.ts";
import { pageDefaults } from "./defaults.server.ts";

// The words and pictures of the home, about and contact pages and the footer
// (docs/decisions/0032-page-content.md). One row per page: what visitors see and
// the owner's unpublished changes. A page without a row shows the texts the site
// shipped with; a stored document that no longer fits its schema does too,
// rather than breaking the page.

type Row = { content: string; draft: string | null; updated_at: string; draft_updated_at: string | null };

function parse<K extends PageKey>(key: K, json: string | null): PageContent<K> | null {
  if (json === null) return null;
  try {
    const parsed = pageSchemas[key].safeParse(JSON.parse(json));
    return parsed.success ? (parsed.data as PageContent<K>) : null;
  } catch {
    return null;
  }
}

function readRow(key: PageKey): Promise<Row | undefined> {
  return getDb()
    .selectFrom("page")
    .select(["content", "draft", "updated_at", "draft_updated_at"])
    .where("key", "=", key)
    .executeTakeFirst();
}

/** What visitors see of a page, read once per content version. Callers must not change it. */
export function getPublishedPage<K extends PageKey>(key: K): Promise<PageContent<K>> {
  return cachedForContentVersion(`page:${key}`, async () => {
    const row = await readRow(key);
    return parse(key, row?.content ?? null) ?? pageDefaults[key];
  });
}

/**
 * A page in one language, "{brand}" filled in. `draft`: the owner's unpublished
 * changes where there are any (a preview), else what visitors see.
 */
export async function getLocalizedPage<K extends PageKey>(
  key: K,
  locale: Locale,
  brand: string,
  options: { draft?: boolean } = {},
): Promise<Localized<PageContent<K>>> {
  const content = options.draft ? (await getPageForEditor(key)).values : await getPublishedPage(key);
  return localize(content, locale, brand);
}

export interface PageForEditor<K extends PageKey> {
  /** The unpublished changes where there are any, else what visitors see. */
  values: PageContent<K>;
  published: PageContent<K>;
  /** When the unpublished changes were saved; null when there are none. */
  draftSavedAt: string | null;
  version: number;
}

export async function getPageForEditor<K extends PageKey>(key: K): Promise<PageForEditor<K>> {
  const [row, version] = await Promise.all([readRow(key), namedRecordVersion(`page:${key}`)]);
  const published = parse(key, row?.content ?? null) ?? pageDefaults[key];
  const draft = parse(key, row?.draft ?? null);
  return {
    values: draft ?? published,
    published,
    draftSavedAt: draft ? (row?.draft_updated_at ?? null) : null,
    version,
  };
}

export type PageSaveResult = "saved" | "stale";

/**
 * Saves a page's values as unpublished changes (`publish` false: only previews
 * show them) or publishes them (visitors see them, the unpublished changes are
 * gone). `expectedVersion`: the version the form was loaded with (null: any).
 * Every save keeps a revision.
 */
export async function savePage<K extends PageKey>(
  key: K,
  values: PageContent<K>,
  actor: string,
  expectedVersion: number | null,
  { publish }: { publish: boolean },
): Promise<PageSaveResult> {
  const now = new Date().toISOString();
  const json = JSON.stringify(values);
  return writeChange(publish ? "public pages" : "nothing public", async (trx) => {
    const claim = await claimVersion(trx, { name: `page:${key}` }, expectedVersion);
    if (!claim.ok) return { result: "stale" as const, audit: null };
    const change = publish
      ? { content: json, draft: null, updated_at: now, draft_updated_at: null }
      : { draft: json, draft_updated_at: now };
    // A page saved for the first time: what visitors saw until now were the shipped texts.
    const first = publish
      ? { content: json, draft: null, updated_at: now, draft_updated_at: null }
      : { content: JSON.stringify(pageDefaults[key]), draft: json, updated_at: now, draft_updated_at: now };
    await trx
      .insertInto("page")
      .values({ key, ...first })
      .onConflict((oc) => oc.column("key").doUpdateSet(change))
      .execute();
    await recordRevision(trx, { entity: "page", entityId: key, values, actor });
    return {
      result: "saved" as const,
      audit: { actor, action: publish ? "publish" : "update", entity: "page", entityId: key },
    };
  });
}

/** Throws away a page's unpublished changes; false when there were none. */
export async function discardPageDraft(key: PageKey, actor: string): Promise<boolean> {
  return writeChange("nothing public", async (trx) => {
    const result = await trx
      .updateTable("page")
      .set({ draft: null, draft_updated_at: null })
      .where("key", "=", key)
      .where("draft", "is not", null)
      .executeTakeFirst();
    const discarded = Number(result.numUpdatedRows) > 0;
    if (discarded) await claimVersion(trx, { name: `page:${key}` }, null);
    return {
      result: discarded,
      audit: discarded ? { actor, action: "discardDraft", entity: "page", entityId: key } : null,
    };
  });
}

/**
 * Stores the pages as the site shipped them, with the demo artwork, where a page
 * has no row yet. Returns the keys it stored.
 */
export async function seedPages(pictures: {
  hero: (string | null)[];
  story: string | null;
  about: string | null;
}): Promise<PageKey[]> {
  const home = structuredClone(pageDefaults.home);
  home.hero.slides.forEach((slide, i) => {
    slide.image = pictures.hero[i] ?? null;
  });
  home.story.image = pictures.story;
  const pages: { [K in PageKey]: PageContent<K> } = {
    ...pageDefaults,
    home,
    about: { ...pageDefaults.about, image: pictures.about },
  };
  const now = new Date().toISOString();
  const stored: PageKey[] = [];
  for (const key of Object.keys(pages) as PageKey[]) {
    const inserted = await getDb()
      .insertInto("page")
      .values({
        key,
        content: JSON.stringify(pages[key]),
        draft: null,
        updated_at: now,
        draft_updated_at: null,
      })
      .onConflict((oc) => oc.column("key").doNothing())
      .returning("key")
      .executeTakeFirst();
    if (inserted) stored.push(key);
  }
  if (stored.length) await bumpContentVersion();
  return stored;
}

/** A page's picture as a public page draws it: its library file's id and size, with the page's own alt text. */
export interface PagePicture {
  id: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The pictures a page names, by their ids, with the alt texts the page gives
 * them; an id no longer in the library, or none, is null.
 */
export async function getPagePictures(
  wanted: { image: string | null; alt: string }[],
): Promise<(PagePicture | null)[]> {
  const ids = [...new Set(wanted.map((w) => w.image).filter((id): id is string => id !== null))];
  const rows = ids.length
    ? await getDb().selectFrom("media").select(["id", "width", "height"]).where("id", "in", ids).execute()
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.map(({ image, alt }) => {
    const row = image ? byId.get(image) : undefined;
    return row ? { id: row.id, width: row.width, height: row.height, alt } : null;
  });
}
