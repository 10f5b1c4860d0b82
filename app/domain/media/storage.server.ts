import { createReadStream } from "node:fs";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { AwsClient } from "aws4fetch";
import { type Env, getEnv, type S3Env } from "#app/env.server.ts";

// Where the image variants live (DESIGN.md §9): a folder by default, an
// S3-compatible bucket when S3_* is configured, so several app instances can
// share them. Keys look like "<media id>/<width>.<format>". The public URLs
// and their headers do not depend on the choice: both answer through our
// routes. See docs/decisions/0014-s3-media-storage.md.

export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface MediaStorage {
  readonly kind: "folder" | "s3";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing key is not an error. */
  delete(keys: string[]): Promise<void>;
  /** Every key under a prefix (the tests' and operators' check for orphans). */
  list(prefix?: string): Promise<string[]>;
}

// "<id>/<width>.<format>" for a variant, "<id>/share.jpg" for a shared link's
// picture, "<id>/mail.jpg" for a newsletter's, "<id>/original" for the uploaded file.
const safeKey = /^[0-9a-z-]+\/([0-9]+\.(avif|webp)|share\.jpg|mail\.jpg|original)$/;

function checkKey(key: string): string {
  // Keys are built by us from ids and widths; anything else is a bug, never a path.
  if (!safeKey.test(key)) throw new Error(`Invalid media key ${JSON.stringify(key)}`);
  return key;
}

export function folderStorage(root: string): MediaStorage {
  const file = (key: string) => path.join(root, checkKey(key));
  return {
    kind: "folder",
    async put(key, bytes) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), bytes);
    },
    async get(key) {
      const info = await stat(file(key)).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        body: Readable.toWeb(createReadStream(file(key))) as ReadableStream<Uint8Array>,
        size: info.size,
      };
    },
    async delete(keys) {
      const dirs = new Set<string>();
      for (const key of keys) {
        await rm(file(key), { force: true });
        dirs.add(path.dirname(file(key)));
      }
      // An image's folder goes with its last variant.
      for (const dir of dirs) await rm(dir, { recursive: false }).catch(() => undefined);
    },
    async list(prefix = "") {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
  };
}

/** What every S3 request is signed with (SigV4); its test checks AWS's published signatures. */
export function s3Credentials(config: S3Env) {
  return {
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  };
}

/** forcePathStyle: endpoint/bucket/key (MinIO and most self-hosted servers) instead of bucket.endpoint/key. */
export function s3Storage(config: S3Env): MediaStorage {
  // Our own code decides what to retry; a failed save must fail at once, then clean up.
  const aws = new AwsClient({ ...s3Credentials(config), retries: 0 });
  const endpoint = new URL(config.endpoint);
  const bucketUrl = config.forcePathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/$/, "")}/${encodeURIComponent(config.bucket)}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, "")}`;
  const url = (key: string) => `${bucketUrl}/${checkKey(key)}`;
  const fail = async (what: string, res: Response) => {
    const text = await res.text().catch(() => "");
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? "";
    return new Error(`S3 ${what} failed: ${res.status} ${code}`.trim());
  };
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      const res = await aws.fetch(url(key), {
        method: "PUT",
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { "Content-Type": contentType },
      });
      if (!res.ok) throw await fail(`PUT ${key}`, res);
      await res.body?.cancel();
    },
    async get(key) {
      const res = await aws.fetch(url(key));
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) throw await fail(`GET ${key}`, res);
      return { body: res.body, size: Number(res.headers.get("content-length") ?? 0) };
    },
    // One DELETE at a time: an image has eight objects, every S3-compatible
    // server knows DeleteObject, and some stumble on concurrent deletes in one "folder".
    async delete(keys) {
      for (const key of keys) {
        const res = await aws.fetch(url(key), { method: "DELETE" });
        if (!res.ok && res.status !== 404) throw await fail(`DELETE ${key}`, res);
        await res.body?.cancel();
      }
    },
    async list(prefix = "") {
      const keys: string[] = [];
      let token = "";
      do {
        const query = new URLSearchParams({ "list-type": "2", prefix });
        if (token) query.set("continuation-token", token);
        const res = await aws.fetch(`${bucketUrl}?${query}`);
        if (!res.ok) throw await fail("LIST", res);
        const xml = await res.text();
        for (const m of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(unescapeXml(m[1] ?? ""));
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? unescapeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? "")
          : "";
      } while (token);
      return keys.sort();
    },
  };
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

export function storageFromEnv(env: Env): MediaStorage {
  return env.S3 ? s3Storage(env.S3) : folderStorage(path.join(env.DATA_DIR, "uploads"));
}

let current: MediaStorage | undefined;

export function getMediaStorage(): MediaStorage {
  current ??= storageFromEnv(getEnv());
  return current;
}

/** Point the process at a given storage (tests, scripts). */
export function setMediaStorage(storage: MediaStorage | undefined): void {
  current = storage;
}
