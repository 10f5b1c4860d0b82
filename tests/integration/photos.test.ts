import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/db/connection.server.ts";
import type { Database } from "#app/db/db.server.ts";
import { getContentVersion } from "#app/domain/content/version.server.ts";
import {
  mailImageKey,
  mediaKeys,
  originalKey,
  processImageVariants,
  shareImageKey,
  variantsJob,
} from "#app/domain/media/images.server.ts";
import {
  folderStorage,
  getMediaStorage,
  s3Storage,
  setMediaStorage,
} from "#app/domain/media/storage.server.ts";
import { deleteMedia, getMediaMetadata, uploadMedia } from "#app/domain/media/uploads.server.ts";
import { encodeVariants, InvalidImageError } from "#app/domain/media/variants.server.ts";
import { loader as previewLoader } from "#app/routes/admin/media-preview.ts";
import { loader as variantLoader } from "#app/routes/resources/media.ts";
import { createTestDatabase, dialects } from "../support/databases.ts";
import { runBackgroundJobs } from "../support/jobs.ts";
import { handMadePng } from "../support/png.ts";
import { bareProductRow } from "../support/rows.ts";
import { type LocalS3, startLocalS3 } from "../support/s3.ts";
import { rejection } from "../support/storage-rejection.ts";

// Issue 21, point 1 on the server: an upload answers once the file is checked and
// kept, the variants come from a job, processing images never break a page nor
// show their original publicly, and a crafted image cannot hold the server.

const actor = "owner@zrnce.rs";

/** A photo with GPS in its EXIF, as a phone takes it. */
const photo = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: "#a0784a" } })
    .withExif({ IFD0: { Copyright: "vlasnik" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "44/1 49/1 0/1" } })
    .jpeg()
    .toBuffer();

/** A PNG whose header claims width × height, with highly compressible rows: a decompression bomb. */
function bombPng(width: number, height: number, rows = height): Buffer {
  const scanlines = Buffer.alloc(Math.min(rows, height) * (width + 1));
  return handMadePng({ width, height, colorType: 0, scanlines });
}

const setups = dialects.flatMap((dialect) =>
  (["folder", "s3"] as const).map((storage) => [dialect, storage] as const),
);

