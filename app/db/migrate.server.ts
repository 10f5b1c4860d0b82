import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import * as m0001 from "./migrations/0001-initial.server.ts";
import * as m0002 from "./migrations/0002-product-list-indexes.server.ts";
import * as m0005 from "./migrations/0005-admin.server.ts";
import * as m0006 from "./migrations/0006-content-version.server.ts";
import * as m0008 from "./migrations/0008-social-posts.server.ts";
import * as m0009 from "./migrations/0009-search-index.server.ts";

// Listed by hand rather than read from the folder, so the bundled server and
// the scripts carry the same history.
const migrations: Record<string, Migration> = {
  "0001-initial": m0001,
  "0002-product-list-indexes": m0002,
  "0005-admin": m0005,
  "0006-content-version": m0006,
  "0008-social-posts": m0008,
  "0009-search-index": m0009,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Parallel branches may land migrations whose names sort before ones already applied.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
