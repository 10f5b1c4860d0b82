import { getDb } from "#app/db/connection.server.ts";
import type { Locale } from "#app/db/schema.server.ts";
import { writeChange } from "#app/domain/content/changes.server.ts";
import { cachedForContentVersion } from "#app/domain/content/data-cache.server.ts";
import { claimVersion, namedRecordVersion } from "#app/domain/content/record-version.server.ts";
import {
  getRevision,
  hasRevisions,
  listRevisionsWithValues,
  type RevisionEntry,
  recordRevision,
} from "#app/domain/content/revisions.server.ts";
import { bumpContentVersion } from "#app/domain/content/version.server.ts";
import { sanitizeArticleHtml } from "#app/domain/news/sanitize-article.server.ts";
import { type Localized, localize, type PageContent, type PageKey, pageSchemas } from "#app/schemas/pages.ts";
import { sameValues } from "#app/schemas/revision-compare.ts";
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
 * A page's rich text (the privacy policy's) as the article editor could make it:
 * cleaned by the articles' rules before it is kept and again before it is shown,
 * so a text that reached the database some other way still carries no script.
 */
export const cleanPageHtml = sanitizeArticleHtml;

function cleanRichText<K extends PageKey>(key: K, values: PageContent<K>): PageContent<K> {
  if (key !== "privacy") return values;
  const page = values as PageContent<"privacy">;
  const body = { sr: cleanPageHtml(page.body.sr), en: cleanPageHtml(page.body.en) };
  return { ...page, body } as PageContent<K>;
}

/**
 * Saves a page's values as unpublished changes (`publish` false: only previews
 * show them) or publishes them (visitors see them, the unpublished changes are
 * gone). `expectedVersion`: the version the form was loaded with (null: any).
 * Every save keeps a revision; `restoredFrom`: the revision it brings back
 * (audited as a restore).
 */
export async function savePage<K extends PageKey>(
  key: K,
  given: PageContent<K>,
  actor: string,
  expectedVersion: number | null,
  { publish, restoredFrom }: { publish: boolean; restoredFrom?: string },
): Promise<PageSaveResult> {
  const now = new Date().toISOString();
  const values = cleanRichText(key, given);
  const json = JSON.stringify(values);
  const baseline = await firstRevisionOf(key);
  return writeChange(publish ? `page:${key}` : "nothing public", async (trx) => {
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
    if (baseline) await recordRevision(trx, baseline);
    await recordRevision(trx, { entity: "page", entityId: key, values, actor });
    const action = restoredFrom ? "restore" : publish ? "publish" : "update";
    return {
      result: "saved" as const,
      audit: {
        actor,
        action,
        entity: "page",
        entityId: key,
        detail: restoredFrom ? { revision: restoredFrom } : null,
      },
    };
  });
}

/**
 * A page with no revisions yet (the seeded texts, or the shipped ones): what
 * visitors see before this first save becomes its first revision, so its history
 * can always go back to the original, as a product's does.
 */
async function firstRevisionOf(key: PageKey): Promise<RevisionEntry | null> {
  if (await hasRevisions("page", key)) return null;
  const row = await readRow(key);
  const values = parse(key, row?.content ?? null) ?? pageDefaults[key];
  return { entity: "page", entityId: key, values, actor: null, at: row?.updated_at };
}

export interface PageHistory<K extends PageKey> {
  /** What visitors see now: what the history compares a revision with. */
  published: PageContent<K>;
  /** When the unpublished changes were saved; null when there are none. */
  draftSavedAt: string | null;
  version: number;
  /** Newest first; `state` marks the one visitors see now and the one the draft is. */
  revisions: { id: string; actor: string | null; createdAt: string; state: "published" | "draft" | null }[];
  /** The revision shown by default: the newest that differs from what visitors see, the draft aside. */
  suggested: string | null;
}

/** A page's revisions, each marked if it is what visitors see now or the draft in progress. */
export async function getPageHistory<K extends PageKey>(key: K): Promise<PageHistory<K>> {
  const [page, revisions] = await Promise.all([getPageForEditor(key), listRevisionsWithValues("page", key)]);
  const draft = page.draftSavedAt ? page.values : null;
  let draftMarked = draft === null;
  let publishedMarked = false;
  const marked = revisions.map(({ values, ...summary }) => {
    let state: "published" | "draft" | null = null;
    if (!draftMarked && sameValues(values, draft)) {
      state = "draft";
      draftMarked = true;
    } else if (!publishedMarked && sameValues(values, page.published)) {
      state = "published";
      publishedMarked = true;
    }
    return { ...summary, state };
  });
  // The draft in progress is the editor's to publish; the history suggests what came before.
  const differing = revisions.find(
    (r, i) => marked[i]!.state !== "draft" && !sameValues(r.values, page.published),
  );
  return {
    published: page.published,
    draftSavedAt: page.draftSavedAt,
    version: page.version,
    revisions: marked,
    suggested: (differing ?? revisions[1] ?? revisions[0])?.id ?? null,
  };
}

export type PageRestoreResult = "saved" | "stale" | "missing" | "unfit";

/**
 * Publishes a revision of a page as a new save (recorded, the version raised, so
 * an editor loaded before it is refused). The draft in progress, if any, is
 * discarded: it is kept in the history as its own revision. `expectedVersion`:
 * the version the history was looking at; "stale" if the page was saved since
 * (nothing written). "unfit": the revision no longer fits the page's form.
 */
export async function restorePageRevision<K extends PageKey>(
  key: K,
  revisionId: string,
  actor: string,
  expectedVersion: number | null,
): Promise<PageRestoreResult> {
  const [revision, page] = await Promise.all([
    getRevision<unknown>("page", key, revisionId),
    getPageForEditor(key),
  ]);
  if (!revision) return "missing";
  // A field the page gained since keeps what visitors see now.
  const parsed = pageSchemas[key].safeParse(fillMissing(revision.values, page.published));
  if (!parsed.success) return "unfit";
  const values = await withoutDeletedPictures(parsed.data as PageContent<K>);
  return savePage(key, values, actor, expectedVersion, { publish: true, restoredFrom: revisionId });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** `values` with the keys it lacks taken from `from`, object by object (lists are taken as they are). */
function fillMissing(values: unknown, from: unknown): unknown {
  if (!isObject(values) || !isObject(from)) return values;
  const filled: Record<string, unknown> = { ...from };
  for (const [k, v] of Object.entries(values)) filled[k] = k in from ? fillMissing(v, from[k]) : v;
  return filled;
}

/** The page with every picture deleted from the library since replaced by none. */
async function withoutDeletedPictures<T>(values: T): Promise<T> {
  const ids = new Set<string>();
  const walk = (value: unknown, visit: (holder: Record<string, unknown>) => void) => {
    if (Array.isArray(value)) for (const item of value) walk(item, visit);
    else if (isObject(value)) {
      visit(value);
      for (const item of Object.values(value)) walk(item, visit);
    }
  };
  walk(values, (holder) => {
    if (typeof holder.image === "string") ids.add(holder.image);
  });
  if (ids.size === 0) return values;
  const kept = new Set(
    (
      await getDb()
        .selectFrom("media")
        .select("id")
        .where("id", "in", [...ids])
        .execute()
    ).map((m) => m.id),
  );
  const copy = structuredClone(values);
  walk(copy, (holder) => {
    if (typeof holder.image === "string" && !kept.has(holder.image)) holder.image = null;
  });
  return copy;
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
  if (stored.length) await bumpContentVersion(stored.map((key) => `page:${key}` as const));
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
