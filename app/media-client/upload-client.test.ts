import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { StorageError } from "./storage-errors.ts";
import {
  type Clock,
  createStorageClient,
  maxOperationRetryTime,
  maxUploadRetryTime,
} from "./upload-client.ts";

// The client against a real local HTTP server; only time is simulated: the
// clock's sleep advances "now" instead of waiting, and records every wait.

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  file?: Uint8Array;
  name?: string;
}

let server: Server;
let base = "";
let seen: Seen[] = [];
/** Answers, in order; the last one repeats. "hang" never answers. */
let script: Array<number | "hang"> = [];

async function readForm(req: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new Request("http://x/", {
    method: "POST",
    headers: { "content-type": req.headers["content-type"] ?? "" },
    body: Buffer.concat(chunks),
  }).formData();
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const entry: Seen = { method: req.method ?? "", url: req.url ?? "", headers: req.headers };
  if (req.method === "POST") {
    const form = await readForm(req);
    const file = form.get("file");
    if (file instanceof Blob) entry.file = new Uint8Array(await file.arrayBuffer());
    entry.name = String(form.get("name"));
  }
  seen.push(entry);
  const answer = script.length > 1 ? script.shift()! : script[0]!;
  if (answer === "hang") return; // the client's cancel closes the socket
  res.statusCode = answer;
  res.setHeader("content-type", "application/json");
  if (answer === 200) res.end(JSON.stringify({ id: "abc", downloadUrl: "/api/media/abc/download?token=t" }));
  else if (answer === 404)
    res.end(
      JSON.stringify({
        error: { code: "storage/object-not-found", message: "Object 'media/x' does not exist." },
      }),
    );
  else res.end(JSON.stringify({ error: { code: "storage/unknown", message: "busy" } }));
}

class TestClock implements Clock {
  time = 1_000_000;
  waits: number[] = [];
  now() {
    return this.time;
  }
  random() {
    return 0;
  }
  async sleep(ms: number, signal: AbortSignal) {
    if (signal.aborted) throw signal.reason;
    this.waits.push(ms);
    this.time += ms;
  }
}

let clock: TestClock;
const tokens = { authorization: "auth-token", appCheck: "check-token" };
const client = () => createStorageClient({ baseUrl: base, clock, getTokens: () => tokens });

async function rejection(promise: Promise<unknown>): Promise<StorageError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(StorageError);
    return error as StorageError;
  }
  throw new Error("expected a rejection");
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  script = [200];
  clock = new TestClock();
});

