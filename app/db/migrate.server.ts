import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import { backfillMediaSearchText } from "./media-search.server.ts";
import * as m0001 from "./migrations/0001-initial.server.ts";
import * as m0002 from "./migrations/0002-product-list-indexes.server.ts";
import * as m0005 from "./migrations/0005-admin.server.ts";
import * as m0006 from "./migrations/0006-content-version.server.ts";
import * as m0008 from "./migrations/0008-social-posts.server.ts";
import * as m0009 from "./migrations/0009-search-index.server.ts";
import * as m0010 from "./migrations/0010-media-search.server.ts";
import * as m0011 from "./migrations/0011-list-query-speed.server.ts";
import * as m0012 from "./migrations/0012-no-parallel-list-scans.server.ts";
import * as m0013 from "./migrations/0013-jobs-and-media-processing.server.ts";
import * as m0014 from "./migrations/0014-trash-and-history.server.ts";
import * as m0015 from "./migrations/0015-record-versions.server.ts";
import * as m0017 from "./migrations/0017-shop-click-shop.server.ts";
import * as m0018 from "./migrations/0018-pages.server.ts";
import * as m0019 from "./migrations/0019-preview-links.server.ts";
import * as m0020 from "./migrations/0020-search-fields.server.ts";
import * as m0021 from "./migrations/0021-content-parts.server.ts";
import * as m0022 from "./migrations/0022-held-messages.server.ts";
import * as m0023 from "./migrations/0023-sign-in-locks.server.ts";
import * as m0024 from "./migrations/0024-people.server.ts";
import * as m0025 from "./migrations/0025-product-offer.server.ts";
import * as m0026 from "./migrations/0026-search-relevance.server.ts";
import * as m0027 from "./migrations/0027-newsletter-opt-in.server.ts";
import * as m0028 from "./migrations/0028-newsletter-campaigns.server.ts";
import * as m0029 from "./migrations/0029-post-reminders-calendar.server.ts";
import * as m0031 from "./migrations/0031-organic-certificate.server.ts";
import * as m0032 from "./migrations/0032-search-by-owner-rowid.server.ts";
import * as m0033 from "./migrations/0033-campaign-version.server.ts";
import * as m0034 from "./migrations/0034-category-search-words.server.ts";

// Listed by hand rather than read from the folder, so the bundled server and
// the scripts carry the same history.
const migrations: Record<string, Migration> = {
  "0001-initial": m0001,
  "0002-product-list-indexes": m0002,
  "0005-admin": m0005,
  "0006-content-version": m0006,
  "0008-social-posts": m0008,
  "0009-search-index": m0009,
  "0010-media-search": m0010,
  "0011-list-query-speed": m0011,
  "0012-no-parallel-list-scans": m0012,
  "0013-jobs-and-media-processing": m0013,
  "0014-trash-and-history": m0014,
  "0015-record-versions": m0015,
  "0017-shop-click-shop": m0017,
  "0018-pages": m0018,
  "0019-preview-links": m0019,
  "0020-search-fields": m0020,
  "0021-content-parts": m0021,
  "0022-held-messages": m0022,
  "0023-sign-in-locks": m0023,
  "0024-people": m0024,
  "0025-product-offer": m0025,
  "0026-search-relevance": m0026,
  "0027-newsletter-opt-in": m0027,
  "0028-newsletter-campaigns": m0028,
  "0029-post-reminders-calendar": m0029,
  "0031-organic-certificate": m0031,
  "0032-search-by-owner-rowid": m0032,
  "0033-campaign-version": m0033,
  "0034-category-search-words": m0034,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Parallel branches may land migrations whose names sort before ones already applied.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  // Data a migration cannot compute without app code (migrations import none).
  if (results?.some((r) => r.migrationName === "0010-media-search" && r.status === "Success"))
    await backfillMediaSearchText(db);
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
