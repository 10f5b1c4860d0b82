import { sql } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import type { PageKey } from "#app/schemas/pages.ts";

// The content versions: bumped after every admin change visitors can see
// (writeChange, in changes.server.ts) and read by the public page cache and the
// data cache, so instances sharing a database agree. One version counts every
// change; one per part of the content counts the changes to that part, so a
// cached page stays valid while only parts it does not show change
// (docs/decisions/0034-exact-page-invalidation.md).

/**
 * A part of what visitors see: the catalogue (products), the news, one page's
 * words ("page:about"), or "site" for what every page shows (the settings,
 * pictures' descriptions): a change to it makes every page stale.
 */
export type ContentPart = "site" | "catalogue" | "news" | `page:${PageKey}`;

export interface ContentVersions {
  /** Raised by every change. */
  all: number;
  parts: ReadonlyMap<string, number>;
}

export async function getContentVersion(): Promise<number> {
  return (await readContentVersions()).all;
}

async function readContentVersions(): Promise<ContentVersions> {
  const db = getDb();
  const [row, parts] = await Promise.all([
    db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst(),
    db.selectFrom("content_part").select(["part", "version"]).execute(),
  ]);
  return {
    all: Number(row?.version ?? 0),
    parts: new Map(parts.map((p) => [p.part, Number(p.version)])),
  };
}

/** How long read versions are trusted: another instance's change shows within this. */
export const versionCheckMs = 250;
let known: { versions: ContentVersions; at: number } | undefined;
let reading: Promise<ContentVersions> | undefined;
let generation = 0;

/**
 * The content versions as the caches see them: read from the database at most
 * every 250 ms (one read shared by concurrent requests), and at once after a
 * change made through this instance.
 */
export async function currentContentVersions(): Promise<ContentVersions> {
  if (known && Date.now() - known.at < versionCheckMs) return known.versions;
  if (!reading) {
    const started = Date.now();
    const readFor = generation;
    reading = readContentVersions()
      .then((versions) => {
        // A change made while this read was under way must not be hidden by it.
        if (readFor === generation) known = { versions, at: started };
        return versions;
      })
      .finally(() => {
        reading = undefined;
      });
  }
  return reading;
}

/** The version every change raises. */
export async function currentContentVersion(): Promise<number> {
  return (await currentContentVersions()).all;
}

/** Raises the version of every change and of each part the change touched. */
export async function bumpContentVersion(parts: readonly ContentPart[] = ["site"]): Promise<void> {
  generation++;
  known = undefined;
  const now = new Date().toISOString();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable("content_version")
        .set({ version: sql<number>`version + 1`, updated_at: now })
        .where("id", "=", 1)
        .execute();
      for (const part of new Set(parts))
        await trx
          .insertInto("content_part")
          .values({ part, version: 1 })
          .onConflict((oc) =>
            oc.column("part").doUpdateSet({ version: sql<number>`content_part.version + 1` }),
          )
          .execute();
    });
  generation++;
  known = undefined;
}

/** For tests that switch databases: the versions read from the last one mean nothing for the next. */
export function forgetContentVersion(): void {
  generation++;
  known = undefined;
}
