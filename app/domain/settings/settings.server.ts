import { getDb } from "#app/db/connection.server.ts";
import { writeChange } from "#app/domain/content/changes.server.ts";
import { cachedForContentVersion } from "#app/domain/content/data-cache.server.ts";
import { claimVersion, namedRecordVersion } from "#app/domain/content/record-version.server.ts";
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
async function readSettings(): Promise<Settings> {
  const rows = await getDb().selectFrom("setting").select(["key", "value"]).execute();
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

/**
 * Saves the given settings. `expectedVersion`: the version the form was loaded
 * with (null: overwrite any); "stale" when someone saved since, and nothing is written.
 */
export async function saveSettings(
  values: Partial<Settings>,
  actor: string,
  expectedVersion: number | null = null,
): Promise<"saved" | "stale"> {
  const now = new Date().toISOString();
  // Every public page shows the settings (footer, contact details, brand).
  return writeChange("site", async (trx) => {
    const claim = await claimVersion(trx, { name: "settings" }, expectedVersion);
    if (!claim.ok) return { result: "stale" as const, audit: null };
    for (const [key, value] of Object.entries(values) as [SettingKey, unknown][]) {
      const json = JSON.stringify(value);
      await trx
        .insertInto("setting")
        .values({ key, value: json, updated_at: now })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: json, updated_at: now }))
        .execute();
    }
    return { result: "saved" as const, audit: { actor, action: "update", entity: "settings" } };
  });
}
