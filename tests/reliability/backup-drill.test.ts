import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { type BackupManifest, checksums, readManifest } from "#app/db/backup.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { root } from "../support/app-server.ts";
import { createPostgresDatabase, dialects } from "../support/databases.ts";
import {
  bootServer,
  openSiteDatabase,
  postContact,
  prepareSite,
  removeSite,
  request,
  type Site,
} from "./support/site.ts";

// Issue 10 (Data): `npm run backup` while the site takes writes, `npm run restore`
// into a fresh place, and the restored site holds exactly the snapshot.

const run = promisify(execFile);
const npm = (args: string[], site: { dataDir: string; databaseUrl: string }) =>
  run("npm", ["run", "--silent", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: site.dataDir, DATABASE_URL: site.databaseUrl, LOG_LEVEL: "silent" },
  });

/** Every row of every table, as sorted JSON lines, so two databases compare as data. */
async function contents(database: Database, tables: string[]): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      database.db,
    );
    out[table] = rows
      .map((r) => JSON.stringify(r, (_k, v) => (v instanceof Date ? v.toISOString() : v)))
      .sort();
  }
  return out;
}

function snapshotContents(from: string, manifest: BackupManifest): Record<string, string[]> {
  const tables = Object.keys(manifest.tables);
  const out: Record<string, string[]> = {};
  if (manifest.dialect === "sqlite") {
    const copy = new SQLite(path.join(from, "database.sqlite"), { readonly: true });
    for (const t of tables)
      out[t] = (copy.prepare(`select * from "${t}"`).all() as object[]).map((r) => JSON.stringify(r)).sort();
    copy.close();
  } else {
    const data = JSON.parse(readFileSync(path.join(from, "database.json"), "utf8")) as {
      tables: Record<string, object[]>;
    };
    for (const t of tables) out[t] = (data.tables[t] ?? []).map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

describe.each(dialects)("backup drill on %s", (dialect) => {
  it("backs up under write load, restores into a fresh place, and the copy matches the snapshot", async () => {
    const site = await prepareSite(dialect);
    const server = await bootServer(site);
    const acknowledged: string[] = [];
    let writing = true;
    let seq = 0;
    const writer = async () => {
      while (writing) {
        const text = `drill-${++seq}`;
        const reply = await postContact(server.baseUrl, text);
        expect(reply.status).toBe(200);
        acknowledged.push(text);
      }
    };
    const writers = [writer(), writer()];
    while (acknowledged.length < 5) await new Promise((r) => setTimeout(r, 20));

    const out = mkdtempSync(path.join(tmpdir(), "zrnce-backup-"));
    const beforeBackup = [...acknowledged];
    await npm(["backup", "--", "--out", out], site);
    const duringBackup = acknowledged.length;
    writing = false;
    await Promise.all(writers);
    await server.kill("SIGTERM");
    expect(acknowledged.length, "writes went on during the backup").toBeGreaterThan(duringBackup - 1);

    const manifest = readManifest(out);
    expect(Object.keys(manifest.media).length).toBeGreaterThan(0);

    // A fresh place: a new data folder and, on PostgreSQL, a new empty database.
    const fresh: Site = {
      ...site,
      dataDir: mkdtempSync(path.join(tmpdir(), "zrnce-restored-")),
      databaseUrl: dialect === "postgres" ? await createPostgresDatabase() : "",
    };
    await npm(["restore", "--", "--from", out], fresh);

    const restored = openSiteDatabase(fresh);
    const original = openSiteDatabase(site);
    try {
      const tables = Object.keys(manifest.tables);
      const got = await contents(restored, tables);
      // Exactly the snapshot: every table, every row.
      expect(got).toEqual(snapshotContents(out, manifest));
      for (const t of tables) expect(got[t], t).toHaveLength(manifest.tables[t] ?? -1);
      // Every write answered before the backup began is in it; nothing is in it that the site never had.
      const messages = new Set(got.contact_message?.map((r) => JSON.parse(r).message as string));
      for (const text of beforeBackup) expect(messages.has(text), text).toBe(true);
      // A message's mail status may change after the snapshot; its id and text may not.
      const key = (row: string) => {
        const { id, message } = JSON.parse(row) as { id: string; message: string };
        return `${id} ${message}`;
      };
      const all = new Set((await contents(original, ["contact_message"])).contact_message?.map(key));
      for (const row of got.contact_message ?? []) expect(all.has(key(row)), row).toBe(true);
      // The media: the same files, byte for byte, for every media row.
      const mediaIds = (got.media ?? []).map((r) => JSON.parse(r).id as string).sort();
      expect(Object.keys(manifest.media).sort()).toEqual(mediaIds);
      console.log(
        `drill report (${dialect}): ${JSON.stringify({
          acknowledgedBeforeBackup: beforeBackup.length,
          acknowledgedInAll: acknowledged.length,
          messagesInBackup: messages.size,
          tables: tables.length,
          rows: Object.values(manifest.tables).reduce((a, b) => a + b, 0),
          media: mediaIds.length,
          files: Object.values(manifest.media).reduce((n, f) => n + Object.keys(f).length, 0),
        })}`,
      );
      for (const id of mediaIds) {
        const files = checksums(path.join(fresh.dataDir, "uploads", id));
        expect(files).toEqual(manifest.media[id]);
        expect(files).toEqual(checksums(path.join(site.dataDir, "uploads", id)));
      }
    } finally {
      await restored.close();
      await original.close();
    }

    // The restored site serves its pages and images.
    const back = await bootServer(fresh);
    try {
      expect((await request(`${back.baseUrl}/proizvodi`)).status).toBe(200);
      const [id, files] = Object.entries(manifest.media)[0] ?? [];
      const file = Object.keys(files ?? {})[0];
      expect((await request(`${back.baseUrl}/media/${id}/${file}`)).status).toBe(200);
    } finally {
      await back.kill("SIGTERM");
    }
    for (const folder of [site, fresh, { dataDir: out }]) removeSite(folder);
  });
});