describe("upload client", () => {
  it("uploads multipart with a name and sends both credential headers", async () => {
    const progress: number[] = [];
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    const result = await client().upload(bytes, {
      name: "hleb.png",
      onProgress: (p) => progress.push(p.bytesTransferred),
    }).promise;
    expect(result).toMatchObject({ downloadUrl: expect.stringContaining("token=") });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe("/api/media?name=hleb.png");
    expect(seen[0]!.name).toBe("hleb.png");
    expect(seen[0]!.headers.authorization).toBe("Bearer auth-token");
    expect(seen[0]!.headers["x-app-check"]).toBe("check-token");
    expect([...seen[0]!.file!]).toEqual([1, 2, 3, 4, 5]);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(5);
  });

  it("accepts raw bytes, base64, base64url, a data URL and a raw string alike", async () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xfe, 0x00, 0x41]);
    const b64 = Buffer.from(bytes).toString("base64");
    const b64url = Buffer.from(bytes).toString("base64url");
    const sources = [
      bytes,
      bytes.buffer,
      new Blob([bytes]),
      { data: b64, format: "base64" as const },
      { data: b64url, format: "base64url" as const },
      { data: `data:image/png;base64,${b64}`, format: "data_url" as const },
    ];
    for (const source of sources) await client().upload(source, { name: "a.png" }).promise;
    for (const s of seen) expect([...s.file!]).toEqual([...bytes]);
    await client().upload({ data: "héllo", format: "raw" }, { name: "t" }).promise;
    expect(Buffer.from(seen.at(-1)!.file!).toString()).toBe("héllo");
    await client().upload({ data: "data:,a%20b", format: "data_url" }, { name: "t" }).promise;
    expect(Buffer.from(seen.at(-1)!.file!).toString()).toBe("a b");
  });

  it("refuses strings that do not match their format, without a request", async () => {
    const c = client();
    const cases = [
      { data: "abc$", format: "base64" as const },
      { data: "ab-_", format: "base64" as const },
      { data: "ab+/", format: "base64url" as const },
      { data: "not a data url", format: "data_url" as const },
    ];
    for (const source of cases) {
      const error = await rejection(c.upload(source, { name: "x" }).promise);
      expect(error.code).toBe("storage/invalid-format");
      expect(error.message).toBe(`String does not match format '${source.format}'.`);
    }
    expect(seen).toHaveLength(0);
  });

  it("retries 5xx, 408 and 429 with doubling waits, then succeeds", async () => {
    script = [503, 408, 429, 500, 200];
    const result = await client().getMetadata("abc").promise;
    expect(result).toMatchObject({ id: "abc" });
    expect(seen).toHaveLength(5);
    expect(clock.waits).toEqual([1000, 2000, 4000, 8000]);
  });

  it("does not retry other client errors and words them as the catalogue", async () => {
    script = [404];
    const error = await rejection(client().getMetadata("x").promise);
    expect(error.code).toBe("storage/object-not-found");
    expect(error.message).toBe("Object 'media/x' does not exist.");
    expect(seen).toHaveLength(1);
  });

  it("caps the backoff at 64 s and gives an operation up after 120 s", async () => {
    script = [503];
    const error = await rejection(client().getMetadata("abc").promise);
    expect(error.code).toBe("storage/retry-limit-exceeded");
    expect(error.message).toBe("Max retry time for operation exceeded, please try again.");
    expect(clock.waits).toEqual([1000, 2000, 4000, 8000, 16000, 32000]);
    const waited = clock.waits.reduce((a, b) => a + b, 0);
    expect(waited).toBeLessThanOrEqual(maxOperationRetryTime);
  });

  it("keeps an upload trying for 600 s, never waiting more than 64 s", async () => {
    script = [500];
    const error = await rejection(client().upload(new Uint8Array([1]), { name: "a" }).promise);
    expect(error.message).toBe("Max retry time for operation exceeded, please try again.");
    expect(Math.max(...clock.waits)).toBe(64_000);
    expect(clock.waits.slice(0, 8)).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000, 64000]);
    const waited = clock.waits.reduce((a, b) => a + b, 0);
    expect(waited).toBeLessThanOrEqual(maxUploadRetryTime);
    expect(waited).toBeGreaterThan(maxUploadRetryTime - 64_000);
  });

  it("adds up to a second of jitter to each wait", async () => {
    script = [503, 200];
    clock.random = () => 0.5;
    await client().getMetadata("abc").promise;
    expect(clock.waits).toEqual([1500]);
  });

  it("cancels an upload in flight", async () => {
    script = ["hang"];
    const task = client().upload(new Uint8Array([1, 2]), { name: "a" });
    while (seen.length === 0) await new Promise((r) => setTimeout(r, 5));
    task.cancel();
    const error = await rejection(task.promise);
    expect(error.code).toBe("storage/canceled");
    expect(error.message).toBe("User canceled the upload/download.");
  });

  it("cancels while waiting to retry, and stops retrying", async () => {
    script = [503];
    const controller = new AbortController();
    clock.sleep = async (ms, signal) => {
      clock.waits.push(ms);
      controller.abort();
      if (signal.aborted) throw signal.reason;
    };
    const error = await rejection(client().getMetadata("abc", { signal: controller.signal }).promise);
    expect(error.code).toBe("storage/canceled");
    expect(seen).toHaveLength(1);
  });

  it("reports no-download-url when the metadata has none", async () => {
    server.removeAllListeners("request");
    server.on("request", (_req, res) => {
      seen.push({ method: "GET", url: "", headers: {} });
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ id: "abc" }));
    });
    try {
      const error = await rejection(client().getMetadata("abc").promise);
      expect(error.code).toBe("storage/no-download-url");
    } finally {
      server.removeAllListeners("request");
      server.on("request", (req, res) => void handle(req, res));
    }
  });
});
