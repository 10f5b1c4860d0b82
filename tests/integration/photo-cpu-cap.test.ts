import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/db/connection.server.ts";
import { variantsJob } from "#app/domain/media/images.server.ts";
import { folderStorage, setMediaStorage } from "#app/domain/media/storage.server.ts";
import { getMediaMetadata, uploadMedia } from "#app/domain/media/uploads.server.ts";
import { makeVariants, stopVariantMaker } from "#app/domain/media/variant-maker.server.ts";
import { InvalidImageError, maxImagePixels } from "#app/domain/media/variants.server.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";
import { runBackgroundJobs } from "../support/jobs.ts";
import { handMadePng } from "../support/png.ts";

// Issue 24, point 14 (the caps of issue 21): a crafted image costs CPU, not bytes.
// An image over the pixel cap is refused from its header in milliseconds
// (tests/integration/photos.test.ts, "refuses a decompression bomb"). This is the
// other cap: a small file within the pixel cap, made to cost seconds of CPU to
// re-encode, is stopped by the image worker's CPU cap (server/image-worker.ts), not
// made in full, the image is marked failed without a retry (the same file would cost
// the same again), and the next photo is made by a fresh worker.

// Read by each image worker when it starts; the default is 90 s. One second is far
// below the crafted image's cost and far above a small photo's (about 0.2 s).
process.env.IMAGE_CPU_CAP_SECONDS = "1";

/**
 * A 131 KB PNG of 6300 × 6300 pixels (just under the 40-megapixel cap): one row of noise,
 * repeated by PNG's "Up" filter, so the file is tiny and the pixels are expensive to encode
 * (about 5 s of CPU for the variants on a shared two-core machine).
 */
function costlyPng(side = 6300): Buffer {
  const stride = side * 3 + 1;
  const scanlines = Buffer.alloc(side * stride);
  for (let x = 1; x < stride; x++) scanlines[x] = (x * 2654435761) >>> 24;
  for (let y = 1; y < side; y++) scanlines[y * stride] = 2; // "Up": the row above again
  return handMadePng({ width: side, height: side, colorType: 2, scanlines });
}

const crafted = costlyPng();

describe.each(dialects)("an image made to cost CPU, on %s", (dialect) => {
  useTestDatabase(dialect);
  beforeAll(() => {
    setMediaStorage(folderStorage(mkdtempSync(path.join(tmpdir(), "zrnce-cpu-cap-"))));
  });
  afterAll(() => {
    stopVariantMaker();
    setMediaStorage(undefined);
  });

  it("passes the upload's checks: small, and within the pixel cap", async () => {
    expect(crafted.length).toBeLessThan(400 * 1024);
    const { width = 0, height = 0 } = await sharp(crafted).metadata();
    expect(width * height).toBeLessThanOrEqual(maxImagePixels);
  });

  it("is stopped by the worker's CPU cap, marked failed without a retry, and the next photo is made", async () => {
    const error = await makeVariants(crafted).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidImageError);
    expect((error as Error).message).toBe("Over 1 s of CPU for one image.");

    const meta = await uploadMedia({ actor: "owner@zrnce.rs", name: "skupa.png", bytes: crafted });
    await runBackgroundJobs();
    expect((await getMediaMetadata(meta.id))?.status).toBe("failed");
    const jobs = await getDb()
      .selectFrom("job")
      .select(["status", "attempts"])
      .where("name", "=", variantsJob)
      .where("payload", "=", JSON.stringify({ mediaId: meta.id }))
      .execute();
    expect(jobs).toEqual([{ status: "done", attempts: 1 }]);

    const photo = await sharp({ create: { width: 240, height: 180, channels: 3, background: "#a0784a" } })
      .jpeg()
      .toBuffer();
    const next = await uploadMedia({ actor: "owner@zrnce.rs", name: "hleb.jpg", bytes: photo });
    await runBackgroundJobs();
    expect((await getMediaMetadata(next.id))?.status).toBe("ready");
  });
});
