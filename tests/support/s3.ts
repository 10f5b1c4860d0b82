import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Env } from "#app/env.server.ts";

// A real S3-compatible server (s3rver: the S3 REST API with SigV4 checks,
// objects on disk) on 127.0.0.1, so the S3 storage is tested against the
// protocol rather than a stand-in.

export interface LocalS3 {
  config: S3Env;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = "zrnce-media"): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "zrnce-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: "us-east-1",
      // s3rver's built-in account.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
