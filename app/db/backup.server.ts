import { createHash } from "node:crypto";
import {
  chmodSync,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { type Kysely, sql } from "kysely";
import {
  createPrivateFile,
  makePrivateFolder,
  privateFileMode,
  privateFolderMode,
} from "#app/private-files.server.ts";
import type { Database } from "./db.server.ts";
import { migrateToLatest } from "./migrate.server.ts";

// Online backup and restore of the database and the media folder (npm run
// backup / restore). SQLite uses its online backup API; PostgreSQL is read in
// one repeatable-read transaction, so every table comes from the same moment
// (decision 0017). The media copy is taken after the database snapshot and
// checked against it, so every file the backup's rows point to is in the backup.

export interface BackupManifest {
  format: 1;
  dialect: "sqlite" | "postgres";
  createdAt: string;
  migrations: string[];
  /** Rows per table at the snapshot. */
  tables: Record<string, number>;
  /** Media id → file name → sha256 of the copied file. */
  media: Record<string, Record<string, string>>;
  /** "bucket": the media live in an S3 bucket, which keeps them (and its own versions); none are copied. */
  mediaIn?: "folder" | "bucket";
}

// Tables are found at run time, so queries here are not typed by the schema.
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyDb = Kysely<any>;

const migrationTables = ["kysely_migration", "kysely_migration_lock"];

export async function backup(
  database: Database,
  options: { dataDir: string; out: string; mediaInBucket?: boolean },
): Promise<BackupManifest> {
  makePrivateFolder(options.out);
  if (readdirSync(options.out).length > 0) throw new Error(`The backup folder ${options.out} is not empty.`);
  // A backup holds everything the database does: for this user only, even in a folder made before.
  chmodSync(options.out, privateFolderMode);
  // A media row deleted between the snapshot and the copy takes its files along; try again.
  for (let attempt = 1; ; attempt++) {
    const snapshot = database.sqlite
      ? await snapshotSqlite(database.sqlite, path.join(options.out, "database.sqlite"))
      : await snapshotPostgres(database.db, path.join(options.out, "database.json"));
    const media = options.mediaInBucket
      ? {}
      : copyMedia(
          path.join(options.dataDir, "uploads"),
          path.join(options.out, "uploads"),
          snapshot.mediaIds,
        );
    if (media) {
      const manifest: BackupManifest = {
        format: 1,
        dialect: database.dialect,
        createdAt: new Date().toISOString(),
        migrations: snapshot.migrations,
        tables: snapshot.tables,
        media,
        mediaIn: options.mediaInBucket ? "bucket" : "folder",
      };
      writeFileSync(path.join(options.out, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`, {
        mode: privateFileMode,
      });
      return manifest;
    }
    if (attempt === 5) throw new Error("The media folder kept changing under the backup; try again.");
    for (const name of readdirSync(options.out))
      rmSync(path.join(options.out, name), { recursive: true, force: true });
  }
}

interface Snapshot {
  migrations: string[];
  tables: Record<string, number>;
  mediaIds: string[];
}

async function snapshotSqlite(source: SQLite.Database, file: string): Promise<Snapshot> {
  createPrivateFile(file);
  await source.backup(file);
  // Everything else is read from the copy, which is the snapshot.
  const copy = new SQLite(file, { readonly: true });
  try {
    const names = (
      copy
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
        .all() as {
        name: string;
      }[]
    )
      .map((r) => r.name)
      .filter((n) => !migrationTables.includes(n))
      .sort();
    const tables: Record<string, number> = {};
    for (const name of names)
      tables[name] = (copy.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n;
    const migrations = (
      copy.prepare("select name from kysely_migration order by name").all() as { name: string }[]
    ).map((r) => r.name);
    const mediaIds = (copy.prepare("select id from media").all() as { id: string }[]).map((r) => r.id);
    return { migrations, tables, mediaIds };
  } finally {
    copy.close();
  }
}

async function postgresTables(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows.map((r) => r.name).filter((n) => !migrationTables.includes(n));
}

async function snapshotPostgres(db: AnyDb, file: string): Promise<Snapshot> {
  return db.transaction().execute(async (trx) => {
    await sql`set transaction isolation level repeatable read, read only`.execute(trx);
    const names = (await postgresTables(trx)).sort();
    const data: Record<string, unknown[]> = {};
    const tables: Record<string, number> = {};
    for (const name of names) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(trx);
      data[name] = rows;
      tables[name] = rows.length;
    }
    const { rows: migrations } = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(trx);
    writeFileSync(file, JSON.stringify({ tables: data }), { mode: privateFileMode });
    return {
      migrations: migrations.map((m) => m.name),
      tables,
      mediaIds: ((data.media ?? []) as { id: string }[]).map((m) => m.id),
    };
  });
}

/** Copies the uploads of the snapshot's media rows; null when one of them has no files any more. */
function copyMedia(from: string, to: string, ids: string[]): BackupManifest["media"] | null {
  makePrivateFolder(to);
  const media: BackupManifest["media"] = {};
  for (const id of ids.sort()) {
    const source = path.join(from, id);
    if (!existsSync(source)) return null;
    cpSync(source, path.join(to, id), { recursive: true });
    media[id] = checksums(path.join(to, id));
    if (Object.keys(media[id]).length === 0) return null;
  }
  return media;
}

export function checksums(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort())
    out[name] = createHash("sha256")
      .update(readFileSync(path.join(dir, name)))
      .digest("hex");
  return out;
}

export function readManifest(from: string): BackupManifest {
  const file = path.join(from, "manifest.json");
  if (!existsSync(file)) throw new Error(`${from} is not a backup: it has no manifest.json.`);
  return JSON.parse(readFileSync(file, "utf8")) as BackupManifest;
}

/**
 * Replaces the database's content and the media folder with a backup's. Stop the
 * site first: a running server would keep writing to what is being replaced.
 */
export async function restore(
  target: { sqliteFile: string } | { postgres: AnyDb },
  options: { dataDir: string; from: string },
): Promise<BackupManifest> {
  const manifest = readManifest(options.from);
  const dialect = "sqliteFile" in target ? "sqlite" : "postgres";
  if (manifest.dialect !== dialect)
    throw new Error(`This backup is of a ${manifest.dialect} database; the target is ${dialect}.`);
  for (const [id, files] of Object.entries(manifest.media))
    for (const [name, sum] of Object.entries(files))
      if (checksums(path.join(options.from, "uploads", id))[name] !== sum)
        throw new Error(`The backup's file uploads/${id}/${name} is damaged.`);
  if ("sqliteFile" in target) {
    // The backup API writes through SQLite, so a journal left beside the target stays consistent.
    makePrivateFolder(path.dirname(target.sqliteFile));
    createPrivateFile(target.sqliteFile);
    const copy = new SQLite(path.join(options.from, "database.sqlite"), { readonly: true });
    try {
      await copy.backup(target.sqliteFile);
    } finally {
      copy.close();
    }
  } else {
    await restorePostgres(target.postgres, manifest, path.join(options.from, "database.json"));
  }
  if (manifest.mediaIn === "bucket") return manifest;
  const uploads = path.join(options.dataDir, "uploads");
  const incoming = `${uploads}.restoring`;
  rmSync(incoming, { recursive: true, force: true });
  cpSync(path.join(options.from, "uploads"), incoming, { recursive: true });
  rmSync(uploads, { recursive: true, force: true });
  renameSync(incoming, uploads);
  return manifest;
}

async function restorePostgres(db: AnyDb, manifest: BackupManifest, file: string): Promise<void> {
  await migrateToLatest(db);
  const { rows: known } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const unknown = manifest.migrations.filter((m) => !known.some((k) => k.name === m));
  if (unknown.length)
    throw new Error(`This backup needs a newer version of the site (migrations ${unknown.join(", ")}).`);
  const { tables } = JSON.parse(readFileSync(file, "utf8")) as {
    tables: Record<string, Record<string, unknown>[]>;
  };
  const order = await insertOrder(db, Object.keys(tables));
  await db.transaction().execute(async (trx) => {
    const existing = await postgresTables(trx);
    if (existing.length)
      await sql`truncate ${sql.join(existing.map((t) => sql.table(t)))} restart identity cascade`.execute(
        trx,
      );
    for (const name of order) {
      const rows = tables[name] ?? [];
      // Batches keep each statement under PostgreSQL's 65,535 parameters. Triggers
      // may already have written a row of the snapshot (the search vocabulary of
      // migration 0011 is filled as texts are restored): the snapshot is consistent,
      // so such a row is the same row, and it is kept rather than refused.
      for (let i = 0; i < rows.length; i += 500)
        await trx
          .insertInto(name)
          .values(rows.slice(i, i + 500))
          .onConflict((oc) => oc.doNothing())
          .execute();
    }
    // Serial columns continue after the restored rows.
    const { rows: serials } = await sql<{ table_name: string; column_name: string; seq: string }>`
      select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
      from information_schema.columns
      where table_schema = current_schema() and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`.execute(
      trx,
    );
    for (const s of serials)
      await sql`select setval(${s.seq}, coalesce((select max(${sql.ref(s.column_name)}) from ${sql.table(s.table_name)}), 0) + 1, false)`.execute(
        trx,
      );
  });
}

/** Tables ordered so that each comes after the tables its foreign keys point to. */
async function insertOrder(db: AnyDb, names: string[]): Promise<string[]> {
  const { rows } = await sql<{ child: string; parent: string }>`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c where c.contype = 'f'`.execute(db);
  const strip = (n: string) => n.replace(/^.*\./, "").replace(/"/g, "");
  const order: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (order.includes(name) || path.includes(name)) return;
    for (const r of rows)
      if (strip(r.child) === name && strip(r.parent) !== name) visit(strip(r.parent), [...path, name]);
    if (names.includes(name)) order.push(name);
  };
  for (const name of names) visit(name, []);
  return order;
}
