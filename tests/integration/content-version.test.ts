import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "#app/db/db.server.ts";
import { writeChange } from "#app/domain/content/changes.server.ts";
import { forgetCachedData } from "#app/domain/content/data-cache.server.ts";
import {
  bumpContentVersion,
  currentContentVersion,
  currentContentVersions,
  getContentVersion,
  versionCheckMs,
} from "#app/domain/content/version.server.ts";
import { pageDefaults } from "#app/domain/pages/defaults.server.ts";
import { savePage } from "#app/domain/pages/pages.server.ts";
import { getSettings, saveSettings } from "#app/domain/settings/settings.server.ts";
import { pageVersion } from "#app/http/cache-middleware.server.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";

/** Who the audit log says made the changes. */
const actor = "owner@zrnce.rs";

// The page cache checks the content version at most every 250 ms: a change made
// here shows at once, one made by another instance (straight in the database)
// within that time.

describe.each(dialects)("the content version on %s", (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await database.close();
  });

  it("sees this instance's change at once and another's within the check interval", async () => {
    await bumpContentVersion();
    const first = await currentContentVersion();
    expect(first).toBe(await getContentVersion());
    await bumpContentVersion();
    expect(await currentContentVersion()).toBe(first + 1);

    vi.useFakeTimers({ toFake: ["Date"] });
    await sql`update content_version set version = version + 1 where id = 1`.execute(database.db);
    expect(await currentContentVersion()).toBe(first + 1);
    vi.advanceTimersByTime(versionCheckMs + 1);
    expect(await currentContentVersion()).toBe(first + 2);
  });

  it("keeps the settings for one content version, and drops them on a save or a new version", async () => {
    vi.useRealTimers();
    forgetCachedData();
    await bumpContentVersion();
    const before = await getSettings();
    await saveSettings({ brandName: "Zrnce Keš" }, actor);
    expect((await getSettings()).brandName).toBe("Zrnce Keš");

    // Another instance's save, straight in the database: unseen until the version moves.
    vi.useFakeTimers({ toFake: ["Date"] });
    await sql`update setting set value = ${JSON.stringify("Zrnce Drugo")} where key = 'brandName'`.execute(
      database.db,
    );
    expect((await getSettings()).brandName).toBe("Zrnce Keš");
    await sql`update content_version set version = version + 1 where id = 1`.execute(database.db);
    vi.advanceTimersByTime(versionCheckMs + 1);
    expect((await getSettings()).brandName).toBe("Zrnce Drugo");

    // Callers get their own copy.
    const copy = await getSettings();
    copy.brandName = "changed by a caller";
    expect((await getSettings()).brandName).toBe("Zrnce Drugo");
    vi.useRealTimers();
    await saveSettings({ brandName: before.brandName }, actor);
  });

  it("records a write and drops what it made stale only once it commits", async () => {
    vi.useRealTimers();
    const auditLines = async () =>
      Number(
        (
          await database.db
            .selectFrom("audit_log")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const version = await currentContentVersion();
    const lines = await auditLines();
    const audit = { actor, action: "update", entity: "settings" };

    const setBrand = (trx: Parameters<Parameters<typeof writeChange>[1]>[0], name: string) =>
      sql`update setting set value = ${JSON.stringify(name)} where key = 'brandName'`.execute(trx);

    await writeChange("site", async (trx) => {
      await setBrand(trx, "Zrnce Posle");
      return { result: null, audit };
    });
    expect(await auditLines()).toBe(lines + 1);
    expect(await currentContentVersion()).toBe(version + 1);

    // The work fails: its change, its audit line and the new version all stay out.
    await expect(
      writeChange("site", async (trx) => {
        await setBrand(trx, "Nikad");
        throw new Error("midway");
      }),
    ).rejects.toThrow("midway");
    // The audit line cannot be written: the change it records is rolled back with it.
    await expect(
      writeChange("site", async (trx) => {
        await setBrand(trx, "Ni ovo");
        return { result: null, audit: { ...audit, action: null as never } };
      }),
    ).rejects.toThrow();
    expect(await auditLines()).toBe(lines + 1);
    expect(await currentContentVersion()).toBe(version + 1);
    forgetCachedData();
    expect((await getSettings()).brandName).toBe("Zrnce Posle");

    // A change only the admin sees is recorded without touching the public pages' version.
    await writeChange("nothing public", async () => ({ result: null, audit }));
    expect(await auditLines()).toBe(lines + 2);
    expect(await currentContentVersion()).toBe(version + 1);
    // Nothing changed: nothing recorded, nothing dropped.
    await writeChange("site", async () => ({ result: null, audit: null }));
    expect(await auditLines()).toBe(lines + 2);
    expect(await currentContentVersion()).toBe(version + 1);
  });

  it("makes stale exactly the pages that show what changed", async () => {
    const versions = () => currentContentVersions();
    const pages = [
      "/",
      "/o-nama",
      "/kontakt",
      "/proizvodi",
      "/proizvod/heljdino-brasno",
      "/novosti",
      "/novosti/x",
      "/newsletter/odjava",
    ];
    const fingerprints = async () =>
      Object.fromEntries(await Promise.all(pages.map(async (p) => [p, pageVersion(p, await versions())])));
    const staleAfter = async (change: () => Promise<unknown>) => {
      const before = await fingerprints();
      await change();
      const after = await fingerprints();
      return pages.filter((p) => before[p] !== after[p]);
    };
    const publishAbout = () => {
      const about = structuredClone(pageDefaults.about);
      about.heading.sr = `O nama ${Math.random()}`;
      return savePage("about", about, actor, null, { publish: true });
    };
    // A page's words: that page, and the paths that depend on every change.
    expect(await staleAfter(publishAbout)).toEqual(["/o-nama", "/newsletter/odjava"]);
    // The catalogue: the products, the home page's featured ones, the contact page's product question.
    expect(await staleAfter(() => bumpContentVersion(["catalogue"]))).toEqual([
      "/",
      "/kontakt",
      "/proizvodi",
      "/proizvod/heljdino-brasno",
      "/newsletter/odjava",
    ]);
    expect(await staleAfter(() => bumpContentVersion(["news"]))).toEqual([
      "/",
      "/novosti",
      "/novosti/x",
      "/newsletter/odjava",
    ]);
    // A draft, and the mails: no page.
    expect(
      await staleAfter(() => savePage("about", pageDefaults.about, actor, null, { publish: false })),
    ).toEqual([]);
    expect(
      await staleAfter(() => savePage("mails", pageDefaults.mails, actor, null, { publish: true })),
    ).toEqual(["/newsletter/odjava"]);
    // The footer and the settings are on every page.
    expect(
      await staleAfter(() => savePage("footer", pageDefaults.footer, actor, null, { publish: true })),
    ).toEqual(pages);
    expect(await staleAfter(() => saveSettings({ brandName: "Zrnce" }, actor))).toEqual(pages);
  });
});
