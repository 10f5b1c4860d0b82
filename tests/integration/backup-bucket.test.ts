import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backup, restore } from "#app/db/backup.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { s3Storage, setMediaStorage } from "#app/domain/media/storage.server.ts";
import { uploadMedia } from "#app/domain/media/uploads.server.ts";
import { createTestDatabase } from "../support/databases.ts";
import { type LocalS3, startLocalS3 } from "../support/s3.ts";

// With media in an S3 bucket the backup holds the database alone (the bucket keeps
// the media), and a restore leaves the media where they are. Before, the backup
// looked for the bucket's images in the data folder and gave up.

describe("a backup with media in an S3 bucket", () => {
  let database: Database;
  let s3: LocalS3;
  const dataDir = mkdtempSync(path.join(tmpdir(), "zrnce-bucket-site-"));
  beforeAll(async () => {
    database = await createTestDatabase("sqlite", path.join(dataDir, "site.db"));
    s3 = await startLocalS3();
    setMediaStorage(s3Storage(s3.config));
    const bytes = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#8a6" } })
      .png()
      .toBuffer();
    await uploadMedia({ name: "polje.png", bytes, actor: "owner@zrnce.rs" });
  });
  afterAll(async () => {
    setMediaStorage(undefined);
    await s3.close();
    await database.close();
  });

  it("holds the database alone, and a restore leaves the media folder alone", async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), "zrnce-bucket-backup-")), "b");
    await expect(backup(database, { dataDir, out })).rejects.toThrow(/kept changing/);

    const bucketOut = path.join(mkdtempSync(path.join(tmpdir(), "zrnce-bucket-backup-")), "b");
    const manifest = await backup(database, { dataDir, out: bucketOut, mediaInBucket: true });
    expect(manifest).toMatchObject({ mediaIn: "bucket", media: {} });
    expect(manifest.tables.media).toBe(1);
    expect(existsSync(path.join(bucketOut, "uploads"))).toBe(false);

    const target = mkdtempSync(path.join(tmpdir(), "zrnce-bucket-restore-"));
    mkdirSync(path.join(target, "uploads"));
    writeFileSync(path.join(target, "uploads", "kept.txt"), "kept");
    await restore({ sqliteFile: path.join(target, "site.db") }, { dataDir: target, from: bucketOut });
    expect(readFileSync(path.join(target, "uploads", "kept.txt"), "utf8")).toBe("kept");
    expect(existsSync(path.join(target, "site.db"))).toBe(true);
  });
});
