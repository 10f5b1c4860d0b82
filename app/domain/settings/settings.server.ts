import type { Kysely } from "kysely";
import { getDb } from "#app/db/connection.server.ts";
import type { DB } from "#app/db/schema.server.ts";
import { writeChange } from "#app/domain/content/changes.server.ts";
import { cachedForContentVersion } from "#app/domain/content/data-cache.server.ts";
import { claimVersion, namedRecordVersion } from "#app/domain/content/record-version.server.ts";
import { getRevision, hasRevisions, recordRevision } from "#app/domain/content/revisions.server.ts";
import { type SettingKey, type Settings, settingsSchema } from "#app/schemas/settings.ts";
import { defaultSettings } from "#app/schemas/settings-defaults.ts";

/**
 * Stored values over the defaults, read once per content version: every page's
 * root loader needs them. Callers get a copy they may change.
 */
export async function getSettings(): Promise<Settings> {
  return structuredClone(await cachedForContentVersion("settings", readSettings));
}

/** A stored value that no longer fits its schema is ignored. */
async function readSettings(db: Kysely<DB> = getDb()): Promise<Settings> {
  const rows = await db.selectFrom("setting").select(["key", "value"]).execute();
  const merged: Record<string, unknown> = { ...defaultSettings };
  const shape = settingsSchema.shape as Record<
    string,
    { safeParse(v: unknown): { success: boolean; data?: unknown } }
  >;
  for (const row of rows) {
    const field = shape[row.key];
    if (!field) continue;
    try {
      const parsed = field.safeParse(JSON.parse(row.value));
      if (parsed.success) merged[row.key] = parsed.data;
    } catch {
      // A corrupt row falls back to its default rather than breaking every page.
    }
  }
  return merged as Settings;
}

/** The settings' version: raised by every save, read fresh (not cached) for the form. */
export function getSettingsVersion(): Promise<number> {
  return namedRecordVersion("settings");
}

/** The settings' revisions are one record's (docs/decisions/0029-trash-history-redirects.md). */
export const settingsRevision = { entity: "settings", entityId: "site" } as const;

/**
 * Saves the given settings, keeping the whole of them as they are afterwards as
 * a revision (the first save also keeps what they were before). `expectedVersion`:
 * the version the form was loaded with (null: overwrite any); "stale" when someone
 * saved since, and nothing is written. `restoredFrom`: the revision brought back.
 */
export async function saveSettings(
  values: Partial<Settings>,
  actor: string,
  expectedVersion: number | null = null,
  { restoredFrom }: { restoredFrom?: string } = {},
): Promise<"saved" | "stale"> {
  const now = new Date().toISOString();
  const first = !(await hasRevisions(settingsRevision.entity, settingsRevision.entityId));
  // Every public page shows the settings (footer, contact details, brand).
  return writeChange("site", async (trx) => {
    const claim = await claimVersion(trx, { name: "settings" }, expectedVersion);
    if (!claim.ok) return { result: "stale" as const, audit: null };
    const before = await readSettings(trx);
    if (first) {
      const last = await trx
        .selectFrom("setting")
        .select((eb) => eb.fn.max("updated_at").as("at"))
        .executeTakeFirst();
      await recordRevision(trx, {
        ...settingsRevision,
        values: before,
        actor: null,
        at: last?.at ?? undefined,
      });
    }
    for (const [key, value] of Object.entries(values) as [SettingKey, unknown][]) {
      const json = JSON.stringify(value);
      await trx
        .insertInto("setting")
        .values({ key, value: json, updated_at: now })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: json, updated_at: now }))
        .execute();
    }
    await recordRevision(trx, { ...settingsRevision, values: { ...before, ...values }, actor });
    const action = restoredFrom ? "restore" : "update";
    const detail = restoredFrom ? { revision: restoredFrom } : null;
    return { result: "saved" as const, audit: { actor, action, entity: "settings", detail } };
  });
}

/**
 * Brings the settings of a revision back as a new save. A setting the revision
 * lacks (added since) keeps its value; "unfit" when the revision no longer fits
 * the settings' rules, "missing" when there is no such revision.
 */
export async function restoreSettingsRevision(
  revisionId: string,
  actor: string,
  expectedVersion: number | null,
): Promise<"saved" | "stale" | "missing" | "unfit"> {
  const revision = await getRevision<Record<string, unknown>>(
    settingsRevision.entity,
    settingsRevision.entityId,
    revisionId,
  );
  if (!revision) return "missing";
  const parsed = settingsSchema.safeParse({ ...(await readSettings()), ...revision.values });
  if (!parsed.success) return "unfit";
  return saveSettings(parsed.data, actor, expectedVersion, { restoredFrom: revisionId });
}
