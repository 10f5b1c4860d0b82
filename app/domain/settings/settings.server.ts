import { getDb } from "#app/db/connection.server.ts";
import { writeChange } from "#app/domain/content/changes.server.ts";
import { cachedForContentVersion } from "#app/domain/content/data-cache.server.ts";
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

export async function saveSettings(values: Partial<Settings>, actor: string): Promise<void> {
  const now = new Date().toISOString();
  // Every public page shows the settings (footer, contact details, brand).
  await writeChange("public pages", async (trx) => {
    for (const [key, value] of Object.entries(values) as [SettingKey, unknown][]) {
      const json = JSON.stringify(value);
      await trx
        .insertInto("setting")
        .values({ key, value: json, updated_at: now })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: json, updated_at: now }))
        .execute();
    }
    return { result: null, audit: { actor, action: "update", entity: "settings" } };
  });
}