describe.each(setups)("photos on %s with %s storage", (dialect, storageKind) => {
  let database: Database;
  let s3: LocalS3 | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    if (storageKind === "s3") {
      s3 = await startLocalS3();
      setMediaStorage(s3Storage(s3.config));
    } else setMediaStorage(folderStorage(mkdtempSync(path.join(tmpdir(), "zrnce-photos-"))));
  });
  afterAll(async () => {
    setMediaStorage(undefined);
    await s3?.close();
    await database.close();
  });

  const jobsOf = (mediaId: string) =>
    getDb()
      .selectFrom("job")
      .selectAll()
      .where("name", "=", variantsJob)
      .where("payload", "=", JSON.stringify({ mediaId }))
      .execute();

  it("answers at once with the original kept and a variants job queued, then the job makes them", async () => {
    const version = await getContentVersion();
    const meta = await uploadMedia({ actor, name: "telefon.jpg", bytes: await photo() });
    expect(meta).toMatchObject({ status: "processing", width: 1600, height: 1200 });
    expect(meta.previewUrl).toBe(`/admin/media/${meta.id}/preview`);
    expect(await getMediaStorage().list(`${meta.id}/`)).toEqual([originalKey(meta.id)]);
    expect((await jobsOf(meta.id)).map((j) => j.status)).toEqual(["queued"]);

    await runBackgroundJobs();
    expect((await jobsOf(meta.id)).map((j) => j.status)).toEqual(["done"]);
    const ready = await getMediaMetadata(meta.id);
    expect(ready).toMatchObject({ status: "ready", previewUrl: `/media/${meta.id}/640.webp` });
    expect(await getMediaStorage().list(`${meta.id}/`)).toEqual(mediaKeys(meta.id).sort());
    // The picture of a shared link is made when first asked for, then kept beside the variants.
    const shared = await variantLoader({ params: { id: meta.id, file: "share.jpg" } } as never);
    expect(shared.headers.get("content-type")).toBe("image/jpeg");
    const card = await sharp(new Uint8Array(await shared.arrayBuffer())).metadata();
    expect([card.format, card.width, card.height, card.exif]).toEqual(["jpeg", 1200, 630, undefined]);
    expect(await getMediaStorage().list(`${meta.id}/`)).toEqual(
      [...mediaKeys(meta.id), shareImageKey(meta.id)].sort(),
    );
    // So is a newsletter's: a JPEG (every mail program shows one) 640 px wide, as a mail is.
    const mailed = await variantLoader({ params: { id: meta.id, file: "mail.jpg" } } as never);
    expect([mailed.headers.get("content-type"), mailed.headers.get("cache-control")]).toEqual([
      "image/jpeg",
      "public, max-age=31536000, immutable",
    ]);
    const inMail = await sharp(new Uint8Array(await mailed.arrayBuffer())).metadata();
    expect([inMail.format, inMail.width, inMail.exif]).toEqual(["jpeg", 640, undefined]);
    expect(await getMediaStorage().list(`${meta.id}/`)).toContain(mailImageKey(meta.id));
    // A photo no product or article uses is on no page: the cached pages stay.
    expect(await getContentVersion()).toBe(version);
    // The variants carry no metadata: no GPS, no camera owner.
    const res = await variantLoader({ params: { id: meta.id, file: "1280.webp" } } as never);
    const variant = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
    expect([variant.width, variant.exif]).toEqual([1280, undefined]);
  });

  it("builds the cached pages again when a photo that a product already shows is ready", async () => {
    const meta = await uploadMedia({ actor, name: "na-proizvodu.jpg", bytes: await photo(800, 600) });
    await getDb().insertInto("product").values(bareProductRow("proizvod-sa-slikom")).execute();
    await getDb()
      .insertInto("product_image")
      .values({ product_id: "proizvod-sa-slikom", media_id: meta.id, position: 0 })
      .execute();
    const version = await getContentVersion();
    await runBackgroundJobs();
    // The product's page was cached with the placeholder.
    expect(await getContentVersion()).toBeGreaterThan(version);
  });

  it("is idempotent: a job run again, or for an image deleted meanwhile, changes nothing and leaves no files", async () => {
    const meta = await uploadMedia({ actor, name: "dvaput.jpg", bytes: await photo(800, 600) });
    await processImageVariants({ mediaId: meta.id });
    const keys = await getMediaStorage().list(`${meta.id}/`);
    await processImageVariants({ mediaId: meta.id });
    expect(await getMediaStorage().list(`${meta.id}/`)).toEqual(keys);
    // Deleted while processing: the row and the original go; the job then finds nothing to do.
    const gone = await uploadMedia({ actor, name: "obrisana.jpg", bytes: await photo(800, 600) });
    expect(await deleteMedia(gone.id, actor)).toBe("deleted");
    await runBackgroundJobs();
    expect(await getMediaStorage().list(`${gone.id}/`)).toEqual([]);
  });

  it("deletes the original and a shared link's picture with the image, processing or ready", async () => {
    const ready = await uploadMedia({ actor, name: "gotova.jpg", bytes: await photo(800, 600) });
    await runBackgroundJobs();
    await variantLoader({ params: { id: ready.id, file: "share.jpg" } } as never);
    await variantLoader({ params: { id: ready.id, file: "mail.jpg" } } as never);
    expect(await getMediaStorage().list(`${ready.id}/`)).toContain(mailImageKey(ready.id));
    expect(await getMediaStorage().list(`${ready.id}/`)).toContain(originalKey(ready.id));
    expect(await getMediaStorage().list(`${ready.id}/`)).toContain(shareImageKey(ready.id));
    expect(await deleteMedia(ready.id, actor)).toBe("deleted");
    expect(await getMediaStorage().list(`${ready.id}/`)).toEqual([]);
  });

  it("never serves the original publicly: a placeholder while processing, the original only to the admin", async () => {
    const meta = await uploadMedia({ actor, name: "gps.jpg", bytes: await photo(900, 600) });
    const original = await (await getMediaStorage().get(originalKey(meta.id)))!.body;
    expect(original).toBeTruthy();
    const waiting = await variantLoader({ params: { id: meta.id, file: "320.webp" } } as never);
    expect([
      waiting.status,
      waiting.headers.get("content-type"),
      waiting.headers.get("cache-control"),
    ]).toEqual([200, "image/webp", "no-store"]);
    const shown = await sharp(new Uint8Array(await waiting.arrayBuffer())).metadata();
    expect([shown.width, shown.exif]).toEqual([4, undefined]);
    const notAVariant = await variantLoader({ params: { id: meta.id, file: "original" } } as never).catch(
      (r: Response) => r,
    );
    expect(notAVariant.status).toBe(404);

    // The admin's preview (behind the session guard) is the original until the variants exist.
    const preview = await previewLoader({ params: { id: meta.id } } as never);
    expect([preview.headers.get("content-type"), preview.headers.get("cache-control")]).toEqual([
      "image/jpeg",
      "private, no-store",
    ]);
    await runBackgroundJobs();
    const after = await previewLoader({ params: { id: meta.id } } as never);
    expect(after.headers.get("content-type")).toBe("image/webp");
  });

  it("refuses a decompression bomb from its header, without decoding it", async () => {
    for (const [w, h] of [
      [100_000, 100_000],
      [8000, 6000],
    ] as const) {
      const started = performance.now();
      const error = await rejection(uploadMedia({ actor, name: "bomba.png", bytes: bombPng(w, h, 1) }));
      expect([error.code, error.status]).toEqual(["storage/file-too-large", 413]);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it("marks an image failed at once when its original cannot be decoded within the caps, without retrying", async () => {
    // A file that passed the upload's header check but is a bomb or broken inside (here: put straight in storage).
    const meta = await uploadMedia({ actor, name: "lukava.jpg", bytes: await photo(640, 480) });
    await getMediaStorage().put(originalKey(meta.id), bombPng(50_000, 50_000, 1), "image/png");
    await runBackgroundJobs();
    expect((await getMediaMetadata(meta.id))?.status).toBe("failed");
    const [job] = await jobsOf(meta.id);
    expect([job?.status, job?.attempts]).toEqual(["done", 1]);
    // Still no broken image on a page that placed it: the placeholder.
    const res = await variantLoader({ params: { id: meta.id, file: "640.webp" } } as never);
    expect([res.status, res.headers.get("cache-control")]).toEqual([200, "no-store"]);
  });
});

describe("encodeVariants", () => {
  it("refuses more pixels than the cap before decoding them", async () => {
    const started = performance.now();
    await expect(encodeVariants(bombPng(10_000, 10_000, 1))).rejects.toBeInstanceOf(InvalidImageError);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
